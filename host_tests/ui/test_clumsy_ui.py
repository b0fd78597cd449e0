"""Clumsy Thief through the buttons: stacks, a take, a round ended with the deck check,
undo/redo, history edit, the game-over check, a tied ranking and a power cut."""
from simdriver import Sim, presses

ROUND_BOUND = 24     # presses for a typical round: 3 stacks, 1 take, end of round


# Ann stacks $40+$60, Bo $50+$50, Cat a $100 stack (the cursor stays on whoever stacked:
# everyone plays at once); Bo takes Ann's stack with a $40 (long OK on Bo: Take a stack);
# End round (hands estimated 5, 4, 5) and refill.
ROUND = ("OK OK DOWN*2 OK  DOWN OK OK OK  DOWN OK DOWN*2 OK  "
         "UP OK:long OK OK  DOWN*2 OK OK")


def open_clumsy(sim):
    sim.keys("OK DOWN OK")
    assert sim.text()[0] == "Clumsy deck 72"


def test_full_game_take_round_undo_tie(sim):
    open_clumsy(sim)
    sim.keys(ROUND[:ROUND.index("DOWN*2 OK OK")])
    assert sim.rows() == {"Ann": 0, "Bo": 240, "Cat": 100, "Deck": 72}, sim.text()
    assert sim.led == (0, 0, 255)
    sim.png("/tmp/lookout_clumsy_main.png")
    sim.keys("DOWN*2 OK")
    t = sim.text()
    assert t[0] == "Deck 72 need 7", t
    assert t[2].split() == ["Ann", "hand", "5"] and t[3].split() == ["Bo", "hand", "4"], t
    assert sim.draw_locked() is None
    sim.keys("OK")
    assert sim.text()[0] == "Clumsy deck 65"
    n = presses(ROUND)
    print("Clumsy Thief: %d presses for a typical round (bound %d)" % (n, ROUND_BOUND))
    assert n <= ROUND_BOUND

    # undo the refill, redo it
    sim.keys("DOWN*6 OK OK")                 # Ann .. End round, Deck, History, Undo; yes
    assert sim.text()[0] == "Clumsy deck 72"
    sim.keys("DOWN OK")
    assert sim.text()[0] == "Clumsy deck 65"

    # round 2: the deck really holds 3 cards; Cat takes Bo's $140 stack with a Thief,
    # Ann enters a $240 stack as a total
    sim.keys("UP*3 OK LEFT*6 DOWN*2 OK")     # Deck -> 3
    assert sim.text()[0] == "Clumsy deck 3"
    sim.keys("UP*2 OK DOWN OK")              # Cat, Take a stack
    t = sim.text()
    assert t[0] == "Take which?" and t[2].split() == ["Bo", "$140", "$40"], t
    sim.keys("DOWN OK DOWN OK")              # with a Thief
    assert sim.rows()["Cat"] == 240
    sim.keys("UP")                           # Bo, scrolled into view
    assert sim.rows()["Bo"] == 100
    sim.keys("UP OK DOWN*3 OK RIGHT*2 UP*8 OK")     # Ann: + Stack total $240
    assert sim.rows()["Ann"] == 240
    # history: delete the $100 stack Cat made in round 1 (the log is replayed without it),
    # then enter it again
    sim.keys("DOWN*5 OK")                    # Ann (the cursor stayed) .. History
    t = sim.text()
    assert t[0] == "History 11/11", t       # the one history list every game shares
    assert t[-2:] == [">11 Ann stack", "$240"], t   # '>' marks the current entry, wrapped
    sim.keys("UP*8")                         # entry 3 of 11: Cat stack $100
    t = sim.text()
    assert "3 Cat stack" in t and t[t.index("3 Cat stack") + 1] == "$100", t
    sim.keys("OK")
    assert sim.text()[:4] == ["Entry 3", "Go to here", "Keep it", "Delete entry"], sim.text()
    sim.keys("DOWN*2 OK")
    assert sim.text()[0] == "Delete entry"
    sim.keys("OK")
    assert sim.rows().get("Cat") == 140, sim.text()
    sim.keys("UP*3 OK")                      # Cat again: + $100 stack
    sim.keys("DOWN*2 OK")
    assert sim.rows()["Cat"] == 240
    # end of round: 3 cards can't refill the hands: game over, tied ranking
    sim.keys("DOWN OK OK")                   # the cursor stayed on Cat
    t = sim.text()
    assert t[0] == "Game over", t
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Tie: Ann,Cat", t
    assert t[1] == "Game over"
    assert t[2].split() == ["1=", "Ann", "$240"] and t[3].split() == ["1=", "Cat", "$240"], t
    assert t[4].split() == ["3", "Bo", "$100"], t
    assert sim.draw_locked() is None
    sim.png("/tmp/lookout_clumsy_results.png")


def test_power_cut_resume(flash):
    s = Sim(flash, seed=3)
    open_clumsy(s)
    s.keys("OK OK DOWN*2 OK  DOWN OK OK UP OK")   # Ann $100 (40/60), Bo $100 (55/45)
    assert s.rows()["Bo"] == 100
    s.proc.kill()
    s.proc.wait()
    s.close()
    s = Sim(flash, seed=3)
    assert s.text()[0] == "Welcome back"
    s.keys("OK")
    t = s.text()
    assert t[0] == "Clumsy deck 72"
    assert s.rows()["Ann"] == 100 and s.rows()["Bo"] == 100
    assert s.selected().startswith("Bo") and s.led == (0, 0, 255)   # cursor and LED back
    s.keys("OK DOWN OK OK OK")                # Bo takes Ann's stack (top $60) with $40
    assert s.rows()["Bo"] == 240 and s.rows()["Ann"] == 0
    s.close()
