"""The bin on flash: every put-aside, abandoned, finished or replaced game, every session before
a fresh start and every save set aside by its check, one record file each (lookout.store), so
they cost no RAM while playing and Restore game / Restore session reach every one.

A record is named kind + number ("bin-forty-12", "prev-13", "aside-pad-14"); the numbers count
up over all kinds, so the oldest is the smallest. It holds [why, size, value]: why is a short
word for the lists ("put aside", "finished", ...; for a set-aside save, the reason), size a
number to tell records apart (steps of a game, games of a session). A kind keeps at most MOST;
past that, or when a write finds the flash full, the oldest goes (of any kind, for room) and
put() returns what it let go, for the device to say. Nothing else removes one but the player
(Settings > Remove put-aside). Imported only when a record is written or listed.
"""
import json

from lookout.store import Store, full

MOST = 16          # records of one kind kept at most (at least 8 while the flash has room)
GAME = "bin-"      # + game id + "-": a discarded game
PREV = "prev-"     # a session before a fresh start
ASIDE = "aside-"   # + game id (or "session") + "-": a save that failed its check
KINDS = (GAME, PREV, ASIDE)
SAV = ".sav"
# what a record's kind is called in messages
NAMES = {"pad": "scorepad", "oldbill": "Old Bill", "clumsy": "Clumsy Thief",
         "keep": "Black Keep", "forty": "Forty Thieves", "diamond": "Diamond Tricks",
         "session": "session"}
SHORT = {"pad": "Pad", "oldbill": "Old Bill", "clumsy": "Clumsy", "keep": "Keep",
         "forty": "Forty", "diamond": "Diamond", "session": "Session"}   # a list's row


def steps(d):
    """How many steps a game's save holds (its History's cursor), to tell kept games apart."""
    if type(d) is dict:
        c = d.get("c")
        if type(c) is int:
            return c
        return steps(d.get("g"))
    return 0


def parse(fname):
    """(kind, number) of a record's file name ("bin-forty-12.sav" -> ("bin-forty-", 12)), or
    None when it is no record of the bin."""
    if not fname.endswith(SAV):
        return None
    base = fname[:-4]
    i = base.rfind("-")
    if i < 0:
        return None
    for k in KINDS:
        if base.startswith(k):
            try:
                return base[:i + 1], int(base[i + 1:])
            except ValueError:
                return None
    return None


def entries(fs, kind=None):
    """[(number, kind)] of the records on flash (of this kind), oldest first."""
    out = []
    for f in fs.listdir(""):
        p = parse(f)
        if p is not None and (kind is None or p[0] == kind):
            out.append((p[1], p[0]))
    out.sort()
    return out


def name(n, kind):
    return "%s%d" % (kind, n)


def label(n, kind):
    """What a record is called in a message: "put-aside Forty Thieves game #12"."""
    if kind == PREV:
        return "kept session #%d" % n
    word = "set-aside" if kind.startswith(ASIDE) else "put-aside"
    gid = kind[kind.index("-") + 1:-1]
    what = "scorepad" if gid == "pad" else NAMES.get(gid, gid) + " game"
    return "%s %s #%d" % (word, what, n)


def short(n, kind):
    """A record's row in a list (15 columns): "Forty #12", "Session #13", "Bad Pad #14"."""
    if kind == PREV:
        return "Session #%d" % n
    gid = kind[kind.index("-") + 1:-1]
    return "%s%s #%d" % ("Bad " if kind.startswith(ASIDE) else "", SHORT.get(gid, gid), n)


def get(fs, n, kind):
    """[why, size, value] of a record, or None when it is gone or damaged."""
    try:
        v = Store(fs, name(n, kind)).load()
    except Exception:   # noqa: BLE001 - a damaged record must not stop the device
        return None
    return v if type(v) is list and len(v) == 3 else None


def head(fs, n, kind):
    """(why, size) of a record without decoding its value (a list row each: a Black Keep
    game is KBs of JSON), or None. why must hold no comma (the words put() is given do)."""
    raw = fs.read(name(n, kind) + SAV)
    if not raw:
        return None
    a = raw.find(b",")
    b = raw.find(b",", a + 1)
    try:
        v = json.loads(raw[:b] + b"]")
    except (ValueError, IndexError):
        return None
    return (v[0], v[1]) if type(v) is list and len(v) == 2 else None


def remove(fs, n, kind):
    """The record's files go (a restore: its game is back in play, its trace with it)."""
    Store(fs, name(n, kind)).clear()


TRACE = b'"trace": '     # a Black Keep entry's ui names its trace file (lookout.keep.trace)


def forget(fs, n, kind):
    """The record goes for good, and the trace of a Black Keep game in it (found in its bytes:
    no decode of KBs of JSON)."""
    raw = fs.read(name(n, kind) + SAV) if kind != GAME + "pad-" else None
    i = raw.find(TRACE) if raw else -1
    if i >= 0:
        i += len(TRACE)
        j = i
        while raw[j:j + 1].isdigit():
            j += 1
        if j > i:
            from lookout.keep import trace
            fs.remove(trace.name(int(raw[i:j])))
    raw = None
    remove(fs, n, kind)


def put(fs, kind, why, size, value, gone, spare=None):
    """Write a new record, the number after the newest. The records it lets go are added to
    gone (what they were and why, for the device to say): the oldest of this kind past MOST,
    and the oldest of any kind while the flash is too full for it, never spare ((number,
    kind): the record a restore is taking out). OSError when the flash has no room even with
    the bin empty."""
    have = entries(fs)
    n = have[-1][0] + 1 if have else 1
    if spare in have:
        have.remove(spare)
    st = Store(fs, name(n, kind))
    while True:
        try:
            st.save([why, size, value])
            break
        except OSError as e:
            if not full(e) or not have:
                raise
            old = have.pop(0)
            forget(fs, old[0], old[1])
            gone.append("the %s (the flash was full)" % label(old[0], old[1]))
    mine = [e for e in have if e[1] == kind]
    while len(mine) >= MOST:
        old = mine.pop(0)
        forget(fs, old[0], old[1])
        gone.append("the %s (%d kept at most)" % (label(old[0], old[1]), MOST))


def migrate(fs):
    """Records of the firmware before (one file per kind holding the last two, newest first:
    "bin-forty.sav", "prev.sav", "aside-pad.sav") become records of their own, oldest first."""
    for f in fs.listdir(""):
        if not f.endswith(SAV) or parse(f) is not None:
            continue
        base = f[:-4]
        if base == "prev":
            kind = PREV
        elif base.startswith(GAME) or base.startswith(ASIDE):
            kind = base + "-"
        else:
            continue
        st = Store(fs, base)
        try:
            v = st.load()
        except Exception:   # noqa: BLE001 - a damaged record must not stop the device
            v = None
        for item in reversed(v if type(v) is list else []):
            if kind.startswith(ASIDE) and type(item) is list and len(item) == 2:
                put(fs, kind, item[0], 0, item[1], [])
            else:
                put(fs, kind, "kept", 0, item, [])
        st.clear()
