# ruff: noqa: F821 - ROOT, SEED, PRESSES and PARTS are put in front of this script by the host
# A whole Black Keep game through the screens on the device (sent to the emulated Pico, or run
# by the unix port for the ratio). The host (tools/pico/bench_pico.py keep_ui) recorded the key
# script in the simulator, where host_tests/ui/test_keep_game_ui.py's bot plays a 3-player game
# from the setup wizard (default layout) through joins with PINs, buys, guards phases and
# secret plays to the end; it is on flash as ROOT/keys.bin (3 bytes per record: button mask,
# then milliseconds to run the loop with it, u16). This replays it exactly as the simulator
# ran it (the app loop every 5 ms of virtual time, the same random seed SEED), so the same
# game unfolds. The board's sight table is on flash (the simulator saved it), so it loads from
# the cache as on a device that has seen this board.
# TRACE=1 prints each press's live heap and the lowest a job's slices leave (a collection after
# each slice: slower). TILES > 0: the map tiles the layout gives (the keys' recording's).
# PRESSES > 0 stops after that many presses (a part of the game, for quicker runs). PARTS=1
# then takes the heap apart where it stopped (keep_mem_* lines: what each part held, measured
# by letting it go and collecting: the game's log and state, the screens, the board's tables,
# then each firmware module; the interned names stay, they are permanent).
# Figures: keep_game_min_free_bytes, the lowest free heap after a collection at the end of
# each press (what the game and its screens hold: MicroPython collects before it gives up on
# an allocation, so this is the figure a player meets), named by the press and the screen and
# key that led to it, with the firmware modules resident then; keep_game_min_free_garbage_bytes,
# the lowest free heap after any loop pass without a collection (garbage included: only says
# how often the collector will run); the longest wait from a key event to the frame it caused
# (named by screen and key), every press over 200 ms, the longest loop pass (a slice of work
# with no key: lookout.ui.working, the sight table), and from the OK that starts a guards
# phase to its first instruction on screen.
# FW (optional): where the app's package and tiles/ are; default ROOT + "firmware" (the bench
# layout); "" for the root, where `mpremote mip install` puts them (imported from the current
# folder, "/", as main.py imports them; host_tests/test_pico_mip.py).
import gc
import sys
import time

try:
    FW
except NameError:
    FW = ROOT + "firmware"
sys.path.insert(0, ROOT + "tools/pico")
if FW:
    sys.path.insert(0, FW)
us = time.ticks_us
NAMES = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")
OK = 1 << 4
LOOP_MS = 5

gc.collect()
FREE0 = gc.mem_free()
from ramhal import RamHal  # noqa: E402
from lookout.app import App  # noqa: E402

clock = [0, 0]                 # [time of the last key event, of the last frame shown]


class Hal(RamHal):
    def __init__(self, root, seed):
        RamHal.__init__(self, root)
        self.seed = seed & 0x3FFFFFFF     # RamHal's xorshift: the simulator's game

    def show(self):
        RamHal.show(self)
        clock[1] = us()


TRACE = globals().get("TRACE", 0)   # 1: each press's live heap, and each job slice's (2: each)
jl = None
hal = Hal(ROOT + "state", SEED)
if globals().get("TILES"):     # the keys were recorded with this many map tiles (a bench)
    hal.keep_tiles = TILES
hal.fs.mount("tiles", FW + "/tiles")
CACHED = any(n.startswith("sight_") for n in hal.fs.listdir(""))
app = App(hal)
poll = app.buttons.poll


def polled(mask, now):
    ev = poll(mask, now)
    if ev >= 0:
        clock[0] = us()
    return ev


app.buttons.poll = polled
_message = app.message
jobs = [0]                     # long work (lookout.ui.working) that ran out of heap: said on
                               # the screen, not a fault the app counts, and the game's keys
                               # then go astray (a MemoryError all the same)


def message(title, text, then=None):
    if "memory" in text.lower():
        jobs[0] += 1
        print("# error: %s at press %d: %s" % (title, presses, text.replace("\n", " ")))
    _message(title, text, then)


app.message = message
gc.collect()
app.start()
app.step(hal.now)


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit))


def game_of(app):
    """The Game the screens hold (a Table's game, or a GamePlay's History)."""
    for s in app.stack:
        for a in ("t", "g", "table"):
            o = getattr(s, a, None)
            if o is None:
                continue
            if hasattr(o, "game") and o.game is not None:
                o = o.game
            elif not (hasattr(o, "state") and hasattr(o, "do")):
                continue
            st = o.state
            if type(st) is dict and "phase" in st:   # (not another screen's state)
                return o
    return None


def tag(w):
    return "%s_%s" % w if w else "start"


low = [1 << 30, 0, 0]          # free bytes, press number, its screen name (garbage included)
live = [1 << 30, 0, 0, None]   # the same after a collection at the end of each press; modules
worst = [0, 0, None]           # ms, press number, its screen name
slow = {}                      # "Screen_KEY" -> [presses whose frame came over SLOW_MS, worst ms]
longest = [0, 0, None]         # the longest loop pass (any, key or not): ms, press, screen
long_passes = {}               # screen on top before a pass over SLOW_MS -> [passes, worst ms]
SLOW_MS = 200


def over(d, k, ms):
    """One more press or pass over SLOW_MS under name k: d[k] = [how many, worst ms]."""
    v = d.setdefault(k, [0, 0])
    v[0] += 1
    v[1] = max(v[1], ms)


def listed(d, what):
    """(count, unit) for line(): how many in all, then each name's count and worst."""
    return sum([v[0] for v in d.values()]), "%s (%s)" % (what, ", ".join(
        ["%s x%d, worst %.0f ms" % (k, v[0], v[1]) for k, v in sorted(d.items())]))
waited = [0]                   # ms of long work the replay waited for (more than recorded)
guards = []                    # ms from each guards phase's OK to its first instruction
picks = []                     # ms to make each thief's card picker (under its PACE_MS)
names = {}                     # press number -> "Screen KEY" (only the ones reported)
rec = bytearray(3)
presses = 0
steps = 0
f = open(ROOT + "keys.bin", "rb")
t_start = us()
what = None
pending = None                 # a guards phase's OK waiting for its first instruction
errors = 0
while f.readinto(rec) == 3:
    mask = rec[0]
    ms = rec[1] | rec[2] << 8
    top = app.top
    if mask:
        n = 0                             # long work still running (a Pico that builds more
        while type(app.top).__name__ == "Working" and n < 4000:   # than the simulator did:
            hal.now += LOOP_MS            # a new board's sight table on a tight heap) is
            t0 = us()                     # waited for, as a player waits for the bar
            app.step(hal.now)
            dt = time.ticks_diff(us(), t0) / 1000
            waited[0] += dt
            if dt > longest[0]:
                longest[0] = dt
                longest[1] = presses
                longest[2] = "Working"
            if dt > SLOW_MS:
                over(long_passes, "Working", dt)
            n += 1
        top = app.top
        if presses:                       # what the last press holds live (after a collection)
            gc.collect()
            free = gc.mem_free()
            if free < live[0]:
                live[0] = free
                live[1] = presses
                live[2] = what
                live[3] = None
                live[3] = [n for n in sys.modules if n.startswith("lookout.")]
            if TRACE:
                print("# press %d %s: live %d, job low %s" % (presses, tag(what), free, jl))
                jl = None
        if presses == PRESSES > 0:
            break
        presses += 1
        if presses % 100 == 0:          # the figures so far (a run cut short still says them)
            print("# %d presses, %.0f s: garbage low %d (press %d), low %d, longest %.1f ms "
                  "(press %d %r), guards worst %s" % (
                      presses, time.ticks_diff(us(), t_start) / 1e6, low[0], low[1], live[0],
                      worst[0], worst[1], worst[2], "%.1f" % max(guards) if guards else None))
        key = 0
        while not mask >> key & 1:
            key += 1
        what = (type(top).__name__, NAMES[key])
        title = getattr(top, "title", None)
        if mask == OK and type(title) is str and title.endswith(" guards"):
            pending = top
        gc.collect()
    hal.mask = mask
    end = hal.now + ms
    while hal.now < end:
        hal.now += LOOP_MS
        ev0 = clock[0]
        shown = hal.frames
        on = type(app.top).__name__
        build = on == "Working" and app.top.text == "One moment" and app.top.part == 1
        t0 = us()
        app.step(hal.now)
        dt = time.ticks_diff(us(), t0) / 1000
        steps += 1
        if build:                        # the pass that makes a thief's picker (choose.py)
            picks.append(dt)
        if TRACE and on == "Working":    # what a slice of long work leaves live
            gc.collect()
            if jl is None or gc.mem_free() < jl[0]:
                w = app.top if type(app.top).__name__ == "Working" else None
                jl = (gc.mem_free(), on if w is None else "%s %d" % (w.text, w.part))
                w = None
            if TRACE > 1:
                print("#   slice: live %d, %s" % (gc.mem_free(), getattr(app.top, "part", "")))
        if dt > longest[0]:
            longest[0] = dt
            longest[1] = presses
            longest[2] = on
        if dt > SLOW_MS:
            over(long_passes, on, dt)
        if app.errors != errors:         # a fault the app caught: say where
            errors = app.errors
            print("# error %d at press %d (%s): %r" % (errors, presses, tag(what),
                                                      app.last_error))
        free = gc.mem_free()
        if free < low[0]:
            low[0] = free
            low[1] = presses
            low[2] = what
        if hal.frames != shown and clock[0] != ev0:
            wait = time.ticks_diff(clock[1], clock[0]) / 1000
            if wait > worst[0]:
                worst[0] = wait
                worst[1] = presses
                worst[2] = what
            if wait > SLOW_MS:
                over(slow, tag(what), wait)
        if pending is not None and hal.frames != shown and app.top is not pending:
            guards.append(time.ticks_diff(clock[1], clock[0]) / 1000)
            pending = None
    top = None
f.close()
gc.collect()                   # what the last press holds
if gc.mem_free() < live[0]:
    live[0] = gc.mem_free()
    live[1] = presses
    live[2] = what
    live[3] = None
    live[3] = [n for n in sys.modules if n.startswith("lookout.")]
t_all = time.ticks_diff(us(), t_start) / 1e6



g = game_of(app)
print("# the screens at the end: %s" % " ".join([type(x).__name__ for x in app.stack]))
line("keep_ui_presses", presses, "presses (%d loop passes, %.1f s)" % (steps, t_all))
line("keep_ui_game_over", 1 if g is not None and g.state["phase"] == "over" else 0, "")
if g is not None and g.state["phase"] == "over":
    w = g.state["win"]
    line("keep_ui_winner", g.state["col"][w] if w >= 0 else "guards", "")
if g is not None:
    line("keep_ui_where", "%d %s %d %d" % (g.state["turn"], g.phase(),
                                           len(g.initial["board"]["tiles"]) - 1,
                                           len(g.state["col"])),
         "(turn, phase, map tiles, thieves)")
line("keep_ui_errors", app.errors + jobs[0], "(%r; %d jobs out of heap)"
     % (app.last_error, jobs[0]))
line("keep_ui_waited_ms", "%.0f" % waited[0], "ms (long work past the recorded waits)")
line("keep_ui_sight", "cache" if CACHED else "built",
     "(the board's sight table loaded from flash)" if CACHED else
     "(no table on flash: built a row per loop pass, as for a new board)")
line("keep_game_min_free_bytes", live[0], "bytes (after a collection; the heap after press %d, "
     "%s)" % (live[1], tag(live[2])))
line("keep_game_min_free_garbage_bytes", low[0], "bytes (no collection, garbage included; "
     "during press %d, %s)" % (low[1], tag(low[2])))
if live[3]:
    live[3].sort()
    print("# resident at the low:", end="")     # a name at a time: the game is still in
    for n in live[3]:                             # the heap, and one ~600-byte line ran out
        print("", n[8:], end="")
    print()
line("keep_ui_max_press_ms", "%.1f" % worst[0], "ms (press %d, %s)" % (worst[1], tag(worst[2])))
line("keep_ui_presses_over_200ms", *listed(slow, "presses"))
line("keep_ui_longest_pass_ms", "%.1f" % longest[0], "ms (a loop pass, key or not: press %d, "
     "on %s)" % (longest[1], longest[2]))
line("keep_ui_passes_over_200ms", *listed(long_passes, "passes (on the screen named)"))
if guards:
    guards.sort()
    line("keep_guards_ok_to_instruction_ms", "%.1f" % guards[-1],
         "ms (worst of %d guards phases)" % len(guards))
    line("keep_guards_ok_to_instruction_median_ms", "%.1f" % guards[len(guards) // 2], "ms")
if picks:
    from lookout.screens.keep.choose import PACE_MS
    picks.sort()
    line("keep_picker_ms", "%.1f" % picks[-1], "ms (worst of %d pickers made; median %.1f; "
         "the PIN to picker pause is %d ms whatever this is under it)"
         % (len(picks), picks[len(picks) // 2], PACE_MS))
    print("# pickers made, ms: %s" % " ".join(["%.0f" % v for v in picks]))
g = None
gc.collect()
line("keep_ui_end_free_bytes", gc.mem_free(), "bytes")


pending = top = None
if PARTS:                      # a module, imported only now: its code is not in the game's heap
    from keep_parts import parts
    parts(app, FREE0, line)
