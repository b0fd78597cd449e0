"""The simulator's HAL: runs under the MicroPython unix port with the real framebuf.

Time is virtual (advanced by the driver), so key scripts and tests are exact and repeatable.
Randomness comes from a seeded xorshift when a seed is given, else os.urandom.
With the environment variable LOOKOUT_BUS_LOG set, show() counts the bytes hal_pico would
put on the I2C bus for each frame (only the changed pages, lookout.pages) and appends each
count to that file (make bench-pico takes the median over the UI tests' presses). Off by
default: the page shadow would take ~2.5 KB of the simulator's small 64-bit heap.
"""
import os

import framebuf
from lookout.fsys import OsFs


class SimHal:
    W = 128
    H = 64

    def __init__(self, root, seed=0):
        self.buf = bytearray(1024)
        self.fb = framebuf.FrameBuffer(self.buf, 128, 64, framebuf.MONO_VLSB)
        self.mask = 0
        self.now = 0
        self.rgb = (0, 0, 0)
        self.tone = 0
        self.beeps = 0
        self.frames = 0
        self.bright = 255
        self.seed = seed & 0x3FFFFFFF
        self.fs = OsFs(root)
        log = os.getenv("LOOKOUT_BUS_LOG") if hasattr(os, "getenv") else None
        self._bus_log = open(log, "a") if log else None
        self.pages = None
        if log:
            from lookout.pages import Pages
            self.pages = Pages(self.buf)

    def show(self):
        self.frames += 1
        if self.pages is not None:
            from lookout.pages import bus_bytes
            n = bus_bytes(self.pages.changed())
            if n:
                self._bus_log.write("%d\n" % n)
                self._bus_log.flush()

    def buttons(self):
        return self.mask

    def led(self, r, g, b):
        self.rgb = (r, g, b)

    def beep(self, freq, ms):
        self.tone = freq
        self.beeps += 1

    def service(self, now):
        pass

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def sleep_ms(self, ms):
        self.now += ms

    def contrast(self, v):
        self.bright = v

    def random_bytes(self, n):
        if not self.seed:
            return os.urandom(n)
        out = bytearray(n)
        x = self.seed
        for i in range(n):
            x ^= (x << 13) & 0x3FFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0x3FFFFFFF
            out[i] = x & 0xFF
        self.seed = x or 1
        return bytes(out)
