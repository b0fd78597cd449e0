"""The layout's choices (lookout.keep.layout): every good tile file in tiles/ and usertiles/ is
offered, the group's own first; a file the parser refuses never is; the player count is
bounded by the map tiles there are; two tiles with one name on the board get told apart."""
from checks import raises
from memfs import MemFs

from lookout.fsys import OsFs
from lookout.hal import KEEP_TILES_WHY, keep_room
from lookout.keep import layout as L
from lookout.keep import recipe
from lookout.keep.tilelib import PREFER, TileLib

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."


def _fs(extra):
    """The shipped tiles and extra files (name -> bytes) in one memory flash."""
    real = OsFs(_ROOT + "/firmware")
    files = {}
    for f in real.listdir("tiles"):
        files["tiles/" + f] = real.read("tiles/" + f)
    files.update(extra)
    return MemFs(files)


def _copy(name):
    return OsFs(_ROOT + "/firmware").read("tiles/" + name)


def test_a_copy_in_usertiles_is_offered_first_and_told_apart_by_number():
    # the repro: tile1a.txt copied to usertiles/ as tile4a.txt, 5 thieves
    fs = _fs({"usertiles/tile4a.txt": _copy("tile1a.txt")})
    lib = TileLib(fs, PREFER)
    listing = lib.listing()
    assert lib.map_files() == 7 and L.most(listing) == 5
    assert L.maps(listing)[0] == ("usertiles/tile4a.txt", "1")
    rec = L.default(listing, 5, 3)
    assert rec["v"] == "tiles/vault_a.txt" and rec["vl"] == "V"
    # one file per name (the copy, 2a, 3a); three map tiles where the device has room for
    # three (the official Pico firmware): the other thieves look after no tile
    assert rec["t"] == [["usertiles/tile4a.txt", 0, 0, "1"], ["tiles/tile2a.txt", 2, 0, "2"],
                        ["tiles/tile3a.txt", 4, 0, "3"]]
    rec["t"][2][0] = "tiles/tile1a.txt"             # a second tile named 1: renumbered
    L.relabel(rec, listing)
    assert [r[3] for r in rec["t"]] == ["1", "2", "3"], rec
    # every good map file is reachable by RIGHT on a tile's file field, none twice
    seen = []
    for _ in range(10):
        rec["t"][0][0] = L.next_file(L.maps(listing), rec, 0, 1)
        seen.append(rec["t"][0][0])
    others = [r[0] for r in rec["t"][1:]]
    assert set(seen) == set(p for p, _ in L.maps(listing)) - set(others), seen
    L.relabel(rec, listing)
    labels = [r[3] for r in rec["t"]]
    assert len(set(labels + ["V"])) == 4, labels


def test_a_bad_file_is_listed_with_its_line_and_never_chosen():
    fs = _fs({"usertiles/mine.txt": b"tile 7\nkind map\ncrescent E5\npatrol D5 E5\nwall Q1 S\n",
              "usertiles/big.txt": b"#" * 9000})
    listing = TileLib(fs, PREFER).listing()
    bad = L.bad(listing)
    assert bad[0].startswith("usertiles/big.txt: 9000 bytes is too big"), bad
    assert bad[1].startswith("usertiles/mine.txt line 5: "), bad
    assert all(not p.startswith("usertiles") for p, _ in L.maps(listing) + L.vaults(listing))
    rec = L.default(listing, 3)
    assert [r[0] for r in rec["t"]] == ["tiles/tile1a.txt", "tiles/tile2a.txt",
                                        "tiles/tile3a.txt"]


def test_the_thief_count_is_bounded_by_the_map_tiles():
    fs = MemFs({"tiles/vault_a.txt": _copy("vault_a.txt"), "tiles/t1.txt": _copy("tile1a.txt"),
                "usertiles/t2.txt": _copy("tile2b.txt")})
    lib = TileLib(fs, PREFER)
    listing = lib.listing()
    assert lib.map_files() == 2 and L.most(listing) == 2
    assert [r[0] for r in L.default(listing, 2)["t"]] == ["usertiles/t2.txt", "tiles/t1.txt"]
    e = raises(ValueError, L.default, listing, 3)
    assert str(e) == "3 thieves need 3 map tiles; there are 2 good ones", str(e)
    fs.files.pop("tiles/vault_a.txt")
    e = raises(ValueError, L.default, TileLib(fs).listing(), 2)
    assert "no good vault tile" in str(e), str(e)


def test_edges_and_names_match_the_picture():
    # edge 0 is the vault's upper right edge (lookout.keep.board), 4 the left one
    assert L.EDGES[0] == "NE" and L.EDGES[1] == "E" and L.EDGES[4] == "W"
    rec = {"v": "tiles/vault_a.txt", "vl": "V", "t": [["a", 0, 0, "1"], ["b", 2, 0, "2"]]}
    assert L.next_edge(rec, 0, 1) == 1 and L.next_edge(rec, 0, -1) == 5
    assert L.next_edge(rec, 1, -1) == 1 and L.next_edge(rec, 1, 1) == 3
    assert L.short("tiles/vault_a.txt") == "vaulta" and L.short("usertiles/tile4a.txt") == \
        "tile4a" and L.short("x/ab.txt") == "ab"


def test_a_vault_without_a_guard_start_is_unfit():
    from lookout.keep.tiles import parse_tile
    t = parse_tile("tile V\nkind vault\nvault E5\n", "usertiles/v.txt")
    assert L.unfit(t, "usertiles/v.txt") == ("usertiles/v.txt: a vault tile needs at least "
                                             "one 'red <hex>' line (its guard's start)")
    t = parse_tile("tile V\nkind vault\nvault E5\nred E2\n", "usertiles/v.txt")
    assert L.unfit(t, "usertiles/v.txt") is None


def test_five_thieves_get_a_map_tile_each_where_the_device_has_room():
    """Issue 19: a map tile per thief, up to five; the shipped mats' other sides are the
    fourth and fifth (renumbered 4 and 5), round the vault; the board they make is legal,
    every map tile with its Outside Hexes."""
    fs = _fs({})
    listing = TileLib(fs, PREFER).listing()
    assert L.most(listing) == 5
    rec = L.default(listing, 5)
    assert rec["t"] == [["tiles/tile1a.txt", 0, 0, "1"], ["tiles/tile2a.txt", 1, 0, "2"],
                        ["tiles/tile3a.txt", 2, 0, "3"], ["tiles/tile1b.txt", 3, 0, "4"],
                        ["tiles/tile2b.txt", 4, 0, "5"]], rec["t"]
    assert L.fewer(5, rec, KEEP_TILES_WHY) is None
    b = recipe.make(TileLib(fs, PREFER), *L.placed(rec))
    assert len(b.tiles) == 6 and [pt.label for pt in b.tiles] == ["V", "1", "2", "3", "4", "5"]
    assert all(len(b.outside_hexes(t)) >= 2 for t in range(1, 6))
    four = L.default(listing, 4, 4)
    assert [(r[1], r[3]) for r in four["t"]] == [(0, "1"), (1, "2"), (3, "3"), (4, "4")]
    assert len(recipe.make(TileLib(fs, PREFER), *L.placed(four)).tiles) == 5


def test_fewer_tiles_than_thieves_says_why():
    """Where the device has room for fewer map tiles than thieves, the layout says so and
    what more would need; a cap above five or the thieves is no cap."""
    listing = TileLib(_fs({}), PREFER).listing()
    rec = L.default(listing, 5, 3)
    assert len(rec["t"]) == 3
    assert L.fewer(5, rec, KEEP_TILES_WHY) == (
        "5 thieves, 3 map tiles: 4 and 5 map tiles need the Lookout firmware (ROMFS). "
        "The other 2 thieves look after no tile.")
    rec = L.default(listing, 4, 3)
    assert L.fewer(4, rec, KEEP_TILES_WHY) == (
        "4 thieves, 3 map tiles: 4 map tiles need the Lookout firmware (ROMFS). "
        "The other thief looks after no tile.")
    assert L.fewer(3, L.default(listing, 3, 3), KEEP_TILES_WHY) is None
    assert len(L.default(listing, 2, 9)["t"]) == 2
    assert len(L.default(listing, 5, 9)["t"]) == 5


def test_the_room_for_map_tiles_follows_where_the_code_runs():
    """lookout.hal.keep_room: a Pico running the app from its littlefs (the official
    firmware) has room for a game of two thieves on two map tiles and says what more need;
    from ROMFS, or on another platform (the simulator's unix port), five of each."""
    assert keep_room("/lookout/hal.mpy", "rp2") == (2, 2, KEEP_TILES_WHY)
    assert keep_room("/rom/lookout/hal.mpy", "rp2") == (5, 5, None)
    assert keep_room("/home/x/firmware/lookout/hal.py", "linux") == (5, 5, None)
