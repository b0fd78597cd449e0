"""The rules context of one Black Keep game: the board and what is derived from it once (sight
tables, guard routes), plus the per-action die and colour names. Shared by every action of a
game; never saved (it is rebuilt from the board)."""
from array import array

from lookout.keep import guardrec as G
from lookout.keep.hexgrid import AXIAL, COL_NAMES, ROW_NAMES, hex_name
from lookout.keep.routes import Routes
from lookout.keep.guardrec import ALERT, BORED, DISTRACTED, INTERESTED, cat
from lookout.keep.sight import ARC_QA, ARC_RA, ARC_T, Sight

COLOURS = ("Blue", "Green", "Red", "Yellow", "White")
RGB = {"Blue": (0, 0, 255), "Green": (0, 160, 0), "Red": (255, 0, 0),    # each one's LED
       "Yellow": (200, 160, 0), "White": (160, 160, 160)}
MAX_PLAYERS = 5  # five treasures
NAMES = 64       # hex names cached (on a Pico ~32 bytes each)


class Keep:
    """Rules context shared by every action of one game: board, sight, routes (static) and
    the per-action rng and colour names."""

    def __init__(self, board, sight=None):
        self.board = board
        self.sight = sight if sight is not None else Sight(board)
        self.routes = Routes(board)
        self.rng = None
        self.after = []       # what a guard's step met, told after its move (guards.py)
        self.h0 = -1          # the moving guard's hex and facing before it moved (guards.py)
        self.f0 = 0
        self.cols = COLOURS
        self._arrows = {}
        self._nth = {}
        self._nid = array("h", bytearray(2 * NAMES))
        self._nid[0] = -1
        self._names = [None] * NAMES
        self._pre = [t.label + "-" for t in board.tiles]   # "1-": a name's first part

    def name(self, h):
        """Board hex name (board.names[h]), with a small direct-mapped cache: NAMES slots
        made once, a hex's name kept in slot h % NAMES until another hex needs it. A small
        frame (the miss is _name's): a guards phase asks ~20 times."""
        i = h % NAMES
        if self._nid[i] == h:
            return self._names[i]
        return self._name(h, i)

    def _name(self, h, i):
        """One new string, joined from ready parts (the tile's "1-", hexgrid's column and row
        names): on a Pico each new string costs a lookup among the interned names."""
        b = self.board
        r = b.lrow[h]
        if r < len(ROW_NAMES):
            s = cat(self._pre[b.tile_of[h]], COL_NAMES[b.lcol[h]], ROW_NAMES[r])
        else:
            s = cat(self._pre[b.tile_of[h]], hex_name(b.lcol[h], r))
        self._nid[i] = h
        self._names[i] = s
        return s

    def nth(self, fmt, k):
        """fmt % k for a small k (a movement phase, 0-7), made once per game: on a Pico a new
        string costs ~0.2 ms, since MicroPython looks each one up among the ~1,200 interned
        names the loaded modules brought (py/qstr.c: a linear search)."""
        row = self._nth.get(fmt)
        if row is None:
            row = self._nth[fmt] = [None] * 8
        s = row[k]
        if s is None:
            s = row[k] = fmt % k
        return s

    def colour(self, p):
        return self.cols[p]

    def sees(self, g, h):
        """Guard record g sees hex h now. Bored/Interested guards only see their straight
        row: hexes off that line are turned away with a little arithmetic before asking
        the sight tables (the hot path of every spotting check)."""
        s = g[G.STATUS]
        if s == DISTRACTED:
            return False
        gh = g[G.HEX]
        if h == gh:
            return False
        b = self.board
        q = b.q
        r = b.r
        dq = q[h] - q[gh]
        dr = r[h] - r[gh]
        f = g[G.FACING]
        if s <= INTERESTED:
            a = AXIAL[f]
            k = dq * a[0] if a[0] else dr * a[1]
            if k < 1 or dq != k * a[0] or dr != k * a[1] or (s == BORED and k > 2):
                return False
            return k <= self.sight.row_reach(gh, f)
        # Alert, Pursuing, Returning: the 180-degree arc, then the full-visibility table
        if ARC_QA[f] * dq + ARC_RA[f] * dr < ARC_T[f]:
            return False
        sg = self.sight
        return bool(sg.bits[sg.at(gh) + (h >> 3)] >> (h & 7) & 1)

    def seen_of(self, g, where, ps=None):
        """The players p (in ps, default every index of where, skipping hexes < 0) whose hex
        where[p] guard g stands on or sees() (a Distracted guard: stands on)."""
        return self.seen_by((g,), where, ps, [], False)

    def seen_by(self, gs, where, ps, out, pairs=True):
        """seen_of for every guard of gs on the board, in one call: out gets guard index and
        player (pairs) or the player alone. A spotting check asks for ten guards: one call
        is one frame, and this frame is big enough that a Pico takes it from the heap (a
        scan of the fragmented heap, py/objfun.c), so not one per guard. The guard's side
        of sees() is worked out once per guard, its sight row looked up whether or not a thief
        stands in its arc (a row read from flash or built takes time a table could see)."""
        b = self.board
        q = b.q
        r = b.r
        sg = self.sight
        bits = sg.bits
        rr = sg._reach                  # row_reach's cache, read here: no call per guard
        for i in range(len(gs)):
            g = gs[i]
            gh = g[G.HEX]
            if gh < 0:
                continue
            s = g[G.STATUS]
            qg = q[gh]
            rg = r[gh]
            f = g[G.FACING]
            a0, a1 = AXIAL[f]
            aq = ARC_QA[f]
            ar = ARC_RA[f]
            at = ARC_T[f]
            reach = base = -1       # the guard's row, looked up (from flash, or built) for
            if s <= INTERESTED:     # every guard, a thief in its arc or not: the time a
                reach = rr[gh * 6 + f] - 1      # check takes tells no one's hex
                if reach < 0:
                    reach = sg.row_reach(gh, f)
            elif s != DISTRACTED:
                base = sg.at(gh)
            for p in (range(len(where)) if ps is None else ps):
                h = where[p]
                if ps is None and h < 0:
                    continue
                if h != gh:
                    if s == DISTRACTED:
                        continue
                    dq = q[h] - qg
                    dr = r[h] - rg
                    if s <= INTERESTED:
                        k = dq * a0 if a0 else dr * a1
                        if k < 1 or dq != k * a0 or dr != k * a1 or (s == BORED and k > 2):
                            continue
                        if k > reach:
                            continue
                    else:
                        if aq * dq + ar * dr < at:
                            continue
                        if not bits[base + (h >> 3)] >> (h & 7) & 1:
                            continue
                if pairs:
                    out.append(i)
                out.append(p)
        return out

    def arrow(self, h):
        """Side the red arrow on hex h points to, -1 (PlacedTile.arrow of h's own tile)."""
        if h < 0:
            return -1
        v = self.board.arrows[h]
        return -1 if v == 255 else v

    def arrow_hexes(self, t):
        a = self._arrows.get(t)
        if a is None:
            pt = self.board.tiles[t]
            a = tuple([h for h in pt.hexes() if pt.arrow(h) >= 0])
            self._arrows[t] = a
        return a

    def thief_sight(self, h):
        """Hexes a thief at h can see (*decision*: an Alert guard's arcs in all six facings
        together: all round, full hexes only, walls and special hexes block)."""
        s = self.sight
        out = []
        for f in range(6):
            for x in s.seen(h, f, ALERT):
                if x not in out:
                    out.append(x)
        return out

    def hex(self, x):
        """A hex from an action: id or name ("1-C4"); ValueError if not on the board."""
        if type(x) is int:
            if not 0 <= x < self.board.n:
                raise ValueError("no hex %d on the board" % x)
            return x
        return self.board.index(x)

