"""A Black Keep save carries its board: the recipe (tile files, sides, rotations, checksums) and
the board's signature are in the initial state; a resume builds the board again from the tile
files; another board, a changed or a missing tile file is refused with the tile's name."""
import gc
import json

from checks import raises
from memfs import MemFs

from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep.game import Game, Keep
from lookout.keep.tilelib import TileLib

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
PINS = ("1111", "2222")
SMALL = ("tiles/vault_a.txt", [("tiles/tile1a.txt", 0, 0), ("tiles/tile2a.txt", 3, 1)])
_KC = {}


def shipped_fs():
    """A copy of the shipped tiles in memory, to change and remove files in."""
    src = OsFs(_ROOT + "/firmware")
    return MemFs({"tiles/" + f: src.read("tiles/" + f) for f in src.listdir("tiles")})


def game():
    """A game in its first players phase on the small board (built once: heap)."""
    kc = _KC.get("kc")
    if kc is None:
        gc.collect()
        b = recipe.make(TileLib(shipped_fs()), SMALL[0], SMALL[1])
        kc = _KC["kc"] = Keep(b)
    g = Game.new(kc.board, 5, deal="device", players=2, kc=kc)
    g.join(0, PINS[0], 1, 2, kc.board.outside_hexes(1)[0])
    g.join(1, PINS[1], 2, 1, kc.board.outside_hexes(2)[0])
    g.pass_turn(0)
    g.pass_turn(1)
    g.guards()
    return g


def test_a_new_game_carries_its_board():
    g = game()
    rec = g.initial["board"]
    assert [e[0] for e in rec["tiles"]] == ["tiles/vault_a.txt", "tiles/tile1a.txt",
                                            "tiles/tile2a.txt"]
    assert [e[1:4] for e in rec["tiles"]] == [[-1, 0, "V"], [0, 0, "1"], [3, 1, "2"]]
    assert rec["sig"] == recipe.signature(g.kc.board)
    assert json.loads(json.dumps(rec)) == rec


def test_resume_builds_the_board_again_from_the_tile_files():
    g = game()
    d = json.loads(json.dumps(g.dump()))
    b = Game.board_of(d, TileLib(shipped_fs()))
    assert b is not g.kc.board and b.n == g.kc.board.n
    assert recipe.signature(b) == recipe.signature(g.kc.board)
    h = Game.load(b, d, kc=Keep(b, g.kc.sight))    # same geometry: the sight table fits
    assert h.state == g.state and h.phase() == "play"


def refused(d, lib, placed, orientation=0):
    """The message loading save d against another board gives (one board at a time: heap)."""
    gc.collect()
    other = recipe.make(lib, SMALL[0], placed, orientation)
    e = str(raises(ValueError, Game.load, other, d))
    other = None
    gc.collect()
    return e


def test_a_save_loaded_against_another_board_names_the_tile():
    g = game()
    d = g.dump()
    g = None
    lib = TileLib(shipped_fs())
    e = refused(d, lib, [("tiles/tile1b.txt", 0, 0), ("tiles/tile2a.txt", 3, 1)])
    assert "tile 1 (tiles/tile1a.txt)" in e and "tiles/tile1b.txt" in e, e
    e = refused(d, lib, [("tiles/tile1a.txt", 0, 0), ("tiles/tile2a.txt", 3, 2)])
    assert "tile 2 (tiles/tile2a.txt)" in e and "rotation" in e, e
    e = refused(d, lib, [("tiles/tile1a.txt", 0, 0)])
    assert "tile 2 (tiles/tile2a.txt) is missing" in e, e
    e = refused(d, lib, SMALL[1], orientation=1)
    assert "not the one this game was played on" in e, e


def test_a_changed_tile_file_is_named_a_comment_is_not_a_change():
    g = game()
    d = g.dump()
    fs = shipped_fs()
    fs.files["tiles/tile2a.txt"] += b"\n# a comment changes nothing\n"
    b = Game.board_of(d, TileLib(fs))
    assert recipe.signature(b) == d["i"]["board"]["sig"]
    fs.files["tiles/tile2a.txt"] += b"wall A5 S\n"
    e = raises(ValueError, Game.board_of, d, TileLib(fs))
    assert str(e) == "tile 2 (tiles/tile2a.txt) has changed since this game was saved", str(e)


def test_a_missing_or_broken_tile_file_is_named():
    g = game()
    d = g.dump()
    fs = shipped_fs()
    del fs.files["tiles/tile1a.txt"]
    e = raises(ValueError, Game.board_of, d, TileLib(fs))
    assert "tile 1 (tiles/tile1a.txt)" in str(e) and "no such tile file" in str(e), str(e)
    fs = shipped_fs()
    fs.files["tiles/tile2a.txt"] = b"tile 2\nbogus line\n"
    e = raises(ValueError, Game.board_of, d, TileLib(fs))
    assert "tile 2 (tiles/tile2a.txt)" in str(e) and "tiles/tile2a.txt line 2" in str(e), str(e)


def test_a_save_without_a_board_is_refused():
    g = game()
    d = g.dump()
    d["i"] = dict(d["i"])
    del d["i"]["board"]
    e = raises(ValueError, Game.load, g.kc.board, d, kc=g.kc)
    assert "which board" in str(e)
