"""Shared shell for the game screens (g_oldbill, g_clumsy): a History-backed menu that saves
after every change, keeps session "where" while open, offers undo/redo, an editable history
(drop one entry, the rest replayed) and a scrolling results list.

A game saves its History dump with app.session.keep_game(gid, dump), so a power cut loses nothing.
"""
from lookout import players as P
from lookout.history import History
from lookout.ui.dialogs import Confirm
from lookout.ui.text import Text
from lookout.ui.menu import Menu

UNDO_STEPS = 80


def saved(app, gid):
    return app.session.game(gid)


def fits(app, name, lo, hi):
    """True when the shared player list fits the game, else says so and returns False."""
    n = len(app.session.names())
    if lo <= n <= hi:
        return True
    app.message(name, "Needs %d-%d\nplayers; you\nhave %d.\nChange them in\nPlayers." % (
        lo, hi, n))
    return False


class GameScreen(Menu):
    """Subclasses set GID and MODEL (the rules module) and implement refresh() and describe(a)."""
    GID = ""
    MODEL = None

    def __init__(self, app, h):
        self.h = h
        super().__init__(app, "", [], self.pick, on_back=self.leave)

    def enter(self):
        self.app.session.at("game:" + self.GID)
        self.refresh()

    def names(self):
        return self.h.state["names"]

    def colour(self, p):
        ps = self.app.session.players()
        if p < len(ps):
            self.app.led(P.RGB[ps[p][1]])

    # -- state changes -----------------------------------------------------
    def do(self, action):
        try:
            self.h.do(action)
        except ValueError as e:
            self.app.message("Not allowed", str(e))
            return False
        self.save()
        return True

    def save(self):
        self.app.session.keep_game(self.GID, self.h.dump())
        self.app.save()
        self.refresh()

    def undo(self):
        if self.h.can_undo():
            self.h.undo()
            self.save()
        else:
            self.app.message("Undo", "Nothing to undo")

    def redo(self):
        if self.h.can_redo():
            self.h.redo()
            self.save()
        else:
            self.app.message("Redo", "Nothing to redo")

    def leave(self):
        self.app.session.at(None)
        self.app.save()
        self.app.led((0, 0, 0))
        self.app.pop()

    def new_game(self):
        def yes():
            self.app.session.drop_game(self.GID)
            self.app.session.at(None)
            self.app.save()
            self.app.pop()
            self.restart()
        self.app.push(Confirm(self.app, "New game", "Forget this\ngame?", yes))

    def restart(self):
        pass

    # -- history -----------------------------------------------------------
    def history(self):
        h = self.h
        if not h.cursor:
            self.app.message("History", "No entries yet")
            return
        items = ["%d %s" % (i + 1, self.describe(h.actions[i])) for i in range(h.cursor)]
        m = Menu(self.app, "History: OK=del", items, self._drop, sel=h.cursor - 1)
        self.app.push(m)

    def _drop(self, i):
        a = self.h.actions[i]

        def yes():
            h = self.h
            acts = h.actions[:i] + h.actions[i + 1:h.cursor]
            try:
                nh = History(self.MODEL, h.initial, acts, limit=UNDO_STEPS)
            except ValueError as e:
                self.app.message("Can't delete", "Later entries\nneed it:\n" + str(e))
                return
            self.h = nh
            self.app.pop()        # the history list
            self.save()
        self.app.push(Confirm(self.app, "Delete entry",
                              "%d %s" % (i + 1, self.describe(a)[:13]), yes))

    def show(self, title, lines):
        self.app.push(Text(self.app, title, lines))


def load(model, d):
    return History.load(model, d, UNDO_STEPS)


def fresh(model, st):
    return History(model, st, limit=UNDO_STEPS)
