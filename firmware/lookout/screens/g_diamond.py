"""Diamond thief tricks screens: setup (rounds, suit chart), the trick helper, the game menu.

Trick keys: LEFT/RIGHT suit (Thief, Dog, Madam), UP/DOWN number (cards already played are
skipped), OK play; long OK: enter the round as counts per player instead.
After the last card of a trick the title names the winner, who leads next.
BACK: the game menu (undo/redo, counts for a whole round, scores, history, leave); long BACK
undoes. Scoring and counts entry live in g_diamond_score. The game is a
lookout.screens.gameplay.GamePlay, saved after every change.
"""
from lookout import buttons as B
from lookout import players as P
from lookout.games import diamond as D
from lookout.screens import gamemenu, gameplay
from lookout.ui import gfx
from lookout.ui.menu import Menu

RULES = D
GID = "diamond"
UNDO = 120
SUIT = ("Thief", "Dog", "Madam")
PAIRS = (("D", "T"), ("T", "M"), ("M", "D"))
SCORING = ("lookout.screens.g_diamond_score", "lookout.games.diamond_score")


def start(app, g):
    """The registry's entry: the resumed game g, or the setup menu for a new one."""
    if g is None:
        setup(app)
        return
    t = Tricks(app, g, describe)
    app.push(t)
    if g.state["phase"] == "score":
        t.score()


def describe(st, a):
    """Short text for an action (st: the state before it)."""
    k = a[0]
    nm = st["names"]                   # whole: the history list wraps a long entry
    if k == "play":
        return "%s %s%d" % (nm[a[3] if len(a) == 4 else D.to_play(st)], a[1], a[2])  # logged
    if k == "counts" and len(a) == 2:
        return "Counts %s" % " ".join(["T%dD%dM%d" % tuple(c) for c in a[1]])
    if k == "counts":
        return "%s T%dD%dM%d" % (nm[a[1]], a[2], a[3], a[4])
    if k == "dia":
        v = a[2]
        return "%s %s" % (nm[a[1]], ("%d pts" % v) if type(v) is int else
                          "dia " + "+".join(["%d" % d for d in v]))
    if k == "steal":
        return "Steal #" + ",".join(["%d" % (i + 1) for i in a[1]])
    if k == "discard":
        return "%s drops #%s" % (nm[a[1]], ",".join(["%d" % (i + 1) for i in a[2]]))
    if k == "commit":
        return "Round %d scored" % st["round"]
    return k


def chosen(app, n):
    """The setup's choices as last left (the session's "dia" setting: rounds, the three
    winners), so reopening setup before Start game keeps them; defaults when none or not a
    shape this firmware wrote."""
    c = app.session.setting("dia")
    if type(c) is list and len(c) == 4 and type(c[0]) is int and 1 <= c[0] <= 20 and \
            all([c[k + 1] in PAIRS[k] for k in range(3)]):
        return {"rounds": c[0], "win": list(c[1:])}
    return {"rounds": n, "win": ["D", "T", "M"]}


def setup(app):
    n = len(app.session.names())
    o = chosen(app, n)

    def keep():
        app.session.set_setting("dia", [o["rounds"]] + o["win"])
        app.save()
        m.set_items(rows())

    def rows():
        it = [("Start game", start), ("Rounds", rounds, o["rounds"])]
        for k in range(3):
            a, b = PAIRS[k]
            w = o["win"][k]
            lo = b if w == a else a
            it.append(("%s>%s" % (SUIT[D.SUITS.index(w)], SUIT[D.SUITS.index(lo)]),
                       lambda k=k: flip(k)))
        return it + gameplay.restore_row(app, GID)

    def start():
        app.pop()
        beats = []
        for k in range(3):
            a, b = PAIRS[k]
            w = o["win"][k]
            beats.append(w + (b if w == a else a))
        st = D.new(app.session.names(), {"rounds": o["rounds"], "beats": beats,
                                         "leader": app.session.first()})  # "Goes first"
        app.push(Tricks(app, gameplay.begin(app, GID, D, st, UNDO), describe))

    def rounds():
        from lookout.ui.numentry import NumberEntry

        def done(v):
            o["rounds"] = v
            keep()
        app.push(NumberEntry(app, "Rounds", o["rounds"], 1, 20, done))

    def flip(k):
        a, b = PAIRS[k]
        o["win"][k] = b if o["win"][k] == a else a
        keep()

    m = Menu(app, "Diamond: %dp" % n, rows())
    app.push(m)


def card(c):
    return "%s %d" % (SUIT[D.SUITS.index(c[0])], c[1])


def seat_row(mark, name, what):
    """A trick row of 16 columns: the name whole (names up to 5 letters line the cards up)
    and the card, as its letter and number ("M12", as the counts show it) when the card's
    word would not fit beside the name (a name has at most 8 letters)."""
    if 2 + max(5, len(name)) + len(what) > gfx.COLS:
        w = what.split(" ")
        what = w[0][0] + w[1]
    return "%s%-5s %s" % (mark, name, what)


class Tricks(gamemenu.PlayScreen):
    suit = 0            # the card being picked: suit index and number
    num = 0             # (refresh() moves it into the deal's range)

    def __init__(self, app, g, describe):
        c = g.resumed_cursor()          # the picker as the last save left it (a power cut)
        if type(c) is list and len(c) == 2 and c[0] in (0, 1, 2) and type(c[1]) is int and \
                type(c[0]) is int:
            self.suit, self.num = c
        g.cursor = self.picker
        gamemenu.PlayScreen.__init__(self, app, g, describe)

    def picker(self):
        """The suit and number picked, saved with every change for a resume."""
        return [self.suit, self.num]

    def enter(self):
        if self.g.state["phase"] == "play":     # a round scored: its modules give RAM back
            self.app.drop(*SCORING)
        super().enter()

    def played(self, suit, num):
        st = self.g.state
        if [D.SUITS[suit], num] in st["trick"]:
            return True
        for w in st["won"]:
            if num in w[suit]:
                return True
        return False

    def step(self, d):
        st = self.g.state
        lo, hi = st["lo"], st["hi"]
        size = hi - lo + 1
        v = self.num
        for _ in range(size):
            v = (v - lo + d) % size + lo
            if not self.played(self.suit, v):
                break
        self.num = v

    def refresh(self):
        st = self.g.state
        names = st["names"]
        if not st["lo"] <= self.num <= st["hi"]:
            self.num = (st["lo"] + st["hi"]) // 2
        if self.played(self.suit, self.num):
            self.step(1)
        rows = []
        t = st["trick"]
        self.title = "R%d Trick %d/12" % (st["round"], st["tricks"] + 1)
        if not t and st["prev"]:
            w, cards = st["prev"]
            first = w - D.trick_winner(cards, st["beats"])  # that trick's leader
            for k in range(len(cards)):
                seat = (first + k) % st["n"]
                rows.append(seat_row("*" if seat == w else " ", names[seat], card(cards[k])))
            nw = names[w]              # the whole name; "leads" goes when it would not fit
            self.title = ("%s wins+leads" if len(nw) < 6 else "%s wins") % nw
        else:
            for k in range(len(t)):
                rows.append(seat_row(" ", names[(st["lead"] + k) % st["n"]], card(t[k])))
        self.rows = rows
        seat = D.to_play(st)
        self.entry = seat_row(">", names[seat], "%s %d" % (SUIT[self.suit], self.num))
        self.app.led(P.rgb(self.app.session.players(), seat, st.get("ids")))

    def do(self, a):
        was = self.g.state["phase"]
        if not self.g.do(a):
            return False
        if was == "play" and self.g.state["phase"] == "score":
            self.score()
        return True

    def score(self):
        from lookout.screens.g_diamond_score import Score
        self.app.push(Score(self.app, self))

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.LEFT or k == B.RIGHT:
            self.suit = (self.suit + (1 if k == B.RIGHT else 2)) % 3
        elif k == B.UP or k == B.DOWN:
            self.step(1 if k == B.UP else -1)
        elif ev == B.OK:
            if self.g.state["phase"] == "play":
                self.do(["play", D.SUITS[self.suit], self.num])
            else:
                self.score()
            return
        elif ev == B.OK + B.LONG:
            self.counts()
            return
        elif self.back_key(ev):
            return
        self.refresh()

    def counts(self):
        from lookout.screens.g_diamond_score import Counts
        self.app.push(Counts(self.app, self))

    def step_back(self, undo):
        """Menu Undo/Redo: back in scoring when the step lands there."""
        if (self.g.undo if undo else self.g.redo)(False) and self.g.state["phase"] == "score":
            self.score()

    def leave(self):
        """Leave game, or BACK on the game menu (BACK twice from play): to the menus."""
        self.g.leave()
        self.app.home()

    def menu(self):
        g = self.g

        def scores():
            from lookout.screens.g_diamond_score import scores
            scores(g, False)

        gamemenu.game_menu(g, "Diamond menu", "Back to tricks", lambda: self.step_back(True),
                           lambda: self.step_back(False),
                           (("Counts instead", self.counts), ("Scores", scores)), self.leave)

    def draw(self, fb):
        gfx.title(fb, self.title)
        rows = self.rows
        for i in range(len(rows)):
            fb.text(rows[i], 0, gfx.row_y(i), 1)
        gfx.row(fb, len(rows), self.entry, True, -1, gfx.W)   # the entry: a whole-width bar
