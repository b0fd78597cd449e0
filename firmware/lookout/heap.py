"""Whether the app runs lean: its code in the heap (the official Pico firmware loads the .mpy
on its littlefs into RAM, unlike the Lookout board's ROMFS or frozen code) and a Pico-sized
heap. There a Black Keep game has ~10-20 KB free, cut into small pieces, so the app keeps a
file's room aside (lookout.fsys; let go at each open and each import that loads a module:
watch_imports) and gives the map's tables back between maps (the Black Keep
hub). Decided once, at import: never on CPython, the web page's big heap or the Lookout board.
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
    return gc.mem_free() + gc.mem_alloc() <= SMALL


LEAN = _lean()


def watch_imports(room):
    """Let room (lookout.fsys.OsFs) go before an import that loads a module, whose file
    wants the room in one piece as a save's does: an import of what is loaded already
    changes nothing (it runs in key handlers, every press). False where the port cannot."""
    try:
        import builtins
        load = builtins.__import__
    except (ImportError, AttributeError):
        return False

    def imp(name, g=None, lo=None, fromlist=None, level=0):
        m = sys.modules.get(name)
        if m is None:
            room.let_go()
        elif fromlist:
            for x in fromlist:
                if not hasattr(m, x):           # a submodule not loaded yet
                    room.let_go()
                    break
        return load(name, g, lo, fromlist, level)
    try:
        builtins.__import__ = imp
    except (AttributeError, TypeError):          # a port whose builtins stay as built
        return False
    return True
