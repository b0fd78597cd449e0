"""A power cut at every press of one whole Black Keep turn (resource phase, five guards phases,
five players phases) resumes to the same screen with the same game.

The turn is played once on a live simulator, one press at a time, keeping the frame and LED
after every press and a copy of the flash whenever a press saved. A cut after press k leaves
the flash as the last save j <= k left it (checked: no press in between wrote anything), so
one boot per save covers every cut in its stretch: the booted device ("Welcome back" > Resume)
must show the screen the live one showed right after save j, and the presses j+1..k again must
give exactly the frames they gave before the cut, PIN screens included (a secret play cut
half-way asks its PIN again: the hub the device resumes to is where the player starts over).

Three screens are acknowledgements of a save, not steps ("Played", "Joined", "Corrected"): the
device resumes to the screen their OK leads to (keep/resume.py).
"""
import os
import shutil
import time

from lookout.store import decode
from simdriver import Sim, ocr
from test_keep_game_ui import Bot, play_card
from test_keep_ui import setup

ACKS = ("Played", "Joined", "Corrected")
SEED = 7


def tokens(script):
    """'OK*2 LEFT' -> ['OK', 'OK', 'LEFT']."""
    out = []
    for tok in script.split():
        name, _, n = tok.partition("*")
        out += [name] * (int(n) if n else 1)
    return out


def title(frame_text):
    return frame_text[0] if frame_text else ""


def flash_game(flash):
    with open(os.path.join(flash, "lookout.sav"), "rb") as f:
        _, obj = decode(f.read())
    return obj["games"]["keep"]


class Live:
    """The live device and its record: after press i, frames[i], leds[i], saved[i] (bytes of
    lookout.sav), and a flash copy per save."""

    def __init__(self, flash, snaps):
        self.flash = flash
        self.snaps = snaps
        self.sim = Sim(flash, seed=SEED)
        self.bot = Bot(flash)
        self.presses = []
        self.frames = []
        self.leds = []
        self.saves = []            # press indexes after which the flash changed (0: the start)
        self.sav = None

    def record(self):
        fr = self.sim.frame()
        try:
            with open(os.path.join(self.flash, "lookout.sav"), "rb") as f:
                sav = f.read()
        except OSError:
            sav = None
        i = len(self.presses)
        self.frames.append(fr)
        self.leds.append(self.sim.led)
        if sav != self.sav:
            self.sav = sav
            self.saves.append(i)
            shutil.copytree(self.flash, os.path.join(self.snaps, str(i)))

    def keys(self, script):
        """Every press recorded (the setup helpers drive the device through this too)."""
        for k in tokens(script):
            self.sim.keys(k)
            self.presses.append(k)
            self.record()

    def text(self):
        return self.sim.text()

    def selected(self):
        return self.sim.selected()

    def game(self):
        self.sim.frame()
        return self.bot.game()


def buy_cheapest(live, g):
    """The buyer buys the cheapest face-up card with its first coin cards (public), then goes
    back to the hub; False if it cannot pay for any."""
    from lookout.keep import cards as C
    st = g.state
    p = g.waiting()[0]
    coins = [c for c in st["hand"][p] if c in C.COIN_CARDS]
    rows = [i for i in range(len(st["mkt"])) if st["mkt"][i] is not None]
    costs = [C.cost(st, st["mkt"][i]) for i in rows]
    r = costs.index(min(costs))
    if costs[r] > len(coins):
        return False
    live.keys("LEFT LEFT OK " + "DOWN " * r + "OK")    # its row: pay with which coins?
    assert title(live.text()) == "Pay %d coin%s" % (costs[r], "s" * (costs[r] > 1)), \
        live.text()
    live.keys("OK DOWN " * costs[r] + "DOWN " * (len(coins) - costs[r]) + "OK")
    t = live.text()
    assert title(t).split()[0] == st["col"][p] and title(t).endswith("cost"), t
    assert live.game().state["gh"][p], "nothing bought"
    live.keys("BACK")                                   # done for now: the hub
    return True


def play_one_turn(live):
    """Resource phase, then five guards and five players phases, from the hub of turn 1."""
    turn = live.game().state["turn"]
    bought = False
    while True:
        assert len(live.presses) < 1000, live.text()         # a turn is ~300 presses
        g = live.game()
        st = g.state
        if st["turn"] != turn or g.phase() == "over":
            break
        ph = g.phase()
        if ph == "buy" and not bought:
            bought = buy_cheapest(live, g)
        elif ph == "buy":
            live.keys("LEFT LEFT OK UP OK")            # Done buying
            if title(live.text()).startswith("Buy"):
                live.keys("BACK")
        elif ph == "guards":
            live.keys("LEFT LEFT OK")
            while not title(live.text()).startswith("T"):
                live.keys("OK")                        # every instruction read
        else:
            play_card(live, live.bot, g, g.waiting()[0])   # the hub's row or the chained PIN


def same(a, b):
    """Frames a and b equal, but for the sight table's progress line ("Sight 72%"): the table
    is being built, not part of the game, and a cut restarts the rows not yet on flash."""
    if a == b:
        return True
    ta, tb = ocr(a), ocr(b)
    if ta and tb and ta[-1].startswith("Sight ") and tb[-1].startswith("Sight "):
        return a[:896] == b[:896]                       # pages 0-6: all but the last row
    return False


def test_power_cut_at_every_press_of_a_turn(tmp_path):
    t0 = time.time()
    live = Live(str(tmp_path / "live"), str(tmp_path))
    live.record()
    setup(live)                                         # recorded too: the turn starts at
    start = [j for j in live.saves if j <= len(live.presses)][-1]    # the last join's save
    play_one_turn(live)
    err = live.sim.close()
    assert "Traceback" not in err, err
    n = len(live.presses)
    saves = [j for j in live.saves if j >= start]
    assert len(saves) >= 20, saves
    cuts = 0
    for si in range(len(saves)):
        j = saves[si]
        end = saves[si + 1] if si + 1 < len(saves) else n + 1
        flash = str(tmp_path / ("boot%d" % j))
        shutil.copytree(str(tmp_path / str(j)), flash)
        sim = Sim(flash, seed=SEED)
        t = sim.text()
        assert t[0] == "Welcome back", (j, t)
        sim.keys("OK")
        k = j
        if title(ocr(live.frames[j])) in ACKS and j + 1 < end:
            k = j + 1                                   # the screen its OK leads to
        fr = sim.frame()
        assert same(fr, live.frames[k]), "cut after press %d (%s): resumed to %r, not %r" % (
            j, live.presses[j - 1] if j else "-", sim.text(), ocr(live.frames[k]))
        assert sim.led == live.leds[k], (j, sim.led, live.leds[k])
        cuts += end - j
        for i in range(k + 1, end):                     # the presses since, again
            sim.keys(live.presses[i - 1])
            fr = sim.frame()
            assert same(fr, live.frames[i]), "cut after press %d, replayed to %d: %r, not %r" % (
                j, i, sim.text(), ocr(live.frames[i]))
        sim.frame()
        a = flash_game(flash)
        b = flash_game(str(tmp_path / str(j)))
        assert a["g"] == b["g"] and a["r"] == b["r"], j   # the same game as before the cut
        err = sim.close()
        assert "Traceback" not in err, err
        shutil.rmtree(flash)
    assert cuts == n + 1 - start, (cuts, n, start)
    print("power cut: %d presses from the last join to the end of turn 1, %d cut points, "
          "%d boots, %.0f s" % (n - start, cuts, len(saves), time.time() - t0))
