"""Atomic saves that survive a power cut at any moment.

A save streams JSON into `<name>.tmp` (no copy of the whole session in RAM: it is made a
dict key at a time and written CHUNK bytes at a time, see _dump), then moves the current file
to `.bak` and the new one into place. Every file ends with a trailer line
`LK1 <seq> <length> <adler32>`; loading takes the valid copy with the highest sequence number
among the three names, so a cut leaves the state before or after the change, never a mix.
A damaged main copy is reported so the screen can say so.

A copy that passes its checksum but not the owner's check (load(check)), or is too big to read
(MAX_BYTES), counts as damaged; the owner moves a rejected main copy to `<name>.bad`
(move_bad), so the next save never turns it into the `.bak` over the good copy it fell back
to. A full flash
(ENOSPC) costs the `.bak` (an older copy of the same record) before the save gives up: the
main copy stays good throughout, and a failed save leaves no `.tmp` behind.
"""
import json
from array import array

from lookout import heap

_native = 0      # lookout.adler's loop: 0 until the first checksum imports it (not at boot,
                 # where a module costs a Pico ~20 ms), None where the port has no viper


def _load_native():
    global _native
    try:                    # native code where the port compiles viper (Pico, unix port)
        from lookout.adler import adler
        _native = adler
    except (ImportError, SyntaxError, ValueError):     # CPython, CircuitPython
        _native = None

MAGIC = b"\nLK1 "
MOD = 65521
DEPTH = 5            # session > games > a game's entry > its History (Black Keep's g) >
                     # its initial state: written key by key (the state is a few KB)
CHUNK = 256          # bytes gathered in memory before they go to the file and the checksum
                     # (small: the official firmware's fragmented heap has few KB blocks)
if heap.LEAN:        # that heap (lookout.heap): the state's lists item by item too, half the
    DEPTH = 8        # chunk, so a save needs no block over ~250 bytes besides its file (a
    CHUNK = 128      # Black Keep save's pieces were up to 492 bytes, and in turn 2 of the
                     # bench's game no 448 were left); more calls, so only there
_mem = None          # the in-memory stream class json writes into in C: picked at the first
                     # save, not at boot (MicroPython's bytes one; CPython's json writes str)
_AB = array("i", (0, 0))     # the native loop's two sums, made once
MAX_BYTES = 48 * 1024        # a bigger file is no save of ours (and would not fit a Pico's heap)
ENOSPC = 28


def _new_mem():
    global _mem
    if _mem is None:
        try:
            from uio import BytesIO  # pyright: ignore[reportMissingImports] (MicroPython: the built-in at once; "io" first searches the flash)
        except ImportError:
            from io import BytesIO
        try:
            json.dump(0, BytesIO())
            _mem = BytesIO
        except (TypeError, OSError, AttributeError):   # CPython: json writes str
            from io import StringIO
            _mem = StringIO
    return _mem()


def full(e):
    """Is this OSError a full flash (ENOSPC)?"""
    return bool(e.args) and e.args[0] == ENOSPC


def adler32(data, s=1):
    """Adler-32 of bytes-like data, continuing from checksum s (small ints only: the sums are
    reduced every 2500 bytes, before they could outgrow a Pico's 30-bit small int)."""
    a = s & 0xFFFF
    b = s >> 16
    if _native == 0:
        _load_native()
    if _native is not None:
        ab = _AB
        ab[0] = a
        ab[1] = b
        _native(data, len(data), ab)
        return (ab[1] << 16) | ab[0]
    n = len(data)
    i = 0
    while i < n:
        j = i + 2500 if i + 2500 < n else n
        while i < j:
            a += data[i]
            b += a
            i += 1
        a %= MOD
        b %= MOD
    return (b << 16) | a


class _Summer:
    """A write-only stream that gathers what is written in memory (json writes into it in C:
    no object per token), and passes it to f a CHUNK at a time, checksummed and counted. A
    Black Keep save is ~300 pieces: one file write and one checksum call each took ~110 ms
    of a press on the Pico (issue 21)."""

    def __init__(self, f):
        self.f = f
        self.n = 0
        self.sum = 1
        self.m = _new_mem()

    def flush(self):
        s = self.m.getvalue()
        if not s:
            return
        self.m = _new_mem()
        if type(s) is str:
            s = s.encode()
        self.f.write(s)
        self.n += len(s)
        self.sum = adler32(s, self.sum)


def _dump(x, w, depth=DEPTH):
    """Write json.dumps(x) to w (a _Summer) a piece at a time: the dicts of the top DEPTH
    levels key by key, a list there item by item (a game's log: no 4 KB stream and its
    copies), anything else whole (json.dump into w's memory stream); the same bytes as
    json.dumps(x), and at most a piece more than CHUNK in memory. MicroPython's json.dump
    into a Python stream object makes a bytearray for every token it prints: a 7 KB save
    left 136 KB of garbage and took 0.8 s on a Pico; this leaves about its own size."""
    m = w.m
    d = type(x) is dict
    if depth and (d or type(x) is list):
        m.write("{" if d else "[")
        sep = False
        for k in x:
            if sep:
                m.write(", ")
            if d:
                json.dump(k, m)
                m.write(": ")
                _dump(x[k], w, depth - 1)
            else:
                _dump(k, w, 0)
            m = w.m                     # (a new one after a flush)
            sep = True
        m.write("}" if d else "]")
    else:
        json.dump(x, m)
    if m.tell() >= CHUNK:
        w.flush()


def encode(seq, obj):
    """The bytes of a save file (tests and tools; Store.save streams the same bytes)."""
    payload = json.dumps(obj).encode()
    return payload + b"\nLK1 %d %d %d\n" % (seq, len(payload), adler32(payload))


def decode(raw):
    """(seq, obj) from a file's bytes, or None if it is missing, truncated or damaged."""
    if not raw:
        return None
    at = raw.rfind(MAGIC)
    if at < 0 or raw[-1:] != b"\n":
        return None
    try:
        seq, n, chk = [int(x) for x in raw[at + 5:-1].split()]
    except ValueError:
        return None
    if at != n:
        return None
    payload = memoryview(raw)[:n]
    if adler32(payload) != chk:
        return None
    try:
        return seq, json.loads(bytes(payload))
    except ValueError:
        return None


class Store:
    """One named record (the whole session) on a file system with open/read/rename/remove."""

    def __init__(self, fs, name="lookout"):
        self.fs = fs
        self.main = name + ".sav"
        self.tmp = name + ".tmp"
        self.bak = name + ".bak"
        self.seq = 0
        self.warning = None
        self.why = None
        self.rejected = None

    def load(self, check=None):
        """The newest good record, or None. check(obj): None, or why obj is not usable (then
        the next older copy is used). Sets `warning` when a damaged copy was skipped, `why`
        to the reason the main copy was rejected (None when it was not)."""
        best = None
        self.why = None
        self.rejected = None            # the newest copy check() refused: (seq, obj)
        for fname in (self.main, self.tmp, self.bak):
            size = self.fs.size(fname)
            if size < 0:
                continue
            why = "too big (%d KB)" % (size // 1024) if size > MAX_BYTES else None
            got = None
            if why is None:
                raw = self.fs.read(fname)
                got = decode(raw)
                raw = None
                if got is None:
                    why = "damaged"
                elif check is not None:
                    why = check(got[1])
                    if why is not None and (self.rejected is None or
                                            got[0] > self.rejected[0]):
                        self.rejected = got
            if why is not None:
                got = None
                if fname == self.main:
                    self.why = why
                continue
            if best is None or got[0] > best[0]:
                best = got
        self.warning = None
        if self.why is not None:
            self.warning = "Save %s:\nusing the last\ngood copy" % self.why if best else \
                "Save %s:\nstarting fresh" % self.why
        if best is None:
            return None
        self.rejected = None
        self.seq = best[0]
        return best[1]

    def move_bad(self):
        """The main copy the last load() rejected goes to `<name>.bad`, kept, out of the way
        of the next save's `.bak` (load() itself changes nothing: the companion reads with
        it). A read-only flash (CircuitPython on USB) leaves it where it is."""
        if self.why is not None:
            try:
                self.fs.rename(self.main, self.main[:-3] + "bad")
            except OSError:
                pass

    def save(self, obj):
        self.seq += 1
        try:
            self._write(obj)
        except OSError as e:
            self.fs.remove(self.tmp)            # a half-written copy: its room back
            if not full(e) or not self.fs.exists(self.bak):
                raise
            self.fs.remove(self.bak)            # the main copy stays good meanwhile
            try:
                self._write(obj)
            except OSError:
                self.fs.remove(self.tmp)
                raise
        if self.fs.exists(self.main):
            self.fs.rename(self.main, self.bak)
        self.fs.rename(self.tmp, self.main)

    def _write(self, obj):
        f = self.fs.open_write(self.tmp)
        try:
            w = _Summer(f)
            _dump(obj, w)
            w.flush()
            f.write(b"\nLK1 %d %d %d\n" % (self.seq, w.n, w.sum))
        finally:
            f.close()

    def clear(self):
        for f in (self.main, self.tmp, self.bak):
            self.fs.remove(f)
