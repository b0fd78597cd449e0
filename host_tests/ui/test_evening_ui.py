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


def memory(sim, turns):
    """Games > Old Bill > Memory, then OK (Match) `turns` times: Ann's matches."""
    sim.keys("OK OK DOWN OK")
    assert sim.text()[0].startswith("Ann's turn"), sim.text()
    sim.keys("OK*%d" % turns)


def test_go_to_here_asks_and_says_what_the_next_entry_drops(sim):
    memory(sim, 4)
    to(sim, "History")
    sim.keys("OK UP*3 OK OK")                     # entry 1 > Go to here
    t = sim.text()
    sim.png("/tmp/h20d_goto.png")
    q = " ".join(t)
    assert t[0] == "Go to here" and "drops the 3 after it" in q, t   # was: silent
    sim.keys("BACK")                              # no: nothing moved
    to(sim, "Redo")
    assert sim.rows().get("Redo") == 0, sim.text()
    to(sim, "History")
    sim.keys("OK UP*3 OK OK OK")                  # yes: back to entry 1, 3 to redo
    to(sim, "Redo")
    assert sim.rows().get("Redo") == 3, sim.text()


def test_a_long_delete_question_keeps_its_keys_in_sight_in_plain_words(flash):
    from test_history_people_ui import goto, seed_two
    seed_two(flash)
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*3 OK OK OK")                # Forty, 2 players; Start game; Ann L5
    sim.keys("RIGHT DOWN*3 OK")                   # Bo R2
    sim.keys("UP OK UP*2 OK UP*3 OK")             # Ann R3, Bo R5, Ann R8
    sim.keys("BACK")
    goto(sim, "History")
    sim.keys("OK UP*4 OK DOWN*2 OK")              # "1 Ann L5" refused; try "3 Ann R3"
    if sim.text()[0] == "Can't delete":
        sim.keys("OK DOWN*2 OK DOWN*2 OK")
    t = sim.text()
    sim.png("/tmp/h20d_delete_q.png")
    assert t[0] == "Delete entry" and t[-1] == "OK=yes BACK=no", t     # before any scroll
    sim.keys("DOWN*8")
    q = " ".join(sim.text())
    assert "would then be out of turn" in q and "Undo brings it back" in q, q
    assert sim.text()[-1] == "OK=yes BACK=no", sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_a_reopened_game_never_rests_on_undo_and_undo_names_the_entry(sim):
    memory(sim, 3)
    to(sim, "Undo")
    sim.keys("OK")
    t = sim.text()
    sim.png("/tmp/h20d_undo.png")
    assert t[0] == "Undo" and "Take back 3 Ann match?" in " ".join(t), t   # was: silent
    sim.keys("OK")                                # taken back
    to(sim, "Redo")
    assert sim.rows().get("Redo") == 1, sim.text()
    sim.keys("UP BACK")                           # on Undo; leave
    sim.keys("OK")                                # Games > Old Bill (the cursor stays on it)
    t = sim.text()
    assert t[0].startswith("Ann's turn"), t
    assert sim.selected() == "Match", t           # was: Undo, and OK undid another entry


def test_restore_game_says_when_the_swap_changes_nothing(sim):
    memory(sim, 0)
    to(sim, "New game")
    sim.keys("OK OK DOWN OK")                     # put aside (empty); a new Memory game
    assert sim.text()[0].startswith("Ann's turn"), sim.text()
    to(sim, "Restore game")
    sim.keys("OK")                                # the kept games: the empty one
    assert sim.text()[0] == "Kept: steps", sim.text()
    sim.keys("OK OK")                             # restore it? yes
    t = sim.text()
    sim.png("/tmp/h20d_restore.png")
    assert t[0] == "Restore game" and "nothing changed" in " ".join(t), t   # was: silent
    sim.keys("OK")
    assert sim.text()[0].startswith("Ann's turn"), sim.text()


def test_diamond_setup_keeps_its_choices_when_reopened(sim):
    sim.keys("OK DOWN*4 OK")                      # Games > Diamond Tricks: the setup
    assert sim.text()[0] == "Diamond: 3p", sim.text()
    sim.keys("DOWN*2 OK DOWN OK")                 # the first two pairs turned round
    before = sim.text()
    sim.keys("BACK OK")                           # leave the setup; open it again
    assert sim.text() == before, (sim.text(), before)   # was: back to the defaults


def seed(flash, names):
    """A saved session with these players (the firmware's own format)."""
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__)))), "firmware"))
    from lookout import session, store
    d = session.fresh()
    d["players"] = [[n, k, k] for k, n in enumerate(names)]
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))


def test_clumsy_take_which_keeps_a_long_name_whole(flash):
    seed(flash, ["Fredrick", "Ann", "Bo"])
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN OK")                        # Games > Clumsy Thief
    sim.keys("OK OK DOWN*6 OK")                   # Fredrick: $20+$80
    to(sim, "Ann")
    sim.keys("OK DOWN OK")                        # Ann > Take a stack
    t = sim.text()
    sim.png("/tmp/h20d_take.png")
    assert t[0] == "Take which?" and t[1] == "Fredrick:", t     # was "Fredri $100 $50"
    assert sim.selected().split() == ["$100", "$80"], t         # the cursor on the stack
    err = sim.close()
    assert sim.errors == 0, err


def test_clumsy_end_round_names_every_hand_alike(flash):
    seed(flash, ["Fredrick", "Ann", "Bo"])
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN OK")                        # Games > Clumsy Thief
    to(sim, "End round")
    sim.keys("OK")
    t = sim.text()
    sim.png("/tmp/h20d_endround.png")
    rows = [x.split() for x in t[2:5]]
    assert [r[0] for r in rows] == ["Fredrick", "Ann", "Bo"], t
    assert len(set([len(r) for r in rows])) == 1, t   # was "Ann hand 6" beside "Fredrick 5"
    err = sim.close()
    assert sim.errors == 0, err


def test_diamond_trick_rows_keep_whole_names(flash):
    seed(flash, ["Fredrick", "Jonathan", "Ann"])
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*4 OK OK")                   # Games > Diamond Tricks > Start game
    assert sim.text()[0] == "R1 Trick 1/12", sim.text()
    sim.keys("OK")                                # Fredrick plays; Jonathan next
    t = sim.text()
    sim.png("/tmp/h20d_tricks.png")
    assert t[1].split()[0] == "Fredrick" and t[2].split()[0] == ">Jonathan", t  # was "Fredri"
    err = sim.close()
    assert sim.errors == 0, err


def test_diamond_counts_keep_whole_names(flash):
    seed(flash, ["Fredrick", "Jonathan", "Ann"])
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*4 OK OK")                   # Games > Diamond Tricks > Start game
    sim.keys("OK:long")                           # counts for the whole round
    t = sim.text()
    sim.png("/tmp/h20d_counts.png")
    assert t[1].split() == ["Fredrick", "4", "4", "4"], t      # was "Fredri"
    assert t[2].split() == ["Jonathan", "4", "4", "4"], t
    err = sim.close()
    assert sim.errors == 0, err
