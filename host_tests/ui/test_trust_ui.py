"""Issue 8, "nothing lost, nothing confusing": one test per numbered sequence of the issue,
with the issue's keys, run on the simulated device."""
import json
import os

from simdriver import Sim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def seed_flash(flash, **data):
    """A saved session (the firmware's own format) with these fields over a fresh one."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout import session, store
    d = session.fresh()
    d.update(data)
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))
    return d


TWO = [["Ann", 0], ["Bo", 1]]


def test_9_forty_second_opener_may_match_the_first_card(flash):
    seed_flash(flash, players=TWO)
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*3 OK")                 # Games > Forty Thieves: setup for 2 players
    assert sim.text()[0] == "Forty: 2p"
    sim.keys("OK OK")                        # Start game; Ann (dealer) opens with a 5
    t = sim.text()
    assert t[1:3] == ["Bo", "L5 R-"], t
    sim.keys("BACK DOWN*3 OK")               # game menu > Can I play?
    assert sim.text()[0] == "Can I play?"
    sim.keys("OK OK UP*5 OK RIGHT")          # Bo holds 5, 5, 10: check
    t = sim.text()
    assert t[0] == "You can play" and t[1] == "R5", t   # was "No legal play"
    err = sim.close()
    assert sim.errors == 0, err
