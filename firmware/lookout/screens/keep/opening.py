"""Opening a Black Keep table a slice at a time (lookout.ui.working): the layout's tile files,
the engine around the board's sight table, a saved game. Each is a generator that yields
between slices; measured on the emulated Pico a slice is ~100 ms (a tile file, an engine
module, half a board), the longest ~235 ms (the hub a resumed game opens, with a collection).
The module goes once the game is made or loaded (keep/table.gone): only opening needs it.
"""
import gc

from lookout.keep import load
from lookout.screens.keep import table as KT

ENGINE = len(load.ENGINE) + 2    # engine()'s yields: the sight table, a module each, the context


def parse_tiles(app, rec, tiles):
    """Parse the layout's tile files into tiles (path -> Tile): after a collection and the
    parser's import (~110 ms), a yield per file, the vault's first; len(rec["t"]) + 2 yields."""
    gc.collect()                 # the parsed tiles low in a clean heap, the board after them
    lb = KT.lib(app)
    yield
    for p in ["tiles/vault_%s.txt" % rec["v"]] + ["tiles/tile%s%s.txt" % (t[0], t[1])
                                                  for t in rec["t"]]:
        if p not in tiles:
            tiles[p] = lb.load(p)
        yield


def engine(table):
    """The sight table (from flash, else empty and built a slice per tick) right after the
    board, then the engine's code around them (lookout.keep.load: big blocks first), then the
    game's context (table.kc); ENGINE yields."""
    table.app.drop(*load.BOARD)                # the board is final: the tile parser goes
    gc.collect()
    from lookout.keep import sightcache
    from lookout.keep.sight import Sight
    s = None
    try:
        s = sightcache.load(table.app.hal.fs, table.board)
    except (OSError, ValueError, MemoryError):
        s = None
    if s is None:
        s = Sight(table.board, lazy=True)
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
    for _ in engine(t):
        yield
    t.ui = d.get("ui") or {}
    from lookout.keep.game import Game
    t.g = KT.KeepPlay(app, t, Game.load(t.board, d["g"], kc=t.kc))
    KT.gone(app)
    out.append(t)


def game_slices(d):
    return len(d["g"]["i"]["board"]["tiles"]) + ENGINE + 3
