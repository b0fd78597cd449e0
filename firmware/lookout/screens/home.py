"""Main menu. Feature screens are imported only when chosen, to keep the heap small."""
from lookout.ui.menu import Menu

ITEMS = ("Games", "Dice", "Scorepad", "Timer", "Players", "Settings", "About")


def open_feature(app, name):
    """Push the screen for a feature name (also used to resume into it)."""
    if name == "Games":
        from lookout.screens.games import games_menu
        games_menu(app)
    elif name == "Dice":
        from lookout.screens.dice import DiceScreen
        app.push(DiceScreen(app))
    elif name == "Scorepad":
        from lookout.screens.scorepad import PadScreen
        app.push(PadScreen(app))
    elif name == "Timer":
        from lookout.screens.timer import TimerScreen
        app.push(TimerScreen(app))
    elif name == "Players":
        from lookout.screens.players import PlayersScreen
        app.push(PlayersScreen(app))
    elif name == "Settings":
        from lookout.screens.settings import settings_menu
        settings_menu(app)
    elif name == "About":
        from lookout.screens.settings import about
        about(app)
    elif name.startswith("game:"):
        from lookout.screens.games import open_game
        open_game(app, name[5:])


class Home(Menu):
    def __init__(self, app):
        super().__init__(app, "Lookout", ITEMS, self.pick, on_back=self.stay)

    def pick(self, i):
        open_feature(self.app, ITEMS[i])

    def stay(self):
        pass

    def enter(self):
        self.app.led((0, 0, 0))

    def resume(self):
        where = self.app.session.data.get("where")
        if where:
            open_feature(self.app, where)
