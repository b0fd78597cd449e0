"""Send only what changed: the SSD1306 frame is 8 pages of 128 columns; a press usually changes
a few columns of two or three pages, and the I2C bus (not drawing) is what a player waits for:
a whole frame is 1,034 bytes, 23 ms at 400 kHz.

`Pages(buf)` keeps a shadow of the last frame sent. `send(write)` finds, per page, the first
and last column that changed (lookout.pagescan, native code; a Python loop where the port has
none) and copies them into the shadow. The changed spans become windows, each a 7-byte command
write (0x21 column range, 0x22 page range) and one data write: going down the pages, a span
joins the window above it (its pages and columns widened to cover both) when that sends fewer
bytes than a window of its own, counting for each window, besides its bytes, the Python work
of its two writes (WINDOW_CPU). A menu's cursor move (the bar's columns in three pages) is one
window; a new screen is one window of whole pages, not eight. A window of one page, or of whole
pages, goes straight from the shadow (the byte before it is set to the 0x40 control byte for
that write and put back); one of several pages' partial columns is gathered first (gather,
native too). Each write is `write(buffer)` (hal_pico: one `i2c.writeto`); the cost counted is
every byte on the bus, address bytes included.
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
GATHER = 3 * PAGE         # at most this many bytes gathered for a window of partial columns

try:
    from lookout.pagescan import gather, scan
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


def gather_py(sh, g, c0, c1, p0, p1):
    """lookout.pagescan.gather in plain Python: columns c0..c1 of pages p0..p1 of the shadow
    into g[1:], page after page; returns the end (the length of the write, control byte
    included)."""
    w = c1 - c0 + 1
    o = 1
    for p in range(p0, p1 + 1):
        a = HEAD + p * PAGE + c0
        g[o:o + w] = sh[a:a + w]
        o += w
    return o


if scan is None:
    scan = scan_py
    gather = gather_py


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
        self.plan = bytearray(4 * PAGES)        # the windows of a frame: c0, c1, p0, p1
        g = bytearray(1 + GATHER)               # a window's columns of several pages, in a
        g[0] = CONTROL_DATA                     # row, behind its control byte
        self.gbuf = g
        self.gmv = memoryview(g)
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
        the bus (also in self.bytes; the number of writes in self.writes). The changed pages'
        column spans become windows: a page's span joins the window before it (pages and
        columns widened to cover both) when that costs less than a window of its own."""
        m = scan(self.buf, self.shadow, self.spans) if not self.fresh else self.changed()
        s = self.spans
        pl = self.plan
        n = 0                           # windows planned: c0, c1, p0, p1 each
        p = 0
        while m >> p:
            if not m >> p & 1:
                p += 1
                continue
            a = s[2 * p]
            b = s[2 * p + 1]
            if n:
                k = 4 * n - 4
                c0 = pl[k]
                c1 = pl[k + 1]
                p0 = pl[k + 2]
                lo = c0 if c0 < a else a
                hi = c1 if c1 > b else b
                d = (p - p0 + 1) * (hi - lo + 1)
                if ((d <= GATHER or hi - lo == PAGE - 1) and d <= (
                        (pl[k + 3] - p0 + 1) * (c1 - c0 + 1) + WINDOW_TX + WINDOW_CPU + b - a + 1)):
                    pl[k] = lo
                    pl[k + 1] = hi
                    pl[k + 3] = p
                    p += 1
                    continue
            k = 4 * n
            pl[k] = a
            pl[k + 1] = b
            pl[k + 2] = p
            pl[k + 3] = p
            n += 1
            p += 1
        w = self.win
        sh = self.shadow
        data = 0
        k = 0
        while k < 4 * n:
            c0 = pl[k]
            c1 = pl[k + 1]
            p0 = pl[k + 2]
            p1 = pl[k + 3]
            w[2] = c0
            w[3] = c1
            w[5] = p0
            w[6] = p1
            write(w)
            if p0 == p1 or c1 - c0 == PAGE - 1:    # contiguous in the shadow: sent from it
                a = HEAD - 1 + p0 * PAGE + c0       # the control byte's place, before the data
                e = HEAD + p1 * PAGE + c1 + 1
                keep = sh[a]
                sh[a] = CONTROL_DATA
                try:
                    write(self.mv[a:e])
                finally:
                    sh[a] = keep
            else:                                   # columns of several pages: gathered
                e = gather(sh, self.gbuf, c0, c1, p0, p1)
                write(self.gmv[:e])
            data += (p1 - p0 + 1) * (c1 - c0 + 1)
            k += 4
        self.bytes = n * WINDOW_TX + data
        self.writes = 2 * n
        return self.bytes
