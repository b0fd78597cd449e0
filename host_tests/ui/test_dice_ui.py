"""Dice through the buttons: totals match the faces shown, the Keep die explains itself."""


def test_roll_2d6_total_matches_faces_and_history(sim):
    sim.keys("DOWN OK")
    assert sim.text()[0].startswith("2d6")
    sim.keys("OK wait:1000")
    faces = [int(f) for f in sim.text()[1].split()]
    assert len(faces) == 2 and all(1 <= f <= 6 for f in faces)
    assert int(sim.big()[0]) == sum(faces)
    beeps = sim.beeps
    sim.keys("UP OK wait:1000")                # 3d6
    t = sim.text()
    assert t[0].startswith("3d6")
    faces3 = [int(f) for f in t[1].split()]
    assert len(faces3) == 3 and int(sim.big()[0]) == sum(faces3)
    assert sim.beeps == beeps + 1
    sim.keys("OK:long")                        # history, newest first
    t = sim.text()
    assert t[0] == "Roll history"
    assert t[1].split()[0] == "3d6" and int(t[1].split()[-1]) == sum(faces3)
    assert t[2].split()[0] == "2d6" and int(t[2].split()[-1]) == sum(faces)


def test_keep_die_shows_facing_and_patrol_direction(sim):
    sim.keys("DOWN OK LEFT*4")                  # d6 -> d4, d3, d2, Keep die
    assert sim.text()[0].startswith("Keep die")
    facing = ("N", "NE", "SE", "S", "SW", "NW")
    for _ in range(5):
        sim.keys("OK wait:1000")
        face = int(sim.big()[0])
        t = sim.text()
        assert 1 <= face <= 6
        assert t[1] == "Face " + facing[face - 1], t
        assert t[2] == "Patrol: " + ("star" if face <= 3 else "shield"), t


def test_d20_values_in_range(sim):
    sim.keys("DOWN OK RIGHT*4 DOWN")            # d8, d10, d12, d20; one die
    assert sim.text()[0].startswith("1d20")
    seen = set()
    for _ in range(12):
        sim.keys("OK wait:900")
        v = int(sim.big()[0])
        assert 1 <= v <= 20
        seen.add(v)
    assert len(seen) > 3
