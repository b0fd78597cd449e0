"""What holds the Pico's heap at the end of a keep_ui_figs run (PARTS=1): each part let go in
turn (the game's log and state, the screens, the board's tables, then each firmware module),
a collection after each, and the free heap's growth printed as keep_mem_<part> lines. The
interned names stay (MicroPython never frees them): qstr_info(1) lists them first (Q(...)
lines: which module's names fill the pool), qstr_info() sums their pool at the end. A module
of its own (tools/pico/pico.py DEVICE_MODULES) so its code is not on the heap during the game."""
import gc
import sys
import time


def parts(app, FREE0, line):
    """What holds the heap now: each part let go in turn, the free heap's growth named."""
    from lookout.app import drop
    import micropython
    micropython.qstr_info(1)             # first: the imports below may not find room
    for n in ("screens.keep.play", "screens.keep.map", "screens.keep.pages"):
        drop("lookout." + n)            # what a dropped step screen costs its next press
        gc.collect()
        t0 = time.ticks_us()
        try:
            __import__("lookout." + n)
        except MemoryError:
            print("# keep_import_%s: no room" % n[8:])  # the parts below still say why
            continue
        line("keep_import_ms_" + n[8:], "%.1f" % (time.ticks_diff(time.ticks_us(), t0) / 1000),
             "ms")
    t = None
    for s in app.stack:
        t = getattr(s, "t", None) or t
    s = None
    h = t.game if t is not None else None
    v = t._view if t is not None else None
    gc.collect()
    base = [gc.mem_free()]

    def gone(what):
        gc.collect()
        f = gc.mem_free()
        line("keep_mem_" + what, f - base[0], "bytes")
        base[0] = f
    line("keep_mem_free", base[0], "bytes (after a collection)")
    if h is not None:
        line("keep_mem_log_actions", len(h.actions), "actions, %d checkpoints of %s chars"
             % (len(h.marks), "+".join(str(len(m[1])) for m in h.marks)))
        h.marks = []
        gone("checkpoints")
        h.actions = []
        h.initial = None
        app.session.data["games"] = {}          # the save's entry shares them
        gone("log")
        t.ui = {}
        gone("table_ui")
    del app.stack[1:]
    gone("screens")
    if h is not None:
        h.state = None
        gone("state")
    if v is not None:
        t._view = v = None
        gone("map_view")
    if t is not None:
        t.kc.routes = None
        gone("routes")
        h.kc = h.model = t.kc = t.g = h = None
        gone("keep_context")
        t.sight = None
        gone("sight_table")
        t.board = None
        t = None
        gone("board")
    for n in ORDER:
        n = "lookout." + n
        if n in sys.modules:
            drop(n)
            gone(n[8:])
    rest = [n[8:] for n in sys.modules if n.startswith("lookout.")]
    rest.sort()
    print("# still loaded: %s" % " ".join(rest))
    import micropython
    micropython.qstr_info()
    line("keep_mem_heap_free_at_start", FREE0, "bytes (before the app)")


ORDER = ("screens.keep.start", "screens.keep.turn", "screens.keep.setup", "screens.keep.join",
         "screens.keep.choose", "screens.keep.blind", "ui.working", "ui.idle", "keep.trace",
         "screens.keep.play", "screens.keep.draw", "screens.keep.fix", "screens.keep.resume",
         "screens.keep.dial", "ui.pin", "screens.keep.map", "screens.keep.pages",
         "screens.keep.table", "screens.keep.view", "screens.gameplay", "screens.gamelog",
         "keep.fix", "keep.draws", "keep.load", "keep.newgame", "keep.recipe",
         "keep.sightcache", "keep.tilelib", "keep.tiles", "keep.game", "keep.views",
         "keep.actions", "keep.context", "keep.turn", "keep.routes", "keep.astar", "keep.moves",
         "keep.guards", "keep.homes", "keep.spotting", "keep.sight", "keep.sighttable",
         "keep.guardrec", "keep.dials", "keep.cards", "keep.rng", "keep.board", "keep.hexgrid",
         "keep", "history", "games.check", "recover")
