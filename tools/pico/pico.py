"""Run scripts on an emulated Raspberry Pi Pico (rp2040js via Node, real MicroPython UF2).

    python tools/pico/pico.py SCRIPT.py [--timeout SIM_S]    # runs on the built firmware
    python tools/pico/pico.py SCRIPT.py --romfs     # the app from ROMFS on the ROMFS firmware

What it needs, and where it looks:
- node + npm: the emulator is the npm package rp2040js, pinned in tools/pico/package.json and
  its lock; ensure_npm() runs `npm ci` there on first use (never at the repo root).
- the MicroPython RPI_PICO UF2: $PICO_UF2, default ../shared/pico-emu/firmware.uf2 beside the
  repo (or beside a worktree's parent folder); a user downloads the official one from
  micropython.org.
- an RP2040 boot ROM: rp2040js ships none and the ROM is Raspberry Pi's code, so the project
  does not carry it: $PICO_BOOTROM, default ../shared/pico-emu/bootrom.mjs (a module exporting
  the ROM as a Uint32Array, as rp2040js's demo has it) or a 16 KB raw dump (.bin).
- the ROMFS firmware (firmware/boards/LOOKOUT_PICO: RPI_PICO with a 256 KB ROMFS partition):
  $PICO_UF2_ROMFS, default ../shared/pico-emu/firmware-romfs.uf2; the app then runs from a
  ROMFS image (romfs_image(), tools/romfs.py) that pico.mjs --romfs writes into the partition.
missing() says in words what is absent (missing(romfs=True): for the ROMFS firmware).

The flash: image() compiles firmware/ with tools/build.py (as for the Pico: mpy-cross
-march=armv6m) and writes a littlefs image of the Pico's filesystem (MicroPython's layout:
4 KB blocks, 352 of them) with littlefs-python, once per content (cached under build/pico/).
Every run loads that image afresh, so each run starts from the same flash. Layout on the Pico:
/firmware/lookout/*.mpy, /firmware/tiles/*, /tools/bench/*.mpy and any extra files given.
"""
import hashlib
import json
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def _shared():
    """../shared/pico-emu beside the repo (or beside the folder holding it: a git worktree)."""
    up = os.path.dirname(ROOT)
    for d in (up, os.path.dirname(up)):
        p = os.path.join(d, "shared", "pico-emu")
        if os.path.isdir(p):
            return p
    return os.path.join(up, "shared", "pico-emu")


SHARED = _shared()
CACHE = os.path.join(ROOT, "build", "pico")
BLOCK = 4096
BLOCKS = 352
KEEP_IMAGES = 16                 # littlefs images of 1.4 MB each kept in CACHE
UF2_VERSION = "MicroPython v1.28.0 RPI_PICO"   # the one the README figures were measured with
# device/*.py imported on the Pico (the rest are scripts sent through the raw REPL)
DEVICE_MODULES = ("ramhal", "keep_newboard", "keep_parts", "keep_nogc")


def uf2_path():
    return os.environ.get("PICO_UF2") or os.path.join(SHARED, "firmware.uf2")


def uf2_romfs_path():
    return os.environ.get("PICO_UF2_ROMFS") or os.path.join(SHARED, "firmware-romfs.uf2")


def bootrom_path():
    return os.environ.get("PICO_BOOTROM") or os.path.join(SHARED, "bootrom.mjs")


def node():
    return shutil.which("node")


def ensure_npm():
    """Install rp2040js into tools/pico/node_modules (pinned by the lock). None if ready,
    else the reason it could not be installed."""
    if os.path.exists(os.path.join(HERE, "node_modules", "rp2040js", "package.json")):
        return None
    npm = shutil.which("npm")
    if npm is None:
        return "npm is not installed (needed once to fetch rp2040js)"
    r = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=HERE,
                       capture_output=True, text=True)
    if r.returncode:
        return "npm ci in tools/pico failed: %s" % (r.stderr.strip()[-400:],)
    return None


def missing(romfs=False):
    """Why the emulated Pico cannot run here (a sentence), or None. romfs: the ROMFS firmware
    (PICO_UF2_ROMFS) instead of the official one."""
    if node() is None:
        return "node is not installed (the emulator, rp2040js, runs on Node)"
    if romfs and not os.path.exists(uf2_romfs_path()):
        return ("no ROMFS firmware UF2 at %s (set PICO_UF2_ROMFS; build it: "
                "firmware/boards/README.md)" % uf2_romfs_path())
    if not romfs and not os.path.exists(uf2_path()):
        return "no MicroPython UF2 at %s (set PICO_UF2)" % uf2_path()
    if not os.path.exists(bootrom_path()):
        return "no RP2040 boot ROM at %s (set PICO_BOOTROM)" % bootrom_path()
    return ensure_npm()


def compiled():
    """{path: bytes} of the firmware compiled for the Pico (tools/build.py's tree)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build as fwbuild
    out = {}
    with tempfile.TemporaryDirectory() as d:
        fw = os.path.join(d, "fw")
        failed, _ = fwbuild.build(fw, fwbuild.default_mpy_cross(), quiet=True)
        if failed:
            raise RuntimeError("firmware did not compile (tools/build.py)")
        for base, _dirs, names in os.walk(fw):
            for n in names:
                p = os.path.join(base, n)
                with open(p, "rb") as f:
                    out[os.path.relpath(p, fw).replace(os.sep, "/")] = f.read()
    return out


def files(extra=None, app=True):
    """{path on the Pico: bytes} of the compiled firmware, the benches, this folder's device
    modules (device/*.py that are modules, not scripts: ramhal) and extra; a path ending in
    "/" is an empty folder (state/ for the app's saves, cache/ for sight tables). app=False
    leaves out firmware/lookout/ (the app then comes from the ROMFS image, /rom/lookout;
    the tiles stay, the device scripts read them from /firmware/tiles)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build as fwbuild
    out = {}
    mpyc = fwbuild.default_mpy_cross()
    for rel, data in compiled().items():
        if rel in ("main.py", "boot.py"):
            continue                    # the scripts import what they need; no app loop
        if not app and rel.startswith("lookout/"):
            continue
        out["firmware/" + rel] = data
    with tempfile.TemporaryDirectory() as d:
        bench = os.path.join(ROOT, "tools", "bench")
        for n in sorted(os.listdir(bench)):
            if n.endswith(".py"):
                dst = os.path.join(d, n[:-3] + ".mpy")
                subprocess.run([mpyc, "-march=armv6m", "-s", n, "-o", dst,
                                os.path.join(bench, n)], check=True)
                with open(dst, "rb") as f:
                    out["tools/bench/" + n[:-3] + ".mpy"] = f.read()
        for n in DEVICE_MODULES:
            dst = os.path.join(d, n + ".mpy")
            subprocess.run([mpyc, "-march=armv6m", "-s", n + ".py", "-o", dst,
                            os.path.join(HERE, "device", n + ".py")], check=True)
            with open(dst, "rb") as f:
                out["tools/pico/" + n + ".mpy"] = f.read()
    out["state/"] = b""
    out["cache/"] = b""
    out.update(extra or {})
    return out


def stage(files, root):
    """Write files into the folder root, laid out as on the Pico (for the unix port); the
    modules the Pico build compiles to Thumb code (tools/build.py NATIVE) are compiled to
    this machine's native code instead."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build as fwbuild
    native = dict(("firmware/" + rel[:-3] + ".mpy", rel)
                  for rel in fwbuild.NATIVE + fwbuild.VIPER)
    for k in sorted(files):
        p = os.path.join(root, k)
        if k.endswith("/"):
            os.makedirs(p, exist_ok=True)
            continue
        os.makedirs(os.path.dirname(p), exist_ok=True)
        if k in native:
            subprocess.run([fwbuild.default_mpy_cross(), "-march=host", "-X", "emit=native",
                            "-s", native[k], "-o", p, os.path.join(fwbuild.FW, native[k])],
                           check=True)
            continue
        with open(p, "wb") as f:
            f.write(files[k])


def image(files):
    """Path of a littlefs image holding files (see files()); cached by content."""
    h = hashlib.sha256()
    for k in sorted(files):
        h.update(k.encode() + b"\0" + hashlib.sha256(files[k]).digest())
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, "fs_%s.img" % h.hexdigest()[:16])
    if os.path.exists(path):
        os.utime(path)                  # recently used: kept by prune_images
        return path
    from littlefs import LittleFS
    # MicroPython's rp2 port mounts VfsLfs2(bdev, progsize=256); read size 32 is its default.
    fs = LittleFS(block_size=BLOCK, block_count=BLOCKS, read_size=32, prog_size=256,
                  lookahead_size=32)
    for k in sorted(files):
        folder = k.rstrip("/") if k.endswith("/") else os.path.dirname(k)
        if folder:
            fs.makedirs(folder, exist_ok=True)
        if k.endswith("/"):
            continue
        with fs.open(k, "wb") as f:
            f.write(files[k])
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(fs.context.buffer)
    os.replace(tmp, path)
    prune_images()
    return path


def prune_images(keep=None, kind=("fs_", ".img")):
    """Remove all but the keep most recently used images of a kind (name's start and end).
    Never only the newest: a test module holds its image for all its tests while other
    tests make theirs."""
    keep = KEEP_IMAGES if keep is None else keep
    imgs = [os.path.join(CACHE, n) for n in os.listdir(CACHE)
            if n.startswith(kind[0]) and n.endswith(kind[1])]
    imgs.sort(key=os.path.getmtime, reverse=True)
    for p in imgs[keep:]:
        try:
            os.remove(p)
        except OSError:
            pass                        # another run removed it first


def romfs_image():
    """Path of the app's ROMFS image (tools/romfs.py), built once per content under
    build/pico/."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build as fwbuild
    import romfs
    with tempfile.TemporaryDirectory() as d:
        fw = os.path.join(d, "fw")
        failed, _ = fwbuild.build(fw, fwbuild.default_mpy_cross(), quiet=True)
        if failed:
            raise RuntimeError("firmware did not compile (tools/build.py)")
        img, _ = romfs.fit(fw)        # what `make romfs` makes
    os.makedirs(CACHE, exist_ok=True)
    path = os.path.join(CACHE, "app_%s.romfs" % hashlib.sha256(img).hexdigest()[:16])
    if os.path.exists(path):
        os.utime(path)
        return path
    with open(path + ".tmp", "wb") as f:
        f.write(img)
    os.replace(path + ".tmp", path)
    prune_images(kind=("app_", ".romfs"))
    return path


class Result:
    def __init__(self, rc, out, err):
        self.rc = rc
        self.out = out
        self.stats = {}
        keep = []
        for ln in err.splitlines():
            if ln.startswith("[pico] {"):
                self.stats = json.loads(ln[7:])
            else:
                keep.append(ln)
        self.err = "\n".join(keep)

    def lines(self):
        """{name: value text} of the script's `name: value unit` lines."""
        d = {}
        for ln in self.out.splitlines():
            if ": " in ln and not ln.startswith((" ", "#")):
                k, v = ln.split(": ", 1)
                d[k.strip()] = v.strip()
        return d


def run(script, img=None, timeout=300, wall_timeout=1500, echo=False, romfs=None):
    """Run script (a path or source text) on the emulated Pico with fs image img.
    timeout is emulated seconds; wall_timeout real seconds. romfs: a ROMFS image file, run on
    the ROMFS firmware (PICO_UF2_ROMFS) with the image in its partition. Returns a Result."""
    why = missing(romfs is not None)
    if why:
        raise RuntimeError(why)
    with tempfile.TemporaryDirectory() as d:
        if not os.path.exists(script):
            p = os.path.join(d, "script.py")
            with open(p, "w") as f:
                f.write(script)
            script = p
        cmd = [node(), os.path.join(HERE, "pico.mjs"), script, "--uf2",
               uf2_path() if romfs is None else uf2_romfs_path(),
               "--bootrom", bootrom_path(), "--timeout", str(timeout),
               "--wall-timeout", str(wall_timeout)]
        if img:
            cmd += ["--fs", img]
        if romfs is not None:
            cmd += ["--romfs", romfs]
        if echo:
            p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            out = []
            for ln in p.stdout:
                sys.stdout.write(ln)
                sys.stdout.flush()
                out.append(ln)
            err = p.stderr.read()
            p.wait()
            return Result(p.returncode, "".join(out), err)
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=wall_timeout + 60)
        return Result(r.returncode, r.stdout, r.stderr)


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description="run a script on the emulated Pico")
    ap.add_argument("script")
    ap.add_argument("--timeout", type=float, default=300, help="emulated seconds")
    ap.add_argument("--romfs", action="store_true",
                    help="the ROMFS firmware, the app in its partition (not on the littlefs)")
    a = ap.parse_args(argv)
    why = missing(a.romfs)
    if why:
        sys.exit("emulated Pico unavailable: " + why)
    r = run(a.script, image(files(app=not a.romfs)), a.timeout, echo=True,
            romfs=romfs_image() if a.romfs else None)
    sys.stderr.write(r.err + ("\n" if r.err else ""))
    sys.stderr.write("[pico] %s\n" % json.dumps(r.stats))
    return r.rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
