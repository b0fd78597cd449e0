"""A framebuf.FrameBuffer (MONO_VLSB) in plain Python, for ports without `framebuf`.

CircuitPython has no framebuf, and adafruit_framebuf needs a font file nobody ships. This canvas
draws into the same 1024-byte SSD1306 page layout with the same rules as MicroPython's C code
(clipping, line stepping, glyphs drawn in the colour over an untouched background), so both
boards show identical pixels; host_tests/test_canvas.py compares them op by op.

The font is MicroPython's own 8x8 framebuf font, dumped at build time by tools/build.py
(`font8x8.bin`, 8 column bytes per character 32..127, LSB at the top) into this package. Only
the members the screens use exist: fill, pixel, hline, vline, fill_rect, rect, line, text.
Drawing allocates nothing (loops over small ints and the bytearray).
"""
FONT_FILE = "font8x8.bin"
FIRST = 32
LAST = 127          # the block glyph drawn for anything outside 32..127


def font_path():
    here = __file__
    cut = here.rfind("/")
    return (here[:cut + 1] if cut >= 0 else "") + FONT_FILE


def load_font(path=None):
    with open(path or font_path(), "rb") as f:
        data = f.read()
    if len(data) != (LAST - FIRST + 1) * 8:
        raise ValueError("font %s: %d bytes, expected %d" % (
            path or font_path(), len(data), (LAST - FIRST + 1) * 8))
    return data


_font = None


def _intern_chars():
    """Make every printable 1-char string a qstr: MicroPython-family ports then hand out s[i]
    without allocating (it looks the char up instead of copying it), so text() stays
    allocation-free."""
    probe = Canvas.__init__
    for c in range(FIRST, LAST):
        hasattr(probe, chr(c))


class Canvas:
    def __init__(self, buf, width, height, font=None):
        global _font
        if font is None:
            if _font is None:
                _font = load_font()
                _intern_chars()
            font = _font
        self.buf = buf
        self.width = width
        self.height = height
        self.font = font
        self._zero = bytes(len(buf))
        self._ones = b"\xff" * len(buf)

    def fill(self, c):
        self.buf[:] = self._ones if c else self._zero

    def pixel(self, x, y, c=None):
        if 0 <= x < self.width and 0 <= y < self.height:
            i = (y >> 3) * self.width + x
            if c is None:
                return (self.buf[i] >> (y & 7)) & 1
            if c:
                self.buf[i] |= 1 << (y & 7)
            else:
                self.buf[i] &= ~(1 << (y & 7))
        return None

    def fill_rect(self, x, y, w, h, c):
        if x < 0:
            w += x
            x = 0
        if y < 0:
            h += y
            y = 0
        if x + w > self.width:
            w = self.width - x
        if y + h > self.height:
            h = self.height - y
        if w < 1 or h < 1:
            return
        buf = self.buf
        width = self.width
        y2 = y + h          # exclusive
        page = y >> 3
        while page * 8 < y2:
            top = page * 8
            lo = y - top if y > top else 0
            hi = y2 - top if y2 < top + 8 else 8
            mask = ((1 << hi) - 1) & ~((1 << lo) - 1)
            base = page * width
            if c:
                for i in range(base + x, base + x + w):
                    buf[i] |= mask
            else:
                mask = ~mask
                for i in range(base + x, base + x + w):
                    buf[i] &= mask
            page += 1

    def hline(self, x, y, w, c):
        self.fill_rect(x, y, w, 1, c)

    def vline(self, x, y, h, c):
        self.fill_rect(x, y, 1, h, c)

    def rect(self, x, y, w, h, c, f=False):
        if f:
            self.fill_rect(x, y, w, h, c)
            return
        self.fill_rect(x, y, w, 1, c)
        self.fill_rect(x, y + h - 1, w, 1, c)
        self.fill_rect(x, y, 1, h, c)
        self.fill_rect(x + w - 1, y, 1, h, c)

    def line(self, x1, y1, x2, y2, c):
        """Bresenham exactly as framebuf steps it (same end-point and tie handling)."""
        dx = x2 - x1
        sx = 1
        if dx <= 0:
            dx = -dx
            sx = -1
        dy = y2 - y1
        sy = 1
        if dy <= 0:
            dy = -dy
            sy = -1
        steep = dy > dx
        if steep:
            x1, y1 = y1, x1
            dx, dy = dy, dx
            sx, sy = sy, sx
        e = 2 * dy - dx
        for _ in range(dx):
            if steep:
                self.pixel(y1, x1, c)
            else:
                self.pixel(x1, y1, c)
            while e >= 0:
                y1 += sy
                e -= 2 * dx
            x1 += sx
            e += 2 * dy
        self.pixel(x2, y2, c)

    def text(self, s, x, y, c=1):
        for i in range(len(s)):
            o = ord(s[i])
            n = 1                    # framebuf walks UTF-8 bytes: one block per byte
            if o < FIRST:
                o = LAST
            elif o > LAST:
                n = 2 if o < 0x800 else 3 if o < 0x10000 else 4
                o = LAST
            while n:
                self._glyph((o - FIRST) * 8, x, y, c)
                x += 8
                n -= 1

    def _glyph(self, at, x, y, c):
        if y <= -8 or y >= self.height or x <= -8 or x >= self.width:
            return
        font = self.font
        buf = self.buf
        width = self.width
        shift = y & 7
        page = y >> 3                  # may be -1 for y in -7..-1
        lower = page + 1
        top_ok = page >= 0
        low_ok = shift and lower * 8 < self.height
        for j in range(8):
            cx = x + j
            if cx < 0 or cx >= width:
                continue
            g = font[at + j]
            if not g:
                continue
            if top_ok:
                bits = (g << shift) & 0xFF
                i = page * width + cx
                if c:
                    buf[i] |= bits
                else:
                    buf[i] &= ~bits
            if low_ok:
                bits = g >> (8 - shift)
                i = lower * width + cx
                if c:
                    buf[i] |= bits
                else:
                    buf[i] &= ~bits
