"""Storage as the save code (and the tile files) need it: whole-file read, write, rename,
remove, size, folder listing, append (a Black Keep game's trace: lookout.keep.trace). Names
are paths relative to the root ("tiles/tile1a.txt").

`OsFs` works on the Pico's littlefs, CircuitPython's FAT, the unix port and CPython. Tests use
`lookout.store`'s contract with an in-memory file system that can lose power at any step.
mount(folder, path) shows another folder under a name: the simulator keeps its flash in
.sim_state/ and mounts the firmware's tiles/ there, as the Pico has them in /tiles.
"""
import gc
import os

from lookout import heap

# An open file on the Pico's littlefs is one 1,148-byte block (its 1 KB cache). In a Black Keep
# game on the official firmware, whose code lives in the heap too, ~10 KB can be free in no
# piece that big, and the save after a press failed. So where the app runs lean
# (lookout.heap) each file's use ends by keeping a piece that big aside (spare()), often the
# very room the file had; every open lets it go first, and the collector, which runs when an
# allocation finds no room, gives it to the file. Exactly the file's size: the hole a closed
# file leaves (72 heap blocks of 16 bytes) then takes it even with no free neighbour (1,200
# bytes, 75 blocks, could not, and the next save found no room). A bigger piece, to hold the
# save's stream too, left the rest of the heap short: the card picker then needed the kept
# room and the save after it found none (lookout.store writes small pieces instead).
SPARE = 1148


def roomy(fs, fn, *a):
    """fn(*a), and after a MemoryError once more with the room fs keeps aside (spare()) given
    back: on a lean heap in pieces it may be the one piece that big. Kept again after."""
    try:
        return fn(*a)
    except MemoryError:
        if not hasattr(fs, "let_go"):           # (the web page's storage keeps no room)
            raise
    fs.let_go()
    gc.collect()
    try:
        return fn(*a)
    finally:
        fs.spare()


class OsFs:
    def __init__(self, root):
        self.root = root.rstrip("/") + "/" if root not in ("", "/") else root
        self.mounts = []
        self._spare = None

    def spare(self):
        """Keep a file's worth of heap aside for the next open, where the app runs lean."""
        if self._spare is None and heap.LEAN:
            try:
                self._spare = bytearray(SPARE)
            except MemoryError:
                pass

    def let_go(self):
        """The kept room back to the heap, for a file opened elsewhere (an import)."""
        self._spare = None

    def _open(self, name, mode):
        self._spare = None
        return open(self._p(name), mode)

    def mount(self, folder, path):
        self.mounts.append((folder.strip("/"), path.rstrip("/")))

    def _p(self, name):
        for f, path in self.mounts:
            if name == f or name.startswith(f + "/"):
                return path + name[len(f):]
        return self.root + name

    def size(self, name):
        """Bytes in the file, -1 when it does not exist."""
        try:
            return os.stat(self._p(name))[6]
        except OSError:
            return -1

    def free(self):
        """Bytes free for files (statvfs: free blocks times block size), -1 where the port
        cannot say."""
        try:
            st = os.statvfs(self.root or ".")
        except (AttributeError, OSError):
            return -1
        return (st[1] or st[0]) * st[4]

    def listdir(self, folder):
        """File names in folder, sorted; [] when there is no such folder."""
        try:
            return sorted(os.listdir(self._p(folder) if folder else self.root or "."))
        except OSError:
            return []

    def read(self, name):
        """Whole file as bytes, or None when it does not exist."""
        try:
            with self._open(name, "rb") as f:
                data = f.read()
        except OSError:
            data = None
        self.spare()
        return data

    def exists(self, name):
        try:
            os.stat(self._p(name))
            return True
        except OSError:
            return False

    def write(self, name, data):
        with self._open(name, "wb") as f:
            f.write(data)
        self.spare()

    def append(self, name, data):
        """data added at the end of the file (made if missing): littlefs keeps the old file
        whole if the power goes before the close."""
        with self._open(name, "ab") as f:
            f.write(data)
        self.spare()

    def open_read(self, name):
        """A binary file to seek and read in (OSError when it does not exist); the caller
        closes it. The file's room is its own while it is open (no spare() after it)."""
        return self._open(name, "rb")

    def open_write(self, name):
        """A binary file to stream into; the caller closes it."""
        return self._open(name, "wb")

    def rename(self, src, dst):
        """Replace dst with src. FAT refuses to rename onto an existing file: remove it first
        (the save protocol keeps a good copy elsewhere while dst is missing)."""
        try:
            os.rename(self._p(src), self._p(dst))
        except OSError:
            self.remove(dst)
            os.rename(self._p(src), self._p(dst))
        self.spare()                    # a save's last step: the next one's room

    def remove(self, name):
        try:
            os.remove(self._p(name))
        except OSError:
            pass
