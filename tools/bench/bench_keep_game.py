"""Black Keep engine figures: one guards phase and a whole scripted game.

Run under micropython: micropython tools/bench/bench_keep_game.py
Board: the example vault (side A) and four map tiles (1a, 2a, 3a, and 1b relabelled 4) on
vault sides N, SE, SW, NW: 305 hexes. Ten guards (the box: 3 Stationary, 3 Patrolling,
4 Wandering, one of them the vault guard), four thieves.

guard_phase_ms        mean time of one guards phase (every guard moves, Lantern, spotting
                      checks), over many phases of bot games with a mix of statuses; each
                      phase is timed three times (on copies) and the fastest run counts
guard_phase_worst_ms  the slowest of those phases (several Pursuing guards: A* routes)
guard_phase_peak_heap_bytes
                      largest heap the engine holds during a guards phase: live game state
                      + everything the phase allocates with the GC held off (board and sight
                      tables, built before, are not counted: see keep_board_sight_bytes)
keep_game_ms          a whole scripted game: new game, four joins, every action to the end
keep_game_peak_heap_bytes
                      the same peak over every engine action of that game (game creation
                      with its home routes, state, log, transient); the bot's own thinking
                      between actions is not counted
keep_board_sight_bytes
                      the board + precomputed sight tables the engine reads (other modules)
keep_routes_bytes     of which the guards' route tables (routes.py: walkable steps, A*/BFS
                      scratch made once per board; the home fields, 1 byte per hex each, come
                      with the first game's joins)
keep_undo_ms_turn2, keep_undo_ms_turn10
                      undo of the last action of a (cautious) bot game at turn 2 and at turn 10:
                      the worst over 8 consecutive actions there (one checkpoint cycle), each
                      the fastest of 3 runs. Checkpoints (history.py) keep it flat as the game
                      grows; before them it replayed the whole log (2.1 ms / 16 ms).
keep_resume_ms_turn10 Game.load of that game's save at turn 10 (replays at most the limit)
The unix port is 64-bit: heap figures are about twice a Pico's; a Pico runs ~200x slower.
"""
import gc
import sys
import time

_here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
_root = _here + "/../.."
sys.path.insert(0, _root + "/firmware")
sys.path.insert(0, _here)

from lookout.fsys import OsFs  # noqa: E402
from lookout.keep import guardrec as G  # noqa: E402
from lookout.keep import recipe  # noqa: E402
from lookout.keep.game import Game, Keep, apply  # noqa: E402
from lookout.history import copy_data as copy  # noqa: E402
from lookout.keep.rng import Rng  # noqa: E402
from lookout.keep.routes import Routes  # noqa: E402
from lookout.keep.tilelib import TileLib  # noqa: E402
from peak import Peak  # noqa: E402

try:
    _ticks = time.ticks_us

    def now_us():
        return _ticks()

    def diff_us(a, b):
        return time.ticks_diff(b, a)
except AttributeError:  # CPython
    def now_us():
        return int(time.perf_counter() * 1000000)

    def diff_us(a, b):
        return b - a

ST, PA, WA = G.STATIONARY, G.PATROLLING, G.WANDERING
GUARDS = [[ST, 1], [PA, 1], [PA, 2], [WA, 2], [ST, 3], [WA, 3], [ST, 4], [PA, 4], [WA, 4]]
PINS = ("1111", "2222", "3333", "4444")
BOT_FIELDS = {}


def make_board():
    lib = TileLib(OsFs(_root + "/firmware"))
    return recipe.make(lib, "tiles/vault_a.txt", [
        ("tiles/tile1a.txt", 0, 0), ("tiles/tile2a.txt", 2, 0), ("tiles/tile3a.txt", 3, 0),
        ("tiles/tile1b.txt", 5, 0, "4")])


def decide(g, r):
    """The next legal action (None when the game is over): buy now and then, head for the
    vault then the exit tile, avoid guards and the hexes they watch, rest when the hand
    runs low."""
    ph = g.phase()
    if ph == "over":
        return None
    if ph == "guards":
        return ["guards"]
    st = g.state
    kc = g.kc
    b = kc.board
    if ph == "buy":
        p = g.waiting()[0]
        hand = st["hand"][p]
        coins = [c for c in hand if c < 6]
        mkt = st["mkt"]
        for s in range(len(mkt)):
            if mkt[s] is not None and len(coins) >= 5 and r.below(3) == 0 \
                    and len(st["gh"][p]) < 6:
                from lookout.keep import cards
                cost = cards.cost(st, mkt[s])
                return ["buy", p, s, [cards.THIEF[c] for c in coins[:cost]]]
        return ["pass", p]
    p = g.waiting()[0]
    legal = g.private(p, PINS[p])["legal"]
    if st["trv"][p]:
        key = ("x", st["ex"][p])
        src = b.outside_hexes(st["ex"][p])
    else:
        key = ("v",)
        src = (b.vault_hex,)
    field = BOT_FIELDS.get(key)
    if field is None:
        field = kc.routes.field(key, src)
        del kc.routes.fields[key]   # the bot's own cache, not the engine's
        BOT_FIELDS[key] = field
    at = []
    gs = st["g"]
    for gd in gs:
        if gd[G.HEX] >= 0:
            at.append(gd[G.HEX])
    best = None
    bestd = 999
    for code in sorted(legal):
        for dest in legal[code]:
            if dest == "OFF":
                return ["play", p, PINS[p], code, "OFF"]
            if type(dest) is not str:
                continue
            h = b.index(dest)
            if h in at:
                continue
            d = field[h] + r.below(3) + (8 if _watched(kc, gs, h) else 0)
            if d < bestd:
                bestd = d
                best = (code, dest)
    if len(st["hand"][p]) <= 3 and "REST" in legal:
        best = ("REST", None)
    elif best is None or r.below(6) == 0:
        codes = [c for c in sorted(legal) if not legal[c]]
        if codes:
            best = (codes[r.below(len(codes))], None)
        elif best is None:
            code = sorted(legal)[0]
            best = (code, legal[code][r.below(len(legal[code]))])
    a = ["play", p, PINS[p], best[0]]
    if best[1] is not None:
        a.append(best[1])
    return a


def _watched(kc, gs, h):
    """A guard sees hex h (no list of every seen hex: on the Pico's fragmented heap the bot's
    own growing list failed to find 1.3 KB in one piece)."""
    for gd in gs:
        if gd[G.HEX] >= 0 and kc.sees(gd, h):
            return True
    return False


def bot_step(g, r):
    a = decide(g, r)
    if a is None:
        return False
    g.do(a)
    return True


def start(kc, seed, pk=None):
    """A new game and the four joins (pk: measure the new game and each join as a step)."""
    holder = []

    def new():
        holder.append(Game.new(kc.board, seed, deal="device", players=4, guards=GUARDS,
                               owners=[0, 1, 2, 3],
                               kc=kc))
    if pk is None:
        new()
    else:
        pk.step(new)
    g = holder[0]
    r = Rng(seed + 99)
    b = kc.board
    for p in range(4):
        ent = 1 + p
        outs = b.outside_hexes(ent)
        a = ["join", p, PINS[p], ent, 1 + (p + 2) % 4, outs[r.below(len(outs))]]
        if pk is None:
            g.do(a)
        else:
            pk.step(g.do, a)
    return g, r


def timed(fn, *args):
    t0 = now_us()
    fn(*args)
    return diff_us(t0, now_us())


def shy(g, r):
    """A cautious bot (hides and rests): its thieves stay in the Keep for ten turns."""
    if g.phase() == "play":
        p = g.waiting()[0]
        legal = g.private(p, PINS[p])["legal"]
        for c in ("HIDE", "REST", "PICK"):
            if c in legal and not legal[c]:
                return ["play", p, PINS[p], c]
    return decide(g, r)


def undo_ms(g):
    """Undo of the last action, the fastest of 3 runs (redo puts it back)."""
    best = 1 << 30
    for _ in range(3):
        gc.collect()
        t0 = now_us()
        g.undo()
        t = diff_us(t0, now_us())
        g.redo()
        if t < best:
            best = t
    return best


def undo_figures(kc):
    g, r = start(kc, 1)
    worst = {}
    n = {}
    resume = 0
    while g.phase() != "over" and g.state["turn"] <= 10:
        t = g.state["turn"]
        if t in (2, 10) and n.get(t, 0) < 8:
            n[t] = n.get(t, 0) + 1
            worst[t] = max(worst.get(t, 0), undo_ms(g))
            if t == 10 and n[t] == 1:
                d = g.dump()
                gc.collect()
                t0 = now_us()
                Game.load(kc.board, d, kc=kc)
                resume = diff_us(t0, now_us())
        a = shy(g, r)
        if a is None:
            break
        g.do(a)
    if 10 not in worst:
        raise SystemExit("the undo game ended before turn 10")
    line("keep_undo_ms_turn2", "%.2f" % (worst[2] / 1000), "ms")
    line("keep_undo_ms_turn10", "%.2f" % (worst[10] / 1000), "ms")
    line("keep_resume_ms_turn10", "%.1f" % (resume / 1000), "ms")
    line("keep_undo_log_actions", len(g.actions), "actions kept (limit 32)")


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit))


def main():
    gc.collect()
    m0 = gc.mem_alloc()
    b = make_board()
    kc = Keep(b)
    gc.collect()
    line("keep_board_sight_bytes", gc.mem_alloc() - m0, "bytes")
    line("keep_board_hexes", b.n, "hexes")
    gc.collect()
    m0 = gc.mem_alloc()
    rt = Routes(b)
    gc.collect()
    line("keep_routes_bytes", gc.mem_alloc() - m0, "bytes (walk table + search scratch, once per "
         "board; in keep_board_sight_bytes)")
    del rt

    # -- guards phases: many phases over several bot games --------------------------------
    n = 0
    total = 0
    worst = 0
    peak = 0
    statuses = [0] * 6
    for seed in range(1, 40):
        pk = Peak()
        g, r = start(kc, seed)
        steps = 0
        while steps < 400:
            if g.phase() == "guards":
                for gd in g.state["g"]:
                    if gd[G.HEX] >= 0:
                        statuses[gd[G.STATUS]] += 1
                # the same phase three times on copies of the state: the fastest run is
                # the figure (noise from other processes only ever adds time)
                snap = copy(g.state)
                us = 1 << 30
                for _ in range(2):
                    st = copy(snap)
                    gc.collect()
                    t0 = now_us()
                    apply(kc, st, ["guards"])
                    t = diff_us(t0, now_us())
                    if t < us:
                        us = t
                st = snap = None
                t = pk.step(timed, g.guards)   # the real one, with the heap figure
                if t < us:
                    us = t
                n += 1
                total += us
                if us > worst:
                    worst = us
                steps += 1
                continue
            if not bot_step(g, r):
                break
            steps += 1
        if pk.peak > peak:
            peak = pk.peak
        if n >= 150:
            break
    line("guard_phase_ms", "%.3f" % (total / n / 1000), "ms")
    line("guard_phase_worst_ms", "%.3f" % (worst / 1000), "ms")
    line("guard_phase_count", n, "phases")
    line("guard_phase_peak_heap_bytes", peak, "bytes")
    line("guard_phase_status_mix", "/".join([str(x) for x in statuses]),
         "guard-phases Bored/Interested/Alert/Pursuing/Returning/Distracted")

    # -- a whole scripted game -----------------------------------------------------------------
    seed = 2
    pk = Peak()
    t0 = now_us()
    g, r = start(kc, seed, pk)
    steps = 4                   # the joins
    while g.phase() != "over" and steps < 2000:
        a = decide(g, r)        # the bot's thinking (private view, sight lists) is not
        pk.step(g.do, a)        # the engine's: only the action is measured
        steps += 1
    t1 = now_us()
    pub = g.public()
    line("keep_game_ms", "%.1f" % (diff_us(t0, t1) / 1000), "ms")
    line("keep_game_actions", steps, "actions")
    line("keep_game_turns", pub["turn"], "turns")
    line("keep_game_peak_heap_bytes", pk.peak, "bytes")
    gc.collect()
    line("keep_game_state_bytes", gc.mem_alloc() - pk.base, "bytes (state + log, end)")
    w = pub["winner"]
    line("keep_game_winner", w if w else "guards", "")
    g = None
    undo_figures(kc)


if __name__ == "__main__":      # tools/pico imports the scenario without running it
    main()
