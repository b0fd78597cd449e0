"""A Black Keep game's trace (lookout.keep.trace): a record per guards and players phase of a
whole 10-turn game (far past the log's 32 steps), each the board as the engine left it; a
power cut mid-append, a phase done again after an undo and a full trace lose nothing else;
the bin's record takes its game's trace with it when it goes for good, not when it goes back
into play."""
from keepbench import BOARD, SIGHT
from lookout import kept
from lookout.keep import guardrec as G
from lookout.keep import trace, traceread
from lookout.keep.game import LIMIT, Keep
from lookout.store import Store
from memfs import MemFs, PowerCut
import keeplong

KC = Keep(BOARD, SIGHT)
GAME = []


def _game():
    """(Game, fs, ui, [(kind, turn, mv, guards, thieves)] seen after each phase) of the long
    game, played once."""
    if not GAME:
        fs = MemFs()
        ui = {}
        seen = []

        def each(g, was, a, kind):
            if kind >= 0:
                st = g.state
                seen.append((kind, was[1], was[2],
                             [(x[G.HEX], x[G.FACING], x[G.STATUS]) for x in st["g"]],
                             [(st["dial"][p], st["mk"][p], st["in"][p])
                              for p in range(st["n"])]))
        g = keeplong.play(KC, fs, ui, each)
        GAME.append((g, fs, ui, seen))
    return GAME[0]


def test_a_record_per_phase_of_a_whole_game():
    g, fs, ui, seen = _game()
    st = g.state
    assert st["turn"] >= 10 and st["win"] >= 0         # long, and a thief escaped
    guards = [s for s in seen if s[0] == trace.GUARDS]
    players = [s for s in seen if s[0] == trace.PLAYERS]
    # every guards phase but one the game ended in is followed by the players phase
    assert len(players) in (len(guards), len(guards) - 1) and len(guards) > 40
    assert len(seen) > LIMIT                             # more than the log could hold
    raw = fs.read(trace.name(ui["trace"]))
    # 4 bytes, 3 a guard (one a map tile and the vault's), 5 a thief
    assert len(raw) == len(seen) * trace.size(st) == len(seen) * (4 + 3 * 5 + 5 * 4)
    got = traceread.read(raw, st)
    assert got == seen
    assert got[0][:3] == (trace.GUARDS, 1, 1)            # turn 1, phase 1: the guards first
    last = got[-1]
    assert last[4] == [(st["dial"][p], st["mk"][p], st["in"][p]) for p in range(st["n"])]
    assert last[4][st["win"]][2] == G.T_FREE             # the winner has escaped
    assert fs.listdir("") == [trace.name(ui["trace"])]   # one file, named in the game's ui


def test_a_power_cut_mid_append_then_the_phase_again():
    g, fs, ui, seen = _game()
    st = g.state
    rs = trace.size(st)
    recs = [trace.record(st, trace.GUARDS, 1, 1), trace.record(st, trace.PLAYERS, 1, 1)]
    cut = MemFs(cut_at=1)                                # FAT: half the record stays
    try:
        trace.append(cut, 1, recs[0])
        raise AssertionError("no cut")
    except PowerCut:
        pass
    assert 0 < cut.size(trace.name(1)) < rs
    cut.cut_at = -1
    assert trace.append(cut, 1, recs[0])                 # done again after the resume
    assert trace.append(cut, 1, recs[1])
    raw = cut.read(trace.name(1))
    assert len(raw) == 3 * rs                            # padded to a whole record
    assert [r[:3] for r in traceread.read(raw, st)] == [(0, 1, 1), (1, 1, 1)]


def test_a_phase_written_again_drops_the_line_it_replaced():
    g, fs, ui, seen = _game()
    st = g.state
    fs = MemFs()
    for kind, turn, mv in ((0, 1, 1), (1, 1, 1), (0, 1, 2), (1, 1, 2), (0, 1, 2), (0, 1, 2)):
        trace.append(fs, 5, trace.record(st, kind, turn, mv))
    # undo back into phase 2's guards, then it done again (twice: a cut before the save)
    got = traceread.read(fs.read(trace.name(5)), st)
    assert [r[:3] for r in got] == [(0, 1, 1), (1, 1, 1), (0, 1, 2)]


class _Sizes:
    """A flash that keeps only each file's size (a 16 KB file grown a record at a time in a
    MemFs is 400 copies on the unix port's Pico-sized heap)."""

    def __init__(self):
        self.n = {}

    def size(self, name):
        return self.n.get(name, -1)

    def append(self, name, data):
        self.n[name] = self.n.get(name, 0) + len(data)


def test_the_trace_is_bounded():
    g, fs, ui, seen = _game()
    st = g.state
    rec = trace.record(st, 0, 1, 1)
    fs = _Sizes()
    n = 0
    while trace.append(fs, 1, rec):
        n += 1
    assert n == trace.MOST // len(rec) and fs.size(trace.name(1)) <= trace.MOST
    assert trace.MOST // len(rec) >= 300                 # 30 turns of 5 moves, 2 phases each
    full = MemFs(limit=10)                               # a full flash: the game goes on
    assert trace.note(full, {}, ("guards", 1, 1), ["guards"], st) is False


def test_a_kept_game_keeps_its_trace_and_takes_it_when_it_goes():
    g, _, _, _ = _game()
    fs = MemFs()
    for n in (3, 4):
        fs.write(trace.name(n), b"x" * 40)
    for n, t in ((1, 3), (2, 4)):
        Store(fs, kept.name(n, "bin-keep-")).save(["put aside", 9, {"r": {}, "ui": {
            "trace": t, "last": [1]}, "g": g.dump()}])
    kept.remove(fs, 1, "bin-keep-")                      # a restore: back into play
    assert fs.exists(trace.name(3))
    kept.forget(fs, 2, "bin-keep-")                      # Remove put-aside: for good
    assert not fs.exists(trace.name(4)) and kept.entries(fs) == []
    assert trace.new(fs) == 4
