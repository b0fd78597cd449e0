"""Which card the table drew, when the table deals (lookout.keep.draws): the market's face-up
cards (public: the table enters them one OK each), the card a player drew face down after a
buy or a Pick Pocket (private, behind that player's PIN), and the treasure card at the join.

A guard card picker lists the cards that may still come off the deck with how many, as far as
the one entering knows (draws.pool: the table's counts never tell a card someone drew in
secret; a player's own counts leave out only what that player holds). The engine refuses a
card that cannot be in the deck and says why.
"""
from lookout.keep import cards as C
from lookout.keep import draws as D
from lookout.screens.keep import blind
from lookout.screens.keep.dial import ask_pin
from lookout.ui.menu import Menu, row


class CardPick(Menu):
    """Guard cards with their counts (only those that may come up); OK enters one."""

    def __init__(self, app, table, p=-1):
        self.t = table
        self.p = p
        super().__init__(app, "", [])

    def rows(self):
        st = self.t.game.state
        pool = D.pool(st, self.p)
        out = []
        for i in range(len(pool)):
            if pool[i]:
                out.append(row(C.name(st, i), lambda code=st["gt"][i]: self.pick(code),
                               pool[i]))
        self.set_items(out)

    def pick(self, code):
        pass


class MarketPick(CardPick):
    """The table enters the five face-up cards; the cursor stays where it was (the next card
    is as likely any); the last one closes the picker and the buying starts."""

    def __init__(self, app, table):
        super().__init__(app, table)
        self.refresh()

    def refresh(self):
        st = self.t.game.state
        n = len(st["mkt"])
        self.title = "Market %d/%d left" % (n + 1, n + D.market_left(st))   # (the numbers)
        self.rows()

    def enter(self):
        if self.t.game.phase() != "market":
            self.app.pop()
            return
        self.refresh()

    def pick(self, code):
        if not self.t.g.do(["market", len(self.t.game.state["mkt"]), code]):
            return
        if self.t.game.phase() == "market":
            self.refresh()
        else:
            self.app.pop()


def drawn_flow(app, table, p):
    """Player p enters the card they drew face down, behind their PIN."""
    ask_pin(app, table, p, lambda pin: app.push(DrawnPick(app, table, p, pin)), "card")


class DrawnPick(CardPick):
    def __init__(self, app, table, p, pin):
        self.pin = pin
        super().__init__(app, table, p)
        col = table.colour(p)                  # the numbers: copies that may be left
        self.title = "%-10s left" % (col if len(col) > 5 else col + " drew")
        self.rows()
        self.sel = blind.start(table, len(self.items), p)   # a secret pick: a blind start
        self._scroll()

    def pick(self, code):
        if not self.t.g.do(["drew", self.p, self.pin, code]):
            return
        app = self.app
        app.pop()                       # nothing private stays on screen
        app.public()                    # ... and the next one is public
        app.message("Card drawn", "%s has the\ncard. Pass the\ndevice on." % self.t.colour(self.p))


class TreasurePick(Menu):
    """The join's treasure card (the table dealt it): then(code). Every treasure is listed,
    taken or not: a shorter list would tell whose treasure is whose."""

    def __init__(self, app, table, p, then):
        self.then = then
        n = len(C.TREASURE)
        super().__init__(app, "%s: treasure" % table.colour(p),
                         [row(C.TREASURE_NAMES[i], lambda i=i: self.pick(i)) for i in range(n)],
                         sel=blind.start(table, n, p))   # a blind start: the presses tell none

    def pick(self, i):
        self.app.pop()
        self.then(C.TREASURE[i])
