"""Issue 20: people, not seats. Scores and "goes first" stay with a person through Move up,
Remove and Bring back (each test a repro from the issue, keys as a player types them)."""
from simdriver import Sim
from test_evening_ui import to


def enter(sim, ups):
    """OK on the selected player, raise the number by `ups`, OK."""
    sim.keys("OK " + ("UP*%d " % ups if ups else "") + "OK")


NAMES = ("Ann", "Bo", "Cat", "Dan", "Eve")


def scores(sim):
    """The pad's player rows: {name: total}."""
    return {k: v for k, v in sim.rows().items() if k in NAMES}


def players(sim):
    """Players' rows: (name, marked goes first)."""
    out = []
    for line in sim.text()[1:]:
        w = line.split()
        if len(w) == 2 and w[1] in ("Red", "Blue", "Green", "Yellow", "Purple", "White"):
            out.append((w[0].lstrip(">"), w[0].startswith(">")))
    return out


def test_1_removing_a_player_keeps_the_pad_and_bring_back_shows_them_again(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")          # Players: + Add player (Dan), 4 players
    sim.keys("UP*2 OK")                           # Scorepad
    for k in (3, 5, 2, 1):                        # round 1: Ann 3, Bo 5, Cat 2, Dan 1
        enter(sim, k)
    sim.keys("OK")                                # + New round
    for k in (1, 1, 1, 1):
        enter(sim, k)
    assert scores(sim) == {"Ann": 4, "Bo": 6, "Cat": 3, "Dan": 2}, sim.text()
    sim.keys("BACK DOWN*2 OK DOWN OK DOWN*5 OK")  # Players > Bo > Remove: asked first
    assert sim.text()[0] == "Remove", sim.text()
    sim.keys("OK BACK UP*2 OK")                   # OK; open Scorepad
    t = sim.text()
    assert t[0] == "Round 2", t                   # was: an empty pad, its note under it
    assert scores(sim) == {"Ann": 4, "Cat": 3, "Dan": 2}, t
    assert sim.selected() == "+ New round", t     # the same row, one player fewer above it
    sim.keys("BACK DOWN*2 OK")                    # Players
    assert sim.text()[-1] == "Bring back Bo", sim.text()
    sim.keys("DOWN*4 OK BACK UP*2 OK")            # Bring back Bo; Scorepad: Bo's 6 is back
    assert sim.text()[0] == "Round 2", sim.text()
    assert scores(sim) == {"Ann": 4, "Bo": 6, "Cat": 3, "Dan": 2}, sim.text()


def test_5_move_up_moves_the_person_with_their_points(sim):
    sim.keys("DOWN*2 OK")                         # Scorepad: Ann 20, Bo 10
    sim.keys("OK RIGHT*2 OK OK RIGHT OK")
    assert scores(sim) == {"Ann": 20, "Bo": 10, "Cat": 0}, sim.text()
    sim.keys("BACK DOWN*2 OK DOWN OK DOWN*3 OK")  # Players > Bo > Move up
    assert [p[0] for p in players(sim)] == ["Bo", "Ann", "Cat"], sim.text()
    sim.keys("BACK UP*2 OK")
    t = sim.text()
    assert t[1].split() == ["Bo", "10"] and t[2].split() == ["Ann", "20"], t  # was Bo 20


def test_6_goes_first_stays_with_the_person_and_starts_the_new_round(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK")               # Players: 4 (Dan added)
    sim.keys("UP*3 DOWN*2 OK UP OK")              # Cat > Goes first (the last row)
    assert ("Cat", True) in players(sim), sim.text()
    sim.keys("UP*2 OK DOWN*5 OK OK")              # Ann > Remove > OK
    ps = players(sim)
    assert ("Cat", True) in ps and ("Dan", False) in ps, sim.text()   # was: jumps to Dan
    sim.keys("DOWN*4 OK")                         # Bring back Ann
    ps = players(sim)
    assert ps == [("Ann", False), ("Bo", False), ("Cat", True), ("Dan", False)], sim.text()
    # Bo goes first: the pad starts with Bo, and + New round comes after Ann (the last before
    # Bo), then Bo's entry is next
    sim.keys("UP*4 DOWN OK UP OK BACK UP*2 OK")
    assert sim.selected().startswith("Bo"), sim.text()
    for _ in range(4):                            # Bo, Cat, Dan, Ann
        enter(sim, 1)
    assert sim.selected() == "+ New round", sim.text()
    sim.keys("OK")
    assert sim.selected().startswith("Bo"), sim.text()   # was: Ann


def test_old_save_by_seats_keeps_its_people(flash):
    """A save from before ids: players [name, colour], "first" a seat, the pad by seats."""
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "firmware"))
    from lookout import session, store
    d = session.fresh()
    d.update(players=[["Ann", 0], ["Bo", 1], ["Cat", 2]], first=2,
             pad={"i": {"n": 3, "rounds": [[20, 10, 5]]}, "a": [["set", 0, 2, 7]], "c": 1})
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*4 OK DOWN OK DOWN*3 OK")       # Players > Bo > Move up
    assert players(sim) == [("Bo", False), ("Ann", False), ("Cat", True)], sim.text()
    sim.keys("BACK UP*2 OK")
    t = sim.text()
    assert [x.split() for x in t[1:4]] == [["Bo", "10"], ["Ann", "20"], ["Cat", "7"]], t
    err = sim.close()
    assert sim.errors == 0, err


def test_a_game_in_play_keeps_its_people_when_seats_change(sim):
    """Forty, Ann opened: Bo (blue) to play. Players > Bo > Move up, back to the game: still
    Bo's turn, and the LED still shows Bo's blue (it showed the new seat 2's red)."""
    sim.keys("OK DOWN*3 OK OK OK")                # Forty: Start game; Ann L5
    t = sim.text()
    assert t[1] == "Bo" and sim.led == (0, 0, 255), t
    sim.keys("BACK UP OK")                        # the game menu: Leave game (the last row)
    assert sim.text()[0] == "Lookout", sim.text()
    sim.keys("DOWN*4 OK DOWN OK DOWN*3 OK BACK")  # Players > Bo > Move up
    sim.keys("UP*4 OK DOWN*3 OK")                 # Games > Forty Thieves: resumed
    t = sim.text()
    assert t[1] == "Bo" and sim.led == (0, 0, 255), (t, sim.led)


def test_1_the_pads_note_shows_over_the_pad(flash):
    """A pad save that fails its check is set aside; the note saying so is on top (it was
    under the pad until BACK)."""
    import os
    import sys
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "firmware"))
    from lookout import session, store
    d = session.fresh()
    d["pad"] = {"i": {"ids": "x", "n": "x", "rounds": []}, "a": [], "c": 0}
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*2 OK")                         # Scorepad
    t = " ".join(sim.text())
    assert "damaged" in t and "Set aside" in t, t
    sim.keys("OK")                                # the note closes: the new pad under it
    assert sim.text()[0] == "Scorepad" and "Ann" in sim.text()[1], sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_the_timers_turn_stays_with_the_person(sim):
    """Timer: OK passes the turn to Bo; Players > Bo > Move up; the Timer still shows Bo (it
    showed Ann, now in seat 2)."""
    sim.keys("DOWN*3 OK OK")                      # Timer, OK: Bo's turn
    assert sim.text()[0] == "Bo", sim.text()
    sim.keys("BACK DOWN OK DOWN OK DOWN*3 OK BACK")   # Players > Bo > Move up
    sim.keys("UP OK")                             # Timer
    assert sim.text()[0] == "Bo" and sim.led == (0, 0, 255), (sim.text(), sim.led)


def test_an_evening_of_seat_changes_keeps_every_score(flash):
    """4 players, a pad of 5 rounds; Dan moves up after round 3, Bo leaves after round 4, a
    power cut, Bo comes back: every total is the sum of that person's own entries."""
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*4 OK DOWN*3 OK BACK UP*2 OK")  # Players: Dan added; Scorepad
    want = {"Ann": 0, "Bo": 0, "Cat": 0, "Dan": 0}
    pts = {"Ann": 1, "Bo": 2, "Cat": 3, "Dan": 4}

    def round_of(order, first_round=False):
        if not first_round:
            sim.keys("OK")                        # + New round: the first player's entry next
        for k, name in enumerate(order):
            assert sim.selected().startswith(name), (name, sim.text())
            v = (pts[name] + k) % 5
            enter(sim, v)
            want[name] += v

    round_of(["Ann", "Bo", "Cat", "Dan"], True)
    round_of(["Ann", "Bo", "Cat", "Dan"])
    round_of(["Ann", "Bo", "Cat", "Dan"])
    sim.keys("BACK DOWN*2 OK DOWN*3 OK DOWN*3 OK BACK UP*2 OK")   # Dan > Move up
    assert sim.selected() == "+ New round", sim.text()
    round_of(["Ann", "Bo", "Dan", "Cat"])
    sim.keys("BACK DOWN*2 OK DOWN OK DOWN*5 OK OK BACK")          # Bo > Remove
    sim.keys("UP*2 OK")
    round_of(["Ann", "Dan", "Cat"])
    assert scores(sim) == {k: v for k, v in want.items() if k != "Bo"}, sim.text()
    sim.cut()                                     # a power cut on the pad
    sim = Sim(flash, seed=7)
    sim.keys("OK")                                # Welcome back: Resume
    assert scores(sim) == {k: v for k, v in want.items() if k != "Bo"}, sim.text()
    sim.keys("BACK DOWN*4 OK DOWN*4 OK BACK UP*2 OK")             # Bring back Bo
    assert scores(sim) == want, (sim.text(), want)
    err = sim.close()
    assert sim.errors == 0, err


def test_a_new_player_never_takes_a_removed_players_name(sim):
    """A careless evening (a20): Bo (3 points) removed, + Add player made a new "Bo" in Bo's
    blue with 0 points, and Players listed "Bring back Bo" below him: two Bos at the table,
    Bo's 3 points shown under neither. A new player gets a name and colour of no one removed,
    and Pick a name refuses a removed player's name."""
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")          # Players: + Add player (Dan), 4 players
    sim.keys("UP*2 OK")                           # Scorepad: Ann 5, Bo 3
    enter(sim, 5)
    enter(sim, 3)
    sim.keys("BACK DOWN*2 OK DOWN OK DOWN*5 OK OK")   # Players > Bo > Remove > OK
    to(sim, "+ Add player")
    sim.keys("OK")
    got = players(sim)
    assert [n for n, _ in got] == ["Ann", "Cat", "Dan", "Eve"], sim.text()   # was: a new Bo
    assert "Blue" not in " ".join(sim.text()[1:5]), sim.text()               # in Bo's blue
    to(sim, "Eve")
    sim.keys("OK OK")                             # Eve > Pick a name
    to(sim, "Bo")
    sim.keys("OK")
    t = " ".join(sim.text())
    assert sim.text()[0] == "Players" and "Bo was removed" in t, t
    sim.keys("OK")
    assert [n for n, _ in players(sim)] == ["Ann", "Cat", "Dan", "Eve"], sim.text()
    to(sim, "Bring back Bo")
    sim.keys("OK")
    assert [n for n, _ in players(sim)] == ["Ann", "Bo", "Cat", "Dan", "Eve"], sim.text()
    assert " ".join(sim.text()).count("Blue") == 1, sim.text()
    sim.keys("BACK UP*2 OK")
    assert scores(sim) == {"Ann": 5, "Bo": 3, "Cat": 0, "Dan": 0, "Eve": 0}, sim.text()


def test_bring_back_refuses_a_name_taken_at_the_table(flash):
    """A save from before names were kept apart from removed ones: Bo removed, a new Bo (in
    Bo's blue) at the table. Bring back says why it cannot and changes nothing; once the new
    one is renamed, Bo comes back with his points, in a colour of his own."""
    from test_storage_ui import seed
    seed(flash, players=[["Ann", 0, 0], ["Cat", 2, 2], ["Bo", 1, 3]], gone=[1, ["Bo", 1, 1]],
         pad={"i": {"ids": [0, 1, 2], "rounds": [[5, 3, 0]]}, "a": [], "c": 0})
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*4 OK")                         # Players
    to(sim, "Bring back Bo")
    sim.keys("OK")
    t = " ".join(sim.text())
    assert sim.text()[0] == "Players" and "Bo is taken" in t, t     # was: two Bos
    sim.keys("OK")
    assert [n for n, _ in players(sim)] == ["Ann", "Cat", "Bo"], sim.text()
    to(sim, "Bo ")
    sim.keys("OK OK")                             # the new Bo > Pick a name
    to(sim, "Eve")
    sim.keys("OK")
    to(sim, "Bring back Bo")
    sim.keys("OK")
    got = sim.text()
    assert [n for n, _ in players(sim)] == ["Ann", "Bo", "Cat", "Eve"], got
    assert " ".join(got).count("Blue") == 1, got
    sim.keys("BACK UP*2 OK")
    assert scores(sim) == {"Ann": 5, "Bo": 3, "Cat": 0, "Eve": 0}, sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_a_score_is_checked_for_the_person_not_the_seat(flash):
    """The entry's check asked the pad about seat 0 (a column no one has) where the entry is
    Ann's (id 10): on a pad that has held 24 people it refused "Pad is full"."""
    from test_storage_ui import seed
    ids = list(range(10, 34))
    seed(flash, players=[["Ann", 0, 10], ["Bo", 1, 11], ["Cat", 2, 12]], first=10,
         pad={"i": {"ids": ids, "rounds": [[1] * 24]}, "a": [], "c": 0})
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*2 OK")
    assert scores(sim) == {"Ann": 1, "Bo": 1, "Cat": 1}, sim.text()
    enter(sim, 4)
    assert sim.text()[0] == "Round 1" and scores(sim)["Ann"] == 5, sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_reset_all_takes_the_removed_players_with_the_old_table(sim):
    """A careless evening (a20): Ann removed, Settings > Reset all, the new Ann renamed Quin:
    "Bring back Ann" was still in Players and brought the old Ann back with the id the new
    table had given Quin, so Quin's 5 points showed under Ann too. The removed players go
    with the table they left (Restore session brings them back together)."""
    sim.keys("DOWN*4 OK OK DOWN*5 OK OK BACK")    # Players > Ann > Remove > OK
    sim.keys("DOWN OK")                           # Settings
    to(sim, "Reset all")
    sim.keys("OK OK OK BACK")                     # Reset all > OK, the home screen
    to(sim, "Players")
    sim.keys("OK")
    t = sim.text()
    assert [n for n, _ in players(sim)] == ["Ann", "Bo", "Cat"], t
    assert not [r for r in t if r.startswith("Bring back")], t     # was: Bring back Ann
    sim.keys("BACK UP*2 OK DOWN")                 # Scorepad: Bo 5
    enter(sim, 5)
    assert scores(sim) == {"Ann": 0, "Bo": 5, "Cat": 0}, sim.text()
    sim.keys("BACK")
    to(sim, "Settings")
    sim.keys("OK")
    to(sim, "Restore session")
    sim.keys("OK OK OK")                          # the reset one: the table before it
    sim.keys("BACK*3")
    to(sim, "Players")
    sim.keys("OK")
    t = sim.text()
    assert [n for n, _ in players(sim)] == ["Bo", "Cat"] and "Bring back Ann" in t, t


def test_bring_back_never_seats_two_people_with_one_id(flash):
    """A save from before the fix above: Ann (id 0) removed before a Reset all, the new table's
    Quin has id 0. Bring back Ann says why not; Quin's points stay Quin's alone."""
    from test_storage_ui import seed
    seed(flash, players=[["Quin", 0, 0], ["Bo", 1, 1], ["Cat", 2, 2]], gone=[0, ["Ann", 3, 0]],
         pad={"i": {"ids": [0, 1, 2], "rounds": [[5, 0, 0]]}, "a": [], "c": 0})
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*4 OK")
    to(sim, "Bring back Ann")
    sim.keys("OK")
    t = " ".join(sim.text())
    assert sim.text()[0] == "Players" and "before a Reset all" in t, t   # was: Ann and Quin
    sim.keys("OK BACK UP*2 OK")
    assert sim.rows()["Quin"] == 5 and "Ann" not in sim.rows(), sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_two_players_sharing_an_id_are_told_apart_at_load(flash):
    """A save where two players share an id (Bring back after a Reset all, before the fix
    above): one pad entry showed under both. The load gives the second a new id and says so;
    the entry is the first one's alone."""
    from test_storage_ui import seed
    seed(flash, players=[["Ann", 0, 1], ["Bo", 1, 1], ["Cat", 2, 2]])
    sim = Sim(flash, seed=7)
    t = " ".join(sim.text())
    assert sim.text()[0] == "Warning" and "players" in t, t
    sim.keys("OK DOWN*2 OK OK UP OK")             # Scorepad: Ann 1
    assert scores(sim) == {"Ann": 1, "Bo": 0, "Cat": 0}, sim.text()   # was: Bo 1 too
    err = sim.close()
    assert sim.errors == 0, err
