"""The assembled Keep: a vault tile in the middle, map tiles touching its sides.

Geometry (decision, documented in firmware/tiles/README.txt): every mat is a big hexagon of
hexes, all hexes within `radius` steps of its centre. Big hexagons of radius R tile the plane;
the neighbour of the vault on its side s has its centre at the axial offset
rotate((R, -(2R+1)), s) (or (R+1, -(2R+1)) with mirror=True: the mirror-image interlock, for a
group whose tiles fit the other way). A map tile's `rotation` k turns it k sixth-turns clockwise
about its centre. The mat outline is a big hexagon with a corner hex at the top (E1 on a
radius-4 mat); its six edges are the vault SIDES 0-5, clockwise from the top corner: side 0
runs E1..I3 (upper right), 1 is the right edge I3..I7, 2 lower right, 3 lower left, 4 the left
edge, 5 upper left. Hex sides on the board (nbr, wall, compass, facings) are the vault tile's
printed N, NE, ... NW.

Hexes get small int ids 0..n-1 (vault tile first, then map tiles in the order given), and
names "<tile label>-<hex>", e.g. "V-E5", "1-C3". Hot-path data are flat arrays:
nbr table (n*6), wall bits, flag bits, tile index.
"""
from array import array

from lookout.keep import hexgrid as hg

SPECIAL = 1
OUTSIDE = 2
MAX_HEXES = 2048     # ids fit 11 bits (lookout.keep.said); 7 tiles of radius 8 have 1,519


class BoardError(ValueError):
    pass


class _Names:
    """Read-only sequence of hex names, made on demand (a tuple of 300 strings costs ~8 KB)."""

    def __init__(self, board):
        self._b = board

    def __len__(self):
        return self._b.n

    def __getitem__(self, h):
        b = self._b
        if h < 0:
            h += b.n
        if not 0 <= h < b.n:
            raise IndexError("hex id out of range")
        return "%s-%s" % (b.tiles[b.tile_of[h]].label, hg.hex_name(b.lcol[h], b.lrow[h]))

    def __iter__(self):
        for h in range(self._b.n):
            yield self[h]

    def __contains__(self, name):
        try:
            self._b.index(name)
            return True
        except ValueError:
            return False

    def index(self, name):
        return self._b.index(name)


class PlacedTile:
    """One tile on the board; every hex field is a board hex id (-1 / () when absent)."""

    def __init__(self, board, index, tile, side, rotation, first, count):
        self._b = board
        self.index = index
        self.label = tile.label
        self.source = tile.name       # file path (tilelib) or name: the save's recipe
        self.sum = getattr(tile, "sum", 0)   # the tile's geometry checksum (tiles.py)
        self.is_vault = tile.is_vault
        self.side = side              # vault side it touches (-1 for the vault tile)
        self.rotation = rotation
        self.first = first            # hex ids first .. first+count-1
        self.count = count
        self.crescent = -1
        self.star = -1
        self.shield = -1
        self.patrol = ()
        self.red_shields = ()

    def hexes(self):
        return range(self.first, self.first + self.count)

    def arrow(self, h):
        """Board side the red arrow on hex h points to, or -1 (also for hexes of other tiles)."""
        b = self._b
        if not 0 <= h < b.n or b.tile_of[h] != self.index:
            return -1
        v = b.arrows[h]
        return -1 if v == 255 else v

    def __repr__(self):
        return "<PlacedTile %s side %d rot %d>" % (self.label, self.side, self.rotation)


class Board:
    """Board(vault_tile, [(map_tile, vault_side, rotation), ...], orientation=0, mirror=False)

    orientation: the board side the Play Aid's compass "north" points to (thief direction
    cards are turned by it, see compass()).

    Outside Hexes (rule: not on the vault tile; one of the six corner hexes of a map tile; two
    hex sides not adjacent to any other hex). Big hexagons interlock, so the corner hex at one
    end of a shared border keeps two free sides while touching the neighbour tile; counted
    literally that gives 5/4/3 entry choices for 1/2/3 neighbouring tiles, but the rules say
    "two, three or four choices". Decision (default): a corner hex that touches another tile
    is not an Outside Hex (4/3/2, as the rules say); outside_touching=True counts literally.
    """

    def __init__(self, vault, placed=(), orientation=0, mirror=False, outside_touching=False,
                 later=False):
        """later=True makes only the hexes' positions (~100 ms on a Pico for four tiles):
        finish() makes the rest (neighbours, walls, special and outside hexes, arrows, guard
        spots; ~115 ms), so a screen can build a board in two slices (lookout.ui.working)."""
        if not getattr(vault, "is_vault", False):
            raise BoardError("the centre tile %s is not a vault tile"
                             % getattr(vault, "label", vault))
        if not 0 <= orientation < 6:
            raise BoardError("compass orientation must be 0-5, got %r" % (orientation,))
        self.orientation = orientation
        self.mirror = bool(mirror)
        self.outside_touching = bool(outside_touching)
        R = vault.radius
        base = (R + 1, -(2 * R + 1)) if mirror else (R, -(2 * R + 1))
        plan = [(vault, -1, 0, (0, 0))]
        sides = {}
        labels = {vault.label: 0}
        for i, item in enumerate(placed):
            try:
                tile, side, rot = item
            except (TypeError, ValueError):
                raise BoardError("placed tile %d must be (tile, vault side, rotation)" % (i + 1))
            if getattr(tile, "is_vault", True):
                raise BoardError("tile %s is a vault tile; only one vault goes on the board"
                                 % getattr(tile, "label", tile))
            if not (isinstance(side, int) and 0 <= side < 6):
                raise BoardError("tile %s: vault side must be 0-5 (N..NW), got %r"
                                 % (tile.label, side))
            if not (isinstance(rot, int) and 0 <= rot < 6):
                raise BoardError("tile %s: rotation must be 0-5, got %r" % (tile.label, rot))
            if tile.radius != R:
                raise BoardError("tile %s has radius %d but the vault has %d"
                                 % (tile.label, tile.radius, R))
            if side in sides:
                raise BoardError("tiles %s and %s both on vault side %s"
                                 % (sides[side], tile.label, hg.SIDE_NAMES[side]))
            if tile.label in labels:
                raise BoardError("two tiles labelled %s on the board" % tile.label)
            sides[side] = tile.label
            labels[tile.label] = i + 1
            plan.append((tile, side, rot, hg.axial_rotate(base[0], base[1], side)))

        # Global axial position of every hex.
        qs = []
        rs = []
        lcol = bytearray()
        lrow = bytearray()
        tile_of = bytearray()
        where = {}          # _key(q, r) -> hex: int keys (a tuple (q, r) hashes as q + r in
                            # MicroPython, so a board's keys collide in long chains: 1.4 s)
        self.tiles = []
        for ti, (tile, side, rot, (cq, cr)) in enumerate(plan):
            lq, lr = hg.to_axial(tile.centre[0], tile.centre[1])
            first = len(qs)
            for (col, row) in sorted(tile.hexes):
                q, r = hg.to_axial(col, row)
                q, r = hg.axial_rotate(q - lq, r - lr, rot)
                q += cq
                r += cr
                where[_key(q, r)] = len(qs)
                qs.append(q)
                rs.append(r)
                lcol.append(col)
                lrow.append(row)
                tile_of.append(ti)
            self.tiles.append(PlacedTile(self, ti, tile, side, rot, first, len(qs) - first))
        n = len(qs)
        self.n = n
        if min(qs) < -127 or max(qs) > 127 or min(rs) < -127 or max(rs) > 127 or n > MAX_HEXES:
            raise BoardError("the board is too big")
        self.q = array("b", qs)
        self.r = array("b", rs)
        self.lcol = lcol
        self.lrow = lrow
        self.tile_of = tile_of
        keys = sorted((_key(qs[h], rs[h]), h) for h in range(n))
        self._keys = array("H", bytes(2 * n))   # filled in place: no temporary lists
        self._khex = array("h", bytes(2 * n))
        for i in range(n):
            self._keys[i], self._khex[i] = keys[i]
        del keys

        self._later = (plan, where)
        if not later:
            self.finish()

    def finish(self):
        """The rest of a board made with later=True (see __init__)."""
        plan, where = self._later
        self._later = None
        n = self.n
        qs = self.q
        rs = self.r
        tile_of = self.tile_of
        outside_touching = self.outside_touching
        nb = array("h", bytes(12 * n))      # every entry is set below; no temporary list
        wk = array("h", bytes(12 * n))      # (routes' walkable steps: made now, beside nb,
        #                                     while the heap still has a 12n-byte block)
        dk = [a[0] * 256 + a[1] for a in hg.AXIAL]     # a step's change of _key
        for h in range(n):
            k = _key(qs[h], rs[h])
            for d in range(6):
                nb[h * 6 + d] = where.get(k + dk[d], -1)
        self._nb = nb

        walls = bytearray(n)
        flags = bytearray(n)
        arrows = bytearray(b"\xff" * n)
        self.vault_hex = -1
        for ti, (tile, side, rot, _) in enumerate(plan):
            pt = self.tiles[ti]
            loc = self._local_index(ti)
            for (col, row, d) in tile.walls:
                h = loc[_cell(col, row)]
                gd = (d + rot) % 6
                walls[h] |= 1 << gd
                o = nb[h * 6 + gd]
                if o >= 0:
                    walls[o] |= 1 << ((gd + 3) % 6)
            for c in tile.special:
                flags[loc[_cell(c[0], c[1])]] |= SPECIAL
            for c, d in tile.arrows.items():
                arrows[loc[_cell(c[0], c[1])]] = (d + rot) % 6
            if tile.is_vault:
                self.vault_hex = loc[_cell(tile.vault[0], tile.vault[1])]
            else:
                pt.crescent = loc[_cell(tile.crescent[0], tile.crescent[1])]
                pt.patrol = tuple(loc[_cell(c[0], c[1])] for c in tile.patrol)
                pt.star = pt.patrol[0]
                pt.shield = pt.patrol[-1]
                for c in tile.corners():
                    h = loc.get(_cell(c[0], c[1]), -1)
                    if h < 0:
                        continue
                    free = 0
                    touches = False
                    for d in range(6):
                        o = nb[h * 6 + d]
                        if o < 0:
                            free += 1
                        elif tile_of[o] != ti:
                            touches = True
                    if free >= 2 and not (touches and not outside_touching):
                        flags[h] |= OUTSIDE
            pt.red_shields = tuple(loc[_cell(c[0], c[1])] for c in tile.red_shields)
        self._walls = walls
        self._flags = flags
        for i in range(6 * n):
            o = nb[i]
            wk[i] = -1 if o >= 0 and (walls[i // 6] >> i % 6 & 1 or flags[o] & SPECIAL) else o
        self._wk = wk
        self.arrows = arrows
        self.names = _Names(self)

    # -- construction helpers ------------------------------------------------------------
    def _local_index(self, ti):
        """Tile ti's hexes by their _cell key."""
        pt = self.tiles[ti]
        out = {}
        for h in range(pt.first, pt.first + pt.count):
            out[_cell(self.lcol[h], self.lrow[h])] = h
        return out

    # -- lookups --------------------------------------------------------------------------
    def at(self, q, r):
        """Hex id at global axial (q, r), or -1 (binary search; not for inner loops)."""
        k = _key(q, r)
        keys = self._keys
        lo = 0
        hi = len(keys)
        while lo < hi:
            mid = (lo + hi) >> 1
            if keys[mid] < k:
                lo = mid + 1
            else:
                hi = mid
        if lo < len(keys) and keys[lo] == k:
            return self._khex[lo]
        return -1

    def index(self, name):
        """'V-E5' / '1-c3' -> hex id; ValueError if there is no such hex."""
        if not isinstance(name, str) or "-" not in name:
            raise BoardError("not a board hex name: %r (tile label, '-', hex, e.g. 1-C3)"
                             % (name,))
        lab, hx = name.strip().rsplit("-", 1)
        lab = lab.strip().upper()
        col, row = hg.parse_hex(hx)
        h = self.hex_at(lab, col, row)
        if h == -2:
            raise BoardError("no tile labelled %r on the board" % lab)
        if h < 0:
            raise BoardError("tile %s has no hex %s" % (lab, hx.strip().upper()))
        return h

    def hex_at(self, label, col, row):
        """The hex at column col, row row (from 0) of the tile labelled label; -1 if that
        tile has no such hex, -2 if no tile has that label (index() says which)."""
        for pt in self.tiles:
            if pt.label == label:
                for h in range(pt.first, pt.first + pt.count):
                    if self.lcol[h] == col and self.lrow[h] == row:
                        return h
                return -1
        return -2

    def local(self, h):
        """(tile index, col, row) of hex h."""
        return self.tile_of[h], self.lcol[h], self.lrow[h]

    def nbr(self, h, d):
        return self._nb[h * 6 + d]

    def wall(self, h, d):
        return bool(self._walls[h] >> d & 1)

    def wallbits(self, h):
        return self._walls[h]

    def special(self, h):
        return bool(self._flags[h] & SPECIAL)

    def outside(self, h):
        return bool(self._flags[h] & OUTSIDE)

    def outside_hexes(self, tile):
        pt = self.tiles[tile]
        return [h for h in pt.hexes() if self._flags[h] & OUTSIDE]

    def tile(self, h):
        return self.tile_of[h]

    def side_to(self, a, b):
        """Side of a that touches b, or -1."""
        for d in range(6):
            if self._nb[a * 6 + d] == b:
                return d
        return -1

    def step(self, h, d, through_special=False):
        """Neighbour across side d if one can walk there (no wall, no special hex), else -1."""
        if self._walls[h] >> d & 1:
            return -1
        o = self._nb[h * 6 + d]
        if o < 0 or (not through_special and self._flags[o] & SPECIAL):
            return -1
        return o

    def distance(self, a, b):
        """Hex steps between a and b ignoring walls."""
        return hg.axial_distance(self.q[a], self.r[a], self.q[b], self.r[b])

    # -- thief compass --------------------------------------------------------------------
    def compass(self, card):
        """The two board sides a thief direction card (hexgrid.NORTH_EAST..NORTH_WEST)
        covers, after turning by the Play Aid orientation."""
        if not (isinstance(card, int) and 0 <= card < 6):
            raise BoardError("not a direction card: %r" % (card,))
        a, b = hg.CARD_SIDES[card]
        o = self.orientation
        return (a + o) % 6, (b + o) % 6


def _cell(col, row):
    """A tile's local (col, row) as one int, a dict key: MicroPython hashes a tuple as the sum
    of its items, so (col, row) keys of a tile collide in long chains."""
    return col << 8 | row


def _key(q, r):
    return (q + 128) * 256 + (r + 128)
