"""Black Keep on the controller every game shares (screens/gameplay.GamePlay), through the
buttons: Undo asks and Redo brings the step back; the history list names public steps only;
New game puts the game aside and Restore game (on the setup screen) brings it back; Leave game
keeps it, and opening Black Keep again resumes it at the same step."""
import re

from simdriver import Sim
from test_keep_ui import OPEN, setup

HEX = re.compile(r"\b\d-[A-I]\d\b")          # a hex name such as 1-A5: never in public lists


def go(sim, label, limit=24):
    """Move the cursor down to the row starting with label and press OK."""
    for _ in range(limit):
        sel = sim.selected()
        if sel and sel.startswith(label):
            sim.keys("OK")
            return
        sim.keys("DOWN")
    raise AssertionError("no row %r on %r" % (label, sim.text()))


def top(sim):
    """The hub's first rows (LEFT pages up to the top)."""
    sim.keys("LEFT LEFT")
    return sim.text()


def test_keep_undo_redo_history_aside_restore(flash):
    sim = Sim(flash, seed=7)
    setup(sim)
    t = sim.text()
    assert t[0] == "T1 Resources" and t[1] == "Blue buys", t
    sim.keys("OK UP OK")                       # Blue: done buying
    assert sim.text()[1] == "Green buys", sim.text()

    go(sim, "Undo")
    assert sim.text()[0] == "Undo", sim.text()
    sim.keys("OK")
    t = top(sim)
    assert t[0] == "T1 Resources" and t[1] == "Blue buys", t
    go(sim, "Redo")
    assert top(sim)[1] == "Green buys", sim.text()

    go(sim, "History")
    t = sim.text()
    assert t[0].startswith("History "), t
    lines = []
    for _ in range(12):                        # every entry, scrolled to
        lines += sim.text()[1:]
        sim.keys("DOWN")
    seen = " ".join(lines)
    for col in ("Blue", "Green", "Red"):
        assert col + " joins" in seen, seen
    assert "Blue passes" in seen, seen
    assert not HEX.search(seen), seen          # nobody's secret hex in a public list
    assert sim.loaded("lookout.screens.gamelog")
    sim.keys("BACK")                           # its code goes with it (the official firmware
    assert not sim.loaded("lookout.screens.gamelog")   # holds code in RAM)
    go(sim, "History")                         # the cursor on the current entry, 4
    sim.keys("OK")
    assert sim.text()[0] == "Entry 4", sim.text()
    sim.keys("DOWN*2 OK OK")                   # Delete entry, confirmed: the rest replayed
    assert top(sim)[:2] == ["T1 Resources", "Blue buys"], sim.text()
    sim.keys("OK UP OK")                       # Blue is done buying again

    go(sim, "New game")
    assert sim.text()[0] == "New game", sim.text()
    sim.keys("OK")                             # put aside
    t = sim.text()
    assert t[0] == "Black Keep setu", t
    assert t[6] == "Guard cards >", t
    sim.keys("UP")                             # UP from the top: Restore game (scrolled in)
    assert sim.selected() == "Restore game", sim.text()
    sim.keys("OK OK OK")                       # Restore game, the kept one
    t = top(sim)
    assert t[0] == "T1 Resources" and t[1] == "Green buys", t   # the same step as before

    go(sim, "Leave game")
    assert sim.text()[0] == "Leave game", sim.text()      # asks first
    sim.keys("OK")
    assert sim.text()[0] == "Lookout", sim.text()
    sim.keys(OPEN)                             # back in: resumed at the same step
    assert top(sim)[:2] == ["T1 Resources", "Green buys"], sim.text()
    sim.keys("OK UP OK")                       # Green: done buying (saved with the marker)
    assert top(sim)[:2] == ["T1 Resources", "Red buys"], sim.text()
    err = sim.cut()                            # and a power cut on the hub
    assert "Traceback" not in err, err
    sim = Sim(flash, seed=7)
    t = sim.text()
    if t[0] == "Welcome back":
        sim.keys("OK")
    assert top(sim)[:2] == ["T1 Resources", "Red buys"], sim.text()
    err = sim.close()
    assert "Traceback" not in err, err
