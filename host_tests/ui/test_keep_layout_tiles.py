"""The layout screen parses each tile file once: changing a tile's edge or turn rebuilds the
board from the tiles parsed before (the board ~210 ms on the Pico, each file ~90 ms more), a
side flip parses only the new side, and tiles no longer on the table are let go."""
import os
from types import SimpleNamespace

from lookout.fsys import OsFs
from lookout.keep import layout
from lookout.keep.tilelib import TileLib
from lookout.screens.keep import opening
from lookout.screens.keep import table as KT

FIRMWARE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "firmware")


def test_a_layout_change_parses_only_tiles_not_parsed_yet(monkeypatch):
    read = []
    load = TileLib.load
    monkeypatch.setattr(TileLib, "load", lambda self, p: read.append(p) or load(self, p))
    app = SimpleNamespace(hal=SimpleNamespace(fs=OsFs(FIRMWARE)))
    listing = TileLib(app.hal.fs).listing()
    rec = layout.default(listing, 3)
    del read[:]
    tiles = {}
    first = KT.build_board(app, rec, tiles)
    assert sorted(read) == ["tiles/tile1a.txt", "tiles/tile2a.txt", "tiles/tile3a.txt",
                            "tiles/vault_a.txt"]
    del read[:]
    rec["t"][1][2] = 2                   # tile 2 turned twice
    turned = KT.build_board(app, rec, tiles)
    assert read == []
    assert turned.n == first.n and turned.tiles[2].rotation == 2
    rec["t"][0][0] = "tiles/tile1b.txt"  # tile 1 flipped to its b side
    layout.relabel(rec, listing)
    flipped = KT.build_board(app, rec, tiles)
    assert read == ["tiles/tile1b.txt"]
    assert "tiles/tile1a.txt" not in tiles and "tiles/tile1b.txt" in tiles
    # the same board as one built from the files alone
    alone = KT.build_board(app, rec)
    assert bytes(alone.q) == bytes(flipped.q) and bytes(alone.r) == bytes(flipped.r)
    assert [t.sum for t in alone.tiles] == [t.sum for t in flipped.tiles]


def _bar(buf):
    """How far lookout.ui.working's bar is filled: lit columns in its middle row."""
    from simdriver import pixels
    from lookout.ui import working
    row = pixels(buf)[working.BAR_Y + working.BAR_H // 2]
    return sum(row[16:112])


def _watch(sim, key, work):
    """Press key and follow the frames a loop pass (5 ms) at a time: [bar width] of each pass
    from the first frame after the press (which must name the work) while the work's name
    shows, then the first text line of the screen after it."""
    from simdriver import KEYS, TAP_MS, ocr
    sim.hold(1 << KEYS[key])
    sim.wait(TAP_MS)
    sim.hold(0)
    before = ocr(sim.frame())
    bars = []
    for _ in range(200):
        sim.wait(5)
        buf = sim.frame()
        t = ocr(buf)
        if t == before:                 # the release not yet debounced
            assert not bars
            continue
        if t != [work]:
            assert bars, t              # the first frame after the press names the work
            return bars, t[0]
        bars.append(_bar(buf))
    raise AssertionError("still %r after a second" % work)


def test_the_long_setup_presses_answer_at_once_and_the_bar_moves(flash):
    """Laying the tiles (~0.7 s on a Pico), Done (the engine loaded and the guards placed,
    ~1.2 s) and opening the saved game run a slice per loop pass (lookout.ui.working): the
    press's first frame is the work's name under an empty bar, the bar fills slice by slice,
    then the next screen."""
    from simdriver import Sim
    sim = Sim(flash, seed=7)
    try:
        sim.keys("OK DOWN DOWN OK")                  # Home > Games > Black Keep: the options
        sim.keys("DOWN*4")
        bars, then = _watch(sim, "OK", "Laying tiles")      # every tile file, the board
        assert then == "Tiles"
        assert bars[0] == 0 and bars[-1] == 96 and bars == sorted(bars), bars
        # empty, the layout screen's code, the parser, each of the 8 shipped files, the
        # count of what is left, the board's two halves (the layout's files were parsed in
        # the listing)
        assert len(set(bars)) == 1 + 1 + 1 + 8 + 1 + 2, bars
        sim.keys("UP")                                      # the cursor on Done
        bars, then = _watch(sim, "OK", "Placing guards")
        assert then.startswith("Guard 1/"), then
        assert bars[0] == 0 and bars[-1] == 96 and bars == sorted(bars), bars
        assert len(set(bars)) == opening.ENGINE + 2 + 1, bars
        assert sim.errors == 0
        sim.close()
        sim = Sim(flash, seed=7)                            # a power cut: the saved game
        assert sim.text()[0] == "Welcome back"
        bars, then = _watch(sim, "OK", "Opening game")      # Resume
        assert then.startswith("Join"), then                # the hub at the joins
        assert sim.loaded("lookout.keep.game")              # the game's code stays with it
        assert bars[0] == 0 and bars[-1] == 96 and bars == sorted(bars), bars
        assert len(set(bars)) == 4 + opening.ENGINE + 6 + 1, bars   # the vault and 3 tiles first
        assert sim.errors == 0
    finally:
        sim.close()


def test_a_tile_of_another_size_is_listed_not_offered():
    """Tiles of one board share a size: with the shipped radius-4 tiles, a radius-3 vault
    and map tile of the group's are listed with why, and the layout is the shipped one."""
    from memfs import MemFs
    real = OsFs(FIRMWARE)
    files = dict(("tiles/" + f, real.read("tiles/" + f)) for f in real.listdir("tiles"))
    files["usertiles/small.txt"] = b"tile W\nkind vault\nradius 3\nvault D4\nred D2\n"
    files["usertiles/smap.txt"] = b"tile 7\nradius 3\ncrescent D4\npatrol D3 D4\nred D2\n"
    app = SimpleNamespace(hal=SimpleNamespace(fs=MemFs(files)))
    listing = []
    tiles = {}
    for _ in opening.catalogue(app, 3, tiles, listing):
        pass
    assert layout.bad(listing) == [
        "usertiles/small.txt: radius 3, most tiles here have 4: it cannot join them",
        "usertiles/smap.txt: radius 3, most tiles here have 4: it cannot join them"]
    rec = layout.default(listing, 3)
    assert rec["v"] == "tiles/vault_a.txt"
    for _ in opening.parse_tiles(app, rec, tiles):
        pass
    assert KT.build_board(app, rec, tiles).n == 4 * 61


def test_a_layout_change_answers_at_once_and_builds_in_slices(flash):
    """Turning a tile rebuilds the board (~300 ms on a Pico, 440 ms at once measured on the
    emulated Pico before): a job with its bar, the layout back with the turn when it is
    done."""
    from simdriver import Sim
    sim = Sim(flash, seed=7)
    try:
        sim.keys("OK DOWN DOWN OK DOWN*4 OK DOWN*3")     # the layout, tile 1's turn
        assert "top N" in sim.text(), sim.text()
        from simdriver import KEYS, ocr
        sim.hold(1 << KEYS["RIGHT"])                     # the frames a loop pass at a time
        seen = []
        for _ in range(100):
            sim.wait(5)
            t = ocr(sim.frame())
            if not seen or t != seen[-1]:
                seen.append(t)
            if "top NE" in t:
                break
        sim.hold(0)
        # the layout, then the job's screen (its bar), then the layout with the turn
        assert seen[0][-1] == "top N" and seen[1] == ["Laying tiles"], seen
        assert seen[-1][0] == "Tiles" and seen[-1][-1] == "top NE", seen
        assert sim.errors == 0
    finally:
        sim.close()


def test_the_thieves_are_as_many_as_the_map_tiles_on_the_flash():
    """One thief per map tile: a flash with the vault and two map tiles stops at 2 thieves
    (a look at each file's kind line, made at the first change of the row, not when the game
    opens); the shipped six sides allow 5, the most."""
    import fakeapp
    from lookout import buttons as B
    from lookout.screens.keep.setup import Options
    from memfs import MemFs
    real = OsFs(FIRMWARE)
    app = fakeapp.App()
    for files, most in (({"tiles/vault_a.txt": real.read("tiles/vault_a.txt"),
                          "tiles/a.txt": real.read("tiles/tile1a.txt"),
                          "usertiles/b.txt": real.read("tiles/tile2b.txt")}, 2),
                        (dict(("tiles/" + f, real.read("tiles/" + f))
                              for f in real.listdir("tiles")), 5)):
        app.hal = SimpleNamespace(fs=MemFs(files))
        o = Options(app)
        for _ in range(6):
            o.key(B.RIGHT)
        assert o.n == most and o.rows[0].split() == ["Thieves", str(most)], o.rows
        for _ in range(6):
            o.key(B.LEFT)
        assert o.n == 2
