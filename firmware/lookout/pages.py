"""Send only what changed: the SSD1306 frame is 8 pages of 128 columns; a press usually changes
a few columns of two or three pages, and the I2C bus (not drawing) is what a player waits for:
a whole frame is 1,034 bytes, 23 ms at 400 kHz.

`Pages(buf)` keeps a shadow of the last frame sent. `send(write)` finds, per page, the first
and last column that changed (lookout.pagescan, native code; a Python loop where the port has
none), copies them into the shadow and sends each changed page's column span as one window:
a 7-byte command write (0x21 column range, 0x22 page range) and one data write straight from
the shadow (the byte before the span is set to the 0x40 control byte for that write and put
back). A run of pages that changed nearly across the whole width goes as one window of whole
pages when that costs less, counting for each window, besides its bytes, the Python work of
its two writes (WINDOW_CPU): a new screen goes as one window, not eight. Each write is `write(buffer)` (hal_pico: one
`i2c.writeto`); the cost counted is every byte on the bus, address bytes included.
Per frame it allocates only the memoryview of each data write (16 bytes).
The simulator's and the bench's HALs send through the same code to a counter (and a model of
the panel's RAM, tools/oledram.py), so the figures and hal_pico agree.
"""
PAGES = 8
PAGE = 128
FRAME = PAGES * PAGE
HEAD = 4                  # the shadow's frame starts at byte 4 (word-aligned for the scan)
CONTROL_DATA = 0x40       # I2C control byte: the rest of this write is display RAM
ALL = 0xFF
CMD_TX = 8                # address byte + 0x00 + 0x21 c0 c1 0x22 p0 p1
DATA_TX = 2               # address byte + control byte, then the data bytes
WINDOW_TX = CMD_TX + DATA_TX
WINDOW_CPU = 8            # a window's Python side on the Pico (~0.15 ms), in bytes at 400 kHz:
                          # weighed when choosing, never counted as bus bytes
FULL_TX = WINDOW_TX + FRAME     # the whole frame: one window, one 1025-byte write

try:
    from lookout.pagescan import scan
except (ImportError, ValueError, SyntaxError):   # CPython; .mpy of another arch; no viper
    scan = None


def scan_py(new, old, spans):
    """lookout.pagescan.scan in plain Python (same contract)."""
    m = 0
    for p in range(PAGES):
        a = p * PAGE
        e = a + PAGE
        while a < e and new[a] == old[a + HEAD]:
            a += 1
        if a == e:
            continue
        b = e - 1
        while new[b] == old[b + HEAD]:
            b -= 1
        spans[2 * p] = a - p * PAGE
        spans[2 * p + 1] = b - p * PAGE
        old[a + HEAD:b + HEAD + 1] = new[a:b + 1]
        m |= 1 << p
    return m


if scan is None:
    scan = scan_py


def bus_us(nbytes, hz, writes=0):
    """Microseconds those bytes take on the bus: 9 clocks a byte (8 bits + ACK), and about
    two more per write for its START and STOP."""
    return (nbytes * 9 + writes * 2) * 1000000 // hz


class Pages:
    def __init__(self, buf):
        sh = bytearray(HEAD + FRAME)
        sh[HEAD - 1] = CONTROL_DATA
        self.buf = buf
        self.shadow = sh
        self.mv = memoryview(sh)
        self.spans = bytearray(2 * PAGES)
        self.win = bytearray(b"\x00\x21\x00\x7f\x22\x00\x07")
        self.fresh = True
        self.bytes = 0            # the last frame's cost: bytes on the bus, and writes
        self.writes = 0

    def invalidate(self):
        """The panel's RAM is unknown (power-up, re-initialised): the next frame is whole."""
        self.fresh = True

    def changed(self):
        """Mask of pages that differ from the last frame (bit p = page p), their column spans
        in self.spans; the shadow now holds this frame."""
        if self.fresh:
            self.fresh = False
            self.shadow[HEAD:] = self.buf
            s = self.spans
            for p in range(PAGES):
                s[2 * p] = 0
                s[2 * p + 1] = PAGE - 1
            return ALL
        return scan(self.buf, self.shadow, self.spans)

    def send(self, write):
        """Send what changed since the last frame through write(buffer); returns the bytes on
        the bus (also in self.bytes; the number of writes in self.writes). One window per
        changed page (its column span), or per run of pages when whole pages cost less."""
        m = scan(self.buf, self.shadow, self.spans) if not self.fresh else self.changed()
        s = self.spans
        w = self.win
        sh = self.shadow
        mv = self.mv
        n = 0                           # windows sent
        data = 0
        p = 0
        q = 0
        whole = False
        while m >> p:
            if not m >> p & 1:
                p += 1
                continue
            if q <= p:                  # a new run of changed pages p..q-1: one window?
                q = p
                cost = 0
                while q < PAGES and m >> q & 1:
                    cost += WINDOW_TX + WINDOW_CPU + s[2 * q + 1] - s[2 * q] + 1
                    q += 1
                whole = q - p > 1 and WINDOW_TX + WINDOW_CPU + (q - p) * PAGE <= cost
            if whole:
                w[2] = 0
                w[3] = PAGE - 1
                w[6] = q - 1
                a = HEAD - 1 + p * PAGE         # the control byte's place, before the data
                e = HEAD + q * PAGE
            else:
                w[2] = s[2 * p]
                w[3] = s[2 * p + 1]
                w[6] = p
                a = HEAD - 1 + p * PAGE + w[2]
                e = HEAD + p * PAGE + w[3] + 1
            w[5] = p
            write(w)
            keep = sh[a]
            sh[a] = CONTROL_DATA
            try:
                write(mv[a:e])
            finally:
                sh[a] = keep
            n += 1
            data += e - a - 1
            p = q if whole else p + 1
        self.bytes = n * WINDOW_TX + data
        self.writes = 2 * n
        return self.bytes
