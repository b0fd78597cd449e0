"""Issue 20 item 4: deleting a history entry never changes who did the later ones, is a step
Undo takes back, and the question says so (repros as typed in the simulator)."""
import os

from simdriver import Sim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def seed_two(flash):
    """A saved session with two players, Ann and Bo (the firmware's own format)."""
    import sys
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout import session, store
    d = session.fresh()
    d["players"] = [["Ann", 0], ["Bo", 1]]        # as main saved them (ids come on load)
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))


def goto(sim, prefix, most=14, key="DOWN"):
    """DOWN (or key) until the highlighted row starts with prefix."""
    for _ in range(most):
        s = sim.selected() or ""
        if s.startswith(prefix):
            return
        sim.keys(key)
    raise AssertionError("no row %r in %r" % (prefix, sim.text()))


def test_4_forty_delete_keeps_each_later_play_with_its_player(flash):
    seed_two(flash)
    sim = Sim(flash, seed=7)
    sim.keys("OK DOWN*3 OK")                      # Games > Forty Thieves: 2 players
    assert sim.text()[0] == "Forty: 2p", sim.text()
    sim.keys("OK OK")                             # Start game; Ann L5
    sim.keys("RIGHT DOWN*3 OK")                   # Bo R2 (claims 10)
    sim.keys("UP OK UP*2 OK UP*3 OK")             # Ann R3 (15), Bo R5 (25), Ann R8 (40)
    assert sim.text()[1] == "Bo", sim.text()
    sim.keys("BACK")
    goto(sim, "History")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "History 5/5" and t[3:6] == ["3 Ann R3", "4 Bo R5", ">5 Ann R8"], t
    sim.keys("UP*2 OK DOWN*2 OK")                 # "3 Ann R3" > Delete entry
    q = " ".join(sim.text())
    assert sim.text()[0] == "Delete entry", q
    sim.keys("DOWN*3")                            # the question scrolls above its keys
    q += " " + " ".join(sim.text())
    assert "4 Bo R5" in q and "Undo brings it back" in q, q     # said: out of turn, undoable
    sim.keys("OK")
    assert sim.text()[1] == "Bo", sim.text()      # Bo R5, Ann R8 stay theirs: Bo is next
    sim.keys("BACK")
    goto(sim, "History")
    sim.keys("OK")
    t = sim.text()
    assert t[3:6] == ["3 x Ann R3", "4 Bo R5", "5 Ann R8"], t    # was "3 Ann R5", "4 Bo R8"
    sim.png("/tmp/lookout_h20a_forty_history.png")
    sim.keys("BACK BACK:long")                    # the board; a long BACK there: Undo
    sim.keys("BACK")
    goto(sim, "History")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "History 5/6" and t[3] == "3 Ann R3", t      # the entry is back
    sim.keys("UP*4 OK DOWN*2 OK")                 # delete "1 Ann L5": Bo's R2 would then
    t = sim.text()                                # start a pile: refused, saying which
    assert t[0] == "Can't delete" and "Entry 2 Bo R2" in " ".join(t), t
    sim.keys("OK")
    assert sim.text()[0] == "History 5/6", sim.text()
    err = sim.close()
    assert sim.errors == 0, err


def test_4_clumsy_delete_keeps_the_stack_that_was_taken(sim):
    sim.keys("OK DOWN OK")                        # Clumsy Thief, 3 players
    sim.keys("OK OK DOWN*6 OK")                   # Ann: $20+$80
    sim.keys("OK DOWN*3 OK RIGHT*2 OK")           # Ann: a $200 stack (total)
    sim.keys("OK OK DOWN*8 OK")                   # Ann: $10+$90
    sim.keys("DOWN OK DOWN OK DOWN OK DOWN OK")   # Bo takes Ann's $200 with a Thief
    r = sim.rows()
    assert r["Ann"] == 200 and r["Bo"] == 200, sim.text()
    goto(sim, "History")
    sim.keys("OK UP*3 OK DOWN*2 OK")              # entry 1 > Delete entry
    assert "Undo brings it back" in " ".join(sim.text()), sim.text()
    sim.keys("OK")
    goto(sim, "Undo", key="UP")
    sim.keys("OK OK")                             # Undo (asked): the $20+$80 stack is back
    goto(sim, "Ann", key="UP")
    r = sim.rows()
    assert r["Ann"] == 200 and r["Bo"] == 200, sim.text()
    goto(sim, "Redo")
    sim.keys("OK")                                # deleted again
    goto(sim, "Ann", key="UP")
    r = sim.rows()
    assert r["Ann"] == 100 and r["Bo"] == 200, sim.text()   # was: Bo holding the $100 stack
