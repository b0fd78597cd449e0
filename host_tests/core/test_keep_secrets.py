"""A check may use only what the one entering knows (issue 19). Twin games that differ in one
secret of Blue's (the entry hex, the treasure, a card drawn face down, the card played, the
PIN) answer every entry someone else can make - the joins, the market, buying, the cards
drawn, Green's card with every card and hex, corrections, a wrong PIN for Blue - with the same
acceptance or the same refusal, and the same public view. Every refusal the Keep's entries
can give is met on the way (each kind is counted)."""
from lookout.history import copy_data
from lookout.keep.actions import apply
from lookout.keep.game import Game
from test_keep_guards import PINS, board, keep

ST = 0
TR = ("SWORD", "EYE", "HAMMER", "LANTERN", "ARMOUR")
CARDS = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "REST", "HIDE", "PICK", "ROPE",
         "RIG", "ART", "DIL", "FLASK", "LOCK", "MOSS", "NOISE", "WATER", "OTHER")


def new():
    b = board()
    return Game.new(b, 7, players=3, guards=[[ST, 1], [ST, 2]], kc=keep(b))


def answer(g, action):
    """'ok' or the refusal, for action on a copy of the game's state; the public view after."""
    try:
        st = apply(g.kc, copy_data(g.state), copy_data(action))
    except ValueError as e:
        return str(e), None
    from lookout.keep.views import public_view
    return "ok", public_view(g.kc, st)


def probes(g):
    """Entries the players who do not hold Blue's secret can make now."""
    st = g.state
    ph = st["phase"]
    b = g.kc.board
    out = [["play", 0, "9999", "REST"], ["drew", 0, "9999", "ART"]]   # a wrong PIN for Blue
    for t in TR:
        out.append(["join", 1, PINS[1], 2, 1, "2-A4", t])
    out.append(["join", 1, PINS[1], 2, 1, "2-C3", "EYE"])
    out.append(["join", 0, PINS[0], 2, 1, "2-A2", "EYE"])            # Blue again
    if ph == "setup":
        pass
    elif ph == "market":
        for c in CARDS[11:]:
            for slot in range(len(st["mkt"]) + 2):
                out.append(["market", slot, c])
    elif ph == "buy":
        for slot in range(-1, 6):
            for coins in ([], ["NE"], ["NE", "E"], ["NE", "E", "SE"], ["RUN", "NE"]):
                out.append(["buy", g.waiting()[0], slot, coins])
        out.append(["pass", 1])
    elif ph == "draw":
        for c in CARDS[11:]:
            out.append(["drew", 1, PINS[1], c])
    elif ph == "play":
        here = st["dial"][1]
        near = [h for h in range(b.n) if b.q[h] - b.q[here] in range(-2, 3)
                and b.r[h] - b.r[here] in range(-2, 3)]
        for c in CARDS:
            out.append(["play", 1, PINS[1], c])
            out.append(["play", 1, PINS[1], c, "OFF"])
            out.append(["play", 1, PINS[1], c, 0])
            for h in near:
                out.append(["play", 1, PINS[1], c, b.names[h]])
    for gi in range(len(st["g"])):
        out.append(["fix", "hex", gi, "2-C4"])
        out.append(["fix", "status", gi, "Alert"])
    out.append(["fix", "marker", 1, "2-A4"])
    out.append(["fix", "torch", "2-A2", 1])
    out.append(["guards"] if ph != "guards" else ["pass", 0])
    return out


def same_answers(a, b, seen):
    pa = probes(a)
    assert pa == probes(b)
    for act in pa:
        ra = answer(a, act)
        rb = answer(b, act)
        assert ra[0] == rb[0], (act, ra[0], rb[0])
        if ra[0] == "ok" and act[0] != "guards":
            assert ra[1] == rb[1], act              # what everyone sees after it too
        seen.add(ra[0].split(":")[0][:24])


def twins(step_a, step_b, before=None):
    """Two games: the same steps, then Blue's secret step a or b."""
    out = []
    for step in (step_a, step_b):
        g = new()
        if before:
            before(g)
        step(g)
        out.append(g)
    return out


def joined(g, blue_hex="2-A2", blue_tr="SWORD", pin="1111"):
    g.join(0, pin, 2, 1, blue_hex, blue_tr)


def rest_of_joins(g):
    g.join(1, PINS[1], 2, 1, "2-A4", "EYE")
    g.join(2, PINS[2], 1, 2, "1-A2", "HAMMER")


def market(g):
    for i, c in enumerate(("ART", "MOSS", "FLASK", "RIG", "NOISE")):
        g.market(i, c)


def test_every_entry_answers_alike_whatever_blues_secret():
    seen = set()
    # the entry hex, the treasure, the PIN: at the join, and on through the market and buying
    for kw in ({"blue_hex": "2-C5"}, {"blue_tr": "LANTERN"}, {"pin": "3333"}):
        a, b = twins(lambda g: joined(g), lambda g: joined(g, **kw))
        same_answers(a, b, seen)
        for step in (rest_of_joins, lambda g: [g.market(i, c) for i, c in enumerate(
                ("NOISE", "NOISE", "ART"))], lambda g: (g.market(3, "ART"), g.market(4, "DIL"))):
            step(a)
            step(b)
            same_answers(a, b, seen)
    # a card drawn face down (the last Noise Arrow, or a Diligent)
    def to_draw(g):
        joined(g)
        rest_of_joins(g)
        market(g)
        g.buy(0, -1, ["NE", "E"])
    a, b = twins(lambda g: g.drew(0, PINS[0], "NOISE"), lambda g: g.drew(0, PINS[0], "DIL"),
                 to_draw)
    same_answers(a, b, seen)
    for g in (a, b):
        g.buy(0, 0, ["SE"])
    same_answers(a, b, seen)
    for g in (a, b):
        g.pass_turn(0)
        g.buy(1, -1, ["NE", "E"])                   # Green draws: its entries probed
    same_answers(a, b, seen)
    for g in (a, b):
        g.drew(1, PINS[1], "LOCK")
        g.pass_turn(1)
        g.pass_turn(2)
        g.guards()
    same_answers(a, b, seen)
    # the card played (Blue plays first, Green's and the others' entries are probed)
    for ca, cb in ((["REST"], ["HIDE"]), (["NOISE", "2-A2"], ["ART", 0])):
        x = [copy_game(a), copy_game(a)]
        x[0].do(["play", 0, PINS[0]] + ca)
        x[1].do(["play", 0, PINS[0]] + cb)
        same_answers(x[0], x[1], seen)
    for want in ("Wrong PIN", "Noise Arrow cannot be in the guard deck", "costs 2 gold coins",
                 "not the players phase", "your thief must move", "West cannot take your",
                 "is not in your hand", "enter market card", "no card to enter now",
                 "setup is over", "start on an Outside Hex", "has no gold coin",
                 "no card in that market", "it is Blue's turn to buy", "has already joined",
                 "first Green enters the c", "not the guards phase"):
        assert any(s.startswith(want[:24]) or want in s for s in seen), \
            (want, "|".join(sorted(seen)))


def copy_game(g):
    return Game.load(g.kc.board, copy_data(g.dump()), kc=g.kc)


class _Logged:
    """A sight table that notes every row a check looks up (a row read from flash, or built,
    is the slow part of a check: its time is what a table could see)."""

    def __init__(self, s, log):
        self.s = s
        self.log = log
        self.bits = s.bits
        self._reach = _Reads(s._reach, log)     # row_reach's cache, read in place (seen_by)

    def at(self, g):
        self.log.append(("row", g))
        return self.s.at(g)

    def row_reach(self, g, f):
        """(A miss of the cache: made once per hex and facing, whoever stands where.)"""
        return self.s.row_reach(g, f)


class _Reads:
    """row_reach's cache, each read noted as the lookup of that guard's row reach."""

    def __init__(self, rr, log):
        self.rr = rr
        self.log = log

    def __getitem__(self, i):
        self.log.append(("reach", i // 6, i % 6))
        return self.rr[i]


def test_a_spotting_check_looks_up_the_same_rows_wherever_the_thieves_are():
    """seen_by (every guard's spotting check on the secret dials) reads each guard's sight
    row whether or not a thief stands in its arc: Blue on every hex of the board, seen or
    not, in an arc or behind the guard, and each status, gives one list of lookups."""
    from lookout.keep import guardrec as G
    from lookout.keep.context import Keep
    b = board()
    kc = Keep(b, keep(b).sight)
    gs = []
    for s in range(6):                       # a guard of each status, facings round
        gd = [0] * 10
        gd[G.HEX] = b.index(("2-C3", "1-B3", "2-B2", "1-C4", "2-D3", "1-A2")[s])
        gd[G.FACING] = s
        gd[G.STATUS] = s
        gs.append(gd)
    logs = set()
    seen = set()
    for h in range(b.n):
        log = []
        real = kc.sight
        kc.sight = _Logged(real, log)
        try:
            out = kc.seen_by(gs, [h, -1, -1], None, [])
        finally:
            kc.sight = real
        logs.add(tuple(log))
        seen.add(bool(out))
    assert seen == {True, False}             # Blue was seen on some hexes and not on others
    assert len(logs) == 1, len(logs)
    assert len(next(iter(logs))) == 5        # one row per guard that looks (not Distracted)
