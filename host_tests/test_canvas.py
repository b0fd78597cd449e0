"""lookout.ui.canvas (the framebuf stand-in for CircuitPython) draws the same bytes as
MicroPython's framebuf, op by op, with the font dumped from the unix port; and it draws without
allocating (checked under micropython.heap_lock())."""
import os
import subprocess

import build
from lookout.ui.canvas import Canvas

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")

OPS = [
    ("fill", 0), ("text", "Hello, thief!", 0, 0, 1), ("text", "Row 3 y=20", 3, 20, 1),
    ("fill_rect", 0, 10, 128, 9, 1), ("text", "inverted", 1, 11, 0),
    ("text", "clip", -5, -3, 1), ("text", "edge", 100, 60, 1), ("text", "low", 20, 57, 1),
    ("text", "\x01\x7f~ {|}", 8, 30, 1), ("text", "caf\u00e9\u20ac", 0, 40, 1),
    ("hline", -10, 63, 200, 1), ("vline", 127, -4, 80, 1), ("vline", 60, 5, 0, 1),
    ("rect", 2, 2, 30, 20, 1), ("rect", 50, 40, 1, 1, 1), ("rect", 70, 30, 20, 10, 1, True),
    ("rect", 72, 32, 16, 6, 0), ("fill_rect", 120, 50, 20, 20, 0), ("fill_rect", 5, 5, -3, 4, 1),
    ("line", 0, 0, 127, 63, 1), ("line", 127, 0, 0, 63, 1), ("line", 10, 50, 10, 20, 0),
    ("line", 30, 5, 90, 7, 1), ("line", 90, 60, 30, 58, 1), ("line", 64, 10, 66, 60, 1),
    ("line", 66, 60, 64, 10, 0), ("line", -20, -20, 200, 30, 1), ("line", 5, 5, 5, 5, 1),
    ("pixel", 3, 3, 1), ("pixel", 3, 4, 0), ("pixel", -1, 4, 1), ("pixel", 128, 64, 1),
    ("text", "0123456789", 24, 46, 1), ("fill_rect", 40, 3, 7, 13, 1),
    ("text", "ab", 40, 4, 0), ("fill", 1), ("text", "all lit", 10, 28, 0), ("fill", 0),
]

# Runs under the unix port: framebuf and Canvas side by side, heap locked while Canvas draws.
SCRIPT = """
import sys, framebuf, micropython
sys.path.insert(0, %(fw)r)
from lookout.ui.canvas import Canvas
font = open(%(font)r, "rb").read()
a = bytearray(1024)
b = bytearray(1024)
fb = framebuf.FrameBuffer(a, 128, 64, framebuf.MONO_VLSB)
cv = Canvas(b, 128, 64, font)
cv.text("warm caf\u00e9\u20ac", 0, 0, 1)  # first call interns the glyph chars (and the
# non-ASCII ones: indexing a str makes a qstr, which allocates only if the pool is full)
ops = %(ops)r
bad = []
for n, op in enumerate(ops):
    getattr(fb, op[0])(*op[1:])
    f = getattr(cv, op[0])
    x = op + (0, 0, 0, 0, 0)
    k = len(op) - 1
    micropython.heap_lock()
    try:
        if k == 1:
            f(x[1])
        elif k == 3:
            f(x[1], x[2], x[3])
        elif k == 4:
            f(x[1], x[2], x[3], x[4])
        elif k == 5:
            f(x[1], x[2], x[3], x[4], x[5])
        else:
            f(x[1], x[2], x[3], x[4], x[5], x[6])
        err = None
    except MemoryError:
        err = "allocates"
    micropython.heap_unlock()
    if err and op[1] != "caf\\u00e9\\u20ac":
        bad.append("%%d %%s %%s" %% (n, op[0], err))
    if a != b:
        bad.append("%%d %%s differs" %% (n, op[0]))
        b[:] = a
    sys.stdout.write(bytes(a).hex() + "\\n")
print("BAD" if bad else "OK", bad)
"""


def run_micropython(tmp_path):
    font = tmp_path / "font8x8.bin"
    font.write_bytes(build.font_bytes(MPY))
    code = SCRIPT % {"fw": os.path.join(ROOT, "firmware"), "font": str(font), "ops": OPS}
    r = subprocess.run([MPY, "-X", "heapsize=1m", "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return font.read_bytes(), r.stdout.splitlines()


def test_canvas_matches_framebuf_and_never_allocates_on_micropython(tmp_path):
    _, lines = run_micropython(tmp_path)
    assert lines[-1] == "OK []", lines[-1]
    assert len(lines) == len(OPS) + 1


def test_canvas_on_cpython_matches_framebuf(tmp_path):
    font, lines = run_micropython(tmp_path)
    buf = bytearray(1024)
    cv = Canvas(buf, 128, 64, font)
    for op, want in zip(OPS, lines):
        getattr(cv, op[0])(*op[1:])
        assert buf.hex() == want, "after %r" % (op,)
        assert cv.pixel(3, 3) == buf[3] >> 3 & 1


def test_font_is_micropythons_and_the_circuitpython_build_ships_it(tmp_path):
    font = build.font_bytes(MPY)
    assert len(font) == 96 * 8
    assert font[(ord("!") - 32) * 8:(ord("!") - 31) * 8] != bytes(8)
    assert font[:8] == bytes(8)                       # space is blank
    out = tmp_path / "cp"
    assert build.build_circuitpython(str(out), MPY, quiet=True) == 0
    assert (out / "lib" / "lookout" / "ui" / "font8x8.bin").read_bytes() == font


# framebuf.blit of a MONO_VLSB layer (the Black Keep mini-map's pre-drawn board), at aligned,
# unaligned, negative and clipped offsets, with key -1 (copy all), 0 and 1.
BLIT = """
import sys, framebuf, micropython
sys.path.insert(0, %(fw)r)
from lookout.ui.canvas import Canvas
font = open(%(font)r, "rb").read()
sw, sh = 45, 27
sa = bytearray(sw * ((sh + 7) // 8))
sb = bytearray(len(sa))
src_f = framebuf.FrameBuffer(sa, sw, sh, framebuf.MONO_VLSB)
src_c = Canvas(sb, sw, sh, font)
for s in (src_f, src_c):
    s.fill(0)
    s.rect(0, 0, sw, sh, 1)
    s.line(0, 0, sw - 1, sh - 1, 1)
    s.text("Keep", 3, 9, 1)
    s.fill_rect(30, 2, 10, 12, 1)
assert sa == sb
a = bytearray(1024)
b = bytearray(1024)
fb = framebuf.FrameBuffer(a, 128, 64, framebuf.MONO_VLSB)
cv = Canvas(b, 128, 64, font)
bad = []
for n, (x, y, key) in enumerate(%(cases)r):
    for d in (fb, cv):
        d.fill(0)
        d.fill_rect(0, 20, 128, 20, 1)        # a lit band: key 1 / key 0 must show through
    fb.blit(src_f, x, y, key)
    micropython.heap_lock()
    try:
        cv.blit(src_c, x, y, key)
    except MemoryError:
        bad.append("%%d allocates" %% n)
    micropython.heap_unlock()
    if a != b:
        bad.append("%%d (%%d, %%d, key %%d) differs" %% (n, x, y, key))
print("BAD" if bad else "OK", bad)
"""
BLIT_CASES = [(0, 0, -1), (8, 16, -1), (3, 5, -1), (-7, -3, -1), (100, 50, -1), (90, 45, 0),
              (20, 13, 0), (20, 13, 1), (-44, 10, -1), (127, 63, -1), (128, 0, -1), (5, -27, -1),
              (60, 30, 1), (0, 37, -1)]


def test_canvas_blit_matches_framebuf_and_never_allocates(tmp_path):
    font = tmp_path / "font8x8.bin"
    font.write_bytes(build.font_bytes(MPY))
    code = BLIT % {"fw": os.path.join(ROOT, "firmware"), "font": str(font), "cases": BLIT_CASES}
    r = subprocess.run([MPY, "-X", "heapsize=1m", "-c", code], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "OK []", r.stdout
