"""A sight row's edges, relative to the guard hex and linked into direction sectors, in
Python: for the ports without viper (CPython, CircuitPython). lookout.keep.sightbucket does
the same steps as native code elsewhere; R is a lookout.keep.sighttable.Rows. The steps:
edges relative to g (8 values each: ax, ay, bx, by, owner, k = L1 norm of the nearer end,
first and last sector), sorted nearest first by (k, edge), then prepended farthest first to
their sectors' lists; cover[s]: beyond this L1 norm every point of sector s is behind one
edge spanning the whole sector (strictly)."""
from lookout.compat import const

_S = const(32)           # as lookout.keep.sighttable
_NS = const(128)
_LAST = const(1 << 29)   # a sort key after every edge's


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
