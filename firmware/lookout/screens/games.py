"""The game registry: each game's id, name, player range and screen module, in menu order.

Opening a game: a saved game in progress resumes (whatever the player list is now); else the
registry checks the player count and the module's `start(app, None)` sets up a new one. A
module gets `start(app, g)` with the resumed lookout.screens.gameplay.GamePlay (made from its
`RULES` and `UNDO`, or by its own `resume(app)` when it has one). Modules are
imported only when chosen (and dropped again at the menu); an ImportError inside one is shown
with its message. Only a game declared without a module says it is coming.
"""
from lookout.ui.menu import Menu

# id, name, fewest and most players, screen module in lookout.screens (None: not built yet)
GAMES = (
    ("oldbill", "Old Bill", 3, 4, "g_oldbill"),
    ("clumsy", "Clumsy Thief", 3, 6, "g_clumsy"),
    ("keep", "Black Keep", 2, 5, "keep.start"),
    ("forty", "Forty Thieves", 2, 4, "g_forty"),
    ("diamond", "Diamond Tricks", 3, 5, "g_diamond"),
)


def start(app):
    app.push(Menu(app, "Games", [(g[1], lambda g=g: open_entry(app, g)) for g in GAMES]))


def open_game(app, gid):
    for g in GAMES:
        if g[0] == gid:
            open_entry(app, g)


def load(g):
    """The screen module of registry entry g (ImportError if it cannot be loaded)."""
    return __import__("lookout.screens." + g[4], None, None, ("start",))


def open_entry(app, g):
    gid, name, lo, hi, module = g
    if module is None:
        app.message(name, "Coming soon.\nUse Scorepad\nmeanwhile.")
        return
    import sys
    if "lookout.screens." + module not in sys.modules:
        app.unload()             # the game played before (if any) gives its RAM back first
    try:
        mod = load(g)
    except ImportError as e:
        app.message(name, "Cannot load this game: %s" % (e,))
        return
    if hasattr(mod, "resume"):
        play = mod.resume(app)          # a game whose History needs more (Black Keep's board)
    else:
        from lookout.screens.gameplay import resume
        play = resume(app, gid, mod.RULES, mod.UNDO)
    if play is None:
        n = len(app.session.names())
        if not lo <= n <= hi:
            app.message(name, "Needs %d-%d players; you have %d. Change them in Players." % (
                lo, hi, n))
            return
    mod.start(app, play)
    note = app.session.take_note()      # a save that failed its check was set aside
    if note:
        app.message("Save set aside", note)
