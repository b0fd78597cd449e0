"""Atomic saves that survive a power cut at any moment.

A save writes `<name>.tmp`, then moves the current file to `.bak` and the new one into place.
Every file carries a header `LK1 <seq> <length> <adler32>`; loading takes the valid copy with the
highest sequence number among the three names, so a cut leaves the state before or after the
change, never a mix. A damaged main copy is reported so the screen can say so.
"""
import json

MAGIC = b"LK1 "
MOD = 65521


def adler32(data):
    a = 1
    b = 0
    for x in data:
        a += x
        if a >= MOD:
            a -= MOD
        b += a
        if b >= MOD:
            b -= MOD
    return (b << 16) | a


def encode(seq, obj):
    payload = json.dumps(obj).encode()
    head = "LK1 %d %d %d\n" % (seq, len(payload), adler32(payload))
    return head.encode() + payload


def decode(raw):
    """(seq, obj) from a file's bytes, or None if it is missing, truncated or damaged."""
    if not raw or raw[:4] != MAGIC:
        return None
    nl = raw.find(b"\n")
    if nl < 0:
        return None
    try:
        seq, n, chk = [int(x) for x in raw[4:nl].split()]
    except ValueError:
        return None
    payload = raw[nl + 1:]
    if len(payload) != n or adler32(payload) != chk:
        return None
    try:
        return seq, json.loads(payload)
    except ValueError:
        return None


class Store:
    """One named record (the whole session) on a file system with read/write/rename/remove."""

    def __init__(self, fs, name="lookout"):
        self.fs = fs
        self.main = name + ".sav"
        self.tmp = name + ".tmp"
        self.bak = name + ".bak"
        self.seq = 0
        self.warning = None

    def load(self):
        """The newest good record, or None. Sets `warning` when a damaged copy was skipped."""
        best = None
        damaged = False
        for fname in (self.main, self.tmp, self.bak):
            raw = self.fs.read(fname)
            got = decode(raw)
            if got is None:
                if raw and fname == self.main:
                    damaged = True
                continue
            if best is None or got[0] > best[0]:
                best = got
        self.warning = None
        if damaged:
            self.warning = "Save damaged:\nusing the last\ngood copy" if best else \
                "Save damaged:\nstarting fresh"
        if best is None:
            return None
        self.seq = best[0]
        return best[1]

    def save(self, obj):
        self.seq += 1
        data = encode(self.seq, obj)
        self.fs.write(self.tmp, data)
        if self.fs.exists(self.main):
            self.fs.rename(self.main, self.bak)
        self.fs.rename(self.tmp, self.main)

    def clear(self):
        for f in (self.main, self.tmp, self.bak):
            self.fs.remove(f)
