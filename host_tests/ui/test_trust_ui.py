"""Issue 8, "nothing lost, nothing confusing": one test per numbered sequence of the issue,
with the issue's keys, run on the simulated device."""
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


def _marks(frame):
    """The pixels left of the number: the ^ and v marks only."""
    return [[(frame[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(14)] for y in range(12, 54)]


def test_7_held_arrow_steerable_and_marker_clear_of_big_negatives(flash):
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, -99999]], "c": 1}
    seed_flash(flash, pad=pad)
    sim = Sim(flash, seed=7)
    sim.keys("DOWN DOWN OK DOWN OK")         # Scorepad, Bo's score for round 1: 0
    assert sim.big() == ["0"]
    clear = _marks(sim.frame())
    sim.keys("BACK UP OK")                   # Ann's -99999
    assert sim.big(2) == ["99999"]
    assert _marks(sim.frame()) == clear      # the minus sign and digits stay right of ^ v
    sim.keys("BACK DOWN OK")
    sim.keys("UP*8")
    sim.keys("UP:hold=2000")                 # was 8 -> 177
    v = int(sim.big()[0])
    assert 25 <= v <= 45, v
    sim.keys("UP:hold=4000")                 # was -> 1596: at most 20 steps a second
    v2 = int(sim.big()[0])
    assert 60 <= v2 - v <= 80, (v, v2)
    sim.keys("RIGHT LEFT LEFT")              # tens
    assert int(sim.big()[0]) == v2 - 10
    err = sim.close()
    assert sim.errors == 0, err
