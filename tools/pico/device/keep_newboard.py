"""Black Keep on a board the device has not seen yet, as screens/keep/table.py meets it: an
empty sight table (rows made on demand), the engine, the first guards phase straight after
setup, then the rows left a slice per loop pass. A module (compiled, on the Pico's flash)
rather than more of keep_figs.py, whose source the Pico compiles into its heap."""
import gc
import time

us = time.ticks_us
SLICE = 1                # sight rows a loop pass builds (screens/keep/table.py SIGHT_SLICE)
# Presses from confirming the board to the first turn in the UI tests' 3-player setup
# (host_tests/ui/test_keep_ui.py setup): 4 guard placements, then per player OK OK, the PIN
# twice (8), treasure and exit tile (3 + p), the entry hex (1), OK: 15 + p. A brisk pace:
SETUP_PRESSES = 4 + 15 + 16 + 17
SECONDS_PER_PRESS = 0.5


def ms(t0):
    return time.ticks_diff(us(), t0) / 1000


def first_guards_cold(K, kc, line):
    """The bench game of seed 1 (as keep_figs' loop plays it) to its first guards phase with
    no sight row built yet; that phase's time (ms)."""
    sight = kc.sight
    g, r = K.start(kc, 1)
    while g.phase() != "guards":
        g.do(K.decide(g, r))
    gc.collect()
    t0 = us()
    g.guards()
    t = ms(t0)
    line("keep_first_guards_cold_ms", "%.1f" % t,
         "ms (%d sight rows made on demand)" % (sight.n - sight.pending()))
    return t


def background(sight, line):
    """The rows left, SLICE a pass, as the table's loop builds them."""
    t0 = us()
    worst = 0
    left = 1
    while left:
        t1 = us()
        left = sight.warm(SLICE)
        t = ms(t1)
        if t > worst:
            worst = t
    line("keep_sight_background_s", "%.2f" % (ms(t0) / 1000), "s (the rows left)")
    line("keep_sight_slice_worst_ms", "%.1f" % worst, "ms (%d rows a loop pass)" % SLICE)
    gc.collect()    # the finished table let go of its row builder (code and buffers)


def ready(line, t_board, t_sight, t_import, t_keep, cold, warm):
    """From confirming the board to the first guards phase being possible, less the players'
    setup presses: the board, an empty table, the engine's code, the rules context, and what
    the first guards phase takes beyond its time with the whole table (rows made on demand).
    The table builds in the background meanwhile: SETUP_PRESSES x SECONDS_PER_PRESS."""
    extra = cold - warm if cold > warm else 0
    line("keep_board_ready_wait_s", "%.2f" % ((t_board + t_sight + t_import + t_keep + extra)
                                              / 1000),
         "s (board %.0f + empty table %.0f + import %.0f + context %.0f + first guards phase "
         "cold-warm %.0f ms)" % (t_board, t_sight, t_import, t_keep, extra))
    line("keep_setup_presses", SETUP_PRESSES,
         "presses (%.0f s at %.1f s a press; the whole table: keep_sight_precompute_s)"
         % (SETUP_PRESSES * SECONDS_PER_PRESS, SECONDS_PER_PRESS))
