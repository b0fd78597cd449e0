"""The guards phase's allocation budget, on the MicroPython unix port. On a Pico what a guards
phase pays for is mostly allocation: each heap block over 16 bytes is found by a scan of the
fragmented heap, and each new str is looked up among the interned names (HACKING.md, "What
a Pico pays for"). micropython.mem_total() counts every byte allocated, including call frames
too big for the C stack (py/objfun.c: over 11 words of arguments, locals and stack), which
this budget catches. 64-bit figures (about twice a Pico's); the bench's bot games, seeds 1-3.
Measured: 28,600 bytes a phase before issue 9's round of 2026-11-26 (a copy of the state and
some 90 heap frames per phase), 8,600 after it, 7,700 once the guards' move instructions
were kept as codes (lookout.keep.said) instead of a new str each; 8,268 on 2026-11-28 before
the spotting check looked up every looking guard's row whether or not a thief stands in its
arc or row (Keep.seen_by: the time a check takes must not tell a secret hex), 9,644 after:
the first look from a new hex and facing works out that row's reach (then cached)."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
BUDGET = 10000          # bytes a guards phase may allocate, on average (64-bit unix port)

SCRIPT = """
import sys, micropython
sys.path[:0] = [%(root)r + "/host_tests/core", %(root)r + "/firmware", %(root)r + "/tools/bench"]
import keepbench
from lookout.keep.context import Keep
import bench_keep_game as BOT
kc = Keep(keepbench.BOARD, keepbench.SIGHT)
tot = 0
ph = 0
for seed in (1, 2, 3):
    g, r = BOT.start(kc, seed)
    for _ in range(300):
        if g.phase() == "over":
            break
        if g.phase() == "guards":
            t = micropython.mem_total()
            g.guards()
            tot += micropython.mem_total() - t
            ph += 1
            continue
        a = BOT.decide(g, r)
        if a is None:
            break
        g.do(a)
print(ph, tot // ph)
"""


def test_a_guards_phase_allocates_within_its_budget():
    r = subprocess.run([MPY, "-X", "heapsize=2M", "-c", SCRIPT % {"root": ROOT}],
                       capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    phases, per = [int(x) for x in r.stdout.split()]
    print("guards phase: %d bytes allocated on average over %d phases" % (per, phases))
    assert phases >= 30
    assert per <= BUDGET, "a guards phase allocates %d bytes (budget %d)" % (per, BUDGET)
