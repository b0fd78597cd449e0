"""A long Black Keep bot game (10 turns, 233 steps, Blue escapes): the bench's board and bot
(tools/bench/bench_keep_game.py) with one Blue (stationary) guard a map tile and thieves that
mostly stay put, played step by step as the device does it, each step's phase record put in
a trace (lookout.keep.trace.note, as screens/keep/table.KeepPlay calls it). Test helper."""
import sys

from lookout.keep import guardrec as G
from lookout.keep import trace

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
if _ROOT + "/tools/bench" not in sys.path:
    sys.path.insert(0, _ROOT + "/tools/bench")
import bench_keep_game as BOT  # noqa: E402

SEED = 2
STILL = 2          # a thief plays a card that does not move it 1 time in STILL (when it has one)
GUARDS = [[G.STATIONARY, 1], [G.STATIONARY, 2], [G.STATIONARY, 3], [G.STATIONARY, 4]]


def _slow(g, r):
    a = BOT.decide(g, r)
    if a and a[0] == "play":
        p = a[1]
        legal = g.private(p, BOT.PINS[p])["legal"]
        still = [c for c in sorted(legal) if not legal[c]]
        if still and r.below(STILL):
            return ["play", p, BOT.PINS[p], still[r.below(len(still))]]
    return a


def play(kc, fs, ui, each=None):
    """The game to its end on kc (a Keep of the bench board), its trace on fs (ui: the game's
    entry's ui dict, which names it). each(g, was, action, kind) after every step (kind: the
    phase it ended, -1 none). Returns the Game."""
    saved = BOT.GUARDS[:]
    BOT.GUARDS[:] = GUARDS
    try:
        g, r = BOT.start(kc, SEED)
    finally:
        BOT.GUARDS[:] = saved
    while g.phase() != "over":
        a = _slow(g, r)
        st = g.state
        was = (st["phase"], st["turn"], st["mv"])
        g.do(a)
        kind = trace.ended(was, a, g.state)
        trace.note(fs, ui, was, a, g.state)
        if each is not None:
            each(g, was, a, kind)
    return g
