"""Thousands of random presses through every screen, in an 80 KB (32-bit) heap, a third of a
Pico's: no error, no heap growth, and every redraw done with the heap locked (no allocation
while drawing)."""
import os
import random

from simdriver import Sim

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")
PRESSES = 3000
# 64-bit unix port: ~ an 80 KB heap on the Pico. Measured (64-bit): the menu holds 65-79 KB
# over the walk and opening Clumsy Thief adds 39 KB (20 KB of it its modules' names and code),
# so 128K left a few KB to fragmentation and failed on heap layout alone (2026-11-24).
HEAP = "160K"
# Heap bytes the session holds per byte of its save (JSON lists and dicts as 64-bit objects):
# fresh boots on saves of 708 and 1659 bytes differ by 7.9 KB.
PER_SAVED_BYTE = 8


def saved_bytes(flash):
    """Size of the session's save: the games, pads and rolls the walk has started and kept."""
    return os.path.getsize(os.path.join(flash, "lookout.sav"))


def weigh(sim):
    """Heap in use at the menu less the interned names (qstr pool): a module loaded for the
    first time interns its names for good, a bounded cost of the firmware, not of the walk."""
    return sim.heap()[0] - sim.mem_info()["qstr"]


def test_random_presses_small_heap_no_alloc_in_redraw(tmp_path):
    rnd = random.Random(20261121)
    flash = str(tmp_path / "flash")
    sim = Sim(flash, seed=5, heap=HEAP)
    screens = set()
    checkpoints = []
    saves = []
    boot = sim.heap()[0]
    names = [sim.mem_info()["qstr"]]
    try:
        for i in range(PRESSES):
            k = rnd.choice(KEYS)
            r = rnd.random()
            if r < 0.05:
                sim.long(k)
            elif r < 0.08:
                sim.press(k, 1500)           # held: auto-repeat
            else:
                sim.press(k)
            if rnd.random() < 0.02:
                sim.wait(rnd.randint(100, 20000))   # timers and animations run
            if i % 20 == 0:
                bad = sim.draw_locked()
                assert bad is None, "redraw of %s allocated" % bad
                screens.add(sim.text()[0] if sim.text() else "")
            if i % 500 == 499:                      # back to the menu, weigh the heap
                sim.keys("wait:1000 BACK*12")
                assert sim.text()[0] == "Lookout", sim.text()
                checkpoints.append(weigh(sim))
                names.append(sim.mem_info()["qstr"])
                saves.append(saved_bytes(flash))
        sim.frame()
        assert sim.errors == 0, sim.stderr()[-3000:]
        sim.keys("wait:1000 BACK*12")
        after_soak = weigh(sim)
        saves.append(saved_bytes(flash))
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    assert len(screens) >= 10, screens          # the walk really went through many screens
    # Back at the menu the heap holds the session and the resident shell, nothing else: over
    # 2500 more presses it grows only with the session (the games the walk started and kept);
    # the interned names of modules first loaded late in the walk are weighed apart (names).
    data = PER_SAVED_BYTE * max(0, saves[-2] - saves[0])
    assert checkpoints[-1] <= checkpoints[0] + 2 * 1024 + data, (boot, checkpoints, saves, names)
    data = PER_SAVED_BYTE * max(0, saves[-1] - saves[0])
    assert after_soak <= checkpoints[0] + 2 * 1024 + data, (boot, checkpoints, after_soak, saves,
                                                            names)
    assert max(checkpoints) + names[-1] < boot + 40 * 1024, (boot, checkpoints, names)
