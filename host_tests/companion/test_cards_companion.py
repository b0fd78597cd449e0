"""`lookout cards check|push`: the group's Black Keep guard cards checked by the firmware's own
parser (a bad line named, one line on stderr, nothing written) and put in a simulator's flash
folder as keepcards.txt, which the device's Guard cards screen then lists."""
import os

from play import run
from simdriver import Sim

GOOD = "# our box\nSmoke Bomb, 2, 2\nGrappling Hook, 1, 3, hex\n"


def test_check_and_push_to_a_folder(tmp_path, capsys):
    good = tmp_path / "cards.txt"
    good.write_text(GOOD)
    rc, out, err = run(capsys, "cards", "check", str(good))
    assert rc == 0 and "Smoke Bomb           2 copies, cost 2" in out, (out, err)
    assert "Other card           4 copies, cost 2" in out and "24 cards" in out
    bad = tmp_path / "bad.txt"
    bad.write_text("Smoke Bomb, 2, 2\nGrapple, 1\n")
    flash = tmp_path / "flash"
    flash.mkdir()
    rc, out, err = run(capsys, "--state", str(flash), "cards", "push", str(bad))
    assert rc == 1 and err == "lookout: bad.txt:2: want: name, copies, cost[, target]\n", err
    assert not os.listdir(str(flash))                 # nothing written
    rc, out, err = run(capsys, "--state", str(flash), "cards", "push", str(good))
    assert rc == 0 and "keepcards.txt" in out, err
    assert (flash / "keepcards.txt").read_text() == GOOD
    sim = Sim(str(flash), seed=3)
    sim.keys("OK DOWN DOWN OK DOWN*5 OK UP")          # Black Keep > Guard cards, last rows
    rows = sim.rows()
    assert rows.get("Other card") == 4, sim.text()
    sim.close()
