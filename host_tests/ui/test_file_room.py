"""Where the app runs lean (lookout.heap: the official Pico firmware), a littlefs file's room
(1,148 bytes in one piece) is kept aside after each file's use and at the end of a loop pass
with no job running, and let go at each open and at each import that loads a module, so that
file finds it. Before imports let it go, a save kept it again before the import that followed
in the same press (the reveal's module at the last card of a players phase), and that import
ran out of heap on the emulated Pico."""
import builtins
import sys

from test_save_after import app_with, press

from lookout import buttons as B
from lookout import heap


class Room:
    """lookout.fsys.OsFs's spare()/let_go(), logged."""

    def __init__(self, log):
        self.log = log
        self.kept = False

    def spare(self):
        if not self.kept:
            self.kept = True
            self.log.append("room kept")

    def let_go(self):
        if self.kept:
            self.kept = False
            self.log.append("room free")


class Job:
    """A long job's screen (lookout.ui.working): busy, a slice per tick."""
    busy = True

    def __init__(self, log, slices, room):
        self.log = log
        self.left = slices
        self.room = room

    def key(self, ev):
        pass

    def tick(self, now):
        if self.left:
            self.left -= 1
            self.log.append("slice")
            self.room.let_go()                    # (its import, as watch_imports does)
            return True
        return False

    def draw(self, fb):
        pass


def lean_app(log):
    app = app_with(log)
    app.stack[0].busy = False
    app.room = Room(log)
    return app


def test_the_room_is_kept_again_once_a_press_or_a_job_is_done():
    log = []
    app = lean_app(log)
    app.step(0)
    assert log == ["room kept"], log            # the loop's first pass, nothing on show
    press(app, B.OK, 1000)
    assert log == ["room kept", "step 1", "draw", "frame", "save 1"], log   # kept meanwhile
    app.room.let_go()                           # (a file the press opened)
    app.step(2000)
    assert log[-2:] == ["room free", "room kept"], log
    del log[:]
    app.stack.append(Job(log, 2, app.room))
    for t in range(3000, 3050, 10):
        app.step(t)
    assert log == ["slice", "room free", "frame", "slice", "frame"], log   # not kept meanwhile
    app.stack.pop()                             # the job is over: its next screen
    app.step(3100)
    assert log[-1] == "room kept" and app.room.kept


def test_an_import_that_loads_a_module_lets_the_room_go():
    log = []
    room = Room(log)
    load = builtins.__import__
    try:
        heap.watch_imports(room)
        room.spare()
        import lookout.players                  # loaded already (or now: let go)
        if "lookout.dice" in sys.modules:
            del sys.modules["lookout.dice"]
        room.spare()
        del log[:]
        from lookout import players             # noqa: F401 - loaded: the room stays
        import lookout.players as P             # noqa: F401
        assert log == [] and room.kept
        from lookout import dice                # noqa: F401 - a new module: its file
        assert log == ["room free"], log
        room.spare()
        import lookout.dice                     # noqa: F401 - now loaded
        assert log == ["room free", "room kept"], log
    finally:
        builtins.__import__ = load
