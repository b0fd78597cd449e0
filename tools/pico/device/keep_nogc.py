"""The guards phases of keep_figs.py's bot games as the device meets them. keep_figs collects
before every step, so each is measured in the heap a collection leaves (the holes it opens
between live objects make allocations search further) and never pays a collection. Here no
collection is forced: the heap fills with garbage and MicroPython collects when an allocation
finds no room, inside whichever step that is (a collection takes ~25 ms on the Pico); and, as
the app does (lookout.app SWEEP_MS), with a collection between steps when less than
SWEEP_FREE bytes are free (the player idle after a press). A module (compiled, on the Pico's
flash) so that keep_figs' source, compiled into the heap, stays small."""
import gc
import time

us = time.ticks_us


def phases(K, Game, Rng, kc, count, line, sweep=0, name="guard_phase_no_forced_gc"):
    """count guards phases of the bench games (seed 1, 2, ... as keep_figs plays them);
    sweep > 0: collect before a step when less than sweep bytes are free."""
    board = kc.board
    n = 0
    total = 0
    worst = 0
    auto = 0
    seed = 0
    gc.collect()
    while n < count:
        seed += 1
        g = r = None        # the last game goes before the next is made (one at a time)
        g = Game.new(board, seed, deal="device", players=4, guards=K.GUARDS,
                     owners=[0, 1, 2, 3], kc=kc)
        r = Rng(seed + 99)
        for p in range(4):
            outs = board.outside_hexes(1 + p)
            g.join(p, K.PINS[p], 1 + p, 1 + (p + 2) % 4, outs[r.below(len(outs))])
        k = 0
        while k < 400 and n < count:
            k += 1
            if sweep and gc.mem_free() < sweep:
                gc.collect()
            if g.phase() == "guards":
                f0 = gc.mem_free()
                t0 = us()
                g.guards()
                t = time.ticks_diff(us(), t0) / 1000
                if gc.mem_free() > f0:
                    auto += 1           # a collection fell inside this phase
                n += 1
                total += t
                if t > worst:
                    worst = t
                continue
            a = K.decide(g, r)
            if a is None:
                break
            g.do(a)
    line(name + "_ms", "%.1f" % (total / n), "ms")
    line(name + "_worst_ms", "%.1f" % worst,
         "ms (%d of %d phases held an automatic collection)" % (auto, n))
