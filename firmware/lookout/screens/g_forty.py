"""Forty Thieves screens: setup, the 6x6 board drawn with owner marks, fast discard entry.

Board keys: LEFT/RIGHT pile, UP/DOWN card 1-10, OK play (a 10 asks which card to replay),
long BACK undo, BACK the game menu (undo/redo, can I play?, concede, scores, history, quit).
Marks: side 1 filled square, side 2 hollow square, side 3 cross; the pending claim's cell is
inverted, the latest claim has a corner dot. The game is a lookout.screens.gameplay.GamePlay,
saved after every change. Setup and results: g_forty_setup; "can I play?": g_forty_hand.
"""
from lookout import buttons as B
from lookout import players as P
from lookout.games import forty as F
from lookout.screens import gamemenu, gameplay
from lookout.ui.menu import Menu

RULES = F
GID = "forty"
UNDO = 80
MARKS = ("fill", "box", "X")
CS = 10  # cell pitch in pixels


def start(app, g):
    """The registry's entry: the resumed game g, or the setup menu for a new one."""
    if g:
        app.push(Board(app, g, describe))
        return

    def begin(opts):
        opts["dealer"] = app.session.first()          # "Goes first" in Players deals first
        st = F.new(app.session.names(), opts)
        app.push(Board(app, gameplay.begin(app, GID, F, st, UNDO), describe))
    from lookout.screens.g_forty_setup import setup
    setup(app, begin)


def describe(st, a):
    """Short text for an action (st: the state before it)."""
    who = st["names"][a[4] if len(a) == 8 else st["turn"]]   # logged: its own seat; whole:
                                                               # the list wraps a long entry
    if a[0] == "concede":
        return "%s concede" % (st["names"][a[1]] if len(a) > 1 else who)
    s = "%s %s%d" % (who, "LR"[a[1]], a[2])
    if len(a) >= 4 and a[3]:
        s += ">%d" % a[3]
    return s


class Board(gamemenu.PlayScreen):
    pile = 0            # the pile the cursor is on, the card value being entered
    card = 5

    def __init__(self, app, g, describe):
        c = g.resumed_cursor()          # the pile and card as the last save left them
        if type(c) is list and len(c) == 2 and c[0] in (0, 1) and c[1] in range(1, 11):
            self.pile, self.card = c
        g.cursor = self.picked
        gamemenu.PlayScreen.__init__(self, app, g, describe)

    def picked(self):
        """The pile and card picked, saved with every change for a resume."""
        return [self.pile, self.card]

    def refresh(self):
        st = self.g.state
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
        self.app.led(P.rgb(self.app.session.players(), t, st.get("ids")))

    # ---- actions ---------------------------------------------------------------------
    def do(self, a):
        st = self.g.state
        if not self.g.do(a):
            return
        new = self.g.state
        if len(new["log"]) > len(st["log"]) or new["phase"] == "over":
            self.round_over(st, new)

    def round_over(self, old, st):
        rnd, side, pts, how = st["log"][-1]
        names = F.side_names(st)
        text = "%s line!\n" % names[side] if how == "L" else \
            "%s wins\nby concession\n" % names[side]
        text += "+%d point%s\n" % (pts, "" if pts == 1 else "s")
        over = st["phase"] == "over"
        if st["extra"] and not over:
            text += "Tied: extra\nround\n"
        text += "\n".join("%s %d" % (names[i], st["score"][i])       # a line each: a name
                          for i in range(len(st["score"])))            # and its score together
        if over:
            self.app.beep(1500, 300)
            from lookout.screens.g_forty_setup import results
            self.app.message("Round %d over" % rnd, text, lambda: results(self.g))
        else:
            self.app.message("Round %d over" % rnd, text)

    def key(self, ev):
        k = B.key_of(ev)
        ph = self.g.state["phase"]
        if k == B.LEFT or k == B.RIGHT:
            if ph == "play":
                self.pile = 0 if k == B.LEFT else 1
        elif k == B.UP or k == B.DOWN:
            top = 9 if ph.startswith("open") else 10
            self.card = (self.card + (0 if k == B.UP else -2)) % top + 1
        elif ev == B.OK:
            self.play()
        elif self.back_key(ev):
            return
        self.refresh()

    def play(self):
        st = self.g.state
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

    def leave(self):
        """Leave game, or BACK on the game menu (BACK twice from play): to the menus."""
        self.g.leave()
        self.app.home()

    def menu(self):
        app = self.app
        g = self.g

        def hand():
            from lookout.screens.g_forty_hand import Hand
            app.push(Hand(app, self))

        def concede():
            from lookout.ui.dialogs import Confirm
            st = g.state
            app.push(Confirm(app, "Concede", "%s concedes this round? Undo takes it back."
                             % st["names"][st["turn"]], self.concede))

        def scores():
            st = g.state
            names = F.side_names(st)
            items = ["%s: %s" % (names[s], MARKS[s]) for s in range(len(names))]
            from lookout.ui.text import Text
            app.push(Text(app, "Scores", items + F.result(st)["lines"]))

        gamemenu.game_menu(g, "Forty menu", "Back to board", lambda: g.undo(False),
                           lambda: g.redo(False),
                           (("Can I play?", hand), ("Concede", concede, 1), ("Scores", scores)),
                           self.leave)

    def concede(self, seat=None):
        self.do(["concede"] if seat is None else ["concede", seat])

    def draw(self, fb):
        own = self.own
        last = self.g.state["last"]
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

