"""Issue 20, storage and resume: the numbered repros on the simulated device (items 2, 3, 7, 8,
10, and the resume marker after BACK), with the issue's keys where it gives them."""
import os
import sys

from simdriver import Sim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
from lookout import session, store  # noqa: E402
from lookout.games import clumsy, diamond, oldbill  # noqa: E402
from lookout.history import History  # noqa: E402

NAMES = ["Ann", "Bo", "Cat"]


def seed(flash, seq=1, name="lookout.sav", d=None, **data):
    """A saved session (the firmware's own format) with these fields over a fresh one."""
    if d is None:
        d = session.fresh()
        d.update(data)
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, name), "wb") as f:
        f.write(store.encode(seq, d))
    return d


def memory(turns):
    h = History(oldbill, oldbill.new(NAMES, {"mode": "memory"}))
    for i in range(turns):
        h.do(["match"] if i % 2 else ["miss"])
    return h.dump()


def closed(sim):
    err = sim.close()
    assert sim.errors == 0, err
    assert "Traceback" not in err, err


def test_2_every_put_aside_game_comes_back(flash):
    seed(flash, games={"oldbill": memory(3)})          # A: Old Bill Memory, 3 turns
    sim = Sim(flash, seed=7)
    sim.keys("OK OK")                                   # Games > Old Bill: A resumes
    assert sim.text()[0].startswith("Cat's turn"), sim.text()
    sim.keys("UP UP OK OK OK")                          # New game > OK > Den scoring (B)
    assert sim.text()[0] == "Old Bill: Dens", sim.text()
    sim.keys("OK OK UP OK OK BACK")                     # B: 1 entry (Ann's Red: 1 card)
    sim.keys("UP*4 OK OK OK")                           # New game > OK > Den scoring (C)
    assert sim.rows()["Ann"] == 0
    sim.keys("UP UP")
    assert sim.selected() == "Restore game"
    sim.keys("OK")                                      # was: B only, A gone
    t = sim.text()
    assert t == ["Kept: steps", "Put aside     1", "Put aside     3"], t
    sim.keys("DOWN OK")                                 # the oldest: A
    assert "3 steps" in " ".join(sim.text()), sim.text()
    sim.keys("OK")
    assert sim.text()[0].startswith("Cat's turn"), sim.text()   # A, as it was
    closed(sim)


def test_2_every_session_before_start_afresh_comes_back(flash):
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, 7]], "c": 1}
    seed(flash, pad=pad, where="Scorepad")
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*2 OK OK")                            # Welcome back > Start afresh > OK
    sim.keys("DOWN*2 OK OK UP*2 OK BACK")               # a pad with Ann 2
    assert sim.text()[0] == "Lookout"
    sim.cut()
    sim = Sim(flash, seed=7)                            # (no Welcome back: left to the menu)
    sim.keys("DOWN*5 OK DOWN*5 OK OK")                  # Settings > Reset all > OK
    sim.keys("OK UP UP OK")                             # Restore session
    t = sim.text()
    assert t[0] == "Kept: games" and len(t) == 3, t     # was: only the last one
    sim.keys("DOWN OK OK")                              # the first: Ann 7
    sim.keys("OK BACK UP*3 OK")                         # Scorepad
    assert sim.rows()["Ann"] == 7, sim.text()
    closed(sim)


def _finished_diamond():
    h = History(diamond, diamond.new(NAMES, {"rounds": 1}))
    for a in (["counts", 0, 4, 4, 4], ["counts", 1, 4, 4, 4], ["counts", 2, 4, 4, 4],
              ["dia", 0, 0], ["dia", 1, 0], ["dia", 2, 12], ["commit"]):
        h.do(a)
    assert h.state["phase"] == "over"
    return h.dump()


def test_3_a_finished_game_is_kept_when_a_new_one_starts(flash):
    seed(flash, games={"diamond": _finished_diamond()})
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*4 OK")                            # reopen Diamond: a new game's setup
    assert sim.text()[0] == "Diamond: 3p", sim.text()
    assert "Restore game" not in sim.text()
    sim.keys("OK BACK")                                 # Start game; its menu
    sim.keys("UP UP")
    assert sim.selected() == "Restore game"             # was: the finished game overwritten
    sim.keys("OK")
    assert sim.text()[1].split() == ["Finished", "7"], sim.text()
    sim.keys("OK OK")                                   # back: its final scores
    t = sim.text()
    assert t[0] == "Final scores" and "Cat" in " ".join(t) and "12" in " ".join(t), t
    closed(sim)


def _clumsy_entry(sim):
    sim.keys("OK OK OK")                                # Ann: + Stack a+b=100, 50 + 50


def test_7_a_full_flash_says_so_in_words_and_the_game_can_be_left(flash):
    sim = Sim(flash, seed=7, flash_bytes=1150)
    sim.keys("OK DOWN OK")                              # Clumsy Thief (saved at the start)
    _clumsy_entry(sim)
    t = " ".join(sim.text())
    assert sim.text()[0] == "Flash" and "Flash full: 0 KB free; remove put-aside games" in t, t
    sim.keys("OK")
    assert sim.rows()["Ann"] == 100                     # the game goes on in memory
    _clumsy_entry(sim)
    assert sim.text()[0] == "Flash", sim.text()         # every failed save says so
    sim.keys("OK BACK")                                 # BACK from the list: left
    assert sim.text()[0] == "Flash", sim.text()
    sim.keys("OK")
    assert sim.text()[0] == "Games", sim.text()
    assert not [t for t in sim.text() if "Error" in t]
    sim.cut()
    sim = Sim(flash, seed=7, flash_bytes=1150)          # what was saved is all there
    assert sim.text()[0] == "Welcome back", sim.text()
    sim.keys("OK")
    assert sim.text()[0] == "Clumsy deck 72" and sim.rows()["Ann"] == 0, sim.text()
    closed(sim)


def test_7_clear_pad_on_a_full_flash_lets_the_oldest_kept_go_and_says_so(flash):
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, 7]], "c": 1}
    seed(flash, pad=pad)
    fill = clumsy.new(NAMES)
    seed(flash, 1, "bin-clumsy-1.sav", d=["put aside", 0, History(clumsy, fill).dump()])
    size = sum(os.path.getsize(os.path.join(flash, f)) + 128 for f in os.listdir(flash))
    sim = Sim(flash, seed=7, flash_bytes=size + 500)
    sim.keys("DOWN*2 OK")                               # Scorepad: Ann 7
    assert sim.rows()["Ann"] == 7
    sim.keys("DOWN*8 OK OK")                            # Clear pad > OK: was "Error 28"
    t = " ".join(sim.text())
    assert "Error" not in t and "Let go of the put-aside Clumsy Thief game #1" in t, t
    sim.keys("OK")
    assert sim.rows()["Rounds"] == 0                    # cleared: the pad went to the bin
    sim.keys("UP UP OK OK OK")                          # Restore pad > the kept one > OK
    assert sim.rows()["Ann"] == 7, sim.text()
    closed(sim)


def test_7_saving_resumes_once_put_aside_games_are_removed(flash):
    seed(flash)
    seed(flash, 1, "bin-forty-1.sav", d=["put aside", 5, {"a": ["x" * 800]}])
    size = sum(os.path.getsize(os.path.join(flash, f)) + 128 for f in os.listdir(flash))
    sim = Sim(flash, seed=7, flash_bytes=size + 800)
    sim.keys("OK DOWN OK")                              # Clumsy: saved at the start
    _clumsy_entry(sim)
    assert sim.text()[0] == "Flash", sim.text()         # full: the entry is not saved
    sim.keys("OK BACK OK BACK")                         # left (its save failed too)
    sim.keys("DOWN*5 OK DOWN*4")
    assert sim.selected() == "Put-aside games"          # where the message says to go
    sim.keys("OK")
    t = sim.text()
    assert t[0].startswith("Free 0 KB") and t[1] == "Forty #1", t
    sim.keys("OK OK")                                   # asked, removed for good: the
    assert sim.text()[1] == "Nothing kept", sim.text()  # waiting save goes at once
    sim.cut()
    sim = Sim(flash, seed=7, flash_bytes=size + 800)
    sim.keys("OK DOWN OK")
    assert sim.rows()["Ann"] == 100, sim.text()         # nothing lost
    _clumsy_entry(sim)
    assert sim.rows()["Ann"] == 200, sim.text()         # and saving goes on
    closed(sim)


BAD = (([1, 2], "not a session"), ({"players": []}, "players"), ({"games": []}, "games"),
       ({"v": 2}, "version"), ({"junk": "x" * 200 * 1024}, "too big"))


def test_8_a_wrong_shaped_save_never_replaces_the_good_copy(flash):
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, 7]], "c": 1}
    for bad, why in BAD:
        f = os.path.join(flash, why.replace(" ", "_"))
        seed(f, 1, "lookout.bak", pad=pad)
        if type(bad) is dict:
            seed(f, 2, **dict(bad, pad=None))
        else:
            seed(f, 2, d=bad)
        sim = Sim(f, seed=7)
        t = " ".join(sim.text())
        assert sim.text()[0] == "Warning" and why in t and "last good copy" in t, (why, t)
        sim.keys("OK DOWN*2 OK")                        # was: a fresh pad, Ann 0
        assert sim.rows()["Ann"] == 7, (why, sim.text())
        sim.keys("OK UP OK")                            # a change: saved over the bad one
        closed(sim)
        good = store.decode(open(os.path.join(f, "lookout.bak"), "rb").read())[1]
        assert good["pad"]["a"] == pad["a"], why        # never overwritten (its columns
        assert good["pad"]["i"]["rounds"] == []         # by the players' ids since 20a)
        assert os.path.exists(os.path.join(f, "lookout.bad"))   # set aside, kept


def test_8_a_wrong_field_never_shows_an_error(flash):
    d = seed(flash, timer=5, gone="x", players=[["Ann", 99], ["Bo", 1], ["Cat", 2]],
             dice="x")
    assert d["timer"] == 5
    sim = Sim(flash, seed=7)
    t = " ".join(sim.text())
    assert sim.text()[0] == "Warning" and "timer" in t and "colour 99" in t, t
    sim.keys("OK DOWN*3 OK")                            # Timer: was an Error screen
    assert sim.text()[0] == "Ann", sim.text()
    sim.keys("BACK DOWN OK")                            # Players: was an Error screen
    assert sim.text()[0].startswith("Players") and "Ann" in sim.text()[1], sim.text()
    sim.keys("BACK UP*3 OK OK:long")                    # Dice and its roll history
    closed(sim)


def test_10_a_cut_inside_a_den_comes_back_inside_it(flash):
    sim = Sim(flash, seed=3)
    sim.keys("OK OK OK DOWN OK OK UP*3 OK OK")          # Old Bill Dens: Bo's Red, 3 cards
    assert sim.text()[0] == "Bo 3p" and sim.selected().startswith("Blue"), sim.text()
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")                                      # was: the Dens list
    assert sim.text()[0] == "Bo 3p" and sim.selected().startswith("Blue"), sim.text()
    sim.keys("BACK")
    assert sim.selected().startswith("Cat"), sim.text()
    closed(sim)


def test_10_after_refill_the_cursor_and_led_come_back_on_the_first_player(flash):
    sim = Sim(flash, seed=3)
    sim.keys("OK DOWN OK DOWN*3 OK OK")                 # Clumsy > End round > Refill now
    assert sim.selected().startswith("Ann")
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")
    assert sim.selected().startswith("Ann"), sim.text()     # was: End round
    sim.frame()
    assert sim.led == (255, 0, 0)
    closed(sim)


def test_10_the_pads_led_follows_the_cursor_and_comes_back(flash):
    seed(flash, players=[["Ann", 0], ["Bo", 1], ["Cat", 2], ["Dan", 3]])
    sim = Sim(flash, seed=3)
    sim.keys("DOWN DOWN OK OK UP*7 OK OK UP OK OK UP OK")   # Ann 7, Bo 1, Cat 1: on Dan
    sim.frame()
    assert sim.selected().startswith("Dan") and sim.led == (255, 160, 0)
    sim.keys("DOWN")
    sim.frame()
    assert sim.led == (0, 0, 0)                         # + New round: no one's colour
    sim.keys("UP UP")
    sim.frame()
    assert sim.led == (0, 160, 0)                       # Cat's: it follows the cursor
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")
    sim.frame()
    assert sim.selected().startswith("Dan") and sim.led == (255, 160, 0), sim.led  # was off
    closed(sim)


def test_10_diamonds_picker_comes_back(flash):
    sim = Sim(flash, seed=3)
    sim.keys("OK DOWN*4 OK OK RIGHT UP UP OK")          # Diamond: Ann plays Dog 12
    assert sim.text()[2] == ">Bo    Dog 13", sim.text()
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")
    assert sim.text()[2] == ">Bo    Dog 13", sim.text()   # was: Thief 10
    closed(sim)


def test_10_leaving_the_timer_saves_so_a_cut_in_dice_resumes_dice(flash):
    sim = Sim(flash, seed=3)
    sim.keys("DOWN*3 OK BACK UP*2 OK")                  # Timer, BACK, Dice
    assert sim.text()[0].startswith("2d6"), sim.text()
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")                                      # was: the Timer
    assert sim.text()[0].startswith("2d6"), sim.text()
    closed(sim)


def test_back_to_the_menu_clears_the_resume_marker(flash):
    sim = Sim(flash, seed=3)
    sim.keys("OK DOWN OK OK OK OK BACK BACK")           # Clumsy, an entry, BACK to the menu
    sim.keys("DOWN*2 OK OK UP OK BACK")                 # Scorepad, Ann 1, BACK to the menu
    assert sim.text()[0] == "Lookout", sim.text()
    sim.cut()
    d = store.decode(open(os.path.join(flash, "lookout.sav"), "rb").read())[1]
    assert d["where"] is None, d["where"]               # was: "Scorepad"
    assert d["games"]["clumsy"]["c"] == 1 and d["pad"]["c"] == 1
    sim = Sim(flash, seed=3)
    assert sim.text()[0] == "Lookout", sim.text()       # no Welcome back into a closed one
    closed(sim)


def test_10_fortys_board_cursor_comes_back(flash):
    """A careless evening (a20): Forty, a play, a power cut: the board came back on L5, not
    on the pile and card the play left it (Diamond's picker already came back)."""
    sim = Sim(flash, seed=3)
    sim.keys("OK DOWN*3 OK OK DOWN*2 OK UP OK")         # Forty: Ann L3, Bo R4 (=12)
    before = sim.text()
    assert before[1:4] == ["Cat", "L3 R4", "R4x3"], before
    sim.keys("DOWN*3 OK")                               # Cat R1 (=3)
    before = sim.text()
    sim.cut()
    sim = Sim(flash, seed=3)
    sim.keys("OK")
    assert sim.text() == before, (sim.text(), before)  # was: L5x1
    closed(sim)


def test_10_the_led_follows_the_cursor_in_clumsy_and_the_dens(flash):
    """A careless evening (a20): the pad's LED follows its cursor (item 10), but Clumsy's and
    Old Bill's Dens lists kept Ann's red while the cursor went down to Bo, Cat and End round.
    Memory shows whose turn it is, wherever the cursor is."""
    sim = Sim(flash, seed=3)
    sim.keys("OK DOWN OK")                              # Clumsy Thief: on Ann
    for k, led in (("", (255, 0, 0)), ("DOWN", (0, 0, 255)), ("DOWN", (0, 160, 0)),
                   ("DOWN", (0, 0, 0)), ("UP*2", (0, 0, 255))):
        sim.keys(k)
        sim.frame()
        assert sim.led == led, (k, sim.selected(), sim.led)     # was: (255, 0, 0) each time
    sim.keys("BACK UP OK OK")                           # Old Bill > Den scoring: on Ann
    sim.keys("DOWN*2")
    sim.frame()
    assert sim.selected().startswith("Cat") and sim.led == (0, 160, 0), sim.led
    closed(sim)


def test_10_memory_keeps_the_turns_colour_under_the_cursor(flash):
    sim = Sim(flash, seed=3)
    sim.keys("OK OK DOWN OK OK")                        # Memory: Ann matches, still Ann's turn
    sim.frame()
    turn = sim.led
    sim.keys("DOWN*3")                                  # onto the players' rows
    sim.frame()
    assert sim.led == turn, (sim.text(), sim.led, turn)
    closed(sim)
