"""Lookout simulator: the real firmware under the MicroPython unix port, in a terminal.

    make sim                                   # interactive: arrows, Enter=OK, Backspace/Esc=BACK
    .venv/bin/python tools/sim.py --keys "DOWN OK OK" --png shot.png   # headless

Interactive keys: arrows move, Enter = OK, Backspace or Esc = BACK, Space = long OK,
x = long BACK, p = save a PNG of the OLED (into the state folder's png/, never over an
earlier one), q = quit. The OLED is drawn with braille dots
(or half blocks with --blocks); the NeoPixel colour is shown beside it. State is kept in
.sim_state/ like the Pico's flash, so a quit and restart is a power cut and resume.
"""
import argparse
import os
import select
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from simdriver import Sim, pixels, ROOT  # noqa: E402

FRAME_MS = 33


def braille(buf):
    px = pixels(buf)
    out = []
    dots = ((0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08), (1, 1, 0x10), (1, 2, 0x20),
            (0, 3, 0x40), (1, 3, 0x80))
    for cy in range(0, 64, 4):
        line = []
        for cx in range(0, 128, 2):
            v = 0
            for dx, dy, bit in dots:
                if px[cy + dy][cx + dx]:
                    v |= bit
            line.append(chr(0x2800 + v))
        out.append("".join(line))
    return out


def blocks(buf):
    px = pixels(buf)
    glyph = {(0, 0): " ", (1, 0): "\u2580", (0, 1): "\u2584", (1, 1): "\u2588"}
    return ["".join(glyph[(px[y][x], px[y + 1][x])] for x in range(128)) for y in range(0, 64, 2)]


def next_png(folder):
    """The first free png/lookout-N.png under folder (the state folder, outside git)."""
    d = os.path.join(folder, "png")
    os.makedirs(d, exist_ok=True)
    n = 1
    while os.path.exists(os.path.join(d, "lookout-%d.png" % n)):
        n += 1
    return os.path.join(d, "lookout-%d.png" % n)


def render(sim, use_blocks, buf, note=""):
    rows = blocks(buf) if use_blocks else braille(buf)
    r, g, b = sim.led
    width = len(rows[0])
    out = ["\x1b[H\x1b[2J", "\u250c" + "\u2500" * width + "\u2510"]
    out += ["\u2502" + row + "\u2502" for row in rows]
    out.append("\u2514" + "\u2500" * width + "\u2518")
    out.append("LED \x1b[48;2;%d;%d;%dm    \x1b[0m  beeps %d   arrows Enter=OK Bksp/Esc=BACK"
               % (r, g, b, sim.beeps))
    out.append("Space=long OK  x=long BACK  p=PNG  q=quit  " + note)
    sys.stdout.write("\r\n".join(out))
    sys.stdout.flush()


def read_keys(fd):
    """Key names from whatever bytes are waiting on the terminal."""
    data = os.read(fd, 64)
    names = []
    i = 0
    while i < len(data):
        c = data[i:i + 1]
        if c == b"\x1b" and data[i + 1:i + 2] == b"[" and i + 2 < len(data):
            names.append({b"A": "UP", b"B": "DOWN", b"C": "RIGHT", b"D": "LEFT"}.get(
                data[i + 2:i + 3], ""))
            i += 3
            continue
        names.append({b"\r": "OK", b"\n": "OK", b"\x7f": "BACK", b"\x08": "BACK",
                      b"\x1b": "BACK", b" ": "OK:long", b"x": "BACK:long", b"p": "png",
                      b"q": "quit", b"\x03": "quit"}.get(c, ""))
        i += 1
    return [n for n in names if n]


def interactive(sim, use_blocks):
    """Draw the OLED only when the frame, the LED or the beep count changed: an idle device
    costs the terminal nothing."""
    import termios
    import tty
    fd = sys.stdin.fileno()
    old = termios.tcgetattr(fd)
    note = ""
    shown = None
    try:
        tty.setraw(fd)
        sys.stdout.write("\x1b[?25l")
        last = time.monotonic()
        while True:
            buf = sim.frame()
            look = (buf, sim.led, sim.beeps, note)
            if look != shown:
                render(sim, use_blocks, buf, note)
                shown = look
            ready, _, _ = select.select([fd], [], [], FRAME_MS / 1000)
            now = time.monotonic()
            sim.wait(max(1, int((now - last) * 1000)))
            last = now
            if ready:
                for k in read_keys(fd):
                    if k == "quit":
                        return
                    if k == "png":
                        note = "saved " + os.path.relpath(sim.png(next_png(sim.state)))
                    else:
                        sim.keys(k)
                        last = time.monotonic()
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        sys.stdout.write("\x1b[?25h\r\n")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--keys", help="key script, e.g. 'DOWN OK UP*3 OK:long wait:500'")
    ap.add_argument("--png", help="write the final OLED frame to this PNG")
    ap.add_argument("--scale", type=int, default=4)
    ap.add_argument("--state", default=os.path.join(ROOT, ".sim_state"),
                    help="folder standing in for the Pico's flash")
    ap.add_argument("--fresh", action="store_true", help="start with empty flash")
    ap.add_argument("--seed", type=int, default=0, help="fixed dice seed (0 = random)")
    ap.add_argument("--heap", default="237wK", help="MicroPython heap (a Pico's, in words)")
    ap.add_argument("--flash", type=int, default=0,
                    help="a flash of this many bytes that fills up (0: the folder's disk)")
    ap.add_argument("--blocks", action="store_true", help="half blocks instead of braille")
    a = ap.parse_args(argv)
    if a.fresh and os.path.isdir(a.state):
        for f in os.listdir(a.state):
            os.remove(os.path.join(a.state, f))
    sim = Sim(a.state, a.seed, a.heap, flash_bytes=a.flash)
    try:
        if a.keys is not None or not sys.stdin.isatty():
            sim.keys(a.keys or "")
            sim.wait(100)
            if a.png:
                sim.png(a.png, a.scale)
            print("\n".join(sim.text()))
        else:
            interactive(sim, a.blocks)
    finally:
        err = sim.close()
        if sim.errors or "Traceback" in err:
            sys.stderr.write(err)
    return 1 if sim.errors else 0


if __name__ == "__main__":
    sys.exit(main())
