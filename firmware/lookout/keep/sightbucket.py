# ruff: noqa: F821 - ptr16 and ptr32 are built into the viper emitter
"""A sight row's edge bucketing as native code (MicroPython's viper emitter): the same steps
as lookout.keep.sighttable._py_bucket, which was half of a row's time on the Pico. Imported
only where the port compiles viper (the Pico's .mpy, the unix port); elsewhere sighttable
keeps its Python bucketing (CPython, CircuitPython: the import fails).

bucket(...) fills rel (8 values an edge relative to g: ax, ay, bx, by, owner, k, sectors a,
b), keys ((k << 13) + edge, nearest first), and out[0] = edges kept, out[1] = sector items
needed; lists(...) then links every kept edge into its sectors' lists, farthest first, and
sets cover (the arrays are lookout.keep.sighttable.Rows'). Arrays of "h" are read through
ptr16 (unsigned) and sign-extended here."""
import micropython


@micropython.viper
def bucket(edges, ne: int, g: int, gx: int, gy: int, rel, keys, out):
    ep = ptr16(edges)
    rp = ptr16(rel)
    kp = ptr32(keys)
    op = ptr32(out)
    m = 0
    total = 0
    j = 0
    i = 0
    while i < 5 * ne:
        own = int(ep[i + 4])
        if own & 0x8000:
            own -= 0x10000
        if own == g:
            i += 5
            continue
        ax = int(ep[i])
        if ax & 0x8000:
            ax -= 0x10000
        ay = int(ep[i + 1])
        if ay & 0x8000:
            ay -= 0x10000
        bx = int(ep[i + 2])
        if bx & 0x8000:
            bx -= 0x10000
        by = int(ep[i + 3])
        if by & 0x8000:
            by -= 0x10000
        i += 5
        ax -= gx
        ay -= gy
        bx -= gx
        by -= gy
        if ax * by - ay * bx < 0:                 # orient counterclockwise: a then b
            w = ax
            ax = bx
            bx = w
            w = ay
            ay = by
            by = w
        rp[j] = ax
        rp[j + 1] = ay
        rp[j + 2] = bx
        rp[j + 3] = by
        rp[j + 4] = own
        if ay >= 0:
            if ax > 0:
                sa = 32 * ay // (ax + ay)
                ka = ax + ay
            elif ax == 0:
                sa = 32
                ka = ay
            else:
                sa = 32 + 32 * (0 - ax) // (ay - ax)
                ka = ay - ax
        elif ax <= 0:
            sa = 64 + 32 * (0 - ay) // (0 - ax - ay)
            ka = 0 - ax - ay
        else:
            sa = 96 + 32 * ax // (ax - ay)
            ka = ax - ay
        if by >= 0:
            if bx > 0:
                sb = 32 * by // (bx + by)
                kb = bx + by
            elif bx == 0:
                sb = 32
                kb = by
            else:
                sb = 32 + 32 * (0 - bx) // (by - bx)
                kb = by - bx
        elif bx <= 0:
            sb = 64 + 32 * (0 - by) // (0 - bx - by)
            kb = 0 - bx - by
        else:
            sb = 96 + 32 * bx // (bx - by)
            kb = bx - by
        if kb < ka:
            ka = kb
        rp[j + 5] = ka
        rp[j + 6] = sa
        rp[j + 7] = sb
        w = sb - sa
        if w < 0:
            w += 128
        total += w + 1
        # insertion sort, nearest first (keys are distinct: the edge is in the low bits)
        key = (ka << 13) + m
        p = m
        while p > 0 and int(kp[p - 1]) > key:
            kp[p] = kp[p - 1]
            p -= 1
        kp[p] = key
        m += 1
        j += 8
    op[0] = m
    op[1] = total


@micropython.viper
def lists(m: int, rel, keys, item, nxt, head, cover):
    rp = ptr16(rel)
    kp = ptr32(keys)
    ip = ptr16(item)
    np = ptr16(nxt)
    hp = ptr16(head)
    cp = ptr16(cover)
    t = 0
    o = m
    while o > 0:
        o -= 1
        e = int(kp[o]) & 8191
        j = e << 3
        sa = int(rp[j + 6])
        sb = int(rp[j + 7])
        k2 = int(rp[j + 5]) + 2
        sec = sa
        while True:
            ip[t] = e
            np[t] = hp[sec]
            hp[sec] = t
            t += 1
            if sec == sb:
                break
            if sec != sa:
                cp[sec] = k2
            sec += 1
            if sec == 128:
                sec = 0
