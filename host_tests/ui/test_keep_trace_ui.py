"""The device writes its Black Keep trace as the game is played through the screens
(screens/keep/table.KeepPlay: lookout.keep.trace, a record per guards and players phase):
after host_tests/ui/test_keep_game_ui.py's whole game (seed 4, Red escapes) the flash holds
one trace, named in the game's save, with every guards phase the screens showed, each
followed by its players phase, from turn 1's first to the end."""
import os

from lookout.fsys import OsFs
from lookout.keep import guardrec as G
from lookout.keep import trace, traceread
from lookout.store import Store

import test_keep_game_ui as T


def test_the_trace_of_a_game_played_through_the_screens(flash):
    shown = []
    real = T.read_pages

    def read_pages(sim, head):          # every guards phase the screens went through
        g = T.Bot(flash).game()
        shown.append((g.state["turn"], g.state["mv"]))
        return real(sim, head)
    T.read_pages = read_pages
    try:
        T.whole_game(flash, 4, "Red")
    finally:
        T.read_pages = real
    d = Store(OsFs(flash)).load()
    e = d["games"]["keep"]
    st = T.Bot(flash).game().state
    names = [n for n in os.listdir(flash) if n.startswith(trace.PREFIX)]
    assert names == [trace.name(e["ui"]["trace"])]
    with open(os.path.join(flash, names[0]), "rb") as f:
        got = traceread.read(f.read(), st)
    guards = [(t, m) for k, t, m, _, _ in got if k == trace.GUARDS]
    players = [(t, m) for k, t, m, _, _ in got if k == trace.PLAYERS]
    assert guards == shown and len(shown) >= 5
    assert players in (guards, guards[:-1])
    assert got[0][:3] == (trace.GUARDS, 1, 1)
    assert got[-1][4] == [(st["dial"][p], st["mk"][p], st["in"][p]) for p in range(st["n"])]
    assert got[-1][4][st["win"]][2] == G.T_FREE and st["col"][st["win"]] == "Red"
