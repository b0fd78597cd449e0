"""The simulator's HAL: runs under the MicroPython unix port with the real framebuf.

Time is virtual (advanced by the driver), so key scripts and tests are exact and repeatable.
Randomness comes from a seeded xorshift when a seed is given, else os.urandom.
With the environment variable LOOKOUT_BUS_LOG set, show() sends each frame as hal_pico does
(lookout.pages: the changed columns of the changed pages) into a model of the panel's RAM
(tools/oledram.py) and appends "bytes writes same" to that file: the bytes on the I2C bus,
the I2C writes, and 1 if the panel then shows exactly the frame buffer (0 if not; the tests
and make bench-pico fail on it). Off by default: the shadow and the model take ~2 KB of the
simulator's small 64-bit heap.
"""
import os

import framebuf
from lookout.fsys import OsFs
from lookout.hal import KEEP_TILES_WHY
from lookout.seeded import xorshift


class SimHal:
    W = 128
    H = 64

    def __init__(self, root, seed=0, flash=0):
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
        if flash:                        # a small flash that fills up (tools/simfs.py)
            from simfs import QuotaFs
            self.fs = QuotaFs(root, flash)
        else:
            self.fs = OsFs(root)
        # Black Keep's map tiles and thieves (lookout.hal.keep_room): five, or
        # LOOKOUT_KEEP_TILES / LOOKOUT_KEEP_THIEVES (a test of the official Pico firmware's
        # two, or a board of fewer tiles recorded for the emulated Pico)
        getenv = os.getenv if hasattr(os, "getenv") else lambda k: None
        self.keep_tiles = int(getenv("LOOKOUT_KEEP_TILES") or 5)
        self.keep_thieves = int(getenv("LOOKOUT_KEEP_THIEVES") or 5)
        self.keep_tiles_why = (None if min(self.keep_tiles, self.keep_thieves) >= 5
                               else KEEP_TILES_WHY)
        log = getenv("LOOKOUT_BUS_LOG")
        self._bus_log = open(log, "a") if log else None
        self.pages = None
        if log:
            from lookout.pages import Pages
            from oledram import OledRam
            self.pages = Pages(self.buf)
            self.oled = OledRam()

    def show(self):
        self.frames += 1
        if self.pages is not None:
            n = self.pages.send(self.oled.write)
            if n:
                self._bus_log.write("%d %d %d\n" % (n, self.pages.writes,
                                                   1 if self.oled.ram == self.buf else 0))
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
        out, self.seed = xorshift(self.seed, n)
        return out
