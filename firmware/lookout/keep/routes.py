"""Fast guard routes on a Board, for the guards phase hot path.

A whole-board BFS per query (~0.5 ms on the unix port, ~100 ms on a Pico) is far too slow
for several Pursuing/Returning guards per phase. Here:

- step_toward(a, b) / path(a, b, near, k): the first hexes of a shortest walkable route
  a -> b, by A* with the hex distance as heuristic (unit steps, bucket queue, FIFO within a
  bucket). A Pursuing guard's target is a marker it can see, usually a few hexes away, so
  only a handful of hexes are expanded.
- field(key, sources): multi-source BFS distance field (bytearray, 255 = unreachable), cached
  for the whole game under `key`: a Returning guard's way home (crescent, patrol route, red
  arrows of its tile) never changes, so each home costs one BFS per Keep context.

Walkable = Board.step (no wall, no special hex); the start hex may be special.

On a Pico what costs is allocating: a heap block larger than 16 bytes is found by scanning
the fragmented heap (~0.1-1 ms each), so the searches allocate nothing per call. Their
scratch is made once per board: g/came/h (3 x n bytes) and one queue of 3 x n shorts (with
unit steps and a consistent heuristic, f grows by 0, 1 or 2 per step, so three FIFO buckets
in a ring hold the whole open list, and a hex enters one bucket at most once). On a 305-hex
board: 915 + 1,830 bytes, plus the walkable-step table (3,660). The routes are the ones the
plain A* (a list per bucket) gave: host_tests keep that as the reference and compare.

The search itself is native code where the port compiles viper (lookout.keep.astar: the
Pico's .mpy, the unix port; ~9x faster on the emulated Pico, 0.9 ms a route);
lookout.keep.routespy is the same search in Python for CPython, CircuitPython and the
simulator's .mpy build, imported only there.
"""
from array import array

from lookout.keep.hexgrid import axial_distance

try:                        # native code where the port compiles it (Pico, unix port)
    from lookout.keep.astar import search as _native, spread as _native_spread
except (ImportError, SyntaxError, ValueError):     # CPython, CircuitPython
    _native = _native_spread = None


class Routes:
    def __init__(self, board):
        self.b = board
        n = board.n
        # the board's flat tables, for the hot loops (Board.step is the public equivalent)
        self._nb = getattr(board, "_nb", None)
        self._wl = getattr(board, "_walls", None)
        self._fl = getattr(board, "_flags", None)
        if self._nb is None or self._wl is None or self._fl is None:
            self._nb = array("h", [board.nbr(h, d) for h in range(n) for d in range(6)])
            self._wl = bytearray([sum([1 << d for d in range(6) if board.wall(h, d)])
                                  for h in range(n)])
            self._fl = bytearray([1 if board.special(h) else 0 for h in range(n)])
        self.fields = {}
        self._wk = None
        self._walk()
        self._g = bytearray(n)            # route length from the start (255: not reached)
        self._came = bytearray(n)         # side a hex was entered across
        self._h = bytearray(n)            # heuristic of a hex, noted when it is queued
        self._qb = array("h", bytearray(6 * n))   # 3 FIFO buckets of n hexes (BFS: one)
        self._ff = b"\xff" * n             # resets g by slice assignment
        self._gl = array("h", bytearray(12))   # path(near=True): the goal hexes round b
        if _native is not None and type(board.q) is array:
            self._search = _native
            self._spread = _native_spread
        else:                           # (their Python twins: no code on a Pico's heap)
            from lookout.keep import routespy
            self._search = routespy.search
            self._spread = routespy.spread
        self.sides = []

    def field(self, key, sources):
        f = self.fields.get(key)
        if f is not None:
            return f
        n = self.b.n
        dist = bytearray(n)
        dist[:] = self._ff
        qb = self._qb
        t = 0
        for s in sources:
            if dist[s] != 0:
                dist[s] = 0
                qb[t] = s
                t += 1
        self._spread(n, self._wk, dist, qb, t)
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
        if self._wk is None:                # Board.finish makes it early, on a real board
            self._wk = getattr(self.b, "_wk", None)
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
        """The first k (1 or 2) hexes of a shortest walkable route a -> b (fewer if it is
        shorter, [] if there is none); self.sides: the side each is entered across.
        A* with the hex distance as heuristic; buckets are FIFO and a hex's parent is the
        first one to reach it at its final length (the plain A*'s route, tie for tie).
        Allocates only the short list returned."""
        if a == b:
            return []
        if near and self.open_side(a, b) >= 0:
            return []
        bd = self.b
        qs = bd.q
        rs = bd.r
        g = self._g
        came = self._came
        g[:] = self._ff
        g[a] = 0
        gl = self._gl
        ng = 0
        if near:
            # the goal is any hex next to b with no wall between (b's neighbours that can
            # see b across an open side)
            nb = self._nb
            wl = self._wl
            for d in range(6):
                o = nb[b * 6 + d]
                if o >= 0 and not wl[o] >> ((d + 3) % 6) & 1 and o != a:
                    gl[ng] = o
                    ng += 1
        f0 = axial_distance(qs[a], rs[a], qs[b], rs[b])
        self._h[a] = f0
        goal = self._search(a, b, bd.n, f0, self._wk, qs, rs, g, came, self._h, self._qb, gl,
                            ng)
        if goal < 0:
            return []
        # walk back to a, keeping the first two hexes of the route
        nb = self._nb
        h = goal
        h1 = -1
        h2 = -1
        while h != a:
            h2 = h1
            h1 = h
            h = nb[h * 6 + (came[h] + 3) % 6]
        if k < 2 or h2 < 0:
            self.sides = [came[h1]]
            return [h1]
        self.sides = [came[h1], came[h2]]
        return [h1, h2]

    def open_side(self, a, b):
        """Side of a whose neighbour is b with no wall between, else -1 (a guard faces it;
        b may be a special hex: this is adjacency, not a step)."""
        nb = self._nb
        w = self._wl[a]
        base = a * 6
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
