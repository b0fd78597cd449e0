"""'The table differs' through the buttons: a guard moved, turned and given another status, a
Thief Marker placed, a torch put out, each picked on the mini-map, confirmed, logged
("Correction: ..." in the history list) and undoable; and the presses each one takes."""
from simdriver import Sim, presses
from test_keep_game_ui import Bot
from test_keep_ui import buy_nothing, setup

from lookout.keep import guardrec as G


class Counted:
    """The simulator, counting the presses of each correction."""

    def __init__(self, sim):
        self.sim = sim
        self.n = 0

    def keys(self, s):
        self.n += presses(s)
        self.sim.keys(s)

    def text(self):
        return self.sim.text()

    def go(self, label, limit=24):
        """Down to the hub's row starting with label (from the top row), OK."""
        for _ in range(limit):
            sel = self.sim.selected()
            if sel and sel.startswith(label):
                self.keys("OK")
                return
            self.keys("DOWN")
        raise AssertionError("no row %r on %r" % (label, self.text()))

    def take(self):
        n = self.n
        self.n = 0
        return n


def synced(sim, bot):
    """The game as the device saved it, once the device has handled every key sent."""
    sim.frame()
    return bot.game()


def guard_menu(c):
    """From the hub's top row: Table differs > A guard > the first guard on the picker."""
    c.go("Table differs")
    assert c.text()[0] == "Table differs", c.text()
    c.keys("OK")                                     # A guard
    assert c.text()[0] == "Guard?", c.text()
    c.keys("OK")                                     # the picker starts on a guard


def test_corrections_through_the_buttons(flash):
    sim = Sim(flash, seed=7)
    setup(sim)
    buy_nothing(sim)
    c = Counted(sim)
    bot = Bot(flash)
    g = synced(sim, bot)
    assert g.phase() == "guards" and sim.text()[0] == "T1 P1 guards"
    n0 = len(g.actions)
    gd = g.state["g"][0]
    here = bot.b.names[gd[G.HEX]]
    kind = G.KIND_NAMES[gd[G.KIND]]
    k3 = ("Blu", "Grn", "Red")[gd[G.KIND]]
    cost = {}

    # move guard 0 one hex over: the picker offers only hexes a guard may stand on
    guard_menu(c)
    t = c.text()
    assert t[0] == "%s %s" % (k3, here) and t[1:4] == [
        "Move it", "Facing " + "N NE SE S SW NW".split()[gd[G.FACING]],
        "Status " + ("Bored", "Intrst", "Alert", "Pursue", "Return", "Distr.")[gd[G.STATUS]]], t
    c.keys("OK")
    t = c.text()
    assert t[0] == "Where?" and here in t, t
    assert sim.draw_locked() is None
    for step, back in (("RIGHT", "LEFT"), ("LEFT", "RIGHT"), ("DOWN", "UP"), ("UP", "DOWN")):
        c.keys(step)
        if here not in c.text():
            break
        c.keys(back)
    c.keys("OK")
    t = c.text()
    assert t[0] == "Correction" and " ".join(t[1:]).startswith("%s guard %s ->" % (kind, here)), t
    c.keys("OK")
    t = c.text()
    assert t[0] == "Corrected" and " ".join(t[1:]).startswith("Correction: %s guard" % kind), t
    c.keys("OK")
    assert c.text()[0] == "T1 P1 guards", c.text()
    cost["guard hex"] = c.take()
    g = synced(sim, bot)
    assert len(g.actions) == n0 + 1 and g.actions[-1][:3] == ["fix", "hex", 0]
    moved = g.state["g"][0][G.HEX]
    assert moved != gd[G.HEX] and g.state["dial"] == synced(sim, bot).state["dial"]

    # turn it: LEFT/RIGHT on the map turn the guard there, OK asks, OK does it
    guard_menu(c)
    assert sim.draw_locked() is None                 # the guard's menu draws allocating nothing
    c.keys("DOWN OK")
    assert c.text()[0] == "Facing", c.text()
    f0 = g.state["g"][0][G.FACING]
    c.keys("RIGHT RIGHT")
    assert sim.draw_locked() is None                 # nor the facing map
    assert "%s %s" % (k3, "N NE SE S SW NW".split()[(f0 + 2) % 6]) in c.text(), c.text()
    c.keys("OK OK")
    assert c.text()[0] == "Corrected", c.text()
    c.keys("OK")
    cost["facing"] = c.take()
    g = synced(sim, bot)
    assert g.state["g"][0][G.FACING] == (f0 + 2) % 6

    # status from the list ('>' marks the one it has; choosing it again is refused)
    guard_menu(c)
    c.keys("DOWN DOWN OK")
    assert c.text()[0] == "Status", c.text()
    s0 = g.state["g"][0][G.STATUS]
    c.keys("OK")
    t = c.text()
    assert t[0] == "Not allowed" and "already" in " ".join(t), t
    c.keys("OK")
    assert c.text()[0] == "Table differs", c.text()
    c.keys("BACK")
    c.take()
    guard_menu(c)
    c.keys("DOWN DOWN OK DOWN OK OK")
    assert c.text()[0] == "Corrected", c.text()
    c.keys("OK")
    cost["status"] = c.take()
    g = synced(sim, bot)
    assert g.state["g"][0][G.STATUS] == (s0 + 1) % 6
    assert g.messages() == ["Correction: %s guard %s is %s" % (
        kind, bot.b.names[moved], G.STATUS_NAMES[(s0 + 1) % 6])]

    # Green's Thief Marker on the board, on the hex next to where the picker starts
    c.go("Table differs")
    c.keys("DOWN OK")                                # A thief marker
    t = c.text()
    assert t[0] == "Whose marker?" and t[1:4] == ["Blue off", "Green off", "Red off"], t
    c.keys("DOWN OK")                                # Green's is off the board: the map
    assert c.text()[0] == "Marker", c.text()
    c.keys("RIGHT OK")
    t = c.text()
    assert t[0] == "Correction" and "Green marker on" in " ".join(t), t
    c.keys("OK OK")
    cost["marker"] = c.take()
    g = synced(sim, bot)
    assert g.state["mk"][1] >= 0 and g.actions[-1][:3] == ["fix", "marker", 1]
    assert g.public()["thieves"][1]["marker"] == bot.b.names[g.state["mk"][1]]

    # a torch out
    c.go("Table differs")
    c.keys("DOWN DOWN OK")
    assert c.text()[0] == "Torch?", c.text()
    c.keys("DOWN OK")
    t = c.text()
    assert t[0] == "Correction" and "Extinguished Torch" in " ".join(t), t
    c.keys("OK OK")
    cost["torch"] = c.take()
    g = synced(sim, bot)
    assert len(g.state["torch"]) == 1
    n = len(g.actions)

    # the history list names them; Undo takes the last one back
    c.go("History")
    seen = " ".join(c.text())
    for _ in range(n):
        c.keys("DOWN")
        seen += " " + " ".join(c.text()[1:])
    assert seen.count("Correction") >= 5, seen
    c.keys("BACK")
    c.go("Undo")
    c.keys("OK")
    g = synced(sim, bot)
    assert g.state["torch"] == [] and g.cursor == n - 1
    c.keys("LEFT LEFT")
    assert c.text()[0] == "T1 P1 guards", c.text()
    c.keys("OK")                           # the guards move from where the table has them
    t = c.text()
    assert t[0].startswith("P1 1/"), t
    print("presses per correction (from the hub's top row): %s" % ", ".join(
        "%s %d" % kv for kv in sorted(cost.items())))
    assert max(cost.values()) <= 16, cost
    err = sim.close()
    assert "Traceback" not in err, err


def test_the_vault_guard_placed_from_the_screens(flash):
    """The table put the vault guard out before the device did: "The vault guard" (listed only
    while the device has it off the board) picks a hex of the vault tile, the correction is
    logged and public, the guard is then an ordinary guard to correct, and Undo takes it off."""
    sim = Sim(flash, seed=7)
    setup(sim)
    buy_nothing(sim)
    c = Counted(sim)
    bot = Bot(flash)
    g = synced(sim, bot)
    vg = len(g.state["g"]) - 1
    assert g.state["g"][vg][G.HEX] == -1 and g.state["g"][vg][G.TILE] == 0
    dials = list(g.state["dial"])
    c.go("Table differs")
    t = c.text()
    assert t[1:5] == ["A guard", "A thief marker", "A torch", "The vault guard"], t
    c.keys("DOWN*3 OK")
    t = c.text()
    assert t[0] == "Place" and t[1].startswith("V-"), t
    assert sim.draw_locked() is None
    assert bot.b.index(t[1]) in bot.b.tiles[0].red_shields     # starts where the die would
    c.keys("RIGHT")                                  # the cursor stays on the vault tile
    here = c.text()[1]
    assert here.startswith("V-") and here != t[1], c.text()
    c.keys("OK")
    t = c.text()
    assert t[0] == "Correction" and " ".join(t[1:]).startswith(
        "Red guard placed on %s" % here), t
    c.keys("OK")
    t = c.text()
    assert t[0] == "Corrected" and "Red guard placed on %s" % here in " ".join(t), t
    c.keys("OK")
    g = synced(sim, bot)
    assert bot.b.names[g.state["g"][vg][G.HEX]] == here and g.state["dial"] == dials
    assert g.actions[-1][:3] == ["fix", "hex", vg]
    presses_place = c.take()
    assert presses_place <= 16, presses_place         # as the other corrections
    # placed: no longer offered, and "A guard" finds it on the map like any
    c.go("Table differs")
    assert "The vault guard" not in c.text(), c.text()
    c.keys("OK")
    assert c.text()[0] == "Guard?", c.text()
    for _ in range(4):                               # the picker's cursor goes guard to guard
        if here in c.text():
            break
        c.keys("DOWN")
    assert here in c.text(), c.text()
    c.keys("OK")
    t = c.text()
    assert t[0] == "Red %s" % here and t[1] == "Move it", t
    c.keys("BACK BACK")                              # its menu, then Table differs
    assert c.text()[0] == "T1 P1 guards", c.text()
    # undo: off the board again, offered again
    c.go("Undo")
    c.keys("OK")
    g = synced(sim, bot)
    assert g.state["g"][vg][G.HEX] == -1
    c.keys("LEFT LEFT")
    c.go("Table differs")
    assert c.text()[-1] == "The vault guard" or "The vault guard" in c.text(), c.text()
    err = sim.close()
    assert "Traceback" not in err, err
