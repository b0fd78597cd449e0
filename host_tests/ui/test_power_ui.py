"""Power cuts: kill the simulated Pico mid-game, boot it again, nothing is lost."""
import os

from simdriver import Sim


def test_power_cut_then_resume_scorepad(flash):
    s = Sim(flash, seed=3)
    s.keys("DOWN DOWN OK OK UP*7 OK OK UP*2 OK")
    assert s.text()[2].split() == ["Bo", "2"]  # the device has processed every key
    s.proc.kill()                            # no clean shutdown
    s.proc.wait()
    s.close()
    s = Sim(flash, seed=3)
    t = s.text()
    assert t[0] == "Welcome back" and t[1] == "Resume", t
    s.keys("OK")
    t = s.text()
    assert t[0] == "Round 1"
    assert t[1].split() == ["Ann", "7"] and t[2].split() == ["Bo", "2"], t
    s.close()


def test_new_session_keeps_players_forgets_scores(flash):
    s = Sim(flash)
    s.keys("DOWN DOWN OK OK UP*7 OK")
    s.close()
    s = Sim(flash)
    s.keys("DOWN*2 OK OK")                   # Start afresh, confirmed
    s.keys("DOWN DOWN OK")
    assert s.text()[1].split() == ["Ann", "0"]
    s.close()


def test_corrupt_save_falls_back_with_message(flash):
    s = Sim(flash)
    s.keys("DOWN DOWN OK OK UP*7 OK")        # saves #.. with Ann 7
    s.keys("OK UP*2 OK")                     # Bo 2 (a later save)
    s.close()
    main = os.path.join(flash, "lookout.sav")
    with open(main, "r+b") as f:
        f.seek(30)
        f.write(b"\x00garbage\x00")
    s = Sim(flash)
    t = s.text()
    assert t[0] == "Warning" and "damaged" in t[1], t
    s.keys("OK DOWN DOWN OK")
    t = s.text()
    assert t[1].split() == ["Ann", "7"]       # the previous good copy
    assert t[2].split() == ["Bo", "0"]
    s.close()


def test_garbage_everywhere_starts_fresh(flash):
    os.makedirs(flash)
    for name in ("lookout.sav", "lookout.bak", "lookout.tmp"):
        with open(os.path.join(flash, name), "wb") as f:
            f.write(os.urandom(300))
    s = Sim(flash)
    t = s.text()
    assert t[0] == "Warning" and "fresh" in " ".join(t)
    s.keys("OK")
    assert s.text()[0] == "Lookout"
    assert s.errors == 0
    s.close()
