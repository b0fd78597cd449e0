"""The device as built, on the emulated board: main.py and hal_pico.py unchanged.

    python tools/pico/device.py --keys "DOWN OK UP*3 OK:long" --out DIR [--until S]
                                [--romfs] [--seed N]
    (make device KEYS="..." OUT=DIR [ROMFS=1] [SEED=N])

The flash is what `make deploy` leaves on a Pico: tools/build.py's output (main.py, lookout/
as .mpy, tiles/) and lib/ssd1306.mpy, micropython-lib's SSD1306 driver. The mip index the
deploy installs it from (ssd1306@0.1.0) is not reachable from every machine, so the driver is
taken from PyPI's `micropython-ssd1306` 0.3 (an older copy of the same file: its I2C paths,
init sequence and show() are 0.1.0's, less the IREF-select command and rotate()), downloaded
once by URL and sha256 into build/pico/, compiled with mpy-cross as mip would ship it.
--romfs: the Lookout board instead (firmware/boards/LOOKOUT_PICO's UF2, tools/pico/pico.py
uf2_romfs_path), as `make deploy-romfs` leaves it: the app's ROMFS image in its partition,
pick_app.mpy, boot.py, main.py and lib/ssd1306.mpy on the littlefs.
--seed N: main.py is tools/pico/device/seeded_main.py, the app with the simulator's dice
(tools/sim.py --seed N), so a script plays the same game as in the simulator.

board.mjs boots the UF2 from that flash and logs the bus; this side plays the trace back:
every I2C write into tools/oledram.py's OledRam (the project's one panel model, in its
power-on PAGE mode), a frame being the panel as it stands after each burst of writes (writes
less than FRAME_GAP_MS apart). The key script is tools/sim.py's syntax (tools/simdriver.py:
NAME, NAME*n, NAME:long, NAME:hold=MS, wait:MS), pressed with simdriver's timings from the
panel's first frame; the simulator waits for long work between presses, the board cannot
ask, so each press here is followed by SETTLE_MS.
Writes DIR/frame_NNN.png (each distinct frame), DIR/last.png, DIR/trace.json (LED colours,
buzzer PWM, keys, with ms since the first frame) and prints the last frame's text as the
simulator's OCR reads it.
"""
import hashlib
import io
import json
import os
import subprocess
import sys
import tarfile
import tempfile
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tools"))
import pico                      # noqa: E402
from oledram import PAGE, OledRam   # noqa: E402

SSD1306_URL = ("https://files.pythonhosted.org/packages/01/d0/0841d47772962c80af3ab178ef062ed2"
               "cd524cb99eb38463e669428402a8/micropython-ssd1306-0.3.tar.gz")
SSD1306_SHA256 = "d00cae1ff680e6ae504e258e700f002874b0d924b1a604253b6ea63144b58289"
FRAME_GAP_MS = 2.0        # writes closer than this belong to one show()
SETTLE_MS = 300           # after each press: the simulator waits for long work, the board cannot
TAIL_MS = 500


def ssd1306_source():
    """micropython-ssd1306 0.3's ssd1306.py (bytes), cached under build/pico/."""
    path = os.path.join(pico.CACHE, "ssd1306-0.3.py")
    if os.path.exists(path):
        with open(path, "rb") as f:
            return f.read()
    data = urllib.request.urlopen(SSD1306_URL, timeout=60).read()
    if hashlib.sha256(data).hexdigest() != SSD1306_SHA256:
        raise RuntimeError("micropython-ssd1306 0.3 sdist: sha256 mismatch")
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        src = t.extractfile("micropython-ssd1306-0.3/ssd1306.py").read()
    os.makedirs(pico.CACHE, exist_ok=True)
    with open(path, "wb") as f:
        f.write(src)
    return src


def deploy_files(romfs=False):
    """{path on the Pico: bytes} as `make deploy` leaves them (tools/deploy.py DEVICE) plus
    /lib/ssd1306.mpy; romfs: as `make deploy-romfs` leaves the littlefs (deploy.py
    romfs_commands: the app itself is in the ROMFS image, pico.romfs_image())."""
    import build as fwbuild
    mpyc = fwbuild.default_mpy_cross()
    keep = ("main.py", "boot.py", "pick_app.mpy") if romfs else ("main.py", "boot.py", "lookout",
                                                                 "tiles")
    out = dict((rel, data) for rel, data in pico.compiled().items()
               if rel.split("/")[0] in keep)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "ssd1306.py")
        with open(src, "wb") as f:
            f.write(ssd1306_source())
        dst = os.path.join(d, "ssd1306.mpy")
        subprocess.run([mpyc, "-march=armv6m", "-s", "ssd1306.py", "-o", dst, src], check=True)
        with open(dst, "rb") as f:
            out["lib/ssd1306.mpy"] = f.read()
    return out


def schedule(script, settle_ms=SETTLE_MS):
    """[[ms, mask], ...], the end ms and each press's start ms of a tools/sim.py key script
    (simdriver's timings)."""
    from simdriver import KEYS, TAP_MS, WAIT, steps
    t = 0
    ev = []
    starts = []
    for name, hold in steps(script):
        if name == WAIT:
            t += hold
            continue
        starts.append(t)
        ev.append([t, 1 << KEYS[name]])
        ev.append([t + hold, 0])
        t += hold + TAP_MS + settle_ms
    return ev, t, starts


def run_board(img, sched, until_s, trace, save_fs=None, cut_at_ns=0, wall_timeout=1500,
              snap_dir=None, snap_after=0, romfs=None):
    """Run board.mjs on flash image img (copied: the image given is not changed unless
    save_fs names it); romfs: a ROMFS image, on the Lookout board's UF2. Returns the trace
    records."""
    why = pico.missing(romfs is not None)
    if why:
        raise RuntimeError(why)
    with tempfile.TemporaryDirectory() as d:
        keys = os.path.join(d, "keys.json")
        with open(keys, "w") as f:
            json.dump(sched, f)
        uf2 = pico.uf2_path() if romfs is None else pico.uf2_romfs_path()
        cmd = [pico.node(), os.path.join(HERE, "board.mjs"), "--uf2", uf2,
               "--bootrom", pico.bootrom_path(), "--fs", img, "--trace", trace,
               "--keys", keys, "--until", str(until_s), "--wall-timeout", str(wall_timeout)]
        if save_fs:
            cmd += ["--save-fs", save_fs]
        if romfs:
            cmd += ["--romfs", romfs]
        if snap_dir:
            cmd += ["--snap-dir", snap_dir, "--snap-after", str(snap_after)]
        if cut_at_ns:
            cmd += ["--cut-at", str(int(cut_at_ns))]
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=wall_timeout + 60)
        if r.returncode:
            raise RuntimeError("board.mjs failed (%d): %s" % (r.returncode, r.stderr[-800:]))
    with open(trace) as f:
        return [json.loads(ln) for ln in f if ln.strip()]


class Playback:
    """A board trace played back: frames (the panel as seen after each burst of I2C writes),
    LED colours, buzzer PWM, key changes, console lines; times in ms since the first frame."""

    def __init__(self, recs):
        self.panel = OledRam(mode=PAGE)
        self.frames = []          # (ms, 1024 bytes visible)
        self.led = []             # (ms, (r, g, b))
        self.pwm = []             # (ms, hz, duty)
        self.keys = []
        self.usb = []
        self.nacks = 0
        self.resets = []          # (ms, "watchdog" or "forced"): the chip reset
        self.probed = []          # addresses the panel ACKed on the bit-banged probe (scan)
        self.end = None
        t0 = next((r["t"] for r in recs if "ready" in r), None)
        self.booted = t0 is not None
        t0 = t0 or 0
        last = None
        pending = False
        for r in recs:
            ms = (r["t"] - t0) / 1e6
            if pending and (("i2c" not in r) or ms - last > FRAME_GAP_MS):
                self._frame(last)
                pending = False
            if "i2c" in r:
                self.panel.write(bytes.fromhex(r["i2c"]))
                last = ms
                pending = True
            elif "led" in r:
                g, rr, b = r["led"]          # WS2812 order on the wire: G, R, B
                self.led.append((ms, (rr, g, b)))
            elif "pwm" in r:
                self.pwm.append((ms, r["pwm"][0], r["pwm"][1]))
            elif "keys" in r:
                self.keys.append((ms, r["keys"]))
            elif "usb" in r:
                self.usb.append(r["usb"])
            elif isinstance(r.get("bitbang"), int):
                self.probed.append(r["bitbang"])
            elif "nack" in r:
                self.nacks += 1
            elif "reset" in r:
                self.resets.append((ms, r["reset"]))
            elif "end" in r:
                self.end = r
        if pending:
            self._frame(last)

    def at(self, ms):
        """The panel as seen just before ms (None before the first frame)."""
        seen = None
        for t, v in self.frames:
            if t >= ms:
                break
            seen = v
        return seen

    def led_at(self, ms):
        seen = (0, 0, 0)
        for t, c in self.led:
            if t >= ms:
                break
            seen = c
        return seen

    def _frame(self, ms):
        v = self.panel.visible()
        if not self.frames or self.frames[-1][1] != v:
            self.frames.append((ms, v))

    def beeps(self):
        """[(ms, hz, length ms)] of the buzzer's tones (PWM on with duty > 0)."""
        out = []
        for i, (ms, hz, duty) in enumerate(self.pwm):
            if duty > 0:
                end = self.pwm[i + 1][0] if i + 1 < len(self.pwm) else None
                out.append((round(ms, 1), hz, None if end is None else round(end - ms, 1)))
        return out


def png(buf, path, scale=4):
    from PIL import Image
    img = Image.new("RGB", (128, 64))
    on, off = (140, 220, 255), (8, 12, 20)
    img.putdata([on if (buf[(y >> 3) * 128 + x] >> (y & 7)) & 1 else off
                 for y in range(64) for x in range(128)])
    img.resize((128 * scale, 64 * scale), Image.NEAREST).save(path)
    return path


def flash_image(romfs=False, seed=0, extra=None):
    """The flash as deployed; seed: main.py with the simulator's dice (device/seeded_main.py);
    extra: more {path: bytes} (e.g. a sight table)."""
    files = deploy_files(romfs)
    files.update(extra or {})
    if seed:
        with open(os.path.join(HERE, "device", "seeded_main.py"), "rb") as f:
            files["main.py"] = b"SEED = %d\n" % seed + f.read()
    return pico.image(files)


def main(argv):
    import argparse
    import shutil
    from simdriver import ocr
    ap = argparse.ArgumentParser(description="run the built firmware on the emulated board")
    ap.add_argument("--keys", default="", help="tools/sim.py key script")
    ap.add_argument("--out", default="build/device", help="folder for PNGs and trace.json")
    ap.add_argument("--until", type=float, help="emulated seconds after the first frame")
    ap.add_argument("--fs", help="flash image to use and keep (default: a fresh deploy)")
    ap.add_argument("--romfs", action="store_true",
                    help="the Lookout board: its UF2, the app in ROMFS (make deploy-romfs)")
    ap.add_argument("--seed", type=int, default=0,
                    help="the simulator's dice (tools/sim.py --seed N) instead of the Pico's")
    a = ap.parse_args(argv)
    why = pico.missing(a.romfs)
    if why:
        sys.exit("emulated Pico unavailable: " + why)
    sched, end, _ = schedule(a.keys)
    until = a.until if a.until else (end + TAIL_MS) / 1000
    os.makedirs(a.out, exist_ok=True)
    img = a.fs
    if img is None:
        img = os.path.join(a.out, "flash.img")
        shutil.copy(flash_image(a.romfs, a.seed), img)
    trace = os.path.join(a.out, "board.jsonl")
    pb = Playback(run_board(img, sched, until, trace, save_fs=img,
                            romfs=pico.romfs_image() if a.romfs else None))
    if not pb.booted:
        print("\n".join(pb.usb[-20:]))
        sys.exit("the board showed no frame (%s)" % (pb.end,))
    for n in os.listdir(a.out):
        if n.startswith("frame_") and n.endswith(".png"):
            os.remove(os.path.join(a.out, n))
    for i, (ms, buf) in enumerate(pb.frames):
        png(buf, os.path.join(a.out, "frame_%03d.png" % i))
    png(pb.frames[-1][1], os.path.join(a.out, "last.png"))
    with open(os.path.join(a.out, "trace.json"), "w") as f:
        json.dump({"frames_ms": [round(ms, 1) for ms, _ in pb.frames],
                   "led": [[round(ms, 1), list(c)] for ms, c in pb.led],
                   "beeps": pb.beeps(), "keys": [[round(ms, 1), m] for ms, m in pb.keys],
                   "console": pb.usb, "end": pb.end}, f, indent=1)
    for ln in pb.usb:
        print("console:", ln)
    print("%d frames, %d LED writes, %d beeps; end: %s after %.0f s wall" % (
        len(pb.frames), len(pb.led), len(pb.beeps()), pb.end.get("end"), pb.end.get("wall_s", 0)))
    print("\n".join(ocr(pb.frames[-1][1])))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
