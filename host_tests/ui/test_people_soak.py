"""Issue 20, people not seats through the buttons: an evening of scorepad entries, new rounds
and player edits (Move up/down, Remove, Bring back, + Add player), with power cuts in the
middle of presses (a boot after each). After every step each person's total on the pad is the
sum of their own entries; after a cut it is the total before the step or after it, nothing
else. Names stay unique (a removed player's name is theirs), so the model counts by name."""
import random

from simdriver import KEYS, Sim

OPS = 150
CUT = 0.03           # a press cut short by a power cut
COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "White", "Yel.", "Purp.")


class Cut(Exception):
    pass


class Evening:
    def __init__(self, flash, rnd):
        self.flash = flash
        self.rnd = rnd
        self.sim = Sim(flash, seed=5)
        self.total = {"Ann": 0, "Bo": 0, "Cat": 0}
        self.table = ["Ann", "Bo", "Cat"]
        self.gone = []
        self.cuts = 0
        self.cutting = True
        self.pending = None          # the step the next press completes
        self.log = []                # (step, what it did, cut): said when a check fails

    def press(self, k):
        if self.cutting and self.rnd.random() < CUT:
            sim = self.sim
            sim.hold(1 << KEYS[k])
            sim.wait(self.rnd.randint(20, 120))
            sim.hold(0)
            sim.wait(self.rnd.randint(0, 60))
            sim.cut()                                   # mid-work or just after
            self.cuts += 1
            self.log.append(("cut at", k, self.pending))
            self.sim = Sim(self.flash, seed=5)
            raise Cut()
        self.sim.keys(k)

    def keys(self, script):
        for t in script.split():
            name, _, n = t.partition("*")
            for _ in range(int(n or 1)):
                self.press(name)

    def to(self, prefix):
        """DOWN until the highlighted row starts with prefix."""
        for _ in range(16):
            if (self.sim.selected() or "").lstrip(">").startswith(prefix):
                return True
            self.keys("DOWN")
        return False

    def home(self):
        sim = self.sim
        for _ in range(8):
            t = sim.text()
            if t and t[0] == "Lookout":
                break
            sim.keys("DOWN OK" if t and t[0] == "Welcome back" else "BACK")   # Not now
        sim.keys("LEFT*2")

    def pad(self):
        """{name: total} of every player row on the pad (two pages: six players)."""
        self.cutting = False
        self.home()
        sim = self.sim
        sim.keys("DOWN*2 OK LEFT*3")
        got = {k: v for k, v in sim.rows().items() if k in self.total}
        sim.keys("DOWN*5")
        got.update({k: v for k, v in sim.rows().items() if k in self.total})
        self.cutting = True
        return got

    def want(self):
        return {n: self.total[n] for n in self.table}

    def said(self, i, got):
        """What a failed check says: the step, the last steps, both tables, the device's."""
        self.cutting = False
        self.home()
        self.sim.keys("DOWN*4 OK")
        seen = self.sim.text()
        self.sim.keys("RIGHT")
        return "step %d: pad %r, model %r; table %r, gone %r; last steps %r; Players %r" % (
            i, got, self.want(), self.table, self.gone, self.log[-8:],
            seen + self.sim.text())

    def step(self):
        """One thing a careless player does; the model's change is self.pending before the
        press that makes it."""
        self.pending = None
        self.home()
        rnd = self.rnd
        r = rnd.random()
        if r < 0.55:
            self.keys("DOWN*2 OK")                       # Scorepad
            if rnd.random() < 0.2:
                if self.to("+ New round"):
                    self.keys("OK")
                return
            who = rnd.choice(self.table)
            v = rnd.randint(0, 6)
            if self.to(who + " "):
                self.keys("OK" + (" UP*%d" % v if v else ""))
                self.pending = ("pad", who, v)
                self.keys("OK")
            return
        self.keys("DOWN*4 OK")                           # Players
        if r < 0.7 and self.gone:
            who = rnd.choice(self.gone)
            if len(self.table) < 6 and self.to("Bring back " + who):
                self.pending = ("back", who)
                self.keys("OK")
            return
        if r < 0.8 and len(self.table) < 6:
            if self.to("+ Add"):
                self.pending = ("add",)
                self.keys("OK")
            return
        who = rnd.choice(self.table)
        if not self.to(who + " "):
            return
        self.keys("OK")
        if r < 0.9 and len(self.table) > 2:
            self.to("Remove")
            self.keys("OK")
            self.pending = ("remove", who)
            self.keys("OK")
            return
        self.to(rnd.choice(("Move up", "Move down")))
        self.keys("OK")

    def apply(self, p):
        if p is None:
            return
        if p[0] == "pad":
            self.total[p[1]] += p[2]
        elif p[0] == "back":
            self.gone.remove(p[1])
            self.table.append(p[1])
        elif p[0] == "remove":
            self.table.remove(p[1])
            self.gone.append(p[1])
        else:                                           # + Add player: the new name
            self.cutting = False
            self.home()
            self.sim.keys("DOWN*4 OK")
            lines = self.sim.text()[1:]
            self.sim.keys("RIGHT")                      # the second page: six players
            for line in lines + self.sim.text()[1:]:
                w = line.split()
                if len(w) == 2 and w[1] in COLOURS:
                    n = w[0].lstrip(">")
                    if n not in self.table and n not in self.gone:
                        self.table.append(n)
                        self.total.setdefault(n, 0)
            self.cutting = True


def test_people_keep_their_points_through_seat_changes_and_power_cuts(tmp_path):
    e = Evening(str(tmp_path / "flash"), random.Random(20261127))
    try:
        for i in range(OPS):
            try:
                e.step()
                e.log.append((i, e.pending))
                e.apply(e.pending)
            except Cut:                                  # before the step, or after it
                if e.pending == ("add",):                # a new name is on no pad row yet:
                    e.apply(e.pending)                   # read the table (no new one: none)
                got = e.pad()
                if got != e.want() and e.pending is not None:
                    e.apply(e.pending)
                    got = e.pad()
                assert got == e.want(), e.said(i, got)
                continue
            got = e.pad()
            assert got == e.want(), e.said(i, got)
        assert e.sim.errors == 0, e.sim.stderr()[-2000:]
    finally:
        err = e.sim.close()
    assert "Traceback" not in err, err
    assert e.cuts >= 10 and len(e.table) + len(e.gone) >= 5, (e.cuts, e.table, e.gone)
    assert sum(e.total.values()) >= 30, e.total
