"""Message and confirm boxes: wrapped, scrolling text (lookout.ui.text) with a choice."""
from lookout import buttons as B
from lookout.ui.text import Text

Message = Text      # OK or BACK closes and calls then()


class Confirm(Text):
    """A question: OK runs on_yes, BACK runs on_no (default: just close)."""

    def __init__(self, app, title, text, on_yes, on_no=None):
        super().__init__(app, title, text + "\nOK=yes BACK=no")
        self.on_yes = on_yes
        self.on_no = on_no

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
