"""A sight row's edges, relative to the guard hex and linked into direction sectors, in
Python: for the ports without viper (CPython, CircuitPython). lookout.keep.sightbucket does
the same steps as native code elsewhere; R is a lookout.keep.sighttable.Rows. The steps:
edges relative to g (8 values each: ax, ay, bx, by, owner, k = L1 norm of the nearer end,
first and last sector), sorted nearest first by (k, edge), then prepended farthest first to
their sectors' lists; cover[s]: beyond this L1 norm every point of sector s is behind one
edge spanning the whole sector (strictly)."""
from lookout.compat import const
from lookout.keep import hexgrid as hg

_S = const(32)           # pseudo-angle steps per quadrant: 4*_S direction sectors
_NS = const(128)         # 4 * _S
_LAST = const(1 << 29)   # a sort key after every edge's
_END = const(0xFFFF)     # end of a sector's list
_CX = tuple(c[0] for c in hg.CORNER)
_CY = tuple(c[1] for c in hg.CORNER)
# Corners in the order a row tries them, by the corner farthest from the guard (the likeliest
# hidden one, so a hidden hex usually costs one corner): that corner, then its neighbours.
_ORDER = tuple(tuple((f + d) % 6 for d in (0, 1, 5, 2, 4, 3)) for f in range(6))


def bucket(R, g, gx, gy):
    """Fill R.rel, R.head, R.cover, R.item and R.nxt for guard hex g at lattice point (gx, gy)."""
    edges = R.edges
    rel = R.rel
    S = _S
    NS = _NS
    # Edges relative to g (8 values each: ax, ay, bx, by, owner, k = L1 norm of the nearer
    # end, first and last sector), their sector spans, and the sort key (k, edge) for nearest first.
    ne = len(edges) // 5
    order = R.order
    m = 0
    total = 0
    j = 0
    for i in range(0, 5 * ne, 5):
        own = edges[i + 4]
        if own == g:
            continue
        ax = edges[i] - gx
        ay = edges[i + 1] - gy
        bx = edges[i + 2] - gx
        by = edges[i + 3] - gy
        if ax * by - ay * bx < 0:                 # orient counterclockwise: a then b
            w = ax
            ax = bx
            bx = w
            w = ay
            ay = by
            by = w
        rel[j] = ax
        rel[j + 1] = ay
        rel[j + 2] = bx
        rel[j + 3] = by
        rel[j + 4] = own
        # pseudo-angles (inline _pa) and L1 norms of both ends
        if ay >= 0:
            if ax > 0:
                sa = S * ay // (ax + ay)
                ka = ax + ay
            elif ax == 0:
                sa = S
                ka = ay
            else:
                sa = S + S * (-ax) // (ay - ax)
                ka = ay - ax
        elif ax <= 0:
            sa = 2 * S + S * (-ay) // (-ax - ay)
            ka = -ax - ay
        else:
            sa = 3 * S + S * ax // (ax - ay)
            ka = ax - ay
        if by >= 0:
            if bx > 0:
                sb = S * by // (bx + by)
                kb = bx + by
            elif bx == 0:
                sb = S
                kb = by
            else:
                sb = S + S * (-bx) // (by - bx)
                kb = by - bx
        elif bx <= 0:
            sb = 2 * S + S * (-by) // (-bx - by)
            kb = -bx - by
        else:
            sb = 3 * S + S * bx // (bx - by)
            kb = bx - by
        if kb < ka:
            ka = kb
        rel[j + 5] = ka
        rel[j + 6] = sa
        rel[j + 7] = sb
        w = sb - sa
        if w < 0:
            w += NS
        total += w + 1
        order[m] = (ka << 13) + m
        m += 1
        j += 8
    i = m
    while i < ne:
        order[i] = _LAST                          # g's own special sides: sorted last
        i += 1
    order.sort()
    # Sector lists, nearest first: prepend items farthest first. cover[s]: beyond this L1
    # norm every point of sector s is behind one edge spanning the whole sector (strictly),
    # so it is hidden without looking at the edges; the nearest such edge sets it last.
    R.grow(total)
    item = R.item
    nxt = R.nxt
    head = R.head
    cover = R.cover
    head[:] = R.ends
    cover[:] = R.ends
    t = 0
    o = m
    while o > 0:
        o -= 1
        e = order[o] & 8191
        j = e << 3
        sa = rel[j + 6]
        sb = rel[j + 7]
        k2 = rel[j + 5] + 2
        sec = sa
        while True:
            item[t] = e
            nxt[t] = head[sec]
            head[sec] = t
            t += 1
            if sec == sb:
                break
            if sec != sa:
                cover[sec] = k2
            sec += 1
            if sec == NS:
                sec = 0


def targets(sight, R, g, gx, gy, vis):
    """Set g's row of sight.bits: every hex h whose six corners all show from g's centre;
    each lattice corner decided once (R.memo: vis visible, vis + 1 hidden)."""
    S = _S
    item = R.item
    nxt = R.nxt
    head = R.head
    cover = R.cover
    rel = R.rel
    board = sight.board
    bq = board.q
    br = board.r
    memo = R.memo
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
    for h in range(sight.n):
        if h == g:
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
