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
ACTIONS = ("+ New round", "Rounds", "Undo", "Redo", "Lowest wins", "Results", "Clear pad")


class _Model:
    apply = staticmethod(pad.apply)


class PadScreen(Menu):
    def __init__(self, app):
        self.app = app
        d = app.session.data
        n = len(d["players"])
        if d["pad"] and d["pad"]["i"]["n"] == n:
            self.h = History.load(_Model, d["pad"], UNDO_STEPS)
        else:
            self.h = History(_Model, pad.new(n), limit=UNDO_STEPS)
        super().__init__(app, "", [], self.pick)
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
        acts = list(ACTIONS)
        acts[4] = "Low wins: " + ("Y" if low else "N")
        self.set_items(names + acts, pad.totals(st) + [
            None, len(st["rounds"]), self.h.cursor, len(self.h.actions) - self.h.cursor,
            None, None, None])

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

    def pick(self, i):
        st = self.h.state
        n = st["n"]
        if i < n:
            self.enter_score(i)
            return
        a = i - n
        if a == 0:
            self.do(["new"])
        elif a == 1:
            self.rounds_menu()
        elif a == 2:
            self.h.undo()
            self.save()
        elif a == 3:
            self.h.redo()
            self.save()
        elif a == 4:
            d = self.app.session.data
            d["padlow"] = 0 if d["padlow"] else 1
            self.app.save()
            self.refresh()
        elif a == 5:
            self.results()
        elif a == 6:
            from lookout.ui.dialogs import Confirm
            self.app.push(Confirm(self.app, "Clear pad", "Forget every\nround?", self.clear))

    def clear(self):
        self.h = History(_Model, pad.new(self.h.state["n"]), limit=UNDO_STEPS)
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
