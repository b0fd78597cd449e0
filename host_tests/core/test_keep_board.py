from lookout.keep import hexgrid as hg
from lookout.keep.hexgrid import N, NE, SE, S, NW
from lookout.keep.tiles import parse_tile, load_tile
from lookout.keep.board import Board, BoardError
from lookout.keep.routes import Routes
from checks import raises

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
TILES = HERE + "/../../firmware/tiles/"


def T(name):
    return load_tile(TILES + name + ".txt")


def board3(**kw):
    return Board(T("vault_a"), [(T("tile1a"), 0, 0), (T("tile2a"), 1, 3), (T("tile3b"), 3, 5)],
                 **kw)


def test_sizes_names_and_index():
    b = board3()
    assert b.n == 4 * 61 and len(b.names) == b.n
    assert b.names[0] == "V-A3"
    for h in range(0, b.n, 7):
        assert b.index(b.names[h]) == h
    assert b.index("1-c3") == b.index("1-C3")
    assert b.tile(b.index("2-E5")) == 2 and b.tile(b.index("V-E5")) == 0
    assert "3-E5" in b.names and "4-E5" not in b.names
    for junk in ("E5", "9-E5", "1-J9", "1-", "", None):
        assert isinstance(raises(ValueError, b.index, junk), ValueError)


def test_neighbours_symmetric_and_cross_tiles():
    b = board3()
    cross = 0
    for h in range(b.n):
        for d in range(6):
            o = b.nbr(h, d)
            if o >= 0:
                assert b.nbr(o, hg.opposite(d)) == h
                assert b.wall(h, d) == b.wall(o, hg.opposite(d))
                if b.tile(o) != b.tile(h):
                    cross += 1
    assert cross > 0
    # The tile on vault side 0 touches the vault's upper-right edge E1..I3.
    e1 = b.index("V-E1")
    assert b.nbr(e1, N) == b.index("1-A7") and b.nbr(e1, NE) == b.index("1-B7")
    assert b.nbr(e1, NW) == -1


def test_rotation_turns_walls_and_arrows():
    t = T("tile1a")
    for rot in range(6):
        b = Board(T("vault_a"), [(t, 0, rot)])
        d3 = b.index("1-D3")
        assert b.wall(d3, (S + rot) % 6)                 # "wall D3 S" turned with the tile
        assert not b.wall(d3, (N + rot) % 6)
        e2 = b.index("1-E2")
        assert b.tiles[1].arrow(e2) == (SE + rot) % 6     # "arrow E2 SE"
        assert b.tiles[1].arrow(b.index("V-E5")) == -1
        assert b.nbr(d3, (S + rot) % 6) == b.index("1-D4")


def test_placed_tile_markers():
    b = board3()
    p1 = b.tiles[1]
    assert p1.label == "1" and p1.side == 0 and p1.rotation == 0
    assert b.names[p1.crescent] == "1-E5"
    assert [b.names[h] for h in p1.patrol] == ["1-B4", "1-C4", "1-D4", "1-E4", "1-F4", "1-G4",
                                               "1-H4"]
    assert p1.star == p1.patrol[0] and p1.shield == p1.patrol[-1]
    assert [b.names[h] for h in p1.red_shields] == ["1-E2", "1-E8"]
    assert b.names[b.vault_hex] == "V-E5"
    assert b.special(b.index("1-C6")) and not b.special(b.index("1-C5"))
    assert b.tiles[0].crescent == -1 and b.tiles[0].patrol == ()


def test_outside_hexes_two_three_or_four_choices():
    # tiles 1 and 2 touch each other and the vault; tile 3 only the vault.
    b = board3()
    assert b.outside_hexes(0) == []
    assert len(b.outside_hexes(1)) == 3
    assert len(b.outside_hexes(2)) == 3
    assert len(b.outside_hexes(3)) == 4
    b = Board(T("vault_a"), [(T("tile1a"), 0, 0), (T("tile2a"), 1, 0), (T("tile3a"), 2, 0)])
    assert [len(b.outside_hexes(i)) for i in (1, 2, 3)] == [3, 2, 3]
    for h in b.outside_hexes(2):
        free = [d for d in range(6) if b.nbr(h, d) < 0]
        assert len(free) >= 2
    # literal reading: corners touching a neighbour tile count too
    b = board3(outside_touching=True)
    assert len(b.outside_hexes(3)) == 5


def test_board_errors():
    v, t1, t2 = T("vault_a"), T("tile1a"), T("tile2a")
    assert "both on vault side" in str(raises(BoardError, Board, v, [(t1, 0, 0), (t2, 0, 1)]))
    assert "labelled 1" in str(raises(BoardError, Board, v, [(t1, 0, 0), (T("tile1b"), 2, 0)]))
    assert "not a vault" in str(raises(BoardError, Board, t1, []))
    assert "rotation" in str(raises(BoardError, Board, v, [(t1, 0, 6)]))
    assert "vault side" in str(raises(BoardError, Board, v, [(t1, -1, 0)]))
    assert "only one vault" in str(raises(BoardError, Board, v, [(T("vault_b"), 0, 0)]))
    small = parse_tile("tile 9\nradius 3\ncrescent D4\npatrol D4 D5\nred D3\n", "s.txt")
    assert "radius" in str(raises(BoardError, Board, v, [(small, 0, 0)]))
    assert "orientation" in str(raises(BoardError, Board, v, [], 6))


CORRIDOR = """tile V
kind vault
vault E5
special D5
wall E4 S, E5 SW, E6 NW
"""


def test_routes_go_round_walls_and_special_hexes():
    b = Board(parse_tile(CORRIDOR, "c.txt"))
    rt = Routes(b)
    i = b.index
    # E4 -> E5 is walled: the way round goes by F4 (or D4 then ... D5 is special).
    assert rt.dist(i("V-E4"), i("V-E5")) == 2
    assert rt.step_toward(i("V-E4"), i("V-E5")) == i("V-F4")
    assert rt.step_toward(i("V-E5"), i("V-E5")) == -1 and rt.dist(i("V-E5"), i("V-E5")) == 0
    # C5 -> E6: D5 special, E6's NW side (D5) walled anyway
    d = rt.dist(i("V-C5"), i("V-E6"))
    assert d == hg.distance(hg.parse_hex("C5"), hg.parse_hex("E6")) + 1
    # the distance field (a guard's way home) agrees with A*
    f = rt.field("e6", [i("V-E6")])
    assert f[i("V-C5")] == d
    # never into a special hex; near=True stops next to it
    assert rt.dist(i("V-C5"), i("V-D5")) == -1
    assert rt.step_toward(i("V-C5"), i("V-D5")) == -1
    assert rt.step_toward(i("V-A5"), i("V-D5"), near=True) in (i("V-B4"), i("V-B5"))
    assert rt.step_toward(i("V-C5"), i("V-D5"), near=True) == -1     # already next to it
    assert f[i("V-D5")] == 255
    # a step always goes one closer
    a, z = i("V-A3"), i("V-I7")
    k = rt.dist(a, z)
    while a != z:
        a = rt.step_toward(a, z)
        k -= 1
        assert rt.dist(a, z) == k


def test_walled_in_hex_is_unreachable():
    walled = "tile V\nkind vault\nvault E5\nwall E5 N, E5 NE, E5 SE, E5 S, E5 SW, E5 NW\n"
    b = Board(parse_tile(walled, "w.txt"))
    rt = Routes(b)
    assert rt.dist(b.index("V-A3"), b.vault_hex) == -1
    assert rt.step_toward(b.index("V-A3"), b.vault_hex) == -1
    assert rt.dist(b.vault_hex, b.index("V-A3")) == -1
    assert rt.field("v", [b.vault_hex])[b.index("V-A3")] == 255


def test_compass_turns_with_the_play_aid():
    b = Board(T("vault_a"))
    assert b.compass(hg.NORTH_EAST) == (N, NE)
    assert b.compass(hg.NORTH_WEST) == (NW, N)
    b = Board(T("vault_a"), [], 2)
    assert b.compass(hg.NORTH_EAST) == (SE, S)
    assert b.compass(hg.WEST) == (N, NE)
    assert isinstance(raises(ValueError, b.compass, 6), ValueError)
