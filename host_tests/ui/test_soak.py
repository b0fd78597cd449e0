"""Thousands of random presses through every screen, in a 64 KB (32-bit) heap: no error, no
heap growth, and every redraw done with the heap locked (no allocation while drawing)."""
import random

from simdriver import Sim

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")
PRESSES = 3000
HEAP = "128K"        # 64-bit unix port: ~ a 64 KB heap on the Pico


def test_random_presses_small_heap_no_alloc_in_redraw(tmp_path):
    rnd = random.Random(20261121)
    sim = Sim(str(tmp_path / "flash"), seed=5, heap=HEAP)
    screens = set()
    checkpoints = []
    boot = sim.heap()[0]
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
                checkpoints.append(sim.heap()[0])
        sim.frame()
        assert sim.errors == 0, sim.stderr()[-3000:]
        sim.keys("wait:1000 BACK*12")
        after_soak = sim.heap()[0]
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    assert len(screens) >= 10, screens          # the walk really went through many screens
    # Back at the menu the heap holds the session and the resident shell, nothing else: over
    # 2500 more presses it does not grow (it moves with the games the walk starts and ends).
    assert checkpoints[-1] <= checkpoints[0] + 2 * 1024, (boot, checkpoints)
    assert after_soak <= checkpoints[0] + 2 * 1024, (boot, checkpoints, after_soak)
    assert max(checkpoints) < boot + 40 * 1024, (boot, checkpoints)
