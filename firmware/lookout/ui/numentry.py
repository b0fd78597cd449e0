"""Number entry: UP/DOWN +-1 (accelerating while held), LEFT/RIGHT +-10, OK to accept."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen


class NumberEntry(Screen):
    def __init__(self, app, title, value, lo, hi, on_done, step=1, unit=None, hint=None):
        super().__init__(app)
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

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP or k == B.DOWN:
            r = self.app.buttons.repeats if ev & B.REPEAT else 0
            mult = 1 if r <= 8 else 5 if r <= 20 else 25
            self._add(self.step * mult * (1 if k == B.UP else -1))
        elif k == B.RIGHT:
            self._add(self.step * 10)
        elif k == B.LEFT:
            self._add(-self.step * 10)
        elif k == B.OK and ev == B.OK:
            self.app.pop()
            self.on_done(self.value)
        elif k == B.BACK and ev == B.BACK:
            self.app.pop()

    def draw(self, fb):
        gfx.title(fb, self.title)
        v = self.value
        n = gfx.digits(v)
        scale = 3 if n <= 4 else 2
        w = n * 8 * scale
        x = (gfx.W - w) // 2
        if v < 0:
            fb.fill_rect(x - 10, 30, 8, 3, 1)
        gfx.big_num(fb, v, x, 18, scale)
        if self.unit:
            fb.text(self.unit, x + w + 2, 36, 1)
        fb.text("^", 4, 20, 1)
        fb.text("v", 4, 36, 1)
        gfx.center(fb, self.hint, 56)
