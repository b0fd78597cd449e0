"""Message and confirm boxes."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen


class Message(Screen):
    """Lines of text (split on newlines); OK or BACK closes and calls then()."""

    def __init__(self, app, title, text, then=None):
        super().__init__(app)
        self.title = title
        self.lines = [s[:gfx.COLS] for s in text.split("\n")][:gfx.ROWS]
        self.then = then

    def key(self, ev):
        if ev == B.OK or ev == B.BACK:
            self.app.pop()
            if self.then:
                self.then()

    def draw(self, fb):
        gfx.title(fb, self.title)
        for i in range(len(self.lines)):
            fb.text(self.lines[i], 0, gfx.row_y(i), 1)


class Confirm(Message):
    """A question: OK runs on_yes, BACK runs on_no (default: just close)."""

    def __init__(self, app, title, text, on_yes, on_no=None):
        super().__init__(app, title, text + "\nOK=yes BACK=no")
        self.on_yes = on_yes
        self.on_no = on_no

    def key(self, ev):
        if ev == B.OK:
            self.app.pop()
            self.on_yes()
        elif ev == B.BACK:
            self.app.pop()
            if self.on_no:
                self.on_no()
