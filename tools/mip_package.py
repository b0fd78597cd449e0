#!/usr/bin/env python3
"""Write the root package.json that `mpremote mip install github:USER/REPO` (or, from a
checkout, `mpremote mip install package.json`) reads; and the compiled one `make build` puts
beside its .mpy files (compiled(): `mpremote mip install build/micropython/package.json`).

Usage: tools/mip_package.py [--check]

mip installs every "urls" entry at TARGET/<destination>, TARGET being the board's /lib unless
--target says otherwise. The app must sit where `make deploy` puts it (/main.py, /lookout/,
/tiles/: main.py only runs from the root), so each destination starts with "../": littlefs and
mpremote resolve /lib/../main.py to /main.py. The sources are installed as .py (mip takes files
as they are in the repository; `make deploy` sends compiled .mpy instead, which costs less heap
at import). CircuitPython-only files are left out. "deps" pins micropython-lib's ssd1306 at the
version tools/deploy.py installs.

--check exits 1 if package.json differs from what the firmware tree says it should be.
"""
import json
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from build import PICO_SKIP   # noqa: E402 - what the Pico build leaves out, mip too
from deploy import SSD1306   # noqa: E402 - one pin for both install paths
FW = "firmware"
OUT = os.path.join(ROOT, "package.json")
SKIP = PICO_SKIP + ("boot_circuitpython.py",)


def version():
    import lookout
    return lookout.VERSION


def files():
    """Board paths (relative to /) of everything mip installs, sorted."""
    out = ["main.py"]
    for top in ("lookout", "tiles"):
        for d, dirs, names in os.walk(os.path.join(ROOT, FW, top)):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            rel = os.path.relpath(d, os.path.join(ROOT, FW)).replace(os.sep, "/")
            for f in sorted(names):
                p = rel + "/" + f
                if top == "lookout" and not f.endswith(".py"):
                    continue
                if f.startswith(".") or p in SKIP:
                    continue
                out.append(p)
    return out


def package():
    return {
        "urls": [["../" + p, FW + "/" + p] for p in files()],
        "deps": [SSD1306.split("@")],
        "version": version(),
    }


def compiled(build):
    """The package.json of a build folder (tools/build.py): the same layout from the compiled
    files (.mpy: no compile on the board, less heap), each url relative to the folder, so
    mip takes them from a checkout's build or from wherever the folder is published (a
    release, any web host: mip resolves relative urls against the package.json's own)."""
    urls = []
    for d, dirs, names in os.walk(build):
        dirs.sort()
        rel = os.path.relpath(d, build).replace(os.sep, "/")
        for f in sorted(names):
            p = f if rel == "." else rel + "/" + f
            if rel == "." and f != "main.py" or p.split("/")[0] not in ("main.py", "lookout",
                                                                        "tiles"):
                continue
            urls.append(["../" + p, p])
    return {"urls": urls, "deps": [SSD1306.split("@")], "version": version()}


def installed(pkg, target="/lib"):
    """{board path: source} of what `mpremote mip install` puts on a board from pkg (a
    package.json's dict): mip writes each "urls" entry at TARGET/<destination> (TARGET the
    board's /lib), which the board's filesystem resolves ("/lib/../main.py" is /main.py).
    Board paths are absolute; "deps" are not here (they come from micropython-lib's index)."""
    import posixpath
    out = {}
    for dst, src in pkg["urls"]:
        path = posixpath.normpath(target + "/" + dst)
        if not path.startswith("/") or path in out:
            raise ValueError("package.json: %s lands at %s" % (dst, path))
        out[path] = src
    return out


def text(pkg=None):
    """package.json with one [destination, source] pair per line (readable diffs)."""
    pkg = pkg or package()
    urls = ",\n".join("    " + json.dumps(u) for u in pkg["urls"])
    return ('{\n  "urls": [\n%s\n  ],\n  "deps": %s,\n  "version": %s\n}\n'
            % (urls, json.dumps(pkg["deps"]), json.dumps(pkg["version"])))


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    want = text()
    if "--check" in argv:
        try:
            with open(OUT) as f:
                have = f.read()
        except OSError:
            have = ""
        if have != want:
            sys.exit("package.json is out of date: run tools/mip_package.py")
        return 0
    with open(OUT, "w") as f:
        f.write(want)
    print("wrote %s (%d files)" % (OUT, len(files())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
