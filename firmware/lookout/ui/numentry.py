"""Number entry: UP/DOWN +-1, LEFT/RIGHT +-10, held arrows repeat, OK accepts, BACK quits.

One press is one step and a held arrow repeats at the buttons' rate (at most 20 steps a second,
reached within a second), never multiplied: a person can stop on the number they want; LEFT/
RIGHT give tens for the long way. The number and its sign are laid out right of the ^/v marks.

A press past a limit stops there and the bottom lines say why (`top`: the reason for the
highest, e.g. "12 Red thieves left in the deck"; else "At most 12"). `check(v)` (optional)
raises ValueError for a value the rules refuse: the entry stays open on that value under the
message, so OK on the message comes back to the field at fault, not the one after it.
"""
from lookout import buttons as B
from lookout.compat import const
from lookout.ui import gfx
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap_line

LEFT_X = const(14)      # the ^ v marks take x 4..11; the number starts right of this
MINUS_W = const(10)     # the minus bar and its gap


class NumberEntry(Screen):
    def __init__(self, app, title, value, lo, hi, on_done, step=1, unit=None, hint=None,
                 top=None, check=None):
        super().__init__(app)
        self.top = top
        self.check = check
        self.said = None        # the lines saying why the value stopped at a limit
        self.title = title
        self.value = value
        self.lo = lo
        self.hi = hi
        self.on_done = on_done
        self.step = step
        self.unit = unit
        self.hint = hint or "OK set BACK quit"

    def _add(self, d):
        v = self.value + d
        self.value = self.lo if v < self.lo else self.hi if v > self.hi else v
        if v == self.value:
            self.said = None
        elif self.said is None:                  # made once, not on every held repeat
            lines = []
            if v > self.hi:
                wrap_line(self.top or "At most %d" % self.hi, gfx.COLS, lines)
            else:
                wrap_line("At least %d" % self.lo, gfx.COLS, lines)
            self.said = lines[:2]                # the reasons given fit two lines

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP or k == B.DOWN:
            self._add(self.step if k == B.UP else -self.step)
        elif k == B.RIGHT:
            self._add(self.step * 10)
        elif k == B.LEFT:
            self._add(-self.step * 10)
        elif k == B.OK and ev == B.OK:
            if self.check:
                try:
                    self.check(self.value)
                except ValueError as e:        # stay on this field, the reason on top
                    self.app.beep(400, 150)
                    self.app.message("Not allowed", str(e))
                    return
            self.app.pop()
            self.on_done(self.value)
        elif k == B.BACK and ev == B.BACK:
            self.app.pop()

    def draw(self, fb):
        gfx.title(fb, self.title)
        v = self.value
        n = gfx.digits(v) - (1 if v < 0 else 0)         # digits without the sign
        room = gfx.W - LEFT_X - (MINUS_W if v < 0 else 0)
        if self.unit:
            room -= len(self.unit) * gfx.CH + 2
        scale = 3
        while scale > 1 and n * 8 * scale > room:
            scale -= 1
        w = n * 8 * scale + (MINUS_W if v < 0 else 0)
        x = LEFT_X + (room + (MINUS_W if v < 0 else 0) - w) // 2
        if v < 0:
            fb.fill_rect(x, 17 + 4 * scale, 8, 3, 1)
            x += MINUS_W
        end = gfx.big_num(fb, v, x, 18, scale)
        if self.unit:
            fb.text(self.unit, end + 2, 36, 1)
        fb.text("^", 4, 20, 1)
        fb.text("v", 4, 36, 1)
        said = self.said
        if said is None:
            gfx.center(fb, self.hint, 56)
        else:
            y = 56 - 9 * (len(said) - 1)
            for s in said:
                gfx.center(fb, s, y)
                y += 9
