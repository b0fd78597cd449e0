"""The two places saves live: a device over mpremote, or a simulator's flash folder.

Both answer the same questions with the firmware's own code (lookout.store, lookout.public):
the device runs it through mpremote's raw REPL, so a secret is filtered out before anything
crosses the cable; a folder runs it here on CPython. Every failure is a DeviceError whose text
is one line that says what to do.
"""
import binascii
import json
import os
import shutil
import subprocess
import sys

from lookout_host import ROOT, TILES

NAMES = ("lookout.sav", "lookout.bak", "lookout.tmp")   # lookout.store.Store("lookout")
KEPT = ("bin-", "prev-", "aside-")   # lookout.kept's records: put-aside games, old sessions
USER = "usertiles"                   # the group's own tiles and cards


TRACE = ("keeptrace-", ".trc")       # lookout.keep.trace: a Black Keep game's phases


def extra(names, user):
    """The files a backup takes besides NAMES: the bin's records (name.sav/.bak) and the
    Black Keep games' traces at the root, and every file in usertiles/ (as usertiles/NAME)."""
    out = [n for n in names if n.startswith(KEPT) and n.endswith((".sav", ".bak"))
           or n.startswith(TRACE[0]) and n.endswith(TRACE[1])]
    return sorted(out) + [USER + "/" + n for n in sorted(user)]
OLD = "lookout.old"          # restore keeps what it replaced under this prefix
INCOMING = "restore.tmp"     # restore writes here, checks, then renames over lookout.sav
CHUNK = 512                  # bytes per printed line: small allocations on the Pico
TIMEOUT = 120                # seconds for one mpremote call (a Black Keep replay on a Pico)


class DeviceError(Exception):
    """One line for the player: what went wrong and what to do."""


def mpremote_exe():
    for d in (os.path.dirname(sys.executable), os.path.join(ROOT, ".venv", "bin")):
        p = os.path.join(d, "mpremote")
        if os.path.exists(p):
            return p
    return shutil.which("mpremote") or "mpremote"


# --- code run on the device (MicroPython, the firmware's own modules) ----------------------------
_HEAD = (
    "import os\n"
    "import lookout\n"
    "from lookout import session, store, public\n"
    "from lookout.fsys import OsFs\n"
    "os.chdir('/')\n"
    "fs = OsFs('')\n"     # relative names: the unix port's VfsPosix mounted at / renames
                            # nothing when given absolute ones (the virtual board); the
                            # board's tiles/ and usertiles/ are read through it (tilelib)
    "print('LKV', lookout.VERSION, session.VERSION)\n"
)
_DUMP = (
    "def dump(tag, data):\n"
    "    print(tag, len(data))\n"
    "    for i in range(0, len(data), %d):\n"
    "        print('LKD', ''.join('%%02x' %% b for b in data[i:i + %d]))\n"
    "    print('LKE')\n" % (CHUNK, CHUNK)
)
_READ = _HEAD + _DUMP + (
    "d = store.Store(fs).load()\n"
    "if d is not None and public.in_progress(d, fs):\n"
    "    print('LKSECRET')\n"
    "else:\n"
    "    more = [n for n in fs.listdir('') if n.startswith(%r) and n[-4:] in ('.sav', '.bak')\n"
    "            or n.startswith(%r) and n.endswith(%r)]\n"
    "    more += ['%s/' + n for n in fs.listdir('%s')]\n"
    "    for n in list(%r) + more:\n"
    "        raw = fs.read(n)\n"
    "        if raw is not None:\n"
    "            print('LKF', n)\n"
    "            dump('LKB', raw)\n"
    "        raw = None\n" % (KEPT, TRACE[0], TRACE[1], USER, USER, NAMES)
)
_COPIES = (
    "for n in %r:\n"
    "    raw = fs.read(n)\n"
    "    print('LKC', n, '-' if raw is None else ('ok' if store.decode(raw) else 'bad'))\n"
    "    raw = None\n" % (NAMES[:2],)
)
_PUBLIC = _HEAD + _COPIES + (
    "import json\n"
    "d = store.Store(fs).load()\n"
    "print('LKJ', json.dumps(None if d is None else public.export(d, fs)))\n"
)


def _restore_code(size, chk):
    """Run after `fs cp` put the file at INCOMING: check it arrived whole, keep the current
    saves as lookout.old.*, then one rename makes it the save (the .bak/.tmp are dropped so
    the device cannot prefer an older copy with a higher sequence number)."""
    return _HEAD + (
        "raw = fs.read(%r)\n"
        "if raw is None or len(raw) != %d or store.adler32(raw) != %d or "
        "store.decode(raw) is None:\n"
        "    fs.remove(%r)\n"
        "    print('LKBAD')\n"
        "else:\n"
        "    raw = None\n"
        "    for n in %r:\n"
        "        o = fs.read(n)\n"
        "        if o is not None:\n"
        "            fs.write(%r + n[7:], o)\n"
        "        o = None\n"
        "    fs.remove('lookout.tmp')\n"
        "    fs.remove('lookout.bak')\n"
        "    fs.rename(%r, 'lookout.sav')\n"
        "    print('LKOK')\n"
    ) % (INCOMING, size, chk, INCOMING, NAMES, OLD, INCOMING)


class Board:
    """A device reached by mpremote (a serial port, an mpremote shortcut, or socket://).
    After public(), copies says of lookout.sav and lookout.bak: None absent, True whole,
    False damaged (its checksum fails)."""

    def __init__(self, port, exe=None):
        self.copies = {}
        self.port = port
        self.exe = exe or mpremote_exe()
        self.where = "the device on %s" % port

    def _run(self, code, before=()):
        """mpremote connect PORT [BEFORE... +] exec CODE; the output lines."""
        cmd = [self.exe, "connect", self.port] + list(before) + ["exec", code]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        except FileNotFoundError:
            raise DeviceError("mpremote is not installed: run `make test` once (it sets up "
                              ".venv) or pip install mpremote")
        except subprocess.TimeoutExpired:
            raise DeviceError("%s did not answer within %d s: unplug it, plug it back in and "
                              "try again" % (self.where, TIMEOUT))
        out = r.stdout + r.stderr
        if r.returncode != 0 or "LKV" not in r.stdout:
            raise DeviceError(_explain(out, self.port))
        return r.stdout.splitlines()

    def read(self):
        lines = self._run(_READ)
        if "LKSECRET" in lines:
            raise DeviceError(SECRET)
        return _version(lines), _files(lines)

    def public(self):
        lines = self._run(_PUBLIC)
        self.copies = {}
        for ln in lines:
            if ln.startswith("LKC "):
                name, how = ln.split()[1:3]
                self.copies[name] = None if how == "-" else how == "ok"
        for ln in lines:
            if ln.startswith("LKJ "):
                return _version(lines), json.loads(ln[4:])
        raise DeviceError("%s sent no session: is the Lookout firmware on it?" % self.where)

    def listing(self):
        lines = self._run(_HEAD + (
            "for n in fs.listdir(''):\n"
            "    print('LKN', n)\n"
            "for n in fs.listdir(%r):\n"
            "    print('LKN', %r + '/' + n)\n" % (USER, USER)))
        names = [ln[4:] for ln in lines if ln.startswith("LKN ")]
        return set(n for n in names if n in NAMES or n.startswith(USER + "/") or
                   n.startswith(KEPT))

    def put_file(self, name, raw):
        import tempfile
        with tempfile.TemporaryDirectory() as d:
            local = os.path.join(d, "f")
            with open(local, "wb") as f:
                f.write(raw)
            before = ["fs", "mkdir", ":" + USER, "+"] if name.startswith(USER + "/") else []
            cmd = [self.exe, "connect", self.port] + before + ["fs", "cp", local, ":" + name]
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        if r.returncode != 0 and "exists" not in r.stderr.lower():
            raise DeviceError(_explain(r.stdout + r.stderr, self.port))

    def tiles(self, into):
        """A lookout.fsys.OsFs with the shipped tiles and a copy of the device's usertiles/
        (made in the folder into): what the device's tile library reads."""
        from lookout.fsys import OsFs
        os.makedirs(os.path.join(into, "usertiles"), exist_ok=True)
        cmd = [self.exe, "connect", self.port, "fs", "cp", "-r", ":usertiles", into]
        try:
            subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
        except (OSError, subprocess.TimeoutExpired):
            pass                       # none there: only shipped tiles then
        fs = OsFs(into.rstrip("/") + "/")
        fs.mount("tiles", TILES)
        return fs

    def put(self, raw):
        import tempfile
        from lookout.store import adler32
        with tempfile.TemporaryDirectory() as d:
            local = os.path.join(d, "restore.sav")
            with open(local, "wb") as f:
                f.write(raw)
            # mpremote copies in chunks: no big string for the Pico to compile
            lines = self._run(_restore_code(len(raw), adler32(raw)),
                              ["fs", "cp", local, ":" + INCOMING, "+"])
        if "LKOK" not in lines:
            raise DeviceError("%s could not store the file intact (flash full?): nothing "
                              "was replaced" % self.where)


SECRET = ("a Black Keep game is in progress: its secrets stay on the device until it is "
          "over (`lookout export` gives its public view)")


def _explain(out, port):
    low = out.lower()
    if "failed to access" in low or "no device found" in low or "could not open" in low:
        return ("no device on %s: plug the Pico in with a data cable, or name its port "
                "(mpremote devs lists them)" % port)
    if "could not enter raw repl" in low or "timeout" in low:
        return ("the device on %s is busy and did not stop for the companion: close any "
                "other program on the port (Thonny, screen, mpremote) and try again" % port)
    if "disconnected" in low or "read failed" in low or "write failed" in low:
        return ("the device on %s went away mid-way (unplugged, or reset?): plug it back in "
                "and try again; a restore either finished or left the old save" % port)
    if "importerror" in low or "no module named" in low:
        return ("the device on %s has no Lookout firmware the companion can use: "
                "run `make deploy PORT=%s`" % (port, port))
    last = [ln for ln in out.strip().splitlines() if ln.strip()]
    return "the device on %s failed: %s" % (port, last[-1] if last else "no answer")


def _version(lines):
    for ln in lines:
        if ln.startswith("LKV "):
            fw, fmt = ln.split()[1:3]
            return fw, int(fmt)
    return None, None


def _files(lines):
    files = {}
    name = None
    buf = []
    for ln in lines:
        if ln.startswith("LKF "):
            name = ln[4:].strip()
            buf = []
        elif ln.startswith("LKD "):
            buf.append(ln[4:].strip())
        elif ln == "LKE" and name:
            files[name] = binascii.unhexlify("".join(buf))
            name = None
    return files


class Folder:
    """A simulator's flash folder (.sim_state/): the same answers, computed here."""

    def __init__(self, path):
        if not os.path.isdir(path):
            raise DeviceError("no simulator flash folder %s: run `make sim` once, or give "
                              "the folder the simulator uses (--state DIR)" % path)
        self.path = path
        self.copies = {}             # as Board's, after public()
        self.where = "the folder %s" % path
        from lookout.fsys import OsFs
        self.fs = OsFs(path)
        # as tools/sim_device.py: the shipped tiles at tiles/ (usertiles/ is in the folder)
        self.fs.mount("tiles", TILES)

    def _version(self):
        import lookout
        from lookout import session
        return lookout.VERSION, session.VERSION

    def tiles(self, into=None):
        """The folder's own flash (shipped tiles mounted, its usertiles/)."""
        return self.fs

    def _load(self):
        from lookout.store import Store
        return Store(self.fs).load()

    def read(self):
        from lookout import public
        d = self._load()
        if d is not None and public.in_progress(d, self.fs):
            raise DeviceError(SECRET)
        files = {}
        for n in NAMES + tuple(extra(self.fs.listdir(""), self.fs.listdir(USER))):
            raw = self.fs.read(n)
            if raw is not None:
                files[n] = raw
        return self._version(), files

    def listing(self):
        """The names a backup would take that the folder has now."""
        return set(NAMES + tuple(extra(self.fs.listdir(""), self.fs.listdir(USER))))

    def put_file(self, name, raw):
        """A record or a user tile back where it was (new names only: see cli.restore)."""
        if name.startswith(USER + "/"):
            os.makedirs(os.path.join(self.path, USER), exist_ok=True)
        self.fs.write(name, raw)

    def public(self):
        from lookout import public
        from lookout.store import decode
        self.copies = {}
        for n in NAMES[:2]:
            raw = self.fs.read(n)
            self.copies[n] = None if raw is None else decode(raw) is not None
        d = self._load()
        return self._version(), None if d is None else public.export(d, self.fs)

    def put(self, raw):
        from lookout.store import decode
        self.fs.write(INCOMING, raw)
        if self.fs.read(INCOMING) != raw or decode(raw) is None:
            self.fs.remove(INCOMING)
            raise DeviceError("%s could not store the file intact: nothing was replaced"
                              % self.where)
        for n in NAMES:
            o = self.fs.read(n)
            if o is not None:
                self.fs.write(OLD + n[7:], o)
        self.fs.remove("lookout.tmp")
        self.fs.remove("lookout.bak")
        self.fs.rename(INCOMING, "lookout.sav")


def open_target(port=None, state=None):
    """The folder when --state is given, else the device on port (mpremote's `auto` if none)."""
    if state:
        return Folder(state)
    return Board(port or "auto")
