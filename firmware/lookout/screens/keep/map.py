"""The Black Keep mini-map screen: browse the board, or pick a hex.

    MapScreen(app, table)                               browse: arrows move the cursor, OK
                                                        on a guard shows what it sees now,
                                                        elsewhere OK switches zoom/overview
    MapScreen(app, table, "Entry", allowed=[h, ...], on_pick=f, cursor=h0)
                                                        picker: the cursor only stops on
                                                        allowed hexes; OK calls f(hex)
    MapScreen(app, table, "Entry", order=[h, ...], at=i, on_pick=f)
                                                        a private picker: the arrows go
                                                        round the hexes of order (LEFT back,
                                                        RIGHT on, wrapping; UP/DOWN jump
                                                        jump(n) back/on) from order[at]
                                                        (blind.start: a random one)

Long OK switches zoom/overview in both modes; BACK leaves (on_back() if given). Everything
it shows is public (guards, Thief Markers, torches) except self_hex, the player's own thief,
which only a screen behind that player's PIN passes in.
"""
from lookout import buttons as B
from lookout.keep import guardrec as G
from lookout.screens.keep import view as V
from lookout.ui.screen import Screen

STATUS6 = ("Bored", "Intrst", "Alert", "Pursue", "Return", "Distr.")
KIND3 = ("Blu", "Grn", "Red")
SIDES = ("N", "NE", "SE", "S", "SW", "NW")
JUMP_FROM = 12         # a private picker of more choices than this jumps on UP/DOWN


def jump(n):
    """UP/DOWN's stride round a private picker of n choices: about the square root of n, so
    any choice is at most ~sqrt(n) presses away (a hex card on a big board offers ~60 hexes:
    30 presses by RIGHT alone, 8 with jumps). Steps of +-1 and +-jump round a wrapping list
    reach every choice from a start the table cannot foresee in the same spread of presses,
    so they tell no more than RIGHT alone (screens/keep/blind.py)."""
    if n <= JUMP_FROM:
        return 1
    k = 1
    while (k + 1) * (k + 1) <= n:
        k += 1
    return k


def fill(view, st, self_hex=-1):
    """Put the public board (guards, markers, torches) of game state st into the view."""
    view.clear()
    if st is None:
        return
    gs = []
    for g in st["g"]:
        if g[G.HEX] >= 0:
            gs.append((g[G.HEX], g[G.FACING], g[G.KIND]))
    view.set_guards(gs)
    view.set_flag([m for m in st["mk"] if m >= 0], V.F_MARK)
    view.set_flag(st["torch"], V.F_TORCH)
    if type(self_hex) is list:          # game over: every thief revealed
        view.set_flag(self_hex, V.F_SELF)
    elif self_hex >= 0:
        view.set_flag((self_hex,), V.F_SELF)


class MapScreen(Screen):
    def __init__(self, app, table, title="Map", allowed=None, on_pick=None, cursor=-1,
                 self_hex=-1, zoom=True, on_back=None, labels=False, order=None, at=0):
        super().__init__(app)
        self.t = table
        self.v = table.view()
        self.title = title[:V.PCOLS]
        self.on_pick = on_pick
        self.on_back = on_back
        self.self_hex = self_hex
        self.allowed = None
        self.order = order
        self.at = at
        if order is not None:
            allowed = order
            cursor = order[at]
        if allowed is not None:
            self.allowed = bytearray(self.v.n)
            for h in allowed:
                self.allowed[h] = 1
        self.zoom = zoom
        self.labels = labels
        self.watch = -1              # guard hex whose sight is shown
        if cursor < 0:
            # never where an earlier (private) picker left it: that could tell a secret
            cursor = allowed[0] if allowed else max(0, table.board.vault_hex)
        self.cursor = cursor

    def enter(self):
        self.refresh()

    def refresh(self):
        v = self.v
        g = self.t.game
        fill(v, g.state if g is not None else None, self.self_hex)
        if self.allowed is not None:
            a = self.allowed
            v.set_flag([h for h in range(v.n) if a[h]], V.F_ALLOWED)
        if self.watch >= 0:
            self._sight(self.watch)
        v.cursor = self.cursor
        v.zoom = self.zoom
        v.labels = self.labels
        self.info()

    def _guard_at(self, h):
        g = self.t.game
        if g is None:
            return None
        for gd in g.state["g"]:
            if gd[G.HEX] == h:
                return gd
        return None

    def _sight(self, h):
        gd = self._guard_at(h)
        kc = self.t.kc
        if gd is None or kc is None:
            self.watch = -1
            return
        self.v.set_flag(kc.sight.seen(gd[G.HEX], gd[G.FACING], gd[G.STATUS]), V.F_SEEN)

    def info(self):
        """The panel: title, hex name and what stands there (public facts only)."""
        v = self.v
        h = self.cursor
        b = self.t.board
        p = v.panel
        for i in range(V.PROWS):
            p[i] = ""
        p[0] = self.title
        p[1] = b.names[h]
        i = 2
        gd = self._guard_at(h)
        if gd is not None:
            p[2] = "%s %s" % (KIND3[gd[G.KIND]], SIDES[gd[G.FACING]])
            p[3] = STATUS6[gd[G.STATUS]]
            i = 4
        g = self.t.game
        if g is not None:
            st = g.state
            for q in range(st["n"]):
                if st["mk"][q] == h and i < 6:
                    p[i] = "%s mk" % st["col"][q][:3]
                    i += 1
            if h in st["torch"] and i < 6:
                p[i] = "Torch"
                i += 1
        sh = self.self_hex
        if (h in sh if type(sh) is list else h == sh) and i < 6:
            p[i] = "Thief" if type(sh) is list else "You"
            i += 1
        if i < 6:
            if b.special(h):
                p[i] = "Spec."
            elif h == b.vault_hex:
                p[i] = "Vault"
            elif b.outside(h):
                p[i] = "Outsd"
        if self.on_pick is not None:
            ok = self.allowed is None or self.allowed[h]
            p[6] = "OK=yes" if ok else ""
        elif gd is not None:
            p[6] = "OK=see"
        else:
            p[6] = "OK=zm"

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.BACK:
            if B.kind_of(ev) == B.LONG:
                return
            self.app.pop()
            if self.on_back:
                self.on_back()
            return
        if k == B.OK:
            if B.kind_of(ev) == B.LONG:
                self.zoom = not self.zoom
            elif self.on_pick is not None:
                h = self.cursor
                if self.allowed is None or self.allowed[h]:
                    self.app.pop()
                    self.on_pick(h)
                    return
            elif self._guard_at(self.cursor) is not None:
                self.watch = -1 if self.watch == self.cursor else self.cursor
            else:
                self.zoom = not self.zoom
            self.refresh()
            return
        if self.order is not None:
            d = jump(len(self.order)) if k == B.UP or k == B.DOWN else 1
            self.turn(-d if k == B.UP or k == B.LEFT else d, k)
            return
        dx = dy = 0
        if k == B.UP:
            dy = -1
        elif k == B.DOWN:
            dy = 1
        elif k == B.LEFT:
            dx = -1
        else:
            dx = 1
        v = self.v
        v.cursor = self.cursor
        if v.step(dx, dy, self.allowed):
            self.cursor = v.cursor
        self.info()

    def turn(self, d, k):
        """An arrow on a private picker: d choices on round the list (+-1, +-jump)."""
        n = len(self.order)
        self.at = (self.at + d) % n
        self.cursor = self.v.cursor = self.order[self.at]
        self.info()

    def draw(self, fb):
        self.v.draw(fb)
