"""Drawing helpers for the 128x64 canvas and the 8x8 built-in font: 16 columns, a title bar
and six 9-pixel rows, the selected one inverted on a bar as long as its text. Numbers are
drawn digit by digit from constant strings, so a redraw allocates nothing. Works on framebuf
(MicroPython) or lookout.ui.canvas (CircuitPython, which has no framebuf; same font, same
pixels)."""
try:                        # on the boot path: MicroPython's own, no module to load
    from micropython import const
except ImportError:         # CPython
    from lookout.compat import const

try:
    from framebuf import MONO_VLSB, FrameBuffer  # pyright: ignore[reportMissingImports]
except ImportError:          # CircuitPython (the type check of that port sees no framebuf)
    FrameBuffer = None

W = const(128)
H = const(64)
CH = const(8)           # glyph size
COLS = const(16)
TOP = const(11)         # first row under the title bar
ROW_H = const(9)
ROWS = const(6)

DIGITS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")
_buf = bytearray(12)


def digits(n):
    """Number of characters n takes (with a minus sign)."""
    c = 1 if n < 0 else 0
    n = -n if n < 0 else n
    c += 1
    while n >= 10:
        n //= 10
        c += 1
    return c


def _split(n):
    """The decimal digits of n >= 0 into _buf, last digit first; returns how many."""
    i = 0
    while True:
        _buf[i] = n % 10
        i += 1
        n //= 10
        if not n:
            return i


def num(fb, n, x, y, c=1):
    """Draw integer n with its left edge at x; returns the x after it."""
    if n < 0:
        fb.text("-", x, y, c)
        x += CH
        n = -n
    i = _split(n)
    while i:
        i -= 1
        fb.text(DIGITS[_buf[i]], x, y, c)
        x += CH
    return x


def num_r(fb, n, right, y, c=1):
    """Draw integer n right-aligned so it ends at x = right."""
    return num(fb, n, right - digits(n) * CH, y, c)


def center(fb, s, y, c=1):
    fb.text(s, (W - len(s) * CH) // 2, y, c)


def title(fb, s):
    """Inverted title bar across the top."""
    fb.fill_rect(0, 0, W, 10, 1)
    fb.text(s, 1, 1, 0)


def row_y(i):
    return TOP + i * ROW_H


def row(fb, i, s, selected=False, x=0, w=0):
    """Row i of the six under the title; the selected one is drawn inverted on a bar that
    ends just after its text (or w pixels wide): a cursor move then changes only those
    columns, so fewer bytes go to the panel (lookout.pages). A selected first row keeps one
    dark line under the title bar, so the two never merge into one block."""
    y = TOP + i * ROW_H
    if selected:
        if w <= 0:
            w = hug(x, len(s))
        if i:
            fb.fill_rect(0, y - 1, w, ROW_H, 1)
        else:
            fb.fill_rect(0, y, w, ROW_H - 1, 1)
        fb.text(s, x + 1, y, 0)
    else:
        fb.text(s, x + 1, y, 1)


def hug(x, n):
    """Width of a selection bar around n characters drawn at x + 1: one lit column before
    the text and one after its last glyph's blank eighth column, at most the screen."""
    return min(W, x + n * CH + 2)


def bar(fb, x, y, w, h, part, whole):
    """Progress bar: outline plus a fill of part/whole (small-int arithmetic)."""
    fb.rect(x, y, w, h, 1)
    if whole > 0:
        fw = (w - 4) * min(part, whole) // whole
        if fw > 0:
            fb.fill_rect(x + 2, y + 2, fw, h - 4, 1)


def scrollbar(fb, first, shown, total):
    if total <= shown:
        return
    track = ROWS * ROW_H
    h = max(4, track * shown // total)
    y = TOP - 1 + (track - h) * first // (total - shown)
    fb.vline(W - 1, TOP - 1, track, 1)
    fb.fill_rect(W - 3, y, 3, h, 1)


def frame(buf, w, h):
    """A drawing surface over buf (w x h, MONO_VLSB): framebuf where the port has it, else
    lookout.ui.canvas (CircuitPython). Screens that keep off-screen layers make them here."""
    if FrameBuffer is not None:
        return FrameBuffer(buf, w, h, MONO_VLSB)
    from lookout.ui.canvas import Canvas
    return Canvas(buf, w, h)


def wiper(buf, fb):
    """What clears the frame fastest, made once: framebuf's fill() on MONO_VLSB sets the 8,192
    pixels one by one (0.8 ms on a Pico, each frame); a GS8 view of the same bytes fills them
    with memset (0.02 ms). Without framebuf (the canvas) fb itself, whose fill() copies."""
    if FrameBuffer is not None:
        from framebuf import GS8  # pyright: ignore[reportMissingImports]
        return FrameBuffer(buf, len(buf), 1, GS8)
    return fb


_glyph = bytearray(8)
_scratch = frame(_glyph, 8, 8)


def big_num(fb, n, x, y, scale=3, c=1):
    """Draw n with each font pixel as a scale x scale block (dice results, timer).

    Reads the glyph by drawing it into a scratch 8x8 frame, so it allocates nothing.
    """
    i = _split(-n if n < 0 else n)
    while i:
        i -= 1
        _scratch.fill(0)
        _scratch.text(DIGITS[_buf[i]], 0, 0, 1)
        for cx in range(8):
            col = _glyph[cx]
            for cy in range(8):
                if col & (1 << cy):
                    fb.fill_rect(x + cx * scale, y + cy * scale, scale, scale, c)
        x += 8 * scale
    return x

