"""Routes' searches in Python (lookout.keep.routes), for the ports that compile no viper
(CPython, CircuitPython, the simulator's .mpy build): the same results as lookout.keep.astar's
native code. A module of its own so that a Pico, which runs the native ones, never holds
their bytecode in its heap (the official firmware's code is heap)."""


def search(a, b, n, f0, wk, qs, rs, g, came, hh, q, gl, ng):
    """Routes.path's search in Python: g[a] = 0 and the rest 255, hh[a] = f0 (the hex
    distance a -> b); gl[:ng] the goal hexes beside b (near). Fills g, came, hh; returns the
    goal reached, -1. Three buckets in a ring: bucket i lives at q[(i % 3) * n], t0..t2 long."""
    qb_ = qs[b]
    rb = rs[b]
    q[0] = a
    t0 = 1              # bucket i (current)
    t1 = 0              # bucket i + 1
    t2 = 0              # bucket i + 2
    c0 = 0              # offset of bucket i in q
    c1 = n
    c2 = n + n
    i = 0
    goal = -1
    while goal < 0 and (t0 or t1 or t2):
        fi = f0 + i
        j = 0
        while j < t0:
            h = q[c0 + j]
            j += 1
            gh = g[h]
            if gh + hh[h] != fi:
                continue  # stale entry
            if h == b:
                goal = h
                break
            if ng:
                x = 0
                while x < ng and gl[x] != h:
                    x += 1
                if x < ng:
                    goal = h
                    break
            if gh >= 254:
                continue
            go = gh + 1
            base = h * 6
            for d in range(6):
                o = wk[base + d]
                if o < 0 or go >= g[o]:
                    continue
                g[o] = go
                came[o] = d           # entered o across side d of its parent
                dq = qs[o] - qb_
                dr = rs[o] - rb
                ds = dq + dr
                dq = dq if dq >= 0 else -dq
                dr = dr if dr >= 0 else -dr
                ds = ds if ds >= 0 else -ds
                x = dq if dq >= dr and dq >= ds else (dr if dr >= ds else ds)
                hh[o] = x
                kk = go + x - fi
                if kk == 0:
                    q[c0 + t0] = o
                    t0 += 1
                elif kk == 1:
                    q[c1 + t1] = o
                    t1 += 1
                else:
                    q[c2 + t2] = o
                    t2 += 1
        # the next bucket; the emptied one becomes bucket i + 3
        c0, c1, c2 = c1, c2, c0
        t0, t1, t2 = t1, t2, 0
        i += 1
    return goal


def spread(n, wk, dist, q, t):
    """Routes.field's BFS in Python: dist holds 0 at the sources and 255 elsewhere, q[:t] the
    sources; fills dist with walkable steps to the nearest source (at most 254)."""
    i = 0
    while i < t:
        h = q[i]
        i += 1
        k = dist[h] + 1
        if k > 254:
            k = 254
        base = h * 6
        for d in range(6):
            o = wk[base + d]
            if o >= 0 and dist[o] == 255:
                dist[o] = k
                q[t] = o
                t += 1
