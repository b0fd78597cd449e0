"""Lookout HAL for a web page: the firmware on MicroPython's WebAssembly port (`make web`).

Implements the contract in `lookout.hal`. The page's script (tools/web/lookout.js) hands
`Hal` its `host` object, which does what pins do on the Pico:

    frame(addr)          where buf lives in the runtime's memory (read in place each show)
    show()               draw buf on the canvas (integer scale, the panel's colour)
    led(r, g, b)         the NeoPixel as a coloured light on the page
    tone(freq)           the buzzer through Web Audio (0: silence; nothing while muted)
    contrast(v)          the panel's brightness
    now()                milliseconds since the page loaded (a small int)
    random(path, n)      n bytes from crypto.getRandomValues into the file path
    load(key, path)      the localStorage key's bytes into the file path: their length, or -1
    store(key, path)     the file's bytes into the key: false when the storage is full
    drop(key), names(prefix)

Bytes cross between Python and the page through one scratch file of the runtime's in-memory
file system (IO): the port converts str, int and None, not bytes. The buttons' mask is set
by the page before each loop pass (`mask`); the loop is the page's timer calling App.step,
so sleep_ms never blocks (a blocked page draws nothing and hears no key).
"""
import framebuf

from lookout.hal import BUF_BYTES, H, W, Base
from lookout.seeded import xorshift
from lookout.webfs import KeyFs

IO = "/io.bin"              # the scratch file bytes cross by
TILES = "/tiles"            # the shipped tiles, unpacked there by the page


class JsKv:
    """lookout.webfs's key-value store over the page's localStorage."""

    def __init__(self, host):
        self.host = host

    def load(self, key):
        if self.host.load(key, IO) < 0:
            return None
        with open(IO, "rb") as f:
            return f.read()

    def store(self, key, data):
        with open(IO, "wb") as f:
            f.write(data)
        return bool(self.host.store(key, IO))

    def drop(self, key):
        self.host.drop(key)

    def names(self, prefix):
        got = self.host.names(prefix)
        return got.split("\n") if got else []


class Hal(Base):
    def __init__(self, host, seed=0):
        """seed: repeatable randomness, the simulator's xorshift (the page's ?seed=N; 0: the
        browser's crypto.getRandomValues)."""
        self._start()
        self.host = host
        self.seed = seed & 0x3FFFFFFF
        self.buf = bytearray(BUF_BYTES)
        self.fb = framebuf.FrameBuffer(self.buf, W, H, framebuf.MONO_VLSB)
        import uctypes
        host.frame(uctypes.addressof(self.buf))
        self.mask = 0
        self.ticks_ms = host.now
        self.buzzer_ok = True
        self.display_ok = True
        self.fs = KeyFs(JsKv(host))
        self.fs.mount("tiles", TILES)

    def show(self):
        self.host.show()

    def buttons(self):
        return self.mask

    def ticks_diff(self, a, b):
        return a - b

    def sleep_ms(self, ms):
        """Never blocks: the page's timer paces the loop."""

    def contrast(self, v):
        self.host.contrast(v)

    def random_bytes(self, n):
        if self.seed:                     # as tools/simhal.py: the same seed, the same game
            out, self.seed = xorshift(self.seed, n)
            return out
        self.host.random(IO, n)
        with open(IO, "rb") as f:
            return f.read()

    def _led_write(self, r, g, b):
        self.host.led(r, g, b)

    def _tone(self, freq):
        self.host.tone(freq)
