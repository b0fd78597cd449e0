"""The reference guards engine (the code before issue 9's speed work: keepref_routes,
keepref_guards, keepref_spotting and the plain hex-name cache), patched into the firmware's
modules for one game, so a test can replay the same seeded games with both and compare every
state. Test helper, not firmware."""
import sys

import keepref_guards
import keepref_routes
import keepref_spotting
from lookout.keep import newgame as NG
from lookout.keep import turn as TU
from lookout.keep.context import Keep
from lookout.keep.said import texts

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
if _ROOT + "/tools/bench" not in sys.path:
    sys.path.insert(0, _ROOT + "/tools/bench")
import bench_keep_game as BOT  # noqa: E402 - the bench's bot and board (10 guards, 4 thieves)


class RefKeep(Keep):
    """Keep with the reference routes and hex names."""

    def __init__(self, board, sight=None):
        Keep.__init__(self, board, sight)
        self.routes = keepref_routes.Routes(board)
        self._nm = {}

    def name(self, h):
        c = self._nm
        s = c.get(h)
        if s is None:
            if len(c) >= 48:
                c.clear()
            s = c[h] = self.board.names[h]
        return s


_PATCH = ((TU, "guards", keepref_guards), (TU, "spotting", keepref_spotting),
          (NG, "place", keepref_guards.place), (NG, "new_guard", keepref_guards.new_guard))


def with_reference(fn, *args):
    """fn(*args) with the reference guards engine in the firmware's modules."""
    saved = [getattr(m, k) for m, k, _ in _PATCH]
    for m, k, v in _PATCH:
        setattr(m, k, v)
    try:
        return fn(*args)
    finally:
        for i in range(len(_PATCH)):
            setattr(_PATCH[i][0], _PATCH[i][1], saved[i])


def compare(board, sight, seed, limit=400, ref=None):
    """Play seed's bench bot game with the firmware's engine and, in lockstep, the same actions
    with the reference engine (a RefKeep, or ref): (None or the first difference as (action
    index, action, differing state keys), actions, guards phases). Nothing is kept but the two
    games (the core tests run in a 420 KB heap)."""
    g, r = BOT.start(Keep(board, sight), seed)
    gr = with_reference(BOT.start, ref if ref is not None else RefKeep(board, sight), seed)[0]
    phases = 0
    i = 0
    a = None
    while True:
        for want, got in ((g.initial, gr.initial), (g.state, gr.state)):
            want = dict(want, msg=texts(g.kc, want["msg"]))   # the moves as their words
            if got != want:
                return (i, a, [k for k in want if want[k] != got.get(k)]), \
                    i, phases
        if i >= limit:
            break
        a = BOT.decide(g, r)
        if a is None:
            break
        g.do(a)
        with_reference(gr.do, a)
        i += 1
        if a[0] == "guards":
            phases += 1
    return None, i, phases


class RandomBoard:
    """Board-shaped tables for the routes (n, q, r, _nb, _walls, _flags): the geometry of a
    real board with random walls, special hexes and missing hexes (cut neighbours), from a
    seeded Rng (lookout.keep.rng.Rng)."""

    def __init__(self, base, r, walls=3, special=2, holes=1):
        from array import array
        n = base.n
        self.n = n
        self.q = base.q
        self.r = base.r
        nb = array("h", base._nb)
        wl = bytearray(n)
        fl = bytearray(n)
        for h in range(n):
            if r.below(20) < special:
                fl[h] = 1
            for d in range(6):
                if r.below(20) < walls:
                    wl[h] |= 1 << d
        for h in range(n):
            if r.below(20) < holes:          # cut h off: no hex has it as a neighbour
                for d in range(6):
                    o = nb[h * 6 + d]
                    if o >= 0:
                        nb[o * 6 + (d + 3) % 6] = -1
                    nb[h * 6 + d] = -1
        self._nb = nb
        self._walls = wl
        self._flags = fl


def same_routes(fast, ref, r, queries):
    """queries random path/step/dist questions to both: the first one they answer
    differently, as a tuple, or None."""
    n = fast.b.n
    for _ in range(queries):
        a = r.below(n)
        z = r.below(n)
        near = r.below(3) == 0
        k = 1 + r.below(2)
        p1 = fast.path(a, z, near, k)
        s1 = fast.sides[:len(p1)] if p1 else []
        p2 = ref.path(a, z, near, k)
        s2 = ref.sides[:len(p2)] if p2 else []
        if p1 != p2 or s1 != s2:
            return ("path", a, z, near, k, p1, p2, s1, s2)
        if r.below(8) == 0 and fast.dist(a, z) != ref.dist(a, z):
            return ("dist", a, z, fast.dist(a, z), ref.dist(a, z))
    for key in range(4):
        src = [r.below(n) for _ in range(1 + r.below(5))]
        if fast.field(key, src) != ref.field(key, src):
            return ("field", src)
        if fast.field(key, (0,)) is not fast.fields[key]:
            return ("field cache", key)
    return None
