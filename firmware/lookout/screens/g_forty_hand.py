"""Forty Thieves: "can I still play?": the hand entered as card values is checked against the
board; no legal discard offers the forced concession."""
from lookout import buttons as B
from lookout.games import forty as F
from lookout.ui import gfx
from lookout.ui.screen import Screen


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
        if ev == B.BACK:
            self.app.pop()
            return
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
        self.refresh()

    def check(self):
        app = self.app
        st = self.board.g.state
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
            app.push(Confirm(app, "No legal play", "%s must concede now. Undo takes it back." % who,
                             self.board.concede))

    def draw(self, fb):
        gfx.title(fb, "Can I play?")
        fb.text("Hand:", 0, gfx.row_y(0), 1)
        fb.text(self.l_hand, 0, gfx.row_y(1), 1)
        fb.text(self.l_card, 0, gfx.row_y(2) + 2, 1)
        fb.text("^v card  OK add", 0, gfx.row_y(4), 1)
        fb.text("<del  >check", 0, gfx.row_y(5), 1)
