"""`lookout` on the host: back up and restore the device's saves, print score sheets, export
them as CSV or JSON, plot running totals; check, preview and push your own Black Keep tile
files (`lookout tiles`, tools/lookout_host/tiles.py). Run `python tools/lookout --help`.

Every command works on a device over USB (PORT: /dev/ttyACM0, COM5, an mpremote shortcut such
as a0, or socket://host:port; default `auto`) or on the simulator's flash folder (--state DIR).
Errors are one line on stderr and exit status 1; a refused command changes nothing.
"""
import argparse
import csv
import io
import json
import os
import sys
import time

from lookout_host import CHECKOUT, ROOT, SIM_STATE
from lookout_host.device import NAMES, TRACE, USER, DeviceError, open_target
from lookout_host import sheets as S



def host_versions():
    import lookout
    from lookout import session
    return lookout.VERSION, session.VERSION


def check_version(got, where):
    """The scoring code here must be the device's: a different firmware is refused."""
    fw, fmt = got
    mine = host_versions()
    if fw is None:
        raise DeviceError("%s did not say its firmware version: run `make deploy`" % where)
    if fw != mine[0]:
        raise DeviceError("%s runs Lookout %s, this companion is %s: update the older one "
                          "(git pull, or make deploy) and try again" % (where, fw, mine[0]))


def _session(t):
    """The device's session as its public view; says on stderr when it came from the backup
    copy, and refuses in words when there is none or every copy is damaged."""
    got, data = t.public()
    check_version(got, t.where)
    sav, bak = t.copies.get("lookout.sav"), t.copies.get("lookout.bak")
    if data is None:
        if sav is None and bak is None:
            raise DeviceError("%s has no saves yet: play something first" % t.where)
        raise DeviceError("the saves on %s are damaged (lookout.sav %s, lookout.bak %s): "
                          "nothing to read; `lookout backup` keeps them for a look, and the "
                          "device starts afresh beside them" % (
                              t.where, _how(sav), _how(bak)))
    if sav is not True and bak:
        sys.stderr.write("lookout: note: lookout.sav on %s is %s; this is lookout.bak, the "
                         "last good copy (the device uses it too)\n" % (t.where, _how(sav)))
    return data


def _how(ok):
    return "missing" if ok is None else "whole" if ok else "damaged"


# --- backup / restore ------------------------------------------------------------------------
def backup(t, to=None, now=None):
    """Copy the saves into a dated folder; each file's checksum checked before and after."""
    from lookout.store import decode
    (fw, fmt), files = t.read()
    if not files:
        raise DeviceError("%s has no saves yet: nothing to back up" % t.where)
    stamp = time.strftime("%Y-%m-%d_%H%M%S", time.localtime(now))
    dest = os.path.join(to or "backups", "lookout-" + stamp)
    os.makedirs(dest)
    manifest = {"firmware": fw, "format": fmt, "from": t.where, "files": {}}
    report = []
    kept = 0
    for name in sorted(files, key=lambda n: (n not in NAMES, n)):
        raw = files[name]
        user = name.startswith((USER + "/", TRACE[0]))     # not saves: no save checksum
        got = (0, None) if user else decode(raw)
        if user:
            os.makedirs(os.path.join(dest, USER), exist_ok=True)
        out = os.path.join(dest, name if got else name + ".damaged")
        with open(out, "wb") as f:
            f.write(raw)
        with open(out, "rb") as f:
            if f.read() != raw:
                raise DeviceError("writing %s failed (disk full?)" % out)
        manifest["files"][name] = {"bytes": len(raw), "ok": got is not None,
                                   "seq": got[0] if got else None}
        if name in NAMES or not got:
            report.append("%s %d bytes %s" % (name, len(raw), "seq %d, checksum ok" % got[0]
                                              if got else "DAMAGED (kept as .damaged)"))
        else:
            kept += 1
    if kept:
        report.append("%d more: the kept games and sessions (Restore game, Restore session), "
                      "Black Keep traces and usertiles/, checksums ok" % kept)
    with open(os.path.join(dest, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    return dest, report, [n for n, m in manifest["files"].items() if not m["ok"]]


def check_file(path):
    """(raw, session) of a save file that may go back on a device, else DeviceError."""
    from lookout import session
    from lookout.store import decode
    if os.path.isdir(path):
        path = os.path.join(path, "lookout.sav")
    try:
        with open(path, "rb") as f:
            raw = f.read()
    except OSError as e:
        raise DeviceError("cannot read %s: %s" % (path, e.strerror))
    got = decode(raw)
    if got is None:
        from lookout.store import MAGIC
        if MAGIC in raw:
            why = "is damaged (its checksum does not match)"
        elif raw.lstrip()[:1] == b"{":
            why = "is damaged (cut short: its end is missing)"
        else:
            why = "is not a Lookout save"
        raise DeviceError("%s %s: not restored, nothing on the device changed" % (path, why))
    d = got[1]
    v = d.get("v") if type(d) is dict else None
    if type(v) is int and v > session.VERSION:
        raise DeviceError("%s is save format %d, newer than this companion's %d: update "
                          "(git pull) and try again" % (path, v, session.VERSION))
    if not session.valid(d):
        raise DeviceError("%s is not a Lookout session save: not restored" % path)
    return raw, d


def restore(t, path, force=False):
    raw, d = check_file(path)
    (fw, fmt), now = t.public()
    check_version((fw, fmt), t.where)
    if d["v"] > fmt:
        raise DeviceError("%s is save format %d, newer than the device's %d: update the "
                          "firmware (make deploy) first" % (path, d["v"], fmt))
    gid = S.in_play(now)
    if gid and not force:
        raise DeviceError("%s is busy in a game (%s is open): leave it (BACK to the menu) "
                          "and try again, or --force" % (t.where, S.TITLES.get(gid, gid)))
    t.put(raw)
    more = restore_kept(t, path)
    return "restored %s (%d bytes) to %s; the save it replaced is kept there as " \
           "lookout.old.sav%s" % (path, len(raw), t.where, more)


def restore_kept(t, path):
    """From a backup folder, the kept records and user tiles the device lacks (a new device,
    or one wiped): put back by name, never over a file the device has."""
    from lookout.store import decode
    folder = path if os.path.isdir(path) else os.path.dirname(path)
    try:
        manifest = json.load(open(os.path.join(folder, "manifest.json")))
    except (OSError, ValueError):
        return ""
    have = t.listing()
    n = 0
    for name, m in sorted(manifest.get("files", {}).items()):
        if name in NAMES or name in have or not m.get("ok"):
            continue
        try:
            with open(os.path.join(folder, name), "rb") as f:
                raw = f.read()
        except OSError:
            continue
        if not name.startswith((USER + "/", TRACE[0])) and decode(raw) is None:
            continue
        t.put_file(name, raw)
        n += 1
    return "; %d kept games, sessions or user tiles put back beside it" % n if n else ""


# --- replay ---------------------------------------------------------------------------------
def replay(t, out, ms=900):
    """The finished Black Keep game on t as a GIF (t.read() refuses one in progress)."""
    import tempfile
    from lookout.keep.tilelib import TileLib
    from lookout.store import decode
    from lookout_host import replay as R
    (fw, fmt), files = t.read()
    check_version((fw, fmt), t.where)
    got = [decode(files[n]) for n in ("lookout.sav", "lookout.bak") if files.get(n)]
    got = [x for x in got if x]
    if not got:
        raise DeviceError("%s has no readable save: nothing to replay" % t.where)
    with tempfile.TemporaryDirectory() as d:
        try:
            session = max(got, key=lambda x: x[0])[1]
            raw = files.get(R.trace_name(session) or "")
            n = R.gif(session, TileLib(t.tiles(d)), out, ms, raw)
        except ValueError as e:        # R.Refused, or a tile file missing or changed
            raise DeviceError("%s: %s" % (t.where, e))
    return "wrote %s (%d phases)" % (out, n)


# --- score sheets ------------------------------------------------------------------------------
def sheet_text(sh):
    w = max([len(n) for n in sh["players"]] + [5])
    out = ["%s: %s" % (sh["game"], sh["title"])]
    if sh["rows"]:
        out.append("%-6s" % sh["axis"] + "".join("%*s" % (w + 1, n) for n in sh["players"]))
        for (label, pts), run in zip(sh["rows"], sh["running"]):
            out.append("%-6s" % label + "".join("%+*d" % (w + 1, p) for p in pts) +
                       "   " + " ".join("%d" % x for x in run))
        out.append("%-6s" % "total" + "".join("%*d" % (w + 1, p) for p in sh["totals"]))
    scored = sh["gid"] == "keep" or any(sh["totals"])     # (Black Keep has no points)
    if sh["winners"] and scored:     # no winner of a game nobody has scored in yet
        what = "winner" if sh["over"] else "leading"
        out.append("%s%s: %s" % (what, "s (shared)" if len(sh["winners"]) > 1 else "",
                                 ", ".join(sh["winners"])))
    out.append("device results screen:")
    out += ["  | " + ln for ln in [sh["title"]] + sh["lines"]]
    return "\n".join(out)


def export_json(data):
    ss = S.sheets(data)
    keep = data.get("games", {}).get("keep")
    return json.dumps({"format": data.get("v"), "games": ss, "keep": keep}, indent=1)


def export_csv(data):
    f = io.StringIO()
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["game", "axis", "round", "player", "points", "running", "winner"])
    for sh in S.sheets(data):
        rows = list(zip(sh["rows"], sh["running"]))
        if not rows:                    # played, nothing scored yet: the totals so far
            rows = [(("now", sh["totals"]), sh["totals"])]
        for (label, pts), run in rows:
            for i, name in enumerate(sh["players"]):
                w.writerow([sh["gid"], sh["axis"], label, name, pts[i], run[i],
                            1 if name in sh["winners"] else 0])
    return f.getvalue()


GAME_NAMES = {"scorepad": "pad", "pad": "pad", "oldbill": "oldbill", "clumsy": "clumsy",
              "forty": "forty", "diamond": "diamond"}


# --- command line --------------------------------------------------------------------------
def version_text():
    """This checkout's Lookout and save format, and the ROMFS image `make romfs` left (the
    version a `make deploy-romfs` would put on the device)."""
    fw, fmt = host_versions()
    out = "lookout %s (save format %d)" % (fw, fmt)
    img = os.path.join(ROOT, "build", "lookout.romfs")
    if CHECKOUT and os.path.isfile(img):
        sys.path.insert(0, os.path.join(ROOT, "tools"))
        import romfs
        with open(img, "rb") as f:
            try:
                m = romfs.read_manifest(f.read())
            except (ValueError, IndexError):
                m = None
        out += "\nbuild/lookout.romfs: " + (
            "not a Lookout ROMFS image" if m is None else "Lookout %s (save format %d), %d "
            "bytes%s" % (m["version"], m["format"], m["bytes"], "" if m["ok"] else ", DAMAGED"))
    return out


class Version(argparse.Action):
    """--version: the text as it is (argparse's own action rewraps it)."""

    def __call__(self, ap, namespace, values, option_string=None):
        print(version_text())
        ap.exit()


PORT_HELP = ("the device's serial port: /dev/ttyACM0, COM5, an mpremote shortcut such as a0, "
             "or socket://HOST:PORT (default: auto, the one Pico plugged in)")
EXIT_CODES = """exit status:
  0  done
  1  refused or failed: one line on stderr says why and what to do; nothing on the device
     or in the folder changed (backup: written, but a copy was damaged)
  2  the command line is wrong (usage on stderr)"""


def parser():
    ap = argparse.ArgumentParser(prog="lookout", description="Back up, restore, score "
                                 "sheets, export and plots of the Lookout device's saves; "
                                 "your own Black Keep tiles.",
                                 epilog=EXIT_CODES,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--state", metavar="DIR", help="a simulator's flash folder instead of a "
                    "device (the simulator's is %s)" % os.path.relpath(SIM_STATE))
    ap.add_argument("--version", action=Version, nargs=0,
                    help="this Lookout's version and save format, and build/lookout.romfs's")
    sub = ap.add_subparsers(dest="cmd", required=True, metavar="COMMAND")

    def cmd(name, text):
        return sub.add_parser(name, help=text, description=text, epilog=EXIT_CODES,
                              formatter_class=argparse.RawDescriptionHelpFormatter)
    p = cmd("backup", "copy the saves into a dated folder")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p.add_argument("--to", metavar="DIR", help="where the dated folder goes (./backups)")
    p = cmd("restore", "put a backed-up save back, atomically")
    p.add_argument("file", help="a lookout.sav from a backup (or the backup folder)")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p.add_argument("--force", action="store_true", help="even while a game is open")
    p = cmd("scores", "each game's score sheet with the winner")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p = cmd("export", "the score sheets as data")
    g = p.add_mutually_exclusive_group(required=True)
    g.add_argument("--csv", action="store_true", help="one row per player per round: game, "
                   "axis, round, player, points, running total, winner (1/0)")
    g.add_argument("--json", action="store_true", help="every sheet as the companion reads "
                   "it, and Black Keep's public view")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p.add_argument("-o", "--out", metavar="FILE", help="write here instead of stdout")
    p = cmd("plot", "PNG of each player's running total")
    p.add_argument("game", choices=sorted(GAME_NAMES), help="which game's sheet")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p.add_argument("-o", "--out", metavar="FILE", help="default: lookout-GAME.png")
    p = cmd("tiles", "your own Black Keep tile files: check, preview, push (docs/tiles.md)")
    tsub = p.add_subparsers(dest="tcmd", required=True, metavar="ACTION",
                            help="check, preview or push")
    q = tsub.add_parser("check", help="the device's parser on each file: file:line messages; "
                        "exit 1 if any is bad")
    q.add_argument("files", nargs="+", metavar="FILE", help="tile files to check")
    q = tsub.add_parser("preview", help="a PNG of the tile at its printed size, to hold "
                        "against the mat")
    q.add_argument("file", metavar="FILE", help="the tile file to draw")
    q.add_argument("--png", metavar="OUT", help="default: FILE with .png")
    q.add_argument("--hex-mm", type=float, default=30.0, metavar="MM",
                   help="a hex's width corner to corner on your mat (default 30)")
    q.add_argument("--dpi", type=int, default=150, help="print at 100%% at this resolution")
    q = tsub.add_parser("push", help="check the file and put it in usertiles/ of the device "
                        "(or of --state DIR)")
    q.add_argument("file", metavar="FILE", help="the tile file to put on the device")
    q.add_argument("port", nargs="?", help=PORT_HELP)
    q.add_argument("--force", action="store_true", help="replace a different file of that "
                   "name (a game saved on it would not resume)")
    p = cmd("replay", "animated GIF of a finished Black Keep game, a frame a phase (refused "
            "while the game is in progress: it shows where every thief was)")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    p.add_argument("-o", "--out", metavar="FILE", help="default: lookout-keep.gif")
    p.add_argument("--ms", type=int, default=900, help="how long each frame shows (900)")
    p = cmd("cards", "check the group's Black Keep guard cards (keepcards.txt), or push "
            "them to the device for its next game")
    p.add_argument("action", choices=("check", "push"), help="check the file, or check it "
                   "and push it to the device (or --state DIR)")
    p.add_argument("file", help="one card a line: name, copies, cost[, none|guard|hex]")
    p.add_argument("port", nargs="?", help=PORT_HELP)
    return ap


def run(argv):
    a = parser().parse_args(argv)
    if a.cmd == "tiles":
        return run_tiles(a)
    if a.cmd == "cards":
        from lookout_host import cards
        if a.action == "check":
            print("\n".join(cards.check(a.file)))
        else:
            print(cards.push(open_target(a.port, a.state), a.file))
        return 0
    t = open_target(getattr(a, "port", None), a.state)
    if a.cmd == "replay":
        print(replay(t, a.out or "lookout-keep.gif", a.ms))
        return 0
    if a.cmd == "backup":
        dest, report, damaged = backup(t, a.to)
        print("backed up %s to %s" % (t.where, dest))
        for ln in report:
            print("  " + ln)
        if damaged:
            raise DeviceError("%s %s damaged: kept in the backup as .damaged, not fit to "
                              "restore" % (" and ".join(damaged),
                                           "is" if len(damaged) == 1 else "are"))
    elif a.cmd == "restore":
        print(restore(t, a.file, a.force))
    elif a.cmd == "scores":
        ss = S.sheets(_session(t))
        if not ss:
            print("no games saved on %s yet" % t.where)
        print("\n\n".join(sheet_text(s) for s in ss))
    elif a.cmd == "export":
        data = _session(t)
        text = export_json(data) if a.json else export_csv(data)
        if a.out:
            with open(a.out, "w") as f:
                f.write(text)
        else:
            sys.stdout.write(text)
    elif a.cmd == "plot":
        gid = GAME_NAMES[a.game]
        sh = S.find(_session(t), gid)
        if sh is None or not sh["rows"]:
            raise DeviceError("%s has no %s game with scores to plot" % (t.where, a.game))
        from lookout_host.plot import plot
        out = a.out or "lookout-%s.png" % a.game
        plot(sh, out)
        print("wrote %s" % out)
    return 0


def run_tiles(a):
    from lookout_host import tiles as T
    if a.tcmd == "check":
        out = []
        rc = T.check(a.files, out)
        for ln in out:
            (sys.stderr if ": ok, " not in ln else sys.stdout).write(ln + "\n")
        return rc
    if a.tcmd == "preview":
        out = a.png or os.path.splitext(a.file)[0] + ".png"
        w, h = T.preview(a.file, out, a.hex_mm, a.dpi)
        print("wrote %s (%d x %d px, %.0f x %.0f mm printed at 100%%)"
              % (out, w, h, w / a.dpi * 25.4, h / a.dpi * 25.4))
        return 0
    print(T.push(open_target(a.port, a.state), a.file, a.force))
    return 0


def main(argv=None):
    try:
        return run(sys.argv[1:] if argv is None else argv)
    except DeviceError as e:
        sys.stderr.write("lookout: %s\n" % e)
        return 1
    except BrokenPipeError:              # `lookout scores | head`
        sys.stdout = open(os.devnull, "w")
        return 0
