"""The players' own buying: guard cards in the Resource Phase (public: spent cards lie face up;
the menu's numbers are the costs, its title says so). Playing a card in a players phase is
keep/choose (private, behind the PIN), which the hub imports itself: on the official Pico
firmware every module loaded is heap, and a players phase has none to spare.
"""
from lookout.keep import cards as C
from lookout.ui.menu import Menu, row


class SeatMenu(Menu):
    """A menu for one thief's step at the table: t (the table) and p (the thief's seat)."""

    def __init__(self, app, table, p, title, items, on_pick=None):
        self.t = table
        self.p = p
        super().__init__(app, title, items, on_pick)


# --- resource phase ---------------------------------------------------------------------------
class BuyMenu(SeatMenu):
    def __init__(self, app, table, p, done):
        self.done = done
        super().__init__(app, table, p, "", [])
        self.refresh()

    def refresh(self):
        g = self.t.game
        pub = g.public()
        rows = []
        for i in range(len(pub["market"])):
            if pub["market"][i] is not None:
                cost = pub["market_cost"][i]
                rows.append(row(pub["market"][i], lambda i=i, cost=cost: self.buy(i, cost), cost))
        rows.append(row("Face down", lambda: self.buy(-1, C.BLIND_COST), C.BLIND_COST))
        rows.append(row("Done buying", self.finish))
        col = self.t.colour(self.p)           # the numbers are the costs, and it says so
        self.title = "%-10s cost" % (col if len(col) > 5 else col + " buys")
        self.set_items(rows)

    def enter(self):
        if self.t.game.phase() != "buy":
            self.app.pop()
            return
        self.refresh()

    def finish(self):
        if not self.t.g.do(["pass", self.p]):
            return
        self.app.pop()
        self.done()

    def buy(self, slot, price):
        """slot: a market index, or -1 for the face-down card."""
        self.app.push(CoinPick(self.app, self.t, self.p, slot, price))


class CoinPick(SeatMenu):
    """Tick the gold-coin cards that pay, then Pay."""

    def __init__(self, app, table, p, slot, price):
        self.slot = slot
        self.price = price
        hand = table.game.state["hand"][p]
        self.coins = [c for c in hand if c in C.COIN_CARDS]
        self.on = [0] * len(self.coins)
        super().__init__(app, table, p, "Pay %d coin%s" % (price, "" if price == 1 else "s"),
                         [])
        self._items()

    def _items(self):
        it = [row("%s %s" % ("[x]" if self.on[i] else "[ ]", C.THIEF_NAMES[self.coins[i]]),
                  lambda i=i: self.tick_coin(i)) for i in range(len(self.coins))]
        it.append(row("Pay", self.pay))
        self.set_items(it)

    def tick_coin(self, i):
        self.on[i] ^= 1
        self._items()

    def pay(self):
        codes = [C.THIEF[self.coins[k]] for k in range(len(self.coins)) if self.on[k]]
        if self.t.g.do(["buy", self.p, self.slot, codes]):
            self.app.pop()

