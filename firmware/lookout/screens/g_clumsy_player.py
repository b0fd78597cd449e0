"""One Clumsy Thief player's entries: make a stack (card by card: only the bottom card is
entered, the second makes $100), take a stack, $100 or total stacks, top an own stack, list
or drop stacks. After a new stack the main cursor moves to the next player."""
from lookout.games import clumsy as cl
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry


ROW = 15                    # a menu row's columns (lookout.ui.menu, no value column)


def stack(s):
    """A stack's value and top card: " $100 $50"."""
    return " $%d %s" % (cl.value(s), cl.card_name(s[-1]) if len(s) > 1 else "?")


def label(nm, s):
    """A stack's row with its owner's name, or None when the whole name would not fit
    (the list then names the owner on a row of its own above their stacks)."""
    t = nm + stack(s)
    return t if len(t) <= ROW else None


class PlayerMenu(Menu):
    def __init__(self, game, p):
        self.game = game
        self.p = p
        super().__init__(game.app, "", [
            ("+ Stack a+b=100", self.pair), ("Take a stack", self.take),
            ("+ $100 stack", lambda: self.made(["total", p, cl.PAIR])),
            ("+ Stack total", self.total),
            ("Top own stack", lambda: self.choose("Top which?", [p], self.add_card)),
            ("My stacks", lambda: self.choose("Stacks: OK=drop", [p], self.drop)),
            ("Done", game.app.pop)])
        self.refresh()

    def enter(self):
        self.refresh()

    def refresh(self):
        st = self.game.g.state
        tot = 0
        for s in st["stacks"][self.p]:
            tot += cl.value(s)
        self.title = "%s $%d" % (st["names"][self.p][:9], tot)

    def made(self, a):
        """A new stack: back to the main list, the cursor stays on this player (everyone
        plays at once: no turn to follow, the cursor rule in HACKING.md)."""
        g = self.game
        if g.do(a):
            self.app.pop()
            g.moved(self.p)

    def pair(self):
        p = self.p
        a = lambda v: ["stack", p, [v, cl.PAIR - v]]      # noqa: E731
        self.app.push(NumberEntry(self.app, "Bottom card $", 50, cl.LOW, cl.HIGH,
                                  lambda v: self.made(a(v)), step=5, hint="2nd makes $100",
                                  top="Money cards: $%d-$%d" % (cl.LOW, cl.HIGH),
                                  check=lambda v: self.game.g.check(a(v))))

    def take(self):
        p = self.p
        self.choose("Take which?", [q for q in range(len(self.game.g.state["names"])) if q != p],
                    self.add_card)

    def total(self):
        p = self.p
        most = self.game.g.state["opt"]["max"]
        self.app.push(NumberEntry(self.app, "Stack total $", cl.PAIR, cl.PAIR, most,
                                  lambda v: self.made(["total", p, v]), step=5,
                                  top="A stack: $%d at most" % most,
                                  check=lambda v: self.game.g.check(["total", p, v])))

    def choose(self, title, owners, then):
        """A list of the owners' stacks; then(owner, index) for the one picked."""
        st = self.game.g.state
        nm = st["names"]
        refs = []
        items = []
        for q in owners:
            ss = st["stacks"][q]
            rows = [label(nm[q], s) for s in ss]
            if ss and None in rows:           # a long name: whole, on a row above
                refs.append(None)
                items.append(nm[q] + ":")
                rows = [" " + stack(s) for s in ss]
            for j in range(len(ss)):
                refs.append((q, j))
                items.append(rows[j])
        if not items:
            self.app.message(title[:-1], "No stacks")
            return

        def pick(k):
            if refs[k] is None:               # the owner's row: their stacks are below it
                self.app.beep(220, 40)
                return
            then(refs[k][0], refs[k][1])
        self.app.push(Menu(self.app, title, items, pick, sel=1 if refs[0] is None else 0))

    def drop(self, q, j):
        app = self.app
        app.pop()
        from lookout.ui.dialogs import Confirm
        app.push(Confirm(app, "Drop stack", "Remove stack %d ($%d)? Undo brings it back." % (
            j + 1, cl.value(self.game.g.state["stacks"][q][j])),
            lambda: self.game.do(["drop", q, j])))

    def add_card(self, q, j):
        """Top own stack q == p, or take another's, with a card that can go on it."""
        app = self.app
        app.pop()
        s = self.game.g.state["stacks"][q][j]
        top = s[-1] if len(s) > 1 else -1
        cards = []
        if top > cl.JAIL:
            cards.append(cl.PAIR - top)
        elif top < 0:
            cards.append(-1)              # unknown top: any money card
        if top != cl.JAIL:
            cards.append(cl.THIEF)
        if top == cl.THIEF:
            cards.append(cl.JAIL)
        items = ["Money card" if c < 0 else cl.card_name(c) for c in cards]
        app.push(Menu(app, "With card", items, lambda k: self.card(q, j, cards[k])))

    def card(self, q, j, c, listed=True):
        """Card c on stack j of q (c < 0: its value asked first). listed: picked from the
        card list, which stays open if the rules refuse it (the field at fault); from the
        value's entry, that entry has closed itself already."""
        g = self.game
        a = ["top", q, j] if q == self.p else ["take", self.p, q, j]
        if c < 0:
            self.app.pop()                       # the card list
            self.app.push(NumberEntry(self.app, "Card $", 50, cl.LOW, cl.HIGH,
                                      lambda v: self.card(q, j, v, False), step=5,
                                      top="Money cards: $%d-$%d" % (cl.LOW, cl.HIGH),
                                      check=lambda v: g.g.check(a + [v])))
            return
        if listed:
            try:
                g.g.check(a + [c])
            except ValueError as e:
                self.app.beep(400, 150)
                self.app.message("Not allowed", str(e))
                return
            self.app.pop()                       # the card list
        if g.do(a + [c]):
            self.app.pop()                       # this player's menu: back to the table
