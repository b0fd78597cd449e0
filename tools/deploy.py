#!/usr/bin/env python3
"""Put build/micropython on a Pico running MicroPython with mpremote.

Usage: tools/deploy.py PORT [--build DIR] [--dry-run] [--mip auto|yes|no] [--no-mip]

PORT is a serial device (/dev/ttyACM0, COM5), an mpremote shortcut (auto, a0, c1, id:SERIAL) or
a URL pyserial opens (socket://127.0.0.1:PORT: tools/vboard.py's virtual board).
Steps, each one `mpremote connect PORT ...` command:
  1. mip install ssd1306@0.1.0   (micropython-lib's display driver, pinned, into /lib): with
     --mip auto (the default) only when the board has no /lib/ssd1306 yet, so a deploy of
     changed code needs no network once the driver is there; --mip yes always, no never.
     A mip that fails while the board already has the driver is a warning, not a stop.
  2. exec: create the build's folders and delete every file under lookout/ and tiles/ that the
     build does not have (a removed module's old .mpy, a .py from a `mip install` that would
     shadow the fresh .mpy). Saves, /lib and everything else on the board stay.
  3. fs cp -r <each build entry> :   (lookout/, main.py, tiles/; mpremote skips files whose hash
     already matches, so a second deploy only sends what changed)
  4. reset
--dry-run prints the commands and touches nothing. Run tools/build.py (make build) first.

--romfs IMG (make deploy-romfs): the Lookout board instead (firmware/boards/LOOKOUT_PICO), the
app as one ROMFS image (tools/romfs.py, make romfs): 1. mip install as above, 2. forget the
old image's check (romfs.ok, so the new one is checked whole), 3. pick_app.mpy, boot.py and
main.py from the build (they choose the app at power-on: firmware/pick_app.py), 4. `mpremote
romfs deploy IMG`, 5. reset. The saves, usertiles/ and any lookout/ left by `make deploy`
(the fallback if the image is ever damaged) stay. An image too full for the shipped tiles
(tools/romfs.py fit) has none: then step 3 copies tiles/ to the littlefs too.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHORTCUTS = ("auto", "list")
SSD1306 = "ssd1306@0.1.0"          # micropython-lib's driver; the version package.json pins too
MANAGED = ("lookout", "tiles")     # trees the build owns on the board: pruned to the build
DEVICE = ("main.py", "boot.py") + MANAGED   # what is copied; anything else in the folder is not


def mpremote_exe():
    local = os.path.join(os.path.dirname(sys.executable), "mpremote")
    if os.path.exists(local):
        return local
    local = os.path.join(ROOT, ".venv", "bin", "mpremote")
    if os.path.exists(local):
        return local
    return shutil.which("mpremote") or "mpremote"


def is_shortcut(port):
    """mpremote's own names: auto, a0..a99 (ACM), u0.. (USB), c0.. (COM), id:..., port:..."""
    if port in SHORTCUTS or port.startswith(("id:", "port:", "rfc2217://", "socket://")):
        return True
    return len(port) >= 2 and port[0] in "acu" and port[1:].isdigit()


def check_port(port):
    """Exit with a readable message when PORT is a device path that does not exist."""
    if is_shortcut(port):
        return
    if port.upper().startswith("COM") and port[3:].isdigit():
        return  # Windows: cannot stat COM ports; mpremote will say if it is wrong
    if not os.path.exists(port):
        hint = ""
        try:
            from serial.tools import list_ports
            found = [p.device for p in list_ports.comports()]
            hint = ("\nserial ports found: " + ", ".join(found)) if found else \
                "\nno serial ports found: is the Pico plugged in and running MicroPython?"
        except ImportError:
            pass
        sys.exit("deploy: port %s does not exist.%s\nusage: deploy.py PORT  "
                 "(e.g. /dev/ttyACM0, COM5, or 'auto')" % (port, hint))


def build_tree(build):
    """(dirs, files) of the build, as board paths without the leading slash."""
    dirs, files = [], []
    for d, subdirs, names in os.walk(build):
        subdirs.sort()
        rel = os.path.relpath(d, build).replace(os.sep, "/")
        if rel == ".":
            subdirs[:] = [x for x in subdirs if x in DEVICE]
            names = [x for x in names if x in DEVICE]
        else:
            dirs.append(rel)
        for f in sorted(names):
            files.append(f if rel == "." else rel + "/" + f)
    return dirs, files


def prepare_script(build):
    """MicroPython code run on the board before copying: mkdir -p the build's folders, prune
    MANAGED trees to exactly the build's files."""
    dirs, files = build_tree(build)
    keep = [f for f in files if f.split("/")[0] in MANAGED]
    return (
        "import os\n"
        "D = (%s)\n"
        "K = set((%s))\n"
        "def isdir(p):\n"
        "    try:\n"
        "        return os.stat(p)[0] & 0x4000\n"
        "    except OSError:\n"
        "        return False\n"
        "def prune(p, keep_dir):\n"
        "    for e in list(os.ilistdir('/' + p)):\n"
        "        q = p + '/' + e[0]\n"
        "        if e[1] & 0x4000:\n"
        "            prune(q, q in D)\n"
        "        elif q not in K:\n"
        "            os.remove('/' + q)\n"
        "            print('removed /' + q)\n"
        "    if not keep_dir:\n"
        "        os.rmdir('/' + p)\n"
        "for d in D:\n"
        "    if not isdir('/' + d):\n"
        "        os.mkdir('/' + d)\n"
        "for t in (%s):\n"
        "    if isdir('/' + t):\n"
        "        prune(t, t in D)\n"
    ) % ("".join('"%s", ' % d for d in dirs), "".join('"%s", ' % f for f in keep),
         "".join('"%s", ' % t for t in MANAGED))


HAS_DRIVER = ("import os\n"
              "def has(p):\n"
              "    try:\n"
              "        os.stat(p)\n"
              "        return 1\n"
              "    except OSError:\n"
              "        return 0\n"
              "print('DRIVER', has('/lib/ssd1306.mpy') or has('/lib/ssd1306.py'))\n")


def has_driver(port, exe=None):
    """True when the board's /lib already holds the ssd1306 driver (None: cannot tell)."""
    exe = exe or mpremote_exe()
    try:
        r = subprocess.run([exe, "connect", port, "exec", HAS_DRIVER], capture_output=True,
                           text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired):
        return None
    for line in r.stdout.splitlines():
        if line.startswith("DRIVER "):
            return line.split()[1] == "1"
    return None


def commands(port, build, mip=True, exe=None):
    exe = exe or mpremote_exe()
    base = [exe, "connect", port]
    cmds = []
    if mip:
        cmds.append(base + ["mip", "install", SSD1306])
    cmds.append(base + ["exec", prepare_script(build)])
    for entry in sorted(os.listdir(build)):
        if entry not in DEVICE:
            continue
        src = os.path.join(build, entry)
        if os.path.isdir(src):
            cmds.append(base + ["fs", "cp", "-r", src, ":"])
        else:
            cmds.append(base + ["fs", "cp", src, ":" + entry])
    cmds.append(base + ["reset"])
    return cmds


def _image_has_tiles(image):
    """True unless the image is readable and has no tiles/ (a missing image: the caller's
    error, said before any step runs)."""
    import romfs
    try:
        with open(image, "rb") as f:
            return romfs.has_tiles(f.read())
    except (OSError, ValueError):
        return True


def romfs_commands(port, build, image, mip=True, exe=None):
    """make deploy-romfs: the app as a ROMFS image, boot.py and main.py on the littlefs."""
    exe = exe or mpremote_exe()
    base = [exe, "connect", port]
    cmds = [base + ["mip", "install", SSD1306]] if mip else []
    cmds.append(base + ["exec", "import os\ntry:\n    os.remove('/romfs.ok')\n"
                        "except OSError:\n    pass\n"])
    for name in ("pick_app.mpy", "boot.py", "main.py"):
        cmds.append(base + ["fs", "cp", os.path.join(build, name), ":" + name])
    if not _image_has_tiles(image):     # left out to fit (tools/romfs.py fit): the littlefs's
        cmds.append(base + ["fs", "cp", "-r", os.path.join(build, "tiles"), ":"])
    cmds.append(base + ["romfs", "deploy", image])
    cmds.append(base + ["reset"])
    return cmds


def main(argv=None):
    ap = argparse.ArgumentParser(description="Copy build/micropython to a MicroPython Pico "
                                 "with mpremote.")
    ap.add_argument("port", nargs="?", help="serial port, e.g. /dev/ttyACM0, COM5 or auto")
    ap.add_argument("--build", default=os.path.join(ROOT, "build", "micropython"),
                    help="build folder")
    ap.add_argument("--dry-run", action="store_true", help="print the commands, run nothing")
    ap.add_argument("--mip", default="auto", choices=("auto", "yes", "no", "1", "0"),
                    help="`mip install %s` (needs the internet): auto = only when the board "
                    "has no /lib/ssd1306 yet (default), yes/1 = always, no/0 = never" % SSD1306)
    ap.add_argument("--no-mip", action="store_true", help="the same as --mip no")
    ap.add_argument("--romfs", metavar="IMG", help="the Lookout board: this ROMFS image "
                    "(build/lookout.romfs) with boot.py, pick_app.mpy and main.py")
    args = ap.parse_args(argv)
    if not args.port:
        ap.print_usage(sys.stderr)
        sys.exit("deploy: missing PORT (e.g. make deploy PORT=/dev/ttyACM0)")
    build = os.path.abspath(args.build)
    if not os.path.isfile(os.path.join(build, "main.py")):
        sys.exit("deploy: %s has no main.py: run `make build` (tools/build.py) first" % build)
    mip = "no" if args.no_mip else {"1": "yes", "0": "no"}.get(args.mip, args.mip)
    if args.romfs:
        if not os.path.isfile(args.romfs):
            sys.exit("deploy: no ROMFS image at %s: run `make romfs` first" % args.romfs)
        cmds = romfs_commands(args.port, build, os.path.abspath(args.romfs), mip=mip != "no")
    else:
        cmds = commands(args.port, build, mip=mip != "no")
    if args.dry_run:
        for c in cmds:
            print(shlex.join(c))
        return 0
    check_port(args.port)
    have = None
    if mip == "auto":
        have = has_driver(args.port)
        if have:
            print("ssd1306 is on the board already: no mip (--mip yes installs it again)")
            cmds = [c for c in cmds if c[3:4] != ["mip"]]
    for c in cmds:
        print("+ " + " ".join(shlex.quote(x) if "\n" not in x else "'<script>'" for x in c))
        try:
            r = subprocess.run(c)
        except FileNotFoundError:
            sys.exit("deploy: %s not found (make deploy installs it in .venv)" % c[0])
        if r.returncode != 0:
            if c[3:4] == ["mip"]:
                if have is None:
                    have = has_driver(args.port)
                if have:
                    print("deploy: mip failed (no network?); the board has ssd1306 already: "
                          "going on", file=sys.stderr)
                    continue
                sys.exit("deploy: could not install %s with mip (it needs the internet) and "
                         "the board has no /lib/ssd1306 yet: connect to the internet once, or "
                         "copy the driver there with `mpremote fs cp ssd1306.py :lib/`"
                         % SSD1306)
            sys.exit("deploy: step failed (exit %d): %s" % (r.returncode, " ".join(c[3:5])))
    print("deployed %s to %s" % (build, args.port))
    return 0


if __name__ == "__main__":
    sys.exit(main())
