"""Opening a Black Keep table a slice at a time (lookout.ui.working): the layout's tile files,
the engine around the board's sight table, a saved game. Each is a generator that yields
between slices; measured on the emulated Pico a slice is ~100 ms (a tile file, an engine
module, half a board), the longest ~235 ms (the hub a resumed game opens, with a collection).
The module goes once the game is made or loaded (keep/table.gone): only opening needs it.
"""
import gc

from lookout import heap
from lookout.keep import load
from lookout.screens.keep import table as KT

ENGINE = len(load.ENGINE) + 2    # engine()'s yields: the sight table, a module each, the context
# below this many bytes free once the board is built, a new board's whole sight table is made
# before the engine loads (engine()): measured on the emulated Pico at Done, ~89 KB on the
# official firmware (its code in RAM), ~130 KB on the Lookout board (ROMFS)
SIGHT_FIRST_FREE = 110000
ROWS_A_SLICE = 8                 # sight rows a slice then (~10 ms each on a Pico, 18 the worst)


def catalogue(app, n, tiles, out):
    """Every tile file in tiles/ and usertiles/ parsed, a yield each after the parser's import
    (~110 ms) and a collection: out gets the listing [(path, label, is_vault, error)]
    (lookout.keep.tilelib's); the first vault and the first n map tiles of names not met yet
    (the first layout's, lookout.keep.layout.default) stay parsed in tiles, the rest go at
    once (a parsed tile is a few KB). A file the device cannot take (a parse error, or too
    big for its RAM) is listed with its reason, never raised: the layout lists it."""
    from lookout.keep import layout
    from lookout.keep.tiles import TileError
    gc.collect()
    lb = KT.lib(app)
    yield
    names = []
    radius = {}
    vault = False
    for p in lb.paths():
        t = None
        try:
            t = lb.load(p)
        except TileError as e:
            out.append((p, None, False, str(e)))
        except MemoryError:
            t = None
            gc.collect()
            out.append((p, None, False, "%s: too big for this device's memory" % p))
        why = None if t is None else layout.unfit(t, p)
        if why:
            t = None
            out.append((p, None, False, why))
        if t is not None:
            radius[p] = t.radius
            out.append((p, t.label, t.is_vault, None))
            if t.is_vault and not vault:
                vault = True
                tiles[p] = t
            elif not t.is_vault and t.label not in names and len(names) < n:
                names.append(t.label)
                tiles[p] = t
        t = None
        yield
    _radius(out, radius)


def _radius(out, radius):
    """Tiles of one board share a size (Board): the size most map tiles have is the board's,
    and a tile of another (a map tile or a vault) is listed with why, not offered."""
    count = {}
    for e in out:
        if not e[2] and e[3] is None:
            count[radius[e[0]]] = count.get(radius[e[0]], 0) + 1
    if not count:
        return
    r = max(count, key=lambda k: count[k])
    for i in range(len(out)):
        e = out[i]
        if e[3] is None and radius[e[0]] != r:
            out[i] = (e[0], None, e[2], "%s: radius %d, most tiles here have %d: it cannot "
                      "join them" % (e[0], radius[e[0]], r))


def parse_tiles(app, rec, tiles):
    """The layout rec's tile files not in tiles yet parsed into it (path -> Tile), a yield
    each."""
    lb = KT.lib(app)
    for p in [rec["v"]] + [r[0] for r in rec["t"]]:
        if p not in tiles:
            tiles[p] = lb.load(p)
            yield


def engine(table, before=0, after=0):
    """The sight table (from flash, else empty and built a slice per tick; where the app
    runs lean its rows stay in the flash file: lookout.keep.sightcache) right after the
    board, then the engine's code around them (lookout.keep.load: big blocks first), then the
    game's context (table.kc); ENGINE yields. Where the heap is tight (less than
    SIGHT_FIRST_FREE bytes free after the board: the official Pico firmware, whose code is in
    RAM) a table not on flash is built whole first, ROWS_A_SLICE rows a slice, saved, and its
    row builder let go before the engine's code comes in: on the emulated Pico the builder
    (~14 KB) and the engine left 9,936 bytes after the context and the new game then ran the
    heap out. It then yields an int first: the job's slices in all (Working's bar), given
    the job's yields before this (before) and after it (after)."""
    table.app.drop(*load.BOARD)                # the board is final: the tile parser goes
    if table.sight is not None:                # an earlier Done's, which failed: replaced
        table.sight.close()
        table.sight = table.kc = None
    gc.collect()
    tight = hasattr(gc, "mem_free") and gc.mem_free() < SIGHT_FIRST_FREE
    from lookout.keep import sightcache
    from lookout.keep.sight import Sight
    fs = table.app.hal.fs
    s = None
    try:
        s = sightcache.load(fs, table.board)
    except (OSError, ValueError, MemoryError):
        s = None
    if s is None:
        s = Sight(table.board, lazy=True)
        if tight:
            table.sight = s
            yield before + 1 + (s.n + ROWS_A_SLICE - 1) // ROWS_A_SLICE + ENGINE + after
            left = s.n
            while left:
                left = s.warm(ROWS_A_SLICE)     # (the last one lets the builder go)
                yield
            try:
                sightcache.save(fs, s)
                if heap.LEAN:                   # its rows read from flash from now on: the
                    table.sight = s = sightcache.load(fs, table.board) or s   # 12 KB back
            except (OSError, ValueError):
                pass                            # (built again for the next game)
            gc.collect()
    table.sight = s
    yield
    for _ in load.modules():
        yield
    table.kc = load.engine().Keep(table.board, s)
    yield


def game(app, d, out):
    """The saved game d on the board its recipe names (ValueError naming a changed or missing
    tile file), its Table appended to out; game_slices(d) yields: the parser's import, each
    tile file, the board in two halves, engine(), and the replay last."""
    from lookout.keep import recipe
    gc.collect()
    lb = KT.lib(app)
    yield
    b = []
    for _ in recipe.building(d["g"]["i"]["board"], lb, b):
        yield
    yield                                   # (the board was made after the last file)
    t = KT.Table(app, d["r"], b[0])
    b = lb = None
    for x in engine(t, len(t.board.tiles) + 3):      # (game_slices: the yields before)
        yield x
    t.ui = d.get("ui") or {}
    from lookout.keep.game import Game
    t.g = KT.KeepPlay(app, t, Game.load(t.board, d["g"], kc=t.kc))
    KT.gone(app)
    out.append(t)


def game_slices(d):
    return len(d["g"]["i"]["board"]["tiles"]) + ENGINE + 3
