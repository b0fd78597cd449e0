"""Message and confirm boxes: wrapped, scrolling text (lookout.ui.text) with a choice."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.text import Text

KEYS = "OK=yes BACK=no"

Message = Text      # OK or BACK closes and calls then()


class Confirm(Text):
    """A question: OK runs on_yes, BACK runs on_no (default: just close). The keys' line
    ends the text; a question too long for the screen keeps it on the last row while the
    words above scroll, with a down arrow beside it while more of the question follows (OK
    is never pressed on a question whose answer keys were out of sight)."""

    def __init__(self, app, title, text, on_yes, on_no=None):
        super().__init__(app, title, text + "\n" + KEYS)
        self.on_yes = on_yes
        self.on_no = on_no
        if len(self.lines) > gfx.ROWS:
            self.lines.pop()                # drawn on the last row instead
            self.ROWS = gfx.ROWS - 1

    def draw(self, fb):
        super().draw(fb)
        if self.ROWS < gfx.ROWS:
            y = gfx.row_y(gfx.ROWS - 1)
            fb.text(KEYS, 0, y, 1)
            if self.first + self.ROWS < len(self.lines):    # more below: an arrow
                for k in range(4):
                    fb.hline(119 + k, y + 2 + k, 7 - 2 * k, 1)

    def key(self, ev):
        if self.scroll(B.key_of(ev)):
            return
        if ev == B.OK:
            self.app.pop()
            self.on_yes()
        elif ev == B.BACK:
            self.app.pop()
            if self.on_no:
                self.on_no()
