"""Reference for the sight table: lookout.keep.sighttable's algorithm as it was before the
speed-up of issue 9 (commit 2f758b6), kept here (not in the firmware) so tests can prove the
fast table bit-identical: rows(board, reach) gives the rows g = 0..n-1 one by one."""
from array import array

from lookout.keep import hexgrid as hg

_S = 64                  # pseudo-angle steps per quadrant: 4*_S direction sectors
_NS = 4 * _S


# Every lattice corner is the NE corner (type 0) or the E corner (type 1) of exactly one axial
# cell: corner k of the hex at (q, r) is type _CORNER_T[k] of cell (q + _CORNER_Q[k],
# r + _CORNER_R[k]).
_CORNER_Q = (0, 0, 0, -1, -1, -1)
_CORNER_R = (0, 0, 1, 1, 1, 0)
_CORNER_T = (0, 1, 0, 1, 0, 1)


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


def build_row(sight, g):
    """Build guard hex g's row of sight.bits (a lookout.keep.sight.Sight) and mark it done."""
    sight.done[g >> 3] |= 1 << (g & 7)
    edges = sight._edges
    board = sight.board
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
    memo = bytearray(sight._vcells * 2)
    qmin = sight._qmin
    rmin = sight._rmin
    H = sight._rspan
    CQ = _CORNER_Q
    CR = _CORNER_R
    CT = _CORNER_T
    C = hg.CORNER
    bits = sight.bits
    base = g * sight.rowbytes
    flags = board._flags
    reach = sight.reach
    gq = bq[g]
    gr = br[g]
    S = _S
    for h in range(sight.n):
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


class _Row:
    """The fields build_row read from lookout.keep.sight.Sight at that commit; rowbytes = 0
    makes every row land in one row-sized buffer (bits), so a test holds one table, not two."""

    def __init__(self, board, reach):
        n = board.n
        self.board = board
        self.n = n
        self.reach = reach
        self.rowbytes = 0
        self.bits = bytearray((n + 7) >> 3)
        self.done = bytearray((n + 7) >> 3)
        self._edges = blocking_edges(board)
        qs = board.q
        rs = board.r
        self._qmin = min(qs) - 1
        self._rmin = min(rs)
        self._rspan = max(rs) + 2 - self._rmin
        self._vcells = (max(qs) + 1 - self._qmin) * self._rspan


def rows(board, reach=0):
    """Each guard hex's reference row in turn, g = 0..n-1 (one bytearray, refilled)."""
    s = _Row(board, reach)
    for g in range(board.n):
        for i in range(len(s.bits)):
            s.bits[i] = 0
        build_row(s, g)
        yield s.bits
