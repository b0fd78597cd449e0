"""The group's own guard cards through the buttons (issue 19): written on the device in setup
(Guard cards > + Add a card) or copied to the flash as keepcards.txt, they are in the next
game's deck: the market picker lists them with their copies, the deck is the box's 24."""
import os

from simdriver import Sim
from test_keep_ui import OPEN, setup, to_row


def test_cards_entered_in_setup_come_up_in_the_market(flash):
    sim = Sim(flash, seed=7)
    sim.keys(OPEN + " DOWN*5 OK")                  # Guard cards
    t = sim.text()
    assert t[0] == "Guard cards 24" and t[1].split() == ["Adjust", "Rig.", "2"], t
    sim.keys("UP OK")                               # + Add a card: "Ab"
    assert sim.text()[0] == "Card name", sim.text()
    sim.keys("RIGHT UP OK")
    t = sim.text()
    assert t[0] == "Ab" and t[1].split() == ["Copies", "1"], t
    sim.keys("RIGHT OK RIGHT OK DOWN DOWN OK")     # 2 copies, cost 3, Done
    t = sim.text()
    assert t[0] == "Guard cards 24", t
    assert sim.rows()["Ab"] == 2 and sim.rows()["Other card"] == 5, t
    sim.keys("BACK BACK")
    with open(os.path.join(flash, "keepcards.txt")) as f:
        assert "Ab, 2, 3\n" in f.read()
    sim.close()
    sim = Sim(flash, seed=7)                        # a new game: the table deals
    setup(sim, deal="table")
    sim.keys("LEFT LEFT OK")                        # the market picker
    t = sim.text()
    assert t[0] == "Market 1/5 left", t
    to_row(sim, "Ab")
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Market 2/5 left", t
    assert sim.rows().get("Ab") == 1, sim.text()        # one copy left
    to_row(sim, "Other card")
    assert sim.rows().get("Other card") == 5, sim.text()
    err = sim.close()
    assert "Traceback" not in err, err


def open_guard_cards(flash, text):
    """Black Keep's setup > Guard cards with keepcards.txt holding text: (sim, the words on
    the screen it opens)."""
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "keepcards.txt"), "w") as f:
        f.write(text)
    sim = Sim(flash, seed=7)
    sim.keys(OPEN + " DOWN*5 OK")
    return sim, " ".join(sim.text())


def test_a_bad_card_file_is_named_and_the_built_in_cards_are_used(flash):
    sim, t = open_guard_cards(flash, "Smoke Bomb, 2, 2\nGrapple, 1\n")
    assert "keepcards.txt:2: want: name," in t, t
    sim.keys("OK")
    assert sim.text()[0] == "Guard cards 24", sim.text()
    err = sim.close()
    assert "Traceback" not in err, err
