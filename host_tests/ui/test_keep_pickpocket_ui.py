"""Pick Pocket through the buttons when the table deals: the table says a guard stands next to
Blue (a correction), Blue plays Pick Pocket behind the PIN, the reveal tells the table to draw
the top guard card, and Blue enters the card drawn in private (PIN; the picker blanks when left
idle). Two games that differ only in that card show the same public pixels, LED and beeps
afterwards (the hub, the Messages list, the next guards phase), and the card is in Blue's hand."""
import shutil

from lookout.keep import guardrec as G
from simdriver import Sim
from test_keep_game_ui import PINS, Bot, play_card, walk
from test_keep_gameplay import go
from test_keep_ui import PIN, read_pages, setup, to_row

from lookout.ui.idle import IDLE_MS


def to_first_players_phase(sim):
    """The table enters the market (five first rows), nobody buys, guards phase 1 read."""
    sim.keys("LEFT LEFT OK OK*5")
    for _ in range(3):
        t = sim.text()
        assert t[0] == "T1 Resources" and t[1].endswith(" buys"), t
        sim.keys("LEFT LEFT OK UP OK")
        if sim.text()[0].startswith("Buy"):
            sim.keys("BACK")
    sim.keys("LEFT LEFT OK")
    t = sim.text()
    assert t[0].startswith("P1 1/"), t
    read_pages(sim, "P1 ")
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1] == "Blue plays", t


def guard_next_to_blue(sim, bot):
    """Table differs: the guard the picker starts on moves next to Blue (no wall between)."""
    g = bot.game()
    b = bot.b
    st = g.state
    blue = st["dial"][0]
    taken = [gd[G.HEX] for gd in st["g"]]
    near = [b.nbr(blue, s) for s in range(6)]
    near = [h for h in near if h >= 0 and g.kc.routes.open_side(blue, h) >= 0
            and not b.special(h) and h not in taken]
    assert near, b.names[blue]
    go(sim, "Table differs")
    sim.keys("OK OK")                                # A guard, the one the picker starts on
    t = sim.text()
    assert t[1] == "Move it", t
    gi = [i for i in range(len(taken)) if taken[i] >= 0 and
          t[0].endswith(b.names[taken[i]])][0]
    ok = [h for h in range(b.n) if not b.special(h) and (h == taken[gi] or h not in taken)]
    sim.keys("OK " + " ".join(walk(bot, taken[gi], ok, near[0]) + ["OK"]))
    t = sim.text()
    assert t[0] == "Correction" and ("-> %s?" % b.names[near[0]]) in " ".join(t), t
    sim.keys("OK OK")
    t = sim.text()                                   # (the device has taken the keys)
    assert t[0] == "T1 P1 thieves", t
    assert bot.game().state["g"][gi][G.HEX] == near[0]


def pick_pocket(sim, bot):
    """Blue plays Pick Pocket (PIN, card); the others play the bot's card; the reveal."""
    g = bot.game()
    legal = g.private(0, PINS[0])["legal"]
    assert "PICK" in legal and legal["PICK"] == [], legal
    n = play_card(sim, bot, g, 0, ("PICK", None))
    t = sim.text()
    assert t[0] == "Blue played" and t[1] == "Green, your PIN", t
    for p in (1, 2):
        play_card(sim, bot, bot.game(), p)
    g = bot.game()
    assert g.phase() == "draw" and g.waiting() == [0], (g.phase(), g.messages())
    assert "Blue picks a guard's pocket: draw the top guard card" in g.messages()
    t = sim.text()
    assert t[0] == "T1 card drawn" and t[1] == "Blue drew", t
    return n - 1                                     # (the hub's row)


def public_after(flash, row):
    """Resume the game saved at "Blue drew", Blue enters the card `row` rows down its picker;
    then the frames of what everyone sees, with the LED and beeps; and Blue's guard cards."""
    sim = Sim(flash, seed=11)
    assert sim.text()[0] == "Welcome back", sim.text()
    sim.keys("OK")
    seen = []

    def snap():
        seen.append((sim.frame(), sim.led, sim.beeps))
    snap()
    t = sim.text()
    assert t[0].startswith("Reveal 1/"), t         # the last step's screen: the reveal
    sim.keys("BACK")
    t = sim.text()
    assert t[0] == "T1 card drawn" and t[1] == "Blue drew", t
    snap()
    sim.keys("LEFT LEFT OK")                         # Blue drew: the PIN first
    t = sim.text()
    assert t[0] == "Blue: card", t
    snap()
    sim.keys(PIN[0])
    t = sim.text()
    assert t[0].split() == ["Blue", "drew", "left"] and len(t) > 2, t
    rows = [" ".join(x.split()[:-1]) for x in t[1:]]
    card = rows[row]
    sim.keys("wait:%d" % (IDLE_MS + 100))            # left on the table: blank
    t = sim.text()
    assert t[0] == "Blue: hidden" and card not in " ".join(t), t
    snap()
    sim.keys("OK " + PIN[0])
    to_row(sim, card)                                # (from its random start)
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Card drawn" and t[1] == "Blue has the", t
    snap()
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "T1 P2 guards", t
    snap()
    go(sim, "Messages")
    snap()
    sim.keys("BACK LEFT LEFT OK")                    # guards phase 2, every instruction
    t = sim.text()
    assert t[0].startswith("P2 1/"), t
    for _ in range(int(t[0].split("/")[1].split()[0])):
        snap()
        sim.keys("RIGHT")
    g = Bot(flash).game()
    err = sim.close()
    assert "Traceback" not in err, err
    return seen, card, g.private(0, PINS[0])["guard_cards"], g.pool()


def test_pick_pocket_through_the_screens_when_the_table_deals(tmp_path):
    flash = str(tmp_path / "flash")
    sim = Sim(flash, seed=11)
    setup(sim, deal="table")
    bot = Bot(flash)
    to_first_players_phase(sim)
    guard_next_to_blue(sim, bot)
    n = pick_pocket(sim, bot)
    assert n <= 10, n
    sim.close()                                      # power cut at "Blue drew"
    runs = []
    for row in (0, 1):
        f = str(tmp_path / ("run%d" % row))
        shutil.copytree(flash, f)
        runs.append(public_after(f, row))
    (a, ca, ha, pa), (b, cb, hb, pb) = runs
    assert ca != cb and ha != hb and len(ha) == len(hb) == 1, (ca, cb, ha, hb)
    assert pa == pb                                  # the table's counts tell nothing
    assert len(a) == len(b)
    for i in range(len(a)):
        assert a[i] == b[i], "public screen %d differs: %r" % (i, a[i][1:])
