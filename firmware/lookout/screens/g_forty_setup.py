"""Forty Thieves before and after play: the setup menu (rounds and variants) and the results."""
from lookout.games import forty as F
from lookout.ui.menu import Menu


def setup(app, begin):
    """The options for a new game; Start game calls begin(options)."""
    o = {"rounds": 10, "strikes": False, "jk": False}
    n = len(app.session.names())

    def rows():
        # values in the labels, no number column: every label keeps its 15 columns
        from lookout.screens.gameplay import restore_row
        return [("Start game", start), ("Rounds: %d" % o["rounds"], rounds),
                ("3 strikes: " + ("Y" if o["strikes"] else "N" if n == 2 else "2p"), strikes),
                ("Jack/King: " + ("Y" if o["jk"] else "N"), jk)] + restore_row(app, "forty")

    def start():
        app.pop()
        opts = dict(o)
        if not opts["strikes"]:
            del opts["strikes"]
        begin(opts)

    def rounds():
        from lookout.ui.numentry import NumberEntry

        def done(v):
            o["rounds"] = v
            m.set_items(rows())
        app.push(NumberEntry(app, "Rounds", o["rounds"], 1, 99, done))

    def strikes():
        if n != 2:
            app.message("3 strikes", "A 2-player rule")
            return
        o["strikes"] = not o["strikes"]
        m.set_items(rows())

    def jk():
        o["jk"] = not o["jk"]
        m.set_items(rows())

    m = Menu(app, "Forty: %dp" % n, rows())
    app.push(m)


def results(g):
    """The final scores; the game is over (no resume), BACK goes home."""
    app = g.app
    st = g.state
    r = F.result(st)
    names = F.side_names(st)
    w = r["winners"]
    from lookout.screens.gamemenu import winners_title
    title = winners_title(names, w or r["tied"], "/")
    g.finished()
    from lookout.ui.text import Text
    app.push(Text(app, title, r["lines"], app.home))
