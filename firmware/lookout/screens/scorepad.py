"""Scorepad screen: totals per player; OK on a player enters their points for this round.

Rows: the players (running totals), then New round, Rounds (edit history), Undo, Redo,
Lowest wins, Results. Entering a score moves the cursor to the next player. The pad's columns
are people (player ids, lookout.scorepad): the rows are today's players in their seats, each
with their own points, whatever was moved, removed or brought back since.
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
        s = app.session
        ids = P.ids(s.players())
        d = s.game("pad")
        if d is not None:
            m = pad.migrate(d, len(ids))        # a pad saved by seats: the same people by id
            if m is not d:
                s.keep_game("pad", m)
        from lookout import recover
        self.h = recover.open_game(s, "pad", pad, UNDO_STEPS)
        recover = None
        app.drop(*app.OPENING)
        self.note = s.take_note()               # shown over the pad once it is up (open)
        if self.h is None:
            self.h = History(pad, pad.new(ids), limit=UNDO_STEPS)
            s.keep_game("pad", self.h.dump())
            s.at("Scorepad")                    # one save for both (enter() then saves none)
            app.save()
        super().__init__(app, "", [])
        self.sel = s.first()                    # a fresh pad: whoever goes first
        self.refresh()
        c = s.ui("Scorepad")                    # the cursor before a power cut: a seat, or
        if type(c) is int and c < 0:            # -1 - k: the k-th row after the players
            c = len(ids) - 1 - c                # (the same row after a player comes or goes)
        if type(c) is int and 0 <= c < len(self.items):
            self.sel = c
        self._scroll()

    def enter(self):
        self.app.here("Scorepad")
        self.refresh()
        self.colour()

    def colour(self):
        """The LED: the player at the cursor, off on the other rows."""
        ps = self.app.session.players()
        self.app.led(P.RGB[ps[self.sel][1]] if self.sel < len(ps) else (0, 0, 0))

    def moved_by_key(self):
        self.colour()                          # the LED follows the cursor

    def totals(self):
        """Each player's total, in seating order (their own column, by id)."""
        return pad.totals(self.h.state, P.ids(self.app.session.players()))

    def refresh(self):
        st = self.h.state
        names = self.app.session.names()
        rounds = len(st["rounds"])
        self.title = "Round %d" % max(1, rounds) if rounds else "Scorepad"
        low = self.app.session.pad_low()
        h = self.h
        rows = [(names[p], lambda p=p: self.enter_score(p), t)
                for p, t in enumerate(self.totals())]
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
        """The cursor rule: after + New round, the entry of whoever goes first is next."""
        self.sel = self.app.session.first()
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
        n = len(self.app.session.players())
        self.app.session.at("Scorepad", self.sel if self.sel < n else n - 1 - self.sel)
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
        self.app.session.drop_game("pad", "cleared")
        self.h = History(pad, pad.new(P.ids(self.app.session.players())), limit=UNDO_STEPS)
        self.sel = self.app.session.first()
        self.save()

    def restore(self):
        """Every kept pad (lookout.screens.kept): the one chosen swaps with this one."""
        from lookout.screens import kept

        def back():
            self.app.pop()
            start(self.app)
        kept.games(self.app, "pad", back)

    def enter_score(self, p, r=None):
        st = self.h.state
        s = self.app.session
        ps = s.players()
        i = ps[p][2]                            # the person: their id, not the seat
        if r is None:
            r = max(0, len(st["rounds"]) - 1)
        cur = pad.points(st, r, i) if r < len(st["rounds"]) else 0
        name = ps[p][0]

        def done(v):
            # the cursor rule: the next player clockwise; after the one before whoever goes
            # first (the round's last), + New round
            was = self.sel
            n = len(ps)
            q = (p + 1) % n
            self.sel = n if q == s.first() else q
            if not self.do(["set", r, i, v]):
                self.sel = was
            self.colour()

        from lookout.history import copy_data
        self.app.push(NumberEntry(self.app, "%s R%d" % (name, r + 1), cur, -pad.LIMIT,
                                  pad.LIMIT, done, top="Scores go up to %d" % pad.LIMIT,
                                  check=lambda v: pad.apply(copy_data(st), ["set", r, i, v])))

    def rounds_menu(self):
        st = self.h.state
        items = ["Round %d" % (r + 1) for r in range(len(st["rounds"]))]
        if not items:
            self.app.message("Rounds", "No rounds yet")
            return
        ids = P.ids(self.app.session.players())     # the players shown: a removed one's
        vals = [sum([pad.points(st, r, i) for i in ids])     # points come back with them
                for r in range(len(st["rounds"]))]
        self.app.push(Menu(self.app, "Edit round", items, self.edit_round, values=vals))

    def edit_round(self, r):
        names = self.app.session.names()
        st = self.h.state

        def pick(p):
            self.app.pop()
            self.app.pop()
            self.enter_score(p, r)

        self.app.push(Menu(self.app, "Round %d" % (r + 1), names, pick,
                           values=[pad.points(st, r, i) for i in
                                   P.ids(self.app.session.players())]))

    def results(self):
        t = self.totals()
        names = self.app.session.names()
        low = self.app.session.pad_low()
        rk = ranking.rank(t, low)
        items = ["%s %s" % (ranking.place_label(rk, k), names[rk[k][1]]) for k in range(len(rk))]
        win = ranking.winners(t, low)
        title = "Tie!" if len(win) > 1 else "%s wins" % names[win[0]]
        self.app.push(Menu(self.app, title, items, lambda i: None,
                           values=[t[i] for _, i in rk]))


def start(app):
    p = PadScreen(app)
    app.push(p)
    if p.note:                                  # why a save was set aside: over the pad
        app.message("Scorepad", p.note)
