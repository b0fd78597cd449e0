#!/usr/bin/env python3
"""Copy build/circuitpython onto a CIRCUITPY drive, then install the Adafruit libraries with
circup.

Usage: tools/deploy_circuitpython.py DRIVE [--build DIR] [--no-circup] [--dry-run]

DRIVE is the mounted board (/media/$USER/CIRCUITPY, /Volumes/CIRCUITPY, E:\\). It must hold
boot_out.txt (CircuitPython writes it at every start), so a wrong folder is refused.
code.py, boot.py, lib/lookout/ and tiles/ are made equal to the build: changed files are
written, files the build no longer has are removed from lib/lookout/ and tiles/; saves
(lookout.sav/.bak), the sight caches and other libraries stay. Then
`circup --path DRIVE install -r BUILD/requirements.txt` fetches adafruit_displayio_ssd1306 and
neopixel (and their dependencies) for the board's CircuitPython version (needs the network).

Once Lookout's boot.py runs, the drive is read-only to the computer (the app owns the flash to
save games): hold BACK while plugging the board in to get USB write access for an update.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MANAGED = ("lib/lookout", "tiles")       # trees pruned to the build
TOP_FILES = ("code.py", "boot.py")
SUPPORTED = (8, 9, 10)                  # CircuitPython major versions (8 via the HAL fallbacks)


def tree(folder):
    out = []
    for d, dirs, files in os.walk(folder):
        dirs.sort()
        for f in sorted(files):
            out.append(os.path.relpath(os.path.join(d, f), folder).replace(os.sep, "/"))
    return out


def board_version(drive):
    """CircuitPython's major version from boot_out.txt, or None."""
    try:
        with open(os.path.join(drive, "boot_out.txt")) as f:
            m = re.search(r"CircuitPython (\d+)\.", f.read())
    except OSError:
        return None
    return int(m.group(1)) if m else 0


def plan(build, drive):
    """(writes, removals): board paths to copy from the build, and to delete."""
    want = [p for p in tree(build)
            if p in TOP_FILES or any(p.startswith(m + "/") for m in MANAGED)]
    writes = []
    for p in want:
        dst = os.path.join(drive, p)
        with open(os.path.join(build, p), "rb") as f:
            data = f.read()
        try:
            with open(dst, "rb") as f:
                same = f.read() == data
        except OSError:
            same = False
        if not same:
            writes.append(p)
    have = [p for p in tree(drive) if any(p.startswith(m + "/") for m in MANAGED)]
    removals = [p for p in have if p not in want]
    return writes, removals


def apply(build, drive, writes, removals):
    for p in removals:
        os.remove(os.path.join(drive, p))
        print("removed", p)
    for m in MANAGED:                                       # drop emptied folders
        for d, dirs, files in sorted(os.walk(os.path.join(drive, m)), reverse=True):
            if not os.listdir(d) and not os.path.isdir(os.path.join(build, os.path.relpath(
                    d, drive))):
                os.rmdir(d)
    for p in writes:
        dst = os.path.join(drive, p)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        shutil.copyfile(os.path.join(build, p), dst)
        print("wrote", p)


def circup_exe():
    for d in (os.path.dirname(sys.executable), os.path.join(ROOT, ".venv", "bin")):
        p = os.path.join(d, "circup")
        if os.path.exists(p):
            return p
    return shutil.which("circup") or "circup"


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("drive", nargs="?", help="the mounted CIRCUITPY drive")
    ap.add_argument("--build", default=os.path.join(ROOT, "build", "circuitpython"))
    ap.add_argument("--no-circup", action="store_true", help="copy only; libraries by hand")
    ap.add_argument("--dry-run", action="store_true", help="print what would change")
    args = ap.parse_args(argv)
    if not args.drive:
        ap.print_usage(sys.stderr)
        sys.exit("deploy: missing DRIVE (e.g. make deploy-circuitpython DRIVE=/media/$USER/"
                 "CIRCUITPY)")
    build = os.path.abspath(args.build)
    drive = os.path.abspath(args.drive)
    if not os.path.isfile(os.path.join(build, "code.py")):
        sys.exit("deploy: %s has no code.py: run `make build-circuitpython` first" % build)
    version = board_version(drive)
    if version is None:
        sys.exit("deploy: %s has no boot_out.txt: is it the CIRCUITPY drive of a board "
                 "running CircuitPython?" % drive)
    if version not in SUPPORTED:
        print("warning: CircuitPython %s on the board; Lookout supports %s" % (
            version, ", ".join("%d.x" % v for v in SUPPORTED)), file=sys.stderr)
    writes, removals = plan(build, drive)
    if args.dry_run:
        for p in removals:
            print("would remove", p)
        for p in writes:
            print("would write", p)
        return 0
    apply(build, drive, writes, removals)
    if not args.no_circup:
        cmd = [circup_exe(), "--path", drive, "install", "-r",
               os.path.join(build, "requirements.txt")]
        print("+ " + " ".join(cmd))
        if subprocess.run(cmd).returncode != 0:
            sys.exit("deploy: circup failed; install the libraries in %s by hand (Adafruit "
                     "bundle for CircuitPython %s) or run the command again" % (
                         os.path.join(build, "requirements.txt"), version))
    print("deployed %s to %s (%d written, %d removed)" % (build, drive, len(writes),
                                                          len(removals)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
