"""A whole (one-round) Forty Thieves game through the buttons, checked on the OLED."""
from simdriver import Sim

TURN_BOUND = 6      # presses for a typical discard: pile + card + OK

# After the opening (Ann 5 left, Bo 2 right: claims 10) three players play; Ann completes
# the row 42 45 48 49 (cells 26-29) on the last move.
SEQ = [(1, 3, 15), (1, 9, 45), (0, 9, 81), (1, 7, 63), (0, 7, 49), (0, 1, 7), (0, 2, 14),
       (0, 6, 42), (1, 9, 54), (1, 5, 30), (1, 8, 48)]


class Entry:
    """Mirrors the board's entry cursor (pile, card) to press the fewest keys."""

    def __init__(self, sim):
        self.sim = sim
        self.pile = 0
        self.card = 5
        self.presses = []

    def play(self, pile, card, top=10, ok=True):
        keys = []
        if pile != self.pile:
            keys.append("LEFT" if pile == 0 else "RIGHT")
        up = (card - self.card) % top
        down = (self.card - card) % top
        keys += ["UP"] * up if up <= down else ["DOWN"] * down
        self.pile, self.card = pile, card
        if ok:
            keys.append("OK")
        self.sim.keys(" ".join(keys))
        self.presses.append(len(keys))
        return len(keys)


def open_forty(sim):
    sim.keys("OK DOWN*3 OK")                 # Games > Forty Thieves: the setup menu
    t = sim.text()
    assert t[0] == "Forty: 3p", t
    assert t[2] == "Rounds: 10" and t[3] == "3 strikes: 2p" and t[4] == "Jack/King: N", t
    sim.keys("DOWN OK LEFT OK UP OK")        # rounds 10 -> 1, Start game


def test_forty_full_game_steal_undo_resume(flash):
    sim = Sim(flash, seed=7)
    open_forty(sim)
    t = sim.text()
    assert t[0] == "R1/1" and t[1] == "Ann" and t[2] == "L- R-", t
    assert sim.led == (255, 0, 0)            # Ann is red
    e = Entry(sim)
    e.play(0, 5)                             # dealer starts the left pile with a 5
    assert sim.text()[1:3] == ["Bo", "L5 R-"]
    e.pile = 1                               # the second opener must use the right pile
    e.play(1, 2, top=9, ok=False)
    t = sim.text()
    assert t[3:5] == ["R2x5", "=10 ok"], t     # 5 x 2 = 10, the rule text's example
    sim.keys("OK")
    t = sim.text()
    assert t[1:3] == ["Cat", "L5 R2"], t
    assert t[4] == "=10 tkn", t
    assert sim.led == (0, 160, 0)
    # Cat tries 2 on the right again: 10 is Bo's already
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Not allowed" and "10 is already" in " ".join(t), t
    sim.keys("OK")
    # Cat plays a thief: 10 on the right, replays the 2 and steals Bo's 10
    e.play(1, 10)
    t = sim.text()
    assert t[0] == "Replay which?" and t[1].split() == ["2", "x5", "steals", "10"], t
    sim.keys("OK")
    t = sim.text()
    assert t[1:3] == ["Ann", "L5 R2"], t
    sim.keys("BACK DOWN*6 OK")               # menu > Scores: Cat (crosses) holds one spot
    t = sim.text()
    assert t[0] == "Scores" and "Cat: X" in t[3], t
    sim.keys("BACK BACK:long")               # back to the board, long BACK = undo the steal
    t = sim.text()
    assert t[1] == "Cat", t
    e.card = 10
    # the rest of the round
    for k in range(len(SEQ)):
        pile, card, prod = SEQ[k]
        e.play(pile, card, ok=False)
        t = sim.text()
        assert t[4] == "=%d ok" % prod, (k, t)
        sim.keys("OK")
        e.presses[-1] += 1
        if k == 5:                           # power cut mid-round: nothing is lost
            assert sim.text()[1] == "Cat"
            sim.proc.kill()
            sim.proc.wait()
            sim.close()
            sim = Sim(flash, seed=7)
            e.sim = sim
            # the board comes back on the pile and card it was on (e keeps them)
            assert sim.text()[0] == "Welcome back"
            sim.keys("OK")
            t = sim.text()
            assert t[1:3] == ["Cat", "L1 R7"], t
            # history lists every discard so far
            sim.keys("BACK DOWN OK")             # the menu's History (before Undo)
            t = sim.text()
            assert t[0] == "History 8/8" and t[1] == "3 Cat R3" and t[-1] == ">8 Bo L1", t
            sim.keys("BACK")
    t = sim.text()
    assert t[0] == "Round 1 over" and t[1] == "Ann line!" and t[2] == "+1 point", t
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Ann wins!", t
    assert t[1].split() == ["1", "Ann", "1"] and t[2].split()[:2] == ["2=", "Bo"], t
    assert "line +1" in t[4], t
    play_turns = e.presses[2:]               # the play phase (the opening is 1-4 presses)
    avg = sum(play_turns) / len(play_turns)
    print("forty presses per discard:", play_turns, "avg %.1f max %d" % (avg, max(play_turns)))
    assert avg <= 4 and max(play_turns) <= TURN_BOUND
    sim.keys("BACK")
    assert sim.text()[0] == "Lookout"
    sim.close()
    sim = Sim(flash, seed=7)                 # game over: no resume prompt
    assert sim.text()[0] == "Lookout"
    sim.close()


def test_forty_can_i_play_and_concede(sim):
    open_forty(sim)
    sim.keys("OK DOWN*3 OK")                 # Ann 5 left, Bo 2 right
    sim.keys("BACK DOWN*4 OK")               # Cat: can I still play?
    assert sim.text()[0] == "Can I play?"
    sim.keys("UP*5 OK OK RIGHT")             # a hand of two 10s... the 10 steals Bo's 10
    t = sim.text()
    assert t[0] == "You can play" and "L10>5 =10" in t, t
    sim.keys("OK BACK DOWN*5 OK")            # Concede (Cat)
    t = sim.text()
    assert t[0] == "Concede" and "Cat concedes" in t[1], t
    sim.keys("OK")
    assert sim.text()[1] == "Ann"
    sim.keys("BACK DOWN*5 OK OK")            # Ann concedes too: Bo wins the round by concession
    t = sim.text()
    assert t[0] == "Round 1 over" and t[1:3] == ["Bo wins", "by concession"], t


def test_forty_tie_means_extra_rounds(sim):
    sim.keys("OK DOWN*3 OK DOWN OK LEFT UP OK UP OK")   # rounds 10 -> 2, Start
    concede = "BACK DOWN*5 OK OK"

    def rnd(winner, title):
        sim.keys("OK OK " + concede + " " + concede)    # open 5 / 5, two players concede
        t = sim.text()
        assert t[0] == title and t[1:3] == ["%s wins" % winner, "by concession"], t
        return t

    rnd("Bo", "Round 1 over")
    sim.keys("OK")
    t = rnd("Cat", "Round 2 over")                     # Bo 1, Cat 1: tied after 2 rounds
    assert "Tied: extra" in t, t
    sim.keys("OK")
    assert sim.text()[0] == "R3 xtra"
    rnd("Ann", "Round 3 over")                         # 1-1-1: still tied
    sim.keys("OK")
    rnd("Bo", "Round 4 over")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Bo wins!" and t[1].split() == ["1", "Bo", "2"], t
    assert t[2].startswith("2= ") and t[3].startswith("2= "), t
