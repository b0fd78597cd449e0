"""Scorepad screen: totals per player; OK on a player enters their points for this round.

Rows: the players (running totals), then New round, Rounds (edit history), Undo, Redo,
Lowest wins, Results. Entering a score moves the cursor to the next player.
"""
from lookout import players as P
from lookout import ranking
from lookout import scorepad as pad
from lookout.history import History
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry

UNDO_STEPS = 50

class PadScreen(Menu):
    def __init__(self, app):
        self.app = app
        d = app.session.data
        n = len(d["players"])
        if d["pad"] and d["pad"]["i"]["n"] == n:
            self.h = History.load(pad, d["pad"], UNDO_STEPS)
        else:
            self.h = History(pad, pad.new(n), limit=UNDO_STEPS)
        super().__init__(app, "", [])
        self.refresh()

    def enter(self):
        self.app.session.at("Scorepad")
        self.refresh()

    def refresh(self):
        st = self.h.state
        names = self.app.session.names()
        rounds = len(st["rounds"])
        self.title = "Round %d" % max(1, rounds) if rounds else "Scorepad"
        low = self.app.session.data["padlow"]
        h = self.h
        rows = [(names[p], lambda p=p: self.enter_score(p), t)
                for p, t in enumerate(pad.totals(st))]
        self.set_items(rows + [
            ("+ New round", lambda: self.do(["new"])),
            ("Rounds", self.rounds_menu, len(st["rounds"])),
            ("Undo", self.undo, h.cursor),
            ("Redo", self.redo, len(h.actions) - h.cursor),
            ("Low wins: " + ("Y" if low else "N"), self.toggle_low),
            ("Results", self.results),
            ("Clear pad", self.ask_clear)])

    def do(self, action):
        try:
            self.h.do(action)
        except ValueError as e:
            self.app.message("Not allowed", str(e))
            return
        self.save()

    def save(self):
        self.app.session.data["pad"] = self.h.dump()
        self.app.save()
        self.refresh()

    def undo(self):
        self.h.undo()
        self.save()

    def redo(self):
        self.h.redo()
        self.save()

    def toggle_low(self):
        d = self.app.session.data
        d["padlow"] = 0 if d["padlow"] else 1
        self.app.save()
        self.refresh()

    def ask_clear(self):
        from lookout.ui.dialogs import Confirm
        self.app.push(Confirm(self.app, "Clear pad", "Forget every\nround?", self.clear))

    def clear(self):
        self.h = History(pad, pad.new(self.h.state["n"]), limit=UNDO_STEPS)
        self.save()

    def enter_score(self, p, r=None):
        st = self.h.state
        if r is None:
            r = max(0, len(st["rounds"]) - 1)
        cur = st["rounds"][r][p] if r < len(st["rounds"]) else 0
        name = self.app.session.names()[p]

        def done(v):
            self.do(["set", r, p, v])
            if self.sel < st["n"] - 1:
                self.sel += 1
            self.app.led(P.RGB[self.app.session.players()[self.sel % st["n"]][1]])

        self.app.push(NumberEntry(self.app, "%s R%d" % (name, r + 1), cur, -pad.LIMIT,
                                  pad.LIMIT, done))

    def rounds_menu(self):
        st = self.h.state
        items = ["Round %d" % (r + 1) for r in range(len(st["rounds"]))]
        if not items:
            self.app.message("Rounds", "No rounds yet")
            return
        vals = [sum(r) for r in st["rounds"]]
        self.app.push(Menu(self.app, "Edit round", items, self.edit_round, values=vals))

    def edit_round(self, r):
        names = self.app.session.names()
        st = self.h.state

        def pick(p):
            self.app.pop()
            self.app.pop()
            self.enter_score(p, r)

        self.app.push(Menu(self.app, "Round %d" % (r + 1), names, pick,
                           values=list(st["rounds"][r])))

    def results(self):
        t = pad.totals(self.h.state)
        names = self.app.session.names()
        low = bool(self.app.session.data["padlow"])
        rk = ranking.rank(t, low)
        items = ["%s %s" % (ranking.place_label(rk, k), names[rk[k][1]]) for k in range(len(rk))]
        win = ranking.winners(t, low)
        title = "Tie!" if len(win) > 1 else "%s wins" % names[win[0]]
        self.app.push(Menu(self.app, title, items, lambda i: None,
                           values=[t[i] for _, i in rk]))


def start(app):
    app.push(PadScreen(app))
