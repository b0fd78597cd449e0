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
SPEC = [["vault_a", -1, 0], ["tile1a", 0, 0], ["tile2a", 2, 0], ["tile3a", 4, 0]]


def joined(pins, starts):
    bd = example_board()
    g = Game.new(bd, 5, players=2, kc=keep(bd))
    for p in range(2):
        g.join(p, pins[p], 1 + p, 2 - p, bd.outside_hexes(1 + p)[starts[p]])
    e = g.dump()
    e["board"] = SPEC
    return e


def test_other_games_and_settings_go_as_they_are():
    d = session.fresh()
    d["games"]["forty"] = {"i": {"g": "forty"}, "a": [["play", 0, 5]], "c": 1}
    d["pad"] = {"i": {"n": 3, "rounds": []}, "a": [], "c": 0}
    out = public.export(d)
    assert out == d
    assert not public.in_progress(d)


def test_entry_that_cannot_be_replayed_says_nothing():
    for board in (None, [["../secret", -1, 0]], [["vault_a", -1, 0]], "x"):
        e = {"i": {"pin": [1234]}, "a": [["join", 0, 1234, 1, 2, 7]], "c": 1}
        if board is not None:
            e["board"] = board
        out = public.keep_public(e, TILES)
        assert out == {"over": False, "public": None, "note": public.WITHHELD}, board
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
