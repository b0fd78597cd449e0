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

    def left(self, s):
        """(thieves of suit s, Mimes) the deck has left for this Den's suit s: the deck less
        the other Dens' and the discards (the count's limit: the suit's Mimes are set under
        Mimes, so a count holds the thieves left plus the Mimes already in it)."""
        st = self.game.g.state
        th = ob.THIEVES - st["gone"][s]
        mi = ob.MIMES - st["gone"][ob.N_SUITS]
        den = st["den"]
        for q in range(len(den)):
            for t in range(ob.N_SUITS):
                if q != self.p or t != s:
                    c = den[q][t]
                    mi -= c[2]
                    if t == s:
                        th -= c[0] - c[2]
        return max(0, th), max(0, mi)

    def cards(self, i, v=None):
        """The suit's card count, at most the thieves the deck has left for it plus the
        Mimes in it; the entry says so when a press stops there."""
        st = self.game.g.state
        c = self.den()[i]
        th = self.left(i)[0]
        hi = max(c[0], th + c[2])
        name = st["opt"]["suits"][i]
        why = "%d %s thieves left in the deck" % (th, name) + (
            " + %d Mimes" % c[2] if c[2] else "")
        self.app.push(NumberEntry(self.app, "%s cards" % name,
                                  c[0] if v is None else min(v, hi), 0, hi,
                                  lambda v: self._count(i, v), hint="OK next", top=why,
                                  check=lambda v: self.game.g.check(
                                      ["suit", self.p, i, v, 0, min(c[2], v)])))

    def pairs(self):
        st = self.game.g.state
        p = self.p
        hi = ob.N_SUITS * ob.THIEVES // 2 - sum(st["pairs"]) + st["pairs"][p]
        self.app.push(NumberEntry(self.app, "%s pairs" % st["names"][p],
                                  st["pairs"][p], 0, hi, self._pairs,
                                  top="%d pairs left in the deck" % hi,
                                  check=lambda v: self.game.g.check(["pairs", p, v])))

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

    def refused(self, e):
        """The rules' reason, over the field at fault (which stays open beneath it)."""
        self.app.beep(400, 150)
        self.app.message("Not allowed", str(e))

    def _count(self, s, n):
        """A count the entry's check let through: 0 empties the suit, else its points."""
        c = self.den()[s]
        if n == 0:               # an empty suit left empty: on to the next, no entry logged
            if not c[0]:
                self.sel = s + 1
                self._scroll()
            elif self.do(["suit", self.p, s, 0, 0, 0], s + 1):
                self._scroll()
            return
        # default points: what the suit had, else one a card (typed over with UP/DOWN)
        pts = c[1] if c[0] else n
        cmax = self.game.g.state["opt"]["card_max"]
        self.app.push(NumberEntry(self.app, "%s points" % self.game.g.state["opt"]["suits"][s],
                                  min(pts, n * cmax), 0, n * cmax,
                                  lambda v: self._points(s, n, v), hint="OK next",
                                  top="%d cards x at most %d" % (n, cmax)))

    def _points(self, s, n, v):
        m = min(self.den()[s][2], n)
        a = ["suit", self.p, s, n, v, m]
        try:                     # the count passed its own check: a refusal is the points'
            self.game.g.check(a)
        except ValueError as e:
            self._count(s, n)    # their entry again, the count kept
            self.app.top.value = v
            self.refused(e)
            return
        if self.den()[s] == a[3:]:                  # unchanged: nothing to log
            self.sel = s + 1
            self._scroll()
        elif self.do(a, s + 1):
            self._scroll()

    def _pairs(self, v):
        if self.do(["pairs", self.p, v], self.n_suits + 1):   # then Done
            self._scroll()

    def _mime_suit(self, s):
        c = self.den()[s]
        if not c[0]:             # the suit at fault: its list stays open under the message
            self.app.message("Mimes", "Enter the suit's\ncards first\n(Mimes count\nas its cards)")
            return
        self.app.pop()
        mi = self.left(s)[1]
        hi = min(mi, c[0])
        self.app.push(NumberEntry(
            self.app, "Mimes of %d" % c[0], min(c[2], hi), 0, hi,
            lambda v: self.do(["suit", self.p, s, c[0], c[1], v]),
            top=("%d Mimes left in the deck" % mi) if mi < c[0] else "%d cards in %s" % (
                c[0], self.game.g.state["opt"]["suits"][s]),
            check=lambda v: self.game.g.check(["suit", self.p, s, c[0], c[1], v])))

    def _last(self, s):
        """Points a discard may carry whatever its value: the suit's points when it is the
        suit's last card (an empty suit scores nothing), else none."""
        c = self.den()[s]
        return min(c[1], self.game.g.state["opt"]["card_max"]) if c[0] == 1 else 0

    def _bill_suit(self, s):
        c = self.den()[s]
        try:                     # an empty suit at fault: the suit list stays open
            self.game.g.check(["discard", self.p, s, self._last(s), "m" if c[2] else "t"])
        except ValueError as e:
            self.refused(e)
            return
        self.app.pop()
        self.app.push(Menu(self.app, "Discard what?", list(KINDS),
                           lambda k: self._bill_kind(s, k)))

    def _bill_kind(self, s, k):
        try:                     # the kind at fault (no Mime, no pair): its list stays open
            self.game.g.check(["discard", self.p, s, self._last(s), "tmp"[k]])
        except ValueError as e:
            self.refused(e)
            return
        self.app.pop()
        c = self.den()[s]
        guess = c[1] // c[0] if c[0] else 0
        cmax = self.game.g.state["opt"]["card_max"]
        hi = min(cmax, c[1])
        a = lambda v: ["discard", self.p, s, v, "tmp"[k]]     # noqa: E731
        self.app.push(NumberEntry(
            self.app, "Its points", min(guess, hi), 0, hi, lambda v: self.do(a(v)),
            top=("%s has %d points" % (self.game.g.state["opt"]["suits"][s], c[1]))
            if c[1] < cmax else "A card: at most %d" % cmax,
            check=lambda v: self.game.g.check(a(v))))

    def done(self):
        self.app.pop()
        self.game.den_done(self.p)
