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


def page_rows(top, y, y2):
    """The bits of the page starting at row top that rows y..y2-1 cover (bit 0 = row top)."""
    lo = y - top if y > top else 0
    hi = y2 - top if y2 < top + 8 else 8
    return ((1 << hi) - 1) & ~((1 << lo) - 1)


_font = None
_interned = False


def _intern_chars():
    """Make every 1-char ASCII string a qstr, once: MicroPython-family ports then hand out s[i]
    by looking the char up instead of making a new string, so text() stays allocation-free
    whatever the qstr pool's fill level (a new qstr may need a new pool block)."""
    global _interned
    if not _interned:
        probe = Canvas.__init__
        for c in range(1, 128):
            hasattr(probe, chr(c))
        _interned = True


def shared_font():
    """The font file, read once on the first text drawn (not at import: a layer that never
    draws text needs no font, and host tools import gfx without a built font)."""
    global _font
    if _font is None:
        _font = load_font()
    return _font


class Canvas:
    def __init__(self, buf, width, height, font=None):
        _intern_chars()
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
            mask = page_rows(page * 8, y, y2)
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
        if self.font is None:
            self.font = shared_font()
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

    def blit(self, src, x, y, key=-1):
        """framebuf's blit for a MONO_VLSB source (a Canvas): src's pixels at (x, y), those
        equal to key left out. Byte-wise: each destination byte takes up to two source bytes,
        shifted, so a 128x64 layer costs ~1,000 byte operations, not 8,192 pixel calls."""
        sw = src.width
        sh = src.height
        x0 = -x if x < 0 else 0
        x1 = sw if x + sw <= self.width else self.width - x
        y0 = y if y > 0 else 0                      # destination rows y0..y1-1
        y1 = y + sh if y + sh <= self.height else self.height
        if x0 >= x1 or y0 >= y1:
            return
        sb = src.buf
        db = self.buf
        dw = self.width
        last = (sh - 1) >> 3                         # the source's last page
        page = y0 >> 3
        while page * 8 < y1:
            top = page * 8
            rows = page_rows(top, y0, y1)
            s = top - y                              # source row of this byte's bit 0
            sp = s >> 3                              # may be -1 (s in -7..-1)
            sh_ = s & 7
            base = page * dw + x
            for sx in range(x0, x1):
                v = 0
                if 0 <= sp <= last:
                    v = sb[sp * sw + sx] >> sh_
                if sh_ and 0 <= sp + 1 <= last:
                    v |= sb[(sp + 1) * sw + sx] << (8 - sh_)
                if key == 0:
                    m = rows & v                     # only lit source pixels land
                elif key == 1:
                    m = rows & ~v                    # only dark source pixels land
                else:
                    m = rows
                i = base + sx
                db[i] = (db[i] & ~m) | (v & m)
            page += 1
