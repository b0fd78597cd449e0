"""Text under a title, word-wrapped to the screen and scrolled: messages, confirmations,
errors, results and help all show through it, so nothing is ever cut mid-word.

UP/DOWN scroll a line, LEFT/RIGHT a page; OK or BACK close and call then()."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap


def lay_out(text):
    """The lines to show: the full 16 columns when they fit on one screen, else 15 (the last
    column is the scrollbar's)."""
    lines = wrap(text, gfx.COLS)
    if len(lines) > gfx.ROWS:
        lines = wrap(text, gfx.COLS - 1)
    return lines


class Text(Screen):
    def __init__(self, app, title, text, then=None):
        super().__init__(app)
        self.title = title[:gfx.COLS]
        self.lines = lay_out(text)
        self.first = 0
        self.then = then

    def scroll(self, k):
        """Move the view for an arrow key; True when k was one."""
        last = max(0, len(self.lines) - gfx.ROWS)
        if k == B.DOWN or k == B.RIGHT:
            self.first = min(last, self.first + (1 if k == B.DOWN else gfx.ROWS))
        elif k == B.UP or k == B.LEFT:
            self.first = max(0, self.first - (1 if k == B.UP else gfx.ROWS))
        else:
            return False
        return True

    def to_end(self):
        self.first = max(0, len(self.lines) - gfx.ROWS)

    def key(self, ev):
        if self.scroll(B.key_of(ev)):
            return
        if ev == B.OK or ev == B.BACK:
            self.app.pop()
            if self.then:
                self.then()

    def draw(self, fb):
        gfx.title(fb, self.title)
        lines = self.lines
        last = min(len(lines), self.first + gfx.ROWS)
        for i in range(self.first, last):
            fb.text(lines[i], 0, gfx.row_y(i - self.first), 1)
        gfx.scrollbar(fb, self.first, gfx.ROWS, len(lines))
