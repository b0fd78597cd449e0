"""One game in play, held by every game screen: its History (exact undo/redo, bounded), the
save after every change (Session.keep_game), the resume marker, leaving or abandoning it, and
the history list (lookout.screens.gamelog). Screens never write the session themselves.

A screen makes one with `begin` (a new game, saved at once) or gets the one the registry
resumed (lookout.screens.games), sets `changed` to its refresh and `describe(state, action)`
to a short text for an action (state: the state before it), then calls do/undo/redo.
"""
from lookout import buttons as B
from lookout.history import History
from lookout.ui.menu import Menu
from lookout.ui.screen import Screen


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
