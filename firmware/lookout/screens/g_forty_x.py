"""Forty Thieves: the setup menu, the "can I still play?" hand check, the history list and
the results (split from g_forty to keep each module small)."""
from lookout import buttons as B
from lookout.games import forty as F
from lookout.history import History
from lookout.screens.g_forty import UNDO, Board, _M
from lookout.ui import gfx
from lookout.ui.menu import Menu
from lookout.ui.screen import Screen


def setup(app):
    o = {"rounds": 10, "strikes": False, "jk": False}
    n = len(app.session.names())

    def items():
        return ["Start game", "Rounds", "3 strikes: " + ("Y" if o["strikes"] else "N" if n == 2
                                                         else "2p"),
                "Jack/King: " + ("Y" if o["jk"] else "N")]

    def pick(i):
        if i == 0:
            app.pop()
            opts = dict(o)
            if not opts["strikes"]:
                del opts["strikes"]
            h = History(_M, F.new(app.session.names(), opts), limit=UNDO)
            b = Board(app, h)
            b.save()
            app.push(b)
            return
        if i == 1:
            from lookout.ui.numentry import NumberEntry

            def done(v):
                o["rounds"] = v
                m.set_items(items(), [None, v, None, None])
            app.push(NumberEntry(app, "Rounds", o["rounds"], 1, 99, done))
            return
        if i == 2:
            if n != 2:
                app.message("3 strikes", "A 2-player rule")
                return
            o["strikes"] = not o["strikes"]
        else:
            o["jk"] = not o["jk"]
        m.set_items(items(), [None, o["rounds"], None, None])

    m = Menu(app, "Forty: %dp" % n, items(), pick, values=[None, 10, None, None])
    app.push(m)


def _act(st, a):
    """Short text for an action (st: the state before it)."""
    who = st["names"][st["turn"]][:5]
    if a[0] == "concede":
        return "%s concede" % (st["names"][a[1]][:5] if len(a) > 1 else who)
    s = "%s %s%d" % (who, "LR"[a[1]], a[2])
    if len(a) == 4:
        s += ">%d" % a[3]
    return s


def history(self):
    h = self.h
    st = h.initial
    items = []
    for j in range(len(h.actions)):
        a = h.actions[j]
        items.append(("%d " % (j + 1)) + _act(st, a))
        st = F.apply(st, a)
    cur = h.cursor

    def pick(i):  # jump: undo/redo to just after action i
        while h.cursor > i + 1:
            h.undo()
        while h.cursor < i + 1:
            h.redo()
        self.save()
        self.app.pop()
    self.app.push(Menu(self.app, "History %d/%d" % (cur, len(items)), items or ["(empty)"],
                       pick if items else (lambda i: None), sel=max(0, cur - 1),
                       mark=max(0, cur - 1) if items else -1))

# ---- drawing ---------------------------------------------------------------------


class Hand(Screen):
    """'Can I still play?': enter the hand as card values; RIGHT checks it."""

    def __init__(self, app, board):
        super().__init__(app)
        self.board = board
        self.cards = []
        self.card = 5
        self.refresh()

    def refresh(self):
        self.l_hand = " ".join("%d" % c for c in self.cards)[:16]
        self.l_card = "Card %d" % self.card

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP or k == B.DOWN:
            self.card = (self.card + (0 if k == B.UP else -2)) % 10 + 1
        elif ev == B.OK:
            self.cards.append(self.card)
            if len(self.cards) == 5:
                self.check()
                return
        elif k == B.LEFT and self.cards:
            self.cards.pop()
        elif k == B.RIGHT and self.cards:
            self.check()
            return
        elif ev == B.BACK:
            self.app.pop()
            return
        self.refresh()

    def check(self):
        app = self.app
        st = self.board.h.state
        moves = F.legal_moves(st, self.cards)
        app.pop()
        if moves:
            ls = []
            for a in moves[:5]:
                s = "%s%d" % ("LR"[a[1]], a[2])
                o = st["piles"][1 - a[1]]
                if len(a) == 4:
                    s += ">%d =%d" % (a[3], a[3] * o[-1])
                elif o and st["phase"] == "play":
                    s += " =%d" % (a[2] * o[-1])
                ls.append(s)
            app.message("You can play", "\n".join(ls))
        else:
            from lookout.ui.dialogs import Confirm
            app.beep(400, 150)
            who = st["names"][st["turn"]]
            app.push(Confirm(app, "No legal play", "%s must\nconcede now." % who,
                             self.board.concede))

    def draw(self, fb):
        gfx.title(fb, "Can I play?")
        fb.text("Hand:", 0, gfx.row_y(0), 1)
        fb.text(self.l_hand, 0, gfx.row_y(1), 1)
        fb.text(self.l_card, 0, gfx.row_y(2) + 2, 1)
        fb.text("^v card  OK add", 0, gfx.row_y(4), 1)
        fb.text("<del  >check", 0, gfx.row_y(5), 1)


def results(app, h):
    st = h.state
    r = F.result(st)
    names = F.side_names(st)
    w = r["winners"]
    title = ("%s wins!" % names[w[0]]) if w else "Tie: " + "/".join(names[i][:4] for i in r["tied"])
    app.session.at(None)
    app.save()

    from lookout.ui.text import Text
    app.push(Text(app, title, r["lines"], app.home))
