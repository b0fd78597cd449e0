"""Bringing Black Keep into the Pico's heap in an order that leaves it in one piece.

Measured on the emulated Pico (tools/pico, real MicroPython heap): imported first, the
engine's ~55 KB of code leaves the free heap in pieces; parsing tiles and building the board
after that left ~106 KB free but no block of 4 KB, so the board's neighbour table (3.6 KB)
or the sight table (12 KB for 305 hexes) raised MemoryError. Built first, they take one clean
region and the engine's code fills in around them. So a screen that starts a game does:

    from lookout.keep import load
    board = Board(vault, placed)        # lookout.keep.tiles / board only
    sight = sightcache.get(fs, board, progress)   # 12 KB in one piece, from flash or computed
    game = load.engine()                # the rest, one module at a time
    kc = game.Keep(board, sight)

engine() imports the engine's modules leaves first with a collection after each, so each
module's loading garbage is freed before the next one allocates (fewer holes).

Code only one moment needs leaves again (the screens pass these names to app.drop):
BOARD, the tile files' parser, once the board is final (8 KB on a Pico); ONCE, what only starts
a game (the new game, the board's recipe check, the sight table's flash cache: 9 KB), once the
game is made or loaded. A later use imports them afresh.
"""
import gc
import sys

ENGINE = ("lookout.history", "lookout.keep.hexgrid", "lookout.keep.rng", "lookout.keep.cards",
          "lookout.keep.dials", "lookout.keep.guardrec", "lookout.keep.said",
          "lookout.keep.sight", "lookout.keep.spotting", "lookout.keep.guards",
          "lookout.keep.moves", "lookout.keep.routes", "lookout.keep.turn", "lookout.keep.context",
          "lookout.keep.actions", "lookout.keep.views", "lookout.keep.game")
BOARD = ("lookout.keep.tilelib", "lookout.keep.tiles")   # tile files -> board
ONCE = BOARD + ("lookout.keep.newgame", "lookout.keep.recipe", "lookout.keep.sightcache")


def engine():
    """Import the engine (leaves first, collecting between); returns lookout.keep.game."""
    for _ in modules():
        pass
    return sys.modules["lookout.keep.game"]


def modules():
    """engine() a module at a time: yields after each (len(ENGINE) times; ~20-60 ms each on a
    Pico), so a screen can show progress between them (lookout.ui.working)."""
    for name in ENGINE:
        if name not in sys.modules:
            __import__(name)
            gc.collect()
        yield
