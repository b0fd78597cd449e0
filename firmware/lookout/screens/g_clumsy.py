"""Clumsy Thief screens: running totals per player, rounds ended with the deck check.

Main rows: the players ($ totals; OK opens the player's entries, g_clumsy_player),
End round (hands estimated from the cards played since the last refill; OK refills or says
the game is over), Deck (set the centre deck count), Undo, Redo, History (OK deletes an
entry), Results (ranking, ties shared), New game.
"""
from lookout.games import clumsy as cl
from lookout.screens import gamemenu, gameplay
from lookout.ui.menu import Menu
from lookout.ui.numentry import NumberEntry
from lookout.ui.text import Text

RULES = cl
GID = "clumsy"
UNDO = 80
HAND_ROOM = 11          # a menu row's columns beside a count (lookout.ui.menu)


class Clumsy(gamemenu.GameMenu):
    def __init__(self, app, g):
        super().__init__(app, g, describe)
        self.on_long = self.take

    def refresh(self):
        st = self.g.state
        r = cl.result(st)
        self.title = "Clumsy deck %d" % st["deck"]
        nm = self.names()
        rows = [(nm[p], lambda p=p: self.player(p), r["totals"][p]) for p in range(len(nm))]
        self.set_items(rows + [("End round", self.end_round), ("Deck", self.deck, st["deck"])] +
                       gamemenu.tail(self.g, self.results, self.new_game))
        self._scroll()

    def take(self, i):
        """Long OK on a player row: straight to their "Take a stack"."""
        if i < len(self.names()):
            from lookout.screens.g_clumsy_player import PlayerMenu
            self.colour(i)
            m = PlayerMenu(self, i)
            self.app.push(m)
            m.take()

    def player(self, p):
        from lookout.screens.g_clumsy_player import PlayerMenu
        self.colour(p)
        self.app.push(PlayerMenu(self, p))

    def end_round(self):
        self.app.push(EndRound(self))

    def deck(self):
        st = self.g.state
        self.app.push(NumberEntry(self.app, "Cards in deck", st["deck"], 0,
                                  st["opt"]["deck"], lambda v: self.do(["deck", v]),
                                  top="%d cards in the box" % st["opt"]["deck"],
                                  check=lambda v: self.g.check(["deck", v])))

    def played(self, p):
        """Cards player p put down since the last refill (or their last hand count)."""
        n = 0
        h = self.g.h
        acts = h.actions
        gone = h.voided() or ()                 # deleted entries never happened
        for j in range(h.cursor - 1, -1, -1):
            a = acts[j]
            k = a[0]
            if j in gone:
                continue
            if k == "refill" or (k == "hand" and a[1] == p):
                break
            if k in ("stack", "total", "top", "take") and a[1] == p:
                n += len(a[2]) if k == "stack" else 2 if k == "total" else 1
        return n

    def results(self, over=False):
        r = cl.result(self.g.state)
        head = ["Game over" if r["over"] else "Deck %d, need %d" % (r["deck"], r["need"])]
        self.app.push(Text(self.app, gamemenu.winners_title(self.names(), r["winners"]),
                           gamemenu.ranked_lines(r, head + r["lines"])))


def describe(st, a):
    """The history list's text (st: the state before a): whole names and every value; the
    list wraps a long one (lookout.screens.gamelog)."""
    nm = st["names"]
    k = a[0]
    if k == "stack":
        return "%s $%s" % (nm[a[1]], "+".join([cl.card_name(c)[1:] if c > 1 else
                                               cl.card_name(c)[0] for c in a[2]]))
    if k == "total":
        return "%s stack $%d" % (nm[a[1]], a[2])
    if k == "top":
        return "%s tops #%d %s" % (nm[a[1]], a[2] + 1, cl.card_name(a[3]))
    if k == "take":
        return "%s takes %s #%d %s" % (nm[a[1]], nm[a[2]], a[3] + 1, cl.card_name(a[4]))
    if k == "move":
        return "%s gets %s #%d" % (nm[a[1]], nm[a[2]], a[3] + 1)
    if k == "drop":
        return "%s drops #%d" % (nm[a[1]], a[2] + 1)
    if k == "deck":
        return "Deck %d cards" % a[1]
    if k == "hand":
        return "%s holds %d" % (nm[a[1]], a[2])
    return k


class EndRound(Menu):
    """Refill first (the usual case: one OK), then each player's hand to correct."""

    def __init__(self, game):
        self.game = game
        st = game.g.state
        n = len(st["names"])
        self.hands = [max(0, st["hands"][p] - game.played(p)) for p in range(n)]
        super().__init__(game.app, "", [])
        self.refresh()

    def refresh(self):
        st = self.game.g.state
        h = st["opt"]["hand"]
        self.title = "Deck %d need %d" % (st["deck"], cl.need(self.hands, h))
        nm = st["names"]
        # "Ann hand" where every row has room for it (11 columns beside the count), else the
        # names alone on every row: one form for all, never a name cut or a word dropped
        f = "%s hand" if max([len(n) for n in nm]) <= HAND_ROOM - 5 else "%s"
        self.set_items([("Refill now", self.refill)] + [
            (f % nm[p], lambda p=p: self.hand(p), self.hands[p]) for p in range(len(nm))])

    def hand(self, p):
        def got(v):
            self.hands[p] = v
            self.refresh()
        most = self.game.g.state["opt"]["deck"]
        self.app.push(NumberEntry(self.app, "%s cards" % self.game.names()[p],
                                  self.hands[p], 0, most, got,
                                  top="%d cards in the box" % most,
                                  check=lambda v: self.game.g.check(["hand", p, v])))

    def refill(self):
        g = self.game
        st = g.g.state
        for p in range(len(self.hands)):
            if self.hands[p] != st["hands"][p] and not g.do(["hand", p, self.hands[p]]):
                return
        st = g.g.state
        self.app.pop()
        if cl.game_over(st["deck"], st["hands"], st["opt"]["hand"]):
            self.app.message("Game over", "Deck %d can't\nrefill hands\n(need %d)." % (
                st["deck"], cl.need(st["hands"], st["opt"]["hand"])), g.results)
        else:
            was = g.sel
            g.sel = 0               # the first player, saved with the refill: a resume too
            if g.do(["refill"]):
                g.app.beep()
                g.colour(0)
            else:
                g.sel = was


def start(app, g):
    """The registry's entry: the resumed game g, or a new one."""
    if g is None:
        g = gameplay.begin(app, GID, cl, cl.new(app.session.names()), UNDO)
    app.push(Clumsy(app, g))
