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
Rows object made once per board (Sight._edges; dropping it frees them). The inner loops are
tuned table code (locals cached, the segment test inlined): change them with the benchmark
(tools/bench/bench_keep_sight.py) and the reference comparison
(host_tests/core/test_keep_sight_same.py) at hand.
"""
from array import array

from lookout.compat import const
from lookout.keep import hexgrid as hg

try:                        # the bucketing as native code where the port compiles viper
    from lookout.keep.sightbucket import bucket as _bucket, lists as _lists
except (ImportError, SyntaxError, ValueError):     # CPython, CircuitPython
    _bucket = _lists = None
    from lookout.keep.sightsort import bucket as _py_bucket

_S = const(32)           # pseudo-angle steps per quadrant: 4*_S direction sectors
_NS = const(128)         # 4 * _S
_END = const(0xFFFF)     # end of a sector's list

# Every lattice corner is the NE corner (type 0) or the E corner (type 1) of exactly one axial
# cell: corner k of the hex at (q, r) is type _CORNER_T[k] of cell (q + _CORNER_Q[k],
# r + _CORNER_R[k]).
_CORNER_Q = (0, 0, 0, -1, -1, -1)
_CORNER_R = (0, 0, 1, 1, 1, 0)
_CORNER_T = (0, 1, 0, 1, 0, 1)
_CX = tuple(c[0] for c in hg.CORNER)
_CY = tuple(c[1] for c in hg.CORNER)
# Corners in the order a row tries them, by the corner farthest from the guard (the likeliest
# hidden one, so a hidden hex usually costs one corner): that corner, then its neighbours.
_ORDER = tuple(tuple((f + d) % 6 for d in (0, 1, 5, 2, 4, 3)) for f in range(6))


def _pa(x, y):
    """Integer pseudo-angle 0.._NS-1 of direction (x, y) != (0, 0); monotone in true angle."""
    if y >= 0:
        if x > 0 or (x == 0 and y > 0):
            return _S * y // (x + y) if x + y else 0
        return _S + _S * (-x) // (y - x)
    if x <= 0:
        return 2 * _S + _S * (-y) // (-x - y)
    return 3 * _S + _S * x // (x - y)


def blocking_edges(board):
    """Blocking segments in lattice coordinates, flat: ax, ay, bx, by, owner, ... ; owner is
    the special hex the side belongs to, or -1 for a wall. Each wall once, each special side
    once per special hex."""
    out = array("h")
    seen = set()
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
            if wb >> d & 1:
                k = (min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
                if k not in seen:
                    seen.add(k)
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
    rel = R.rel
    board = sight.board
    bq = board.q
    br = board.r
    gq = bq[g]
    gr = br[g]
    gx = 3 * gq
    gy = 2 * gr + gq
    S = _S
    if _bucket is None:
        _py_bucket(R, g, gx, gy)
    else:
        edges = R.edges
        out = R.out
        _bucket(edges, len(edges) // 5, g, gx, gy, rel, R.keys, out)
        R.grow(out[1])
        R.head[:] = R.ends
        R.cover[:] = R.ends
        _lists(out[0], rel, R.keys, R.item, R.nxt, R.head, R.cover)
    item = R.item
    nxt = R.nxt
    head = R.head
    cover = R.cover
    # The targets: every corner of h, each lattice corner decided once (memo).
    memo = R.memo
    st = R.next_stamp()
    vis = st << 1
    hid = vis + 1
    OFF = R.off
    CX = _CX
    CY = _CY
    ORDER = _ORDER
    qmin = R.qmin
    rmin = R.rmin
    H = R.H
    flags = board._flags
    bits = sight.bits
    base = g * sight.rowbytes
    reach = sight.reach
    for h in range(sight.n):
        if h == g:
            continue
        if reach and hg.axial_distance(gq, gr, bq[h], br[h]) > reach:
            continue
        hq = bq[h]
        hr = br[h]
        hx = 3 * hq - gx
        hy = 2 * hr + hq - gy
        if flags[h] & 1:
            excl = h                 # a special hex: its own sides do not hide its corners
            vb = -1
        else:
            excl = -1
            vb = ((hq - qmin) * H + hr - rmin) << 1
        # the corner farthest from g: the largest cx*hx + 3*cy*hy (true distance)
        b3 = 3 * hy
        if b3 >= 0:
            if hx >= 0:
                f = 1 if hx > b3 else 2
            else:
                f = 3 if b3 >= -hx else 4
        elif hx >= 0:
            f = 1 if hx > -b3 else 0
        else:
            f = 4 if hx < b3 else 5
        ok = True
        for k in ORDER[f]:
            if vb >= 0:
                vid = vb + OFF[k]
                v = memo[vid]
                if v >= vis:
                    if v == vis:
                        continue
                    ok = False
                    break
            px = hx + CX[k]
            py = hy + CY[k]
            # pseudo-angle sector (inline _pa) and L1 norm
            if py >= 0:
                if px > 0:
                    sec = S * py // (px + py)
                    far = px + py
                elif px == 0:
                    sec = S
                    far = py
                else:
                    sec = S + S * (-px) // (py - px)
                    far = py - px
            elif px <= 0:
                sec = 2 * S + S * (-py) // (-px - py)
                far = -px - py
            else:
                sec = 3 * S + S * px // (px - py)
                far = px - py
            if vb >= 0 and far > cover[sec]:
                memo[vid] = hid
                ok = False
                break
            # Is the segment from g's centre to P = (px, py) blocked? An edge meeting it has
            # a point X = tP, so its nearer end has L1 norm <= |P| + 2: the sector's list
            # (nearest first) is read until the first edge beyond that.
            far += 2
            half = None
            hit = False
            t = head[sec]
            while t != _END:
                j = item[t] << 3
                t = nxt[t]
                if rel[j + 5] > far:
                    break
                if excl >= 0 and rel[j + 4] == excl:
                    continue
                ax = rel[j]
                ay = rel[j + 1]
                bx = rel[j + 2]
                by = rel[j + 3]
                ca = px * ay - py * ax
                cb = px * by - py * bx
                if (ca > 0 and cb > 0) or (ca < 0 and cb < 0):
                    continue
                if ca == 0 or cb == 0:
                    if ca == cb:
                        continue                      # along the line: not blocked
                    if ca == 0:
                        vx = ax
                        vy = ay
                        sd = 1 if cb > 0 else -1
                    else:
                        vx = bx
                        vy = by
                        sd = 1 if ca > 0 else -1
                    w = vx * px + vy * py
                    if w <= 0 or w >= px * px + py * py:
                        continue                      # the end touches the line outside (0, P)
                    if half is None:
                        half = []
                    for u in half:
                        if u[0] == vx and u[1] == vy and u[2] != sd:
                            hit = True                # edges leave this corner on both sides
                            break
                    if hit:
                        break
                    half.append((vx, vy, sd))
                    continue
                ex = bx - ax
                ey = by - ay
                cp = ex * (py - ay) - ey * (px - ax)
                cg = ey * ax - ex * ay
                if (cp > 0 and cg < 0) or (cp < 0 and cg > 0):
                    hit = True
                    break
            if vb >= 0:
                memo[vid] = hid if hit else vis
            if hit:
                ok = False
                break
        if ok:
            bits[base + (h >> 3)] |= 1 << (h & 7)
