"""A HAL for the emulated Pico (and the unix port): the display is a framebuf in RAM, buttons
are a mask the script sets, time is virtual (the script advances it), so a bench can drive
the real App key by key. Frames are sent as hal_pico sends them (lookout.pages: the changed
columns of the changed pages), to a write() that counts, so the bytes and writes that would go
over I2C are known per frame and the Python side of sending is in the measured time."""
import sys

import framebuf

import lookout.hal
from lookout.fsys import OsFs
from lookout.pages import Pages


class RamHal:
    W = 128
    H = 64

    def __init__(self, root):
        self.buf = bytearray(1024)
        self.fb = framebuf.FrameBuffer(self.buf, 128, 64, framebuf.MONO_VLSB)
        self.pages = Pages(self.buf)
        self.mask = 0
        self.now = 0
        self.frames = 0
        self.last_bytes = 0
        self.last_writes = 0
        self.written = 0
        self._send = self._write
        self.fs = OsFs(root)
        self.seed = 12345
        # Black Keep's map tiles as hal_pico has them: from where the app's code loads
        self.keep_tiles, self.keep_thieves, self.keep_tiles_why = lookout.hal.keep_room(
            lookout.hal.__file__, sys.platform)

    def show(self):
        self.frames += 1
        self.last_bytes = self.pages.send(self._send)
        self.last_writes = self.pages.writes

    def _write(self, b):
        self.written += len(b)      # stands for i2c.writeto(addr, b): a call with the buffer

    def buttons(self):
        return self.mask

    def led(self, r, g, b):
        pass

    def beep(self, freq, ms):
        pass

    def service(self, now):
        pass

    def ticks_ms(self):
        return self.now

    def ticks_diff(self, a, b):
        return a - b

    def sleep_ms(self, ms):
        self.now += ms

    def contrast(self, v):
        pass

    def random_bytes(self, n):
        """A fixed xorshift sequence: dice tumble and roll as on the device, the same each run
        (imported at the first roll: hal_pico's ring oscillator costs the boot no module)."""
        from lookout.seeded import xorshift
        out, self.seed = xorshift(self.seed, n)
        return out
