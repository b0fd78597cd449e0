"""The sight table: which hexes a guard hex sees whole, built one guard hex (row) at a time.

Exact in integer geometry on hexgrid's lattice (x = 3q, y = 2r + q); decisions:
  * A line that properly crosses a wall is blocked.
  * A line running exactly along a wall, or along the side of a special hex, is not blocked.
  * A line through the END of a wall is blocked only if walls (or special-hex sides) leave
    that corner on BOTH sides of the line (it would squeeze through a junction); a line
    grazing one wall end, or a special hex's corner from outside, passes.
  * Lines end at the target corner, so walls meeting there do not matter.
  * A special hex is "seen into": its own sides do not block lines to its corners.
  * A guard standing in a special hex sees out of it (its own hex's sides are not special
    boundaries for it); walls on its own hex sides still block.

Speed: a row is a bitmap (n bits) of "every corner of h is visible from the centre of g",
from integer cross products. Per row the blocking edges go into direction sectors as linked
lists, nearest first (one pass over the edges farthest first, prepending); a sector wholly
behind one edge rejects its corners with one comparison; each lattice corner is decided once
per row (memo) and a hex stops at its first hidden corner. Rows reuse the buffers of a
Rows object made once per board (Sight._edges; dropping it frees them). The loops are viper
code where the port compiles it (lookout.keep.sightbucket: ~6x faster on the Pico), else the
same steps in Python (lookout.keep.sightsort); change both together, with the benchmark
(tools/bench/bench_keep_sight.py) and the reference comparison
(host_tests/core/test_keep_sight_same.py, on CPython and the unix port) at hand.
"""
from array import array

from lookout.compat import const
from lookout.keep import hexgrid as hg

try:                        # the bucketing as native code where the port compiles viper
    from lookout.keep.sightbucket import bucket as _bucket, lists as _lists, targets as _targets
except (ImportError, SyntaxError, ValueError):     # CPython, CircuitPython
    _bucket = _lists = _targets = None
    from lookout.keep.sightsort import bucket as _py_bucket, targets as _py_targets

_NS = const(128)         # direction sectors: 32 pseudo-angle steps per quadrant

# Every lattice corner is the NE corner (type 0) or the E corner (type 1) of exactly one axial
# cell: corner k of the hex at (q, r) is type _CORNER_T[k] of cell (q + _CORNER_Q[k],
# r + _CORNER_R[k]).
_CORNER_Q = (0, 0, 0, -1, -1, -1)
_CORNER_R = (0, 0, 1, 1, 1, 0)
_CORNER_T = (0, 1, 0, 1, 0, 1)


def blocking_edges(board):
    """Blocking segments in lattice coordinates, flat: ax, ay, bx, by, owner, ... ; owner is
    the special hex the side belongs to, or -1 for a wall. Each wall once (from the lower of
    its two hexes: a wall is marked on both sides), each special side once per special hex."""
    out = array("h")
    C = hg.CORNER
    for h in range(board.n):
        x = 3 * board.q[h]
        y = 2 * board.r[h] + board.q[h]
        wb = board.wallbits(h)
        sp = board.special(h)
        for d in range(6):
            c1 = C[d - 1]
            c2 = C[d]
            ax = x + c1[0]
            ay = y + c1[1]
            bx = x + c2[0]
            by = y + c2[1]
            if wb >> d & 1 and not 0 <= board.nbr(h, d) < h:
                out.extend((ax, ay, bx, by, -1))
            if sp:
                out.extend((ax, ay, bx, by, h))
    return out


class Rows:
    """What building rows needs, made once per board: the edges and every scratch buffer a
    row reuses (so a row allocates only its sort list). Sight keeps it as _edges until the
    table is complete."""

    def __init__(self, sight):
        board = sight.board
        self.edges = e = blocking_edges(board)
        ne = len(e) // 5
        # sort keys (k << 13) + edge, reused: 4*ne bytes natively (ne = 151 on the 305-hex
        # bench board: 604 bytes), else a list Python sorts
        self.keys = array("i", bytes(4 * ne)) if _bucket is not None else None
        self.order = [0] * ne if _bucket is None else None
        self.out = array("i", bytes(8))            # the native bucketing's two counts
        self.half = array("h", bytes(6 * ne + 6))  # native: a corner's wall ends (6*ne bytes)
        self.rel = array("h", bytes(16 * ne))      # ax, ay, bx, by, owner, k, sectors a, b
        self.head = array("H", b"\xff\xff" * _NS)   # first item of each sector's list
        self.cover = array("H", b"\xff\xff" * _NS)
        self.ends = array("H", b"\xff\xff" * _NS)   # both: the value that resets them
        m = 4 * ne + 64                             # room for a row's sector items
        self.item = array("H", bytes(2 * m))        # item -> edge; grown if a row needs
        self.nxt = array("H", bytes(2 * m))         # item -> next item in its sector
        qs = board.q
        rs = board.r
        self.qmin = min(qs) - 1
        self.rmin = min(rs)
        self.H = H = max(rs) + 2 - self.rmin
        # vertex memo: rows stamp it (2*stamp visible, 2*stamp+1 hidden, less: unknown)
        self.memo = bytearray(2 * (max(qs) + 1 - self.qmin) * H)
        self.stamp = 0
        self.off = tuple(((_CORNER_Q[k] * H + _CORNER_R[k]) << 1) + _CORNER_T[k]
                         for k in range(6))
        self.offa = array("h", self.off)            # the same for native code; and its
        self.geo = array("h", (0, 0, self.qmin, self.rmin, H))   # gx, gy, qmin, rmin, H

    def grow(self, m):
        """Room for m sector items."""
        if len(self.item) < m:
            m += m >> 2
            self.item = self.nxt = None
            self.item = array("H", bytes(2 * m))
            self.nxt = array("H", bytes(2 * m))

    def next_stamp(self):
        s = self.stamp + 1
        if s > 127:
            memo = self.memo
            for i in range(len(memo)):
                memo[i] = 0
            s = 1
        self.stamp = s
        return s


def build_row(sight, g):
    """Build guard hex g's row of sight.bits (a lookout.keep.sight.Sight) and mark it done."""
    sight.done[g >> 3] |= 1 << (g & 7)
    R = sight._edges
    bq = sight.board.q
    gq = bq[g]
    gx = 3 * gq
    gy = 2 * sight.board.r[g] + gq
    st = R.next_stamp()
    if _bucket is None:
        _py_bucket(R, g, gx, gy)
        _py_targets(sight, R, g, gx, gy, st << 1)
    else:
        _native_row(sight, R, g, gx, gy, st)
    if sight.reach:
        _clip(sight, g)


def _native_row(sight, R, g, gx, gy, st):
    rel = R.rel
    edges = R.edges
    out = R.out
    _bucket(edges, len(edges) // 5, g, gx, gy, rel, R.keys, out)
    R.grow(out[1])
    R.head[:] = R.ends
    R.cover[:] = R.ends
    _lists(out[0], rel, R.keys, R.item, R.nxt, R.head, R.cover)
    geo = R.geo
    geo[0] = gx
    geo[1] = gy
    _targets(g, sight.n, sight.board.q, sight.board.r, sight.board._flags, sight.bits,
             g * sight.rowbytes, R.memo, st << 1, R.offa, geo, rel, R.item, R.nxt, R.head,
             R.cover, R.half)


def _clip(sight, g):
    """The reach variant (reach > 0): g's row keeps only the hexes within reach of g. The
    row is built whole first; the memo holds exact corner visibility, so this is the same
    table as skipping the far hexes."""
    b = sight.board
    bq = b.q
    br = b.r
    gq = bq[g]
    gr = br[g]
    bits = sight.bits
    base = g * sight.rowbytes
    reach = sight.reach
    for h in range(sight.n):
        if hg.axial_distance(gq, gr, bq[h], br[h]) > reach:
            bits[base + (h >> 3)] &= 0xFF ^ (1 << (h & 7))
