"""Black Keep when the table deals, through the buttons: the table enters the market's face-up
cards on a picker that counts what may still come up, a thief enters the card drawn face down
behind the PIN, and that card changes no public pixel, LED or beep (two games that differ only
in it); the pickers draw without allocating; a power cut resumes at the card still to enter."""
import os

from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep.game import Game
from lookout.keep.tilelib import TileLib
from lookout.store import decode
from simdriver import ROOT, Sim, presses
from test_keep_gameplay import go, top
from test_keep_ui import PIN, setup

MARKET = "OK*5"           # the first row five times: Adjust Rigging x2, Art x2, Diligent


def game(flash):
    lib = TileLib(OsFs(os.path.join(ROOT, "firmware")))
    with open(os.path.join(flash, "lookout.sav"), "rb") as f:
        _, obj = decode(f.read())
    d = obj["games"]["keep"]["g"]
    return Game.load(recipe.build(d["i"]["board"], lib), d)


def to_face_down_buy(sim):
    """The market entered, then Blue buys a face-down card: the hub waits for it."""
    t = top(sim)
    assert t[0] == "T1 Resources" and t[1] == "Market: enter 5", t
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Market 1/5 left" and t[1].split() == ["Adjust", "Rig.", "2"], t
    sim.keys(MARKET)
    t = top(sim)
    assert t[0] == "T1 Resources" and t[1] == "Blue buys", t
    sim.keys("OK")
    t = sim.text()
    assert t[1:6] == ["Adjust Rig.   3", "Adjust Rig.   3", "Art           1",
                      "Art           1", "Diligent      1"], t   # the five entered, and costs
    sim.keys("UP UP OK OK DOWN OK UP UP OK")      # Face down: Nor-East, East, Pay
    t = top(sim)
    assert t[0] == "T1 card drawn" and t[1] == "Blue drew", t


def _drawn_run(flash, moves):
    """Blue draws the card `moves` rows down the picker; the frames of every screen seen
    without a PIN, the LED and beep trace, and the card Blue holds."""
    sim = Sim(flash, seed=11)
    setup(sim, deal="table")
    to_face_down_buy(sim)
    frames = []
    trace = []

    def snap():
        frames.append(sim.frame())
        trace.append((sim.led, sim.beeps))
    snap()
    keys = "OK " + PIN[0]
    sim.keys(keys)
    t = sim.text()
    assert t[0].split() == ["Blue", "drew", "left"], t    # (on a random row: issue 19)
    assert sim.rows().get("Diligent", 1) == 1 and sim.rows().get("Hip Flask", 2) == 2, t
    assert sim.draw_locked() is None
    pick = (moves + " OK").strip()
    sim.keys(pick)
    n = presses(keys + " " + pick) + 1           # (and OK on the message)
    t = sim.text()
    assert t[0] == "Card drawn" and t[1] == "Blue has the", t
    snap()
    sim.keys("OK")
    snap()
    go(sim, "Messages")                          # what the card's step said
    snap()
    sim.keys("BACK LEFT LEFT")
    sim.keys("OK UP OK")                         # Blue is done buying
    snap()
    sim.keys("OK")                               # Green buys: the market with the counts
    snap()
    sim.keys("UP OK OK UP OK BACK")              # Green, Red done; the turn's pages closed
    snap()
    go(sim, "Messages")
    snap()
    sim.keys("BACK")
    go(sim, "History")
    for _ in range(14):
        snap()
        sim.keys("DOWN")
    sim.keys("BACK")
    go(sim, "Map")
    snap()
    sim.keys("BACK")
    err = sim.close()
    assert "Traceback" not in err, err
    g = game(flash)
    return frames, trace, g.private(0, "1122")["guard_cards"], n


def test_a_card_drawn_in_secret_changes_no_public_pixel(tmp_path):
    a, ta, ca, n = _drawn_run(str(tmp_path / "a"), "")
    b, tb, cb, _ = _drawn_run(str(tmp_path / "b"), "DOWN*2")
    assert ca != cb and len(ca) == len(cb) == 1, (ca, cb)   # the secret really differs
    assert len(a) == len(b)
    for i in range(len(a)):
        assert a[i] == b[i], "public screen %d differs" % i
    assert ta == tb
    print("presses: card drawn %d (hub row, PIN, card, message)" % n)
    assert n <= 9


def test_market_picker_counts_and_refusal_then_resume(flash):
    sim = Sim(flash, seed=11)
    setup(sim, deal="table")
    sim.keys("LEFT LEFT OK")
    assert sim.draw_locked() is None
    sim.keys("OK")                               # Adjust Rigging: one left
    t = sim.text()
    assert t[0] == "Market 2/5 left" and t[1].split() == ["Adjust", "Rig.", "1"], t
    sim.keys("OK")
    t = sim.text()                               # both out: the row is gone
    assert t[0] == "Market 3/5 left" and t[1].split() == ["Art", "2"], t
    sim.keys("BACK")
    assert top(sim)[1] == "Market: enter 3", sim.text()
    err = sim.cut()                              # a power cut mid-market
    assert "Traceback" not in err, err
    sim = Sim(flash, seed=11)
    if sim.text()[0] == "Welcome back":
        sim.keys("OK")
    t = sim.text()                               # back at the last step's screen: the
    assert t[0] == "Market 3/5 left" and t[1].split() == ["Art", "2"], t   # next card (keep/resume)
    sim.keys("OK OK OK")
    t = top(sim)
    assert t[1] == "Blue buys", t
    g = game(flash)
    assert [g.state["gt"][c] for c in g.state["mkt"]] == ["RIG", "RIG", "ART", "ART", "DIL"]
    err = sim.close()
    assert "Traceback" not in err, err


def test_random_presses_with_the_table_dealing(flash):
    """The soak walk (test_keep_soak) in a game the table deals: pickers, PINs right and
    wrong, undo, in the Pico-sized heap, every redraw with the heap locked."""
    import random
    rnd = random.Random(20261124)
    sim = Sim(flash, seed=5)
    setup(sim, deal="table")
    titles = set()
    try:
        for i in range(400):
            r = rnd.random()
            if r < 0.1:
                sim.keys(PIN[rnd.randrange(3)])
            else:
                k = rnd.choice(("UP", "DOWN", "LEFT", "RIGHT", "OK", "OK", "BACK"))
                sim.press(k)
                if k == "BACK" and sim.text()[0] == "Lookout":
                    sim.keys("OK DOWN DOWN OK")
            if i % 10 == 0:
                bad = sim.draw_locked()
                assert bad is None, "redraw of %s allocated" % bad
                t = sim.text()
                titles.add(t[0] if t else "")
                assert "Error" not in titles and "Black Keep" not in titles, \
                    sim.stderr()[-3000:]
        sim.frame()
        assert sim.errors == 0, sim.stderr()[-3000:]
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    assert any(t.startswith("Market ") for t in titles), titles
