"""The five games. Each game's screens live in lookout/screens/g_<id>.py with a
`start(app)` function, imported only when the game is chosen; a game whose screens are not
built yet says it is coming."""
from lookout.ui.menu import Menu

GAMES = (
    ("oldbill", "Old Bill"),
    ("clumsy", "Clumsy Thief"),
    ("keep", "Black Keep"),
    ("forty", "Forty Thieves"),
    ("diamond", "Diamond Tricks"),
)


def start(app):
    app.push(Menu(app, "Games", [g[1] for g in GAMES], lambda i: open_game(app, GAMES[i][0])))


def open_game(app, gid):
    try:
        mod = __import__("lookout.screens.g_" + gid, None, None, ("start",))
    except ImportError as e:
        if ("g_" + gid) not in str(e):
            raise                      # a real import error inside a built game
        name = [g[1] for g in GAMES if g[0] == gid][0]
        app.message(name, "Coming soon.\nUse Scorepad\nmeanwhile.")
        return
    mod.start(app)
