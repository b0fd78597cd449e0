"""Cards the table deals (new_state's deal="table"): the players hold the real cards, so where
the table draws one the device asks which it was instead of drawing its own.

State, in a table-dealt game only: opt["tbl"] = 1; "deck" is the multiset of guard cards that
can still come off the real deck (its order is the table's); "dr" the players who drew a card
face down (a face-down buy, a Pick Pocket) and must still enter it behind their PIN: the game
waits in phase "draw" and goes back to "ph0" when all are in; "gs" per player the guard cards
they hold that nobody else saw, so the counts a card picker shows never tell another's secret.
The market is entered card by card in phase "market" at the start of each Resource Phase
(bought cards are not replaced: the rules). Treasures are entered at the join (actions.py).
Only a game the table deals loads this module (cards.table_deals): the device-dealt game's
RAM stays as it was.
"""
from lookout.keep import cards as C


def market_left(st):
    """Market cards the table has still to enter (0 outside phase "market")."""
    if st["phase"] != "market":
        return 0
    return max(0, min(C.MARKET_SIZE - len(st["mkt"]), C.available(st)))


def check_take(st, gi, p=-1, old=-1):
    """ValueError unless guard card gi may come off the deck as far as the one entering knows
    (pool: the table for p=-1, else player p): never a refusal only a secret could give (old:
    a market card entered again, going back on the deck first)."""
    if gi == old or pool(st, p)[gi] > 0:
        return
    raise ValueError("%s cannot be in the guard deck now: check the card" % C.name(st, gi))


def take(st, gi, old, msgs, p=-1):
    """Take card gi off the deck (checked by check_take), old back on it first. The discards
    are shuffled in only when the deck on the table is out (its size is public). A card the
    deck does not hold (someone entered a copy as drawn in secret: a table's mistake only
    secrets show) comes off that holder's unseen count, as the table's counts expect, and
    off the deck's size ("ov": the device's deck keeps the card the holder really drew,
    unknown); the holder is told privately."""
    deck = st["deck"]
    gh = st["gh"]
    for q in range(len(gh)):            # whoever holds guard cards may hold this one unseen
        if q != p and gh[q]:
            C.chance(st, q)
    if old >= 0:
        deck.append(old)
    if C.deck_size(st) <= 0:
        del deck[:]                    # (what "ov" kept: cards in hands, unknown whose)
        st["ov"] = 0
        deck.extend(st["disc"])
        del st["disc"][:]
        msgs.append("Shuffle the guard discards into a new deck")
    if gi in deck:
        deck.remove(gi)
        return
    gs = st["gs"]
    for q in range(len(gs)):
        if q != p and gi in gs[q]:
            gs[q].remove(gi)
            st["ov"] = st.get("ov", 0) + 1
            C.note(st, q, "%s came off the deck, but you entered one as drawn: check your "
                          "guard cards" % C.name(st, gi))
            return


def treasure(st, x):
    """The treasure card code x a thief enters at the join. Checked against public knowledge
    only (the joining thief knows no other's treasure): a card someone else entered too is
    noted at its reveal (cards.clash), never refused here."""
    c = str(x).upper()
    for i in range(len(C.TREASURE)):
        if C.TREASURE[i] == c:
            return i
    raise ValueError("choose your treasure card")


def entry(kc, st, action, msgs):
    """Apply ["market", slot, code] (public) or ["drew", p, pin, code] (secret)."""
    if action[0] == "market":
        if st["phase"] != "market":
            raise ValueError("the market is laid out at the Resource Phase")
        if len(action) != 3:
            raise ValueError("market needs slot, card")
        enter_market(kc, st, action[1], action[2], msgs)   # the caller opens the full market
        return
    if st["phase"] != "draw":
        raise ValueError("no card to enter now")
    p = action[1] if len(action) > 1 else None
    if type(p) is not int or not 0 <= p < st["n"]:
        raise ValueError("no such player")
    if len(action) != 4:
        raise ValueError("drew needs player, PIN, card")
    from lookout.keep.dials import check
    check(st, p, action[2])
    enter_drawn(kc, st, p, action[3], msgs)


def enter_market(kc, st, slot, code, msgs):
    """Market card slot (0-4) is code: the next slot, or one entered already (corrected)."""
    mkt = st["mkt"]
    n = len(mkt)
    if type(slot) is not int or not 0 <= slot <= n or slot >= C.MARKET_SIZE:
        raise ValueError("enter market card %d next" % (n + 1))
    gi = C.guard_index(st, code)
    old = mkt[slot] if slot < n else -1
    check_take(st, gi, -1, old)
    take(st, gi, old, msgs)
    if old >= 0:
        mkt[slot] = gi
    else:
        mkt.append(gi)
    msgs.append("Market card %d: %s (%d)" % (slot + 1, C.name(st, gi), C.cost(st, gi)))


def enter_drawn(kc, st, p, code, msgs):
    """Player p (PIN checked by the caller) enters the guard card they drew face down."""
    if p not in st["dr"]:
        raise ValueError("%s has no card to enter" % kc.colour(p))
    gi = C.guard_index(st, code)
    check_take(st, gi, p)
    take(st, gi, -1, msgs, p)
    st["gh"][p].append(gi)
    st["gs"][p].append(gi)
    st["dr"].remove(p)
    msgs.append("%s has the card drawn" % kc.colour(p))
    if not st["dr"]:
        st["phase"] = st["ph0"]


def wait_draws(st):
    """After an action: a draw not entered yet holds the game in phase "draw"."""
    dr = st.get("dr")
    if not dr:
        return
    if st["phase"] == "over":
        del dr[:]
    elif st["phase"] != "draw":
        st["ph0"] = st["phase"]
        st["phase"] = "draw"


def pool(st, p=-1):
    """Per guard card (index into st["gt"]): how many may come off the deck as far as the one
    entering knows: the deck and the cards other players hold unseen (player p's own are
    known to p; p=-1: the table), or the discards when the deck is out. It depends on no
    secret but p's own."""
    cnt = [0] * len(st["gt"])
    if C.deck_size(st) > 0:
        for c in st["deck"]:
            cnt[c] += 1
        gs = st.get("gs", ())
        for q in range(len(gs)):
            if q != p:
                for c in gs[q]:
                    cnt[c] += 1
    else:
        for c in st["disc"]:
            cnt[c] += 1
    return cnt
