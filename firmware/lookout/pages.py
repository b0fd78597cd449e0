"""Send only what changed: the SSD1306 frame is 8 pages of 128 bytes; a press usually changes
one or two of them, and the I2C bus (not drawing) is what a player waits for: a whole frame is
~1,030 bytes, 23 ms at 400 kHz.

`Pages(buf)` keeps a shadow of the last frame sent, preallocated with each page's I2C control
byte in front, so a changed page goes out straight from the shadow in one write. `changed()`
compares page by page (memoryview ==, in C) and copies changed pages into the shadow; nothing
is allocated per frame. The simulator's HAL uses the same class to count the bytes a frame
would cost (`bus_bytes`), so the figures and hal_pico agree.
"""
PAGES = 8
PAGE = 128
CONTROL_DATA = 0x40       # I2C control byte: the rest of this write is display RAM
ALL = 0xFF
CMD_TX = 8                # address byte + 0x00 + 6 command bytes (column 0-127, page p-p)
PAGE_TX = 2 + PAGE        # address byte + control byte + 128 data bytes
FULL_TX = 8 + 2 + PAGES * PAGE   # one window command for the whole frame + one 1025-byte write


def bus_bytes(mask):
    """Bytes on the I2C bus (address bytes included) to send the pages in mask."""
    if mask == ALL:
        return FULL_TX
    n = 0
    while mask:
        n += mask & 1
        mask >>= 1
    return n * (CMD_TX + PAGE_TX)


def bus_us(nbytes, hz):
    """Microseconds those bytes take on the bus: 9 clocks a byte (8 bits + ACK)."""
    return nbytes * 9 * 1000000 // hz


class Pages:
    def __init__(self, buf):
        sh = bytearray(PAGES * (PAGE + 1))
        for p in range(PAGES):
            sh[p * (PAGE + 1)] = CONTROL_DATA
        self.shadow = sh
        b = memoryview(buf)
        s = memoryview(sh)
        self.new = tuple(b[p * PAGE:(p + 1) * PAGE] for p in range(PAGES))
        self.old = tuple(s[p * (PAGE + 1) + 1:(p + 1) * (PAGE + 1)] for p in range(PAGES))
        self.tx = tuple(s[p * (PAGE + 1):(p + 1) * (PAGE + 1)] for p in range(PAGES))
        self.win = bytearray(b"\x00\x21\x00\x7f\x22\x00\x00")
        self.fresh = True

    def window(self, p):
        """The command write that points the panel's RAM at page p (one buffer, reused)."""
        w = self.win
        w[5] = p
        w[6] = p
        return w

    def invalidate(self):
        """The panel's RAM is unknown (power-up, re-initialised): the next frame is whole."""
        self.fresh = True

    def changed(self):
        """Mask of pages that differ from the last frame (bit p = page p); they are copied
        into the shadow, so the next call compares against this frame."""
        new = self.new
        old = self.old
        m = 0
        fresh = self.fresh
        self.fresh = False
        for p in range(PAGES):
            if fresh or new[p] != old[p]:
                m |= 1 << p
                old[p][:] = new[p]
        return m
