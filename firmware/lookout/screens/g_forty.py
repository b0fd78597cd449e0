"""Forty Thieves screens: setup, the 6x6 board drawn with owner marks, fast discard entry.

Board keys: LEFT/RIGHT pile, UP/DOWN card 1-10, OK play (a 10 asks which card to replay),
long BACK undo, BACK the game menu (undo/redo, can I play?, concede, scores, history, quit).
Marks: side 1 filled square, side 2 hollow square, side 3 cross; the pending claim's cell is
inverted, the latest claim has a corner dot. The state is a History dump in
session["games"]["forty"], saved after every change.
"""
from lookout import buttons as B
from lookout import players as P
from lookout.games import forty as F
from lookout.history import History

from lookout.ui.menu import Menu
from lookout.ui.screen import Screen

GID = "forty"
UNDO = 80
MARKS = ("fill", "box", "X")
CS = 10  # cell pitch in pixels
GAME_MENU = ("Back to board", "Undo", "Redo", "Can I play?", "Concede", "Scores", "History",
             "Leave game", "Abandon game")

class _M:
    apply = staticmethod(F.apply)

def start(app):
    d = app.session.data
    g = d["games"].get(GID)
    if g and g["i"].get("g") == GID:
        h = History.load(_M, g, UNDO)
        if h.state["phase"] != "over":
            app.push(Board(app, h))
            return
    n = len(app.session.names())
    if not 2 <= n <= 4:
        app.message("Forty Thieves", "Needs 2-4\nplayers (4 = two\nteams); you have\n"
                    "%d. Change them\nin Players." % n)
        return
    from lookout.screens.g_forty_x import setup
    setup(app)

class Board(Screen):
    def __init__(self, app, h):
        super().__init__(app)
        self.h = h
        self.pile = 0
        self.card = 5
        self.msg = ""
        self.refresh()

    def enter(self):
        self.app.session.at("game:" + GID)
        self.refresh()

    def save(self):
        self.app.session.keep_game(GID, self.h.dump())
        self.app.save()

    def refresh(self):
        st = self.h.state
        self.own = F.owners(st)
        ph = st["phase"]
        if ph == "open0":
            self.pile = 0
        elif ph == "open1":
            self.pile = 1
        if ph.startswith("open") and self.card == 10:
            self.card = 9
        t = st["turn"]
        self.l_round = "R%d/%d" % (st["round"], st["rounds"]) if not st["extra"] else \
            "R%d xtra" % st["round"]
        self.l_turn = st["names"][t][:8]
        piles = st["piles"]
        self.l_piles = "L%s R%s" % (piles[0][-1] if piles[0] else "-",
                                    piles[1][-1] if piles[1] else "-")
        self.target = -1
        p, c = self.pile, self.card
        self.l_play = "%s%d" % ("LR"[p], c)
        other = piles[1 - p]
        if ph == "open0":
            self.l_info = "start"
        elif c == 10:
            self.l_info = "thief"
        elif not other:
            self.l_info = "?"
        else:
            v = c * other[-1]
            self.target = st["lay"].index(v)
            self.l_play += "x%d" % other[-1]
            self.l_info = "=%d %s" % (v, "ok" if self.own[self.target] == 255 else "tkn")
        sc = st["score"]
        self.l_score = "-".join("%d" % x for x in sc) if not st["jk"] else \
            " ".join("%dK%dJ" % F.kings_jacks(x) for x in sc)
        self.l_score = self.l_score[:8]
        ps = self.app.session.players()
        self.app.led(P.RGB[ps[t][1]] if t < len(ps) else (0, 0, 0))

    # ---- actions ---------------------------------------------------------------------
    def do(self, a):
        st = self.h.state
        try:
            self.h.do(a)
        except ValueError as e:
            self.app.beep(400, 150)
            from lookout.screens.g_forty_x import _wrap
            self.app.message("Not allowed", _wrap(str(e)))
            return
        self.msg = ""
        self.save()
        self.refresh()
        new = self.h.state
        if len(new["log"]) > len(st["log"]) or new["phase"] == "over":
            self.round_over(st, new)

    def round_over(self, old, st):
        rnd, side, pts, how = st["log"][-1]
        names = F.side_names(st)
        text = "%s line!\n" % names[side][:10] if how == "L" else \
            "%s wins\nby concession\n" % names[side][:11]
        text += "+%d point%s\n" % (pts, "" if pts == 1 else "s")
        text += " ".join("%s %d" % (names[i][:3], st["score"][i])
                         for i in range(len(st["score"])))[:16]
        if st["phase"] == "over":
            self.app.beep(1500, 300)
            from lookout.screens.g_forty_x import results
            self.app.message("Round %d over" % rnd, text, lambda: results(self.app, self.h))
        else:
            if st["extra"]:
                text += "\nTied: extra\nround"
            self.app.message("Round %d over" % rnd, text)

    def key(self, ev):
        k = ev & 7
        ph = self.h.state["phase"]
        if k == B.LEFT or k == B.RIGHT:
            if ph == "play":
                self.pile = 0 if k == B.LEFT else 1
        elif k == B.UP or k == B.DOWN:
            top = 9 if ph.startswith("open") else 10
            self.card = (self.card + (0 if k == B.UP else -2)) % top + 1
        elif ev == B.OK:
            self.play()
        elif ev == B.BACK:
            self.app.push(Menu(self.app, "Forty menu", GAME_MENU, self.menu))
            return
        elif ev == B.BACK + B.LONG:
            self.undo()
        self.refresh()

    def play(self):
        st = self.h.state
        if self.card != 10 or st["phase"] != "play":
            self.do(["play", self.pile, self.card])
            return
        p = self.pile
        other = st["piles"][1 - p][-1]
        me = st["side"][st["turn"]]
        opts = []
        for r in st["piles"][p]:
            if r != 10 and r not in opts:
                o = self.own[st["lay"].index(r * other)]
                if o != 255 and o != me:
                    opts.append(r)
        if not opts:
            self.app.beep(400, 150)
            self.app.message("Not allowed",
                             "A 10 steals a\nclaimed spot:\nnothing on pile\n%s to steal" % "LR"[p])
            return
        opts.sort()

        def pick(i):
            self.app.pop()
            self.do(["play", p, 10, opts[i]])
        self.app.push(Menu(self.app, "Replay which?", ["%d x%d steals" % (r, other) for r in opts],
                           pick, values=[r * other for r in opts]))

    def undo(self):
        if self.h.can_undo():
            self.h.undo()
            self.save()
        self.refresh()

    def menu(self, i):
        app = self.app
        app.pop()
        if i in (1, 2):
            (self.h.undo if i == 1 else self.h.redo)()
            self.save()
            self.refresh()
        elif i == 3:
            from lookout.screens.g_forty_x import Hand
            app.push(Hand(app, self))
        elif i == 4:
            from lookout.ui.dialogs import Confirm
            st = self.h.state
            app.push(Confirm(app, "Concede", "%s concedes\nthis round?" % st["names"][st["turn"]],
                             self.concede))
        elif i == 5:
            r = F.result(self.h.state)
            st = self.h.state
            names = F.side_names(st)
            items = ["%s: %s" % (names[s][:9], MARKS[s]) for s in range(len(names))]
            from lookout.ui.lines import Lines
            app.push(Lines(app, "Scores", items + r["lines"]))
        elif i == 6:
            from lookout.screens.g_forty_x import history
            history(self)
        elif i == 7:
            app.session.at(None)
            app.save()
            app.home()
        elif i == 8:
            from lookout.ui.dialogs import Confirm
            app.push(Confirm(app, "Abandon", "Forget this\ngame?", self.abandon))

    def concede(self, seat=None):
        self.do(["concede"] if seat is None else ["concede", seat])

    def abandon(self):
        self.app.session.drop_game(GID)
        self.app.session.at(None)
        self.app.save()
        self.app.home()

    def draw(self, fb):
        own = self.own
        last = self.h.state["last"]
        for r in range(7):
            fb.hline(0, r * CS, 6 * CS + 1, 1)
            fb.vline(r * CS, 0, 6 * CS + 1, 1)
        for i in range(36):
            x = (i % 6) * CS + 1
            y = (i // 6) * CS + 1
            c = 1
            if i == self.target:
                fb.fill_rect(x, y, CS - 1, CS - 1, 1)
                c = 0
            o = own[i]
            if o == 0:
                fb.fill_rect(x + 2, y + 2, 5, 5, c)
            elif o == 1:
                fb.rect(x + 2, y + 2, 5, 5, c)
            elif o == 2:
                fb.line(x + 2, y + 2, x + 6, y + 6, c)
                fb.line(x + 6, y + 2, x + 2, y + 6, c)
            if i == last:
                fb.pixel(x, y, c)
                fb.pixel(x + 1, y, c)
                fb.pixel(x, y + 1, c)
        x = 64
        fb.text(self.l_round, x, 0, 1)
        fb.fill_rect(x - 1, 10, 65, 10, 1)
        fb.text(self.l_turn, x, 11, 0)
        fb.text(self.l_piles, x, 22, 1)
        fb.text(self.l_play, x, 33, 1)
        fb.text(self.l_info, x, 43, 1)
        fb.text(self.l_score, x, 55, 1)

