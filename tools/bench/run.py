"""`make bench`: speed and memory figures, one `name: value unit` line each.

App figures come from the simulator (the firmware under the MicroPython unix port); feature
figures from tools/bench/bench_*.py run under `micropython`. Heaps: the unix port is 64-bit, so
objects are about twice a Pico's; `app_min_heap_kb` is given as the 32-bit (Pico) equivalent,
i.e. half the smallest `-X heapsize` that completes the flow. Byte figures are as measured on
the 64-bit unix port (roughly half on the Pico).
"""
import glob
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from simdriver import Sim, MPY  # noqa: E402

# The heaviest flow the shell has: every feature, a long scorepad, dice history, timer.
HEAVY = (
    "DOWN OK OK wait:900 UP*4 OK wait:900 OK:long BACK BACK "                     # dice
    "DOWN OK " + "OK UP*9 OK " * 3 + "DOWN OK UP*3 " + "OK UP*3 OK " * 3 +        # scorepad
    "DOWN*5 OK DOWN*3 OK BACK BACK "
    "DOWN OK wait:3000 OK OK DOWN BACK "                                          # timer
    "DOWN OK DOWN*3 OK OK OK DOWN*2 OK BACK "                                     # players
    "DOWN OK OK UP OK BACK DOWN OK BACK "                                        # settings/about
)


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit), flush=True)


def flow_ok(heap_k):
    with tempfile.TemporaryDirectory() as d:
        sim = Sim(d, seed=3, heap="%dK" % heap_k)
        try:
            sim.keys(HEAVY)
            sim.frame()
            ok = sim.errors == 0
        except (RuntimeError, BrokenPipeError, ValueError):
            ok = False
        err = sim.close()
        return ok and "MemoryError" not in err


def app_figures():
    lo, hi = 16, 512                       # unix-port K: find the smallest that works
    while hi - lo > 2:
        mid = (lo + hi) // 2
        if flow_ok(mid):
            hi = mid
        else:
            lo = mid
    line("app_min_heap_kb", hi // 2, "KB")
    with tempfile.TemporaryDirectory() as d:
        sim = Sim(d, seed=3)
        boot = sim.heap()[0]
        peak = boot
        for tok in HEAVY.split():          # live heap after a collection, at every key
            sim.keys(tok)
            peak = max(peak, sim.heap()[0])
        line("app_boot_heap_bytes", boot, "bytes")
        line("app_peak_heap_bytes", peak, "bytes")
        sim.keys("DOWN DOWN OK")           # the scorepad, the busiest screen
        us = sim.redraw_us(200)
        line("redraw_ms", "%.3f" % (us / 200 / 1000), "ms")
        sim.close()
    code = ("import sys,time\nsys.path.insert(0,'%s/firmware')\nsys.path.insert(0,'%s/tools')\n"
            "t=time.ticks_us()\nimport simhal\nimport lookout.app\nimport lookout.screens.home\n"
            "print(time.ticks_diff(time.ticks_us(),t))\n" % (ROOT, ROOT))
    best = min(int(subprocess.run([MPY, "-c", code], capture_output=True, text=True,
                                  check=True).stdout) for _ in range(5))
    line("import_ms", "%.2f" % (best / 1000), "ms")
    with tempfile.TemporaryDirectory() as d:
        subprocess.run([sys.executable, os.path.join(ROOT, "tools", "build.py"), "--out", d],
                       check=True, capture_output=True)
        total = sum(os.path.getsize(f) for f in glob.glob(d + "/**/*.mpy", recursive=True))
    line("mpy_total_kb", "%.1f" % (total / 1024), "KB")


HANDOVER_S = 4      # passing the device to the next thief, who looks away meanwhile
PRESS_S = 1.0       # a press, reading the screen included (the guards' pages take longer)


def keep_press_figures():
    """Black Keep's players phase through the screens: the UI bot of host_tests/ui plays two
    turns of a 4-thief game in the simulator, every press counted as a player makes it.
    keep_private_entry_presses_median: one thief's card (the hub's row unless the device came
    straight to the PIN, the PIN, the picker from its secret-safe start, OK);
    keep_turn_presses_4p: turn 1 whole (buying nothing, the guards' pages read, 20 cards);
    keep_turn_minutes_4p_est: that turn at PRESS_S a press plus HANDOVER_S per card."""
    import statistics
    for p in ("firmware", "host_tests/ui"):
        if os.path.join(ROOT, p) not in sys.path:
            sys.path.insert(0, os.path.join(ROOT, p))
    import test_keep_game_ui as T
    with tempfile.TemporaryDirectory() as d:
        entries, turns = T.press_figures(os.path.join(d, "flash"), players=4, turns=2)
    line("keep_private_entry_presses_median", statistics.median(entries), "presses")
    line("keep_private_entry_presses_mean", "%.1f" % statistics.mean(entries), "presses")
    line("keep_turn_presses_4p", turns[0], "presses")
    cards = len(entries) * turns[0] // max(1, sum(turns))     # about those of turn 1
    line("keep_turn_minutes_4p_est", "%.1f" % ((turns[0] * PRESS_S + cards * HANDOVER_S) / 60),
         "min")


def feature_figures():
    failed = 0
    for script in sorted(glob.glob(os.path.join(HERE, "bench_*.py"))):
        r = subprocess.run([MPY, "-X", "heapsize=2M", script], capture_output=True, text=True,
                           cwd=ROOT, timeout=1800)
        for out in r.stdout.splitlines():
            if ": " in out and not out.startswith(" "):
                print(out, flush=True)
        if r.returncode:
            failed += 1
            print("# %s failed:\n%s" % (os.path.basename(script), r.stderr[-2000:]))
    return failed


if __name__ == "__main__":
    t0 = time.time()
    app_figures()
    keep_press_figures()
    failed = feature_figures()
    print("# took %.0f s on the unix port; a Pico (RP2040, 125 MHz) is ~200x slower" %
          (time.time() - t0))
    sys.exit(1 if failed else 0)
