"""The layout screen parses each tile file once: changing a tile's edge or turn rebuilds the
board from the tiles parsed before (the board ~210 ms on the Pico, each file ~90 ms more), a
side flip parses only the new side, and tiles no longer on the table are let go."""
import os
from types import SimpleNamespace

from lookout.fsys import OsFs
from lookout.keep.tilelib import TileLib
from lookout.screens import keep_table as KT

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware")


def test_a_layout_change_parses_only_tiles_not_parsed_yet(monkeypatch):
    read = []
    load = TileLib.load
    monkeypatch.setattr(TileLib, "load", lambda self, p: read.append(p) or load(self, p))
    app = SimpleNamespace(hal=SimpleNamespace(fs=OsFs(FIRMWARE)))
    rec = KT.default_recipe(3)
    tiles = {}
    first = KT.build_board(app, rec, tiles)
    assert sorted(read) == ["tiles/tile1a.txt", "tiles/tile2a.txt", "tiles/tile3a.txt",
                            "tiles/vault_a.txt"]
    del read[:]
    rec["t"][1][3] = 2                   # tile 2 turned twice
    turned = KT.build_board(app, rec, tiles)
    assert read == []
    assert turned.n == first.n and turned.tiles[2].rotation == 2
    rec["t"][0][1] = "b"                 # tile 1 flipped to its b side
    flipped = KT.build_board(app, rec, tiles)
    assert read == ["tiles/tile1b.txt"]
    assert "tiles/tile1a.txt" not in tiles and "tiles/tile1b.txt" in tiles
    # the same board as one built from the files alone
    alone = KT.build_board(app, rec)
    assert bytes(alone.q) == bytes(flipped.q) and bytes(alone.r) == bytes(flipped.r)
    assert [t.sum for t in alone.tiles] == [t.sum for t in flipped.tiles]


def test_the_long_setup_presses_show_at_once_that_they_were_taken(flash):
    """Laying the tiles (~0.7 s on a Pico) first sends a frame saying so (App.busy), then the
    layout: two frames for the press where a cursor move sends one. Done (the engine loaded
    and the guards placed, ~1.3 s) and opening a saved game do the same."""
    from simdriver import Sim
    sim = Sim(flash, seed=7)
    try:
        sim.keys("OK DOWN DOWN OK")                  # Home > Games > Black Keep: the options
        sim.keys("DOWN")
        sim.frame()
        n = sim.frames
        sim.keys("DOWN")
        sim.frame()
        assert sim.frames - n == 1                   # a cursor move: one frame
        sim.keys("DOWN*2")
        sim.frame()
        n = sim.frames
        sim.keys("OK")                               # Lay out tiles
        assert sim.text()[0] == "Tiles"
        assert sim.frames - n == 2, sim.frames - n
        sim.keys("UP OK")                            # Done (App.busy too, then the placement)
        assert sim.text()[0].startswith("Guard 1/"), sim.text()
        assert sim.errors == 0
    finally:
        sim.close()
