"""The six buttons: bit numbers in the HAL's raw mask, and the events the app sees.

An event is one small int: key + kind, so the input loop never allocates.
Arrows fire on press and auto-repeat while held: after REPEAT_DELAY_MS, every REPEAT_MS, then
from about a second of holding every REPEAT_FAST_MS (20 a second, a rate a person can still
stop on); OK and BACK fire PRESS on release, or LONG once when held past LONG_MS.
"""
try:                        # on the boot path: MicroPython's own, no module to load
    from micropython import const
except ImportError:         # CPython
    from lookout.compat import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
OK = const(4)
BACK = const(5)
NKEYS = const(6)

PRESS = const(0)
LONG = const(8)
REPEAT = const(16)

DEBOUNCE_MS = const(20)
LONG_MS = const(600)
REPEAT_DELAY_MS = const(400)
REPEAT_MS = const(100)
REPEAT_FAST_MS = const(50)   # the top rate: 20 repeats a second
FAST_AFTER = const(5)   # repeats before the rate goes fast: 400 + 4 x 100 ms, under 1 s

NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")


def key_of(ev):
    return ev & 7


def kind_of(ev):
    return ev & ~7


class Buttons:
    """Debounce a raw bitmask sampled every few ms and turn it into events.

    `poll(mask, now)` returns one event or -1; call it until it returns -1. `repeats` counts
    auto-repeats of the held arrow so number entry can accelerate.
    """

    def __init__(self):
        self.stable = 0        # debounced mask
        self.raw = 0
        self.raw_since = 0
        self.down_at = [0] * NKEYS
        self.next_rep = [0] * NKEYS
        self.long_done = 0     # mask of OK/BACK whose LONG already fired
        self.repeats = 0
        self.pending = -1

    def poll(self, mask, now):
        if self.pending >= 0:
            ev = self.pending
            self.pending = -1
            return ev
        if mask != self.raw:
            self.raw = mask
            self.raw_since = now
        if self.raw != self.stable and now - self.raw_since >= DEBOUNCE_MS:
            changed = self.raw ^ self.stable
            for k in range(NKEYS):
                bit = 1 << k
                if not changed & bit:
                    continue
                if self.raw & bit:          # went down
                    self.stable |= bit
                    self.down_at[k] = now
                    if k < OK:
                        self.next_rep[k] = now + REPEAT_DELAY_MS
                        self.repeats = 0
                        return k + PRESS
                else:                       # went up
                    self.stable &= ~bit
                    if k >= OK:
                        fired = self.long_done & bit
                        self.long_done &= ~bit
                        if not fired:
                            return k + PRESS
        held = self.stable
        if held:
            for k in range(NKEYS):
                bit = 1 << k
                if not held & bit:
                    continue
                if k < OK:
                    if now - self.next_rep[k] >= 0:
                        self.repeats += 1
                        step = REPEAT_FAST_MS if self.repeats > FAST_AFTER else REPEAT_MS
                        # from when it was due, not from this pass: a 1.5 s hold repeats as
                        # often on the Pico (~10 ms passes) as in the simulator (5 ms); a pass
                        # late by a whole step drops that repeat rather than bursting
                        nxt = self.next_rep[k] + step
                        self.next_rep[k] = nxt if nxt - now > 0 else now + step
                        return k + REPEAT
                elif not self.long_done & bit and now - self.down_at[k] >= LONG_MS:
                    self.long_done |= bit
                    return k + LONG
        return -1
