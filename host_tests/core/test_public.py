"""lookout.public: what the companion may take off the device. Everything but a Black Keep game
in progress goes as it is; that game goes as its public view, and only once it is over as its
log. The board comes from the game's own recipe, read through the device's storage."""
import gc
import json

from memfs import MemFs

from lookout import public, session
from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep.game import Game
from lookout.keep.tilelib import TileLib

import test_keep_game
import test_keep_guards
from test_keep_game import _ROOT, example_board, keep

FS = OsFs(_ROOT + "/firmware")   # the device's storage as the tests see it: tiles/ in it
# the layout screens/keep/table.py saves next to the game ("r"): carried, never read here
LAYOUT = {"v": "a", "t": [["1", "a", 0, 0], ["2", "a", 2, 0], ["3", "a", 4, 0]]}
WITHHELD = {"over": False, "public": None, "note": public.WITHHELD}


def joined(pins, starts):
    bd = example_board()
    g = Game.new(bd, 5, deal="device", players=2, kc=keep(bd))
    for p in range(2):
        g.join(p, pins[p], 1 + p, 2 - p, bd.outside_hexes(1 + p)[starts[p]])
    e = json.loads(json.dumps({"r": LAYOUT, "ui": {}, "g": g.dump()}))
    # a Pico-sized heap holds one board with its sight tables: keep_public builds its own
    g = bd = None
    test_keep_game._EX.clear()
    test_keep_guards._KEEPS.clear()
    gc.collect()
    return e


def test_other_games_and_settings_go_as_they_are():
    d = session.fresh()
    d["games"]["forty"] = {"i": {"g": "forty"}, "a": [["play", 0, 5]], "c": 1}
    d["pad"] = {"i": {"n": 3, "rounds": []}, "a": [], "c": 0}
    out = public.export(d, FS)
    assert out == d
    assert not public.in_progress(d, FS)


def _tampered():
    """Entries whose game cannot be replayed here, each with its secrets in the log."""
    good = joined(["1234", "5678"], [0, 0])
    out = []
    for how in ("missing tile", "outside path", "changed tile", "no board", "bad log",
                "not a game", "not an entry"):
        e = json.loads(json.dumps(good))
        rec = e["g"]["i"].get("board")
        if how == "missing tile":
            rec["tiles"][2][0] = "tiles/tile9a.txt"
        elif how == "outside path":
            rec["tiles"][0][0] = "../secret/vault_a.txt"
        elif how == "changed tile":
            rec["tiles"][1][4] += 1
        elif how == "no board":
            del e["g"]["i"]["board"]
        elif how == "bad log":
            e["g"]["a"][-1][5] = 9999            # the second thief joins off the board
        elif how == "not a game":
            e["g"] = "x"
        else:
            e = "x"
        out.append((how, e))
    return out


def test_entry_that_cannot_be_replayed_says_nothing():
    for how, e in _tampered():
        out = public.keep_public(e, FS)
        assert out == WITHHELD, how
        assert public.in_progress({"games": {"keep": e}}, FS), how
        assert public.export({"games": {"keep": e}}, FS)["games"]["keep"] == WITHHELD, how
    e = joined(["1234", "5678"], [0, 0])
    assert public.keep_public(e, None) == WITHHELD    # no storage: no tiles to build from
    assert public.keep_public(e, MemFs()) == WITHHELD  # a device without the tile files


def test_a_table_being_set_up_has_nothing_secret():
    e = {"r": LAYOUT, "ui": {"step": "layout"}}       # no game started yet: no "g"
    out = public.keep_public(e, FS)
    assert out == {"over": False, "public": None, "note": public.SETUP}
    assert not public.in_progress({"games": {"keep": e}}, FS)
    assert public.export({"games": {"keep": e}, "v": 1}, FS) == {"games": {"keep": out},
                                                                 "v": 1}


def test_keep_in_progress_goes_as_its_public_view_only():
    a = joined(["1234", "5678"], [0, 0])
    b = joined(["9090", "1212"], [-1, -1])
    assert a["g"] != b["g"]
    pa = public.keep_public(a, FS)
    gc.collect()
    pb = public.keep_public(b, FS)
    assert pa == pb                                  # only the secrets differ
    assert pa["over"] is False and "log" not in pa and pa["note"] == public.WITHHELD
    assert pa["public"]["phase"] == "buy"
    assert "1234" not in json.dumps(pa) and "9090" not in json.dumps(pb)
    assert public.in_progress({"games": {"keep": a}}, FS)


def test_a_board_with_a_user_tile_is_built_through_the_same_storage():
    """usertiles/ is read like tiles/ (lookout.keep.tilelib); without the file: nothing."""
    test_keep_game._EX.clear()
    test_keep_guards._KEEPS.clear()
    gc.collect()
    fs = MemFs({"tiles/vault_a.txt": FS.read("tiles/vault_a.txt"),
                "tiles/tile1a.txt": FS.read("tiles/tile1a.txt"),
                "usertiles/mine.txt": FS.read("tiles/tile2a.txt")})
    bd = recipe.make(TileLib(fs), "tiles/vault_a.txt",
                     [("tiles/tile1a.txt", 0, 0), ("usertiles/mine.txt", 3, 1)])
    g = Game.new(bd, 5, deal="device", players=2)
    g.join(0, "1234", 1, 2, bd.outside_hexes(1)[0])
    g.join(1, "5678", 2, 1, bd.outside_hexes(2)[0])
    view = g.public()
    e = {"r": LAYOUT, "ui": {}, "g": g.dump()}
    g = bd = None
    gc.collect()
    out = public.keep_public(e, fs)
    assert out == {"over": False, "public": view, "note": public.WITHHELD}
    del fs.files["usertiles/mine.txt"]
    assert public.keep_public(e, fs) == WITHHELD


def test_running_out_of_memory_is_not_called_a_damaged_entry():
    """A MemoryError says nothing about the save: the export fails loudly instead of
    withholding a finished game's log as if the entry were foreign."""
    from lookout.keep import sightcache
    e = joined(["1234", "5678"], [0, 0])
    real = sightcache.load

    def full(fs, board):
        raise MemoryError("heap full")
    sightcache.load = full
    try:
        public.keep_public(e, FS)
        raised = False
    except MemoryError:
        raised = True
    finally:
        sightcache.load = real
    assert raised
    assert public.keep_public(e, FS)["note"] == public.WITHHELD
