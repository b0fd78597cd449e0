"""Black Keep cards as data: thief cards, treasures, the guard card table, the guard deck/market.

Thief cards (12 per colour, NOTES.md): the six direction cards (each with a gold coin), Run,
Rest, Hide, Pick Pocket, Rope Arrow, Exit. In the game state a thief card is its index in
THIEF (0..11); Exit is never in the hand (it is placed beside the exit tile at the start).

Guard cards: GUARD is the built-in table (code, name, count, cost, target, arrow). Known cards
come from the designer's list in NOTES.md; counts/costs marked *decision* there are defaults
here. A group that owns the real deck adds its unknown cards (or corrects a count or cost) with
guard_card() rows passed to a new game; the engine has no rule for an added card, so playing it
just discards it with "resolve by hand". A game keeps its own table in its state: "gt" the codes
(a guard card in the state is an index into it) and "gx" the rows that differ from GUARD. So a
save replays whatever the module holds later: nothing lives only in a module global, which
dies when the menu unloads the game's modules.

Target kinds: T_NONE (no target), T_GUARD (a guard index), T_HEX (a hex within line of sight
of the player's thief).

Deck/market (state keys "deck", "disc", "mkt"): the deck is a list of guard-card indices into
"gt", top = last item; the market holds up to five face-up cards (None once bought).
"""

# --- thief cards -----------------------------------------------------------------------------
NE, E, SE, SW, W, NW, RUN, REST, HIDE, PICK, ROPE, EXIT = range(12)
THIEF = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "REST", "HIDE", "PICK", "ROPE", "EXIT")
THIEF_NAMES = ("Nor-East", "East", "Sou-East", "Sou-West", "West", "Nor-West", "Run", "Rest",
               "Hide", "Pick Pocket", "Rope Arrow", "Exit")
DIRECTION_CARDS = (NE, E, SE, SW, W, NW)
COIN_CARDS = DIRECTION_CARDS  # only these show a gold coin
HAND = (NE, E, SE, SW, W, NW, RUN, REST, HIDE, PICK, ROPE)  # starting hand (Exit is placed)

# --- treasures -------------------------------------------------------------------------------
ARMOUR, EYE, HAMMER, LANTERN, SWORD = range(5)
TREASURE = ("ARMOUR", "EYE", "HAMMER", "LANTERN", "SWORD")
TREASURE_NAMES = ("The Armour", "The Eye", "The Hammer", "The Lantern", "The Sword")

# --- guard cards -----------------------------------------------------------------------------
T_NONE, T_GUARD, T_HEX = 0, 1, 2
MAX_GUARD_CARDS = 6  # in one player's deck
MARKET_SIZE = 5
BLIND_COST = 2  # a face-down card from the deck

GUARD = (
    # code, name, count, cost, target, arrow
    ("RIG", "Adjust Rigging", 2, 3, T_NONE, 0),
    ("ART", "Art", 2, 1, T_GUARD, 0),
    ("DIL", "Diligent", 2, 1, T_NONE, 0),
    ("FLASK", "Hip Flask", 2, 1, T_GUARD, 0),
    ("LOCK", "Lockpicks", 2, 3, T_NONE, 0),
    ("MOSS", "Moss Arrow", 3, 1, T_NONE, 1),
    ("NOISE", "Noise Arrow", 2, 2, T_HEX, 1),   # cost: *decision* (unknown)
    ("WATER", "Water Arrow", 2, 2, T_HEX, 1),   # count and cost: *decision* (unknown)
)


# The box's 24 guard cards: the known ones above (Water Arrow's 2 copies a *decision*), the
# rest "Other card" (cost 2: a *decision*) until the group writes its own (keep/cardfile).
DECK_SIZE = 24
DECK_MAX = 40
OTHER = ("OTHER", "Other card", 0, 2, T_NONE, 0)


def aside(n):
    """What the table is told when the device deals the group's own list (n cards: the
    built-in ones as corrected, and the group's named cards): the box's other cards stay out,
    since the device never deals a card the table could not find by its name. None when the
    list covers the box."""
    if n >= DECK_SIZE:
        return None
    return ("The device deals the %d guard cards in its list (setup: Guard cards). Set aside "
            "the box's %d cards not in the list: it deals no card it cannot name." % (
                n, DECK_SIZE - n))


def guard_card(code, name, count=1, cost=2, target=T_NONE, arrow=0):
    """A checked user-transcribed guard card row (for new_state's cards=). A known code only
    corrects that card's count and cost."""
    code = str(code).upper()
    if not code or len(code) > 8 or not code.isalpha():
        raise ValueError("card code must be 1-8 letters")
    if type(count) is not int or type(cost) is not int or not 0 <= count <= 9 \
            or not 1 <= cost <= 3 or target not in (T_NONE, T_GUARD, T_HEX):
        raise ValueError("card %s: count 0-9, cost 1-3" % code)
    for r in GUARD:
        if r[0] == code:
            return [code, r[1], count, cost, r[4], r[5]]
    return [code, str(name)[:20], count, cost, target, 1 if arrow else 0]


def table(cards=(), fill=False):
    """(codes, extra rows) of a new game's guard card table: the built-in cards with the
    corrections in cards, then the new ones; extra holds every row that differs from GUARD.
    fill (the table deals the real box): an "Other card" row makes the deck DECK_SIZE cards,
    so the device's deck runs out when the table's does; the group's own cards take its
    place as they are written down (keep/cardfile)."""
    rows = [list(r) for r in GUARD]
    other = False
    for c in cards:
        r = guard_card(*c)
        if r[0] == OTHER[0]:
            other = True
        for i in range(len(rows)):
            if rows[i][0] == r[0]:
                rows[i] = r
                break
        else:
            rows.append(r)
    n = 0
    for r in rows:
        n += r[2]
    if n > DECK_MAX:
        raise ValueError("at most %d guard cards in the deck (%d listed)" % (DECK_MAX, n))
    if fill and not other and n < DECK_SIZE:
        rows.append([OTHER[0], OTHER[1], DECK_SIZE - n, OTHER[3], OTHER[4], OTHER[5]])
    codes = [r[0] for r in rows]
    extra = [r for r in rows if tuple(r) not in GUARD]
    return codes, extra


def guard_row(st, code):
    """The row of guard card `code` in this game's table (its own rows first)."""
    for r in st.get("gx", ()):
        if r[0] == code:
            return r
    for r in GUARD:
        if r[0] == code:
            return r
    raise ValueError("unknown guard card %s" % code)


def deck_rows(cards=(), fill=False):
    """The rows (guard_row's) of the deck table(cards, fill) makes, in its order: what the
    setup's Guard cards list and `lookout cards check` show."""
    codes, extra = table(cards, fill)
    st = {"gx": extra}
    return [guard_row(st, c) for c in codes]


def new_deck(st):
    """A sorted (unshuffled) deck: indices into st["gt"], each card count times."""
    deck = []
    for i, c in enumerate(st["gt"]):
        deck.extend([i] * guard_row(st, c)[2])
    return deck


def cost(st, gi):
    return guard_row(st, st["gt"][gi])[3]


def name(st, gi):
    return guard_row(st, st["gt"][gi])[1]


def thief_card(code):
    """Thief card index from its code ("NE", "run", ...); ValueError if unknown."""
    c = str(code).upper()
    for i, t in enumerate(THIEF):
        if t == c:
            return i
    raise ValueError("unknown thief card %s" % code)


def guard_index(st, code):
    """Guard card index (into st["gt"]) from its code; ValueError if unknown."""
    c = str(code).upper()
    gt = st["gt"]
    for i in range(len(gt)):
        if gt[i] == c:
            return i
    raise ValueError("unknown guard card %s" % code)


# --- what only secrets show ------------------------------------------------------------------
def note(st, p, text):
    """A private note for player p, shown behind p's PIN: a table's mistake that only p's
    secret shows (a check may use only what the one entering knows)."""
    pn = st.get("pn")
    if pn is None:
        pn = st["pn"] = [[] for _ in range(st["n"])]
    pn[p].append(text)


def chance(st, q):
    """A public step that may have made a note for player q: counted ("nc", per player)
    whatever it made, so q's next PIN shows q's notes page after it, note or not
    (screens/keep/dial.due): the page and its press tell nobody who has one. Which players a
    step may concern is public too (draws.take: those holding guard cards; clash: those
    whose treasure is unrevealed)."""
    nc = st.get("nc")
    if nc is None:
        nc = st["nc"] = [0] * st["n"]
    nc[q] += 1


def clash(st, p, msgs):
    """At player p's treasure reveal: another thief who entered the same card at the join
    (the table dealt: one of them mistook the card) is told privately, and the table
    publicly that the cards need a look (naming nobody: the other entry stays secret)."""
    t = st["tr"][p]
    if st.get("opt", {}).get("tbl", 0) == 1:      # (the device deals no treasure twice)
        for q in range(st["n"]):
            if q != p and not st["trv"][q]:
                chance(st, q)
    for q in range(st["n"]):
        if q != p and st["tr"][q] == t and not st["trv"][q]:
            note(st, q, "%s revealed %s, the treasure you entered: check your treasure card"
                 % (st["col"][p], TREASURE_NAMES[t]))
            msgs.append("Two thieves entered %s at the join: check the treasure cards" %
                        TREASURE_NAMES[t])
            return


# --- deck and market -------------------------------------------------------------------------
def table_deals(st):
    """The table deals the real cards and the device asks which came up (draws.py, loaded
    only then); else the device shuffles its own (a group without the cards)."""
    return st["opt"].get("tbl", 0) == 1


def deck_size(st):
    """Cards in the guard deck on the table (public): the device's deck less the cards
    entered from it that it did not hold ("ov", draws.take: a table's mistake)."""
    return len(st["deck"]) - st.get("ov", 0)


def available(st):
    """Guard cards that can still be drawn (the deck, then the discards shuffled), less the
    draws the table has not entered yet (draws.py)."""
    return deck_size(st) + len(st["disc"]) - len(st.get("dr", ()))


def draw(st, rng):
    """Top card of the guard deck (reshuffling the discards when it is empty), or -1."""
    deck = st["deck"]
    if not deck:
        disc = st["disc"]
        if not disc:
            return -1
        deck.extend(disc)
        del disc[:]
        rng.shuffle(deck)
    return deck.pop()


def deal_market(st, rng):
    """Five face-up cards from the deck (fewer if deck and discards run out)."""
    mkt = []
    for _ in range(MARKET_SIZE):
        c = draw(st, rng)
        if c < 0:
            break
        mkt.append(c)
    st["mkt"] = mkt


def close_market(st):
    """Unbought face-up cards go to the discard pile."""
    for c in st["mkt"]:
        if c is not None:
            st["disc"].append(c)
    st["mkt"] = []


def check_payment(hand, coins, price):
    """coins: thief card indices to spend. ValueError unless they are exactly `price` coin
    cards, all in hand and distinct."""
    if len(coins) != price:
        raise ValueError("costs %d gold coin%s" % (price, "" if price == 1 else "s"))
    seen = []
    for c in coins:
        if c not in COIN_CARDS:
            raise ValueError("%s has no gold coin" % THIEF_NAMES[c])
        if c not in hand or c in seen:
            raise ValueError("%s is not in your hand" % THIEF_NAMES[c])
        seen.append(c)
