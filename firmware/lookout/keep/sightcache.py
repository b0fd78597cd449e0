"""Persistent sight tables: a board's full-visibility bitmap saved to flash, computed once ever.

The table depends only on the board's geometry (hex positions, walls, special hexes) and the
sight reach, so the cache key is that geometry itself: its bytes ("signature") are stored in
the file and compared exactly on load; a short Adler-32 of them names the file, so different
boards (tile sides, placements, rotations, mirror) live side by side.

File layout (all little-endian):
    b"LKS1"  magic
    u16      n (hexes)
    u16      reach
    u16      signature length S
    S bytes  signature (see signature())
    n * ((n + 7) >> 3) bytes   the Sight bitmap, row g = guard hex g
    u32      Adler-32 of everything above

fs: any object with read(name) -> bytes or None, write(name, data), rename(src, dst) (replacing
dst), like lookout.fsys.OsFs; its open_write(name) (a binary stream), if any, saves in parts.
Saving writes "<name>.tmp" then renames it over "<name>", so a power cut leaves either the old
file or the new one. A missing, truncated, corrupt or foreign file is ignored (load() returns
None) and get() recomputes.

Where the app runs lean (lookout.heap.LEAN: the official firmware, whose code fills the heap)
load() checks the file as it streams past and leaves the bitmap there: the Sight reads its
rows from the open file (Sight.from_file), so a game's heap keeps the 12 KB. fs needs an
open_read(name) for that (lookout.fsys.OsFs); without one the table is read into RAM.
"""
from lookout import heap
from lookout.keep.sight import Sight
from lookout.store import adler32

CHUNK = 256         # bytes a streamed check reads at a time

MAGIC = b"LKS1"
PREFIX = "sight_"


def signature(board):
    """The geometry the sight table depends on: n, then per hex q, r (axial, signed bytes),
    wall bits and the special flag."""
    n = board.n
    out = bytearray(2 + 4 * n)
    out[0] = n & 255
    out[1] = n >> 8
    q = board.q
    r = board.r
    for h in range(n):
        i = 2 + 4 * h
        out[i] = q[h] & 255
        out[i + 1] = r[h] & 255
        out[i + 2] = board.wallbits(h)
        out[i + 3] = 1 if board.special(h) else 0
    return out


def filename(board, reach=0, sig=None):
    if sig is None:
        sig = signature(board)
    return "%s%08x_%d.bin" % (PREFIX, adler32(sig), reach)


def _u16(v):
    return bytes((v & 255, (v >> 8) & 255))


def _head(sight, sig):
    """Everything before the bitmap (about 1.2 KB on a 305-hex board)."""
    if sight.pending():
        raise ValueError("sight table not complete: %d rows missing" % sight.pending())
    out = bytearray(MAGIC)
    out += _u16(sight.n)
    out += _u16(sight.reach)
    out += _u16(len(sig))
    out += sig
    return out


def _u32(c):
    return bytes((c & 255, (c >> 8) & 255, (c >> 16) & 255, (c >> 24) & 255))


def encode(sight, sig=None):
    """The file bytes for a fully built Sight (ValueError if rows are still missing)."""
    if sig is None:
        sig = signature(sight.board)
    out = _head(sight, sig)
    out += sight.bits
    out += _u32(adler32(out))
    return out


def decode(board, data, reach=0, sig=None):
    """A Sight for board from file bytes, or None if they do not match this board exactly
    (or are damaged)."""
    if data is None:
        return None
    if sig is None:
        sig = signature(board)
    n = board.n
    rb = (n + 7) >> 3
    ls = len(sig)
    head = 10 + ls
    if len(data) != head + n * rb + 4 or data[:4] != MAGIC:
        return None
    if data[4] | data[5] << 8 != n or data[6] | data[7] << 8 != reach:
        return None
    if data[8] | data[9] << 8 != ls:
        return None
    if bytes(data[10:head]) != bytes(sig):
        return None
    mv = memoryview(data)
    end = head + n * rb
    c = data[end] | data[end + 1] << 8 | data[end + 2] << 16 | data[end + 3] << 24
    if adler32(mv[:end]) != c:
        return None
    return Sight.from_bits(board, mv[head:end], reach)


def load(fs, board, reach=0, lean=None):
    """The cached Sight for this board, or None (no file, damaged, or another board).
    lean (default lookout.heap.LEAN): its rows stay in the file (opened, checked whole)."""
    sig = signature(board)
    name = filename(board, reach, sig)
    opener = getattr(fs, "open_read", None) if (heap.LEAN if lean is None else lean) else None
    if opener is not None:
        return _in_file(opener, name, board, reach, sig)
    try:
        data = fs.read(name)
    except OSError:
        return None
    return decode(board, data, reach, sig)


def _in_file(opener, name, board, reach, sig):
    """A Sight reading its rows from the open file name, if the file is this board's table
    and whole (its checksum streamed in CHUNK-byte reads: no table-sized block); else None,
    the file closed."""
    try:
        f = opener(name)
    except OSError:
        return None
    try:
        if _whole(f, board.n, reach, sig):
            return Sight.from_file(board, f, 10 + len(sig), reach)
    except (OSError, ValueError):
        pass
    f.close()
    return None


def _whole(f, n, reach, sig):
    """True if the open file f holds a table for n hexes, this reach and this signature,
    with a matching checksum."""
    head = bytearray(MAGIC)
    head += _u16(n)
    head += _u16(reach)
    head += _u16(len(sig))
    head += sig
    end = len(head) + n * ((n + 7) >> 3)
    if f.seek(0, 2) != end + 4:
        return False
    f.seek(0)
    if f.read(len(head)) != head:
        return False
    c = adler32(head)
    buf = bytearray(CHUNK)
    mv = memoryview(buf)
    left = end - len(head)
    while left:
        k = CHUNK if left > CHUNK else left
        if f.readinto(mv[:k]) != k:
            return False
        c = adler32(mv[:k], c)
        left -= k
    t = f.read(4)
    return len(t) == 4 and c == t[0] | t[1] << 8 | t[2] << 16 | t[3] << 24


def save(fs, sight):
    """Write the table atomically (tmp file, then rename). OSError propagates."""
    sig = signature(sight.board)
    name = filename(sight.board, sight.reach, sig)
    stream = getattr(fs, "open_write", None)
    if stream is None:
        fs.write(name + ".tmp", encode(sight, sig))
    else:               # in parts: no second table-sized block (13 KB) on a fragmented heap
        head = _head(sight, sig)
        c = adler32(sight.bits, adler32(head))
        f = stream(name + ".tmp")
        try:
            f.write(head)
            f.write(sight.bits)
            f.write(_u32(c))
        finally:
            f.close()
    fs.rename(name + ".tmp", name)
    return name


def get(fs, board, progress=None, reach=0):
    """The board's Sight: from the cache if it holds this exact board, else computed (with
    progress(done, total) calls) and saved. A failed save (full flash) is not an error: the
    table is still returned, and the next start computes it again."""
    s = load(fs, board, reach)
    if s is not None:
        if progress is not None:
            progress(board.n, board.n)
        return s
    s = Sight(board, progress=progress, reach=reach)
    try:
        save(fs, s)
    except OSError:
        pass
    return s
