"""Black Keep on a group's own tiles, through the buttons: the test writes four tile files of
its own (three map tiles and a vault, none shipped) to usertiles/, lays them out on the device
(the group's tiles come first; one is turned, and the panel and mini-map say so), places the
guards, joins three thieves with PINs and plays two whole turns (five guards phases and five
players phases each), the players' cards chosen by test_keep_game_ui's bot on the board the
game's save names.

A whole game on these tiles with a guard card list of the group's own, the table dealing:
test_keep_own_box_ui."""
import os

from simdriver import ROOT, Sim, ocr
from test_keep_game_ui import Bot, play_card
from test_keep_ui import OPEN, PIN, read_pages

from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep.game import Keep
from lookout.keep.tilelib import TileLib
from lookout.screens.keep.view import MapView
from lookout.store import decode

DOCS = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))), "docs", "tiles")
TILES = {
    "pantry.txt": """tile P
kind map
special D3 F6 C7
wall D5 N, E5 N, F5 N
wall B4 S, H4 S
crescent E7
patrol C3 C4 D4 E4 F4 G4
red B7 G2
arrow B7 N, B6 N, G2 S, G3 S
""",
    "stables.txt": """tile S
kind map
special B4 E3 H5
wall C6 N, D6 NW, F6 NE, G6 N
crescent C3
patrol D7 D6 D5 E5 F5 F6 F7
red A5 I5
arrow A5 SE, B6 NE, I5 S, I6 SW
""",
    "vault.txt": """tile V
kind vault
special D4 F4 D6 F6
wall E4 N, E6 S
vault E5
red E2 E8
arrow E2 S, E8 N
""",
    # a half-done transcription: listed with its reason, never offered
    "draft.txt": """tile D
kind map
crescent E5
patrol D5 E5 F5 G5
wall E5 SW, E5 W
""",
}


SEED = 1     # a game the bot's thieves live through two turns of (tools/pico/bench_pico.py
             # and test_pico_emulated.py replay its keys with the same seed)


def write_tiles(flash):
    """The tiles above, and docs/tiles.md's worked example (the Kitchen, transcribed from a
    drawing), into usertiles/."""
    os.makedirs(os.path.join(flash, "usertiles"))
    with open(os.path.join(DOCS, "kitchen.txt")) as f:
        kitchen = f.read()
    with open(os.path.join(flash, "usertiles", "kitchen.txt"), "w") as f:
        f.write(kitchen)
    for name, text in TILES.items():
        with open(os.path.join(flash, "usertiles", name), "w") as f:
            f.write(text)


class OwnBot(Bot):
    """The bot on the board the save's recipe names, built from the flash's own files (and
    the shipped ones)."""

    def __init__(self, flash):
        self.flash = flash
        with open(os.path.join(flash, "lookout.sav"), "rb") as f:
            _, obj = decode(f.read())
        fs = OsFs(flash)
        fs.mount("tiles", os.path.join(ROOT, "firmware", "tiles"))   # as the simulator does
        self.b = recipe.build(obj["games"]["keep"]["g"]["i"]["board"], TileLib(fs))
        self.kc = Keep(self.b)
        self.view = MapView(self.b, layers=False)   # its geometry only


def lay_out(sim, shots=None, deal="device"):
    """Options (3 thieves, who deals: deal) > the layout of the group's tiles, tile K turned
    once > Done. shots: a folder for the layout's PNGs."""
    sim.keys(OPEN + (" DOWN*3 RIGHT DOWN OK" if deal == "device" else " DOWN*4 OK"))
    t = sim.text()
    assert t[0] == "Not used" and "".join(t[1:]).startswith(
        "usertiles/draft.txt line 5: 'W'is neither a"), t
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Tiles" and t[1:3] == ["Vault", "vault"], t
    panel = " ".join(t)
    assert "Tile K" in panel and "kitchn" in panel and "at NE" in panel and "top N" in panel, t
    before = sim.frame()
    sim.keys("DOWN*3 RIGHT")                        # tile K: its top points NE
    t = sim.text()
    assert "top NE" in " ".join(t), t
    assert sim.frame() != before                    # the turn shows on the mini-map
    if shots:
        sim.png(os.path.join(shots, "layout_turned.png"))
    sim.keys("DOWN")
    t = sim.text()
    assert "Tile P" in " ".join(t) and "pantry" in " ".join(t), t
    sim.keys("RIGHT")                               # tile P's file: the next one not
    t = " ".join(sim.text())                        # on the table: a shipped one
    assert "tile1a" in t and "Tile 1" in t, t
    sim.keys("LEFT")
    assert "pantry" in " ".join(sim.text())
    sim.keys("UP*4 UP UP OK")                       # round to "1 bad": the reasons again
    t = sim.text()
    assert t[0] == "Not used" and t[1] == "usertiles/draft.", t
    sim.keys("OK")
    assert "1 bad" in sim.text(), sim.text()
    sim.keys("DOWN OK")                             # Done
    t = sim.text()
    assert t[0].startswith("Guard 1/"), t
    n = int(t[0].split("/")[1].split()[0])
    page = " ".join(t[1:6])
    assert page.startswith("Tile K: "), t
    # tile K is turned once: the page gives its printed grid's side too (a guard record is
    # [kind, tile, hex, facing, ...]: lookout.keep.guardrec)
    g = OwnBot(sim.state).game()
    gd = [x for x in g.state["g"] if x[1] == 1 and x[2] >= 0][0]
    side = ("N", "NE", "SE", "S", "SW", "NW")
    assert "face %s (printed %s)" % (side[gd[3]], side[(gd[3] - 1) % 6]) in page, page
    if shots:
        sim.png(os.path.join(shots, "guard1.png"))
    read_pages(sim, "Guard ")
    assert n >= 4


def join(sim, pins=PIN, thieves=3, tiles=3):
    """The thieves' joins: thief p enters by tile p % tiles + 1 and leaves by the first other;
    then the hub, left by BACK. Returns the hub's text."""
    for p in range(thieves):
        sim.keys("OK OK " + pins[p] + " " + pins[p])
        t = sim.text()
        assert t[0].endswith(": secret") and t[1] == "Your treasure:", t
        sim.keys("OK")
        sim.keys("DOWN " * (p % tiles) + "OK OK")   # entry tile, exit the first other
        t = sim.text()
        assert t[0] == "Entry", t
        sim.keys("OK")
        t = sim.text()
        assert t[0] == "Joined", t
        sim.keys("OK")
    t = sim.text()
    assert t[0].startswith("Turn 1/") and t[1] == "Turn 1: Blue", t
    sim.keys("BACK")
    return t


def play_turns(sim, bot, turns, shots=None):
    """Buys nothing, reads every guards instruction, plays the bot's cards, until `turns`
    turns are over (or the game is). Returns (players' cards played, guards phases)."""
    plays = guards = 0
    while plays < 200:
        g = bot.game()
        ph = g.phase()
        t = sim.text()
        if ph == "over" or g.state["turn"] > turns:
            break
        if ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")          # buys nothing
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
        elif ph == "guards":
            assert t[0] == "T%d P%d guards" % (g.state["turn"], g.state["mv"]), t
            sim.keys("LEFT LEFT OK")
            t = sim.text()
            k = int(t[0].split("/")[1].split()[0])
            if shots and guards == 0:
                sim.png(os.path.join(shots, "guards_page1.png"))
            text = []                               # every page read (a long one takes
            head = "P%d " % g.state["mv"]           # an OK a screenful), OK closes
            while sim.text()[0].startswith(head) and len(text) < 4 * k:
                text.append(" ".join(ocr(sim.frame())[1:]))
                sim.keys("OK")
            assert not sim.text()[0].startswith(head), sim.text()
            # the instructions name the group's tiles' hexes
            assert any(w[:2] in ("K-", "P-", "S-", "V-") for s in text for w in s.split()), \
                text
            guards += 1
        else:
            p = g.waiting()[0]
            col = g.state["col"][p]                 # the hub, or straight from the last
            assert t[0] == "T%d P%d thieves" % (g.state["turn"], g.state["mv"]) or \
                t[1] == col + ", your PIN", t       # thief's card to this one's PIN
            play_card(sim, bot, g, p)
            plays += 1
    return plays, guards


def own_game(flash, turns, shots=None):
    """The group's tiles written, laid out, three thieves joined, `turns` turns played (also
    the emulated Pico's key script: tools/pico/bench_pico.py keep_own_keys). Returns the bot
    (its game is the device's save)."""
    write_tiles(flash)
    sim = Sim(flash, seed=SEED)
    try:
        lay_out(sim, shots)
        assert join(sim)[0] == "Turn 1/3"
        bot = OwnBot(flash)
        rec = bot.game().initial["board"]["tiles"]
        assert [(e[0], e[1], e[2], e[3]) for e in rec] == [
            ("usertiles/vault.txt", -1, 0, "V"), ("usertiles/kitchen.txt", 0, 1, "K"),
            ("usertiles/pantry.txt", 2, 0, "P"), ("usertiles/stables.txt", 4, 0, "S")]
        plays, guards = play_turns(sim, bot, turns, shots)
        g = bot.game()
        assert g.state["turn"] == turns + 1 or g.phase() == "over", g.state["turn"]
        assert guards >= 5 * turns and plays >= 5 * turns, (guards, plays)
        assert sim.errors == 0
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    return bot


def test_two_turns_on_the_groups_own_tiles(flash):
    own_game(flash, 2)
