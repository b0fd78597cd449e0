"""Old Bill through the buttons: Dens entered fast, the rules' example totalling 13, a count
tie decided and explained, undo/redo, a shared win, a power cut, Memory and the player check."""
from simdriver import Sim, presses

DEN_BOUND = 25      # presses to enter one typical Den from the players list and get back


def open_den_mode(sim):
    sim.keys("OK OK")                        # Games, Old Bill
    assert sim.text()[0] == "Old Bill: mode"
    sim.keys("OK")                           # Den scoring
    assert sim.text()[0] == "Old Bill: Dens"


# The rules' example: 4 points from the most suit, 5 from the least, 2 pairs x 2 = 13.
# Red 4 cards worth 4 (points default to one a card), Blue 1 card worth 5, 2 pairs.
ANN = "OK  OK UP*4 OK OK  OK UP OK UP*4 OK  DOWN*2 OK UP*2 OK  OK"


def test_full_den_game_tie_undo_results(sim):
    open_den_mode(sim)
    n = presses(ANN)
    sim.keys(ANN.replace("  OK", " OK")[:-3])   # stop inside the Den to look at it
    t = sim.text()
    assert t[0] == "Ann 13p", t
    assert t[1].split() == ["Red", "4c", "M", "4"], t
    assert t[2].split() == ["Blue", "1c", "L", "5"], t
    assert sim.draw_locked() is None
    sim.png("/tmp/lookout_oldbill_den.png")
    sim.keys("OK")                           # Done: back, cursor on Bo, LED in Bo's colour
    assert sim.text()[0] == "Old Bill: Dens"
    assert sim.rows()["Ann"] == 13
    assert sim.led == (0, 0, 255)
    print("Old Bill: %d presses for a typical Den (bound %d)" % (n, DEN_BOUND))
    assert n <= DEN_BOUND

    # Bo: Red 2c 6p and Blue 2c 3p tie for most (Red chosen, more points), Green 1c 3p least
    sim.keys("OK  OK UP*2 OK UP*4 OK  OK UP*2 OK UP OK  OK UP OK UP*2 OK  DOWN OK UP*2 OK")
    t = sim.text()
    assert t[0] == "Bo 13p", t
    assert t[1].split() == ["Red", "2c", "M", "6"] and t[3].split() == ["Green", "1c", "L", "3"]
    sim.keys("DOWN*3")                       # Done -> Mimes, Old Bill, Why: tie
    assert "Why: tie" in sim.text()
    sim.keys("OK")
    why = sim.text()
    assert why[0] == "Bo", why
    sim.keys("DOWN*6")
    why = why + sim.text()
    assert "Most tie at 2c:" in why and "Red 6p>Blue 3p" in why, why
    sim.keys("OK UP*3 OK")                   # close, back up to Done
    assert sim.rows()["Bo"] == 13

    # Cat: one Red card worth 1 (lone suit), then an Old Bill discard empties it
    sim.keys("OK OK UP OK OK BACK")
    assert sim.rows()["Cat"] == 1
    sim.keys("DOWN*2 OK DOWN*7 OK OK OK OK")  # Cat's Den: Old Bill, Red, a thief, 1 point
    t = sim.text()
    assert t[0] == "Cat 0p", t
    sim.keys("BACK")
    assert sim.rows()["Cat"] == 0

    # Undo the discard, redo it, undo again (Cat keeps 1)
    sim.keys("DOWN*4 OK")                    # cursor wrapped to Ann: Ann Bo Cat History Undo
    assert sim.text()[0] == "Undo", sim.text()   # asked first, naming the entry
    sim.keys("OK")
    assert sim.rows()["Cat"] == 1
    sim.keys("DOWN OK")
    assert sim.rows()["Cat"] == 0
    sim.keys("UP OK OK")
    assert sim.rows()["Cat"] == 1

    # History lists the entries (OK on one deletes it; see the Clumsy test)
    sim.keys("UP OK")                        # History: between the players and Undo
    assert sim.text()[0].startswith("History ")
    sim.keys("BACK")

    # Results (the last row, past New game): Ann 13 (2 pairs) and Bo 13 (2 pairs) share the win
    sim.keys("DOWN*4 OK")
    t = sim.text()
    assert t[0] == "Tie: Ann,Bo", t
    assert t[1] == "Shared: Ann,Bo", t
    assert sim.draw_locked() is None
    sim.png("/tmp/lookout_oldbill_results.png")
    sim.keys("DOWN*6")
    more = sim.text()
    assert any(s.startswith(("Most: Red 4c 4p", "Most:Red 4c 4p")) for s in more), more


def test_power_cut_resumes_dens(flash):
    s = Sim(flash, seed=3)
    open_den_mode(s)
    s.keys(ANN)
    assert s.rows()["Ann"] == 13
    s.keys("OK OK UP*3 OK")                  # Bo's Red: 3 cards, points entry open
    assert s.text()[0] == "Red points"
    s.proc.kill()
    s.proc.wait()
    s.close()
    s = Sim(flash, seed=3)
    t = s.text()
    assert t[0] == "Welcome back", t
    s.keys("OK")
    assert s.text()[0] == "Old Bill: Dens"
    assert s.rows() == {"Ann": 13, "Bo": 0, "Cat": 0, "Undo": 3, "Redo": 0}
    s.keys("BACK")                           # leaving the game: no resume prompt next boot
    assert s.text()[0] == "Lookout"      # resumed straight from the home screen
    s.close()
    s = Sim(flash, seed=3)
    assert s.text()[0] == "Lookout"
    s.keys("OK OK")                          # the game is still there
    assert s.rows()["Ann"] == 13
    s.close()


def test_memory_turns_and_led(sim):
    sim.keys("OK OK DOWN OK")
    t = sim.text()
    assert t[0] == "Ann's turn 52", t
    assert sim.led == (255, 0, 0)
    sim.keys("OK")                           # match: Ann goes again
    assert sim.text()[0] == "Ann's turn 50"
    sim.keys("DOWN OK")                      # miss: Bo's turn
    assert sim.text()[0] == "Bo's turn 50" and sim.led == (0, 0, 255)
    assert sim.draw_locked() is None
    assert sim.rows()["Ann"] == 1 and sim.rows()[">Bo"] == 0, sim.text()


def test_old_maid_loser(sim):
    sim.keys("OK OK DOWN*2 OK")
    assert sim.text()[0] == "Old-Maid 3 in"
    sim.keys("OK DOWN OK")                   # Ann out, Bo out: Cat holds Old Bill
    assert sim.text()[0] == "Cat loses", sim.text()


def test_player_count_checked(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK DOWN OK BACK")   # Players: add two (5 players)
    sim.keys("UP*4 OK OK")
    t = sim.text()
    assert t[0] == "Old Bill" and "Needs 3-4" in t[1] and "have 5" in " ".join(t), t
