"""The card games' shared screens around a GamePlay (lookout.screens.gameplay): a game played
on one menu (GameMenu: Old Bill, Clumsy Thief), a game on its own drawn screen (PlayScreen:
Forty Thieves, Diamond) with BACK's menu (game_menu), the rows every such menu ends with, and
the results' title and lines. Apart from gameplay so Black Keep, which has its own screens,
never loads them (on the official firmware a module's code lives in the heap).
"""
from lookout import buttons as B
from lookout.screens.gameplay import ask_abandon, restore_row
from lookout.ui.menu import Menu
from lookout.ui.screen import Screen


def tail(g, results, new_game):
    """The rows every menu-style game screen ends with (Undo/Redo show their step counts).
    History first: a press past the last player is never an Undo; New game inside the list,
    never at an end (UP from the top row wraps to Results)."""
    u, r = g.counts()
    return [("History", g.history), ("Undo", lambda: g.ask_undo(g.undo), u, 1),
            ("Redo", g.redo, r),
            ("New game", new_game, None, 1)] + restore_row(g.app, g.gid) + [("Results", results)]


def colour(app, p, st=None):
    """The LED shows the colour of the game's player p (st: the game's state, which names its
    players by id: the person, wherever they sit now)."""
    from lookout import players as P
    app.led(P.rgb(app.session.players(), p, st.get("ids") if st else None))


def game_menu(g, title, back, undo, redo, middle, leave):
    """The menu of a game played on its own screen (Forty Thieves, Diamond): back to play,
    undo, redo, the game's own rows, history, leave, abandon. BACK here leaves the game."""
    app = g.app

    def popped(fn):
        def run():
            app.pop()                   # this menu
            fn()
        return run

    # History before Undo: one careless DOWN from where the menu opens undoes nothing
    rows = [(back, app.pop), ("History", popped(g.history)),
            ("Undo", popped(lambda: g.ask_undo(undo)), None, 1),
            ("Redo", popped(redo))]
    rows += [(m[0], popped(m[1]), None) + tuple(m[2:]) for m in middle]   # m[2]: careful
    rows += [("Abandon game", popped(lambda: ask_abandon(g, app.home, "Abandon")), None, 1)]
    rows += restore_row(app, g.gid)
    rows += [("Leave game", leave)]            # last: UP from the top row never abandons
    app.push(Menu(app, title, rows, on_back=leave))


STEPS = ("Undo", "Redo")


class GameMenu(Menu):
    """A game played on one menu (Old Bill, Clumsy Thief): the screen holds the GamePlay g;
    subclasses build the rows in refresh() (ending with tail()) and say describe()."""
    GID = ""

    def __init__(self, app, g, describe):
        self.g = g
        g.changed = self.refresh
        g.describe = describe
        g.cursor = self.cursor
        super().__init__(app, "", [], on_back=self.leave)
        c = g.resumed_cursor()                 # back after a power cut: where it was
        if type(c) is int and c >= 0:
            self.sel = c
        self.opening = True                    # the first enter checks where that is

    def cursor(self):
        return self.sel

    def moved(self, sel):
        """The cursor rule (HACKING.md): after an entry the cursor goes to sel, the LED to
        that row's player (if it is one), and the place is saved for a resume."""
        self.sel = sel
        self.follow()
        self.refresh()
        self.g.remember()
        self.app.save()

    def enter(self):
        self.g.here()
        if self.opening:                  # a reopened game never rests on Undo, Redo or a
            self.opening = False          # careful row: OK there would change the game
            self.refresh()
            care = self.care
            if self.items and (care and care[self.sel] or self.items[self.sel] in STEPS):
                self.sel = self.next_row()
        self.follow()
        self.refresh()

    def follow(self):
        """The LED: the player at the cursor, off on other rows (Memory: the turn, g_oldbill)."""
        if self.sel < len(self.names()):
            self.colour(self.sel)
        else:
            self.app.led((0, 0, 0))

    moved_by_key = follow

    def next_row(self):
        """Where the next entry is most likely made (a reopened game's cursor): the first row."""
        return 0

    def refresh(self):
        pass

    def names(self):
        return self.g.state["names"]

    def colour(self, p):
        colour(self.app, p, self.g.state)

    def do(self, a):
        return self.g.do(a)

    def leave(self):
        self.g.leave()
        self.app.pop()

    def new_game(self):
        def again():
            self.app.pop()
            self.app.open("game:" + self.g.gid)  # through the registry: players checked again
        ask_abandon(self.g, again)


class PlayScreen(Screen):
    """A game played on its own drawn screen (Forty's board, Diamond's tricks): holds the
    GamePlay g; subclasses implement refresh(), key() and draw(), and give their own starting
    fields as class attributes (refresh() runs once they are all set)."""

    def __init__(self, app, g, describe):
        super().__init__(app)
        self.g = g
        g.changed = self.refresh
        g.describe = describe
        self.refresh()

    def enter(self):
        self.g.here()
        self.refresh()

    def refresh(self):
        pass

    def menu(self):
        pass

    def back_key(self, ev):
        """BACK opens the game's menu, a long BACK undoes: True when ev was one of them."""
        if ev == B.BACK:
            self.menu()
        elif ev == B.BACK + B.LONG:
            self.g.undo(False)
            self.refresh()
        else:
            return False
        return True


def winners_title(nm, win, sep=","):
    """Results title: the winner, or the tied players when their whole names fit the title
    bar, else how many tie (the results below name them)."""
    if len(win) == 1:
        return "%s wins!" % nm[win[0]]
    t = "Tie: " + sep.join([nm[p] for p in win])
    return t if len(t) <= 16 else "Tie: %d players" % len(win)


def ranked_lines(r, lines):
    """lines, then each player's own lines in ranking order, a rule between players."""
    for grp in r["ranking"]:
        for p in grp:
            lines.append("-" * 16)
            lines.extend(r["players"][p]["lines"])
    return lines
