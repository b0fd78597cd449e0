"""Where the app runs lean (lookout.heap: the official Pico firmware), a littlefs file's room
(1,148 bytes in one piece) is kept aside between presses and let go when a press or a long
job starts, so the press's first file finds it: an import as well as a save. Kept aside after
each file's use instead, the room was taken again by a save before the import that followed
in the same press (the last card of a players phase: the reveal's module) and that import
ran out of heap on the emulated Pico."""
from test_save_after import app_with, press

from lookout import buttons as B


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

    def __init__(self, log, slices):
        self.log = log
        self.left = slices

    def key(self, ev):
        pass

    def tick(self, now):
        if self.left:
            self.left -= 1
            self.log.append("slice")
            return True
        return False

    def draw(self, fb):
        pass


def lean_app(log):
    app = app_with(log)
    app.stack[0].busy = False
    app.room = Room(log)
    return app


def test_a_press_finds_the_room_free_and_leaves_it_kept():
    log = []
    app = lean_app(log)
    app.step(0)
    assert log == ["room kept"], log            # the loop's first pass, nothing on show
    del log[:]
    press(app, B.OK, 1000)
    assert log == ["room free", "step 1", "draw", "frame", "save 1", "room kept"], log


def test_a_long_job_has_the_room_on_every_slice():
    log = []
    app = lean_app(log)
    app.step(0)
    job = Job(log, 2)
    app.stack.append(job)
    for t in range(10, 60, 10):
        app.step(t)
    assert log == ["room kept", "room free", "slice", "frame", "slice", "frame"], log
    app.stack.pop()                                 # the job is over: its next screen
    app.step(70)
    assert log[-1] == "room kept" and app.room.kept
