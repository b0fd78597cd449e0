"""Whether the app runs lean: its code in the heap (the official Pico firmware loads the .mpy
on its littlefs into RAM, unlike the Lookout board's ROMFS or frozen code) and a Pico-sized
heap. There a Black Keep game has ~10-20 KB free, cut into small pieces, so the app keeps a
file's room aside (lookout.fsys) and gives the map's tables back between maps (the Black Keep
hub). Decided once, at import: never on CPython, the web page's big heap or the Lookout board.
drop() lets a module's code go (its RAM there) until its next import.
"""
import gc
import sys

SMALL = 256 * 1024      # a heap this size or smaller: a Pico's (~240 KB)


def _lean():
    if not hasattr(gc, "mem_free"):
        return False                            # CPython
    f = getattr(sys.modules.get("lookout"), "__file__", "/rom")
    if f.startswith("/rom") or f.startswith(".frozen"):
        return False                            # the code runs from flash
    if "RP2040" in getattr(sys.implementation, "_machine", ""):
        return True                             # 264 KB of SRAM: a Pico's heap, no count
    return gc.mem_free() <= SMALL               # (a count of the heap: ~9 ms on a Pico)


LEAN = _lean()


def drop(*names):
    """Forget these modules (from sys.modules and their parent package's names): once nothing
    else holds them their code's RAM comes back, and the next use imports them afresh."""
    for name in names:
        if name in sys.modules:
            del sys.modules[name]
        parent, _, child = name.rpartition(".")
        pkg = sys.modules.get(parent)
        if pkg is not None and hasattr(pkg, child):
            delattr(pkg, child)
