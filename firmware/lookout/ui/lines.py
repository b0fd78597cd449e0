"""A read-only scrolling list of text lines (game results, breakdowns, help).
UP/DOWN scroll a line, LEFT/RIGHT a page, OK or BACK close and call then()."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen

WIDTH = gfx.COLS - 1          # one column kept clear for the scrollbar


def fit(s):
    """A 16-char core line in 15 columns: drop one padding space, else cut."""
    if len(s) <= WIDTH:
        return s
    k = s.rfind("  ")
    return s[:k] + s[k + 1:] if k >= 0 else s.replace("'", "")[:WIDTH]


class Lines(Screen):
    def __init__(self, app, title, lines, then=None):
        super().__init__(app)
        self.title = title[:gfx.COLS]
        self.lines = [fit(s) for s in lines]
        self.first = 0
        self.then = then

    def key(self, ev):
        k = ev & 7
        last = max(0, len(self.lines) - gfx.ROWS)
        if k == B.DOWN or k == B.RIGHT:
            self.first = min(last, self.first + (1 if k == B.DOWN else gfx.ROWS))
        elif k == B.UP or k == B.LEFT:
            self.first = max(0, self.first - (1 if k == B.UP else gfx.ROWS))
        elif ev == B.OK or ev == B.BACK:
            self.app.pop()
            if self.then:
                self.then()

    def draw(self, fb):
        gfx.title(fb, self.title)
        last = min(len(self.lines), self.first + gfx.ROWS)
        for i in range(self.first, last):
            fb.text(self.lines[i], 0, gfx.row_y(i - self.first), 1)
        gfx.scrollbar(fb, self.first, gfx.ROWS, len(self.lines))
