"""Black Keep on a board of four and five map tiles with five thieves, through the buttons
(issue 19: a map tile per thief, as many as the device's heap holds, lookout.hal.keep_room):
the options, the layout of the shipped tiles (a mat's other side is the fourth and fifth
tile, labelled 4 and 5), Done, the guards placed, five joins with PINs, turn 1 to the end
of its first guards phase. The same game's keys are the emulated Pico's heap bench
(tools/pico/bench_pico.py --only keepbig; test_pico_emulated.py)."""
import os

import test_keep_game_ui as KG
from simdriver import Sim
from test_keep_own_tiles_ui import OwnBot, join
from test_keep_ui import PIN, read_pages

PIN5 = PIN + ("LEFT UP RIGHT DOWN",)      # a fifth thief's PIN (keys, and as digits)
PINS5 = KG.PINS + ("3142",)
SEED = 3                                  # the emulated Pico replays its keys with this seed
COLOURS = ("Blue", "Green", "Red", "Yellow", "White")


def big_game(flash, tiles, thieves=5, shots=None):
    """Five thieves on the device's default layout of `tiles` map tiles (the simulator's
    room set to that many, LOOKOUT_KEEP_TILES), to the end of turn 1's first guards phase.
    Returns the Game as the device saved it."""
    env = os.environ.get("LOOKOUT_KEEP_TILES")
    os.environ["LOOKOUT_KEEP_TILES"] = str(tiles)
    pins = KG.PIN, KG.PINS
    KG.PIN, KG.PINS = PIN5, PINS5
    sim = Sim(flash, seed=SEED)
    try:
        return _play(sim, flash, tiles, thieves, shots)
    finally:
        KG.PIN, KG.PINS = pins
        if env is None:
            del os.environ["LOOKOUT_KEEP_TILES"]
        else:
            os.environ["LOOKOUT_KEEP_TILES"] = env
        err = sim.close()
        assert "Traceback" not in err, err


def _play(sim, flash, tiles, thieves, shots):
    sim.keys("OK DOWN DOWN OK")                      # Home > Games > Black Keep
    sim.keys("RIGHT " * (thieves - 3) + "DOWN*3 RIGHT DOWN OK")     # the device deals
    t = sim.text()
    if tiles < thieves:                              # the layout says why fewer
        assert t[0] == "Tiles", t
        said = " ".join(t[1:])
        assert said.startswith("%d thieves, %d map" % (thieves, tiles)), t
        sim.keys("OK")
        t = sim.text()
    assert t[0] == "Tiles" and t[1:3] == ["Vault", "vaulta"], t
    if shots:
        sim.png(os.path.join(shots, "layout_%d.png" % tiles))
    sim.keys("UP")                                   # round to Done
    assert sim.text()[-1] == "Done" or "Done" in sim.text(), sim.text()
    sim.keys("OK")
    t = sim.text()
    assert t[0].startswith("Guard 1/"), t
    read_pages(sim, "Guard ")
    bot = OwnBot(flash)
    g = bot.game()
    assert len(g.initial["board"]["tiles"]) == 1 + tiles
    join(sim, PIN5, thieves, tiles)
    guards = 0
    while guards < 1:
        g = bot.game()
        ph = g.phase()
        assert ph != "over" and g.state["turn"] == 1, ph
        if ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")           # buys nothing
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
        elif ph == "guards":
            KG.to_hub(sim)
            sim.keys("LEFT LEFT OK")
            t = sim.text()
            assert t[0].startswith("P1 1/"), t
            if shots:
                sim.png(os.path.join(shots, "guards_%d.png" % tiles))
            read_pages(sim, "P1 ")
            guards += 1
        else:
            KG.play_card(sim, bot, g, g.waiting()[0])
    assert sim.errors == 0
    return bot.game()


def test_five_thieves_on_five_map_tiles(flash):
    """Five thieves, five map tiles (the simulator's room: five, as the Lookout board's):
    a tile each, every thief joined, the first guards phase read to its end."""
    g = big_game(flash, 5)
    rec = g.initial["board"]["tiles"]
    assert [e[3] for e in rec] == ["V", "1", "2", "3", "4", "5"], rec
    assert [e[0] for e in rec[4:]] == ["tiles/tile1b.txt", "tiles/tile2b.txt"], rec
    assert g.state["own"] == [-1, 0, 1, 2, 3, 4], g.state["own"]
    assert g.phase() != "guards" and g.state["turn"] == 1


def test_five_thieves_where_the_device_has_room_for_three(flash):
    """The official Pico firmware's room (three map tiles): the layout says why there are
    three, and the two thieves beyond look after no tile."""
    g = big_game(flash, 3)
    assert len(g.initial["board"]["tiles"]) == 4
    assert g.state["own"] == [-1, 0, 1, 2], g.state["own"]


def test_a_tight_heap_builds_a_new_boards_sight_table_before_the_engine(monkeypatch):
    """Done on a board with no sight table on flash (screens/keep/opening.engine): where the
    heap is tight (the official Pico firmware: less than SIGHT_FIRST_FREE free after the
    board) the whole table is built first, ROWS_A_SLICE rows a slice, saved to flash and its
    row builder let go, before the engine's code; the bar's whole is then said as an int.
    Elsewhere the table starts empty and builds in the background during the joins."""
    from types import SimpleNamespace

    from memfs import MemFs
    from test_keep_ui import board

    from lookout.screens.keep import opening
    b = board(3)
    free = [0]
    monkeypatch.setattr(opening, "gc", SimpleNamespace(collect=lambda: None,
                                                       mem_free=lambda: free[0]))
    for room, tight in ((opening.SIGHT_FIRST_FREE - 1, True), (opening.SIGHT_FIRST_FREE, False)):
        free[0] = room
        fs = MemFs()
        t = SimpleNamespace(app=SimpleNamespace(drop=lambda *n: None, hal=SimpleNamespace(fs=fs)),
                            board=b, sight=None, kc=None)
        said = [1]                          # the job's one yield before engine()
        complete = []                       # after each yield: the table whole, no builder
        for x in opening.engine(t, 1, 2):
            said.append(x)
            complete.append(t.sight is not None and t.sight.pending() == 0 and
                            t.sight._edges is None)
        said += [None, None]                # the new game, the save
        rows = (b.n + opening.ROWS_A_SLICE - 1) // opening.ROWS_A_SLICE
        cached = [n for n in fs.files if n.startswith("sight_")]
        if tight:
            assert said[1] == len(said) == 1 + 1 + rows + opening.ENGINE + 2, (said[1], len(said))
            assert complete[:rows] == [False] * rows and all(complete[rows:]), complete
            assert cached, fs.files
        else:
            assert said[1] is None and len(said) == 1 + opening.ENGINE + 2
            assert t.sight.pending() == b.n and not any(complete) and not cached
        assert t.kc is not None and t.kc.sight is t.sight
