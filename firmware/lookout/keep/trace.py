"""A Black Keep game's trace on flash: one small record per guards and per players phase, so
`lookout replay` can draw a whole game once it is over (the save's log holds only its last
LIMIT steps: game.py).

A record is the board after the phase: every guard's hex, facing and status, every thief's
dial (secret until the end, as in the save's log), marker and state. The file is bytes no
screen shows; its size grows by the same record whatever happened, and the companion sends
it only as the save itself (never while the game is in progress: lookout.public).

File "keeptrace-<n>.trc"; the game's entry remembers n (ui["trace"]), so the trace goes
wherever the entry goes (the bin, a kept session, back into play). A record (SIZE(st) bytes):
    check, turn, mv | kind << 4 (kind 0 guards, 1 players), guards count,
    per guard: hex + 1 (u16 LE), facing | status << 4,
    per thief: dial + 1 (u16 LE), marker + 1 (u16 LE), state (guardrec.T_*)
check is the sum of the other bytes, xor CHECK, & 0xFF.
Append only: a cut mid-write on littlefs leaves the file as it was; on FAT a part record may
stay, and the next append first pads to a whole record (read() skips one that fails its
check). Undo or a step redone after a cut appends that phase again: read() keeps, for each
phase, the last record written, dropping any later phase written before it (another line of
play). MOST bytes at most: past them the phases are not kept (the replay takes the rest from
the log). Reading a trace (the companion, the tests) is lookout.keep.traceread: the device
never loads it.
"""
from lookout.keep.guardrec import FACING, HEX, STATUS

PREFIX = "keeptrace-"
EXT = ".trc"
CHECK = 0x5A
HEAD = 4
MOST = 16384          # ~300 phases (30 turns) of 3 thieves and 6 guards; 4.5 KB for 10 turns
GUARDS, PLAYERS = 0, 1


def name(n):
    return "%s%d%s" % (PREFIX, n, EXT)


def number(fname):
    """n of a trace file's name, or -1."""
    if not (fname.startswith(PREFIX) and fname.endswith(EXT)):
        return -1
    try:
        return int(fname[len(PREFIX):-len(EXT)])
    except ValueError:
        return -1


def size(st):
    return HEAD + 3 * len(st["g"]) + 5 * st["n"]


def record(st, kind, turn, mv):
    """The record of the phase of this kind at (turn, mv) that left the game in st."""
    gs = st["g"]
    b = bytearray(size(st))
    b[1] = min(turn, 255)
    b[2] = mv & 15 | kind << 4
    b[3] = len(gs)
    i = HEAD
    for g in gs:
        h = g[HEX] + 1
        b[i] = h & 255
        b[i + 1] = h >> 8 & 255
        b[i + 2] = g[FACING] | g[STATUS] << 4
        i += 3
    dial = st["dial"]
    mk = st["mk"]
    state = st["in"]
    for p in range(st["n"]):
        h = (dial[p] + 1) & 0xFFFF
        m = mk[p] + 1
        b[i] = h & 255
        b[i + 1] = h >> 8
        b[i + 2] = m & 255
        b[i + 3] = m >> 8 & 255
        b[i + 4] = state[p]
        i += 5
    b[0] = (sum(b) ^ CHECK) & 255
    return b


def new(fs):
    """A trace number no file on fs has."""
    top = 0
    for f in fs.listdir(""):
        top = max(top, number(f))
    return top + 1


def append(fs, n, rec):
    """Add rec to trace n (False past MOST: not kept). OSError (flash full) is the caller's."""
    f = name(n)
    have = fs.size(f)
    have = 0 if have < 0 else have
    pad = -have % len(rec)
    if have + pad + len(rec) > MOST:
        return False
    fs.append(f, bytes(pad) + rec if pad else rec)
    return True


def ended(was, action, st):
    """The kind of phase the step `action` ended (GUARDS, PLAYERS) or -1; was: (phase, turn,
    mv) before it, st the state after (the replay's rule: tools/lookout_host/replay.py)."""
    if action[0] == "guards":
        return GUARDS
    if was[0] == "play" and (st["phase"] != "play" or st["mv"] != was[2]):
        return PLAYERS
    return -1


def due(fs, ui, was, action, st):
    """After a step, before its save: (trace number, record) of the phase it ended, or None.
    A game's first phase gets its number now (ui["trace"], saved with the step); the record
    can be written later (write): a cut before loses only that record, which the save's log
    still holds."""
    kind = ended(was, action, st)
    if kind < 0:
        return None
    n = ui.get("trace")
    if n is None:
        try:
            n = ui["trace"] = new(fs)
        except OSError:
            return None
    return n, record(st, kind, was[1], was[2])


def write(fs, due):
    """Append a due record. True when written; a full flash (OSError) only costs the replay
    those phases."""
    try:
        return append(fs, due[0], due[1])
    except OSError:
        return False


def note(fs, ui, was, action, st):
    """due() and write() at once: True when a record was written."""
    d = due(fs, ui, was, action, st)
    return d is not None and write(fs, d)
