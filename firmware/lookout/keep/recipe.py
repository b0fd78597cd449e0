"""A Black Keep board as data a save carries: the recipe to build it again, and its signature.

    {"tiles": [[path, side, rotation, label, tile sum], ...],   the vault first (side -1)
     "o": compass orientation, "m": mirror, "t": outside_touching,
     "sig": signature(board)}

path names the tile file (tilelib: "tiles/tile1a.txt"); the tile sum is the parsed tile's
geometry checksum (tiles.geometry_sum), so a changed file is noticed and named; the signature
is an Adler-32 over the exact assembled geometry (positions, walls, special and outside hexes,
arrows, guard spots, labels), so anything else that moved is noticed too. A game keeps the
recipe in its initial state ("board"); loading builds the board from it (build) or checks a
board it is given (check). Every mismatch is a ValueError naming the tile.
"""
from lookout.keep.board import Board
from lookout.store import adler32


def signature(board):
    """Adler-32 of the board's geometry, cached on the board."""
    s = getattr(board, "_sig", None)
    if s is not None:
        return s
    buf = bytearray(10)
    s = 1
    for h in range(board.n):
        ti, col, row = board.local(h)
        buf[0] = board.q[h] & 255
        buf[1] = board.r[h] & 255
        buf[2] = board.wallbits(h)
        buf[3] = board._flags[h]
        buf[4] = board.arrows[h]
        buf[5] = ti
        buf[6] = col
        buf[7] = row
        nb = board.nbr(h, 0)
        buf[8] = nb & 255
        buf[9] = (nb >> 8) & 255
        s = adler32(buf, s)
    for pt in board.tiles:
        spots = [pt.crescent, board.vault_hex] + list(pt.patrol) + [-1] + list(pt.red_shields)
        s = adler32(pt.label.encode(), s)
        s = adler32(bytes([x & 255 for x in spots] + [(x >> 8) & 255 for x in spots]), s)
    s = adler32(bytes((board.orientation,)), s)
    board._sig = s
    return s


def recipe(board):
    tl = []
    for pt in board.tiles:
        tl.append([pt.source, pt.side, pt.rotation, pt.label, pt.sum])
    return {"tiles": tl, "o": board.orientation, "m": 1 if board.mirror else 0,
            "t": 1 if board.outside_touching else 0, "sig": signature(board)}


def _file(path):
    """The file name: a board built from the same files by another path (load_tile's
    "/abs/tiles/x.txt", TileLib's "tiles/x.txt") is the same board; the sums decide."""
    return path.rsplit("/", 1)[-1]


def _who(e):
    return "tile %s (%s)" % (e[3], e[0])


def check(board, rec):
    """ValueError naming the first tile that differs between board and the recipe rec."""
    tl = rec["tiles"]
    pts = board.tiles
    for i in range(len(tl)):
        e = tl[i]
        if i >= len(pts):
            raise ValueError("%s is missing: this game was played with it" % _who(e))
        pt = pts[i]
        if _file(pt.source) != _file(e[0]) or pt.label != e[3]:
            raise ValueError("this game was played with %s where this board has tile %s (%s)"
                             % (_who(e), pt.label, pt.source))
        if pt.side != e[1] or pt.rotation != e[2]:
            raise ValueError("%s was on vault side %d, rotation %d in this game (here: %d, %d)"
                             % (_who(e), e[1], e[2], pt.side, pt.rotation))
        if pt.sum != e[4]:
            raise ValueError("%s has changed since this game was saved" % _who(e))
    if len(pts) > len(tl):
        pt = pts[len(tl)]
        raise ValueError("tile %s (%s) was not on the board of this game" % (pt.label, pt.source))
    if signature(board) != rec["sig"]:
        raise ValueError("this board is not the one this game was played on (tile %s: compass, "
                         "mirror or board rules differ)" % _who(tl[0]))


def build(rec, lib):
    """The board of recipe rec, its tiles loaded from lib (tilelib.TileLib)."""
    out = []
    for _ in building(rec, lib, out):
        pass
    return out[0]


def building(rec, lib, out):
    """build a tile at a time: yields after each tile file is parsed (~100 ms each on a Pico:
    lookout.ui.working) and after the board's first half, then appends the board to out."""
    tiles = []
    for e in rec["tiles"]:
        try:
            t = lib.load(e[0])
        except ValueError as err:
            raise ValueError("this game needs %s: %s" % (_who(e), err))
        if t.sum != e[4]:
            raise ValueError("%s has changed since this game was saved" % _who(e))
        t.label = e[3]
        tiles.append((t, e[1], e[2]))
        t = None
        yield
    b = Board(tiles[0][0], tiles[1:], rec["o"], rec["m"], rec["t"], True)
    tiles = None
    yield
    b.finish()
    check(b, rec)
    out.append(b)


def make(lib, vault, placed, orientation=0, mirror=False, outside_touching=False, later=False):
    """A board from tile paths: vault path, [(path, side, rotation[, label]), ...]; a label
    replaces the file's (two copies of a side on one board). later: see Board."""
    items = [[vault, -1, 0, None, 0]] + [[p[0], p[1], p[2], p[3] if len(p) > 3 else None, 0]
                                         for p in placed]
    tiles = []
    for e in items:
        t = lib.load(e[0])
        if e[3]:
            t.label = e[3].upper()
        tiles.append((t, e[1], e[2]))
    return Board(tiles[0][0], tiles[1:], orientation, mirror, outside_touching, later)
