"""Clumsy Thief screens: running totals per player, rounds ended with the deck check.

Main rows: the players ($ totals; OK opens the player's stacks, lookout.screens.g_clumsy_p),
End round (hands estimated from the cards played since the last refill; OK refills or says
the game is over), Deck (set the centre deck count), Undo, Redo, History (OK deletes an
entry), Results (ranking, ties shared), New game.
"""
from lookout.games import clumsy as cl
from lookout.screens import gamebase as gb
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry

GID = "clumsy"
TAIL = ("End round", "Deck", "Undo", "Redo", "History", "Results", "New game")


class Clumsy(gb.GameScreen):
    GID = GID
    MODEL = cl

    def refresh(self):
        st = self.h.state
        r = cl.result(st)
        h = self.h
        self.title = "Clumsy deck %d" % st["deck"]
        nm = self.names()
        self.set_items(nm + list(TAIL), r["totals"] + [
            None, st["deck"], h.cursor, len(h.actions) - h.cursor, None, None, None])
        self._scroll()

    def pick(self, i):
        n = len(self.names())
        if i < n:
            from lookout.screens.g_clumsy_p import PlayerMenu
            self.colour(i)
            self.app.push(PlayerMenu(self, i))
            return
        a = i - n
        if a == 0:
            self.app.push(EndRound(self))
        elif a == 1:
            st = self.h.state
            self.app.push(NumberEntry(self.app, "Cards in deck", st["deck"], 0,
                                      st["opt"]["deck"], lambda v: self.do(["deck", v])))
        elif a == 2:
            self.undo()
        elif a == 3:
            self.redo()
        elif a == 4:
            self.history()
        elif a == 5:
            self.results()
        else:
            self.new_game()

    def played(self, p):
        """Cards player p put down since the last refill (or their last hand count)."""
        n = 0
        acts = self.h.actions
        for j in range(self.h.cursor - 1, -1, -1):
            a = acts[j]
            k = a[0]
            if k == "refill" or (k == "hand" and a[1] == p):
                break
            if k in ("stack", "total", "top", "take") and a[1] == p:
                n += len(a[2]) if k == "stack" else 2 if k == "total" else 1
        return n

    def restart(self):
        start(self.app)

    def describe(self, a):
        nm = self.names()
        k = a[0]
        if k == "stack":
            return "%s %s" % (nm[a[1]][:5], "+".join([cl.card_name(c)[1:] if c > 1 else
                                                      cl.card_name(c)[0] for c in a[2]]))
        if k == "total":
            return "%s $%d stk" % (nm[a[1]][:5], a[2])
        if k == "top":
            return "%s tops %s" % (nm[a[1]][:5], cl.card_name(a[3]))
        if k == "take":
            return "%s<%s %s" % (nm[a[1]][:4], nm[a[2]][:4], cl.card_name(a[4]))
        if k == "move":
            return "%s<%s move" % (nm[a[1]][:4], nm[a[2]][:4])
        if k == "drop":
            return "%s drop #%d" % (nm[a[1]][:5], a[2] + 1)
        if k == "deck":
            return "deck %d" % a[1]
        if k == "hand":
            return "%s hand %d" % (nm[a[1]][:5], a[2])
        return k

    def results(self, over=False):
        r = cl.result(self.h.state)
        nm = self.names()
        win = r["winners"]
        if len(win) == 1:
            title = "%s wins!" % nm[win[0]]
        else:
            title = "Tie: " + ",".join([nm[p] for p in win])
        head = ["Game over" if r["over"] else "Deck %d, need %d" % (r["deck"], r["need"])]
        lines = head + r["lines"]
        for g in r["ranking"]:
            for p in g:
                lines.append("-" * 16)
                lines.extend(r["players"][p]["lines"])
        self.show(title, lines)


class EndRound(Menu):
    """Refill first (the usual case: one OK), then each player's hand to correct."""

    def __init__(self, game):
        self.game = game
        st = game.h.state
        n = len(st["names"])
        self.hands = [max(0, st["hands"][p] - game.played(p)) for p in range(n)]
        super().__init__(game.app, "", [], self.pick)
        self.refresh()

    def refresh(self):
        st = self.game.h.state
        h = st["opt"]["hand"]
        self.title = "Deck %d need %d" % (st["deck"], cl.need(self.hands, h))
        self.set_items(["Refill now"] + ["%s hand" % s for s in st["names"]],
                       [None] + self.hands)

    def pick(self, i):
        if i:
            p = i - 1

            def got(v):
                self.hands[p] = v
                self.refresh()
            self.app.push(NumberEntry(self.app, "%s cards" % self.game.names()[p][:9],
                                      self.hands[p], 0, 99, got))
            return
        g = self.game
        st = g.h.state
        for p in range(len(self.hands)):
            if self.hands[p] != st["hands"][p] and not g.do(["hand", p, self.hands[p]]):
                return
        st = g.h.state
        self.app.pop()
        if cl.game_over(st["deck"], st["hands"], st["opt"]["hand"]):
            self.app.message("Game over", "Deck %d can't\nrefill hands\n(need %d)." % (
                st["deck"], cl.need(st["hands"], st["opt"]["hand"])), g.results)
        elif g.do(["refill"]):
            g.app.beep()
            g.sel = 0


def start(app):
    d = gb.saved(app, GID)
    if d:
        app.push(Clumsy(app, gb.load(cl, d)))
        return
    if not gb.fits(app, "Clumsy Thief", cl.MIN_PLAYERS, cl.MAX_PLAYERS):
        return
    h = gb.fresh(cl, cl.new(app.session.names()))
    app.session.keep_game(GID, h.dump())
    app.save()
    app.push(Clumsy(app, h))
