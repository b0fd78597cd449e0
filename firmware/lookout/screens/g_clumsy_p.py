"""One Clumsy Thief player's entries: make a stack (card by card: only the bottom card is
entered, the second makes $100), take a stack, $100 or total stacks, top an own stack, list
or drop stacks. After a new stack the main cursor moves to the next player."""
from lookout.games import clumsy as cl
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry

ITEMS = ("+ Stack a+b=100", "Take a stack", "+ $100 stack", "+ Stack total", "Top own stack",
         "My stacks", "Done")


def label(nm, s):
    top = cl.card_name(s[-1]) if len(s) > 1 else "?"
    return "%s $%d %s" % (nm[:4], cl.value(s), top)


class PlayerMenu(Menu):
    def __init__(self, game, p):
        self.game = game
        self.p = p
        super().__init__(game.app, "", list(ITEMS), self.pick)
        self.refresh()

    def enter(self):
        self.refresh()

    def refresh(self):
        st = self.game.h.state
        tot = 0
        for s in st["stacks"][self.p]:
            tot += cl.value(s)
        self.title = "%s $%d" % (st["names"][self.p][:9], tot)

    def made(self, a):
        """A new stack: back to the main list, cursor on the next player."""
        g = self.game
        if g.do(a):
            self.app.pop()
            n = len(g.names())
            g.sel = (self.p + 1) % n
            g.colour(g.sel)
            g.refresh()

    def pick(self, i):
        app = self.app
        p = self.p
        st = self.game.h.state
        if i == 0:
            app.push(NumberEntry(app, "Bottom card $", 50, cl.LOW, cl.HIGH,
                                 lambda v: self.made(["stack", p, [v, cl.PAIR - v]]), step=5,
                                 hint="2nd makes $100"))
        elif i == 1:
            self.choose("Take which?", [q for q in range(len(st["names"])) if q != p])
        elif i == 2:
            self.made(["total", p, cl.PAIR])
        elif i == 3:
            app.push(NumberEntry(app, "Stack total $", cl.PAIR, cl.PAIR, st["opt"]["max"],
                                 lambda v: self.made(["total", p, v]), step=5))
        elif i == 4:
            self.choose("Top which?", [p])
        elif i == 5:
            self.choose("Stacks: OK=drop", [p])
        else:
            app.pop()

    def choose(self, title, owners):
        st = self.game.h.state
        nm = st["names"]
        refs = []
        items = []
        for q in owners:
            for j in range(len(st["stacks"][q])):
                refs.append((q, j))
                items.append(label(nm[q], st["stacks"][q][j]))
        if not items:
            self.app.message(title[:-1], "No stacks")
            return
        self.app.push(Menu(self.app, title, items, lambda k: self.stack_picked(title, refs[k])))

    def stack_picked(self, title, ref):
        q, j = ref
        app = self.app
        app.pop()
        if title[0] == "S":
            from lookout.ui.dialogs import Confirm
            app.push(Confirm(app, "Drop stack", "Remove stack\n%d ($%d)?" % (
                j + 1, cl.value(self.game.h.state["stacks"][q][j])),
                lambda: self.game.do(["drop", q, j])))
            return
        s = self.game.h.state["stacks"][q][j]
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

    def card(self, q, j, c):
        self.app.pop()
        if c < 0:
            self.app.push(NumberEntry(self.app, "Card $", 50, cl.LOW, cl.HIGH,
                                      lambda v: self.card(q, j, v), step=5))
            return
        g = self.game
        a = ["top", q, j, c] if q == self.p else ["take", self.p, q, j, c]
        if g.do(a):
            self.app.pop()
