# ruff: noqa: F821 - ROOT is put in front of this script by the host
# Deleting a history entry (issue 20): one whole 5-player Diamond round as cards_figs.py plays
# it, then the history list's work for Delete entry: the check that replays the game without
# the entry (lookout.screens.gamelog.replay, here as History.delete does it: a full replay),
# against the old delete's rebuild of a History; and a Forty game of 80 entries likewise.
import sys
import time
sys.path.insert(0, ROOT + 'tools/bench')
sys.path.insert(0, ROOT + 'firmware')
from peak import Peak
from lookout.history import History
from lookout.logedit import delete
from lookout.games import diamond, forty
import bench_games_b as B


def ms(fn, *a):
    t = time.ticks_ms()
    try:
        fn(*a)
        ok = "done"
    except ValueError as e:
        ok = "refused: %s" % e
    return time.ticks_diff(time.ticks_ms(), t), ok


rng = B.Rng(11)
pk = Peak()
h = History(diamond, diamond.new(["Ann", "Bo", "Cy", "Di", "Ed"]))
B.diamond_round(pk, h, rng, 5)
n = len(h.actions)
print("# diamond: %d entries" % n)
t, _ = ms(History, diamond, h.initial, list(h.actions), h.cursor)
print("diamond_rebuild_ms: %d ms" % t)
t, ok = ms(delete, h, n - 1)            # the commit: a full replay, then the marker
print("# delete the commit: %s" % ok)
print("diamond_delete_last_ms: %d ms" % t)
h.undo()
t, ok = ms(delete, h, 0)                # the first card: refused at its trick's next card
print("# delete the first card: %s" % ok)
print("diamond_delete_first_ms: %d ms" % t)

rng = B.Rng(5)
h = History(forty, forty.new(["Ann", "Bo", "Cy"], {"rounds": 99}))
while len(h.actions) < 80:
    moves = forty.legal_moves(h.state, [1 + rng.below(10) for _ in range(5)])
    if moves:
        h.do(moves[rng.below(len(moves))])
    elif h.state["phase"] == "play":
        h.do(["concede"])
print("# forty: %d entries" % len(h.actions))
t, _ = ms(History, forty, h.initial, list(h.actions), h.cursor)
print("forty_rebuild_ms: %d ms" % t)
t, ok = ms(delete, h, 40)
print("# delete entry 41: %s" % ok)
print("forty_delete_mid_ms: %d ms" % t)
t, ok = ms(delete, h, len(h.actions) - 1)     # the last one: a full replay, then the marker
print("# delete the last entry: %s" % ok)
print("forty_delete_last_ms: %d ms" % t)
