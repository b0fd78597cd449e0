"""The fast sight table (issue 9) is bit-identical to the algorithm it replaced.

keep_sight_ref.py (beside this file, not in the firmware) is lookout.keep.sighttable as it
was at commit 2f758b6; every test compares whole tables (every guard hex's row) built both
ways: every shipped tile in every rotation and vault side, whole 4-tile boards (compass
orientations, mirrored), a reach limit, and random boards full of walls and special hexes.
"""
import gc
import hashlib

from lookout.keep import hexgrid as hg
from lookout.keep.board import Board
from lookout.keep import sighttable
from lookout.keep.sight import Sight
from lookout.keep.tiles import load_tile, parse_tile, shape_hexes
import keep_sight_ref as ref

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
TILES = HERE + "/../../firmware/tiles/"
MAPS = ("tile1a", "tile1b", "tile2a", "tile2b", "tile3a", "tile3b")


def T(name, label=None):
    if not label:
        return load_tile(TILES + name + ".txt")
    with open(TILES + name + ".txt") as f:
        text = f.read()
    return parse_tile(text.replace("\ntile 1\n", "\ntile %s\n" % label), name)


def same(b, reach=0, lazy=True):
    # the blocking sides: each wall once (the lower hex's), as the reference's set gives them
    assert list(sighttable.blocking_edges(b)) == list(ref.blocking_edges(b))
    gc.collect()
    s = Sight(b, reach=reach)
    assert s.pending() == 0
    rb = s.rowbytes
    g = 0
    for want in ref.rows(b, reach):
        assert s.bits[g * rb:(g + 1) * rb] == want, "row of %s differs (%d hexes)" % (
            b.names[g], b.n)
        g += 1
    assert g == b.n
    if not lazy:
        return
    # built a few rows at a time, in another order, as the table does during setup (the
    # first table goes first, its digest kept: two 12 KB tables at once fragment a
    # Pico-sized heap after many boards)
    want = hashlib.sha256(s.bits).digest()
    s = None
    gc.collect()
    t = Sight(b, reach=reach, lazy=True)
    for g in range(b.n - 1, -1, -3):
        t.full(g, 0)
    while t.warm(2):
        pass
    assert hashlib.sha256(t.bits).digest() == want


def test_every_shipped_map_tile_in_every_rotation_on_both_vaults():
    for vault, rots in (("vault_a", range(6)), ("vault_b", (1, 4))):
        v = T(vault)
        for name in MAPS:
            t = T(name)
            for rot in rots:     # lazily too in one rotation (each table re-imports the
                # row builder: at the Pico-sized heap the unix port's leftovers add up)
                same(Board(v, [(t, (rot + 2) % 6, rot)]), lazy=rot == rots[0])


def test_whole_boards_orientations_and_mirror():
    v = T("vault_a")
    maps = [T("tile1a"), T("tile2a"), T("tile3a"), T("tile1b", "4")]
    # the emulated Pico bench's board (tools/pico/device/keep_figs.py), 305 hexes
    b = Board(v, [(maps[0], 0, 0), (maps[1], 2, 0), (maps[2], 3, 0), (maps[3], 5, 0)])
    assert b.n == 305
    same(b)
    b = None
    vb = T("vault_b")
    maps2 = [T("tile1b"), T("tile2b"), T("tile3b")]
    # whole tables only (the lazy build is checked above): at the Pico-sized heap the unix
    # port's leftovers of re-importing the row builder add up
    same(Board(vb, [(maps2[0], 1, 2), (maps2[1], 3, 4), (maps2[2], 5, 1)], orientation=2),
         lazy=False)
    same(Board(v, [(maps[0], 0, 3), (maps[2], 3, 5)], orientation=5, mirror=True), lazy=False)


def test_reach_limit():
    v = T("vault_b")
    b = Board(v, [(T("tile2b"), 0, 1), (T("tile3a"), 3, 2)])
    same(b, reach=4)
    same(b, reach=1)


class Lcg:
    def __init__(self, seed):
        self.x = seed

    def below(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.x >> 8) % n


def random_tile(rng, label, kind, radius):
    hexes, mid = shape_hexes(radius)
    lines = ["tile %s" % label, "kind %s" % kind, "radius %d" % radius]
    keep = {mid}
    if kind == "vault":
        lines.append("vault %s" % hg.hex_name(*mid))
    else:
        below = hg.neighbour(mid[0], mid[1], hg.S)
        keep.add(below)
        lines += ["crescent %s" % hg.hex_name(*mid),
                  "patrol %s %s" % (hg.hex_name(*mid), hg.hex_name(*below)),
                  "red %s" % hg.hex_name(*mid)]
    sp = set()
    for _ in range(rng.below(6)):
        h = hexes[rng.below(len(hexes))]
        if h not in keep:
            sp.add(h)
    if sp:
        lines.append("special " + " ".join(hg.hex_name(*h) for h in sorted(sp)))
    seen = set()
    for _ in range(rng.below(len(hexes) + 1)):
        h = hexes[rng.below(len(hexes))]
        d = rng.below(6)
        o = hg.neighbour(h[0], h[1], d)
        if (h, d) in seen or (o, (d + 3) % 6) in seen or (kind == "map" and mid in (h, o)):
            continue
        seen.add((h, d))
        lines.append("wall %s %s" % (hg.hex_name(*h), hg.SIDE_NAMES[d]))
    return parse_tile("\n".join(lines) + "\n", "%s.txt" % label)


def test_random_boards():
    rng = Lcg(9)
    for i in range(12):
        radius = 1 + rng.below(4)
        v = random_tile(rng, "V", "vault", radius)
        placed = []
        sides = [0, 1, 2, 3, 4, 5]
        for k in range(rng.below(3)):
            side = sides.pop(rng.below(len(sides)))
            placed.append((random_tile(rng, str(k + 1), "map", radius), side, rng.below(6)))
        same(Board(v, placed, orientation=rng.below(6), mirror=rng.below(2) == 1))


def test_row_builder_in_memory_only_while_rows_are_built():
    import sys
    from lookout.keep.sight import ROWS_MODULES
    name = "lookout.keep.sighttable"
    assert name in ROWS_MODULES

    def gone():
        return not [m for m in ROWS_MODULES if m in sys.modules]

    b = Board(T("vault_b"), [(T("tile2a"), 0, 0)])
    s = Sight(b, lazy=True)
    s.full(3, 5)                            # one row on demand
    assert name in sys.modules and s.pending() == b.n - 1
    # its bucketing helper: native code where the port compiles viper, else Python
    assert "lookout.keep.sightbucket" in sys.modules or "lookout.keep.sightsort" in sys.modules
    while s.warm(7):
        pass
    assert gone() and s._edges is None      # complete: forgotten, helpers too
    Sight(b)                                # a whole table: imported again, then forgotten
    assert gone()
    t = Sight.from_bits(b, s.bits)          # a table from flash needs no row builder
    assert gone() and t.bits == s.bits
