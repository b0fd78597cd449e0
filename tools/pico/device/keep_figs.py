# ruff: noqa: F821 - ROOT and the other parameters are put in front of this script by the host
# Black Keep on the device (sent to the emulated Pico, or run by the unix port for the ratio).
# The host puts before this: ROOT (where /firmware and /tools live, "/" on the Pico), SIGHT
# ("build": compute the sight table here and time it; "cache": load it from ROOT/cache, as a
# device does for a board it has seen), PHASES (guards phases to time) and GAME (1: play the
# scripted bench game to its end too), APP (1: start the app first; 0: the engine alone).
# The app comes first, as on the device (its resident modules, the home screen, a RAM display),
# then the board, its sight table and the engine in lookout.keep.load's order.
# FW (optional): where the app's package and tiles/ are; default ROOT + "firmware"; "" for the
# root, where `mpremote mip install` puts them (host_tests/test_pico_mip.py).
import gc
import sys
import time

try:
    FW
except NameError:
    FW = ROOT + "firmware"
sys.path.insert(0, ROOT + "tools/pico")
sys.path.insert(0, ROOT + "tools/bench")
if FW:
    sys.path.insert(0, FW)
gc.collect()
FREE0 = gc.mem_free()
us = time.ticks_us


def ms(t0):
    return time.ticks_diff(us(), t0) / 1000


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit))


if APP:
    from ramhal import RamHal  # noqa: E402
    from lookout.app import App  # noqa: E402
    app = App(RamHal(ROOT + "state"))
    app.start()
    app.step(0)
    app.step(5)                # the menu's second pass, as on the device: App._settle
    gc.collect()
    line("keep_app_free_bytes", gc.mem_free(), "bytes")

low = [1 << 30, ""]            # free bytes after a step, garbage included, and the step
live = [1 << 30, ""]           # the same after a collection: what the game holds


def note_free(what=""):
    f = gc.mem_free()          # no collection: what the step left, garbage included
    if f < low[0]:
        low[0] = f
        low[1] = what
    gc.collect()
    f = gc.mem_free()
    if f < live[0]:
        live[0] = f
        live[1] = what


# The order lookout.keep.load documents: board and sight first, then the engine.
from lookout.keep.tiles import parse_tile  # noqa: E402
from lookout.keep.board import Board  # noqa: E402
from lookout.keep import sightcache  # noqa: E402
from lookout.keep.sight import Sight  # noqa: E402
from lookout.fsys import OsFs  # noqa: E402


def tile(name, label=None):
    with open(FW + "/tiles/" + name) as f:
        text = f.read()
    if label:
        text = text.replace("\ntile 1\n", "\ntile %s\n" % label)
    return parse_tile(text, name)


gc.collect()
t0 = us()                      # bench_keep_game's board: vault A + four map tiles, 305 hexes
v = tile("vault_a.txt")
maps = [tile("tile1a.txt"), tile("tile2a.txt"), tile("tile3a.txt"), tile("tile1b.txt", "4")]
board = Board(v, [(maps[0], 0, 0), (maps[1], 2, 0), (maps[2], 3, 0), (maps[3], 5, 0)])
t_board = ms(t0)
v = maps = None
note_free("board")
from lookout.app import drop  # noqa: E402
from lookout.keep import load  # noqa: E402
del parse_tile, tile
drop(*load.BOARD)              # the tile parser's code goes once the board is built (as the app)
gc.collect()
t0 = us()
if SIGHT == "build":
    # the whole table at once, no overlap (saved: the cached load below reads it back)
    sight = Sight(board)
    line("keep_sight_precompute_s", "%.2f" % (ms(t0) / 1000), "s")
    sightcache.save(OsFs(ROOT + "cache"), sight)
    sight = None
    gc.collect()
    t0 = us()
sight = sightcache.load(OsFs(ROOT + "cache"), board)
t_load = ms(t0)
assert sight is not None, "no cached sight table for the bench board"
line("keep_sight_cached_load_s", "%.3f" % (t_load / 1000), "s")
t_sight = t_load
if SIGHT == "build":
    # A board the device has not seen (screens/keep/table.py start_sight): an empty table
    # whose rows are built a slice per tick while the players set up, and on demand.
    sight = None
    gc.collect()
    t0 = us()
    sight = Sight(board, lazy=True)
    t_sight = ms(t0)
note_free("sight")

t0 = us()
game = load.engine()
import lookout.keep.newgame  # noqa: E402,F401  (Game.new's; in the app the press that makes it)
import bench_keep_game as K  # noqa: E402  (the bench scenario: guards, pins, the bot)
t_import = ms(t0)
line("keep_import_ms", "%.0f" % t_import, "ms")
Game = game.Game
from lookout.keep.rng import Rng  # noqa: E402
note_free("engine import")
gc.collect()
t0 = us()
kc = game.Keep(board, sight)
t_keep = ms(t0)
note_free("Keep context")
cold_first = 0
if SIGHT == "build":           # a new board: tools/pico/device/keep_newboard.py
    import keep_newboard as NB  # noqa: E402
    cold_first = NB.first_guards_cold(K, kc, line)
    note_free("first guards phase")
    NB.background(sight, line)
    note_free("sight rows")     # (the same table is on flash already: not saved again)
line("keep_board_build_ms", "%.0f" % t_board, "ms")
line("keep_context_ms", "%.0f" % t_keep, "ms")

# -- guards phases and every other engine step of bot games (the bench_keep_game scenario) --
n = 0
total = 0
worst = 0
step_max = 0
step_name = ""
steps = 0
seed = 0
while n < PHASES:
    seed += 1
    gc.collect()
    t0 = us()                  # K.start(kc, seed), one press at a time
    g = Game.new(board, seed, deal="device", players=4, guards=K.GUARDS,
                 owners=[0, 1, 2, 3], kc=kc)
    t = ms(t0)
    note_free("new game")
    if t > step_max:
        step_max, step_name = t, "new game"
    r = Rng(seed + 99)
    for p in range(4):
        outs = board.outside_hexes(1 + p)
        h = outs[r.below(len(outs))]
        gc.collect()
        t0 = us()
        g.join(p, K.PINS[p], 1 + p, 1 + (p + 2) % 4, h)
        t = ms(t0)
        note_free("join")
        if t > step_max:
            step_max, step_name = t, "join"
    k = 0
    while k < 400 and n < PHASES:
        k += 1
        if g.phase() == "guards":
            gc.collect()
            t0 = us()
            g.guards()
            t = ms(t0)
            note_free("guards")
            if n == 0:
                warm_first = t
            n += 1
            total += t
            if t > worst:
                worst = t
            continue
        a = K.decide(g, r)
        if a is None:
            break
        gc.collect()
        t0 = us()
        g.do(a)
        t = ms(t0)
        note_free(a[0])
        steps += 1
        if t > step_max:
            step_max, step_name = t, a[0] if a[0] != "play" else "play " + str(a[3])
line("guard_phase_ms", "%.1f" % (total / n), "ms")
if SIGHT == "build":
    NB.ready(line, t_board, t_sight, t_import, t_keep, cold_first, warm_first)
line("guard_phase_worst_ms", "%.1f" % worst, "ms")
line("guard_phase_count", n, "phases")
line("keep_max_step_ms", "%.1f" % step_max, "ms (%s)" % step_name.replace(" ", "_"))
line("keep_steps", steps, "steps")

g = r = None      # one game at a time, as on the device
import keep_nogc  # noqa: E402  (the same phases as the device meets them: no forced collection)
keep_nogc.phases(K, Game, Rng, kc, PHASES, line)
keep_nogc.phases(K, Game, Rng, kc, PHASES, line, 32768, "guard_phase_swept")   # app.SWEEP_FREE

if GAME:
    g, r = K.start(kc, 2)
    drop(*load.ONCE)           # the game is made: as the app, its start's code goes
    sightcache = None
    gc.collect()
    acts = 4                    # the joins; g.actions keeps only the undo window (32)
    while g.phase() != "over" and acts < 2000:
        a = K.decide(g, r)
        gc.collect()
        g.do(a)
        acts += 1
        note_free(a[0])
    line("keep_game_actions", acts, "actions")
    line("keep_game_over", 1 if g.phase() == "over" else 0, "")
    w = g.public()["winner"]
    line("keep_game_winner", w if w else "guards", "")
g = r = None
# the engine alone (no screens): the screens' game is tools/pico/device/keep_ui_figs.py's
line("keep_engine_min_free_bytes", live[0], "bytes (after a collection; after %s)" % live[1])
line("keep_engine_min_free_garbage_bytes", low[0], "bytes (no collection; after %s)" % low[1])
gc.collect()
line("keep_heap_total_bytes", FREE0, "bytes")
