"""Issue 9's fast guard routes and guards phase give exactly what the plain code gave: the
reference (the code before the speed work, kept in host_tests/core/keepref*.py) and the
firmware answer the same route questions on random boards, and whole seeded bench bot games
(tools/bench/bench_keep_game.py's bot: 10 guards, 4 thieves) replayed with the reference
engine patched in give the same state, messages included, after every action."""
import gc

import keepbench  # noqa: I001 - first: the board before the engine (MicroPython heap)
import keepref
from keepref_routes import Routes as RefRoutes

from lookout.keep.routes import Routes
from lookout.keep import routespy
from lookout.keep.rng import Rng


def bench_board():
    return keepbench.BOARD, keepbench.SIGHT


def test_routes_match_the_reference_on_the_bench_board():
    b = bench_board()[0]
    r = Rng(9)
    assert keepref.same_routes(Routes(b), RefRoutes(b), r, 400) is None


def test_routes_match_the_reference_on_random_boards():
    base = bench_board()[0]
    for seed in range(6):
        gc.collect()
        r = Rng(100 + seed)
        rb = keepref.RandomBoard(base, r, walls=1 + seed % 5, special=seed % 4, holes=seed % 3)
        fast = Routes(rb)
        assert keepref.same_routes(fast, RefRoutes(rb), r, 150) is None, seed


def test_both_searches_match_the_reference():
    """The native search and BFS (astar.py, where the port compiles viper: the unix port, the
    Pico) and the Python ones (CPython, CircuitPython) give the reference's routes/fields."""
    from lookout.keep import routes
    base = bench_board()[0]
    r = Rng(77)
    rb = keepref.RandomBoard(base, r, walls=2, special=2, holes=1)
    py = Routes(rb)
    py._search = routespy.search
    py._spread = routespy.spread
    assert keepref.same_routes(py, RefRoutes(rb), r, 150) is None
    if routes._native is not None:
        fast = Routes(base)
        assert fast._search is routes._native and fast._spread is routes._native_spread
        assert keepref.same_routes(fast, RefRoutes(base), r, 150) is None


def test_routes_find_real_shortest_routes():
    """Not only equal to the reference: each step is walkable and the length is the BFS
    distance (so a shared mistake would show too)."""
    b = bench_board()[0]
    rt = Routes(b)
    r = Rng(4)
    k = 0
    while k < 60:
        a = r.below(b.n)
        z = r.below(b.n)
        if b.special(a) or b.special(z):
            continue      # a route may leave a special hex but never enter one
        k += 1
        d = rt.field(("t", z), (z,))
        want = d[a] if d[a] != 255 else -1
        assert rt.dist(a, z) == want
        p = rt.path(a, z, False, 2)
        if p:
            assert b.step(a, rt.sides[0]) == p[0]
            assert d[p[0]] == d[a] - 1
            if len(p) > 1:
                assert b.step(p[0], rt.sides[1]) == p[1] and d[p[1]] == d[a] - 2
        del rt.fields[("t", z)]


def test_seeded_bot_games_match_the_reference_engine():
    b, s = bench_board()
    phases = 0
    for seed in (1, 3, 16, 20):
        diff, _acts, ph = keepref.compare(b, s, seed)
        assert diff is None, (seed, diff)
        phases += ph
    assert phases >= 60        # the games reach many guards phases (Pursuing, Returning...)


def test_the_comparison_sees_a_changed_message():
    """The lockstep check fails when the engines' output differs (here: hex names in the
    reference's messages)."""
    b, s = bench_board()

    class Odd(keepref.RefKeep):
        def name(self, h):
            return keepref.RefKeep.name(self, h) + "."

    diff, _acts, _ph = keepref.compare(b, s, 2, 60, Odd(b, s))
    assert diff is not None and diff[0] == 0 and "msg" in diff[2]


def test_home_fields_are_made_during_the_joins_not_by_the_new_game():
    """The new game step makes no BFS; the four joins make every guard's home field (three per
    step), each the reference BFS field of that guard's home hexes."""
    from lookout.keep import guardrec as G
    from lookout.keep.context import Keep
    from lookout.keep.game import Game
    b, s = bench_board()
    kc = Keep(b, s)
    g = Game.new(b, 5, players=4, guards=keepref.BOT.GUARDS, owners=[0, 1, 2, 3], kc=kc,
                 deal="device")
    assert kc.routes.fields == {}
    ref = RefRoutes(b)
    for p in range(4):
        outs = b.outside_hexes(1 + p)
        g.join(p, keepref.BOT.PINS[p], 1 + p, 1 + (p + 2) % 4, outs[0])
    gs = g.state["g"]
    assert len(kc.routes.fields) == len(set([gd[G.KIND] * 64 + gd[G.TILE] for gd in gs])) == 10
    for gd in gs:
        k = gd[G.KIND]
        pt = b.tiles[gd[G.TILE]]
        src = ((pt.crescent,) if k == G.STATIONARY else pt.patrol if k == G.PATROLLING
               else kc.arrow_hexes(gd[G.TILE]))
        assert kc.routes.fields[k * 64 + gd[G.TILE]] == ref.field(0, src)
        del ref.fields[0]
