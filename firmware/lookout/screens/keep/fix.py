""""The table differs": the players make the device match the physical board, one logged and
undoable correction at a time (lookout.keep.fix): a guard's hex, facing or status, the vault
guard placed before the device placed it, a Thief Marker, an Extinguished Torch. Everything
here is public: the pickers show the public board only, and no check or message depends on a
secret.

    start(app, table)     from the table's hub: what differs? then pick it on the mini-map,
                          say what it is on the table, confirm; the public message follows
"""
from lookout import buttons as B
from lookout.keep import guardrec as G
from lookout.screens.keep.map import KIND3, SIDES, STATUS6, MapScreen
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu, row


def start(app, table):
    app.push(Fixes(app, table, len(app.stack)))


class Fixes(Menu):
    """What differs on the table. base: the stack depth to return to when done (the hub)."""

    def __init__(self, app, table, base):
        self.t = table
        self.base = base
        rows = [row("A guard", self.guard), row("A thief marker", self.marker),
                row("A torch", self.torch)]
        if self._unplaced() >= 0:
            rows.append(row("The vault guard", self.vault))
        super().__init__(app, "Table differs", rows)

    # -- guards -------------------------------------------------------------------------
    def guard(self):
        st = self.t.game.state
        hs = [gd[G.HEX] for gd in st["g"] if gd[G.HEX] >= 0]
        self.app.push(MapScreen(self.app, self.t, "Guard?", allowed=hs, on_pick=self._guard_at))

    def _guard_at(self, h):
        gs = self.t.game.state["g"]
        for i in range(len(gs)):
            if gs[i][G.HEX] == h:
                self.app.push(GuardFix(self.app, self, i))
                return

    def _unplaced(self):
        """The vault guard while it is not on the board (the device places it when the
        first thief steps onto the vault tile; the table may have placed it already)."""
        gs = self.t.game.state["g"]
        for i in range(len(gs)):
            if gs[i][G.HEX] < 0:
                return i
        return -1

    def vault(self):
        i = self._unplaced()
        if i < 0:                            # placed since this menu opened (undo, redo)
            return
        t = self.t
        b = t.board
        gi = t.game.state["g"][i]
        taken = [gd[G.HEX] for gd in t.game.state["g"]]
        ok = [h for h in range(b.n)
              if b.tile(h) == gi[G.TILE] and not b.special(h) and h not in taken]
        c = [h for h in b.tiles[gi[G.TILE]].red_shields if h in ok]   # where the die puts it
        self.app.push(MapScreen(self.app, t, "Place", allowed=ok, cursor=c[0] if c else -1,
                                on_pick=lambda h: self.ask(["fix", "hex", i, h])))

    # -- markers ------------------------------------------------------------------------
    def marker(self):
        st = self.t.game.state
        nm = self.t.board.names
        ps = [p for p in range(st["n"]) if st["in"][p] == G.T_KEEP]
        if not ps:
            self.app.message("Thief markers", "No thief is in the Keep.")
            return
        labels = ["%s %s" % (st["col"][p], nm[st["mk"][p]] if st["mk"][p] >= 0 else "off")
                  for p in ps]
        self.app.push(Menu(self.app, "Whose marker?", labels, lambda i: self._marker(ps[i])))

    def _marker(self, p):
        self.app.pop()                       # whose marker
        m = self.t.game.state["mk"][p]
        if m < 0:
            self._marker_to(p, -1)
            return
        self.app.push(Menu(self.app, "%s marker" % self.t.colour(p), [
            row("Move it", lambda: self._pop_then(self._marker_to, p, m)),
            row("Remove it", lambda: self._pop_then(self.ask, ["fix", "marker", p, -1]))]))

    def _pop_then(self, f, *a):
        self.app.pop()
        f(*a)

    def _marker_to(self, p, m):
        self.app.push(MapScreen(self.app, self.t, "Marker", cursor=m,
                                on_pick=lambda h: self.ask(["fix", "marker", p, h])))

    # -- torches ------------------------------------------------------------------------
    def torch(self):
        st = self.t.game.state
        c = st["torch"][0] if st["torch"] else -1
        self.app.push(MapScreen(self.app, self.t, "Torch?", cursor=c, on_pick=self._torch))

    def _torch(self, h):
        on = 0 if h in self.t.game.state["torch"] else 1
        self.ask(["fix", "torch", h, on])

    # -- confirm and do -----------------------------------------------------------------
    def ask(self, action):
        """The correction in words, OK does it (undoable), BACK forgets it."""
        from lookout.keep import fix
        t = self.t
        try:
            what, i, v = fix.check(t.kc, t.game.state, action)
        except ValueError as e:
            self.app.message("Not allowed", str(e))
            return
        words = fix.text(t.kc, t.game.state, what, i, v)[len(fix.PREFIX):]
        self.app.push(Confirm(self.app, "Correction", words + "? Undo takes it back.",
                              lambda: self.do(action)))

    def do(self, action):
        app = self.app
        if not self.t.g.do(action):          # the controller said why
            return
        del app.stack[max(1, self.base):]    # back to the hub, then what to tell the table
        app.top.enter()
        app.message("Corrected", " ".join(self.t.game.messages()))


class GuardFix(Menu):
    """One guard: where it stands, which way it faces, its status."""

    def __init__(self, app, fixes, i):
        self.f = fixes
        self.i = i
        gd = fixes.t.game.state["g"][i]
        super().__init__(app, "%s %s" % (KIND3[gd[G.KIND]], fixes.t.board.names[gd[G.HEX]]), [
            row("Move it", self.move), row("Facing %s" % SIDES[gd[G.FACING]], self.face),
            row("Status %s" % STATUS6[gd[G.STATUS]], self.status)])

    def move(self):
        t = self.f.t
        st = t.game.state
        b = t.board
        taken = [gd[G.HEX] for gd in st["g"]]
        here = st["g"][self.i][G.HEX]
        ok = [h for h in range(b.n) if not b.special(h) and (h == here or h not in taken)]
        self.app.pop()
        self.app.push(MapScreen(self.app, t, "Where?", allowed=ok, cursor=here,
                                on_pick=lambda h: self.f.ask(["fix", "hex", self.i, h])))

    def face(self):
        self.app.pop()
        self.app.push(Facing(self.app, self.f, self.i))

    def status(self):
        s = self.f.t.game.state["g"][self.i][G.STATUS]
        self.app.pop()
        self.app.push(Menu(self.app, "Status", list(G.STATUS_NAMES),
                           lambda k: self.f._pop_then(self.f.ask, ["fix", "status", self.i, k]),
                           sel=s, mark=s))


class Facing(MapScreen):
    """The guard on the mini-map: LEFT/RIGHT turn it (on the device's map only), OK says so."""

    def __init__(self, app, fixes, i):
        self.fixes = fixes
        self.i = i
        gd = fixes.t.game.state["g"][i]
        self.f0 = self.face = gd[G.FACING]
        super().__init__(app, fixes.t, "Facing", cursor=gd[G.HEX])

    def refresh(self):
        MapScreen.refresh(self)
        self.v.face[self.cursor] = self.face

    def info(self):
        MapScreen.info(self)
        p = self.v.panel
        p[2] = "%s %s" % (KIND3[self.fixes.t.game.state["g"][self.i][G.KIND]], SIDES[self.face])
        p[5] = "<>turn"
        p[6] = "OK=yes"

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.LEFT or k == B.RIGHT:
            self.face = (self.face + (1 if k == B.RIGHT else 5)) % 6
            self.refresh()
        elif k == B.OK and B.kind_of(ev) != B.LONG:
            self.app.pop()
            self.fixes.ask(["fix", "face", self.i, self.face])
        elif k == B.BACK or (k == B.OK and B.kind_of(ev) == B.LONG):
            MapScreen.key(self, ev)
