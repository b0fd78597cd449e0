"""Issue 8, "nothing lost, nothing confusing": one test per numbered sequence of the issue,
with the issue's keys, run on the simulated device."""
import os

from simdriver import Sim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def seed_flash(flash, **data):
    """A saved session (the firmware's own format) with these fields over a fresh one."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout import session, store
    d = session.fresh()
    d.update(data)
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))
    return d


TWO = [["Ann", 0], ["Bo", 1]]


def test_9_forty_second_opener_may_match_the_first_card(flash):
    seed_flash(flash, players=TWO)
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*3 OK")                 # Games > Forty Thieves: setup for 2 players
    assert sim.text()[0] == "Forty: 2p"
    sim.keys("OK OK")                        # Start game; Ann (dealer) opens with a 5
    t = sim.text()
    assert t[1:3] == ["Bo", "L5 R-"], t
    sim.keys("BACK DOWN*4 OK")               # game menu > Can I play?
    assert sim.text()[0] == "Can I play?"
    sim.keys("OK OK UP*5 OK RIGHT")          # Bo holds 5, 5, 10: check
    t = sim.text()
    assert t[0] == "You can play" and t[1] == "R5", t   # was "No legal play"
    err = sim.close()
    assert sim.errors == 0, err


def _marks(frame):
    """The pixels left of the number: the ^ and v marks only."""
    return [[(frame[(y >> 3) * 128 + x] >> (y & 7)) & 1 for x in range(14)] for y in range(12, 54)]


def test_7_held_arrow_steerable_and_marker_clear_of_big_negatives(flash):
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, -99999]], "c": 1}
    seed_flash(flash, pad=pad)
    sim = Sim(flash, seed=7)
    sim.keys("DOWN DOWN OK DOWN OK")         # Scorepad, Bo's score for round 1: 0
    assert sim.big() == ["0"]
    clear = _marks(sim.frame())
    sim.keys("BACK UP OK")                   # Ann's -99999
    assert sim.big(2) == ["99999"]
    assert _marks(sim.frame()) == clear      # the minus sign and digits stay right of ^ v
    sim.keys("BACK DOWN OK")
    sim.keys("UP*8")
    sim.keys("UP:hold=2000")                 # was 8 -> 177
    v = int(sim.big()[0])
    assert 25 <= v <= 45, v
    sim.keys("UP:hold=4000")                 # was -> 1596: at most 20 steps a second
    v2 = int(sim.big()[0])
    assert 60 <= v2 - v <= 80, (v, v2)
    sim.keys("RIGHT LEFT LEFT")              # tens
    assert int(sim.big()[0]) == v2 - 10
    err = sim.close()
    assert sim.errors == 0, err


def test_1_back_at_welcome_is_not_now_and_keeps_the_scorepad(flash):
    s = Sim(flash, seed=3)
    s.keys("DOWN DOWN OK OK UP*5 OK")        # Scorepad, 5 for Ann
    assert s.rows()["Ann"] == 5
    s.cut()                                  # power off
    s = Sim(flash, seed=3)
    assert s.text()[0] == "Welcome back"
    s.keys("BACK")                           # was: everything erased
    assert s.text()[0] == "Lookout"
    s.keys("DOWN DOWN OK")
    r = s.rows()
    assert r["Ann"] == 5 and r["Rounds"] == 1 and r["Undo"] == 1, r
    err = s.close()
    assert s.errors == 0, err


def _games():
    """A scorepad and all four card games in progress, as their History dumps."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.games import clumsy, diamond, forty, oldbill
    from lookout.history import History
    names = ["Ann", "Bo", "Cat"]
    g = {"oldbill": History(oldbill, oldbill.new(names), [["suit", 0, 0, 3, 9, 0]]),
         "clumsy": History(clumsy, clumsy.new(names), [["stack", 1, [40, 60]]]),
         "forty": History(forty, forty.new(names), [["play", 0, 5], ["play", 1, 2]]),
         "diamond": History(diamond, diamond.new(names), [["play", "T", 7]])}
    games = {k: h.dump() for k, h in g.items()}
    pad = {"i": {"n": 3, "rounds": []}, "a": [["set", 0, 0, 5], ["set", 0, 1, 3]], "c": 2}
    return pad, games


def _flash_data(flash):
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.fsys import OsFs
    from lookout.store import Store
    return Store(OsFs(flash)).load()


def _kept(d, orig):
    """Is the History dump orig (or one that grew from it) in d?"""
    return type(d) is dict and d["i"] == orig["i"] and d["a"][:len(orig["a"])] == orig["a"]


FEATURES = ("Dice", "Scorepad", "Timer", "game:oldbill", "game:clumsy", "game:forty",
            "game:diamond")
ANSWERS = ("OK", "BACK", "DOWN OK", "DOWN*2 OK OK", "DOWN*2 OK BACK")


def test_every_welcome_answer_after_a_cut_in_every_feature_keeps_everything(tmp_path):
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.fsys import OsFs
    from lookout import recover
    from lookout.session import Session
    from lookout.store import Store
    pad, games = _games()
    for where in FEATURES:
        for answer in ANSWERS:
            flash = str(tmp_path / ("%s-%s" % (where, answer)).replace(":", "_").replace(
                " ", "_").replace("*", "x"))
            seed_flash(flash, pad=pad, games=dict(games), where=where)
            sim = Sim(flash, seed=5)
            assert sim.text()[0] == "Welcome back", (where, sim.text())
            sim.keys(answer)
            assert sim.text()[0] != "Error", (where, answer, sim.text())
            err = sim.cut()                  # and another power cut
            assert sim.errors == 0 and "Traceback" not in err, (where, answer, err)
            s = Session(Store(OsFs(flash)))
            s.load()
            if answer == "DOWN*2 OK OK":     # started afresh: all of it one restore away
                assert s.data["pad"] is None and s.data["games"] == {}
                assert recover.restore_previous(s)
            assert _kept(s.data["pad"], pad), (where, answer)
            for gid, g in games.items():
                assert _kept(s.data["games"].get(gid), g), (where, answer, gid)


def _ob_seed(flash, **extra):
    pad, games = _games()
    seed_flash(flash, games={"oldbill": games["oldbill"]}, **extra)
    return games


def test_2_destructive_rows_inside_asked_and_restorable(flash):
    pad, games = _games()
    seed_flash(flash, games=dict(games))
    sim = Sim(flash, seed=7)
    sim.keys("OK OK")                        # Games > Old Bill: the game in progress
    assert sim.rows()["Ann"] == 9
    sim.keys("UP")                           # was: New game one press away
    assert sim.selected() == "Results", sim.selected()
    sim.keys("UP OK")                        # New game: asked, and how to undo it
    t = " ".join(sim.text())
    assert "Restore game" in t, t
    sim.keys("OK")                           # put aside: a new game's mode menu
    assert sim.text()[0] == "Old Bill: mode"
    sim.keys("UP")
    assert sim.selected() == "Restore game"
    sim.keys("OK")                           # the kept games (issue 20: every one)
    assert sim.text()[:2] == ["Kept: steps", "Put aside     1"], sim.text()
    sim.keys("OK OK")                        # the discarded game is back
    assert sim.rows()["Ann"] == 9, sim.text()
    sim.keys("BACK OK DOWN*3 OK BACK")       # Forty: its menu
    assert sim.text()[0] == "Forty menu"
    sim.keys("UP")                           # was: BACK UP reached Abandon game
    assert sim.selected() == "Leave game"
    sim.keys("UP OK OK")                     # Abandon game, confirmed: home
    assert sim.text()[0] == "Lookout"
    sim.keys("OK DOWN*3 OK UP")              # Forty again: the setup offers it back
    assert sim.selected() == "Restore game"
    sim.keys("OK OK OK")                     # the kept one, asked, back
    t = sim.text()
    assert t[0] == "R1/10" and t[2] == "L5 R2", t
    err = sim.close()
    assert sim.errors == 0, err


def test_3_resume_puts_back_the_cursor_led_and_a_playable_card(flash):
    pad, games = _games()
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.games import diamond
    from lookout.history import History
    games["diamond"] = History(diamond, diamond.new(["Ann", "Bo", "Cat"]),
                               [["play", "T", 10]]).dump()     # the card offered by default
    seed_flash(flash, games=dict(games))
    sim = Sim(flash, seed=7)
    sim.keys("OK OK OK BACK")                # Old Bill: Ann's Den, done: the cursor on Bo
    assert sim.selected().startswith("Bo")
    sim.cut()
    sim = Sim(flash, seed=7)
    sim.keys("OK")                           # Welcome back: Resume
    assert sim.selected().startswith("Bo"), sim.text()   # was: back on the first player
    assert sim.led == (0, 0, 255)            # Bo's blue
    sim.keys("BACK OK DOWN*4 OK")            # Diamond: Bo to play after Ann's Thief 10
    t = sim.text()
    assert t[-1].startswith(">Bo") and t[-1] != ">Bo    Thief 10", t
    sim.keys("OK")                           # the offered card is playable
    assert sim.text()[0] != "Not allowed", sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_5_goes_first_deals_leads_and_starts_the_timer(flash):
    seed_flash(flash, first=1)               # Players: Bo goes first
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*3 OK OK")              # Forty: new game, Bo deals (opens pile 0)
    t = sim.text()
    assert t[1] == "Bo", t
    sim.keys("BACK BACK")                    # the game menu, BACK again: leave the game
    assert sim.text()[0] == "Lookout"
    sim.keys("OK DOWN*4 OK OK")              # Diamond: Bo leads
    assert sim.text()[-1].startswith(">Bo"), sim.text()
    sim.keys("BACK BACK DOWN*4 OK")          # Players: Cat goes first now
    sim.keys("DOWN*2 OK UP OK BACK")
    sim.keys("UP OK")                        # Timer: Cat's turn first
    assert sim.text()[0] == "Cat", sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_6_counts_beyond_the_deck_are_refused_with_the_limit(flash):
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*4 OK OK OK:long")      # Diamond, Start game, long OK: counts
    assert sim.text()[0].startswith("Cards"), sim.text()
    sim.keys("UP*6 RIGHT DOWN*3 RIGHT DOWN*3 OK")   # Ann T10 D1 M1; Bo, Cat 4 4 4
    t = " ".join(sim.text())
    assert "18 Thief" in t and "only 12" in t and "5-16" in t, t   # was: accepted
    err = sim.close()
    assert sim.errors == 0, err


def test_8_texts_fit(flash):
    sim = Sim(flash, seed=7)
    # the title bar and a selected first row (the menu at boot) are two blocks, not one
    buf = sim.frame()

    def lit(x, y):
        return (buf[(y >> 3) * 128 + x] >> (y & 7)) & 1
    assert all(lit(x, 9) for x in range(128))                  # the title bar's last line
    assert not any(lit(x, 10) for x in range(124))   # a dark line between them (scrollbar aside)
    assert all(lit(0, y) for y in range(11, 19))               # the selected row's band
    # the band ends just after its label ("Games", drawn from x = 1): a cursor move sends
    # only those columns, not three whole-width pages
    assert all(lit(x, 18) for x in range(42)) and not any(lit(x, y) for x in range(42, 124)
                                                          for y in range(11, 19))
    assert sim.selected() == "Games"
    sim.keys("DOWN*3 OK OK:long")            # Timer, paused
    assert sim.text()[-1].split() == ["PAUSED", "max", "1:00"], sim.text()  # was PAUSEDlimit
    err = sim.close()
    assert sim.errors == 0, err


def test_10_a_wrong_save_is_set_aside_and_the_rest_works(flash):
    pad, games = _games()
    del games["oldbill"]["i"]["mode"]
    seed_flash(flash, games=dict(games), pad=pad)
    sim = Sim(flash, seed=7)
    sim.keys("OK OK")                        # Old Bill: was "Error / mode" every time
    t = " ".join(sim.text())
    assert sim.text()[0] == "Save set aside" and "mode" in t, t
    sim.keys("OK")
    assert sim.text()[0] == "Old Bill: mode"  # a new game can start
    sim.keys("BACK BACK BACK DOWN*2 OK")     # the scorepad is fine
    assert sim.rows()["Ann"] == 5
    err = sim.close()
    assert sim.errors == 0, err
    assert os.path.exists(os.path.join(flash, "aside-oldbill-1.sav"))
