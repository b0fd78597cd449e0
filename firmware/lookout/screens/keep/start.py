"""Thieves of the Black Keep from the games menu: the saved game continues at its step, else
the setup wizard starts. Works with both menu contracts: start(app) alone, or the registry's
resume(app) followed by start(app, play). Opening a saved game is long work (~1 s on a Pico),
so resume() hands it to a Working screen and returns _BAD: the job calls start(app, play)
with the game's KeepPlay when it is done."""

from lookout.screens.keep import fail

BOARDS = ("rp2", "RP2040")   # sys.platform of a Pico on MicroPython / CircuitPython
SOURCE = ("Installed as .py source: Black Keep needs the compiled install (.mpy) for its "
          "memory. See the README's Installing.")
_BAD = object()          # resume() said why it failed, or opens the game itself: start()
                         # does nothing


def resume(app):
    """The saved game, opened a slice per loop pass (its tile files, the engine, the replay)
    under a progress bar (lookout.ui.working), then start(app, play); None: no game saved."""
    from lookout.screens.keep import table as KT
    d = app.session.game(KT.GID)
    if not (d and d.get("g")):
        return None             # (a new game: the opening's modules come with its jobs)
    from lookout.ui.working import Working
    app.push(Working(app, "Opening game", _open(app, d), 1,
                     lambda e: fail.failed(app, e, "Black Keep", "Save not usable: ")))
    return _BAD                 # start() waits for the job, which calls it


def _open(app, d):
    from lookout.screens.keep import opening      # in the job's first slice, not in the press
    try:
        yield opening.game_slices(d) + 3     # the bar's whole, now that it is known
        out = []
        for _ in opening.game(app, d, out):
            yield
    except (KeyError, TypeError, OSError) as e:
        raise ValueError(e)
    yield                               # (the replay was the slice before)
    from lookout.screens.keep import pages, turn  # noqa: F401 - start()'s, a slice ahead
    yield
    start(app, out[0].g)                # the hub goes over the progress, which then leaves


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
            from lookout.screens.keep.turn import Hub
            hub = Hub(app, play.table)
            app.push(hub)
            m = play.resumed_cursor()
            if type(m) is int and m > 0:        # after a power cut: the last step's screen
                from lookout.screens.keep.resume import reopen
                reopen(app, play.table, hub)
            return
        from lookout.screens.keep.setup import Options
        app.push(Options(app))
        if from_source():
            app.message("Black Keep", SOURCE)
    except MemoryError as e:
        fail.short(app, e)


def from_source():
    """True on a board whose app was installed as source (`mip install` of the repository):
    every module is then compiled into the heap at import, and Black Keep's board and engine
    run out of memory on a Pico (the .mpy install, or ROMFS, leaves them room)."""
    import sys
    return sys.platform in BOARDS and __file__.endswith(".py")
