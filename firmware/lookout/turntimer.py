"""Per-turn timer: whose turn it is, how long it has run, and the limit alarm (pure logic).

Times are ms from the app clock; only the turn index and settings are saved.
"""


class TurnTimer:
    def __init__(self, nplayers, turn=0, limit_s=60):
        self.n = nplayers
        self.turn = turn % nplayers
        self.limit_ms = limit_s * 1000
        self.start = 0
        self.paused_at = -1
        self.alarmed = False

    def begin(self, now):
        self.start = now
        self.paused_at = -1
        self.alarmed = False

    def elapsed(self, now):
        end = self.paused_at if self.paused_at >= 0 else now
        return end - self.start

    def pass_turn(self, now):
        """Next player clockwise; the clock restarts."""
        self.turn = (self.turn + 1) % self.n
        self.begin(now)
        return self.turn

    def toggle_pause(self, now):
        if self.paused_at >= 0:
            self.start += now - self.paused_at
            self.paused_at = -1
        else:
            self.paused_at = now

    def over(self, now):
        return self.limit_ms > 0 and self.elapsed(now) >= self.limit_ms

    def alarm_due(self, now):
        """True once per turn, when the limit is first passed."""
        if not self.alarmed and self.over(now):
            self.alarmed = True
            return True
        return False
