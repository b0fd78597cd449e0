"""lookout.public: what the companion may take off the device. Everything but a Black Keep game
in progress goes as it is; that game goes as its public view, and only once it is over as its
log."""
import gc

from lookout import public, session
from lookout.keep.game import Game

import test_keep_game
import test_keep_guards
from test_keep_game import _ROOT, example_board, keep

TILES = _ROOT + "/firmware/tiles"
# the recipe screens/keep_table.py saves: vault side a, map tiles 1-3 side a on edges 0 2 4
REC = {"v": "a", "t": [["1", "a", 0, 0], ["2", "a", 2, 0], ["3", "a", 4, 0]]}


def joined(pins, starts):
    bd = example_board()
    g = Game.new(bd, 5, players=2, kc=keep(bd))
    for p in range(2):
        g.join(p, pins[p], 1 + p, 2 - p, bd.outside_hexes(1 + p)[starts[p]])
    return {"r": REC, "ui": {}, "g": g.dump()}


def test_other_games_and_settings_go_as_they_are():
    d = session.fresh()
    d["games"]["forty"] = {"i": {"g": "forty"}, "a": [["play", 0, 5]], "c": 1}
    d["pad"] = {"i": {"n": 3, "rounds": []}, "a": [], "c": 0}
    out = public.export(d)
    assert out == d
    assert not public.in_progress(d)


def test_entry_that_cannot_be_replayed_says_nothing():
    g = {"i": {"pin": [1234]}, "a": [["join", 0, 1234, 1, 2, 7]], "c": 1}
    for rec in (None, {"v": "../secret", "t": [["1", "a", 0, 0]]}, {"v": "a", "t": []},
                {"v": "a", "t": [["9", "a", 0, 0]]}, "x", REC):
        e = {"g": g}                                 # REC: the log does not fit the board
        if rec is not None:
            e["r"] = rec
        out = public.keep_public(e, TILES)
        assert out == {"over": False, "public": None, "note": public.WITHHELD}, rec
        assert public.in_progress({"games": {"keep": e}}, TILES)


def test_keep_in_progress_goes_as_its_public_view_only():
    a = joined(["1234", "5678"], [0, 0])
    b = joined(["9090", "1212"], [-1, -1])
    # the Pico-sized heap holds one board with its sight tables: drop the tests' cached one
    test_keep_game._EX.clear()
    test_keep_guards._KEEPS.clear()
    gc.collect()
    pa = public.keep_public(a, TILES)
    gc.collect()
    pb = public.keep_public(b, TILES)
    assert pa == pb                                  # only the secrets differ
    assert pa["over"] is False and "log" not in pa
    assert pa["public"]["phase"] == "buy"
    assert public.in_progress({"games": {"keep": a}}, TILES)
