"""Where the device finds Black Keep tile files, and which of them are good.

Two folders on the device's storage (lookout.fsys, the same boundary as the saves):
    tiles/       the tiles that ship with Lookout: firmware/tiles in the repository, /tiles on
                 the Pico (make deploy copies them), mounted at tiles/ in the simulator
    usertiles/   your own tile files: /usertiles on the Pico (copy them with
                 `mpremote fs cp mytile.txt :usertiles/`; a deploy leaves this folder alone),
                 .sim_state/usertiles/ in the simulator
Every file in them is a tile file (format: firmware/tiles/README.txt) except README*
and dot files. A tile is named by its path, "tiles/tile1a.txt", in saves too.
"""
from lookout.keep.tiles import TileError, read_tile

SHIPPED = "tiles"
USER = "usertiles"
FOLDERS = (SHIPPED, USER)
PREFER = (USER, SHIPPED)    # the layout's order: the group's own tiles first


def _is_tile_file(name):
    return not name.startswith(".") and not name.upper().startswith("README")


class TileLib:
    def __init__(self, fs, folders=FOLDERS):
        self.fs = fs
        self.folders = folders

    def paths(self):
        """Every tile file's path, folder by folder, sorted."""
        out = []
        for d in self.folders:
            for f in self.fs.listdir(d):
                if _is_tile_file(f):
                    out.append(d + "/" + f)
        return out

    def load(self, path):
        """The parsed Tile; TileError (a ValueError) naming the file otherwise."""
        return read_tile(self.fs, path)

    def listing(self):
        """[(path, label, is_vault, error)] for every tile file: a good tile has error None;
        a bad one has label None and the parser's message ("tiles/x.txt line 7: ..."), to
        show instead of offering it. Tiles are parsed one at a time (small heap)."""
        out = []
        for p in self.paths():
            try:
                t = self.load(p)
            except TileError as e:
                out.append((p, None, False, str(e)))
                continue
            out.append((p, t.label, t.is_vault, None))
            t = None
        return out

    def map_files(self):
        """How many files say they are map tiles, by a look at their kind line only (no
        parse: ~1 ms a file where a parse takes ~90 on a Pico); an upper bound for the
        number of good map tiles that listing() finds."""
        n = 0
        for p in self.paths():
            raw = self.fs.read(p)
            if raw is not None and not _says_vault(raw):
                n += 1
            raw = None
        return n

    def bad(self):
        """Only the bad files' messages (make build stops on these)."""
        return [e[3] for e in self.listing() if e[3] is not None]


def _says_vault(raw):
    for ln in raw.split(b"\n"):
        w = ln.split(b"#", 1)[0].split()
        if len(w) == 2 and w[0].lower() == b"kind":
            return w[1].lower() == b"vault"
    return False
