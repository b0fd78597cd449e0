"""Turn timer: whose turn and for how long. OK passes the turn clockwise, long OK pauses,
UP/DOWN change the limit (0 = none); the buzzer and the LED say when time is up."""
from lookout import buttons as B
from lookout import players as P
from lookout.turntimer import TurnTimer
from lookout.ui import gfx
from lookout.ui.screen import Screen

LIMITS = (0, 15, 30, 45, 60, 90, 120, 180, 300)


class TimerScreen(Screen):
    def __init__(self, app):
        super().__init__(app)
        t = app.session.timer()
        n = len(app.session.players())
        self.t = TurnTimer(n, app.session.timer_turn(), t.get("limit", 60))   # a person
        self.t.begin(app.hal.ticks_ms())
        self.shown_s = -1
        self._names()

    def enter(self):
        self.app.here("Timer")          # saved: a power cut comes back here
        self._names()

    def _names(self):
        ps = self.app.session.players()
        self.t.n = len(ps)
        self.t.turn %= self.t.n
        p = ps[self.t.turn]
        self.name = p[0]
        self.rgb = P.RGB[p[1]]
        lim = self.t.limit_ms // 1000
        # 8 columns at most: "PAUSED" / "TIME!" at the left always keep a gap to it
        self.limit_txt = "max %d:%02d" % (lim // 60, lim % 60) if lim else "no limit"
        self.limit_x = gfx.W - 8 * len(self.limit_txt)
        self.app.led(self.rgb)

    def _store(self):
        self.app.session.set_timer(self.t.turn, self.t.limit_ms // 1000)
        self.app.save()

    def key(self, ev):
        now = self.app.hal.ticks_ms()
        k = B.key_of(ev)
        if ev == B.OK:
            self.t.pass_turn(now)
            self._store()
            self.app.beep(2500, 30)
        elif ev == B.OK + B.LONG:
            self.t.toggle_pause(now)
        elif k == B.UP or k == B.DOWN:
            cur = self.t.limit_ms // 1000
            i = LIMITS.index(cur) if cur in LIMITS else 0
            i = max(0, min(len(LIMITS) - 1, i + (1 if k == B.UP else -1)))
            self.t.limit_ms = LIMITS[i] * 1000
            self.t.alarmed = self.t.over(now)
            self._store()
        elif ev == B.BACK:
            self.app.led((0, 0, 0))
            self.app.pop()
            return
        self._names()

    def tick(self, now):
        if self.t.alarm_due(now):
            self.app.beep(880, 400)
            self.app.led((255, 0, 0))
            return True
        s = self.t.elapsed(now) // 1000
        if s != self.shown_s:
            self.shown_s = s
            return True
        return False

    def draw(self, fb):
        gfx.title(fb, self.name)
        fb.text(self.limit_txt, self.limit_x, 56, 1)
        s = self.shown_s if self.shown_s > 0 else 0
        m = s // 60
        s = s % 60
        x = 16
        x = gfx.big_num(fb, m, x, 18, 3)
        fb.fill_rect(x + 2, 24, 3, 3, 1)
        fb.fill_rect(x + 2, 34, 3, 3, 1)
        x += 8
        if s < 10:
            x = gfx.big_num(fb, 0, x, 18, 3)
        gfx.big_num(fb, s, x, 18, 3)
        if self.t.paused_at >= 0:
            fb.text("PAUSED", 0, 56, 1)
        elif self.t.alarmed:
            fb.fill_rect(0, 55, 42, 9, 1)
            fb.text("TIME!", 1, 56, 0)


def start(app):
    app.push(TimerScreen(app))
