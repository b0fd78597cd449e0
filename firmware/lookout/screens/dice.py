"""Dice screen: LEFT/RIGHT pick the die, UP/DOWN how many, OK rolls, long OK shows history.

The total (pages 2-4), "OK to roll" (page 3) and the faces (page 6) sit on the panel's 8-pixel
pages, so a roll or a change of dice rewrites as few pages as it can (lookout.pages)."""
from lookout import buttons as B
from lookout import dice as D
from lookout.ui import gfx
from lookout.ui.screen import Screen

KINDS = (D.KEEP,) + D.SIDES
ANIM_MS = 600
FRAME_MS = 60


class DiceScreen(Screen):
    def __init__(self, app):
        super().__init__(app)
        self.kind = 2          # index into KINDS: d6 by default... Keep die is index 0
        self.kind = KINDS.index(6)
        self.count = 2
        self.faces = []
        self.total = -1
        self.rolling_until = -1
        self.next_frame = 0
        self._prepare()

    def enter(self):
        self.app.here("Dice")          # saved: a power cut comes back here

    def _sides(self):
        s = KINDS[self.kind]
        return 6 if s == D.KEEP else s

    def _prepare(self):
        s = KINDS[self.kind]
        n = 1 if s == D.KEEP else self.count
        self.title = D.label(n, s)
        self.faces_txt = " ".join([str(f) for f in self.faces])[:16]
        self.meaning = ("", "")
        if s == D.KEEP and self.faces and self.rolling_until < 0:
            self.meaning = D.keep_meaning(self.faces[0])

    def key(self, ev):
        k = B.key_of(ev)
        if self.rolling_until >= 0:
            return
        if k == B.LEFT or k == B.RIGHT:
            self.kind = (self.kind + (1 if k == B.RIGHT else -1)) % len(KINDS)
            self.faces = []
        elif k == B.UP or k == B.DOWN:
            self.count = max(1, min(D.MAX_DICE, self.count + (1 if k == B.UP else -1)))
            self.faces = []
        elif ev == B.OK:
            self.rolling_until = self.app.buttons.down_at[B.OK] + ANIM_MS + 200
            self.next_frame = 0
        elif ev == B.OK + B.LONG:
            self._history()
        elif ev == B.BACK:
            self.app.pop()
        self._prepare()

    def _history(self):
        from lookout.ui.menu import Menu
        h = self.app.session.rolls()
        items = ["%s %s" % (e[0], " ".join([str(f) for f in e[2]])) for e in h] or ["No rolls yet"]
        vals = [e[1] for e in h] if h else None
        self.app.push(Menu(self.app, "Roll history", items, lambda i: None, values=vals))

    def _throw(self):
        s = KINDS[self.kind]
        n = 1 if s == D.KEEP else self.count
        return D.roll(self.app.hal.random_bytes, n, self._sides())

    def tick(self, now):
        if self.rolling_until < 0:
            return False
        if now >= self.rolling_until:
            self.rolling_until = -1
            self.faces = self._throw()
            self.total = sum(self.faces)
            s = KINDS[self.kind]
            ses = self.app.session
            ses.set_rolls(D.remember(ses.rolls(), len(self.faces), s, self.faces))
            self.app.save()
            self.app.beep(1500, 40)
            self._prepare()
            return True
        if now >= self.next_frame:
            self.next_frame = now + FRAME_MS
            self.faces = self._throw()     # tumbling faces, not recorded
            self.total = sum(self.faces)
            self._prepare()
            return True
        return False

    def draw(self, fb):
        gfx.title(fb, self.title)
        fb.text("<>", 110, 1, 0)
        if not self.faces:
            gfx.center(fb, "OK to roll", 24)
            fb.text("^v dice <> type", 4, 56, 1)
            return
        n = gfx.digits(self.total)
        gfx.big_num(fb, self.total, (gfx.W - n * 24) // 2, 16, 3)
        if self.meaning[0]:
            fb.text(self.meaning[0], 0, 46, 1)
            fb.text(self.meaning[1], 0, 56, 1)
        elif len(self.faces) > 1:
            gfx.center(fb, self.faces_txt, 48)
        if self.rolling_until >= 0:
            fb.text("...", 104, 56, 1)


def start(app):
    app.push(DiceScreen(app))
