"""Diamond tricks: counts entry for a whole round, round scoring (Thief's Chance, Watch Dog and
Madam discards explained by the core's round lines) and the results. Used by g_diamond."""
from lookout import buttons as B
from lookout.games import diamond as D
from lookout.ui.text import Text
from lookout.ui import gfx
from lookout.ui.menu import Menu
from lookout.ui.screen import Screen
from lookout.ui.wrap import squeeze

HELP = ("A<B M2: A has", "most Thieves and", "steals 2 Madams", "from B (most", "Madams): A's",
        "Thieves minus", "B's Watch Dogs.", "-T2: Watch Dogs", "drop 2 Thieves.", "-M1: Thieves",
        "left drop 1 own", "Madam. Enter the", "diamonds kept +", "stolen = points.")
COLS = (86, 106, 126)  # right edges of the T, D, M count columns: an 8-letter name (64 px,
                       # the longest a name gets) whole before them
LETTERS = ("T", "D", "M")


def fit(line, w=15):
    """A core line in a menu row (15 columns beside the scrollbar): padding and an apostrophe
    go first (lookout.ui.wrap.squeeze), then the name at the start gives up letters, never a
    count."""
    t = squeeze(line, w)
    k = t.find(" ")
    if len(t) <= w or k <= len(t) - w:
        return t
    return t[:k - (len(t) - w)] + t[k:]


class Score(Menu):
    """The round's lines; OK on a player's lines enters their points; then Score round."""

    def __init__(self, app, tricks):
        self.t = tricks
        super().__init__(app, "", [], self.pick)          # rows of core lines: a seat each
        self.build()
        self.sel = self.seat.index(0)

    def enter(self):
        self.build()

    def build(self):
        st = self.t.g.state
        lines = [fit(ln) for ln in D.round_lines(st)]
        c = D.counts(st)
        seat = [-1] if None not in c else []
        for i in range(st["n"]):
            seat += [i] if c[i] is None else [i, i]
        self.seat = seat
        self.nl = len(lines)
        self.title = "Score round %d" % st["round"]
        self.set_items(lines + [("Score round", self.commit), ("How it works", self.help)])

    def help(self):
        self.app.push(Text(self.app, "Scoring", HELP))

    def pick(self, i):
        """A core line: the seat it belongs to enters its points (the Thief's Chance line,
        seat -1, explains the scoring)."""
        app = self.app
        if self.seat[i] < 0:
            self.help()
            return
        s = self.seat[i]
        st = self.t.g.state
        if D.counts(st)[s] is None:
            app.message("Counts first", "Enter the cards\nwith Counts")
            return
        d = st["dia"][s]
        from lookout.ui.numentry import NumberEntry

        def done(v):
            if self.t.do(["dia", s, v]):
                self.build()
                nxt = [k for k in range(len(self.seat)) if self.seat[k] > s]
                self.sel = nxt[0] if nxt else self.nl
                self._scroll()
        c = D.counts(st)
        k = D.scored(c, s) if None not in c else 20   # Madam cards it scores (0: no points)
        hi = D.MAX_DIA * k
        why = ("%d Madam cards kept: %d at most" % (k, hi)) if k else \
            "No Madam card kept: no points"
        app.push(NumberEntry(app, "%s points" % st["names"][s],
                             min(d, hi) if type(d) is int else 0, 0, hi, done,
                             hint="diamonds kept", top=why,
                             check=lambda v: self.t.g.check(["dia", s, v])))

    def commit(self):
        app = self.app
        g = self.t.g
        rnd = g.state["round"]
        if not self.t.do(["commit"]):
            return
        app.pop()
        st = g.state
        if st["phase"] == "over":
            scores(g, True)
            return
        tot = "\n".join("%s %d" % (st["names"][i], sum(st["score"][i]))   # a line each:
                        for i in range(st["n"]))                         # never split
        app.message("Round %d scored" % rnd, "Next leader:\n%s\n%s" % (
            st["names"][st["leader"]], tot))


def scores(g, over):
    app = g.app
    st = g.state
    r = D.result(st)
    names = st["names"]
    title = "Scores"
    if over:
        w = r["winners"]
        from lookout.screens.gamemenu import winners_title
        title = winners_title(names, w, "/")
        g.finished()
    app.push(Text(app, title, r["lines"], app.home if over else None))


class Counts(Screen):
    """Per player Thief / Watch Dog / Madam cards collected this round. UP/DOWN change,
    LEFT/RIGHT move (across players), OK saves all and goes to scoring."""

    def __init__(self, app, tricks):
        super().__init__(app)
        self.t = tricks
        st = tricks.g.state
        self.n = st["n"]
        self.size = st["hi"] - st["lo"] + 1
        c = D.counts(st) if st["mode"] == "c" else [None] * self.n
        self.v = [list(x) if x else [4, 4, 4] for x in c]
        self.names = st["names"]
        self.pos = 0
        self.refresh()

    def enter(self):
        st = self.t.g.state
        if st["mode"] == "t" and (st["tricks"] or st["trick"]):
            self.app.pop()
            self.app.message("Counts", "Cards are being\ntracked this\nround: undo\nthem first.")

    def refresh(self):
        tot = sum(sum(c) for c in self.v)
        self.l_tot = "Total %d of %d" % (tot, D.HAND * self.n)

    def key(self, ev):
        if ev == B.BACK:
            self.app.pop()
            return
        k = B.key_of(ev)
        cells = self.n * 3
        if k == B.UP or k == B.DOWN:
            c = self.v[self.pos // 3]
            j = self.pos % 3
            c[j] = max(0, min(self.size, c[j] + (1 if k == B.UP else -1)))
        elif k == B.LEFT or k == B.RIGHT:
            self.pos = (self.pos + (1 if k == B.RIGHT else -1)) % cells
        elif ev == B.OK:
            self.submit()
            return
        self.refresh()

    def submit(self):
        app = self.app
        n = self.n
        for i in range(n):
            s = sum(self.v[i])
            if s % n:
                app.message("Check counts", "%s has %d\ncards: tricks\ngive %d each" % (
                    self.names[i], s, n))
                return
        if sum(sum(c) for c in self.v) != D.HAND * n:
            app.message("Check counts", "%d cards in all\n(12 each)" % (D.HAND * n))
            return
        try:      # every seat in one action: one undo step, checked against the deck at once
            self.t.g.h.do(["counts", [list(c) for c in self.v]])
        except ValueError as e:
            app.message("Check counts", str(e))
            return
        self.t.g.save()
        app.pop()
        self.t.score()

    def draw(self, fb):
        gfx.title(fb, "Cards")
        for j in range(3):
            fb.text(LETTERS[j], COLS[j] - 8, 1, 0)
        for i in range(self.n):
            y = gfx.row_y(i)
            fb.text(self.names[i], 0, y, 1)
            c = self.v[i]
            for j in range(3):
                on = 1
                if self.pos == i * 3 + j:
                    fb.fill_rect(COLS[j] - 18, y - 1, 20, gfx.ROW_H, 1)
                    on = 0
                gfx.num_r(fb, c[j], COLS[j], y, on)
        fb.text(self.l_tot, 0, gfx.row_y(5), 1)
