"""The bench board (tools/bench/bench_keep_game.py: vault A + four map tiles, 305 hexes) and a
lazy sight table, built first thing, before the engine is imported: under the MicroPython
unix port's Pico-sized heap the board's arrays want contiguous blocks. Test helper."""
import gc

from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep.tilelib import TileLib

_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
gc.collect()
BOARD = recipe.make(TileLib(OsFs(_ROOT + "/firmware")), "tiles/vault_a.txt", [
    ("tiles/tile1a.txt", 0, 0), ("tiles/tile2a.txt", 2, 0), ("tiles/tile3a.txt", 3, 0),
    ("tiles/tile1b.txt", 5, 0, "4")])
gc.collect()
from lookout.keep.sight import Sight  # noqa: E402
SIGHT = Sight(BOARD, lazy=True)
