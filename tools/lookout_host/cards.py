"""`lookout cards check FILE` and `lookout cards push FILE [PORT]`: the group's Black Keep
guard cards (the format of firmware/lookout/keep/cardfile.py: `name, copies, cost[,
none|guard|hex]` a line), checked with the firmware's own parser (file:line messages) and put
on the device as keepcards.txt (or in a simulator's flash folder with --state), where the next
game's setup reads it."""
import os
import subprocess

from lookout_host.device import DeviceError, Folder, TIMEOUT


def check(path):
    """The rows of the card file at path; DeviceError naming the line of a bad one."""
    from lookout.keep import cardfile, cards
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except (OSError, UnicodeError) as e:
        raise DeviceError("cannot read %s: %s" % (path, e))
    try:
        rows = cardfile.parse(text, os.path.basename(path))
        deck = cards.deck_rows(rows, True)
    except ValueError as e:
        raise DeviceError(str(e))
    out = []
    n = 0
    for r in deck:
        n += r[2]
        out.append("%-20s %d cop%s, cost %d" % (r[1], r[2], "y" if r[2] == 1 else "ies", r[3]))
    return out + ["%d cards when the table deals" % n]


def push(target, path):
    """Checked, then written to the device or folder as keepcards.txt (atomically there)."""
    from lookout.keep import cardfile
    check(path)
    if isinstance(target, Folder):
        with open(path, "rb") as f:
            data = f.read()
        tmp = os.path.join(target.path, cardfile.PATH + ".new")
        with open(tmp, "wb") as f:
            f.write(data)
        os.replace(tmp, os.path.join(target.path, cardfile.PATH))
    else:
        cmd = [target.exe, "connect", target.port, "fs", "cp", path, ":" + cardfile.PATH]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        except (OSError, subprocess.TimeoutExpired) as e:
            raise DeviceError("mpremote did not copy the file: %s" % e)
        if r.returncode:
            raise DeviceError("%s did not take the file: %s" % (
                target.where, (r.stderr or r.stdout).strip().splitlines()[-1:]))
    return "%s is on %s as %s: the next Black Keep game deals with it" % (
        path, target.where, cardfile.PATH)
