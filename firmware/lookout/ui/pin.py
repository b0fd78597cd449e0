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


# --- idle blanking of private screens ----------------------------------------------------------
IDLE_MS = 8000                # a private screen blanks after this long without a press


class Sentry:
    """Watches one player's private screens: everything pushed on the stack above where it
    was made (a card menu, then its hex picker, ...). After IDLE_MS without a press a Veil
    covers them; they come back only after that player's PIN again (ask(then) asks it and
    calls then() when it is right), so a device left on the table shows nothing secret.
    The private screens need nothing for it: the sentry stands in for app.push while they
    are up, and wraps each one's key (the press time) and tick (the idle check)."""

    def __init__(self, app, ask, who="", idle_ms=IDLE_MS):
        self.app = app
        self.ask = ask
        self.who = who
        self.idle = idle_ms
        self.base = len(app.stack)
        self.last = app.hal.ticks_ms()
        self.veil = None
        self.first = True               # the next push is the first private screen
        self._push = self.push
        app.push = self._push           # until the stack is back at base (close())

    def close(self):
        a = self.app
        if a.__dict__.get("push") is self._push:     # not a newer sentry's
            del a.push

    def settle(self):
        """The first private screen is up (or none came): watch only above base now."""
        self.first = False
        self.up()

    def up(self):
        """Still watching: a private screen is on the stack."""
        if len(self.app.stack) > self.base:
            return True
        self.close()
        return False

    def push(self, s):
        if (self.first or self.up()) and self.veil is None:
            self.first = False
            self._cover(s)
        _app_push(self.app, s)

    def _cover(self, s):
        key = s.key
        tick = s.tick

        def k(ev):
            self.last = self.app.hal.ticks_ms()
            key(ev)

        def t(now):
            if self.veil is None and self.app.hal.ticks_diff(now, self.last) >= self.idle:
                self.veil = Veil(self.app, self)
                _app_push(self.app, self.veil)
                return True
            return tick(now)
        s.key = k
        s.tick = t

    def lift(self):
        """The right PIN again: the veil goes, the private screen is back."""
        v = self.veil
        self.veil = None
        self.last = self.app.hal.ticks_ms()
        a = self.app
        if v is not None and v in a.stack:
            a.stack.remove(v)
            a.top.enter()
            a.dirty = True

    def leave(self):
        """BACK on the veil: every private screen goes, nothing was done."""
        a = self.app
        self.veil = None
        del a.stack[max(1, self.base):]
        self.close()
        a.top.enter()
        a.dirty = True


def _app_push(app, s):
    """The app's own push (not the sentry standing in for it)."""
    type(app).push(app, s)


class Veil(Screen):
    """What covers a private screen left idle: nothing of it; OK asks the PIN again."""

    def __init__(self, app, sentry):
        super().__init__(app)
        self.s = sentry
        self.title = ("%s: hidden" % sentry.who)[:gfx.COLS] if sentry.who else "Hidden"

    def key(self, ev):
        k = B.key_of(ev)
        if B.kind_of(ev) != B.PRESS:
            return
        if k == B.OK:
            self.s.ask(self.s.lift)
        elif k == B.BACK:
            self.s.leave()

    def draw(self, fb):
        gfx.title(fb, self.title)
        fb.text("Left idle: the", 0, gfx.row_y(0), 1)
        fb.text("screen is blank.", 0, gfx.row_y(1), 1)
        fb.text("OK=PIN again", 0, gfx.row_y(3), 1)
        fb.text("BACK=leave", 0, gfx.row_y(4), 1)
