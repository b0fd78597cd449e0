"""The Black Keep turn sequencer: initiative, resource phase, five guards/players phases.

Phases (st["phase"]):
    "setup"  each player joins: PIN, entry tile, exit tile, secret start hex (game.join)
    "market" (the table deals) the table enters the market's face-up cards (draws.py)
    "buy"    resource phase: players in turn order buy guard cards, then pass
    "draw"   (the table deals) players enter the card they drew face down (draws.py)
    "guards" waiting for the guards phase step (all guards move in player order)
    "play"   waiting for every thief in the Keep to play a secret card; the last one
             in triggers the reveal and the resolution in player order
    "over"   st["win"] is the winner (-1: every thief was caught)

st["mv"] is the movement phase of this turn (1-5, the white die); st["pc"] counts players
phases over the whole game (Moss Arrow: "next players phase").

Everything here mutates st in place and appends public messages to msgs; the callers in
actions.py validate an action completely before calling in, so a ValueError never leaves a
half-done state.
"""
from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.keep import guards
from lookout.keep import spotting
from lookout.keep.hexgrid import SIDE_NAMES
from lookout.keep.moves import OFF  # a destination "off the board": escaping the Keep
from lookout.keep.guardrec import ALERT, BORED, INTERESTED



def order(st):
    n = st["n"]
    f = st["first"]
    return [(f + i) % n for i in range(n)]


def in_keep(st, p):
    return st["in"][p] == G.T_KEEP


def carrying(kc, st, p):
    """True while player p carries a treasure whose effect applies: revealed at the vault,
    off the Vault Hex, not ignoring it with Adjust Rigging this turn."""
    return (st["trv"][p] and st["in"][p] == G.T_KEEP and st["dial"][p] != kc.board.vault_hex
            and not st["rig"][p])


def treasure_on(kc, st, p, t):
    return st["tr"][p] == t and carrying(kc, st, p)


# --- initiative and resource phase ---------------------------------------------------------
def start_turn(kc, st, msgs):
    st["turn"] += 1
    if st["turn"] > 1 or st["opt"].get("pass1"):
        st["first"] = (st["first"] + 1) % st["n"]
    n = st["n"]
    for p in range(n):
        st["rig"][p] = 0
    msgs.append("Turn %d: %s goes first (%s)" % (
        st["turn"], kc.colour(st["first"]), ", ".join([kc.colour(p) for p in order(st)])))
    resource_markers(kc, st, msgs)
    guards.resource_reset(kc, st, msgs, st["opt"].get("calm", 0))
    if C.table_deals(st):
        from lookout.keep.draws import market_left
        st["mkt"] = []
        st["phase"] = "market"
        k = market_left(st)
        if k:
            msgs.append("Lay out %d guard cards face up and enter them" % k)
            return
    else:
        C.deal_market(st, kc.rng)
    open_market(kc, st, msgs)


def open_market(kc, st, msgs):
    """The market is on the table: the buyers buy in turn order."""
    if st["mkt"]:
        msgs.append("Market: " + ", ".join(["%s (%d)" % (C.name(st, c), C.cost(st, c))
                                            for c in st["mkt"]]))
    else:
        msgs.append("Market: no guard cards left")
    st["phase"] = "buy"
    st["bi"] = -1
    next_buyer(kc, st, msgs)


def resource_markers(kc, st, msgs):
    """Remove Thief Markers out of every guard's sight, and resting markers (the Sword's
    marker always shows its thief, so it stays)."""
    mk = st["mk"]
    for p in range(st["n"]):
        m = mk[p]
        if m < 0 or st["in"][p] != G.T_KEEP:
            continue
        if treasure_on(kc, st, p, C.SWORD):
            continue
        if st["rest"][p]:
            why = "resting"
        else:
            why = "out of sight"
            for g in st["g"]:
                at = g[G.HEX]
                if at >= 0 and g[G.STATUS] != G.DISTRACTED and (at == m or kc.sees(g, m)):
                    why = None
                    break
        if why:
            mk[p] = -1
            st["rest"][p] = 0
            msgs.append("Remove the %s marker from %s (%s)" % (kc.colour(p), kc.name(m), why))


def next_buyer(kc, st, msgs):
    """Advance st["bi"] to the next player in order who is still in the Keep; when all have
    bought, discard the unsold cards and go to movement phase 1."""
    od = order(st)
    i = st["bi"] + 1
    while i < len(od) and not in_keep(st, od[i]):
        i += 1
    if i < len(od):
        st["bi"] = i
        msgs.append("%s may buy guard cards" % kc.colour(od[i]))
        return
    n = 0
    for c in st["mkt"]:
        if c is not None:
            n += 1
    C.close_market(st)
    if n:
        msgs.append("%d unsold card%s discarded" % (n, "" if n == 1 else "s"))
    st["mv"] = 1
    st["phase"] = "guards"
    msgs.append("Movement phase 1: guards")


def buyer(st):
    return order(st)[st["bi"]]


# --- guards phase ---------------------------------------------------------------------------
def guards_phase(kc, st, msgs):
    msgs.append(kc.nth("Phase %d: guards move", st["mv"]))
    gs = st["g"]
    n = st["n"]
    first = st["first"]
    move = guards.move
    own = G.OWNER                       # (locals: 50 lookups a phase fewer on a Pico)
    hx = G.HEX
    for i in range(n):                  # player order (order(st), without making the list)
        p = (first + i) % n
        for g in gs:
            if g[own] == p and g[hx] >= 0:
                move(kc, st, g, msgs)
    for g in gs:
        if g[own] < 0 and g[hx] >= 0:
            move(kc, st, g, msgs)
    lantern(kc, st, msgs)
    spotting.spotting_check(kc, st, msgs)
    if not check_over(kc, st, msgs):
        st["phase"] = "play"
        st["play"] = [None] * st["n"]
        msgs.append(kc.nth("Phase %d: thieves play a card", st["mv"]))


def lantern(kc, st, msgs):
    """The Lantern: Bored, Interested and Alert guards on its carrier's tile turn to face it."""
    b = kc.board
    for p in range(st["n"]):
        if not treasure_on(kc, st, p, C.LANTERN):
            continue
        h = st["dial"][p]
        t = b.tile(h)
        for g in st["g"]:
            at = g[G.HEX]
            if at >= 0 and g[G.STATUS] in (BORED, INTERESTED, ALERT) and b.tile(at) == t:
                f0 = g[G.FACING]
                if guards.face(kc, g, h) and g[G.FACING] != f0:
                    msgs.append("%s turns to face %s (the Lantern)" % (
                        G.label(kc, g), SIDE_NAMES[g[G.FACING]]))


# --- players phase --------------------------------------------------------------------------
def all_played(st):
    for p in range(st["n"]):
        if in_keep(st, p) and st["play"][p] is None:
            return False
    return True


def describe(kc, st, p, play):
    """Public text of a revealed card: "Blue plays East", "Red plays Art on ..."."""
    c = play[0]
    a = play[1]
    if c < 100:
        return "%s plays %s" % (kc.colour(p), C.THIEF_NAMES[c])
    gi = c - 100
    row = C.guard_row(st, st["gt"][gi])
    s = "%s plays %s" % (kc.colour(p), row[1])
    if row[4] == C.T_GUARD and a >= 0:
        s += " on " + G.label(kc, st["g"][a])
    elif row[4] == C.T_HEX and a >= 0:
        s += " at " + kc.name(a)
    return s


def players_phase(kc, st, msgs):
    """All cards are in: reveal them together, resolve in player order, spotting check."""
    od = order(st)
    plays = st["play"]
    for p in od:
        if plays[p] is not None:
            msgs.append(describe(kc, st, p, plays[p]))
    for p in od:
        if plays[p] is not None and in_keep(st, p):
            resolve(kc, st, p, plays[p], msgs)
    st["play"] = [None] * st["n"]
    sword(kc, st, msgs)
    spotting.spotting_check(kc, st, msgs)
    st["pc"] += 1
    if check_over(kc, st, msgs):
        return
    if st["mv"] < 5:
        st["mv"] += 1
        st["phase"] = "guards"
        msgs.append(kc.nth("Movement phase %d: guards", st["mv"]))
    else:
        start_turn(kc, st, msgs)


def sword(kc, st, msgs):
    """The Sword: its carrier's Thief Marker always shows the real location."""
    for p in range(st["n"]):
        if treasure_on(kc, st, p, C.SWORD) and st["mk"][p] != st["dial"][p]:
            msgs.append("The Sword glows: " + marker_to(kc, st, p, st["dial"][p]))
            st["mk"][p] = st["dial"][p]
            st["rest"][p] = 0


def marker_to(kc, st, p, h):
    """What to do with player p's Thief Marker to show hex h: put it on the board, or move it."""
    if st["mk"][p] < 0:
        return "put %s's marker on %s" % (kc.colour(p), kc.name(h))
    return "move %s's marker to %s" % (kc.colour(p), kc.name(h))


def check_over(kc, st, msgs):
    if st["win"] >= 0:
        st["phase"] = "over"
        return True
    for p in range(st["n"]):
        if st["in"][p] == G.T_KEEP:
            return False
    st["phase"] = "over"
    msgs.append("Every thief is caught: the guards win")
    return True


def resolve(kc, st, p, play, msgs):
    """Resolve player p's revealed card (validated when it was played)."""
    c = play[0]
    a = play[1]
    st["hid"][p] = 0  # Hide lasts until the thief's next card
    if c >= 100:
        _guard_card(kc, st, p, c - 100, a, msgs)
        return
    st["hand"][p].remove(c)
    st["spent"][p].append(c)
    if c in C.DIRECTION_CARDS or c == C.RUN or c == C.ROPE:
        _move(kc, st, p, c, a, msgs)
    elif c == C.REST:
        back = [x for x in st["spent"][p]]
        st["hand"][p].extend(back)
        st["hand"][p].sort()
        st["spent"][p] = []
        if st["mk"][p] >= 0:
            st["rest"][p] = 1
        msgs.append("%s rests: %d cards back in hand" % (kc.colour(p), len(back)))
    elif c == C.HIDE:
        st["hid"][p] = 1
    elif c == C.PICK:
        _pick_pocket(kc, st, p, msgs)


def _move(kc, st, p, c, dest, msgs):
    b = kc.board
    h0 = st["dial"][p]
    noisy = c == C.RUN and st["moss"][p] != st["pc"]
    armour = c != C.ROPE and treasure_on(kc, st, p, C.ARMOUR)
    if dest == OFF:
        st["in"][p] = G.T_FREE
        st["mk"][p] = -1
        if st["win"] < 0:
            st["win"] = p
        msgs.append("The %s thief escapes from %s with %s - %s wins!" % (
            kc.colour(p), kc.name(h0), C.TREASURE_NAMES[st["tr"][p]], kc.colour(p)))
        return
    if dest < 0:
        return  # invalid card: the thief stays (nothing public: it may be a bluff)
    st["dial"][p] = dest
    t0 = b.tile(h0)
    t1 = b.tile(dest)
    if noisy or armour:
        spotting.alert_tile(kc, st, (t0, t1), msgs,
                     "the %s thief %s" % (kc.colour(p), "running" if noisy else "in armour"))
    if st["lock"][p] >= 0 and t1 != st["lock"][p]:
        st["lock"][p] = -1  # Lockpicks: discarded when the thief leaves the tile
    if t1 == 0:
        vault_guard(kc, st, p, msgs)
    if dest == b.vault_hex and not st["trv"][p]:
        st["trv"][p] = 1
        msgs.append("The %s thief reaches the Vault Hex %s and reveals %s" % (
            kc.colour(p), kc.name(dest), C.TREASURE_NAMES[st["tr"][p]]))
        C.clash(st, p, msgs)
    for g in st["g"]:
        if g[G.HEX] == dest:
            guards.catch(kc, st, g, p, msgs)
            return


def vault_guard(kc, st, p, msgs):
    """The first thief onto the vault tile places the vault's Wandering guard and moves it
    from now on (a correction may have placed it already: then it stays where it is)."""
    for g in st["g"]:
        if g[G.TILE] == 0 and g[G.OWNER] < 0:
            g[G.OWNER] = p
            msgs.append("The %s thief enters the vault tile and takes the vault guard" %
                        kc.colour(p))
            if g[G.HEX] < 0:
                guards.place(kc, g, msgs)


def _pick_pocket(kc, st, p, msgs):
    h = st["dial"][p]
    near = False
    for g in st["g"]:
        gh = g[G.HEX]
        if gh >= 0:
            d = kc.routes.open_side(h, gh)
            if d >= 0:
                near = True
                break
    if not near or len(st["gh"][p]) >= C.MAX_GUARD_CARDS:
        return  # invalid: the thief stays, nothing public
    if C.table_deals(st):
        if C.available(st) > 0:
            st["dr"].append(p)   # the game waits for the card (draws.wait_draws)
            msgs.append("%s picks a guard's pocket: draw the top guard card" % kc.colour(p))
        return
    c = C.draw(st, kc.rng)
    if c < 0:
        return
    st["gh"][p].append(c)
    msgs.append("%s picks a guard's pocket: +1 guard card" % kc.colour(p))


def _guard_card(kc, st, p, gi, a, msgs):
    st["gh"][p].remove(gi)
    gs = st.get("gs")      # the table deals: a copy nobody had seen is one fewer only when
    if gs is not None and gs[p].count(gi) > st["gh"][p].count(gi):   # p holds no more of
        gs[p].remove(gi)                                             # it than were seen
    st["disc"].append(gi)
    code = st["gt"][gi]
    if code == "RIG":
        st["rig"][p] = 1
    elif code == "ART":
        g = st["g"][a]
        if g[G.STATUS] == BORED:
            g[G.STATUS] = G.DISTRACTED
            msgs.append("%s examines a piece of art: set the counter to Distracted" %
                        G.label(kc, g))
        else:
            msgs.append("%s is not Bored: Art has no effect" % G.label(kc, g))
    elif code == "DIL":
        st["dil"] += 1
    elif code == "FLASK":
        g = st["g"][a]
        if g[G.STATUS] in (INTERESTED, ALERT):
            g[G.STATUS] = BORED
            msgs.append("%s takes a swig: set the counter to Bored" % G.label(kc, g))
        else:
            msgs.append("%s is not Interested or Alert: Hip Flask has no effect" %
                        G.label(kc, g))
    elif code == "LOCK":
        st["lock"][p] = kc.board.tile(st["dial"][p])
    elif code == "MOSS":
        st["moss"][p] = st["pc"] + 1
    elif code == "NOISE":
        msgs.append("Noise Arrow: " + marker_to(kc, st, p, a))
        st["mk"][p] = a
        st["rest"][p] = 0
        spotting.sighting(kc, st, p, msgs)
    elif code == "WATER":
        if a not in st["torch"]:
            st["torch"].append(a)
        msgs.append("Extinguished Torch on %s: no thief can be spotted there" % kc.name(a))
    else:
        msgs.append("%s: no rule in the device for this card - resolve it by hand" %
                    C.guard_row(st, code)[1])
