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
        n = len(app.session.players())
        from lookout import recover
        self.h = recover.open_game(app.session, "pad", pad, UNDO_STEPS)
        recover = None
        from lookout.app import OPENING, drop
        drop(*OPENING)
        note = app.session.take_note()
        if self.h is not None and self.h.state["n"] != n:
            app.session.drop_game("pad")       # another player count: kept for Restore pad
            self.h = None
            note = "The pad was for another player count: kept, Restore pad brings it back."
        if self.h is None:
            self.h = History(pad, pad.new(n), limit=UNDO_STEPS)
            app.session.keep_game("pad", self.h.dump())
            app.save()
        super().__init__(app, "", [])
        self.refresh()
        c = app.session.ui("Scorepad")          # the cursor before a power cut
        if type(c) is int and 0 <= c < len(self.items):
            self.sel = c
            self._scroll()
        if note:
            app.message("Scorepad", note)

    def enter(self):
        self.app.session.at("Scorepad")
        self.refresh()
        if self.sel < self.h.state["n"]:
            self.colour()

    def colour(self):
        ps = self.app.session.players()
        self.app.led(P.RGB[ps[self.sel % len(ps)][1]])

    def refresh(self):
        st = self.h.state
        names = self.app.session.names()
        rounds = len(st["rounds"])
        self.title = "Round %d" % max(1, rounds) if rounds else "Scorepad"
        low = self.app.session.pad_low()
        h = self.h
        rows = [(names[p], lambda p=p: self.enter_score(p), t)
                for p, t in enumerate(pad.totals(st))]
        from lookout.session import BIN
        again = []
        if self.app.session.has_record(BIN + "pad"):        # careful: it swaps the pads
            again = [("Restore pad", self.restore, None, 1)]
        # Clear pad inside the list, Results last: UP from the top row never clears
        self.set_items(rows + [
            ("+ New round", self.new_round),
            ("Rounds", self.rounds_menu, len(st["rounds"])),
            ("Undo", self.undo, h.cursor, 1),
            ("Redo", self.redo, len(h.actions) - h.cursor),
            ("Low wins: " + ("Y" if low else "N"), self.toggle_low),
            ("Clear pad", self.ask_clear, None, 1)] + again + [
            ("Results", self.results)])

    def new_round(self):
        """The cursor rule: after + New round, the first player's entry is next."""
        self.sel = 0
        if self.do(["new"]):
            self.colour()

    def do(self, action):
        try:
            self.h.do(action)
        except ValueError as e:
            self.app.message("Not allowed", str(e))
            return False
        self.save()
        return True

    def save(self):
        self.app.session.keep_game("pad", self.h.dump())
        self.app.session.at("Scorepad", self.sel)   # the cursor, for a resume
        self.app.save()
        self.refresh()

    def undo(self):
        self.h.undo()
        self.save()

    def redo(self):
        self.h.redo()
        self.save()

    def toggle_low(self):
        s = self.app.session
        s.set_pad_low(not s.pad_low())
        self.app.save()
        self.refresh()

    def ask_clear(self):
        from lookout.ui.dialogs import Confirm
        self.app.push(Confirm(self.app, "Clear pad",
                              "Clear every round? Restore pad brings them back.", self.clear))

    def clear(self):
        self.app.session.drop_game("pad")
        self.h = History(pad, pad.new(self.h.state["n"]), limit=UNDO_STEPS)
        self.sel = 0
        self.save()

    def restore(self):
        """Swap the pad with the last cleared one (again: swap back)."""
        from lookout import recover
        recover.restore(self.app.session, "pad")
        self.app.pop()
        self.app.push(PadScreen(self.app))

    def enter_score(self, p, r=None):
        st = self.h.state
        if r is None:
            r = max(0, len(st["rounds"]) - 1)
        cur = st["rounds"][r][p] if r < len(st["rounds"]) else 0
        name = self.app.session.names()[p]

        def done(v):
            # the cursor rule: the next player, after the last one + New round
            was = self.sel
            self.sel = p + 1
            if not self.do(["set", r, p, v]):
                self.sel = was
            elif self.sel < st["n"]:
                self.colour()

        from lookout.history import copy_data
        self.app.push(NumberEntry(self.app, "%s R%d" % (name, r + 1), cur, -pad.LIMIT,
                                  pad.LIMIT, done, top="Scores go up to %d" % pad.LIMIT,
                                  check=lambda v: pad.apply(copy_data(st), ["set", r, p, v])))

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
        low = self.app.session.pad_low()
        rk = ranking.rank(t, low)
        items = ["%s %s" % (ranking.place_label(rk, k), names[rk[k][1]]) for k in range(len(rk))]
        win = ranking.winners(t, low)
        title = "Tie!" if len(win) > 1 else "%s wins" % names[win[0]]
        self.app.push(Menu(self.app, title, items, lambda i: None,
                           values=[t[i] for _, i in rk]))


def start(app):
    app.push(PadScreen(app))
