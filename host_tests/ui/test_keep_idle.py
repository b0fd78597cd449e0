"""Idle blanking of the private screens: a player's card menu, its hex picker and the dial
blank after ui.idle.IDLE_MS without a press (the simulator's clock), and come back only after
that player's PIN again; BACK on the blank screen leaves with nothing played."""
from simdriver import Sim
from test_keep_ui import PIN, WRONG, buy_nothing, setup

from lookout.ui.idle import IDLE_MS as IDLE


def _to_players_phase(sim):
    setup(sim)
    buy_nothing(sim)
    sim.keys("OK")                           # guards phase 1
    sim.keys("BACK")
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1] == "Blue plays", t


def test_card_menu_and_picker_blank_when_idle(flash):
    sim = Sim(flash, seed=7)
    _to_players_phase(sim)
    sim.keys("OK " + PIN[0])
    t = sim.text()
    assert t[0] == "Blue" and t[-1] == "OK=yes", t     # the card's picker (keep/choose)
    sim.keys("RIGHT")
    menu = sim.frame()
    where = sim.text()[1]
    sim.keys("wait:%d" % (IDLE - 500))
    assert sim.frame() == menu               # a few seconds: still there
    sim.keys("wait:1000")
    t = sim.text()
    assert t[0] == "Blue: hidden" and where not in " ".join(t), t
    assert sim.draw_locked() is None         # the veil draws allocating nothing
    sim.keys("DOWN UP LEFT")                 # arrows do nothing to the hidden screen
    assert sim.text()[0] == "Blue: hidden"
    sim.keys("OK " + WRONG)                  # a wrong PIN shows nothing
    t = sim.text()
    assert t[0] == "Wrong PIN", t
    sim.keys("OK")                           # back on the pad (issue 19), not the hub
    assert sim.text()[:2] == ["Blue: play", "Blue, your PIN"], sim.text()
    sim.keys(PIN[0])                         # the right PIN: the picker as it was
    assert sim.frame() == menu
    sim.keys("wait:%d" % (IDLE + 100))
    assert sim.text()[0] == "Blue: hidden", sim.text()
    sim.keys("BACK")                         # leave: nothing played
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1] == "Blue plays", t
    sim.keys("OK " + PIN[0])                 # a new private step is watched again
    assert sim.text()[0] == "Blue"
    sim.keys("wait:%d" % (IDLE + 100))
    assert sim.text()[0] == "Blue: hidden"
    err = sim.close()
    assert "Traceback" not in err, err


def test_presses_keep_a_private_screen_up(flash):
    sim = Sim(flash, seed=7)
    _to_players_phase(sim)
    sim.keys("OK " + PIN[0])
    for _ in range(4):
        sim.keys("wait:%d RIGHT" % (IDLE - 1000))
        assert sim.text()[0] == "Blue", sim.text()
    sim.keys("BACK")                         # BACK from the picker: no veil later
    sim.keys("wait:%d" % (IDLE * 2))
    t = sim.text()
    assert t[0] == "T1 P1 thieves", t
    err = sim.close()
    assert "Traceback" not in err, err


def test_the_dial_blanks_then_asks_again(flash):
    sim = Sim(flash, seed=7)
    _to_players_phase(sim)
    sim.keys("DOWN*6 OK " + PIN[0])          # Blue dial
    t = sim.text()
    assert t[0] == "Blue's dial" and t[1] == "At 1-A3", t
    sim.keys("wait:5000")
    assert sim.text()[1] == "Hidden.", sim.text()      # the dial's own few seconds
    sim.keys("wait:%d" % IDLE)
    t = sim.text()
    assert t[0] == "Blue: hidden", t
    sim.hold(1 << 4)                         # holding OK no longer shows it: PIN first
    sim.wait(300)
    t = sim.text()
    sim.hold(0)
    sim.wait(100)
    assert "1-A3" not in " ".join(t), t
    sim.keys(PIN[0])
    t = sim.text()
    assert t[0] == "Blue's dial", t
    err = sim.close()
    assert "Traceback" not in err, err


def _to_join(sim):
    """The setup wizard up to the join list (3 thieves, easy, the device deals)."""
    from test_keep_ui import OPEN
    sim.keys(OPEN + " DOWN*3 RIGHT DOWN OK UP OK OK*4")
    t = sim.text()
    assert t[1:4] == ["Blue joins", "Green joins", "Red joins"], t


def test_the_join_blanks_at_every_private_step(flash):
    """A player walks away mid-join: the PIN being typed, the treasure, the tiles and the entry
    hex picker all blank; before the PIN is set OK starts the join again, after it OK asks it
    (a wrong one counts towards the lockout); BACK leaves with nothing joined."""
    sim = Sim(flash, seed=7)
    _to_join(sim)
    hub = sim.text()
    sim.keys("OK BACK")                      # the intro's BACK: not now
    assert sim.text()[1:4] == hub[1:4], sim.text()
    sim.keys("OK OK UP UP")                  # two presses of a new PIN...
    assert sim.text()[0] == "Blue: new PIN"
    sim.keys("wait:%d" % (IDLE + 100))       # ...and away
    assert sim.text()[0] == "Blue: hidden", sim.text()
    sim.keys("OK")                           # no PIN yet: the join starts again
    t = sim.text()
    assert t[0] == "Blue joins" and t[-1] == "OK=yes BACK=no", t
    sim.keys("OK " + PIN[0] + " " + PIN[0])
    t = sim.text()
    assert t[0] == "Blue: secret" and t[1] == "Your treasure:", t
    secret = sim.frame()
    treasure = t[2]
    sim.keys("wait:%d" % (IDLE - 1000))
    assert sim.frame() == secret
    sim.keys("wait:1100")
    t = sim.text()
    assert t[0] == "Blue: hidden" and treasure not in " ".join(t), t
    sim.keys("OK " + WRONG)
    assert sim.text()[0] == "Wrong PIN", sim.text()
    sim.keys("OK OK " + PIN[0])              # the PIN typed twice brings it back
    assert sim.frame() == secret
    sim.keys("OK")
    assert sim.text()[0] == "Blue enters by", sim.text()
    sim.keys("wait:%d" % (IDLE + 100))
    assert sim.text()[0] == "Blue: hidden", sim.text()
    sim.keys("OK " + PIN[0] + " OK OK")      # tile 1, leaves by the first other
    t = sim.text()
    assert t[0] == "Entry" and t[2] == "Outsd", t
    sim.keys("wait:%d" % (IDLE + 100))
    assert sim.text()[0] == "Blue: hidden", sim.text()
    sim.keys("BACK")                         # leave: Blue has not joined
    assert sim.text()[1:4] == hub[1:4], sim.text()
    sim.keys("wait:%d" % (IDLE * 2))
    assert sim.text()[1:4] == hub[1:4], sim.text()
    sim.keys("OK OK " + PIN[0] + " " + PIN[0] + " OK OK")   # join at last: the treasure,
    assert sim.text()[0] == "Blue leaves by", sim.text()       # tile 1, ...
    sim.keys("BACK")                         # BACK: one step back, not out of the join
    assert sim.text()[0] == "Blue enters by", sim.text()
    sim.keys("OK OK OK")
    assert sim.text()[0] == "Joined", sim.text()
    sim.keys("wait:%d" % (IDLE * 2))         # the public screens after it never blank
    assert sim.text()[0] == "Joined", sim.text()
    sim.keys("OK")
    t = sim.text()
    assert t[1:3] == ["Green joins", "Red joins"], t
    err = sim.close()
    assert "Traceback" not in err, err
