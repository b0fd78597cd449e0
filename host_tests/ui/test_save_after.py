"""App.save_after: a step's save that waits for the press's frame (a Black Keep guards phase:
its first instruction reaches the panel ~70 ms sooner on the Pico). The save runs right after
the frame is sent, or before the next key if that comes first; never lost, never twice."""
import fakeapp  # noqa: F401  (a framebuf for CPython)
from lookout import buttons as B
from lookout.app import App


class Hal:
    def __init__(self, log):
        self.log = log
        self.mask = 0

    def buttons(self):
        return self.mask

    def show(self):
        self.log.append("frame")

    def service(self, now):
        pass

    def ticks_diff(self, a, b):
        return a - b


class Session:
    notices = []


class Top:
    """A screen whose every key makes a step that saves after its frame."""

    def __init__(self, app, log):
        self.app = app
        self.log = log
        self.n = 0

    def key(self, ev):
        if B.kind_of(ev) != B.PRESS:
            return
        self.n += 1
        n = self.n
        self.log.append("step %d" % n)
        self.app.save_after(lambda: self.log.append("save %d" % n))

    def tick(self, now):
        return False

    def draw(self, fb):
        self.log.append("draw")


class Wipe:
    def fill(self, c):
        pass


def app_with(log):
    app = App.__new__(App)              # the loop alone: no flash, no font
    app.hal = Hal(log)
    app.fb = None
    app.wipe = Wipe()
    app.buttons = B.Buttons()
    app.stack = [Top(app, log)]
    app.dirty = False
    app.watch = None
    app.swept = True
    app.last_key = 0
    app.after = None
    app.resident = set()                # settled (App._settle): keys are read
    app.session = Session()
    return app


def press(app, key, t, hold=60):
    app.hal.mask = 1 << key
    for dt in range(0, hold, 10):
        app.step(t + dt)
    app.hal.mask = 0
    for dt in range(hold, hold + 60, 10):
        app.step(t + dt)
    return t + hold + 60


def test_the_save_follows_the_frame_once():
    log = []
    app = app_with(log)
    press(app, B.OK, 1000)
    assert log == ["step 1", "draw", "frame", "save 1"], log


def test_a_key_before_the_frame_saves_the_last_step_first():
    log = []
    app = app_with(log)
    top = app.stack[0]
    top.key(B.OK | B.PRESS)                 # two steps in one pass, no frame between
    top.key(B.OK | B.PRESS)
    app.flush()
    assert log == ["step 1", "step 2", "save 1", "save 2"], log     # each once, in order
    assert app.after is None


def test_nothing_waits_once_the_pass_is_done():
    log = []
    app = app_with(log)
    t = press(app, B.OK, 1000)
    t = press(app, B.DOWN, t)
    assert log.count("save 1") == 1 and log.count("save 2") == 1
    assert log.index("save 1") < log.index("step 2")
    assert app.after is None
