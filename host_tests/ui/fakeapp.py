"""Screens and widgets under CPython without the simulator: a framebuf that records what is
drawn (to check that nothing is clipped) and an app with just the screen stack."""
import sys
import types

W = 128


class FrameBuffer:
    """Records text() calls; everything else draws nothing."""

    def __init__(self, buf=None, w=W, h=64, fmt=0):
        self.texts = []

    def text(self, s, x, y, c=1):
        self.texts.append((s, x, y))

    def __getattr__(self, name):          # fill, fill_rect, rect, hline, vline, pixel, line
        return lambda *a: None


def install():
    if "framebuf" not in sys.modules:
        fb = types.ModuleType("framebuf")
        fb.FrameBuffer = FrameBuffer
        fb.MONO_VLSB = 0
        sys.modules["framebuf"] = fb


install()


class Session:
    def __init__(self, names):
        self._names = names
        self.data = {"games": {}, "where": None, "first": 0}

    def names(self):
        return list(self._names)

    def game(self, gid):
        return self.data["games"].get(gid)

    # what lookout.session.Session adds for issue 8 (no flash here: nothing set aside)
    def take_note(self):
        return None

    def at(self, where, ui=None):
        self.data["where"] = where

    def ui(self, where):
        return None

    def has_record(self, name):
        return False

    def first(self):
        return self.data["first"]


class App:
    OPENING = ()

    def __init__(self, names=("Ann", "Bo", "Cat")):
        self.stack = []
        self.beeps = 0
        self.session = Session(names)

    def unload(self):
        pass

    @staticmethod
    def drop(*names):
        from lookout.app import drop
        drop(*names)

    def here(self, where):
        self.session.at(where)

    def push(self, s):
        self.stack.append(s)
        s.enter()

    def pop(self):
        self.stack.pop()
        if self.stack:
            self.stack[-1].enter()

    @property
    def top(self):
        return self.stack[-1]

    def message(self, title, text, then=None):
        from lookout.ui.dialogs import Message
        self.push(Message(self, title, text, then))

    def beep(self, *a):
        self.beeps += 1

    def led(self, rgb):
        pass


def drawn(screen):
    """The (text, x, y) the screen draws on a fresh frame."""
    fb = FrameBuffer()
    screen.draw(fb)
    return fb.texts
