"""Put build/ on a Pico running MicroPython with mpremote.

Usage: python tools/deploy.py PORT [--build DIR] [--dry-run] [--no-mip]

PORT is a serial device (/dev/ttyACM0, COM5) or an mpremote shortcut (auto, a0, c1, id:SERIAL).
Steps, each one `mpremote connect PORT ...` command:
  1. mip install ssd1306          (the display driver, into /lib; needs nothing else on the host)
  2. exec: create every package folder and delete stale lookout/**.py, which MicroPython would
     import in preference to the fresh .mpy next to it
  3. fs cp -r <each build entry> :   (the package folders, main.py, tiles/)
  4. reset
--dry-run prints the commands and touches nothing. Run tools/build.py (make build) first.
"""
import argparse
import os
import shlex
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHORTCUTS = ("auto", "list")


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
    if port in SHORTCUTS or port.startswith(("id:", "port:", "rfc2217://")):
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


def package_dirs(build):
    out = []
    for d, dirs, _ in os.walk(build):
        dirs.sort()
        rel = os.path.relpath(d, build)
        if rel != ".":
            out.append(rel.replace(os.sep, "/"))
    return out


def prepare_script(dirs):
    """MicroPython code run on the device before copying: mkdir -p, drop stale .py modules."""
    names = ", ".join('"%s"' % d for d in dirs)
    return (
        "import os\n"
        "for d in (%s,):\n"
        "    try:\n"
        "        os.mkdir(\"/\" + d)\n"
        "    except OSError:\n"
        "        pass\n"
        "    if d.split(\"/\")[0] == \"lookout\":\n"
        "        for f in os.listdir(\"/\" + d):\n"
        "            if f.endswith(\".py\"):\n"
        "                os.remove(\"/\" + d + \"/\" + f)\n"
    ) % names


def commands(port, build, mip=True, exe=None):
    exe = exe or mpremote_exe()
    base = [exe, "connect", port]
    cmds = []
    if mip:
        cmds.append(base + ["mip", "install", "ssd1306"])
    cmds.append(base + ["exec", prepare_script(package_dirs(build))])
    for entry in sorted(os.listdir(build)):
        src = os.path.join(build, entry)
        if os.path.isdir(src):
            cmds.append(base + ["fs", "cp", "-r", src, ":"])
        else:
            cmds.append(base + ["fs", "cp", src, ":" + entry])
    cmds.append(base + ["reset"])
    return cmds


def main(argv=None):
    ap = argparse.ArgumentParser(description="Copy build/ to a MicroPython Pico with mpremote.")
    ap.add_argument("port", nargs="?", help="serial port, e.g. /dev/ttyACM0, COM5 or auto")
    ap.add_argument("--build", default=os.path.join(ROOT, "build"), help="build folder")
    ap.add_argument("--dry-run", action="store_true", help="print the commands, run nothing")
    ap.add_argument("--no-mip", action="store_true", help="skip `mip install ssd1306`")
    args = ap.parse_args(argv)
    if not args.port:
        ap.print_usage(sys.stderr)
        sys.exit("deploy: missing PORT (e.g. make deploy PORT=/dev/ttyACM0)")
    build = os.path.abspath(args.build)
    if not os.path.isfile(os.path.join(build, "main.py")):
        sys.exit("deploy: %s has no main.py: run `make build` (tools/build.py) first" % build)
    cmds = commands(args.port, build, mip=not args.no_mip)
    if args.dry_run:
        for c in cmds:
            print(shlex.join(c))
        return 0
    check_port(args.port)
    for c in cmds:
        print("+ " + " ".join(shlex.quote(x) if "\n" not in x else "'<script>'" for x in c))
        try:
            r = subprocess.run(c)
        except FileNotFoundError:
            sys.exit("deploy: %s not found (make deploy installs it in .venv)" % c[0])
        if r.returncode != 0:
            sys.exit("deploy: step failed (exit %d): %s" % (r.returncode, " ".join(c[3:5])))
    print("deployed %s to %s" % (build, args.port))
    return 0


if __name__ == "__main__":
    sys.exit(main())
