"""Base class of everything on the screen stack."""


class Screen:
    """A screen gets key events, an optional tick, and draws when the app says it changed.

    key(ev): handle one event (see lookout.buttons); the app redraws after every event.
    tick(now): return True when time alone changed what is shown (timers, animations).
    draw(fb): draw the whole frame; must not allocate (prepare strings in key/enter).
    enter(): called when the screen becomes the top of the stack (new or uncovered).
    """

    def __init__(self, app):
        self.app = app

    def enter(self):
        pass

    def key(self, ev):
        pass

    def tick(self, now):
        return False

    def draw(self, fb):
        pass
