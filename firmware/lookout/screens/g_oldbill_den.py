"""One player's Old Bill Den: per suit the card count and points (two number entries, the
cursor then moves to the next suit), Pairs, Done; then Mimes, Old Bill discards and the
score breakdown. The rows mark the scoring suits: M = most cards, L = least cards.
"""
from lookout.games import oldbill as ob
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry

KINDS = ("A thief", "A Mime", "Thief of a pair")


class DenScreen(Menu):
    def __init__(self, game, p):
        self.game = game
        self.p = p
        super().__init__(game.app, "", [], on_back=self.done)
        self.refresh()

    def enter(self):
        self.refresh()

    def den(self):
        return self.game.g.state["den"][self.p]

    def refresh(self):
        st = self.game.g.state
        den = self.den()
        pairs = st["pairs"][self.p]
        suits = st["opt"]["suits"]
        total, m, l, why = ob.score(den, pairs, st["opt"]["lone"])
        self.title = "%s %dp" % (st["names"][self.p][:10], total)
        rows = []
        for s in range(ob.N_SUITS):
            mk = ("M" if s == m else "") + ("L" if s == l else "")
            rows.append(("%-5s%2dc %s" % (suits[s][:5], den[s][0], mk),
                         lambda s=s: self.cards(s), den[s][1]))
        self.n_suits = len(rows)
        self.set_items(rows + [
            ("Pairs", self.pairs, pairs),
            ("Done", self.done),
            ("Mimes", self.mimes, sum(c[2] for c in den)),
            ("Old Bill", self.bill),
            ("Why: tie" if why else "Breakdown", self.breakdown)])
        self._scroll()

    def do(self, a, nxt=None):
        """One change; the cursor moves to row nxt with it (saved with it, for a resume), or
        stays where it was when the change is refused."""
        was = self.sel
        if nxt is not None:
            self.sel = nxt
        ok = self.game.do(a)
        if not ok:
            self.sel = was
        self.refresh()
        return ok

    def cards(self, i, v=None):
        """The suit's card count, at most what the deck has left for it (ob.suit_room)."""
        st = self.game.g.state
        c = self.den()[i]
        hi = max(c[0], ob.suit_room(st, self.p, i))
        self.app.push(NumberEntry(self.app, "%s cards" % st["opt"]["suits"][i],
                                  c[0] if v is None else min(v, hi), 0, hi,
                                  lambda v: self._count(i, v), hint="OK next"))

    def pairs(self):
        st = self.game.g.state
        self.app.push(NumberEntry(self.app, "%s pairs" % st["names"][self.p][:9],
                                  st["pairs"][self.p], 0, 24, self._pairs))

    def mimes(self):
        self.app.push(Menu(self.app, "Mimes in suit", list(self.game.g.state["opt"]["suits"]),
                           self._mime_suit, values=[c[2] for c in self.den()]))

    def bill(self):
        self.app.push(Menu(self.app, "Bill: discard", list(self.game.g.state["opt"]["suits"]),
                           self._bill_suit, values=[c[0] for c in self.den()]))

    def breakdown(self):
        from lookout.ui.text import Text
        r = ob.result(self.game.g.state)["players"][self.p]
        self.app.push(Text(self.app, r["name"], r["lines"]))

    def _count(self, s, n):
        try:                     # checked before the points: a wrong count costs nothing
            ob.check_count(self.game.g.state, self.p, s, n)
        except ValueError as e:
            self.cards(s, n)
            self.app.message("Not allowed", str(e))
            return
        c = self.den()[s]
        if n == 0:
            self.do(["suit", self.p, s, 0, 0, 0], s + 1)
            return
        # default points: what the suit had, else one a card (typed over with UP/DOWN)
        pts = c[1] if c[0] else n
        cmax = self.game.g.state["opt"]["card_max"]
        self.app.push(NumberEntry(self.app, "%s points" % self.game.g.state["opt"]["suits"][s],
                                  min(pts, n * cmax), 0, n * cmax,
                                  lambda v: self._points(s, n, v), hint="OK next"))

    def _points(self, s, n, v):
        m = min(self.den()[s][2], n)
        a = ["suit", self.p, s, n, v, m]
        try:                     # a refused value: its entry again, the count kept
            ob.apply(self.game.g.state, a)
        except ValueError as e:
            self._count(s, n)
            self.app.top.value = v
            self.app.message("Not allowed", str(e))
            return
        if self.do(a, s + 1):
            self._scroll()

    def _pairs(self, v):
        if self.do(["pairs", self.p, v], self.n_suits + 1):   # then Done
            self._scroll()

    def _mime_suit(self, s):
        self.app.pop()
        c = self.den()[s]
        if not c[0]:
            self.app.message("Mimes", "Enter the suit's\ncards first\n(Mimes count\nas its cards)")
            return
        self.app.push(NumberEntry(self.app, "Mimes of %d" % c[0], c[2], 0,
                                  min(ob.MIMES, c[0]),
                                  lambda v: self.do(["suit", self.p, s, c[0], c[1], v])))

    def _bill_suit(self, s):
        self.app.pop()
        self.app.push(Menu(self.app, "Discard what?", list(KINDS),
                           lambda k: self._bill_kind(s, k)))

    def _bill_kind(self, s, k):
        self.app.pop()
        c = self.den()[s]
        guess = c[1] // c[0] if c[0] else 0
        self.app.push(NumberEntry(self.app, "Its points", guess, 0,
                                  self.game.g.state["opt"]["card_max"],
                                  lambda v: self.do(["discard", self.p, s, v, "tmp"[k]])))

    def done(self):
        self.app.pop()
        self.game.den_done(self.p)
