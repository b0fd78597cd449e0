"""Old Bill screens: the variant choice, then one tracker per variant.

Den scoring: the players with their Den totals; OK on a player opens their Den
(lookout.screens.g_oldbill_den) and, when it is done, the cursor moves to the next player.
Memory: the cursor sits on Match / Miss, one press a turn; the LED shows whose turn it is.
Old-Maid: OK on a player marks them out of cards; "Who has Bill" names the loser.
Every mode: Undo, Redo, History, Results, New game.
"""
from lookout.games import oldbill as RULES
from lookout.screens import gamemenu, gameplay
from lookout.ui.menu import Menu
from lookout.ui.text import Text

GID = "oldbill"
UNDO = 80
MODES = ("Den scoring", "Memory", "Old-Maid")


class OldBill(gamemenu.GameMenu):
    def __init__(self, app, g):
        self.den_open = None            # the DenScreen on top of this one, if any
        super().__init__(app, g, describe)

    def cursor(self):
        """The row, and in a Den [row, player, the Den's row]: saved with every change, so a
        power cut resumes inside the Den on its row (reopen)."""
        d = self.den_open
        return self.sel if d is None else [self.sel, d.p, d.sel]

    def follow(self):
        """Memory is played in turns: the LED shows whose (head()), not the row at the cursor."""
        if self.g.state["mode"] != "memory":
            gamemenu.GameMenu.follow(self)

    moved_by_key = follow

    def reopen(self):
        """After a power cut in a Den: that player's Den again, on its row."""
        c = self.g.resumed_cursor()
        if type(c) is list and len(c) == 3 and [x for x in c if type(x) is int] == c and \
                self.g.state["mode"] == "den" and 0 <= c[1] < len(self.names()):
            self.sel = c[0] if 0 <= c[0] < len(self.items) else 0
            self._scroll()
            self.den(c[1])
            d = self.den_open
            if 0 <= c[2] < len(d.items):
                d.sel = c[2]
                d._scroll()

    def head(self):
        """The rows before the shared tail, for the mode being played."""
        st = self.g.state
        nm = self.names()
        n = len(nm)
        mode = st["mode"]
        if mode == "den":
            lone = st["opt"]["lone"]
            self.title = "Old Bill: Dens"
            return [(nm[p], lambda p=p: self.den(p),
                     RULES.score(st["den"][p], st["pairs"][p], lone)[0]) for p in range(n)]
        if mode == "memory":
            nt = nm[st["turn"]]          # the whole name: the words give way, not the name
            self.title = ("%s's turn %2d" if len(nt) < 6 else "%s %d left") % (nt, st["left"])
            self.mark = 2 + st["turn"]
            self.colour(st["turn"])
            return [("Match", lambda: self.turn("match"), None),
                    ("Miss", lambda: self.turn("miss"), None)] + [
                (nm[p], None, st["pairs"][p]) for p in range(n)]
        self.title = "Old-Maid %d in" % (n - sum(st["out"]))
        rows = []
        for p in range(n):
            rows.append(("%s %s" % (nm[p], "BILL" if st["loser"] == p else
                                    "out" if st["out"][p] else "in"),
                         lambda p=p: self.out(p)))
        return rows + [("Who has Bill", self.who)]

    def refresh(self):
        rows = self.head()
        tail = gamemenu.tail(self.g, self.results, self.new_game)
        if len(rows[0]) < 3:                       # Old-Maid: no numbers in its rows
            tail = [(r[0], r[1], None) + r[3:] for r in tail]
        self.set_items(rows + tail)
        self._scroll()

    def den(self, p):
        from lookout.screens.g_oldbill_den import DenScreen
        self.colour(p)
        self.den_open = DenScreen(self, p)
        self.app.push(self.den_open)

    def turn(self, what):
        if self.do([what]) and self.g.state["left"] <= 0:
            self.results()

    def out(self, p):
        if self.do(["out", p]) and self.g.state["loser"] >= 0:
            self.results()

    def who(self):
        self.app.push(Menu(self.app, "Who has Bill?", self.names(), self._loser))

    def _loser(self, p):
        self.app.pop()
        if self.do(["loser", p]):
            self.results()

    def den_done(self, p):
        """Back from player p's Den: the cursor moves on to the next player (Dens are entered
        in seat order at the end), saved so a power cut resumes on that player."""
        self.den_open = None
        self.moved((p + 1) % len(self.names()))

    def results(self):
        r = RULES.result(self.g.state)
        nm = self.names()
        win = r["winners"]
        if r["mode"] == "oldmaid" and r["over"]:
            title = "%s loses" % nm[r["loser"]]
        elif not r["over"]:
            title = "Not over yet"
        else:
            title = gamemenu.winners_title(nm, win)
        self.app.push(Text(self.app, title, gamemenu.ranked_lines(r, list(r["lines"]))))


def describe(st, a):
    nm = st["names"]
    k = a[0]
    suits = st["opt"]["suits"]
    if k == "suit":                  # whole names and values: the list wraps a long one
        s = "%s %s %dc %dp" % (nm[a[1]], suits[a[2]], a[3], a[4])
        return s + (" %dM" % a[5] if a[5] else "")
    if k == "card" or k == "mime":
        return "%s %s+%s %dp" % (nm[a[1]], suits[a[2]], "Mime" if k == "mime" else "1", a[3])
    if k == "pairs":
        return "%s pairs %d" % (nm[a[1]], a[2])
    if k == "pair":
        return "%s pairs %+d" % (nm[a[1]], a[2])
    if k == "discard":
        what = {"m": "Mime", "p": "pair"}.get(a[4] if len(a) > 4 else "t", "thief")
        return "%s Bill: %s %s %dp" % (nm[a[1]], suits[a[2]], what, a[3])
    if k == "out":
        return "%s out" % nm[a[1]]
    if k == "loser":
        return "%s has Bill" % nm[a[1]]
    if k == "match" or k == "miss":              # Memory: the player the log names
        return "%s %s" % (nm[a[1] if len(a) == 2 else st["turn"]], k)
    return " ".join([str(x) for x in a])


def start(app, g):
    """The registry's entry: the resumed game g, or the variant choice for a new one."""
    if g:
        o = OldBill(app, g)
        app.push(o)
        o.reopen()
        return

    def begin(mode):
        names = app.session.names()
        st = RULES.new(names, {"mode": RULES.MODES[mode], "first": app.session.first()})
        app.replace(OldBill(app, gameplay.begin(app, GID, RULES, st, UNDO)))
    app.push(Menu(app, "Old Bill: mode", [(MODES[i], lambda i=i: begin(i))
                                          for i in range(len(MODES))] +
                  gameplay.restore_row(app, GID)))
