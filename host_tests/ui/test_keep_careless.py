"""Careless presses at the Black Keep table (issue 19, item 8), through the buttons: UP from the
hub's top row lands on a harmless row, not Leave game; the rows that leave or wipe ask first;
Undo names the step it takes back; each guard page lights the LED in its guard's owner's
colour; a player may study the destination picker's map longer than the old 8 s veil."""
from simdriver import Sim
from test_keep_ui import PIN, setup

from lookout.keep.context import RGB


def go(sim, label, limit=24):
    for _ in range(limit):
        sel = sim.selected()
        if sel and sel.startswith(label):
            return
        sim.keys("DOWN")
    raise AssertionError("no row %r on %r" % (label, sim.text()))


def test_careless_presses_at_the_hub_and_on_the_pages(flash):
    sim = Sim(flash, seed=7)
    setup(sim)
    t = sim.text()
    assert t[:2] == ["T1 Resources", "Blue buys"], t
    sim.keys("UP")                                    # wraps round from the top row
    assert sim.selected() == "History", sim.selected()
    sim.keys("DOWN")
    assert sim.selected() == "Blue buys", sim.selected()
    go(sim, "Leave game")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Leave game" and t[-1] == "OK=yes BACK=no", t     # asks first
    sim.keys("BACK")
    assert sim.text()[0] == "T1 Resources", sim.text()
    go(sim, "New game")
    sim.keys("OK")
    assert sim.text()[0] == "New game" and sim.text()[-1] == "OK=yes BACK=no", sim.text()
    sim.keys("BACK")

    sim.keys("UP*12")
    go(sim, "Blue buys")
    sim.keys("OK UP OK")                              # Blue: done buying
    go(sim, "Undo")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Undo" and "Take back: Blue passes?" in " ".join(t), t
    sim.keys("BACK")                                  # no: Blue stays done
    sim.keys("UP*12")
    go(sim, "Green buys")
    sim.keys("OK UP OK")
    go(sim, "Red buys")
    sim.keys("OK UP OK BACK")                         # the buying's pages closed

    t = sim.text()
    assert t[:2] == ["T1 P1 guards", "Move the guards"], t
    sim.keys("OK wait:1000")                          # (any alarm's red flash is over)
    t = sim.text()
    n = int(t[0].split("/")[1].split()[0])
    owned = 0
    for _ in range(n):
        t = sim.text()
        who = t[0].split()[-1]
        if who in RGB:
            owned += 1
            assert sim.led == RGB[who], (t, sim.led)
        else:
            assert sim.led == (0, 0, 0), (t, sim.led)
        sim.keys("RIGHT")
    assert owned >= 3, owned                          # a page a guard at least
    sim.keys("BACK")

    t = sim.text()
    assert t[:2] == ["T1 P1 thieves", "Blue plays"], t
    sim.keys("OK " + PIN[0])
    t = sim.text()                                    # the one private picker (keep/choose):
    assert t[0] == "Blue" and t[-1] == "OK=yes", t    # a hex and the card that reaches it
    picker = sim.frame()
    sim.keys("wait:20000")                            # a long look at the map
    assert sim.frame() == picker, sim.text()
    err = sim.close()
    assert "Traceback" not in err, err


def test_undo_names_a_face_up_buy_by_its_card():
    """The state before the step would cost a replay: Undo reads the step from the state after
    it, where the market slot is empty and the card is the buyer's last guard card."""
    import sys
    sys.path.insert(0, __file__.rsplit("/", 2)[0] + "/core")
    from test_keep_guards import PINS, board, keep
    from lookout.keep import cards as C
    from lookout.keep.game import Game
    from lookout.screens.keep.table import describe
    from lookout.screens.keep.turn import taken_back
    b = board()
    g = Game.new(b, 3, deal="device", players=2, guards=[], owners=[0, 1], kc=keep(b))
    for p in range(2):
        g.join(p, PINS[p], 2, 1, ("2-A2", "2-A4")[p])
    p = g.waiting()[0]
    pub = g.public()
    coins = [c for c in g.private(p, PINS[p])["hand"] if c in ("NE", "E", "SE", "SW", "W", "NW")]
    s = [i for i in range(len(pub["market"])) if pub["market_cost"][i] is not None][0]
    name = C.name(g.state, g.state["mkt"][s])
    g.buy(p, s, coins[:pub["market_cost"][s]])

    class Ctl:                       # what the hub's controller (KeepPlay) gives taken_back
        h = g

        def describe(self, st, a):
            return describe(st, a)

    assert taken_back(Ctl(), g.actions[-1]) == "%s buys %s" % (g.state["col"][p], name)
    g.pass_turn(g.waiting()[0])
    assert taken_back(Ctl(), g.actions[-1]).endswith(" passes")
