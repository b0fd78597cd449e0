"""A whole scorepad game through the buttons, checked on the OLED."""


def enter(sim, ups):
    """OK on the selected player, raise the number by `ups`, OK."""
    sim.keys("OK")
    sim.keys("UP*%d" % ups if ups > 0 else "DOWN*%d" % -ups if ups < 0 else "")
    sim.keys("OK")


def test_two_rounds_totals_undo_redo_and_winner(sim):
    sim.keys("DOWN DOWN OK")                 # Scorepad
    assert sim.text()[0] == "Scorepad"
    enter(sim, 3)                            # Ann 3, cursor moves on to Bo
    enter(sim, 5)                            # Bo 5
    enter(sim, 2)                            # Cat 2
    assert sim.rows()["Ann"] == 3 and sim.rows()["Bo"] == 5 and sim.rows()["Cat"] == 2
    assert sim.text()[0] == "Round 1"
    assert sim.selected() == "+ New round"   # after the last player (the cursor rule)
    sim.keys("OK")                           # + New round
    assert sim.text()[0] == "Round 2"
    assert sim.selected().startswith("Ann")  # the first entry of the new round is next
    sim.keys("OK RIGHT UP OK")               # Ann +11 in round 2 (RIGHT = +10)
    assert sim.rows()["Ann"] == 14
    enter(sim, -4)                           # Bo -4
    assert sim.rows()["Bo"] == 1
    # Undo the -4, then redo it
    sim.keys("DOWN*3 OK")                    # cursor on Cat -> New round, Rounds, Undo
    assert sim.rows()["Bo"] == 5
    sim.keys("DOWN OK")                      # Redo
    assert sim.rows()["Bo"] == 1
    # Results: Ann 14 wins, Cat 2, Bo 1 (Results is the last row, past Clear pad)
    sim.keys("DOWN*3 OK")
    t = sim.text()
    assert t[0] == "Ann wins", t
    assert t[1].split() == ["1", "Ann", "14"]
    assert t[2].split() == ["2", "Cat", "2"]
    assert t[3].split() == ["3", "Bo", "1"]
    # Lowest wins flips the order
    sim.keys("BACK UP*2 OK DOWN*2 OK")
    t = sim.text()
    assert t[0] == "Bo wins", t


def test_tie_shown_as_tie_and_round_edit(sim):
    sim.keys("DOWN DOWN OK")
    enter(sim, 4)
    enter(sim, 4)
    enter(sim, 1)
    # edit round 1: Cat 1 -> 4 via Rounds
    sim.keys("DOWN OK")                       # + New round (the cursor) -> Rounds
    assert sim.text()[0] == "Edit round"
    sim.keys("OK")                            # Round 1
    sim.keys("DOWN DOWN OK UP*3 OK")          # Cat: 1 -> 4
    r = sim.rows()
    assert r["Cat"] == 4 and r["Ann"] == 4 and r["Bo"] == 4
    sim.keys("DOWN*6 OK")                     # + New round .. Low wins, Clear pad, Results
    t = sim.text()
    assert t[0] == "Tie!", t
    assert all(line.startswith("1=") for line in t[1:4]), t


def test_held_up_accelerates_number_entry(sim):
    sim.keys("DOWN DOWN OK OK")
    sim.keys("UP:hold=3000")
    big = int(sim.big()[0])
    # 400 ms delay, then repeats every 120 ms and faster: well past one-per-repeat
    assert big > 40, big
