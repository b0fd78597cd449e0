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
        own = (int(ep[i + 4]) ^ 0x8000) - 0x8000
        if own == g:
            i += 5
            continue
        ax = (int(ep[i]) ^ 0x8000) - 0x8000
        ay = (int(ep[i + 1]) ^ 0x8000) - 0x8000
        bx = (int(ep[i + 2]) ^ 0x8000) - 0x8000
        by = (int(ep[i + 3]) ^ 0x8000) - 0x8000
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


# Corner k's offset from a hex centre (+2: bytes), and the order a row tries a hex's corners
# from its farthest corner f (ORDER[6f..6f+5]), as lookout.keep.sighttable's _CX, _CY, _ORDER.
_CX2 = b"\x03\x04\x03\x01\x00\x01"
_CY2 = b"\x01\x02\x03\x03\x02\x01"
_ORDER = bytes((f + d) % 6 for f in range(6) for d in (0, 1, 5, 2, 4, 3))


@micropython.viper
def targets(g: int, n: int, bq, br, flags, bits, base: int, memo, vis: int,
            off, geo, rel, item, nxt, head, cover, half):
    """Every hex h whose six corners all show from g's centre gets its bit in bits[base:];
    geo = gx, gy, qmin, rmin, H (array "h"), off = R.off (array "h"), half: 3 shorts an edge."""
    qp = ptr8(bq)
    rp8 = ptr8(br)
    fp = ptr8(flags)
    bp = ptr8(bits)
    mp = ptr8(memo)
    op = ptr16(off)
    gp = ptr16(geo)
    rp = ptr16(rel)
    ip = ptr16(item)
    np = ptr16(nxt)
    hp = ptr16(head)
    cp = ptr16(cover)
    up = ptr16(half)
    cx = ptr8(_CX2)
    cy = ptr8(_CY2)
    orp = ptr8(_ORDER)
    gx = (int(gp[0]) ^ 0x8000) - 0x8000
    gy = (int(gp[1]) ^ 0x8000) - 0x8000
    qmin = (int(gp[2]) ^ 0x8000) - 0x8000
    rmin = (int(gp[3]) ^ 0x8000) - 0x8000
    H = int(gp[4])
    hid = vis + 1
    h = -1
    while h < n - 1:
        h += 1
        if h == g:
            continue
        hq = (int(qp[h]) ^ 0x80) - 0x80
        hr = (int(rp8[h]) ^ 0x80) - 0x80
        hx = 3 * hq - gx
        hy = 2 * hr + hq - gy
        if int(fp[h]) & 1:
            excl = h                 # a special hex: its own sides do not hide its corners
            vb = -1
        else:
            excl = -1
            vb = ((hq - qmin) * H + hr - rmin) << 1
        b3 = 3 * hy
        if b3 >= 0:
            if hx >= 0:
                f = 1 if hx > b3 else 2
            else:
                f = 3 if b3 >= 0 - hx else 4
        elif hx >= 0:
            f = 1 if hx > 0 - b3 else 0
        else:
            f = 4 if hx < b3 else 5
        ok = 1
        ki = 6 * f
        kend = ki + 6
        while ki < kend:
            k = int(orp[ki])
            ki += 1
            vid = 0
            if vb >= 0:
                o = (int(op[k]) ^ 0x8000) - 0x8000
                vid = vb + o
                v = int(mp[vid])
                if v >= vis:
                    if v == vis:
                        continue
                    ok = 0
                    break
            px = hx + int(cx[k]) - 2
            py = hy + int(cy[k]) - 2
            if py >= 0:
                if px > 0:
                    sec = 32 * py // (px + py)
                    far = px + py
                elif px == 0:
                    sec = 32
                    far = py
                else:
                    sec = 32 + 32 * (0 - px) // (py - px)
                    far = py - px
            elif px <= 0:
                sec = 64 + 32 * (0 - py) // (0 - px - py)
                far = 0 - px - py
            else:
                sec = 96 + 32 * px // (px - py)
                far = px - py
            if vb >= 0 and far > int(cp[sec]):
                mp[vid] = hid
                ok = 0
                break
            far += 2
            nh = 0
            hit = 0
            t = int(hp[sec])
            while t != 0xFFFF:
                j = int(ip[t]) << 3
                t = int(np[t])
                if int(rp[j + 5]) > far:
                    break
                if excl >= 0 and int(rp[j + 4]) == excl:
                    continue
                ax = (int(rp[j]) ^ 0x8000) - 0x8000
                ay = (int(rp[j + 1]) ^ 0x8000) - 0x8000
                bx = (int(rp[j + 2]) ^ 0x8000) - 0x8000
                by = (int(rp[j + 3]) ^ 0x8000) - 0x8000
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
                        sd = 1 if cb > 0 else 2
                    else:
                        vx = bx
                        vy = by
                        sd = 1 if ca > 0 else 2
                    w = vx * px + vy * py
                    if w <= 0 or w >= px * px + py * py:
                        continue                      # the end touches the line outside (0, P)
                    u = 0
                    while u < nh:
                        ux = (int(up[u]) ^ 0x8000) - 0x8000
                        uy = (int(up[u + 1]) ^ 0x8000) - 0x8000
                        if ux == vx and uy == vy and int(up[u + 2]) != sd:
                            hit = 1                   # edges leave this corner on both sides
                            break
                        u += 3
                    if hit:
                        break
                    up[nh] = vx
                    up[nh + 1] = vy
                    up[nh + 2] = sd
                    nh += 3
                    continue
                ex = bx - ax
                ey = by - ay
                c1 = ex * (py - ay) - ey * (px - ax)
                c2 = ey * ax - ex * ay
                if (c1 > 0 and c2 < 0) or (c1 < 0 and c2 > 0):
                    hit = 1
                    break
            if vb >= 0:
                mp[vid] = hid if hit else vis
            if hit:
                ok = 0
                break
        if ok:
            bp[base + (h >> 3)] |= 1 << (h & 7)
