"""Property tests (CPython, hypothesis) for issue 9's fast guard routes and guards phase:
on random boards (the bench board's geometry with random walls, special hexes and holes) the
firmware's routes answer every route question as the reference code does (host_tests/core/
keepref_routes.py, the plain A* and BFS from before the speed work), and any seeded bench bot
game replayed with the reference guards engine gives the same state after every action."""
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

import keepref
from keepref_routes import Routes as RefRoutes
from lookout.keep.rng import Rng
from lookout.keep.routes import Routes
from test_keep_routes_ref import bench_board

SET = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@SET
@given(hs.integers(0, 1 << 30), hs.integers(0, 8), hs.integers(0, 6), hs.integers(0, 4))
def test_routes_match_the_reference(seed, walls, special, holes):
    r = Rng(seed)
    rb = keepref.RandomBoard(bench_board()[0], r, walls, special, holes)
    assert keepref.same_routes(Routes(rb), RefRoutes(rb), r, 60) is None


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.integers(21, 100000))
def test_bot_games_match_the_reference_engine(seed):
    b, s = bench_board()
    diff, _acts, _phases = keepref.compare(b, s, seed)
    assert diff is None, diff
