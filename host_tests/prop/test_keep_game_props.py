"""Property tests (CPython, hypothesis) over random Black Keep games on the example tiles:
guards never cross a wall, enter a special hex or leave the board; replaying the log gives
the same state; a thief is only ever spotted from a guard that sees its hex; secret
locations never appear in the public output; illegal actions change nothing."""
import json
import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from lookout.keep import guardrec as G
from lookout.keep import guards
from lookout.keep import spotting
from lookout.keep.game import Game
from lookout.keep.rng import Rng
from lookout.keep.guardrec import DISTRACTED
from test_keep_game import bot_step, example_board
from test_keep_guards import keep

SET = settings(max_examples=50, deadline=None,
               suppress_health_check=[HealthCheck.too_slow])
HEX = re.compile(r"\b[0-9A-Z]{1,3}-[A-Z][0-9]{1,2}\b")


def new_game(seed, players, hard):
    bd = example_board()
    g = Game.new(bd, seed, deal="device", players=players, kc=keep(bd),
                 difficulty="hard" if hard else "easy")
    r = Rng(seed * 7 + 1)
    pins = ["%04d" % (4321 + p) for p in range(players)]
    nt = len(bd.tiles) - 1
    for p in range(players):
        ent = 1 + (p + seed) % nt
        outs = bd.outside_hexes(ent)
        g.join(p, pins[p], ent, 1 + (ent % nt), outs[r.below(len(outs))])
    return g, r, pins


class Spy:
    """Wraps guards._enter and spotting.spot to check every guard step and every spotting."""

    def __init__(self, g):
        self.g = g
        self.steps = 0
        self.spots = 0

    def __enter__(self):
        self.enter0 = guards._enter
        self.spot0 = spotting.spot
        spy = self

        def enter(kc, st, gd, nh):
            b = kc.board
            h = gd[G.HEX]
            assert 0 <= nh < b.n
            d = b.side_to(h, nh)
            assert d >= 0, "guard jumped %s -> %s" % (b.names[h], b.names[nh])
            assert not b.wall(h, d), "guard crossed a wall %s -> %s" % (b.names[h], b.names[nh])
            assert not b.special(nh), "guard walked into special hex %s" % b.names[nh]
            spy.steps += 1
            return spy.enter0(kc, st, gd, nh)

        def spot(kc, st, gd, p, msgs, was=-1):
            h = st["dial"][p]
            s = gd[G.STATUS] if was < 0 else was   # the status it looked with
            assert s != DISTRACTED
            assert not st["hid"][p] and h not in st["torch"]
            seen = kc.sight.seen(gd[G.HEX], gd[G.FACING], s)
            assert h == gd[G.HEX] or h in seen, "spotted out of sight"
            spy.spots += 1
            return spy.spot0(kc, st, gd, p, msgs, was)

        guards._enter = enter
        spotting.spot = spot
        return self

    def __exit__(self, *a):
        guards._enter = self.enter0
        spotting.spot = self.spot0


def _public_hexes(st):
    out = set()
    for gd in st["g"]:
        if gd[G.HEX] >= 0:
            out.add(gd[G.HEX])
    for m in st["mk"]:
        if m >= 0:
            out.add(m)
    out.update(st["torch"])
    return out


def _check_hidden(g, before_public):
    """Every hex named in the public output is public anyway (a guard, a marker, a torch, the
    vault hex, before or after this step, or named by a rules reveal: spotted, caught, the
    Sword, escaping), or is no secret: no thief hides there."""
    st = g.state
    b = g.kc.board
    allowed = before_public | _public_hexes(st) | {b.vault_hex}
    for m in g.messages():   # the rules' own reveals (checked by Spy where they happen)
        if "spotted" in m or "catches" in m or "Sword" in m or "escapes" in m or \
                " plays " in m:    # an arrow's target hex is chosen in the open
            allowed.update(b.index(x) for x in HEX.findall(m))
    text = json.dumps(g.public())
    named = set(b.index(x) for x in HEX.findall(text))
    for p in range(st["n"]):
        if st["in"][p] != G.T_KEEP:
            continue
        h = st["dial"][p]
        if h in named:
            assert h in allowed, "secret hex %s of player %d in public output" % (b.names[h], p)


@SET
@given(hs.integers(1, 10 ** 6), hs.integers(2, 4), hs.booleans())
def test_random_games_keep_the_rules(seed, players, hard):
    g, r, pins = new_game(seed, players, hard)
    with Spy(g):
        n = 0
        while n < 400:
            before = _public_hexes(g.state)
            if not bot_step(g, r, pins):
                break
            n += 1
            for gd in g.state["g"]:
                assert gd[G.HEX] == -1 or (0 <= gd[G.HEX] < g.kc.board.n
                                         and not g.kc.board.special(gd[G.HEX]))
            _check_hidden(g, before)
    again = Game(g.kc.board, g.initial, g.actions, kc=g.kc)
    assert again.state == g.state
    assert json.loads(json.dumps(g.dump()))["a"] == g.actions


@SET
@given(hs.integers(1, 10 ** 6), hs.lists(hs.tuples(hs.integers(0, 9), hs.integers(-2, 300),
                                                   hs.integers(0, 9)), max_size=40))
def test_random_actions_are_applied_whole_or_not_at_all(seed, junk):
    g, r, pins = new_game(seed, 3, False)
    codes = ["NE", "E", "RUN", "REST", "HIDE", "PICK", "ROPE", "EXIT", "ART", "NOISE"]
    kinds = ["guards", "play", "buy", "pass", "join", "fly"]
    for k, x, y in junk:
        kind = kinds[k % len(kinds)]
        p = y % 4
        if kind == "play":
            a = ["play", p, pins[p % 3] if y < 7 else "0000", codes[k], x]
        elif kind == "buy":
            a = ["buy", p, x % 7 - 1, ["NE", "E", "SE"][:y % 4]]
        elif kind == "join":
            a = ["join", p, "1234", x % 5, y % 5, x]
        else:
            a = [kind, p]
            if kind == "guards":
                a = ["guards"]
        before = json.dumps(g.state)
        try:
            g.do(a)
        except ValueError:
            assert json.dumps(g.state) == before
        if g.phase() == "over":
            break
        if k % 3 == 0:
            bot_step(g, r, pins)
    again = Game(g.kc.board, g.initial, g.actions, kc=g.kc)
    assert again.state == g.state
