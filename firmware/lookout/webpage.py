"""What the web page's script calls (tools/web/lookout.js): boot the app on the browser HAL,
one App.step per tick of the page's timer, and export/import of the saves.

The export is the session's save file as the device holds it (`lookout.sav`: JSON with its
`LK1` trailer), the file `tools/lookout restore` puts on a device; the import takes such a file
back the way the companion's restore does (checked whole first, the saves it replaces kept as
lookout.old.*). As `lookout backup`, the export is refused while a Black Keep game is in
progress: its secrets stay where they were entered.
"""
from lookout import public, session
from lookout.app import App
from lookout.hal_web import IO, Hal
from lookout.store import decode

NAMES = ("lookout.sav", "lookout.bak", "lookout.tmp")     # lookout.store.Store("lookout")
OLD = "lookout.old"
INCOMING = "restore.tmp"
NO_SAVES = "Nothing saved on this page yet: play something first."
SECRET = "A Black Keep game is in progress: its secrets stay on this page until it is over."
DAMAGED = "That file is damaged (its checksum does not match): nothing was changed."
NOT_OURS = "That file is not a Lookout session save: nothing was changed."
FULL = "This browser's storage is full: nothing was changed."
NEWER = "That file is save format %d, newer than this page's %d: nothing was changed."


class Page:
    def __init__(self, host, seed=0):
        self.hal = Hal(host, seed)
        self.app = App(self.hal)
        self.app.start()

    def step(self, mask):
        """One loop pass with these buttons held (the page's timer calls it every few ms)."""
        hal = self.hal
        hal.mask = mask
        self.app.step(hal.ticks_ms())

    def quiet(self):
        """True once the app has seen every key up (its debounced state too): a press is then
        handled and drawn."""
        b = self.app.buttons
        return b.raw == 0 and b.stable == 0 and b.pending < 0

    def busy(self):
        """True while a press's long work runs its slices (lookout.ui.working)."""
        return type(self.app.top).__name__ == "Working"

    def export(self):
        """The save file into the page's scratch file: '' when done, else why not."""
        fs = self.hal.fs
        best = None
        for name in NAMES:
            raw = fs.read(name)
            got = decode(raw)
            if got is not None and (best is None or got[0] > best[0]):
                best = (got[0], got[1], raw)
        if best is None:
            return NO_SAVES
        if public.in_progress(best[1], fs):
            return SECRET
        with open(IO, "wb") as f:
            f.write(best[2])
        return ""

    def restore(self):
        """Take the save file the page put in its scratch file: '' when it replaced the saves
        (the page then reloads, as a power cut: "Welcome back"), else why not."""
        with open(IO, "rb") as f:
            raw = f.read()
        got = decode(raw)
        if got is None:
            return DAMAGED
        d = got[1]
        v = d.get("v") if type(d) is dict else None
        if type(v) is int and v > session.VERSION:
            return NEWER % (v, session.VERSION)
        if not session.valid(d):
            return NOT_OURS
        fs = self.hal.fs
        try:
            fs.write(INCOMING, raw)
            for name in NAMES:
                old = fs.read(name)
                if old is not None:
                    fs.write(OLD + name[7:], old)
        except OSError:
            fs.remove(INCOMING)
            return FULL
        fs.remove("lookout.tmp")
        fs.remove("lookout.bak")
        fs.rename(INCOMING, "lookout.sav")
        return ""


def boot(host, seed=0):
    return Page(host, seed)
