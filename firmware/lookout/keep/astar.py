# ruff: noqa: F821 - ptr8 and ptr16 are built into the viper emitter
"""Routes.path's search as native code (MicroPython's viper emitter): the same A* step for
step as lookout.keep.routes.Routes._search, ~10x faster on a Pico. Imported only where the
port compiles viper (the Pico's .mpy, the unix port); elsewhere routes.py keeps its Python
search (CPython, CircuitPython: the import fails). Arguments as Routes._search."""
import micropython


@micropython.viper
def search(a: int, b: int, n: int, f0: int, wk, qs, rs, g, came, hh, q, gl, ng: int) -> int:
    wkp = ptr16(wk)         # unsigned here: -1 reads as 65535 (>= n)
    qsp = ptr8(qs)          # signed bytes read unsigned: sign-extended below
    rsp = ptr8(rs)
    gp = ptr8(g)
    cp = ptr8(came)
    hp = ptr8(hh)
    qp = ptr16(q)
    glp = ptr16(gl)
    qb = int(qsp[b])
    if qb > 127:
        qb -= 256
    rb = int(rsp[b])
    if rb > 127:
        rb -= 256
    qp[0] = a
    t0 = 1
    t1 = 0
    t2 = 0
    c0 = 0
    c1 = n
    c2 = n + n
    i = 0
    goal = -1
    while goal < 0 and (t0 > 0 or t1 > 0 or t2 > 0):
        fi = f0 + i
        j = 0
        while j < t0:
            h = int(qp[c0 + j])
            j += 1
            gh = int(gp[h])
            if gh + int(hp[h]) != fi:
                continue
            if h == b:
                goal = h
                break
            if ng > 0:
                x = 0
                while x < ng and int(glp[x]) != h:
                    x += 1
                if x < ng:
                    goal = h
                    break
            if gh >= 254:
                continue
            go = gh + 1
            base = h * 6
            d = 0
            while d < 6:
                o = int(wkp[base + d])
                if o >= n or go >= int(gp[o]):
                    d += 1
                    continue
                gp[o] = go
                cp[o] = d
                dq = int(qsp[o])
                if dq > 127:
                    dq -= 256
                dq -= qb
                dr = int(rsp[o])
                if dr > 127:
                    dr -= 256
                dr -= rb
                ds = dq + dr
                if dq < 0:
                    dq = 0 - dq
                if dr < 0:
                    dr = 0 - dr
                if ds < 0:
                    ds = 0 - ds
                x = dq
                if dr > x:
                    x = dr
                if ds > x:
                    x = ds
                hp[o] = x
                kk = go + x - fi
                if kk == 0:
                    qp[c0 + t0] = o
                    t0 += 1
                elif kk == 1:
                    qp[c1 + t1] = o
                    t1 += 1
                else:
                    qp[c2 + t2] = o
                    t2 += 1
                d += 1
        c = c0
        c0 = c1
        c1 = c2
        c2 = c
        t0 = t1
        t1 = t2
        t2 = 0
        i += 1
    return goal


@micropython.viper
def spread(n: int, wk, dist, q, t: int):
    """Routes.field's BFS: dist holds 0 at the sources and 255 elsewhere, q[:t] the sources;
    fills dist with walkable steps to the nearest source (at most 254)."""
    wkp = ptr16(wk)
    dp = ptr8(dist)
    qp = ptr16(q)
    i = 0
    while i < t:
        h = int(qp[i])
        i += 1
        k = int(dp[h]) + 1
        if k > 254:
            k = 254
        base = h * 6
        d = 0
        while d < 6:
            o = int(wkp[base + d])
            if o < n and int(dp[o]) == 255:
                dp[o] = k
                qp[t] = o
                t += 1
            d += 1
