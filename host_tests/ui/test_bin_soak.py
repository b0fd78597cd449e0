"""Issue 20: a careless evening (games started, put aside and restored, pads cleared, resets
and restored sessions, random presses between) with power cuts at random moments (the device
killed while it works on a press), booting again after each: the flash always loads, and no
game that was on it, in play or kept in the bin, is ever gone after a press or a cut (each
game told apart by its initial state; only the player's own "remove for good" takes one)."""
import json
import os
import random
import sys

from simdriver import Sim

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
from lookout.fsys import OsFs  # noqa: E402
from lookout.store import Store  # noqa: E402

KEYS = ("UP", "DOWN", "LEFT", "RIGHT", "OK", "BACK")
PRESSES = 500
CUTS = 0.04          # a press cut short by a power cut


def games(flash):
    """{initial state's JSON: how many} of every game on the flash, in play or kept: every
    History dump ({"i", "a", "c"}) inside any save file (the session, the bin's records, a
    kept session's games), whatever the records' layout."""
    fs = OsFs(flash)
    out = {}

    def walk(v):
        if type(v) is dict:
            if "i" in v and "a" in v and "c" in v:
                k = json.dumps(v["i"], sort_keys=True)
                out[k] = out.get(k, 0) + 1
                return
            for x in v.values():
                walk(x)
        elif type(v) is list:
            for x in v:
                walk(x)

    for f in fs.listdir(""):
        if f.endswith(".sav"):
            walk(Store(fs, f[:-4]).load())
    return out


def lost(before, after):
    return [k for k in before if after.get(k, 0) < before[k]]


class Evening:
    """Presses, each maybe cut short by a power cut (then a boot, and BACK: the home screen,
    its cursor on the top row); after every one, no game may be gone from the flash."""

    def __init__(self, flash, rnd):
        self.flash = flash
        self.rnd = rnd
        self.sim = Sim(flash, seed=5)
        self.have = games(flash)
        self.cuts = self.presses = 0

    def key(self, k):
        """One press; False when the power went (the caller's plan is over)."""
        sim = self.sim
        top = sim.text()[:1]
        removing = top == ["Remove"] and k == "OK"          # the player's own removal
        self.presses += 1
        cut = self.rnd.random() < CUTS
        if cut:
            sim.hold(1 << KEYS.index(k))
            sim.wait(self.rnd.randint(20, 120))
            sim.hold(0)
            sim.wait(self.rnd.randint(0, 60))
            sim.cut()                                       # mid-work or just after
            self.cuts += 1
            self.sim = sim = Sim(self.flash, seed=5)
            t = sim.text()
            assert t[0] != "Warning" and t[0] != "Error", (self.presses, t)   # not damaged
        else:
            sim.press(k)
            sim.settle()
        now = games(self.flash)
        if not removing:
            gone = lost(self.have, now)
            assert gone == [], (self.presses, k, top, gone)
        self.have = now
        if cut:
            self.keys("BACK")
        return not cut

    def keys(self, script):
        for tok in script.split():
            name, _, n = tok.partition("*")
            for _ in range(int(n or 1)):
                if not self.key(name):
                    return False
        return True

    def seek(self, label, k="UP", most=14):
        """Press k until the highlighted row is label."""
        for _ in range(most):
            if (self.sim.selected() or "").startswith(label):
                return True
            if not self.key(k):
                return False
        return False

    # -- what a careless evening does, from the home screen ------------------------------
    def home(self):
        return self.keys("BACK*6 LEFT*2")

    def clumsy_new_game(self):
        if self.home() and self.keys("OK DOWN OK") and self.sim.text()[0].startswith("Clumsy"):
            if self.keys("OK OK OK") and self.seek("New game"):
                self.keys("OK OK")

    def clumsy_restore(self):
        if self.home() and self.keys("OK DOWN OK") and self.sim.text()[0].startswith("Clumsy"):
            if self.seek("Restore game"):
                self.keys("OK DOWN*%d OK OK" % self.rnd.randint(0, 3))

    def pad_clear(self):
        if self.home() and self.keys("DOWN*2 OK") and (self.sim.text()[0] == "Scorepad" or
                                                        self.sim.text()[0].startswith("Round")):
            if self.keys("OK UP OK") and self.seek("Clear pad", "DOWN"):
                self.keys("OK OK")

    def reset_all(self):
        if self.home() and self.keys("DOWN*5 OK") and self.seek("Reset all", "DOWN"):
            self.keys("OK OK OK")

    def restore_session(self):
        if self.home() and self.keys("DOWN*5 OK") and self.seek("Restore session", "DOWN"):
            self.keys("OK DOWN*%d OK OK OK" % self.rnd.randint(0, 3))

    def wander(self):
        for _ in range(self.rnd.randint(3, 12)):
            if not self.key(self.rnd.choice(KEYS)):
                return


def test_power_cuts_in_a_careless_evening_lose_no_game(tmp_path):
    rnd = random.Random(20261127)
    e = Evening(str(tmp_path / "flash"), rnd)
    plans = (e.clumsy_new_game, e.clumsy_new_game, e.clumsy_restore, e.pad_clear, e.reset_all,
             e.restore_session, e.wander, e.wander)
    try:
        while e.presses < PRESSES:
            rnd.choice(plans)()
        assert e.sim.errors == 0, e.sim.stderr()[-2000:]
    finally:
        err = e.sim.close()
    assert "Traceback" not in err, err
    assert e.cuts >= 10 and sum(e.have.values()) >= 8, (e.cuts, e.have)
