"""Thieves of the Black Keep from the games menu (lookout.screens.games imports
g_<id>.start): the saved game continues at its step, else the setup wizard starts."""


def start(app):
    try:
        _start(app)
    except MemoryError:
        short(app)


def _start(app):
    from lookout.screens import keep_table as KT
    d = app.session.game(KT.GID)
    if d and d.get("g"):
        try:
            t = KT.Table.load(app, d)
        except (ValueError, KeyError, OSError) as e:
            app.message("Black Keep", "Save not usable:\n%s" % str(e)[:40])
            return
        from lookout.screens.keep_turn import Hub
        app.push(Hub(app, t))
        return
    from lookout.screens.keep_setup import Options
    app.push(Options(app))


def short(app):
    """Not enough free RAM for the board and its tables: say so, and give the RAM back."""
    app.home()
    app.message("Black Keep", "Not enough free\nmemory for the\nboard. Restart\nthe device.")
