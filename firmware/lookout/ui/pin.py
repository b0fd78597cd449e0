"""PIN entry by buttons: four arrow presses (UP=1 DOWN=2 LEFT=3 RIGHT=4), shown only as stars,
so a player can type it under the table's eyes; and the lockout after wrong PINs.

The screen never beeps, never lights the LED and shows the same thing for any PIN: whether a
PIN was right is only ever told by the screen that checks it.
"""
from lookout import buttons as B
from lookout.compat import const
from lookout.ui import gfx
from lookout.ui.screen import Screen

LENGTH = const(4)
MAX_BAD = const(3)            # wrong PINs in a row before the dial locks
LOCK_MS = 30000               # first lock; doubles with every further wrong PIN
DIGIT = ("1", "2", "3", "4")  # UP DOWN LEFT RIGHT
_SLOTS = ("_ _ _ _", "* _ _ _", "* * _ _", "* * * _", "* * * *")


class PinEntry(Screen):
    """on_done(pin) gets the 4-digit PIN string after the fourth press (the screen is popped
    first); BACK deletes a press, or with none leaves (on_back())."""

    def __init__(self, app, title, prompt, on_done, on_back=None):
        super().__init__(app)
        self.title = title[:gfx.COLS]
        self.prompt = prompt[:gfx.COLS]
        self.on_done = on_done
        self.on_back = on_back
        self.pin = ""

    def key(self, ev):
        k = ev & 7
        if ev & B.LONG and k != B.BACK:
            return
        if k < B.OK:
            if ev & B.REPEAT:
                return              # a held arrow is one press
            self.pin += DIGIT[k]
            if len(self.pin) == LENGTH:
                pin = self.pin
                self.pin = ""
                self.app.pop()
                self.on_done(pin)
        elif k == B.BACK:
            if self.pin and not ev & B.LONG:
                self.pin = self.pin[:-1]
            else:
                self.pin = ""
                self.app.pop()
                if self.on_back:
                    self.on_back()

    def draw(self, fb):
        gfx.title(fb, self.title)
        fb.text(self.prompt, 0, gfx.row_y(0), 1)
        fb.text("4 arrow presses", 0, gfx.row_y(1), 1)
        gfx.center(fb, _SLOTS[len(self.pin)], gfx.row_y(3))
        fb.text("BACK=delete", 0, gfx.row_y(5), 1)


class Lockout:
    """Wrong-PIN counts per player (kept in a saved list, so a power cut does not reset
    them) and lock deadlines (ticks, in memory: after a restart a locked dial locks again for
    the full time)."""

    def __init__(self, bad, now_fn):
        self.bad = bad
        self.now = now_fn
        self.until = {}

    def wait_ms(self, p):
        """Milliseconds until player p may try again (0: now)."""
        if self.bad[p] < MAX_BAD:
            return 0
        now = self.now()
        u = self.until.get(p)
        if u is None:
            u = self.until[p] = now + LOCK_MS * (1 << min(self.bad[p] - MAX_BAD, 4))
        left = u - now
        return left if left > 0 else 0

    def wrong(self, p):
        self.bad[p] += 1
        self.until.pop(p, None)

    def right(self, p):
        self.bad[p] = 0
        self.until.pop(p, None)
