"""Black Keep with the group's own box, through the buttons (issue 19): the test writes its own
tile files (three map tiles and a vault, none shipped: test_keep_own_tiles_ui) to usertiles/
and its own guard card list to keepcards.txt (two built-in cards corrected, two of the group's
own), and three thieves play a whole game the table deals (the device asks which cards came
up). The group's cards are dealt, bought, drawn face down and played, and their reveal says to
resolve them by hand. Twin runs that differ in the card Green drew face down (Grappling Hook
or Smoke Bomb) show everyone else the same frames, LED and beeps from the start of the game
to Green's playing it, and after it all but the reveal; the median private entry (PIN, card,
destination, confirm) takes at most 8 presses. Seed 1: the guards catch all three in turn 8.

And the device dealing the group's list: only the cards it can name (built-in and the
group's), no "Other card"; the table is told once, before the guards, what to set aside."""
import os
import statistics

from simdriver import Sim, ocr
from test_keep_game_ui import (MAX_PLAYS, PINS, Bot, enter_drawn, enter_market, play_card,
                               to_hub)
from test_keep_cards_ui import open_guard_cards
from test_keep_gameplay import go
from test_keep_own_tiles_ui import OwnBot, lay_out, write_tiles
from test_keep_secrets_ui import Watched
from test_keep_ui import OPEN, PIN, TREASURES, read_pages, to_row

from lookout.keep import cards as C
from lookout.keep.rng import Rng

CARDS = """# our box: name, copies, cost[, target]
Water Arrow, 3, 2
Moss Arrow, 2, 1
Smoke Bomb, 2, 2
Grappling Hook, 1, 3, hex
"""
SMOKE, HOOK = "SMOKEBOM", "GRAPPLIN"      # their codes (keep/cardfile.code_of)
LISTED = 17 + 1 - 1 + 2 + 1               # built-in, Water +1, Moss -1, the group's 3
SEED = 1
MARKET1 = (SMOKE, "ART", "DIL", "LOCK", "FLASK")    # the table's turn-1 market: one Smoke
                                                    # Bomb and the Hook stay in the deck
HAND = "no rule in the device for this card - resolve it by hand"


def write_cards(flash):
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "keepcards.txt"), "w") as f:
        f.write(CARDS)


class BoxBot(OwnBot):
    """OwnBot whose thieves move with thief cards only: a guard card that targets a hex (the
    Grappling Hook, Water Arrow) is played when the script says, never taken for a move."""

    def choose(self, g, p):
        real = g.private

        def moves_only(q, pin):
            pv = real(q, pin)
            keep = dict([(c, v) for c, v in pv["legal"].items() if c in C.THIEF])
            if keep:
                pv["legal"] = keep
            return pv
        g.private = moves_only
        try:
            code, arg = Bot.choose(self, g, p)
            if code not in ("REST", "HIDE") or len(g.private(p, PINS[p])["hand"]) < 9:
                return code, arg
            return self.dash(g, p) or (code, arg)
        finally:
            del g.private

    def dash(self, g, p):
        """A thief with a full hand that would wait again (a guard in the way of every safe
        hex: Bot.choose's price of sight) takes the move nearest its goal, seen or not."""
        st = g.state
        b = self.b
        pv = g.private(p, PINS[p])
        goal = ("x", st["ex"][p]) if st["trv"][p] else ("v",)
        src = b.outside_hexes(st["ex"][p]) if st["trv"][p] else (b.vault_hex,)
        field = self.kc.routes.fields.get(goal) or self.kc.routes.field(goal, src)
        guards = [gd[2] for gd in st["g"] if gd[2] >= 0]
        best, bd = None, field[b.index(pv["hex"])]
        for code in sorted(pv["legal"]):
            for dest in pv["legal"][code]:
                if dest == "OFF":
                    return code, "OFF"
                if type(dest) is str and b.index(dest) not in guards and field[b.index(dest)] < bd:
                    bd, best = field[b.index(dest)], (code, dest)
        return best


def join_three(sim):
    """Each thief's join when the table deals: PIN twice, the treasure card the table dealt
    (Blue the Armour, Green the Eye, Red the Hammer), entry tile p+1, exit tile, entry hex."""
    for p in range(3):
        sim.keys("OK OK " + PIN[p] + " " + PIN[p])
        t = sim.text()
        assert t[0].endswith(": treasure") and t[1:6] == list(TREASURES), t
        to_row(sim, TREASURES[p])
        sim.keys("OK")
        sim.keys("DOWN " * p + "OK OK")
        assert sim.text()[0] == "Entry", sim.text()
        sim.keys("OK")
        assert sim.text()[0] == "Joined", sim.text()
        sim.keys("OK")
    t = sim.text()
    assert t[0].startswith("Turn 1/") and t[1] == "Turn 1: Blue", t
    sim.keys("BACK")


def said(sim):
    """The last step's messages as the hub's Messages pages show them (every screenful)."""
    sim.keys("LEFT LEFT")
    go(sim, "Messages")
    out = []
    while sim.text()[0].startswith("Msg") and len(out) < 60:
        out.append(" ".join(ocr(sim.frame())[1:]))
        sim.keys("OK")
    return " ".join(" ".join(out).split())


def buy(sim, bot, name, coins):
    """The waiting thief buys the row `name` (a market card or "Face down") with its first
    `coins` coin cards."""
    sim.keys("LEFT LEFT OK")
    to_row(sim, name)
    sim.keys("OK")
    assert sim.text()[0] == "Pay %d coins" % coins, sim.text()
    sim.keys("OK " + "DOWN OK " * (coins - 1))
    to_row(sim, "Pay")
    sim.keys("OK")


def buy_nothing(sim):
    sim.keys("LEFT LEFT OK")
    to_row(sim, "Done buying")
    sim.keys("OK")
    if sim.text()[0].startswith("Buy"):
        sim.keys("BACK")


def box_game(flash, secret, whole=True):
    """The game: turn 1's market holds a Smoke Bomb (MARKET1), Blue buys it and
    plays it in phase 1; Green buys the face-down card and enters `secret` (a card of the
    group's), played in phase 2 (the Grappling Hook on its own hex). whole: to the end, else
    to the reveal of Green's phase-2 card. Returns (frames, index where Green's card is
    played, presses per private entry, the bot, what the reveals said, guards phases)."""
    write_tiles(flash)
    write_cards(flash)
    sim = Watched(flash, seed=SEED)
    sim.seen = []
    try:
        lay_out(sim, deal="table")
        join_three(sim)
        bot = BoxBot(flash)
        g = bot.game()
        assert g.public()["deck"] == C.DECK_SIZE                  # filled to the box's 24
        pool = g.pool()
        names = dict([(C.name(g.state, i), pool[i]) for i in range(len(pool))])
        assert names["Smoke Bomb"] == 2 and names["Grappling Hook"] == 1, names
        assert names["Water Arrow"] == 3 and names["Moss Arrow"] == 2, names
        assert names["Other card"] == C.DECK_SIZE - LISTED, names
        r = Rng(SEED)
        entries = []
        reveals = []
        mark = None
        pending = False
        plays = guards = 0
        sim.on = True
        while plays < MAX_PLAYS:
            g = bot.game()
            st = g.state
            ph = g.phase()
            if ph == "over" or (not whole and mark is not None and not pending):
                break
            first = st["turn"] == 1
            if ph == "market":
                enter_market(sim, bot, r, MARKET1 if first else ())
            elif ph == "draw":
                p = g.waiting()[0]
                sim.on = False                  # the thief's own screens
                own = secret if first and p == 1 else None
                enter_drawn(sim, bot, r, own)
                sim.on = True
                if own:
                    assert bot.game().private(1, PINS[1])["guard_cards"] == [own]
            elif ph == "buy":
                p = g.waiting()[0]
                if first and p == 0 and not st["gh"][0]:
                    buy(sim, bot, "Smoke Bomb", 2)
                    assert bot.game().state["gh"][0] == [st["gt"].index(SMOKE)]
                    to_row(sim, "Done buying")          # (still Blue's menu)
                    sim.keys("OK")
                    if sim.text()[0].startswith("Buy"):
                        sim.keys("BACK")
                elif first and p == 1 and not st["gh"][1]:
                    buy(sim, bot, "Face down", 2)
                    assert bot.game().phase() == "draw", sim.text()
                else:
                    buy_nothing(sim)
            elif ph == "guards":
                to_hub(sim)
                sim.keys("LEFT LEFT OK")
                assert sim.text()[0].startswith("P%d 1/" % st["mv"]), sim.text()
                read_pages(sim, "P%d " % st["mv"])
                guards += 1
            else:
                p = g.waiting()[0]
                want = None
                if first and st["mv"] == 1 and p == 0:
                    want = (SMOKE, None)
                elif first and st["mv"] == 2 and p == 1:
                    mark = len(sim.seen)          # the secret shows from here on
                    pv = g.private(1, PINS[1])
                    want = (secret, pv["legal"][secret][0] if pv["legal"][secret] else None)
                sim.on = p != 1                   # Green's own screens are Green's
                entries.append(play_card(sim, bot, g, p, want))
                sim.on = True
                plays += 1
                pending = pending or want is not None
                if pending and bot.game().phase() != "play":    # the reveal (closed by
                    to_hub(sim)                                 # play_card): its messages
                    reveals.append(said(sim))                   # again, from the hub
                    pending = False
        if whole:
            assert bot.game().phase() == "over", (plays, bot.game().state["turn"])
        assert sim.errors == 0
    finally:
        err = sim.close()
    assert "Traceback" not in err, err
    return sim.seen, mark, entries, bot, reveals, guards


def test_a_whole_game_on_the_groups_tiles_and_cards(tmp_path):
    a, mark, entries, bot, reveals, guards = box_game(str(tmp_path / "a"), HOOK)
    b, mark_b, _, _, reveals_b, _ = box_game(str(tmp_path / "b"), SMOKE, whole=False)
    # the group's cards were dealt, bought, drawn and played; the device leaves them to the
    # table: "resolve it by hand"
    assert "Smoke Bomb: " + HAND in reveals[0], reveals
    assert "Grappling Hook: " + HAND in reveals[1], reveals
    assert "Smoke Bomb: " + HAND in reveals_b[1], reveals_b
    g = bot.game()
    st = g.state
    for code in (SMOKE, HOOK):
        assert st["gt"].index(code) in st["disc"] or st["gt"].index(code) in st["deck"], code
    # the twins: Green's card changes nothing anyone else sees until it is played
    assert mark == mark_b and len(b) > mark > 100, (mark, mark_b, len(b))
    for i in range(mark):
        assert a[i] == b[i], "a public screen %d differs (Green's face-down card)" % i
    assert len(set(f for f, _, _ in a[:mark])) > 50         # (screens of every kind)
    for i in range(mark, len(b)):       # then Red's entry the same too; only the reveal and
        if a[i] != b[i]:                # its messages again name the card played
            t = ocr(a[i][0])[0]
            assert t.startswith("Reveal") or t.startswith("Msg"), (i, ocr(a[i][0]))
    med = statistics.median(entries)
    w = st["win"]
    print("own box game: %s after turn %d, %d entries (median %s presses), %d guards phases"
          % (st["col"][w] + " escapes" if w >= 0 else "every thief caught", st["turn"],
             len(entries), med, guards))
    assert med <= 8, entries


def test_the_device_deals_the_groups_named_cards_and_says_what_to_set_aside(flash):
    """Issue 19: when the device deals, it deals the group's named cards with the built-in
    ones (the table finds them by name) but never an "Other card" it cannot name; the table
    is told once, before the guards are placed, to set the box's other cards aside."""
    write_cards(flash)
    sim = Sim(flash, seed=7)
    sim.keys(OPEN + " DOWN*3 RIGHT DOWN OK")         # the device deals; Lay out tiles
    assert sim.text()[0] == "Tiles", sim.text()
    sim.keys("UP OK")                                # Done
    t = sim.text()
    assert t[0] == "Guard cards", t
    words = " ".join(t[1:])
    sim.keys("DOWN*6")
    words = " ".join((words + " " + " ".join(sim.text()[1:])).split())
    assert "deals the %d guard" % LISTED in words and "Set aside" in words, words
    assert "box's %d cards not in the list" % (C.DECK_SIZE - LISTED) in words, words
    sim.keys("OK")
    assert sim.text()[0].startswith("Guard 1/4 Blue"), sim.text()
    bot = Bot(flash)
    st = bot.game().state
    assert "OTHER" not in st["gt"] and len(st["deck"]) == LISTED, st["gt"]
    deck = [st["gt"][c] for c in st["deck"]]
    assert deck.count(SMOKE) == 2 and deck.count(HOOK) == 1 and deck.count("WATER") == 3
    assert any("Set aside the box's" in m for m in bot.game().messages())
    sim.keys("OK*4")
    assert sim.text()[1] == "Blue joins", sim.text()
    err = sim.close()
    assert "Traceback" not in err, err


def test_no_word_of_setting_aside_without_a_list_of_the_groups(flash):
    """No card list on the flash (a group without the box): nothing said, as before."""
    sim = Sim(flash, seed=7)
    sim.keys(OPEN + " DOWN*3 RIGHT DOWN OK UP OK")
    assert sim.text()[0].startswith("Guard 1/4 Blue"), sim.text()
    st = Bot(flash).game().state
    assert len(st["deck"]) == 17 and "OTHER" not in st["gt"]
    err = sim.close()
    assert "Traceback" not in err, err


def test_other_card_is_no_name_for_a_card_of_the_groups(flash):
    """A line naming "Other card" would have the device deal a card the table cannot find:
    the file is refused with its line, the built-in cards are used."""
    sim, t = open_guard_cards(flash, "Smoke Bomb, 2, 2\nOther card, 4, 2\n")
    assert "keepcards.txt:2: 'Other card' is" in t, t
    err = sim.close()
    assert "Traceback" not in err, err

