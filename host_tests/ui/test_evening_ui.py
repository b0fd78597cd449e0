"""Issue 20, a careless evening's QA: defects found on main after 20a (keys as a player types
them, from the main menu with the cursor on Games)."""
from simdriver import Sim

NAMES = ("Ann", "Bo", "Cat", "Dan", "Eve")


def enter(sim, ups):
    """OK on the selected player, raise the number by `ups`, OK."""
    sim.keys("OK " + ("UP*%d " % ups if ups else "") + "OK")


def to(sim, start):
    """Move the cursor down to the row starting with `start` (at most 12 presses)."""
    for _ in range(12):
        if sim.selected().lstrip(">").startswith(start):
            return
        sim.keys("DOWN")
    raise AssertionError("no row %r in %r" % (start, sim.text()))


def scores(sim):
    return {k: v for k, v in sim.rows().items() if k in NAMES}


def test_every_removed_player_comes_back_with_their_points(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")          # Players: + Add player (Dan)
    sim.keys("UP*2 OK")                           # Scorepad, round 1: 5, 3, 7, 2
    for k in (5, 3, 7, 2):
        enter(sim, k)
    sim.keys("BACK DOWN*2 OK DOWN OK DOWN*5 OK OK")   # Players > Bo > Remove > OK
    assert sim.text()[-1] == "Bring back Bo", sim.text()
    sim.keys("UP*6")
    to(sim, "Dan")
    sim.keys("OK DOWN*5 OK OK")                   # Dan > Remove > OK
    t = sim.text()
    assert "Bring back Dan" in t and "Bring back Bo" in t, t   # was: Dan only, Bo lost
    sim.keys("BACK UP*2 OK")                      # Scorepad: the rounds list sums who is shown
    assert scores(sim) == {"Ann": 5, "Cat": 7}, sim.text()
    to(sim, "Rounds")
    sim.keys("OK")
    sim.png("/tmp/h20d_rounds.png")
    assert "Round 1 12" in [" ".join(x.split()) for x in sim.text()], sim.text()  # was 17
    sim.keys("BACK BACK BACK DOWN*2 OK")          # Players: bring back Bo (the last row)
    to(sim, "Bring back Bo")
    sim.keys("OK")
    sim.png("/tmp/h20d_players.png")
    assert "Bring back Bo" not in sim.text() and "Bring back Dan" in sim.text(), sim.text()
    sim.keys("BACK UP*2 OK")
    assert scores(sim) == {"Ann": 5, "Bo": 3, "Cat": 7}, sim.text()   # Bo's 3 is back
