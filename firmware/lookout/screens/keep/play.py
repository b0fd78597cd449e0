"""The players' own steps: buying guard cards in the Resource Phase (public: spent cards lie
face up) and playing a card in a players phase (private, behind the PIN: the card, then the
destination on the mini-map limited to the legal hexes, or the guard / hex it targets).
"""
from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.screens.keep.dial import ask_pin
from lookout.ui.menu import Menu, row

MOVES = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "ROPE")


def card_name(st, code):
    for i in range(len(C.THIEF)):
        if C.THIEF[i] == code:
            return C.THIEF_NAMES[i]
    try:
        return C.guard_row(st, code)[1]
    except ValueError:
        return code


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
        self.title = "%s buys" % self.t.colour(self.p)
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
        super().__init__(app, table, p, "Pay %d coins" % price, [])
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


# --- players phase ----------------------------------------------------------------------------
def play_flow(app, table, p, done):
    ask_pin(app, table, p, lambda pin: app.push(CardMenu(app, table, p, pin, done)), "play")


class CardMenu(SeatMenu):
    """The cards p may play now (engine's legal list); then what the card needs."""

    def __init__(self, app, table, p, pin, done):
        self.pin = pin
        self.done = done
        pv = table.game.private(p, pin)
        self.legal = pv["legal"]
        self.here = table.board.index(pv["hex"]) if pv["hex"] else -1
        self.codes = sorted(self.legal)
        super().__init__(app, table, p, "%s at %s" % (table.colour(p), pv["hex"]),
                         [card_name(table.game.state, c) for c in self.codes], self.pick)

    def pick(self, i):
        code = self.codes[i]
        args = self.legal[code]
        app = self.app
        if not args:
            self.play(code, None)
        elif type(args[0]) is int:
            st = self.t.game.state
            labels = []
            for gi in args:
                gd = st["g"][gi]
                kind = G.KIND_NAMES[gd[G.KIND]][:3]
                labels.append("%s %s" % (kind, self.t.board.names[gd[G.HEX]]))
            app.push(Menu(app, card_name(self.t.game.state, code) + " on", labels,
                          lambda j: self._then_pop(code, args[j])))
        elif "OFF" in args:
            hexes = [a for a in args if a != "OFF"]
            rows = [row("Escape the Keep", lambda: self._then_pop(code, "OFF"))]
            if hexes:
                rows.append(row("Move in the Keep", lambda: self._off(code, hexes)))
            app.push(Menu(app, card_name(self.t.game.state, code), rows))
        else:
            self._pick_hex(code, args)

    def _off(self, code, hexes):
        self.app.pop()
        self._pick_hex(code, hexes)

    def _then_pop(self, code, arg):
        self.app.pop()
        self.play(code, arg)

    def _pick_hex(self, code, names):
        from lookout.screens.keep.map import MapScreen
        b = self.t.board
        hs = [b.index(n) for n in names]
        nm = card_name(self.t.game.state, code)[:6]
        self.app.push(MapScreen(self.app, self.t, nm, allowed=hs,
                                on_pick=lambda h: self.play(code, b.names[h]),
                                self_hex=self.here))

    def play(self, code, arg):
        app = self.app
        a = ["play", self.p, self.pin, code]
        if arg is not None:
            a.append(arg)
        if not self.t.g.do(a):
            return
        g = self.t.game
        app.pop()                               # this menu: nothing private stays on screen
        app.public()                    # ... and the next one is public
        # the card and hex pickers' code is done with
        app.drop("lookout.screens.keep.map", "lookout.screens.keep.play")   # (the hub's FLOWS)
        col = self.t.colour(self.p)
        if g.phase() == "play":
            app.message("Played", "%s played.\nPass the device\non." % col, self.done)
        else:
            app.message("Played", "%s played.\nAll cards in:\nreveal! OK" % col,
                        lambda: self.done(True))
