"""Main menu. Feature screens are imported only when chosen, to keep the heap small: every
feature module has a `start(app)` that pushes its first screen."""
from lookout.ui.menu import Menu

# (label, module in lookout.screens, its function that opens it); the label is also the
# resume marker ("where") of the feature
FEATURES = (("Games", "games", "start"), ("Dice", "dice", "start"),
            ("Scorepad", "scorepad", "start"), ("Timer", "timer", "start"),
            ("Players", "players", "start"), ("Settings", "settings", "start"),
            ("About", "settings", "about"))


def open_module(app, mod, fn="start"):
    getattr(__import__("lookout.screens." + mod, None, None, (fn,)), fn)(app)


def open_feature(app, where):
    """Push the screen for a resume marker: a feature's label or "game:<id>"."""
    if where.startswith("game:"):
        from lookout.screens.games import open_game
        open_game(app, where[5:])
        return
    for f in FEATURES:
        if f[0] == where:
            open_module(app, f[1], f[2])


class Home(Menu):
    def __init__(self, app):
        super().__init__(app, "Lookout", [f[0] for f in FEATURES], self.pick, on_back=self.stay)

    def pick(self, i):
        """Row i is FEATURES[i] (the rows are made from the table, so its order is theirs)."""
        f = FEATURES[i]
        open_module(self.app, f[1], f[2])

    def stay(self):
        pass

    def enter(self):
        self.app.led((0, 0, 0))

    def resume(self):
        where = self.app.session.where()
        if where:
            open_feature(self.app, where)
