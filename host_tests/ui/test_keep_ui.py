"""Thieves of the Black Keep through the buttons: the setup wizard to the first guards phase
and a players phase, the PIN lockout, privacy (a secret hex changes no public pixel, LED or
beep), power cut resume, and no allocation while drawing the keep screens."""
import os

from simdriver import ROOT, Sim, presses

PIN = ("UP UP DOWN DOWN", "LEFT RIGHT LEFT RIGHT", "DOWN DOWN DOWN UP", "RIGHT RIGHT UP UP")
COLOURS = ("Blue", "Green", "Red", "Yellow")
WRONG = "RIGHT RIGHT RIGHT RIGHT"
OPEN = "OK DOWN DOWN OK"                  # Home > Games > Black Keep
TREASURES = ("The Armour", "The Eye", "The Hammer", "The Lantern", "The Sword")
_BOARD = {}


def board(tiles=3):
    """The wizard's default layout of `tiles` map tiles (a tile per thief, the simulator has
    room for five): 3: vault side a, map tiles 1-3 side a on edges 0, 2, 4."""
    if tiles not in _BOARD:
        from lookout.fsys import OsFs
        from lookout.keep import layout, recipe
        from lookout.keep.tilelib import TileLib
        lib = TileLib(OsFs(os.path.join(ROOT, "firmware")))
        _BOARD[tiles] = recipe.make(lib, *layout.placed(layout.default(lib.listing(), tiles)))
    return _BOARD[tiles]


def to_row(sim, label, most=40):
    """DOWN until the highlighted row starts with label (a private menu starts anywhere);
    returns the presses."""
    for n in range(most):
        if selected_is(sim, label):
            return n
        sim.keys("DOWN")
    raise AssertionError("no row %r: %r" % (label, sim.text()))


def selected_is(sim, label):
    """The highlighted row is label (its number aside; a long label is cut: "Adjust Rig.")."""
    s = (sim.selected() or "").split()
    if s and s[-1].isdigit():
        s = s[:-1]
    s = " ".join(s)
    return bool(s) and (s == label or label.startswith(s.rstrip(".")) and s.endswith("."))


def past_notes(sim, col):
    """After col's PIN: their notes page when one is due (screens/keep/dial.due), closed with
    its OK. Returns its words (kept in sim.notes too), or None when none was due."""
    t = sim.text()
    if not t[0].startswith(col + ": note"):
        return None
    said = " ".join(t[1:])
    sim.notes = getattr(sim, "notes", []) + [(col, said)]
    sim.keys("OK")
    return said


def to_hex(sim, name, most=200):
    """RIGHT until a map picker's cursor is on hex name (the panel's second line); returns
    the presses."""
    for n in range(most):
        if sim.text()[1] == name:
            return n
        sim.keys("RIGHT")
    raise AssertionError("the picker never reaches %s: %r" % (name, sim.text()))


def setup(sim, entry=(0, 0, 0, 0), deal="device", treasures=(0, 1, 2, 3), joined=None,
          players=3, cached=False):
    """Options (3 thieves, easy, who deals) > layout Done > 4 placement pages > three private
    joins (players: 2 to 5, a map tile each); entry[p]: which Outside Hex of
    its tile player p enters by (an index into the
    board's list: the picker starts on a random one). deal="table": each thief picks
    treasure treasures[p] (default the Armour, the Eye, the Hammer) at the join. joined(p):
    called after each join. cached: the board's sight table is on flash already (no
    progress shown)."""
    sim.keys(OPEN)
    t = sim.text()
    assert t[0] == "Black Keep setu" and t[1].split() in (["Thieves", "3"], ["Thieves", "2"]), t
    assert t[4].split() == ["Deals", "table"], t               # (2: where there is room for 2)
    sim.keys("RIGHT " * (players - 3) + "LEFT " * (3 - players) + (
        "DOWN*3 RIGHT DOWN OK" if deal == "device" else "DOWN*4 OK"))       # Lay out tiles
    t = sim.text()
    assert t[0] == "Tiles" and t[1:3] == ["Vault", "vaulta"], t
    sim.keys("UP OK")                     # Done: the guards are placed by the die
    t = sim.text()
    assert t[0].startswith("Guard 1/%d Blue" % (players + 1)), t      # a tile each, and
    assert " ".join(t[1:6]).startswith("Tile 1: "), t                 # the Wandering guard
    assert " face " in " ".join(t[1:6]) and "counter" in " ".join(t[1:6]), t
    if not cached:                                                 # tables build meanwhile
        assert t[-1].startswith("Sight ") and t[-1].endswith("%"), t
    sim.keys("OK*%d" % (players + 1))
    t = sim.text()
    assert t[0] in ("Setup: join", "Join  sight") or t[0].startswith("Join  sight "), t
    assert t[1:1 + players] == ["%s joins" % c for c in COLOURS[:players]], t
    b = board(players)
    for p in range(players):
        sim.keys("OK OK " + PIN[p] + " " + PIN[p])
        t = sim.text()
        if deal == "table":
            assert t[0].endswith(": treasure") and t[1:6] == list(TREASURES), t
            to_row(sim, TREASURES[treasures[p]])
            sim.keys("OK")
        else:
            assert t[0].endswith(": secret") and t[1] == "Your treasure:", t
            sim.keys("OK")
        sim.keys("DOWN " * p + "OK OK")   # entry tile p+1 (wrapping), exit the first other
        t = sim.text()
        assert t[0] == "Entry" and t[2] == "Outsd", t
        to_hex(sim, b.names[b.outside_hexes(p + 1)[entry[p]]])
        sim.keys("OK")
        t = sim.text()
        assert t[0] == "Joined", t
        sim.keys("OK")
        if joined:
            joined(p)
    t = sim.text()
    assert t[0].startswith("Turn 1/") and t[1] == "Turn 1: Blue", t
    sim.keys("BACK")


def read_pages(sim, head, limit=200):
    """OK through every page titled head ("P2 ": a guards phase's) until they close (a page
    longer than the screen takes an OK a screenful: its footer says "OK more"); the presses."""
    n = 0
    while sim.text()[0].startswith(head) and n < limit:
        sim.keys("OK")
        n += 1
    return n


def buy_nothing(sim):
    for col in ("Blue", "Green", "Red"):
        t = sim.text()
        assert t[0] == "T1 Resources" and t[1] == col + " buys", t
        sim.keys("OK UP OK")              # Done buying
    sim.keys("BACK")


def test_wizard_to_first_guards_phase_and_a_players_phase(flash):
    sim = Sim(flash, seed=7)
    setup(sim)
    buy_nothing(sim)
    t = sim.text()
    assert t[0] == "T1 P1 guards" and t[1] == "Move the guards", t
    sim.keys("OK")
    t = sim.text()
    assert t[0].startswith("P1 1/") and t[1] == "Phase 1: guards", t
    pages = int(t[0].split("/")[1].split()[0])
    seen = []
    for _ in range(pages - 1):
        sim.keys("RIGHT")
        seen.append(" ".join(sim.text()[1:]))
    # one instruction per guard, for the player who owns its tile
    assert any("guard" in s for s in seen), seen
    sim.keys("BACK")
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1:4] == ["Blue plays", "Green plays", "Red plays"], t
    assert sim.led == (0, 0, 255)
    # Blue plays through the PIN: the picker of where the thief goes, on a random choice
    sim.keys("OK " + PIN[0])
    t = sim.text()
    assert t[0] == "Blue" and t[-1] == "OK=yes", t
    sim.keys("OK")                        # whatever card the random start shows
    t = sim.text()                        # straight on to the next thief's PIN
    assert t[0] == "Blue played" and t[1] == "Green, your PIN", t
    sim.keys("BACK")                      # not yet: the hub
    t = sim.text()
    assert t[1:3] == ["Green plays", "Red plays"], t
    # the last guards phase can be read again
    sim.keys("DOWN*4 OK")
    t = sim.text()
    assert t[0].startswith("Last 1/"), t
    sim.keys("BACK")
    # power cut: the game resumes at the same step
    sim.close()
    sim = Sim(flash, seed=7)
    assert sim.text()[0] == "Welcome back"
    sim.keys("OK")
    t = sim.text()                        # where the card left it: the next thief's PIN
    assert t[:2] == ["Blue played", "Green, your PIN"], t
    sim.keys("BACK")
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1:3] == ["Green plays", "Red plays"], t
    assert sim.close().count("Traceback") == 0
    assert presses("OK " + PIN[0] + " OK") <= 8


def test_thieves_stop_at_the_room_the_device_has(flash, monkeypatch):
    """Where the heap holds a game of two thieves (the official firmware: lookout.hal
    keep_room), the setup starts at two, a press past them says what more need and changes
    nothing, and two thieves then lay out, join and play."""
    monkeypatch.setenv("LOOKOUT_KEEP_THIEVES", "2")
    monkeypatch.setenv("LOOKOUT_KEEP_TILES", "2")
    sim = Sim(flash)
    sim.keys(OPEN)
    t = sim.text()
    assert t[0] == "Black Keep setu" and t[1].split() == ["Thieves", "2"], t
    sim.keys("RIGHT")
    t = sim.text()
    assert t[0] == "Thieves", t
    assert " ".join(t[1:]) == "Room here for 2 thieves: 3-5 need the Lookout firmware (ROMFS).", t
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Black Keep setu" and t[1].split() == ["Thieves", "2"], t
    sim.keys("LEFT DOWN DOWN RIGHT")            # still two; First: Green, then Blue again
    assert sim.text()[3].split() == ["First", "Green"], sim.text()
    sim.keys("RIGHT")
    assert sim.text()[3].split() == ["First", "Blue"], sim.text()
    assert "Traceback" not in sim.close()
    sim = Sim(flash)
    setup(sim, players=2)                       # (its LEFT changes nothing at two)
    t = sim.text()
    assert t[0] == "T1 Resources" and t[1] == "Blue buys", t
    assert "Traceback" not in sim.close()


def test_wrong_pins_lock_the_dial(flash):
    sim = Sim(flash, seed=7)
    setup(sim)
    sim.keys("OK UP OK OK UP OK OK UP OK BACK")  # everybody done buying, pages closed
    t = sim.text()
    assert t[0] == "T1 P1 guards", t
    beeps = sim.beeps
    led = sim.led
    sim.keys("DOWN*3 OK")                       # Blue dial
    assert sim.text()[0] == "Blue: dial", sim.text()
    for i in range(3):
        sim.keys(WRONG)
        t = sim.text()
        assert t[0] == "Wrong PIN", t
        sim.keys("OK")
        if i < 2:                               # back on the PIN pad, not the hub (issue 19)
            assert sim.text()[:2] == ["Blue: dial", "Blue, your PIN"], sim.text()
    assert "Locked" in " ".join(t), t
    assert sim.text()[0] == "T1 P1 guards", sim.text()    # locked: back to the hub
    sim.keys("OK")                              # even the right PIN waits now
    t = sim.text()
    assert t[0] == "Dial locked" and t[1] == "Blue: 3 wrong", t
    sim.keys("OK wait:31000 OK " + PIN[0])
    t = sim.text()
    assert t[0] == "Blue's dial" and t[1] == "At 1-A3", t
    sim.keys("wait:5000")
    t = sim.text()
    assert t[1] == "Hidden.", t                 # the secret blanks after a few seconds
    sim.hold(1 << 4)                            # ...and shows while OK is held
    sim.wait(200)
    t = sim.text()
    sim.hold(0)
    sim.wait(100)
    assert t[1] == "At 1-A3", t
    assert sim.beeps == beeps and sim.led == led  # no beep, no light for PINs
    sim.close()


def _public_run(flash, move):
    """A game where only Red's entry hex differs; the frames of every screen reachable
    without a PIN, and the LED / beep trace."""
    sim = Sim(flash, seed=11)
    setup(sim, (0, 0, move))
    frames = []
    trace = []

    def snap():
        frames.append(sim.frame())
        trace.append((sim.led, sim.beeps))
    snap()
    for k in ("OK UP OK", "OK UP OK", "OK UP OK"):
        sim.keys(k)
        snap()
    sim.keys("BACK")
    snap()
    sim.keys("OK")                                # guards phase 1
    snap()
    for _ in range(12):
        sim.keys("RIGHT")
        snap()
    sim.keys("BACK DOWN*3 OK")                    # map browse
    assert sim.text()[0] == "Map", sim.text()
    snap()
    for k in ("LEFT", "DOWN", "OK:long", "RIGHT", "OK:long", "UP*3"):
        sim.keys(k)
        snap()
    sim.keys("BACK DOWN OK")                      # messages
    assert sim.text()[0].startswith("Msg 1/"), sim.text()
    snap()
    sim.keys("BACK")
    assert sim.text()[0] == "T1 P1 thieves", sim.text()
    snap()
    sim.keys("DOWN*4 OK " + PIN[2])               # Red's dial, behind Red's PIN
    t = sim.text()
    assert t[0] == "Red's dial", t
    err = sim.close()
    assert "Traceback" not in err, err
    return frames, trace, t[1]


def test_secret_hex_changes_no_public_pixel(tmp_path):
    a, ta, ha = _public_run(str(tmp_path / "a"), 0)
    b, tb, hb = _public_run(str(tmp_path / "b"), 1)
    assert ha != hb, (ha, hb)                     # the secret really differs
    assert len(a) == len(b)
    for i in range(len(a)):
        assert a[i] == b[i], "public screen %d differs" % i
    assert ta == tb


def test_keep_screens_draw_without_allocating(flash):
    sim = Sim(flash, seed=7)
    sim.keys(OPEN)
    assert sim.draw_locked() is None
    sim.keys("DOWN*4 OK")
    assert sim.draw_locked() is None           # layout over the overview
    sim.keys("UP OK")
    assert sim.draw_locked() is None           # placement page
    sim.keys("OK*4 DOWN*4 OK")                 # map (zoom)
    assert sim.text()[0] == "Map", sim.text()
    assert sim.draw_locked() is None
    sim.keys("OK:long")
    assert sim.draw_locked() is None           # overview
    sim.keys("BACK UP*4 OK OK")
    assert sim.draw_locked() is None           # PIN entry
    sim.close()
