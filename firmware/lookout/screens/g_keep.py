"""Thieves of the Black Keep from the games menu: the saved game continues at its step, else
the setup wizard starts. Works with both menu contracts: start(app) alone, or the registry's
resume(app) -> the game's GamePlay (keep_table.KeepPlay; None: no game saved) followed by
start(app, play)."""

_BAD = object()          # resume() failed and said why: start() does nothing


def resume(app):
    from lookout.screens import keep_table as KT
    d = app.session.game(KT.GID)
    if not (d and d.get("g")):
        return None
    app.busy("Opening game")
    try:
        return KT.Table.load(app, d).g
    except (ValueError, KeyError, OSError) as e:
        app.message("Black Keep", "Save not usable: %s" % e)
    except MemoryError as e:
        short(app, e)
    return _BAD


def start(app, *given):
    try:
        if given:
            play = given[0]          # the registry resumed it (or found none)
        else:                        # the old menu: nothing resumed yet
            app.unload()             # other games' modules go first: the board wants big blocks
            play = resume(app)
        if play is _BAD:
            return
        if play is not None:
            from lookout.screens.keep_turn import Hub
            hub = Hub(app, play.table)
            app.push(hub)
            m = play.resumed_cursor()
            if type(m) is int and m > 0:        # after a power cut: the last step's screen
                from lookout.screens.keep_resume import reopen
                reopen(app, play.table, hub)
            return
        from lookout.screens.keep_setup import Options
        app.push(Options(app))
    except MemoryError as e:
        short(app, e)


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
