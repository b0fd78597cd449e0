"""A small flash for the simulator (Sim(flash_bytes=16384), sim_device --flash BYTES):
lookout.fsys's OsFs over the state folder, refusing a write that would take the files past
the size with OSError(28), ENOSPC, as a full littlefs does on the Pico. free() says the room
left.

Counted: the bytes of every file under the folder (mounted folders, the shipped tiles, are not
on this flash). Each file also costs BLOCK bytes of metadata, as littlefs's do, so a flash
fills with many small files too."""
import os

from lookout.fsys import OsFs

ENOSPC = 28
BLOCK = 128       # bytes a file takes beyond its data (name, metadata)


class QuotaFs(OsFs):
    def __init__(self, root, size):
        OsFs.__init__(self, root)
        self.limit = size

    def _used(self, path):
        n = 0
        try:
            names = os.listdir(path)
        except OSError:
            return 0
        for f in names:
            p = path.rstrip("/") + "/" + f
            st = os.stat(p)
            if st[0] & 0x4000:
                n += BLOCK + self._used(p)
            else:
                n += BLOCK + st[6]
        return n

    def used(self):
        return self._used(self.root or ".")

    def free(self):
        return max(0, self.limit - self.used())

    def _room(self, n):
        if self.used() + n > self.limit:
            raise OSError(ENOSPC)

    def write(self, name, data):
        f = self.open_write(name)
        try:
            f.write(data)
        finally:
            f.close()

    def append(self, name, data):
        self._room(len(data))
        OsFs.append(self, name, data)

    def open_write(self, name):
        f = OsFs.open_write(self, name)          # truncates: its old bytes are free again
        fs = self

        class W:
            def write(self, data):
                try:
                    fs._room(len(data))
                except OSError:
                    f.close()
                    raise
                return f.write(data)

            def close(self):
                f.close()

        return W()
