from lookout.keep import hexgrid as hg
from lookout.keep.tiles import parse_tile, load_tile, TileError
from checks import raises

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
TILES = HERE + "/../../firmware/tiles/"
FILES = ("vault_a", "vault_b", "tile1a", "tile1b", "tile2a", "tile2b", "tile3a", "tile3b")

BASE = """# a small test tile
tile 7
kind map
radius 4
special C4 G6
wall D5 S, E4 F4
wall B5 NE
crescent E5
patrol B6 C6 D5 E5 F5
red A5 I5
arrow A5 NE, A4 N
"""


def h(name):
    return hg.parse_hex(name)


def test_parse_base_tile():
    t = parse_tile(BASE, "base.txt")
    assert t.label == "7" and not t.is_vault and t.radius == 4
    assert len(t.hexes) == 61
    assert t.centre == h("E5")
    assert t.special == {h("C4"), h("G6")}
    # walls are stored from both sides
    assert t.wall(3, 4, hg.S) and t.wall(3, 5, hg.N)
    assert t.wall(4, 3, hg.SE) and t.wall(5, 3, hg.NW)
    assert t.crescent == h("E5")
    assert t.star == h("B6") and t.shield == h("F5")
    assert t.patrol == (h("B6"), h("C6"), h("D5"), h("E5"), h("F5"))
    assert t.red_shields == (h("A5"), h("I5"))
    assert t.arrows == {h("A5"): hg.NE, h("A4"): hg.N}
    assert [hg.hex_name(*c) for c in t.corners()] == ["E1", "I3", "I7", "E9", "A7", "A3"]


def test_example_tiles_all_parse_and_are_labelled_examples():
    for f in FILES:
        t = load_tile(TILES + f + ".txt")
        assert "not the published" in open(TILES + f + ".txt").read().lower()
        assert t.is_vault == f.startswith("vault")
        assert len(t.hexes) == 61
        if t.is_vault:
            assert t.vault is not None and t.red_shields and t.arrows
        else:
            assert t.crescent is not None and len(t.patrol) >= 2
            assert t.red_shields and t.arrows and t.walls and t.special


def bad(text, want_line, want_words):
    e = raises(TileError, parse_tile, text, "bad.txt")
    msg = str(e)
    assert isinstance(e, ValueError)
    assert ("bad.txt line %d:" % want_line) in msg, msg
    assert want_words in msg, msg
    return msg


def test_unknown_hex_and_bad_names():
    bad(BASE + "special J5\n", 12, "unknown hex J5")
    bad(BASE + "special A1\n", 12, "unknown hex A1")
    bad(BASE + "special 5D\n", 12, "not a hex name")


def test_wall_between_non_neighbours():
    bad(BASE + "wall D5 D7\n", 12, "not neighbours")
    bad(BASE + "wall D5 Q\n", 12, "neither a side")
    bad(BASE + "wall D5\n", 12, "HEX SIDE")


def test_duplicates():
    bad(BASE + "wall D6 N\n", 12, "duplicate wall")
    bad(BASE + "special C4\n", 12, "duplicate special hex C4")
    bad(BASE + "crescent D4\n", 12, "duplicate 'crescent' (already on line 8)")
    bad(BASE + "arrow A5 N\n", 12, "duplicate arrow on A5")
    bad(BASE + "red A5\n", 12, "duplicate red shield A5")


def test_patrol_line_must_be_a_walkable_path():
    t = BASE.replace("patrol B6 C6 D5 E5 F5", "patrol B6 C6 E5 F5")
    bad(t, 9, "not a path")
    t = BASE.replace("patrol B6 C6 D5 E5 F5", "patrol B6 C6 D5 D6")
    bad(t, 9, "crosses a wall")
    t = BASE.replace("patrol B6 C6 D5 E5 F5", "patrol B5 C4 D4")
    bad(t, 9, "special hex C4")
    t = BASE.replace("patrol B6 C6 D5 E5 F5", "patrol B6 C6 D5 C6")
    bad(t, 9, "duplicate patrol hex C6")
    t = BASE.replace("patrol B6 C6 D5 E5 F5", "patrol B6")
    bad(t, 9, "at least")


def test_star_and_shield_must_match_the_patrol_ends():
    t = parse_tile(BASE + "star B6\nshield F5\n", "ok.txt")
    assert t.star == h("B6")
    bad(BASE + "star C6\n", 12, "first hex of the patrol")
    bad(BASE + "shield E5\n", 12, "last hex of the patrol")


def test_arrows_must_stay_on_the_tile_and_out_of_walls():
    bad(BASE + "arrow A3 NW\n", 12, "off the tile")
    bad(BASE + "arrow D5 S\n", 12, "into a wall")
    bad(BASE + "arrow C5 N\n", 12, "into special hex C4")
    bad(BASE + "arrow C4 N\n", 12, "arrow on special hex C4")
    bad(BASE + "arrow C5 UP\n", 12, "not a hex side")


def test_whole_tile_requirements():
    e = raises(TileError, parse_tile, BASE.replace("crescent E5\n", ""), "x.txt")
    assert "crescent" in str(e)
    e = raises(TileError, parse_tile, BASE.replace("tile 7\n", ""), "x.txt")
    assert "tile <label>" in str(e)
    e = raises(TileError, parse_tile, BASE.replace("kind map", "kind vault"), "x.txt")
    assert "vault <hex>" in str(e)
    bad(BASE.replace("kind map", "kind vault") + "vault E4\n", 8, "crescent belongs on map tiles")
    bad(BASE + "vault E4\n", 12, "only belongs on a 'kind vault' tile")
    bad(BASE + "bogus 1\n", 12, "unknown directive")
    bad(BASE.replace("radius 4", "radius x"), 4, "radius")
    bad(BASE.replace("tile 7", "tile 7777"), 2, "label")


def test_missing_hexes_and_radius():
    t = parse_tile(BASE + "missing B2 I7\n", "m.txt")
    assert len(t.hexes) == 59 and h("B2") not in t.hexes
    bad(BASE + "missing B2\nspecial B2\n", 13, "listed as missing")
    bad(BASE + "missing A3\n", 11, "off the tile")
    small = "tile S\nkind vault\nradius 1\nvault B2\n"
    t = parse_tile(small, "s.txt")
    assert len(t.hexes) == 7 and t.vault == h("B2") and t.centre == h("B2")


def test_comments_blank_lines_and_case():
    t = parse_tile("# hi\n\nTILE v  # label\nKIND Vault\nVAULT e5\n", "c.txt")
    assert t.label == "V" and t.is_vault and t.vault == h("E5")
