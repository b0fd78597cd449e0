"""Random presses through the Black Keep screens (a game set up, then anything: joins, buys,
guards phases, PINs right and wrong, the map, undo), in the Pico-sized heap: no error, and
every redraw done with the heap locked."""
import random

from simdriver import Sim
from test_keep_ui import PIN, setup

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")
PRESSES = 700


def test_random_presses_in_the_keep(flash):
    rnd = random.Random(20261123)
    sim = Sim(flash, seed=3)
    setup(sim)
    titles = set()
    try:
        for i in range(PRESSES):
            r = rnd.random()
            if r < 0.1:
                sim.keys(PIN[rnd.randrange(3)])     # a PIN, right for somebody
            elif r < 0.14:
                sim.long(rnd.choice(("OK", "BACK")))
            else:
                k = rnd.choice(KEYS)
                sim.press(k)
                if k == "BACK" and sim.text()[0] == "Lookout":   # left the game: back in
                    sim.keys("OK DOWN DOWN OK")
            if rnd.random() < 0.02:
                sim.wait(rnd.randint(100, 8000))
            if i % 10 == 0:
                bad = sim.draw_locked()
                assert bad is None, "redraw of %s allocated" % bad
                t = sim.text()
                titles.add(t[0] if t else "")
                assert "Error" not in titles, sim.stderr()[-3000:]
                assert "Black Keep" not in titles, sim.stderr()[-3000:]   # short of RAM
        sim.frame()
        assert sim.errors == 0, sim.stderr()[-3000:]
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    assert len(titles) >= 8, titles
