from lookout.keep.hexgrid import N, NE, SE, S, SW, NW
from lookout.keep.tiles import parse_tile, load_tile
from lookout.keep.board import Board
import keep_sight_ref as stab   # the junction rule on the reference (tables: test_keep_sight_same)
from lookout.keep.guardrec import ALERT, BORED, DISTRACTED, INTERESTED, PURSUING, RETURNING
from lookout.keep.sight import Sight
from checks import raises

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
TILES = HERE + "/../../firmware/tiles/"

# The rulebook's sight picture is lost; this tile reproduces its text: Patrolling guard at D3
# (Alert, facing SW), special hex B3, Stationary guard at E4 (Bored, facing SE), Wandering
# guard at F2 (Distracted). The walls are ours, placed so the text's lists come out.
EXAMPLE = """tile R
kind vault
vault H7
special B3
wall D5 S, C5 SW, C4 SW, E6 S, B6 S
"""
PLAIN = "tile 1\ncrescent E5\npatrol E5 E6\nred E2\n"


def ex_board(*placed):
    return Board(parse_tile(EXAMPLE, "example.txt"), list(placed))


def names(b, hexes):
    return sorted(b.names[h].split("-")[1] for h in hexes)


def test_rulebook_alert_guard_at_d3():
    b = ex_board()
    s = Sight(b)
    g = b.index("R-D3")
    seen = names(b, s.seen(g, SW, ALERT))
    # full hexes from the text (B3 is the special hex), plus C3 (the hex to the top left)
    assert seen == ["B3", "C3", "C4", "C5", "C6", "D4", "D5", "E6"], seen
    # only partly visible: not seen
    for x in ("B5", "C7", "E5", "E7", "F6", "A4"):
        assert not s.sees(g, SW, ALERT, b.index("R-" + x)), x
    # E5 and F6 straddle the edge of the arc; B5, C7, E7 are in the arc but walls hide a corner
    for x in ("E5", "F6"):
        assert not s.in_arc(g, SW, b.index("R-" + x))
    for x in ("B5", "C7", "E7", "A4"):
        h = b.index("R-" + x)
        assert s.in_arc(g, SW, h) and not s.full(g, h), x
    # the special hex B3 alone hides A4: seen into, not through
    for special, want in (("", True), ("special B3\n", False)):
        p = Board(parse_tile("tile R\nkind vault\nvault H7\n" + special, "e.txt"))
        ps = Sight(p, lazy=True)
        assert ps.sees(p.index("R-D3"), SW, ALERT, p.index("R-A4")) == want
        assert ps.sees(p.index("R-D3"), SW, ALERT, p.index("R-B3"))
    # Pursuing and Returning use the same arc
    for st in (PURSUING, RETURNING):
        assert names(b, s.seen(g, SW, st)) == seen


def test_rulebook_alert_guard_sees_off_the_tile_to_the_top_left():
    b = ex_board((parse_tile(PLAIN, "plain.txt"), 5, 0))
    s = Sight(b)
    seen = [b.names[h] for h in s.seen(b.index("R-D3"), SW, ALERT)]
    assert "1-B2" in seen and "1-C3" in seen
    assert "R-A4" not in seen


def test_rulebook_bored_guard_at_e4_and_distracted_guard_at_f2():
    b = ex_board()
    s = Sight(b, lazy=True)
    g = b.index("R-E4")
    assert names(b, s.seen(g, SE, BORED)) == ["F4", "G5"]
    assert s.sees(g, SE, BORED, b.index("R-G5"))
    assert not s.sees(g, SE, BORED, b.index("R-H5"))
    f2 = b.index("R-F2")
    for d in range(6):
        assert s.seen(f2, d, DISTRACTED) == []
        assert not s.sees(f2, d, DISTRACTED, b.nbr(f2, d))


def test_interested_row_until_wall_or_special():
    b = ex_board()
    s = Sight(b, lazy=True)
    assert names(b, s.seen(b.index("R-D3"), S, INTERESTED)) == ["D4", "D5"]      # wall D5 S
    assert names(b, s.seen(b.index("R-D4"), NW, INTERESTED)) == ["B3", "C4"]     # into B3, stop
    assert names(b, s.seen(b.index("R-D3"), SW, INTERESTED)) == ["C4"]           # wall C4 SW
    assert names(b, s.seen(b.index("R-E1"), S, INTERESTED)) == [
        "E2", "E3", "E4", "E5", "E6"]                                            # wall E6 S
    assert s.seen(b.index("R-E1"), N, INTERESTED) == []                          # board edge
    assert names(b, s.seen(b.index("R-E1"), S, BORED)) == ["E2", "E3"]


def test_rows_cross_tile_borders():
    b = Board(load_tile(TILES + "vault_a.txt"), [(load_tile(TILES + "tile1a.txt"), 0, 0)])
    s = Sight(b, lazy=True)
    e1 = b.index("V-E1")
    assert [b.names[h] for h in s.row(e1, N, 3)] == ["1-A7", "1-A6", "1-A5"]
    assert s.sees(e1, N, BORED, b.index("1-A6"))
    assert not s.sees(e1, N, BORED, b.index("1-A5"))


def test_own_hex_and_bad_arguments():
    b = ex_board()
    s = Sight(b, lazy=True)
    g = b.index("R-D3")
    for st in range(6):
        assert not s.sees(g, SW, st, g)
        assert g not in s.seen(g, SW, st)
    for bad in ((g, 6, ALERT), (g, SW, 6), (g, SW, -1), (b.n, SW, ALERT), (g, "SW", ALERT)):
        e = raises(ValueError, s.seen, *bad)
        assert "facing" in str(e) or "status" in str(e) or "hex" in str(e)


def test_front_arc_holds_exactly_the_three_front_neighbours():
    b = ex_board()
    s = Sight(b, lazy=True)
    g = b.index("R-E5")
    for f in range(6):
        front = [d for d in range(6) if s.in_arc(g, f, b.nbr(g, d))]
        assert front == sorted([(f - 1) % 6, f, (f + 1) % 6]), (f, front)
        # with no walls in the way all three are seen
        assert [d for d in range(6) if s.sees(g, f, ALERT, b.nbr(g, d))] == front


def test_line_along_a_wall_is_not_blocked():
    # From D5 the line to F5's west corner runs exactly along the wall between E5 and E6.
    base = "tile T\nkind vault\nvault A3\n"
    for walls, want in (("", True), ("wall E5 S\n", True), ("wall D5 NE\n", False),
                        ("wall E5 S, E5 SW\n", False)):
        b = Board(parse_tile(base + walls, "t.txt"))
        s = Sight(b, lazy=True)
        assert s.sees(b.index("T-D5"), NE, ALERT, b.index("T-F5")) == want, walls


def test_junction_and_grazing_rules():
    # Segment from the origin to P=(6,0); edges (ax, ay, bx, by, owner, k).
    def bl(*edges):
        rel = []
        for e in edges:
            rel.extend(e)
        items = sorted(range(len(edges)), key=lambda i: edges[i][5])
        return stab._blocked(6, 0, rel, items, 0, len(items), -1)
    up = (2, 0, 1, -1, -1, 2)      # ends on the line at (2,0), other end above
    down = (2, 0, 1, 1, -1, 2)     # ends at (2,0), other end below
    along = (2, 0, 4, 0, -1, 2)    # lies on the line
    cross = (3, -1, 3, 1, -1, 4)   # crosses it
    assert not bl(up) and not bl(down) and not bl(along)
    assert bl(up, down)                         # walls leave (2,0) on both sides: blocked
    assert not bl(up, along)                    # a wall along the line and one side: passes
    assert bl(cross)
    assert not bl((6, 0, 7, 1, -1, 6))          # walls at the target corner do not matter
    assert not bl((-2, 0, -1, 1, -1, 2), (-2, 0, -1, -1, -1, 2))   # behind the guard
    assert not bl((2, 1, 2, 3, -1, 3))          # off to the side


def test_special_hex_seen_into_not_through():
    base = "tile T\nkind vault\nvault A3\n"
    b = Board(parse_tile(base + "special E4\n", "t.txt"))
    s = Sight(b)
    g = b.index("T-E6")
    assert s.sees(g, N, ALERT, b.index("T-E4"))
    assert s.sees(g, N, INTERESTED, b.index("T-E4"))
    assert not s.sees(g, N, INTERESTED, b.index("T-E3"))
    assert not s.sees(g, N, ALERT, b.index("T-E3"))
    assert not s.sees(g, N, ALERT, b.index("T-E2"))
    # a guard standing in a special hex sees out of it
    assert s.sees(b.index("T-E4"), N, ALERT, b.index("T-E2"))


def test_sees_matches_seen_and_lazy_matches_eager():
    b = Board(load_tile(TILES + "vault_b.txt"), [(load_tile(TILES + "tile2b.txt"), 3, 2)])
    calls = []
    eager = Sight(b, progress=lambda d, t: calls.append((d, t)))
    assert len(calls) == b.n and calls[-1] == (b.n, b.n)
    lazy = Sight(b, lazy=True)
    assert lazy.pending() == b.n
    for g in range(0, b.n, 9):
        for f in (N, SE, SW):
            for st in (BORED, INTERESTED, ALERT):
                seen = eager.seen(g, f, st)
                assert seen == lazy.seen(g, f, st)
                assert seen == [h for h in range(b.n) if eager.sees(g, f, st, h)]
    assert lazy.pending() < b.n
    while lazy.warm(50):
        pass
    assert lazy.pending() == 0 and lazy.bits == eager.bits


def test_reach_limits_arc_sight():
    b = ex_board()
    full = Sight(b)
    near = Sight(b, reach=2)
    g = b.index("R-E1")
    far = [h for h in full.seen(g, S, ALERT) if b.distance(g, h) > 2]
    assert far
    assert near.seen(g, S, ALERT) == [h for h in full.seen(g, S, ALERT) if b.distance(g, h) <= 2]


def test_rows_cross_open_ground_between_tiles():
    # map tiles on vault sides 0 and 2 leave open ground (no hexes) between them
    b = Board(parse_tile("tile V\nkind vault\nvault E5\n", "v.txt"),
              [(parse_tile(PLAIN, "p1.txt"), 0, 0),
               (parse_tile(PLAIN.replace("tile 1", "tile 2"), "p2.txt"), 2, 0)])
    s = Sight(b, lazy=True)
    f8 = b.index("1-F8")
    assert b.nbr(f8, S) == -1
    row = [b.names[h] for h in s.seen(f8, S, INTERESTED)]
    assert "2-E1" in row and "2-E4" in row
    assert s.seen(f8, S, BORED) == []          # 2-E1 is 6 steps away
    assert s.row(f8, S, 6) == [b.index("2-E1")]
