"""Hex grid of the Black Keep tiles: flat-topped hexes in lettered columns, numbered rows.

Tile coordinates are (col, row), both 0-based: "D5" is (3, 4). Columns B, D, F, H (odd index)
sit half a hex LOWER than A, C, E, G ("odd-q" offset layout; NOTES.md, inferred from the
rulebook's movement and sight examples). Hex SIDES are numbered clockwise from north:

    N, NE, SE, S, SW, NW = 0..5      from D5: D4, E5, E6, D6, C6, C5

Internally the board uses axial coordinates (q, r) with q = column and
r = row - (col - (col & 1)) // 2, and for geometry an integer lattice in which the centre of
axial (q, r) is (3q, 2r + q): x in units of half a hex side, y in units of sqrt(3)/2 of a side
(so a hex is 4 units wide and 2 units tall, corners are integers). This lattice is the true
picture squashed vertically; straight lines, sides of lines and intersections are unchanged
by such a squash, so all line-of-sight geometry is exact integer arithmetic.
"""

N, NE, SE, S, SW, NW = 0, 1, 2, 3, 4, 5
SIDE_NAMES = ("N", "NE", "SE", "S", "SW", "NW")
FACING = (", face N", ", face NE", ", face SE", ", face S", ", face SW", ", face NW")  # messages

# Direction CARDS (thief deck): each covers the corner between two sides.
NORTH_EAST, EAST, SOUTH_EAST, SOUTH_WEST, WEST, NORTH_WEST = 0, 1, 2, 3, 4, 5
CARD_NAMES = ("Nor-East", "East", "Sou-East", "Sou-West", "West", "Nor-West")
CARD_SIDES = ((N, NE), (NE, SE), (SE, S), (S, SW), (SW, NW), (NW, N))

# Black die face -> side a guard faces. The designer's card list numbers the directions 1-6
# with Nor-East = "1 or 2", East = "2 or 3", ... Nor-West = "6 or 1" (NOTES.md, source: the
# designer's wiki), so face 1 = N, 2 = NE, 3 = SE, 4 = S, 5 = SW, 6 = NW. Index 0 is unused.
# Data, not code: a group with the real dice/tiles can change it.
DIE_FACING = (-1, N, NE, SE, S, SW, NW)

# Axial steps for each side, and lattice corner offsets: CORNER[k] is the clockwise end of
# side k, so side k runs from CORNER[k - 1] to CORNER[k].
AXIAL = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))
CORNER = ((1, -1), (2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1))

# Offset steps (dcol, drow) for even and odd columns.
_EVEN = ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1))
_ODD = ((0, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0))


class HexError(ValueError):
    pass


def rotate(d, k):
    """Side d turned clockwise by k sixth-turns."""
    return (d + k) % 6


def opposite(d):
    return (d + 3) % 6


def neighbour(col, row, d):
    """The hex across side d of (col, row), in tile coordinates (may be off the tile)."""
    dc, dr = (_ODD if col & 1 else _EVEN)[d]
    return col + dc, row + dr


def parse_side(s):
    """'N', 'ne', ... -> side number; HexError on anything else."""
    t = s.strip().upper()
    for i in range(6):
        if SIDE_NAMES[i] == t:
            return i
    raise HexError("not a hex side: %r (use N NE SE S SW NW)" % s)


# Column letters (the hex names' alphabet) and row numbers as ready strings: a hex name is then
# one new string (on a Pico each new string costs a lookup among the interned names, ~0.2 ms
# with Black Keep loaded, py/qstr.c), not a letter, a number and their join.
COL_NAMES = ("A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M", "N", "O", "P",
             "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z")
ROW_NAMES = ("1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12")


def hex_name(col, row):
    if not 0 <= col < 26 or row < 0:
        raise HexError("no hex name for column %d row %d" % (col, row))
    if row < len(ROW_NAMES):
        return COL_NAMES[col] + ROW_NAMES[row]
    return "%s%d" % (COL_NAMES[col], row + 1)


def parse_hex(s):
    """'D5' -> (3, 4). HexError on junk ('', 'D', '5D', 'D0', 'DD5')."""
    t = s.strip().upper() if isinstance(s, str) else ""
    if len(t) < 2 or t[0] not in COL_NAMES or not t[1:].isdigit():
        raise HexError("not a hex name: %r (letter then row number, e.g. D5)" % s)
    row = int(t[1:])
    if row < 1:
        raise HexError("not a hex name: %r (rows start at 1)" % s)
    return COL_NAMES.index(t[0]), row - 1


def to_axial(col, row):
    return col, row - ((col - (col & 1)) >> 1)


def axial_rotate(q, r, k):
    """Axial vector turned clockwise by k sixth-turns about the origin."""
    for _ in range(k % 6):
        q, r = -r, q + r
    return q, r


def axial_distance(q1, r1, q2, r2):
    dq = q1 - q2
    dr = r1 - r2
    ds = -dq - dr
    if dq < 0:
        dq = -dq
    if dr < 0:
        dr = -dr
    if ds < 0:
        ds = -ds
    return max(dq, dr, ds)


def distance(a, b):
    """Steps between tile hexes a=(col,row) and b=(col,row) (cube distance)."""
    q1, r1 = to_axial(a[0], a[1])
    q2, r2 = to_axial(b[0], b[1])
    return axial_distance(q1, r1, q2, r2)


def side_to(a, b):
    """Side d of hex a whose neighbour is b, or -1 if they are not neighbours."""
    for d in range(6):
        if neighbour(a[0], a[1], d) == (b[0], b[1]):
            return d
    return -1


def straight_side(a, b):
    """Side d such that b lies straight ahead of a along side d (same row of hexes), else -1."""
    q1, r1 = to_axial(a[0], a[1])
    q2, r2 = to_axial(b[0], b[1])
    dq = q2 - q1
    dr = r2 - r1
    k = axial_distance(0, 0, dq, dr)
    if k == 0:
        return -1
    for d in range(6):
        if AXIAL[d][0] * k == dq and AXIAL[d][1] * k == dr:
            return d
    return -1


def row_ahead(col, row, d, k):
    """The k hexes straight ahead of (col, row) across side d, nearest first."""
    out = []
    for _ in range(k):
        col, row = neighbour(col, row, d)
        out.append((col, row))
    return out


def centre_xy(q, r):
    """Integer lattice centre of axial hex (q, r) (see module docstring)."""
    return 3 * q, 2 * r + q


def toward(b, a, h):
    """The side of hex a whose direction is nearest the straight line to h, -1 if a == h (b:
    a board, for its axial tables q and r; the Lantern's "turn to face you").
    In the lattice (x = 3q, y = 2r + q) a unit of y is sqrt(3) units of x, so the true dot
    product is dx*x + 3*dy*y."""
    if a == h:
        return -1
    dq = b.q[h] - b.q[a]
    x = 3 * dq
    y = 2 * (b.r[h] - b.r[a]) + dq
    best = -1
    bv = 0
    for d in range(6):
        aq, ar = AXIAL[d]
        v = 3 * aq * x + 3 * (2 * ar + aq) * y
        if best < 0 or v > bv:
            best = d
            bv = v
    return best
