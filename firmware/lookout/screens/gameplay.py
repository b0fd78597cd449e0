"""One game in play, held by every game screen: its History (exact undo/redo, bounded), the
save after every change (Session.keep_game), the resume marker, leaving or abandoning it, and
the history list (lookout.screens.gamelog). Screens never write the session themselves.
The card games' shared screens (a game on one menu, a game on its own screen, BACK's menu)
are lookout.screens.gamemenu: Black Keep has its own, and leaves that code on the flash.

A screen makes one with `begin` (a new game, saved at once) or gets the one the registry
resumed (lookout.screens.games), sets `changed` to its refresh and `describe(state, action)`
to a short text for an action (state: the state before it), then calls do/undo/redo.
"""
from lookout.history import History


class GamePlay:
    def __init__(self, app, gid, rules, h):
        self.app = app
        self.gid = gid
        self.rules = rules          # the rules core: new(...) and apply(state, action)
        self.h = h
        self.changed = None         # the screen's refresh, called after every change
        self.describe = None        # describe(state_before, action) -> short text
        self.cursor = None          # () -> the screen's cursor, saved with every change

    @property
    def state(self):
        return self.h.state

    def here(self):
        """The game is on screen: saved so, a power cut resumes into it."""
        self.app.here("game:" + self.gid)

    # -- changes: each one saved at once ------------------------------------------------
    def do(self, action):
        """Apply action; on ValueError say why (beep, wrapped message) and return False."""
        try:
            self.h.do(action)
        except ValueError as e:
            self.app.beep(400, 150)
            self.app.message("Not allowed", str(e))
            return False
        self.noted(action)
        self.save()
        return True

    def check(self, action):
        """ValueError with the rules' reason if action would be refused; nothing changes (an
        entry checks its value before it closes: lookout.ui.numentry)."""
        from lookout.history import copy_data
        self.rules.apply(getattr(self.rules, "copy", copy_data)(self.h.state), action)

    def noted(self, action):
        """After an action, before its save: a subclass keeps what it leaves for the screens
        (Black Keep: the guards phase's instructions, to review later)."""

    def undo(self, say=True):
        return self._step(self.h.can_undo(), self.h.undo, "Undo", say)

    def redo(self, say=True):
        return self._step(self.h.can_redo(), self.h.redo, "Redo", say)

    def ask_undo(self, then):
        """Undo asked first, naming the entry (gamelog.ask_undo); then() undoes."""
        from lookout.screens.gamelog import ask_undo
        ask_undo(self, then)

    def _step(self, can, step, what, say):
        """Undo or redo one action if there is one (else say so, unless say is False)."""
        if not can:
            if say:
                self.app.message(what, "Nothing to %s" % what.lower())
            return False
        step()
        self.save()
        return True

    def replace(self, h):
        """A rebuilt History (an entry deleted from the list) becomes the game."""
        self.h = h
        self.save()

    def save(self):
        if self.changed:
            self.changed()
        self.store()

    def store(self):
        """The game into the session, the session onto the flash."""
        self.remember()
        self.app.session.keep_game(self.gid, self.entry())
        self.app.save()

    def entry(self):
        """What the session keeps for this game: the History's dump (a game with more to keep,
        like Black Keep's layout and its screens' progress, says so in a subclass)."""
        return self.h.dump()

    def remember(self):
        """Note the screen's cursor for a resume (saved with the next save)."""
        if self.cursor:
            self.app.session.at("game:" + self.gid, self.cursor())

    def resumed_cursor(self):
        """The cursor saved before a power cut, or None."""
        return self.app.session.ui("game:" + self.gid)

    def counts(self):
        """(undo steps, redo steps) for the menus' Undo/Redo rows."""
        h = self.h
        return h.cursor, len(h.actions) - h.cursor

    # -- leaving -------------------------------------------------------------------------
    def leave(self):
        """Back to the menus; the game stays saved for next time (opened again, it starts on
        its own first row: no cursor kept)."""
        self.app.session.at(None, -1)
        self.app.save()
        self.app.led((0, 0, 0))

    def finished(self):
        """The game is over: no resume into it after a power cut."""
        self.leave()

    def abandon(self, why="put aside"):
        """Put the game aside (asked first by the screen): Restore game brings it back. A
        flash too full even for it raises OSError (said by the App) and nothing changes."""
        self.app.session.drop_game(self.gid, why)
        self.leave()

    def history(self):
        from lookout.screens.gamelog import show
        show(self)


def resume(app, gid, rules, limit):
    """The saved game gid as a GamePlay, or None (nothing saved, or it was over). A save that
    fails its check is set aside by lookout.recover (session.note says so)."""
    if not app.session.game(gid):
        return None
    from lookout import recover
    h = recover.open_game(app.session, gid, rules, limit)
    recover = None
    app.drop(*app.OPENING)              # only the opening needs them: their RAM back for play
    if h is None or h.state.get("phase") == "over":
        return None
    return GamePlay(app, gid, rules, h)


def begin(app, gid, rules, state, limit):
    """A new game from the core's initial state, saved at once (no cursor from before). A game
    of this kind still in the session (finished: its final scores) goes to the bin first."""
    replaced(app, gid, rules)
    app.session.at("game:" + gid, -1)
    ps = app.session.players()
    if "ids" not in state and len(ps) == len(state.get("names", ())):
        state["ids"] = [p[2] for p in ps]       # the game's seats are these people
    g = GamePlay(app, gid, rules, History(rules, state, limit=limit))
    g.save()
    return g


def replaced(app, gid, rules):
    """A new game of kind gid starts: the one in the session (over, or left in play) is kept in
    the bin, "finished" or "replaced", for Restore game (a finished game's final scores)."""
    d = app.session.game(gid)
    if d is None:
        return
    over = False
    try:
        over = History.load(rules, d).state.get("phase") == "over"
    except Exception:   # noqa: BLE001 - a save that does not replay: kept all the same
        pass
    app.session.drop_game(gid, "finished" if over else "replaced")


def ask_abandon(g, then, title="New game"):
    """Confirm, then put the game aside (Restore game brings it back) and call then()."""
    from lookout.ui.dialogs import Confirm

    def yes():
        g.abandon("put aside" if title == "New game" else "abandoned")
        then()
    g.app.push(Confirm(g.app, title, "Put this game aside? Restore game brings it back.", yes))


def restore_row(app, gid):
    """[("Restore game", ...)] when a game of this kind is kept in the bin, else []: the list
    of every kept one (lookout.screens.kept); the one chosen swaps with the game in play (if
    any), so restoring that swaps back."""
    from lookout.session import BIN
    if not app.session.has_record(BIN + gid):
        return []

    def back(was):
        same = was is not None and app.session.game(gid) == was
        app.session.at(None)
        app.home()
        app.open("game:" + gid)
        final(app, gid)
        if same:                        # a swap no one could see: say so
            app.message("Restore game", "The game restored was the same as the one in "
                        "play: nothing changed.")

    def run():
        from lookout.screens import kept
        was = app.session.game(gid)
        kept.games(app, gid, lambda: back(was))
    return [("Restore game", run)]


def final(app, gid):
    """A finished game brought back from the bin: its final scores, over the new game's setup
    the registry opens (a finished game never resumes; starting one keeps it in the bin again).
    Nothing when the game in the session is not over."""
    d = app.session.game(gid)
    if d is None:
        return
    from lookout.screens.games import GAMES, load
    rules = None
    for g in GAMES:
        if g[0] == gid:
            rules = getattr(load(g), "RULES", None)
    try:
        st = History.load(rules, d).state
        if st.get("phase") != "over":
            return
        r = rules.result(st)
    except Exception:   # noqa: BLE001 - no rules core, or a save that does not replay
        return
    from lookout.ui.text import Text
    app.push(Text(app, "Final scores", list(r["lines"])))
