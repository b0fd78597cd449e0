"""Guards' line of sight (rule text, "Line of Sight"), exact and table-driven.

Statuses are small ints shared with the guard engine:
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
The guard's own hex is never in the list (a thief there is found by investigating).

Corner cases (decisions, exact in integer geometry, see hexgrid's lattice):
  * A line that properly crosses a wall is blocked.
  * A line running exactly along a wall, or along the side of a special hex, is not blocked.
  * A line through the END of a wall is blocked only if walls (or special-hex sides) leave
    that corner on BOTH sides of the line (it would squeeze through a junction); a line
    grazing one wall end, or a special hex's corner from outside, passes.
  * Lines end at the target corner, so walls meeting there do not matter.
  * A special hex is "seen into": its own sides do not block lines to its corners.
  * A guard standing in a special hex sees out of it (its own hex's sides are not special
    boundaries for it); walls on its own hex sides still block.

Speed: Sight(board) precomputes, once per board, a bitmap (n*n bits) of "every corner of h is
visible from the centre of g" with integer cross products; per guard hex the blocking edges
are indexed by direction sector, nearest first, and a sector wholly behind one edge rejects
its corners with one comparison. Queries are table lookups plus a small-int half-plane test
(arc) or a neighbour walk (rows). Measured (tools/bench/bench_keep_sight.py, 305 hexes, unix
port): whole table ~310 ms (Pico ~1 min: give a progress bar), one row ~1 ms (Pico ~0.2 s),
sees() ~5 us. On the device use lookout.keep.sightcache.get(fs, board, progress): the table
is computed once per board layout ever and saved to flash (loading it: ~2 ms unix, ~0.4 s
Pico); else Sight(board, lazy=True) and warm() in idle time.
"""
from array import array

from lookout.keep import hexgrid as hg

BORED, INTERESTED, ALERT, PURSUING, RETURNING, DISTRACTED = 0, 1, 2, 3, 4, 5
STATUS_NAMES = ("Bored", "Interested", "Alert", "Pursuing", "Returning", "Distracted")
BORED_RANGE = 2          # hexes a Bored guard sees straight ahead (rule text)

_S = 64                  # pseudo-angle steps per quadrant: 4*_S direction sectors
_NS = 4 * _S

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


# Every lattice corner is the NE corner (type 0) or the E corner (type 1) of exactly one axial
# cell: corner k of the hex at (q, r) is type _CORNER_T[k] of cell (q + _CORNER_Q[k],
# r + _CORNER_R[k]).
_CORNER_Q = (0, 0, 0, -1, -1, -1)
_CORNER_R = (0, 0, 1, 1, 1, 0)
_CORNER_T = (0, 1, 0, 1, 0, 1)


class SightError(ValueError):
    pass


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


def _blocked(px, py, rel, items, lo, hi, excl):
    """Is the segment from the origin to lattice point P=(px,py) blocked?

    rel holds the edges relative to the origin, 6 values each: ax, ay, bx, by, owner, k
    (k = L1 norm of the nearer end); items[lo:hi] are the edge numbers of P's direction
    sector, nearest first. Edges owned by the special hex excl (>= 0) are ignored. An edge
    meeting the segment has a point X = tP, so k <= |X| + |B - A| <= |P| + 2: the scan stops
    at the first edge with a larger k."""
    pp = px * px + py * py
    far = (px if px > 0 else -px) + (py if py > 0 else -py) + 2
    half = None
    for j in range(lo, hi):
        i = items[j] * 6
        if rel[i + 5] > far:
            break                             # this and all later edges lie beyond P
        if excl >= 0 and rel[i + 4] == excl:
            continue
        ax = rel[i]
        ay = rel[i + 1]
        bx = rel[i + 2]
        by = rel[i + 3]
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
            t = vx * px + vy * py
            if t <= 0 or t >= pp:
                continue                      # the end touches the line outside (0, P)
            if half is None:
                half = []
            for v in half:
                if v[0] == vx and v[1] == vy and v[2] != sd:
                    return True               # edges leave this corner on both sides
            half.append((vx, vy, sd))
            continue
        ex = bx - ax
        ey = by - ay
        cp = ex * (py - ay) - ey * (px - ax)
        cg = ey * ax - ex * ay
        if (cp > 0 and cg < 0) or (cp < 0 and cg > 0):
            return True
    return False


class Sight:
    """Sight(board, progress=None, reach=0, lazy=False)

    Builds the visibility table for every guard hex now, calling progress(done, total) after
    each hex (for a progress bar). lazy=True builds nothing up front: a guard hex's row is
    made the first time it is needed (about 1/n of the full time), and warm(k) builds up to
    k more rows (call it while the UI is idle). reach > 0 limits arc sight to that many hexes
    (0 = no limit, as the rule says)."""

    def __init__(self, board, progress=None, reach=0, lazy=False):
        self.board = board
        n = board.n
        self.n = n
        self.reach = reach
        self.rowbytes = (n + 7) >> 3
        self.bits = bytearray(n * self.rowbytes)
        self.done = bytearray(self.rowbytes)
        self._edges = blocking_edges(board)
        self._next = 0
        self._reach = None
        qs = board.q
        rs = board.r
        self._qmin = min(qs) - 1
        self._rmin = min(rs)
        self._qmax = max(qs)
        self._rmax = max(rs)
        self._rspan = max(rs) + 2 - self._rmin
        self._vcells = (max(qs) + 1 - self._qmin) * self._rspan
        if not lazy:
            self.warm(n, progress)
            self._edges = None          # every row is built: free the edge list

    @staticmethod
    def from_bits(board, bits, reach=0):
        """A complete Sight from a saved bitmap (Sight.bits of the same board and reach, see
        lookout.keep.sightcache); builds nothing."""
        s = Sight(board, reach=reach, lazy=True)
        if len(bits) != len(s.bits):
            raise SightError("saved sight table has %d bytes, this board needs %d"
                             % (len(bits), len(s.bits)))
        s.bits[:] = bits
        for i in range(s.rowbytes):
            s.done[i] = 255
        s._next = s.n
        s._edges = None
        return s

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
        return n - self._next if self._next < n else 0

    def _need(self, g):
        if not self.done[g >> 3] >> (g & 7) & 1:
            self._row(g)

    def _row(self, g):
        self.done[g >> 3] |= 1 << (g & 7)
        edges = self._edges
        board = self.board
        bq = board.q
        br = board.r
        gx = 3 * bq[g]
        gy = 2 * br[g] + bq[g]
        # Edges relative to g (6 values each), then nearest first into direction sectors,
        # stored compactly: items[start[s]:start[s+1]] are sector s's edges.
        ne = len(edges) // 5
        rel = array("h", bytes(12 * ne))
        m = 0
        for i in range(0, 5 * ne, 5):
            own = edges[i + 4]
            if own == g:
                continue
            j = 6 * m
            ax = edges[i] - gx
            ay = edges[i + 1] - gy
            bx = edges[i + 2] - gx
            by = edges[i + 3] - gy
            rel[j] = ax
            rel[j + 1] = ay
            rel[j + 2] = bx
            rel[j + 3] = by
            rel[j + 4] = own
            ka = (ax if ax > 0 else -ax) + (ay if ay > 0 else -ay)
            kb = (bx if bx > 0 else -bx) + (by if by > 0 else -by)
            rel[j + 5] = ka if ka < kb else kb
            m += 1
        order = [(rel[6 * e + 5] << 13) + e for e in range(m)]     # nearest first
        order.sort()
        for e in range(m):
            order[e] &= 8191
        span = array("h", bytes(4 * m))
        count = array("H", bytes(2 * (_NS + 1)))
        # cover[s]: beyond this L1 norm every point of sector s is behind one edge that spans
        # the whole sector (strictly), so it is blocked without looking at the edges.
        cover = array("H", b"\xff\xff" * _NS)
        for e in order:
            j = 6 * e
            ax = rel[j]
            ay = rel[j + 1]
            bx = rel[j + 2]
            by = rel[j + 3]
            sa = _pa(ax, ay)
            sb = _pa(bx, by)
            if ax * by - ay * bx < 0:
                sa, sb = sb, sa
            span[2 * e] = sa
            span[2 * e + 1] = sb
            k2 = rel[j + 5] + 2
            sec = sa
            while True:
                count[sec + 1] += 1
                if sec == sb:
                    break
                if sec != sa and cover[sec] > k2:
                    cover[sec] = k2
                sec += 1
                if sec == _NS:
                    sec = 0
        for sec in range(_NS):
            count[sec + 1] += count[sec]
        start = count
        fill = array("H", start)
        items = array("H", bytes(2 * start[_NS]))
        for e in order:
            sec = span[2 * e]
            sb = span[2 * e + 1]
            while True:
                items[fill[sec]] = e
                fill[sec] += 1
                if sec == sb:
                    break
                sec += 1
                if sec == _NS:
                    sec = 0
        del order, span, fill
        # vertex memo: 0 unknown, 1 visible, 2 blocked; vertex = (axial cell, type 0/1)
        memo = bytearray(self._vcells * 2)
        qmin = self._qmin
        rmin = self._rmin
        H = self._rspan
        CQ = _CORNER_Q
        CR = _CORNER_R
        CT = _CORNER_T
        C = hg.CORNER
        bits = self.bits
        base = g * self.rowbytes
        flags = board._flags
        reach = self.reach
        gq = bq[g]
        gr = br[g]
        S = _S
        for h in range(self.n):
            if h == g:
                continue
            hq = bq[h]
            hr = br[h]
            if reach and hg.axial_distance(gq, gr, hq, hr) > reach:
                continue
            hx = 3 * hq - gx
            hy = 2 * hr + hq - gy
            sp = flags[h] & 1
            ok = True
            k = -1
            while k < 5:
                k += 1
                c = C[k]
                px = hx + c[0]
                py = hy + c[1]
                # pseudo-angle sector (inline _pa) and L1 norm
                if py >= 0:
                    if px > 0:
                        sec = S * py // (px + py)
                        l1 = px + py
                    elif px == 0:
                        sec = S
                        l1 = py
                    else:
                        sec = S + S * (-px) // (py - px)
                        l1 = py - px
                elif px <= 0:
                    sec = 2 * S + S * (-py) // (-px - py)
                    l1 = -px - py
                else:
                    sec = 3 * S + S * px // (px - py)
                    l1 = px - py
                if sp:
                    if _blocked(px, py, rel, items, start[sec], start[sec + 1], h):
                        ok = False
                        break
                    continue
                if l1 > cover[sec]:
                    ok = False
                    break
                vid = (((hq + CQ[k] - qmin) * H + hr + CR[k] - rmin) << 1) + CT[k]
                v = memo[vid]
                if v == 0:
                    v = 2 if _blocked(px, py, rel, items, start[sec], start[sec + 1], -1) else 1
                    memo[vid] = v
                if v == 2:
                    ok = False
                    break
            if ok:
                bits[base + (h >> 3)] |= 1 << (h & 7)

    # -- queries --------------------------------------------------------------------------
    def full(self, g, h):
        """All six corners of h visible from the centre of g (any direction)."""
        self._need(g)
        return bool(self.bits[g * self.rowbytes + (h >> 3)] >> (h & 7) & 1)

    def in_arc(self, g, facing, h):
        """h lies wholly in the 180-degree arc in front of a guard at g facing `facing`."""
        q = self.board.q
        r = self.board.r
        return (ARC_QA[facing] * (q[h] - q[g]) + ARC_RA[facing] * (r[h] - r[g])
                >= ARC_T[facing])

    def row(self, g, facing, limit=-1):
        """Hexes straight ahead of g across side `facing`, nearest first, until a wall, a
        special hex (included) or `limit` hexes. Open ground between tiles is crossed."""
        b = self.board
        out = []
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
            out.append(o)
            if b.special(o):
                break
            h = o
        return out

    def row_reach(self, g, facing):
        """Hex distance to the last hex of row(g, facing) (0: sees nothing straight ahead):
        a board hex k steps straight ahead is in the row exactly when k <= this. Cached per
        (hex, facing) in a bytearray, so the guards' spotting checks are one lookup."""
        rr = self._reach
        if rr is None:
            rr = self._reach = bytearray(b"\xff" * (6 * self.n))
        i = g * 6 + facing
        v = rr[i]
        if v == 255:
            out = self.row(g, facing)
            v = self.board.distance(g, out[-1]) if out else 0
            rr[i] = v if v < 255 else 254
        return v

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
        self._need(g)
        q = self.board.q
        r = self.board.r
        return (ARC_QA[facing] * (q[h] - q[g]) + ARC_RA[facing] * (r[h] - r[g])
                >= ARC_T[facing]) and bool(self.bits[g * self.rowbytes + (h >> 3)] >> (h & 7) & 1)

    def seen(self, g, facing, status):
        """Sorted list of hex ids the guard can see."""
        self._check(g, facing, status)
        if status == DISTRACTED:
            return []
        if status == BORED or status == INTERESTED:
            return sorted(self.row(g, facing, BORED_RANGE if status == BORED else -1))
        self._need(g)
        out = []
        bits = self.bits
        base = g * self.rowbytes
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
