"""Guards' line of sight (rule text, "Line of Sight"): the queries over the sight table.

Statuses are small ints shared with the guard engine (lookout.keep.guardrec):
    BORED, INTERESTED, ALERT, PURSUING, RETURNING, DISTRACTED = 0..5

  Distracted  sees nothing.
  Bored       the row straight ahead (across the facing side), 2 hexes.
  Interested  the row straight ahead until a wall stops it.
  Alert, Pursuing, Returning
              the 180-degree arc of the three front hex sides: every hex lying wholly in the
              closed half-plane in front of the line through the guard's centre and the two
              corners where the front sides end, whose six corners can ALL be reached by
              uninterrupted straight lines from the guard's centre.
In every case walls stop sight, and a guard sees INTO a special hex but not THROUGH it (rows
stop after it; arc lines may not pass through the inside of any special hex other than the
target). Sight crosses tile borders; open ground outside the Keep (no hexes) does not block.
The guard's own hex is never in the list (a thief there is found by investigating). How
walls, wall ends and special hexes stop a line exactly: lookout.keep.sighttable.

Speed: Sight(board) precomputes, once per board, a bitmap (n*n bits) of "every corner of h is
visible from the centre of g" (lookout.keep.sighttable). Queries are table lookups plus a
small-int half-plane test (arc) or a neighbour walk (rows). Measured on the emulated Pico
(`make bench-pico`, 305 hexes): whole table ~3 s, one row ~10 ms, worst 18 ms (the row
builder's loops are viper code there: lookout.keep.sightbucket); from flash 0.16 s. On the
device use lookout.keep.sightcache (computed once per board layout ever, saved to flash); else
Sight(board, lazy=True): rows are made when a guard needs them, and warm() builds the rest
a row per loop pass while the players set up. Where the code itself lives in the heap
(lookout.heap.LEAN: the official firmware) the saved table is not read into RAM at all:
Sight.from_file keeps ROWS_KEPT rows and reads the others from the open file when a guard
needs them (sightcache.load), which gives a Black Keep game its 12 KB back.
"""
from lookout.heap import drop
from lookout.keep import hexgrid as hg
from lookout.keep.guardrec import BORED, DISTRACTED, INTERESTED

# The row builder (with its viper loops on the Pico, a 7 KB .mpy of Thumb code, or its Python
# ones elsewhere: ROWS_MODULES), imported by a table that will build rows, right after its
# bitmap (big blocks first, while the heap is in one piece), forgotten once it is complete.
ROWS = "lookout.keep.sighttable"
ROWS_MODULES = (ROWS, "lookout.keep.sightbucket", "lookout.keep.sightsort")   # and its helpers

BORED_RANGE = 2          # hexes a Bored guard sees straight ahead (rule text)
ROWS_KEPT = 16           # rows in RAM of a table that stays in its file (a power of two)

# Arc half-planes: for facing d, the boundary passes through CORNER[d+1] and CORNER[d-2];
# a lattice point p is in front when ARC_A[d]*px + ARC_B[d]*py > 0. A hex lies wholly in the
# closed half-plane when that value at its centre is >= ARC_T[d].
ARC_A = []
ARC_B = []
ARC_T = []
for _d in range(6):
    _ux, _uy = hg.CORNER[(_d + 1) % 6]
    ARC_A.append(_uy)
    ARC_B.append(-_ux)
    ARC_T.append(max(-(_uy * cx - _ux * cy) for cx, cy in hg.CORNER))
ARC_A = tuple(ARC_A)
ARC_B = tuple(ARC_B)
ARC_T = tuple(ARC_T)
# The same in axial coordinates (x = 3q, y = 2r + q): ARC_QA*q + ARC_RA*r.
ARC_QA = tuple(3 * ARC_A[d] + ARC_B[d] for d in range(6))
ARC_RA = tuple(2 * ARC_B[d] for d in range(6))


class SightError(ValueError):
    pass


class Sight:
    """Sight(board, progress=None, reach=0, lazy=False)

    Builds the visibility table for every guard hex now, calling progress(done, total) after
    each hex (for a progress bar). lazy=True builds nothing up front: a guard hex's row is
    made the first time it is needed (about 1/n of the full time), and warm(k) builds up to
    k more rows (call it while the UI is idle). reach > 0 limits arc sight to that many hexes
    (0 = no limit, as the rule says). rows=False: the bitmap will be filled from elsewhere
    (from_bits), so the row builder's code is not imported."""

    def __init__(self, board, progress=None, reach=0, lazy=False, rows=True, file=None, at=0):
        self.board = board
        n = board.n
        self.n = n
        self.reach = reach
        self.rowbytes = (n + 7) >> 3
        # file (from_file): the bitmap stays there from byte `at`; bits holds ROWS_KEPT of its
        # rows, slot g % ROWS_KEPT, and _tag says whose (-1: none yet)
        self._file = file
        self._at = at
        self._tag = None if file is None else [-1] * ROWS_KEPT
        self.bits = bytearray((n if file is None else ROWS_KEPT) * self.rowbytes)
        self._mv = None if file is None else memoryview(self.bits)
        self.done = bytearray(self.rowbytes)
        # row_reach's cache (6n bytes: 1,830 on a 305-hex board), made with the bitmap: the
        # first guards phase met a fragmented heap when it was made there
        self._reach = bytearray(6 * n)
        self._edges = None              # lookout.keep.sighttable.Rows while rows are built
        self._next = 0
        qs = board.q
        rs = board.r
        self._qmin = min(qs) - 1
        self._rmin = min(rs)
        self._qmax = max(qs)
        self._rmax = max(rs)
        if rows:                        # the code and its buffers now, while blocks are big
            from lookout.keep import sighttable     # (after every attribute: the object's
            self._edges = sighttable.Rows(self)     # dict grows no more, past the code)
        if not lazy:
            self.warm(n, progress)

    @staticmethod
    def from_bits(board, bits, reach=0):
        """A complete Sight from a saved bitmap (Sight.bits of the same board and reach, see
        lookout.keep.sightcache); builds nothing."""
        s = Sight(board, reach=reach, lazy=True, rows=False)
        if len(bits) != len(s.bits):
            raise SightError("saved sight table has %d bytes, this board needs %d"
                             % (len(bits), len(s.bits)))
        s.bits[:] = bits
        for i in range(s.rowbytes):
            s.done[i] = 255
        s._next = s.n
        return s

    @staticmethod
    def from_file(board, file, at, reach=0):
        """A complete Sight whose bitmap stays in an open binary file (a checked cache file,
        see lookout.keep.sightcache), row 0 at byte `at`: ROWS_KEPT rows in RAM (~0.6 KB
        instead of n*n bits, 12 KB on a 305-hex board), read when a query needs them
        (a seek and a read, well under a millisecond of a guards phase on the Pico).
        close() closes the file."""
        s = Sight(board, reach=reach, lazy=True, rows=False, file=file, at=at)
        for i in range(s.rowbytes):
            s.done[i] = 255
        s._next = s.n
        return s

    def close(self):
        """Close the file a from_file table reads (a later query then raises OSError)."""
        if self._file is not None:
            self._file.close()

    def pending(self):
        """Guard hexes whose row is not built yet."""
        k = 0
        for g in range(self.n):
            if not self.done[g >> 3] >> (g & 7) & 1:
                k += 1
        return k

    def warm(self, k=1, progress=None):
        """Build up to k missing rows; returns how many are still missing."""
        n = self.n
        done = self.done
        while k > 0 and self._next < n:
            g = self._next
            self._next += 1
            if not done[g >> 3] >> (g & 7) & 1:
                self._row(g)
                k -= 1
            if progress is not None:
                progress(self._next, n)
        if self._next < n:
            return n - self._next
        if self._edges is not None:
            self._edges = None          # every row is built: free the buffers and the code
            drop(*ROWS_MODULES)   # the next table that needs rows imports them afresh
        return 0

    def _row(self, g):
        from lookout.keep import sighttable
        if self._edges is None:
            self._edges = sighttable.Rows(self)
        sighttable.build_row(self, g)

    def at(self, g):
        """Where guard hex g's row starts in self.bits: built now if the table is lazy, read
        from the file into its slot if the table stays there (from_file)."""
        rb = self.rowbytes
        tag = self._tag
        if tag is None:
            if not self.done[g >> 3] >> (g & 7) & 1:
                self._row(g)
            return g * rb
        k = g & (ROWS_KEPT - 1)
        o = k * rb
        if tag[k] != g:
            tag[k] = -1                 # (a failed read leaves the slot empty)
            f = self._file
            f.seek(self._at + g * rb)
            if f.readinto(self._mv[o:o + rb]) != rb:
                raise SightError("the sight table's file ends before row %d" % g)
            tag[k] = g
        return o

    # -- queries --------------------------------------------------------------------------
    def full(self, g, h):
        """All six corners of h visible from the centre of g (any direction)."""
        return bool(self.bits[self.at(g) + (h >> 3)] >> (h & 7) & 1)

    def in_arc(self, g, facing, h):
        """h lies wholly in the 180-degree arc in front of a guard at g facing `facing`."""
        q = self.board.q
        r = self.board.r
        return (ARC_QA[facing] * (q[h] - q[g]) + ARC_RA[facing] * (r[h] - r[g])
                >= ARC_T[facing])

    def row(self, g, facing, limit=-1):
        """Hexes straight ahead of g across side `facing`, nearest first, until a wall, a
        special hex (included) or `limit` hexes. Open ground between tiles is crossed."""
        out = []
        self._walk(g, facing, limit, out)
        return out

    def _walk(self, g, facing, limit, out):
        """row()'s hexes onto out (a list, or None: no list made); the last one, or -1."""
        b = self.board
        last = -1
        h = g
        dist = 0
        while limit < 0 or dist < limit:
            if b.wallbits(h) >> facing & 1:
                break
            o = b.nbr(h, facing)
            step = 1
            if o < 0:
                o, skipped = self._across_gap(h, facing)
                if o < 0:
                    break
                step += skipped
                if limit >= 0 and dist + step > limit:
                    break
                if b.wallbits(o) >> ((facing + 3) % 6) & 1:
                    break
            dist += step
            if out is not None:
                out.append(o)
            last = o
            if b.special(o):
                break
            h = o
        return last

    def row_reach(self, g, facing):
        """Hex distance to the last hex of row(g, facing) (0: sees nothing straight ahead):
        a board hex k steps straight ahead is in the row exactly when k <= this. Cached per
        (hex, facing) in a bytearray (distance + 1; 0: not known yet), so the guards'
        spotting checks are one lookup."""
        rr = self._reach
        i = g * 6 + facing
        v = rr[i]
        if v == 0:
            last = self._walk(g, facing, -1, None)      # (no list: every guard asks, issue 19)
            v = self.board.distance(g, last) + 1 if last >= 0 else 1
            rr[i] = v if v < 255 else 255
        return v - 1

    def _across_gap(self, h, d):
        """Next hex straight ahead beyond open ground, and how many empty cells lie between;
        (-1, 0) once the row leaves the board's bounding box."""
        b = self.board
        q = b.q[h]
        r = b.r[h]
        dq, dr = hg.AXIAL[d]
        k = 0
        while True:
            q += dq
            r += dr
            if not (self._qmin <= q <= self._qmax and self._rmin <= r <= self._rmax):
                return -1, 0
            k += 1
            if k > 1:
                o = b.at(q, r)
                if o >= 0:
                    return o, k - 1

    def _check(self, g, facing, status):
        if not 0 <= g < self.n:
            raise SightError("no hex %r on this board" % (g,))
        if not (isinstance(facing, int) and 0 <= facing < 6):
            raise SightError("facing must be a side 0-5 (N..NW), got %r" % (facing,))
        if not (isinstance(status, int) and 0 <= status <= 5):
            raise SightError("unknown guard status %r" % (status,))

    def sees(self, g, facing, status, h):
        self._check(g, facing, status)
        if h == g or not 0 <= h < self.n or status == DISTRACTED:
            return False
        if status == BORED or status == INTERESTED:
            return h in self.row(g, facing, BORED_RANGE if status == BORED else -1)
        q = self.board.q
        r = self.board.r
        return (ARC_QA[facing] * (q[h] - q[g]) + ARC_RA[facing] * (r[h] - r[g])
                >= ARC_T[facing]) and bool(self.bits[self.at(g) + (h >> 3)] >> (h & 7) & 1)

    def seen(self, g, facing, status):
        """Sorted list of hex ids the guard can see."""
        self._check(g, facing, status)
        if status == DISTRACTED:
            return []
        if status == BORED or status == INTERESTED:
            return sorted(self.row(g, facing, BORED_RANGE if status == BORED else -1))
        base = self.at(g)
        out = []
        bits = self.bits
        Q = self.board.q
        R = self.board.r
        A = ARC_QA[facing]
        B = ARC_RA[facing]
        T = ARC_T[facing] + A * Q[g] + B * R[g]
        for i in range(self.rowbytes):
            v = bits[base + i]
            if not v:
                continue
            h = i << 3
            while v:
                if v & 1 and A * Q[h] + B * R[h] >= T:
                    out.append(h)
                v >>= 1
                h += 1
        return out
