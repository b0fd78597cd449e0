"""Black Keep line of sight: table build time, query time, heap of Board + Sight.

Board: the example vault and four map tiles (tile1b relabelled "4"), 305 hexes.
Run under micropython: micropython tools/bench/bench_keep_sight.py
Pico estimate: the RP2040 runs this code about 200x slower than the unix port here.
keep_sight_cached_load_ms: loading the same table from lookout.keep.sightcache's file (an
in-memory fs here; flash read time on a Pico comes on top).
Heap figures are the unix port's (64-bit); a Pico's 32-bit objects are smaller, bytearrays
and arrays (most of these tables) the same.
"""
import gc
import sys
import time

_here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, _here + "/../../firmware")

from lookout.keep.board import Board  # noqa: E402
from lookout.keep.guardrec import ALERT, BORED, INTERESTED  # noqa: E402
from lookout.keep.sight import Sight  # noqa: E402
from lookout.keep import sightcache  # noqa: E402
from lookout.keep.tiles import parse_tile  # noqa: E402

TILES = _here + "/../../firmware/tiles/"


def ticks_us():
    if hasattr(time, "ticks_us"):
        return time.ticks_us()
    return int(time.time() * 1000000)


def load(name, label=None):
    with open(TILES + name + ".txt") as f:
        text = f.read()
    if label:
        text = text.replace("tile 1\n", "tile %s\n" % label)
    return parse_tile(text, name)


class RamFs:
    """In-memory stand-in for lookout.fsys.OsFs (read/write/rename)."""

    def __init__(self):
        self.files = {}

    def read(self, name):
        return self.files.get(name)

    def write(self, name, data):
        self.files[name] = bytes(data)

    def rename(self, src, dst):
        self.files[dst] = self.files.pop(src)


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit))


def main():
    placed = [(load("tile1a"), 0, 0), (load("tile2a"), 1, 3), (load("tile3b"), 2, 5),
              (load("tile1b", "4"), 4, 1)]
    vault = load("vault_a")
    gc.collect()
    base = gc.mem_alloc()
    board = Board(vault, placed)
    gc.collect()
    board_bytes = gc.mem_alloc() - base     # the tiles stay alive: not counted

    calls = [0]

    def progress(done, total):
        calls[0] += 1

    gc.collect()
    base2 = gc.mem_alloc()
    t0 = ticks_us()
    sight = Sight(board, progress=progress)
    t1 = ticks_us()
    gc.collect()
    sight_bytes = gc.mem_alloc() - base2
    build_ms = (t1 - t0) // 1000
    del vault, placed
    gc.collect()

    # one lazy row: time and everything it allocates (GC held off)
    lazy = Sight(board, lazy=True)
    gc.collect()
    gc.disable()
    a0 = gc.mem_alloc()
    t0 = ticks_us()
    lazy.full(board.index("V-E5"), 0)
    t1 = ticks_us()
    row_peak = gc.mem_alloc() - a0
    row_us = t1 - t0
    gc.enable()
    del lazy
    gc.collect()

    # persistent cache: save once, then time a load (decode + checks) of the same board
    fs = RamFs()
    sightcache.save(fs, sight)
    file_bytes = len(list(fs.files.values())[0])
    gc.collect()
    t0 = ticks_us()
    cached = sightcache.load(fs, board)
    t1 = ticks_us()
    load_us = t1 - t0
    assert cached is not None and bytes(cached.bits) == bytes(sight.bits)
    del cached, fs
    gc.collect()

    n = board.n
    # sees(): every status, facing, pairs spread over the board
    qs = []
    for g in range(0, n, 7):
        for h in range(3, n, 11):
            qs.append((g, (g + h) % 6, h))
    t0 = ticks_us()
    k = 0
    for st in (ALERT, ALERT, BORED, INTERESTED):
        for g, f, h in qs:
            sight.sees(g, f, st, h)
            k += 1
    t1 = ticks_us()
    query_us = (t1 - t0) / k

    t0 = ticks_us()
    m = 0
    for g in range(0, n, 5):
        sight.seen(g, g % 6, ALERT)
        m += 1
    t1 = ticks_us()
    seen_us = (t1 - t0) // m

    line("keep_sight_precompute_ms", build_ms, "ms")
    line("keep_sight_cached_load_ms", "%.1f" % (load_us / 1000), "ms")
    line("keep_sight_cache_file_bytes", file_bytes, "bytes")
    line("keep_sight_progress_calls", calls[0], "calls")
    line("keep_sight_lazy_row_us", row_us, "us")
    line("keep_sight_query_us", "%.1f" % query_us, "us")
    line("keep_sight_seen_alert_us", seen_us, "us")
    line("keep_board_heap_bytes", board_bytes + sight_bytes, "bytes")
    line("keep_board_only_heap_bytes", board_bytes, "bytes")
    line("keep_sight_table_heap_bytes", sight_bytes, "bytes")
    line("keep_sight_row_alloc_bytes", row_peak, "bytes")
    line("keep_board_hexes", n, "hexes")


main()
