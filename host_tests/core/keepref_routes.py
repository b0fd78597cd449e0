"""Reference (pre-issue-9) guard routes: the straightforward A* and BFS, kept in the tests only
to check that lookout.keep.routes gives the same routes and distances (not firmware)."""
from array import array


class Routes:
    def __init__(self, board):
        self.b = board
        # the board's flat tables, for the hot loops (Board.step is the public equivalent)
        self._nb = getattr(board, "_nb", None)
        self._wl = getattr(board, "_walls", None)
        self._fl = getattr(board, "_flags", None)
        if self._nb is None or self._wl is None or self._fl is None:
            self._nb = array("h", [board.nbr(h, d) for h in range(board.n) for d in range(6)])
            self._wl = bytearray([sum([1 << d for d in range(6) if board.wall(h, d)])
                                  for h in range(board.n)])
            self._fl = bytearray([1 if board.special(h) else 0 for h in range(board.n)])
        self.fields = {}
        self._g = None
        self._came = None
        self._wk = None
        self.sides = []
        self._ff = b"\xff" * board.n
        self._walk()

    def field(self, key, sources):
        f = self.fields.get(key)
        if f is not None:
            return f
        b = self.b
        n = b.n
        dist = bytearray(b"\xff" * n)
        frontier = []
        for s in sources:
            if dist[s] != 0:
                dist[s] = 0
                frontier.append(s)
        k = 0
        nb = self._nb
        wl = self._wl
        fl = self._fl
        while frontier:
            k += 1
            if k > 254:
                k = 254
            nxt = []
            for h in frontier:
                w = wl[h]
                base = h * 6
                for d in range(6):
                    if w >> d & 1:
                        continue
                    o = nb[base + d]
                    if o >= 0 and dist[o] == 255 and not fl[o] & 1:
                        dist[o] = k
                        nxt.append(o)
            frontier = nxt
        self.fields[key] = dist
        return dist

    def downhill(self, dist, a):
        """Side of a leading toward the field's sources (-1 if at one or none reachable)."""
        best = dist[a]
        if best == 0:
            return -1
        pick = -1
        nb = self._nb
        w = self._wl[a]
        fl = self._fl
        base = a * 6
        for d in range(6):
            if w >> d & 1:
                continue
            o = nb[base + d]
            if o >= 0 and dist[o] < best and not fl[o] & 1:
                best = dist[o]
                pick = d
        return pick

    def step_toward(self, a, b, near=False):
        """Next hex from a on a shortest walkable route to b, or -1 (a == b or no route).
        near=True: b itself cannot be entered (a special hex), reaching any walkable
        neighbour of b with no wall between is enough (-1 when a already is one)."""
        p = self.path(a, b, near, 1)
        return p[0] if p else -1

    def _walk(self):
        """Walkable-step table, built once per board: _wk[h*6+d] is the hex a guard at h
        enters across side d, -1 when a wall, the board edge or a special hex is in the way
        (Board.step as one array lookup)."""
        wk = self._wk
        if wk is None:
            nb = self._nb
            wl = self._wl
            fl = self._fl
            wk = array("h", nb)
            for h in range(self.b.n):
                w = wl[h]
                base = h * 6
                for d in range(6):
                    o = nb[base + d]
                    if o >= 0 and (w >> d & 1 or fl[o] & 1):
                        wk[base + d] = -1
            self._wk = wk
        return wk

    def path(self, a, b, near=False, k=2):
        """The first k hexes of a shortest walkable route a -> b (fewer if it is shorter,
        [] if there is none): A* with the hex distance as heuristic, bucket queue, scratch
        arrays reused between calls; steps come from the walkable-step table and the
        heuristic is inlined (this is the Pursuing guard's hot loop)."""
        if a == b:
            return []
        bd = self.b
        if near and self.next_to(a, b):
            return []
        wk = self._walk()
        qs = bd.q
        rs = bd.r
        qb = qs[b]
        rb = rs[b]
        n = bd.n
        g = self._g
        came = self._came
        if g is None or len(g) != n:
            g = self._g = bytearray(n)
            came = self._came = bytearray(n)
        g[:] = self._ff           # route length from a (255: not reached)
        g[a] = 0
        # near: the goal is any hex next to b with no wall between (b's neighbours that
        # can see b across an open side)
        if near:
            nb = self._nb
            wl = self._wl
            goals = []
            for d in range(6):
                o = nb[b * 6 + d]
                if o >= 0 and not wl[o] >> ((d + 3) % 6) & 1 and o != a:
                    goals.append(o)
        dq = qs[a] - qb
        dr = rs[a] - rb
        ds = dq + dr
        dq = dq if dq >= 0 else -dq
        dr = dr if dr >= 0 else -dr
        ds = ds if ds >= 0 else -ds
        f0 = dq if dq >= dr and dq >= ds else (dr if dr >= ds else ds)
        buckets = [[a]]
        i = 0
        goal = -1
        while i < len(buckets) and goal < 0:
            bucket = buckets[i]
            fi = f0 + i
            j = 0
            while j < len(bucket):
                h = bucket[j]
                j += 1
                gh = g[h]
                dq = qs[h] - qb
                dr = rs[h] - rb
                ds = dq + dr
                dq = dq if dq >= 0 else -dq
                dr = dr if dr >= 0 else -dr
                ds = ds if ds >= 0 else -ds
                if gh + (dq if dq >= dr and dq >= ds else (dr if dr >= ds else ds)) != fi:
                    continue  # stale entry
                if h == b or (near and h in goals):
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
                    dq = qs[o] - qb
                    dr = rs[o] - rb
                    ds = dq + dr
                    dq = dq if dq >= 0 else -dq
                    dr = dr if dr >= 0 else -dr
                    ds = ds if ds >= 0 else -ds
                    kk = go + (dq if dq >= dr and dq >= ds else (dr if dr >= ds else ds)) - f0
                    while len(buckets) <= kk:
                        buckets.append([])
                    buckets[kk].append(o)
            buckets[i] = None
            i += 1
        if goal < 0:
            return []
        out = []
        h = goal
        nb = self._nb
        while h != a:
            out.append(h)
            h = nb[h * 6 + (came[h] + 3) % 6]
        out.reverse()
        self.sides = [came[x] for x in out[:k]]
        return out[:k]

    def next_to(self, h, b):
        """b is a neighbour of h with no wall between."""
        return self.open_side(h, b) >= 0

    def open_side(self, h, b):
        """The side of h toward b with no wall between, else -1."""
        nb = self._nb
        w = self._wl[h]
        base = h * 6
        for d in range(6):
            if nb[base + d] == b and not w >> d & 1:
                return d
        return -1

    def side(self, a, b):
        """Side of a across which b can be walked into (no wall, not special), else -1."""
        nb = self._nb
        w = self._wl[a]
        base = a * 6
        for d in range(6):
            if nb[base + d] == b:
                return -1 if (w >> d & 1 or self._fl[b] & 1) else d
        return -1

    def dist(self, a, b):
        """Route length a -> b (A*), -1 if unreachable."""
        n = 0
        while a != b:
            a = self.step_toward(a, b)
            if a < 0:
                return -1
            n += 1
        return n
