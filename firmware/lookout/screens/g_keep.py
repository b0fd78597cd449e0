"""Thieves of the Black Keep from the games menu: the saved game continues at its step, else
the setup wizard starts. Works with both menu contracts: start(app) alone, or the registry's
resume(app) followed by start(app, play). Opening a saved game is long work (~1 s on a Pico),
so resume() hands it to a Working screen and returns _BAD: the job calls start(app, play)
with the game's KeepPlay when it is done."""

_BAD = object()          # resume() said why it failed, or opens the game itself: start()
                         # does nothing


def resume(app):
    """The saved game, opened a slice per loop pass (its tile files, the engine, the replay)
    under a progress bar (lookout.ui.working), then start(app, play); None: no game saved."""
    from lookout.screens import keep_table as KT
    d = app.session.game(KT.GID)
    if not (d and d.get("g")):
        return None             # (a new game: the opening's modules come with its jobs)
    from lookout.ui.working import Working
    app.push(Working(app, "Opening game", _open(app, d), 1,
                     lambda e: failed(app, e, "Black Keep", "Save not usable: ")))
    return _BAD                 # start() waits for the job, which calls it


def _open(app, d):
    from lookout.screens import keep_open      # in the job's first slice, not in the press
    try:
        yield keep_open.game_slices(d) + 3     # the bar's whole, now that it is known
        out = []
        for _ in keep_open.game(app, d, out):
            yield
    except (KeyError, TypeError, OSError) as e:
        raise ValueError(e)
    yield                               # (the replay was the slice before)
    from lookout.screens import keep_pages, keep_turn  # noqa: F401 - start()'s, a slice ahead
    yield
    start(app, out[0].g)                # the hub goes over the progress, which then leaves


def failed(app, e, title, why=""):
    """A Black Keep job (lookout.ui.working) stopped: short of RAM (home, and say so), or a
    ValueError: the tiles, the rules or the save refuse (say why, under title)."""
    if isinstance(e, MemoryError):
        short(app, e)
    else:
        app.message(title, why + str(e))


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
