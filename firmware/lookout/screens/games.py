"""The five games. A game whose screens are not built yet says so."""
from lookout.ui.menu import Menu

GAMES = (
    ("oldbill", "Old Bill"),
    ("clumsy", "Clumsy Thief"),
    ("keep", "Black Keep"),
    ("forty", "Forty Thieves"),
    ("diamond", "Diamond Tricks"),
)
READY = ()   # ids whose screens exist; filled in as games land


def games_menu(app):
    labels = [g[1] if g[0] in READY else g[1][:9] + " soon" for g in GAMES]
    app.push(Menu(app, "Games", labels, lambda i: open_game(app, GAMES[i][0])))


def open_game(app, gid):
    if gid not in READY:
        name = [g[1] for g in GAMES if g[0] == gid][0]
        app.message(name, "Coming soon.\nUse Scorepad\nmeanwhile.")
        return
