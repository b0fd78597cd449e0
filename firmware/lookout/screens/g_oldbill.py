"""Old Bill screens: the variant choice, then one tracker per variant.

Den scoring: the players with their Den totals; OK on a player opens their Den
(lookout.screens.g_oldbill_den) and, when it is done, the cursor moves to the next player.
Memory: the cursor sits on Match / Miss, one press a turn; the LED shows whose turn it is.
Old-Maid: OK on a player marks them out of cards; "Who has Bill" names the loser.
Every mode: Undo, Redo, History (OK deletes an entry), Results, New game.
"""
from lookout.games import oldbill as ob
from lookout.screens import gamebase as gb

GID = "oldbill"
MODES = ("Den scoring", "Memory", "Old-Maid")
TAIL = ("Undo", "Redo", "History", "Results", "New game")


class OldBill(gb.GameScreen):
    GID = GID
    MODEL = ob

    def head(self):
        """Rows before the shared tail: (labels, values)."""
        st = self.h.state
        nm = self.names()
        mode = st["mode"]
        if mode == "den":
            lone = st["opt"]["lone"]
            self.title = "Old Bill: Dens"
            return nm, [ob.score(st["den"][p], st["pairs"][p], lone)[0]
                        for p in range(len(nm))]
        if mode == "memory":
            self.title = "%s's turn %2d" % (nm[st["turn"]][:6], st["left"])
            self.mark = 2 + st["turn"]
            self.colour(st["turn"])
            return ["Match", "Miss"] + nm, [None, None] + list(st["pairs"])
        self.title = "Old-Maid %d in" % (len(nm) - sum(st["out"]))
        lab = []
        for p in range(len(nm)):
            lab.append("%s %s" % (nm[p], "BILL" if st["loser"] == p else
                                  "out" if st["out"][p] else "in"))
        return lab + ["Who has Bill"], None

    def refresh(self):
        lab, vals = self.head()
        self.nhead = len(lab)
        h = self.h
        if vals is not None:
            vals = vals + [h.cursor, len(h.actions) - h.cursor, None, None, None]
        self.set_items(lab + list(TAIL), vals)
        self._scroll()

    def pick(self, i):
        st = self.h.state
        mode = st["mode"]
        n = len(self.names())
        if i < self.nhead:
            if mode == "den":
                from lookout.screens.g_oldbill_den import DenScreen
                self.colour(i)
                self.app.push(DenScreen(self, i))
            elif mode == "memory":
                if i < 2:
                    if self.do(["match" if i == 0 else "miss"]) and self.h.state["left"] <= 0:
                        self.results()
            elif i < n:
                if self.do(["out", i]) and self.h.state["loser"] >= 0:
                    self.results()
            else:
                from lookout.ui.menu import Menu
                self.app.push(Menu(self.app, "Who has Bill?", self.names(), self._loser))
            return
        a = i - self.nhead
        if a == 0:
            self.undo()
        elif a == 1:
            self.redo()
        elif a == 2:
            self.history()
        elif a == 3:
            self.results()
        else:
            self.new_game()

    def _loser(self, p):
        self.app.pop()
        if self.do(["loser", p]):
            self.results()

    def den_done(self, p):
        """Back from player p's Den: the cursor moves on to the next player."""
        n = len(self.names())
        self.sel = (p + 1) % n
        self.colour(self.sel)
        self.refresh()

    def restart(self):
        start(self.app)

    def describe(self, a):
        nm = self.names()
        k = a[0]
        suits = self.h.state["opt"]["suits"]
        if k == "suit":
            s = "%s %s %dc%dp" % (nm[a[1]][:4], suits[a[2]], a[3], a[4])
            return s + (" %dM" % a[5] if a[5] else "")
        if k == "pairs":
            return "%s pairs %d" % (nm[a[1]][:5], a[2])
        if k == "discard":
            return "%s -%s %dp" % (nm[a[1]][:5], suits[a[2]], a[3])
        if k == "out":
            return "%s out" % nm[a[1]]
        if k == "loser":
            return "%s has Bill" % nm[a[1]][:6]
        return " ".join([str(x) for x in a])

    def results(self):
        r = ob.result(self.h.state)
        nm = self.names()
        win = r["winners"]
        mode = r["mode"]
        if mode == "oldmaid" and r["over"]:
            title = "%s loses" % nm[r["loser"]]
        elif not r["over"]:
            title = "Not over yet"
        elif len(win) == 1:
            title = "%s wins!" % nm[win[0]]
        else:
            title = "Tie: " + ",".join([nm[p] for p in win])
        lines = list(r["lines"])
        for g in r["ranking"]:
            for p in g:
                lines.append("-" * 16)
                lines.extend(r["players"][p]["lines"])
        self.show(title, lines)


def _begin(app, mode):
    d = app.session.data
    names = app.session.names()
    st = ob.new(names, {"mode": ob.MODES[mode], "first": d["first"] % len(names)})
    h = gb.fresh(ob, st)
    d["games"][GID] = h.dump()
    app.save()
    app.replace(OldBill(app, h))


def start(app):
    d = gb.saved(app, GID)
    if d:
        app.push(OldBill(app, gb.load(ob, d)))
        return
    if not gb.fits(app, "Old Bill", ob.MIN_PLAYERS, ob.MAX_PLAYERS):
        return
    from lookout.ui.menu import Menu
    app.push(Menu(app, "Old Bill: mode", list(MODES), lambda i: _begin(app, i)))
