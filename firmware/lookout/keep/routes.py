"""Fast guard routes on a Board, for the guards phase hot path.

Board.route_step runs a whole-board BFS per call (~0.5 ms on the unix port, ~100 ms on a
Pico), far too slow for several Pursuing/Returning guards per phase. Here:

- step_toward(a, b): next hex on a shortest walkable route a -> b, by A* with the hex
  distance as heuristic (bucket queue, unit steps). A Pursuing guard's target is a marker it
  can see, usually a few hexes away, so only a handful of hexes are expanded. Ties: the
  lowest side N..NW first, as Board.route_step.
- field(key, sources): multi-source BFS distance field (bytearray, 255 = unreachable), cached
  for the whole game under `key`: a Returning guard's way home (crescent, patrol route, red
  arrows of its tile) never changes, so each home costs one BFS per game.

Walkable = Board.step (no wall, no special hex); the start hex may be special.
"""


class Routes:
    def __init__(self, board):
        self.b = board
        self.fields = {}

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
        step = b.step
        while frontier:
            k += 1
            if k > 254:
                k = 254
            nxt = []
            for h in frontier:
                for d in range(6):
                    o = step(h, d)
                    if o >= 0 and dist[o] == 255:
                        dist[o] = k
                        nxt.append(o)
            frontier = nxt
        self.fields[key] = dist
        return dist

    def downhill(self, dist, a):
        """Next hex from a toward the field's sources (-1 if at one or none reachable)."""
        best = dist[a]
        if best == 0:
            return -1
        pick = -1
        step = self.b.step
        for d in range(6):
            o = step(a, d)
            if o >= 0 and dist[o] < best:
                best = dist[o]
                pick = o
        return pick

    def step_toward(self, a, b):
        """Next hex from a on a shortest walkable route to b, or -1 (a == b or no route)."""
        if a == b:
            return -1
        bd = self.b
        step = bd.step
        qs = bd.q
        rs = bd.r
        qb = qs[b]
        rb = rs[b]

        def hd(h):
            dq = qs[h] - qb
            dr = rs[h] - rb
            ds = -dq - dr
            if dq < 0:
                dq = -dq
            if dr < 0:
                dr = -dr
            if ds < 0:
                ds = -ds
            return dq if dq >= dr and dq >= ds else (dr if dr >= ds else ds)

        g = {a: 0}
        first = {a: -1}
        f0 = hd(a)
        buckets = [[a]]
        i = 0
        while i < len(buckets):
            bucket = buckets[i]
            j = 0
            while j < len(bucket):
                h = bucket[j]
                j += 1
                gh = g[h]
                if gh + hd(h) != f0 + i:
                    continue  # stale entry
                if h == b:
                    return first[h]
                for d in range(6):
                    o = step(h, d)
                    if o < 0:
                        continue
                    go = gh + 1
                    old = g.get(o, 9999)
                    if go >= old:
                        continue
                    g[o] = go
                    first[o] = o if h == a else first[h]
                    k = go + hd(o) - f0
                    while len(buckets) <= k:
                        buckets.append([])
                    buckets[k].append(o)
            i += 1
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
