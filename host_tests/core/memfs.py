"""An in-memory file system that can lose power at any write step (for save tests)."""


import io


class PowerCut(Exception):
    pass


class MemFs:
    """Files in a dict. `cut_at=k` makes the k-th mutating step fail half done: a write leaves
    a truncated file, a rename or remove does not happen. `limit=n`: a flash of n bytes, a
    write past it fails with OSError(28), ENOSPC, its bytes so far written (as littlefs)."""

    def __init__(self, files=None, cut_at=-1, limit=-1):
        self.files = dict(files or {})
        self.cut_at = cut_at
        self.steps = 0
        self.limit = limit
        self.opens = 0

    def used(self):
        return sum([len(v) for v in self.files.values()])

    def free(self):
        return self.limit - self.used() if self.limit >= 0 else 1 << 20

    def _room(self, n):
        if self.limit >= 0 and self.used() + n > self.limit:
            raise OSError(28)

    def _step(self):
        self.steps += 1
        return self.steps == self.cut_at

    def read(self, name):
        return self.files.get(name)

    def exists(self, name):
        return name in self.files

    def size(self, name):
        f = self.files.get(name)
        return -1 if f is None else len(f)

    def listdir(self, folder):
        p = folder.rstrip("/") + "/" if folder else ""      # "": the root
        return sorted(set([n[len(p):].split("/")[0] for n in self.files if n.startswith(p)]))

    def write(self, name, data):
        self.files[name] = b""              # open truncates
        self._room(len(data))
        if self._step():
            raise PowerCut("open")
        half = len(data) // 2
        self.files[name] = bytes(data[:half])
        if self._step():
            raise PowerCut("write")
        self.files[name] = bytes(data)
        if self._step():
            raise PowerCut("close")

    def append(self, name, data):
        """A step that can be cut half done (FAT: a part of data stays at the end)."""
        old = self.files.get(name, b"")
        self._room(len(data))
        self.files[name] = old + bytes(data[:len(data) // 2])
        if self._step():
            raise PowerCut("append")
        self.files[name] = old + bytes(data)
        if self._step():
            raise PowerCut("close")

    def open_read(self, name):
        """The file's bytes as a stream to seek and read in (OSError when missing), as
        lookout.fsys.OsFs.open_read; opens counts the ones not closed yet."""
        if name not in self.files:
            raise OSError(2)
        fs = self
        fs.opens += 1

        class R:
            def __init__(self, data):
                self.b = io.BytesIO(data)
                self.open = True

            def seek(self, *a):
                return self.b.seek(*a)

            def read(self, n=-1):
                return self.b.read(n)

            def readinto(self, buf):
                return self.b.readinto(buf)

            def close(self):
                if self.open:
                    fs.opens -= 1
                    self.open = False
                    self.b.close()

        return R(self.files[name])

    def open_write(self, name):
        """A stream whose every write is a step that can be cut half done."""
        fs = self
        fs.files[name] = b""
        if fs._step():
            raise PowerCut("open")

        class W:
            def write(self, data):
                data = bytes(data)
                fs._room(len(data))
                half = len(data) // 2
                fs.files[name] += data[:half]
                if fs._step():
                    raise PowerCut("write")
                fs.files[name] += data[half:]
                return len(data)

            def close(self):
                if fs._step():
                    raise PowerCut("close")

        return W()

    def rename(self, src, dst):
        if self._step():
            raise PowerCut("rename")
        if src not in self.files:
            raise OSError(2)
        self.files[dst] = self.files.pop(src)

    def remove(self, name):
        if self._step():
            raise PowerCut("remove")
        self.files.pop(name, None)
