"""Tile files through the storage boundary: the shipped tiles/ folder and the user's usertiles/,
read with lookout.fsys like the saves; a bad file is listed with its message, never offered."""
from checks import raises
from memfs import MemFs

from lookout.fsys import OsFs
from lookout.keep.tilelib import TileLib
from lookout.keep.tiles import MAX_BYTES, TileError, load_tile, read_tile

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
SHIPPED = ("tiles/tile1a.txt", "tiles/tile1b.txt", "tiles/tile2a.txt", "tiles/tile2b.txt",
           "tiles/tile3a.txt", "tiles/tile3b.txt", "tiles/vault_a.txt", "tiles/vault_b.txt")
GOOD = b"tile 9\ncrescent E5\npatrol D5 E5\nred E2\n"


def test_the_shipped_tiles_all_parse_from_the_device_folder():
    # firmware/ is laid out as the Pico's flash: firmware/tiles is /tiles
    lib = TileLib(OsFs(_ROOT + "/firmware"))
    got = lib.listing()
    assert [e[0] for e in got] == list(SHIPPED)           # README.txt is not a tile
    assert [e[3] for e in got] == [None] * len(SHIPPED)
    assert [e[1] for e in got] == ["1", "1", "2", "2", "3", "3", "V", "V"]
    assert [e[2] for e in got] == [False] * 6 + [True] * 2
    assert lib.bad() == []


def test_bad_files_are_listed_with_their_message_not_offered():
    fs = MemFs({
        "tiles/README.txt": b"not a tile",
        "tiles/good.txt": GOOD,
        "tiles/typo.txt": b"tile 8\ncrescent E5\npatrl D5 E5\nred E2\n",
        "tiles/latin1.txt": b"tile 7 # caf\xe9\n",
        "tiles/junk.bin": b"\x00" * (MAX_BYTES + 1),
        "usertiles/mine.txt": GOOD.replace(b"tile 9", b"tile M"),
        "usertiles/.hidden": b"",
        "lookout.sav": b"{}",
    })
    got = {e[0]: e for e in TileLib(fs).listing()}
    assert sorted(got) == ["tiles/good.txt", "tiles/junk.bin", "tiles/latin1.txt",
                           "tiles/typo.txt", "usertiles/mine.txt"]
    assert got["tiles/good.txt"][1:] == ("9", False, None)
    assert got["usertiles/mine.txt"][1:] == ("M", False, None)     # a user's own tile
    assert got["tiles/typo.txt"][1] is None
    assert got["tiles/typo.txt"][3].startswith("tiles/typo.txt line 3: unknown directive 'patrl'")
    assert got["tiles/latin1.txt"][3] == "tiles/latin1.txt: not a text file (UTF-8 expected)"
    assert got["tiles/junk.bin"][3] == ("tiles/junk.bin: %d bytes is too big for a tile file "
                                        "(at most %d)" % (MAX_BYTES + 1, MAX_BYTES))
    assert len(TileLib(fs).bad()) == 3


def test_read_tile_messages_name_the_file():
    fs = MemFs({"tiles/x.txt": b"\xff\xfe"})
    e = raises(TileError, read_tile, fs, "tiles/x.txt")
    assert str(e) == "tiles/x.txt: not a text file (UTF-8 expected)"    # never an empty error
    e = raises(TileError, read_tile, fs, "tiles/nope.txt")
    assert str(e) == "tiles/nope.txt: no such tile file"
    assert isinstance(e, ValueError)
    assert read_tile(MemFs({"a.txt": GOOD}), "a.txt").label == "9"


def test_load_tile_by_path_reads_through_fsys():
    t = load_tile(_ROOT + "/firmware/tiles/tile1a.txt")
    assert t.name == "tile1a.txt" and t.label == "1" and t.sum != 0
    e = raises(TileError, load_tile, _ROOT + "/firmware/tiles/none.txt")
    assert str(e) == "none.txt: no such tile file"


def test_a_mounted_folder_shows_the_shipped_tiles():
    # the simulator's flash is .sim_state/; it mounts the firmware's tiles/ at tiles/
    fs = OsFs(_ROOT + "/no_such_state_dir")
    assert fs.listdir("tiles") == []
    fs.mount("tiles", _ROOT + "/firmware/tiles")
    assert [p for p in TileLib(fs).paths()] == list(SHIPPED)
    assert fs.size("tiles/tile1a.txt") == len(fs.read("tiles/tile1a.txt")) > 0
    assert fs.size("tiles/none.txt") == -1
    assert TileLib(fs).load("tiles/vault_b.txt").is_vault


def test_the_geometry_sum_ignores_comments_and_label_but_not_walls():
    a = read_tile(MemFs({"a": GOOD}), "a")
    b = read_tile(MemFs({"b": GOOD.replace(b"tile 9", b"tile 4 # other label")}), "b")
    c = read_tile(MemFs({"c": GOOD + b"wall A5 S\n"}), "c")
    assert a.sum == b.sum and a.sum != c.sum
