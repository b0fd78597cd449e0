"""A read-only scrolling list of 15-character lines (game results, round breakdowns).
UP/DOWN scroll, OK or BACK close and call done()."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen


def fit(s):
    """A 16-char core line in 15 columns (room for the scrollbar): drop one padding space."""
    if len(s) <= 15:
        return s
    k = s.rfind("  ")
    return s[:k] + s[k + 1:] if k >= 0 else s.replace("'", "")[:15]


class Lines(Screen):
    def __init__(self, app, title, lines, done=None):
        super().__init__(app)
        self.title = title[:16]
        self.lines = [fit(s) for s in lines]
        self.first = 0
        self.done = done

    def key(self, ev):
        k = ev & 7
        most = max(0, len(self.lines) - gfx.ROWS)
        if k == B.UP:
            self.first = max(0, self.first - 1)
        elif k == B.DOWN:
            self.first = min(most, self.first + 1)
        elif ev == B.OK or ev == B.BACK:
            self.app.pop()
            if self.done:
                self.done()

    def draw(self, fb):
        gfx.title(fb, self.title)
        last = min(len(self.lines), self.first + gfx.ROWS)
        for i in range(self.first, last):
            fb.text(self.lines[i], 0, gfx.row_y(i - self.first), 1)
        gfx.scrollbar(fb, self.first, gfx.ROWS, len(self.lines))
