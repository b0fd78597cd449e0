"""Diamond thief tricks screens: setup (rounds, suit chart), the trick helper, the game menu.

Trick keys: LEFT/RIGHT suit (Thief, Dog, Madam), UP/DOWN number (cards already played are
skipped), OK play; long OK: enter the round as counts per player instead.
After the last card of a trick the title names the winner, who leads next.
BACK: the game menu (undo/redo, counts for a whole round, scores, history, leave); long BACK
undoes. Scoring and counts entry live in g_diamond_s. The state is a History dump in
session["games"]["diamond"], saved after every change.
"""
from lookout import buttons as B
from lookout import players as P
from lookout.games import diamond as D
from lookout.history import History
from lookout.ui import gfx
from lookout.ui.menu import Menu
from lookout.ui.screen import Screen

GID = "diamond"
UNDO = 120
SUIT = ("Thief", "Dog", "Madam")
PAIRS = (("D", "T"), ("T", "M"), ("M", "D"))
GAME_MENU = ("Back to tricks", "Undo", "Redo", "Counts instead", "Scores", "History",
             "Leave game", "Abandon game")


class _M:
    apply = staticmethod(D.apply)


def start(app):
    g = app.session.game(GID)
    if g and g["i"].get("g") == GID:
        h = History.load(_M, g, UNDO)
        if h.state["phase"] != "over":
            open_game(app, h)
            return
    n = len(app.session.names())
    if n not in D.RANGES:
        app.message("Diamond Tricks",
                    "Needs 3-5\nplayers; you\nhave %d. Change\nthem in Players." % n)
        return
    setup(app)


def open_game(app, h, replace=False):
    t = Tricks(app, h)
    (app.replace if replace else app.push)(t)
    if h.state["phase"] == "score":
        t.score()


def setup(app):
    n = len(app.session.names())
    o = {"rounds": n, "win": ["D", "T", "M"]}

    def items():
        it = ["Start game", "Rounds"]
        for k in range(3):
            a, b = PAIRS[k]
            w = o["win"][k]
            lo = b if w == a else a
            it.append("%s>%s" % (SUIT[D.SUITS.index(w)], SUIT[D.SUITS.index(lo)]))
        return it

    def vals():
        return [None, o["rounds"], None, None, None]

    def pick(i):
        if i == 0:
            app.pop()
            beats = []
            for k in range(3):
                a, b = PAIRS[k]
                w = o["win"][k]
                beats.append(w + (b if w == a else a))
            h = History(_M, D.new(app.session.names(), {"rounds": o["rounds"], "beats": beats}),
                        limit=UNDO)
            t = Tricks(app, h)
            t.save()
            app.push(t)
        elif i == 1:
            from lookout.ui.numentry import NumberEntry

            def done(v):
                o["rounds"] = v
                m.set_items(items(), vals())
            app.push(NumberEntry(app, "Rounds", o["rounds"], 1, 20, done))
        else:
            k = i - 2
            a, b = PAIRS[k]
            o["win"][k] = b if o["win"][k] == a else a
            m.set_items(items(), vals())

    m = Menu(app, "Diamond: %dp" % n, items(), pick, values=vals())
    app.push(m)


def card(c):
    return "%s %d" % (SUIT[D.SUITS.index(c[0])], c[1])


class Tricks(Screen):
    def __init__(self, app, h):
        super().__init__(app)
        self.h = h
        self.suit = 0
        self.num = 0
        self.refresh()

    def enter(self):
        self.app.session.at("game:" + GID)
        self.refresh()

    def save(self):
        self.app.session.keep_game(GID, self.h.dump())
        self.app.save()

    def played(self, suit, num):
        st = self.h.state
        if [D.SUITS[suit], num] in st["trick"]:
            return True
        for w in st["won"]:
            if num in w[suit]:
                return True
        return False

    def step(self, d):
        st = self.h.state
        lo, hi = st["lo"], st["hi"]
        size = hi - lo + 1
        v = self.num
        for _ in range(size):
            v = (v - lo + d) % size + lo
            if not self.played(self.suit, v):
                break
        self.num = v

    def refresh(self):
        st = self.h.state
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
                rows.append("%s%-5s %s" % ("*" if seat == w else " ", names[seat][:5],
                                           card(cards[k])))
            self.title = "%s wins+leads" % names[w][:6]
        else:
            for k in range(len(t)):
                rows.append(" %-5s %s" % (names[(st["lead"] + k) % st["n"]][:5], card(t[k])))
        self.rows = rows
        seat = D.to_play(st)
        self.entry = ">%-5s %s %d" % (names[seat][:5], SUIT[self.suit], self.num)
        ps = self.app.session.players()
        self.app.led(P.RGB[ps[seat][1]] if seat < len(ps) else (0, 0, 0))

    def do(self, a):
        was = self.h.state["phase"]
        try:
            self.h.do(a)
        except ValueError as e:
            self.app.beep(400, 150)
            self.app.message("Not allowed", str(e)[:16] + "\n" + str(e)[16:32])
            return False
        self.save()
        self.refresh()
        if was == "play" and self.h.state["phase"] == "score":
            self.score()
        return True

    def score(self):
        from lookout.screens.g_diamond_s import Score
        self.app.push(Score(self.app, self))

    def key(self, ev):
        k = ev & 7
        if k == B.LEFT or k == B.RIGHT:
            self.suit = (self.suit + (1 if k == B.RIGHT else 2)) % 3
        elif k == B.UP or k == B.DOWN:
            self.step(1 if k == B.UP else -1)
        elif ev == B.OK:
            if self.h.state["phase"] == "play":
                self.do(["play", D.SUITS[self.suit], self.num])
            else:
                self.score()
            return
        elif ev == B.OK + B.LONG:
            self.menu(3, False)
            return
        elif ev == B.BACK:
            self.app.push(Menu(self.app, "Diamond menu", GAME_MENU, self.menu))
            return
        elif ev == B.BACK + B.LONG:
            self.undo()
        self.refresh()

    def undo(self):
        self.h.undo()
        self.save()
        self.refresh()

    def menu(self, i, pop=True):
        app = self.app
        if pop:
            app.pop()
        if i in (1, 2):
            (self.h.undo if i == 1 else self.h.redo)()
            self.save()
            self.refresh()
            if self.h.state["phase"] == "score":
                self.score()
        elif i == 3:
            from lookout.screens.g_diamond_s import Counts
            app.push(Counts(app, self))
        elif i == 4:
            from lookout.screens.g_diamond_s import scores
            scores(app, self.h, False)
        elif i == 5:
            self.history()
        elif i == 6:
            app.session.at(None)
            app.save()
            app.home()
        elif i == 7:
            from lookout.ui.dialogs import Confirm
            app.push(Confirm(app, "Abandon", "Forget this\ngame?", self.abandon))

    def abandon(self):
        self.app.session.drop_game(GID)
        self.app.session.at(None)
        self.app.save()
        self.app.home()

    def history(self):
        h = self.h
        st = h.initial
        items = []
        for a in h.actions[:h.cursor]:
            k = a[0]
            if k == "play":
                s = "%s %s%d" % (st["names"][D.to_play(st)][:5], a[1], a[2])
            elif k == "counts":
                s = "%s T%dD%dM%d" % (st["names"][a[1]][:4], a[2], a[3], a[4])
            elif k == "dia":
                s = "%s pts %s" % (st["names"][a[1]][:5], a[2])
            else:
                s = k
            items.append(s)
            st = D.apply(st, a)
        from lookout.ui.lines import Lines
        lines = items[-60:] or ["(nothing yet)"]
        v = Lines(app=self.app, title="History %d" % len(items), lines=lines)
        v.first = max(0, len(lines) - gfx.ROWS)
        self.app.push(v)

    def draw(self, fb):
        gfx.title(fb, self.title)
        rows = self.rows
        for i in range(len(rows)):
            fb.text(rows[i], 0, gfx.row_y(i), 1)
        gfx.row(fb, len(rows), self.entry, True, -1)
