"""Storage for the web page (lookout.hal_web): the save files as keys of the browser's
localStorage, one file a key, each operation done when it returns.

`KeyFs` answers what `lookout.fsys.OsFs` does (read, write, open_write, rename, remove, size,
exists, listdir, mount), so `lookout.store` saves through the same atomic protocol as on the
Pico: the .tmp written, the main copy renamed to .bak, the .tmp renamed into place. Each of
those steps is one synchronous key operation, so closing or reloading the page between any two
of them is a power cut between two flash writes, and the load picks the newest good copy.
localStorage rather than IndexedDB because IndexedDB answers later (async): a save would not
be done when the press that made it returns.

`kv` is the key-value store: `load(key)` -> bytes or None, `store(key, data)` -> False when
the browser's storage is full, `drop(key)`, `names(prefix)` -> the keys' rest after prefix.
mount(folder, path) shows a folder of the runtime's own file system (the shipped tiles) under
a name, read through `OsFs`.
"""
from lookout.fsys import OsFs

PREFIX = "lookout/"        # every key this page writes starts with it
ENOSPC = 28                # the errno a full flash gives


class KeyFs:
    def __init__(self, kv):
        self.kv = kv
        self.mounts = []

    def mount(self, folder, path):
        self.mounts.append((folder.strip("/"), OsFs(path)))

    def _on(self, name):
        """(OsFs, name inside it) for a mounted folder's file, else (None, name)."""
        for f, fs in self.mounts:
            if name == f:
                return fs, ""
            if name.startswith(f + "/"):
                return fs, name[len(f) + 1:]
        return None, name

    def read(self, name):
        """Whole file as bytes, or None when it does not exist."""
        fs, n = self._on(name)
        if fs is not None:
            return fs.read(n)
        return self.kv.load(PREFIX + name)

    def size(self, name):
        """Bytes in the file, -1 when it does not exist."""
        fs, n = self._on(name)
        if fs is not None:
            return fs.size(n)
        data = self.read(name)
        return -1 if data is None else len(data)

    def exists(self, name):
        return self.size(name) >= 0

    def listdir(self, folder):
        """File names in folder, sorted; [] when there is none."""
        fs, n = self._on(folder)
        if fs is not None:
            return fs.listdir(n)
        head = PREFIX + (folder.strip("/") + "/" if folder.strip("/") else "")
        return sorted(k for k in self.kv.names(head) if "/" not in k)

    def write(self, name, data):
        fs, n = self._on(name)
        if fs is not None:
            return fs.write(n, data)
        if not self.kv.store(PREFIX + name, bytes(data)):
            raise OSError(ENOSPC)

    def append(self, name, data):
        """The file stored again with data at its end (a key's value is stored whole)."""
        self.write(name, (self.read(name) or b"") + bytes(data))

    def open_write(self, name):
        """A binary file to stream into; what was written is stored when it is closed."""
        return _Pending(self, name)

    def rename(self, src, dst):
        """Replace dst with src: dst is written before src goes, so a cut between the two
        leaves both copies (the load takes either; they are the same)."""
        data = self.read(src)
        if data is None:
            raise OSError(2)
        self.write(dst, data)
        self.remove(src)

    def remove(self, name):
        fs, n = self._on(name)
        if fs is not None:
            return fs.remove(n)
        self.kv.drop(PREFIX + name)


class _Pending:
    """open_write's file: collects the pieces and stores them whole on close (a cut before
    that leaves the file as it was, as an unfinished .tmp would be skipped on the Pico)."""

    def __init__(self, fs, name):
        self.fs = fs
        self.name = name
        self.data = bytearray()

    def write(self, s):
        self.data += s
        return len(s)

    def close(self):
        if self.fs is not None:
            fs = self.fs
            self.fs = None
            fs.write(self.name, self.data)

    def __enter__(self):
        return self

    def __exit__(self, *a):
        self.close()
