"""Type a short name letter by letter: UP/DOWN change the letter, LEFT/RIGHT move,
OK accepts, BACK deletes (a long BACK cancels)."""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen

CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 -"


class TextEntry(Screen):
    def __init__(self, app, title, text, on_done, maxlen=8):
        super().__init__(app)
        self.title = title
        self.chars = list(text[:maxlen] or "A")
        self.pos = len(self.chars) - 1
        self.maxlen = maxlen
        self.on_done = on_done
        self.text = "".join(self.chars)

    def _spin(self, d):
        c = self.chars[self.pos]
        i = CHARS.find(c)
        self.chars[self.pos] = CHARS[(i + d) % len(CHARS)]

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP:
            self._spin(1)
        elif k == B.DOWN:
            self._spin(-1)
        elif k == B.RIGHT:
            if self.pos == len(self.chars) - 1 and len(self.chars) < self.maxlen:
                self.chars.append("a" if self.chars[self.pos].isalpha() else "A")
            self.pos = min(self.pos + 1, len(self.chars) - 1)
        elif k == B.LEFT:
            self.pos = max(0, self.pos - 1)
        elif ev == B.OK:
            name = "".join(self.chars).strip()
            if name:
                self.app.pop()
                self.on_done(name)
        elif ev == B.BACK:
            if len(self.chars) > 1:
                del self.chars[self.pos]
                self.pos = max(0, self.pos - 1)
            else:
                self.app.pop()
        elif ev == B.BACK + B.LONG:
            self.app.pop()
        self.text = "".join(self.chars)

    def draw(self, fb):
        gfx.title(fb, self.title)
        x0 = (gfx.W - self.maxlen * 8) // 2
        fb.text(self.text, x0, 28, 1)
        fb.hline(x0 + self.pos * 8, 38, 8, 1)
        fb.text("^v letter <> pos", 0, 47, 1)
        fb.text("OK done BACK del", 0, 56, 1)
