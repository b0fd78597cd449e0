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
    sim.keys("BACK DOWN*3 OK")               # game menu > Can I play?
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
