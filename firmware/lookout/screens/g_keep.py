"""Thieves of the Black Keep from the games menu (lookout.screens.games imports
g_<id>.start): the saved game continues at its step, else the setup wizard starts."""


def start(app):
    app.unload()     # other games' modules go first: the board wants big unbroken blocks
    try:
        _start(app)
    except MemoryError as e:
        short(app, e)


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


def short(app, e=None):
    """Not enough free RAM for the board and its tables: say so (the console gets where),
    and give the RAM back."""
    import gc
    import sys
    if e is not None and hasattr(sys, "print_exception"):
        sys.print_exception(e, sys.stderr)
    app.home()
    gc.collect()
    sys.stderr.write("Black Keep: short of RAM, %d bytes free\n" % gc.mem_free())
    app.message("Black Keep", "Not enough free\nmemory for the\nboard. Restart\nthe device.")
