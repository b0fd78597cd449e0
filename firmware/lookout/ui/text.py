"""Text under a title, word-wrapped to the screen and scrolled: messages, confirmations,
errors, results and help all show through it, so nothing is ever cut mid-word.

UP/DOWN scroll a line, LEFT/RIGHT a page; OK or BACK close and call then(). The text keeps all
16 columns: where it scrolls, a dark band in the title bar's bottom line shows which part of it
is on the screen (a scrollbar column would cut the 16th character or wrap a full line)."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap


class Text(Screen):
    ROWS = gfx.ROWS     # text rows on screen (a Confirm keeps its last for the keys)

    def __init__(self, app, title, text, then=None):
        super().__init__(app)
        self.lines = wrap(text, gfx.COLS)
        if len(title) > gfx.COLS:       # never cut: its first words on the bar, all of it
            self.lines = wrap(title, gfx.COLS) + self.lines     # first in the text
            k = title.rfind(" ", 0, gfx.COLS + 1)
            title = title[:k] if k > 0 else title[:gfx.COLS]
        self.title = title
        self.first = 0
        self.then = then

    def scroll(self, k):
        """Move the view for an arrow key; True when k was one."""
        rows = self.ROWS
        last = max(0, len(self.lines) - rows)
        if k == B.DOWN or k == B.RIGHT:
            self.first = min(last, self.first + (1 if k == B.DOWN else rows))
        elif k == B.UP or k == B.LEFT:
            self.first = max(0, self.first - (1 if k == B.UP else rows))
        else:
            return False
        return True

    def to_end(self):
        self.first = max(0, len(self.lines) - self.ROWS)

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
        rows = self.ROWS
        last = min(len(lines), self.first + rows)
        for i in range(self.first, last):
            fb.text(lines[i], 0, gfx.row_y(i - self.first), 1)
        n = len(lines)
        if n > rows:                      # the part shown, as a dark band in the title bar
            fb.hline(gfx.W * self.first // n, 9, max(4, gfx.W * rows // n), 0)
