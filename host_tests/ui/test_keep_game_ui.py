"""A whole Black Keep game through the buttons, wizard to the end, checked on the OLED.

The players are a bot on the host: after every step it reads the device's save (the game's
action log), replays it with the same engine on CPython to see its own secrets, picks a card
(towards the vault, then the exit tile) and presses the keys that choose it: the card's row
in the card menu and the way the map picker's cursor walks to the destination hex.
When the table deals, the bot is the table too: it enters the market's face-up cards and the
card a thief drew face down (a real card: one still in the deck) through the card pickers.
"""
import os

import pytest

from lookout.fsys import OsFs
from lookout.keep import recipe
from lookout.keep import cards as C
from lookout.keep import draws as D
from lookout.keep import guardrec as G
from lookout.keep.game import Game, Keep
from lookout.keep.rng import Rng
from lookout.keep.tilelib import TileLib
from lookout.screens.keep.view import MapView
from lookout.store import decode
from simdriver import ROOT, Sim, presses
import test_keep_ui as KU
from test_keep_ui import PIN, past_notes, read_pages, selected_is, setup, to_hex, to_row

PINS = ("1122", "3434", "2221", "4411")     # PIN presses as digits (UP=1 DOWN=2 LEFT=3 RIGHT=4)
DIRS = (("UP", 0, -1), ("DOWN", 0, 1), ("LEFT", -1, 0), ("RIGHT", 1, 0))
MAX_PLAYS = 400
SEEN = 20                                   # the bot's price of a hex a guard sees now
NEAR = 5                                    # ... and of a hex next to a guard


def board():
    """The wizard's default layout: vault side a, map tiles 1-3 side a on edges 0, 2, 4."""
    lib = TileLib(OsFs(os.path.join(ROOT, "firmware")))
    return recipe.make(lib, "tiles/vault_a.txt",
                       [("tiles/tile%da.txt" % (i + 1), 2 * i, 0) for i in range(3)])


class Bot:
    def __init__(self, flash, b=None):
        """b: the board the device laid out (default: the 3-thief wizard's, board())."""
        self.flash = flash
        self.b = b or board()
        self.kc = Keep(self.b)
        self.view = MapView(self.b, layers=False)   # its geometry only

    def game(self):
        with open(os.path.join(self.flash, "lookout.sav"), "rb") as f:
            _, obj = decode(f.read())
        return Game.load(self.b, obj["games"]["keep"]["g"], kc=self.kc)

    def choose(self, g, p):
        """(code, arg) for player p: the legal destination nearest its goal (the vault, then
        the exit tile), keeping out of guards' sight and reach; else Hide when seen, Rest."""
        pv = g.private(p, PINS[p])
        legal = pv["legal"]
        st = g.state
        b = self.b
        goal = ("x", st["ex"][p]) if st["trv"][p] else ("v",)
        src = b.outside_hexes(st["ex"][p]) if st["trv"][p] else (b.vault_hex,)
        field = self.kc.routes.fields.get(goal) or self.kc.routes.field(goal, src)
        guards = [gd[2] for gd in st["g"] if gd[2] >= 0]
        seen = set()
        near = set()
        for gd in st["g"]:
            if gd[2] >= 0:
                seen.update(self.kc.sight.seen(gd[2], gd[3], gd[4]))
                near.update(b.nbr(gd[2], d) for d in range(6))

        def cost(h):
            return field[h] + (SEEN if h in seen else 0) + (NEAR if h in near else 0)
        here = b.index(pv["hex"])
        best, bd = None, cost(here) + 1
        for code in sorted(legal):
            for dest in legal[code]:
                if dest == "OFF":
                    return code, "OFF"
                if type(dest) is not str or b.index(dest) in guards:
                    continue
                d = cost(b.index(dest))
                if d < bd:
                    bd, best = d, (code, dest)
        if best is None:
            if here in seen and "HIDE" in legal:
                return "HIDE", None
            if "REST" in legal and len(pv["hand"]) < 11:
                return "REST", None
            for c in ("HIDE", "REST", "PICK"):
                if c in legal and not legal[c]:
                    return c, None
            c = sorted(legal)[0]
            return c, (legal[c][0] if legal[c] else None)
        if len(pv["hand"]) <= 2 and "REST" in legal and here not in seen:
            return "REST", None
        return best

    def walk(self, names, target):
        """Keys that move the picker's cursor from its start to target (breadth first over
        the same cursor rule the device uses)."""
        hs = [self.b.index(n) for n in names]
        return walk(self, hs[0], hs, self.b.index(target))


def walk(bot, start, allowed_hs, goal):
    """Keys that move a map picker's cursor from start to goal over the allowed hexes."""
    allowed = bytearray(bot.b.n)
    for h in allowed_hs:
        allowed[h] = 1
    v = bot.view
    paths = {start: []}
    todo = [start]
    while todo:
        h = todo.pop(0)
        if h == goal:
            return paths[h]
        for name, dx, dy in DIRS:
            v.cursor = h
            if v.step(dx, dy, allowed) and v.cursor not in paths:
                paths[v.cursor] = paths[h] + [name]
                todo.append(v.cursor)
    raise AssertionError("the cursor cannot reach %s" % bot.b.names[goal])


def real_card(g, r, calm=False):
    """A card the table can really draw now (from the deck; the discards once it is out);
    calm: one that needs no target, for a thief's own hand (the bot plays it blind)."""
    st = g.state
    cs = st["deck"] or st["disc"]
    if calm:
        cs = [c for c in cs if C.guard_row(st, st["gt"][c])[4] == C.T_NONE] or cs
    return cs[r.below(len(cs))]


def pick_keys(rows, sel, i):
    """Keys from row sel to row i of a wrapping menu, the shorter way round, then OK."""
    n = len(rows)
    d = (i - sel) % n
    return ("DOWN*%d " % d if d and d <= n - d else "UP*%d " % (n - d) if d else "") + "OK"


def enter_market(sim, bot, r, want=()):
    """The table lays out the market: each card's row in the picker (the cursor stays put);
    want: the codes of the first cards (a real card each), else what the deck gives.
    Returns the presses per card."""
    g = bot.game()
    t = sim.text()
    assert t[0] == "T%d Resources" % g.state["turn"], t
    assert t[1] == "Market: enter %d" % D.market_left(g.state), t
    sim.keys("LEFT LEFT OK")
    out = []
    sel = 0
    while g.phase() == "market":
        st = g.state
        t = sim.text()
        n = len(st["mkt"])
        assert t[0].split() == ["Market", "%d/%d" % (n + 1, n + D.market_left(st)), "left"], t
        pool = g.pool()
        rows = [i for i in range(len(pool)) if pool[i]]
        sel = min(sel, len(rows) - 1)
        c = st["gt"].index(want[n]) if n < len(want) else real_card(g, r)
        k = pick_keys(rows, sel, rows.index(c))
        sim.keys(k)
        sel = rows.index(c)
        out.append(presses(k))
        t = sim.text()                  # (the device has taken the keys)
        g = bot.game()
        assert len(g.state["mkt"]) == n + 1, (k, t)
        assert st["gt"][c] == g.state["gt"][g.state["mkt"][n]]
    assert sim.text()[0] != "Market %d/5" % (len(g.state["mkt"]) + 1), sim.text()
    return out


def enter_drawn(sim, bot, r, code=None):
    """The thief who drew a card face down enters it (code, else a real card that needs no
    target) behind the PIN. Returns the presses."""
    g = bot.game()
    p = g.waiting()[0]
    col = g.state["col"][p]
    t = sim.text()
    assert t[0] == "T%d card drawn" % g.state["turn"] and t[1] == col + " drew", t
    keys = "LEFT LEFT OK " + PIN[p]
    sim.keys(keys)
    if past_notes(sim, col) is not None:            # (their notes page, when one is due)
        keys += " OK"
    t = sim.text()
    assert t[0].split() == [col, "drew", "left"] or t[0].split() == [col, "left"], t
    c = g.state["gt"].index(code) if code else real_card(g, r, calm=True)
    pool = g.pool(p)
    rows = [i for i in range(len(pool)) if pool[i]]
    sel = [i for i in rows if selected_is(sim, C.name(g.state, i))]   # the random start
    assert len(sel) == 1, (sel, sim.text())
    k = pick_keys(rows, rows.index(sel[0]), rows.index(c))
    sim.keys(k)
    t = sim.text()
    assert t[0] == "Card drawn" and t[1] == col + " has the", t
    sim.keys("OK")
    g = bot.game()
    assert g.phase() != "draw" or p not in g.waiting()
    assert g.private(p, PINS[p])["guard_cards"][-1] == g.state["gt"][c]
    return presses(keys + " " + k) + 1


def to_hub(sim):
    """From the next thief's PIN pad (the device goes there after a card) back to the hub."""
    if sim.text()[1].endswith(", your PIN"):
        sim.keys("BACK")


def play_card(sim, bot, g, p, want=None):
    """Player p's card (want: (code, arg), else the bot's) through the picker (keep/choose):
    the hub's row (unless the device came straight from the last thief's card to p's PIN),
    the PIN, the shorter way round to the hex from wherever the picker starts, then round to
    the card, OK; a guard or hex the card targets likewise. Returns the presses."""
    code, arg = want or bot.choose(g, p)
    pv = g.private(p, PINS[p])
    col = g.state["col"][p]
    t = sim.text()
    keys = []
    if t[1] != col + ", your PIN":                  # the hub (LEFT LEFT: its top row)
        sim.keys("LEFT LEFT")
        keys.append("OK")
    keys.append(PIN[p])
    sim.keys(" ".join(keys))
    if past_notes(sim, col) is not None:            # (their notes page, when one is due)
        keys.append("OK")
    return pick_card(sim, bot, g, p, pv, code, arg, keys)


def pick_card(sim, bot, g, p, pv, code, arg, keys):
    """The picker's part of play_card (the PIN typed)."""
    from lookout.screens.keep.choose import MOVES, choices, label
    col = g.state["col"][p]
    t = sim.text()
    assert t[0] == col and t[-1] == "OK=yes", t
    b = bot.b
    here = b.index(pv["hex"])
    order, cards = choices(b, bot.view, pv["legal"], here)
    want = (code, arg if code in MOVES else None)
    goal = here if want[1] in (None, "OFF") else b.index(want[1])
    i0 = order.index(b.index(t[1]))
    i1 = order.index(goal)
    n = len(order)
    d = (i1 - i0) % n
    k = ("RIGHT*%d" % d if d <= n - d else "LEFT*%d" % (n - d)) if d else ""
    cs = cards[i1]
    if k:
        sim.keys(k)
        keys.append(k)
    if len(cs) > 1:
        t = sim.text()
        c0 = int(t[3].split("/")[0]) - 1
        j = cs.index(want)
        m = len(cs)
        e = (j - c0) % m
        if e:
            k = "DOWN*%d" % e if e <= m - e else "UP*%d" % (m - e)
            sim.keys(k)
            keys.append(k)
    t = sim.text()
    assert t[1] == b.names[goal] and t[2] == label(code), (want, t)
    sim.keys("OK")
    keys.append("OK")
    if code not in MOVES and arg is not None:       # a guard card's target
        t = sim.text()
        if type(arg) is int:
            gd = g.state["g"][arg]
            keys.append("DOWN*%d" % to_row(sim, "%s %s" % (
                G.KIND_NAMES[gd[G.KIND]][:3], b.names[gd[G.HEX]])))
        else:
            keys.append("RIGHT*%d" % to_hex(sim, arg))
        sim.keys("OK")
        keys.append("OK")
    t = sim.text()
    if t[0].startswith("Reveal"):
        sim.keys("BACK")
    else:
        assert t[0] == col + " played" or bot.game().phase() != "play", (code, arg, t)
    return presses(" ".join(keys))


def press_figures(flash, players=4, turns=2, seed=4):
    """The bot plays the first `turns` turns of a game the device deals, every press counted
    as a player makes it (the hub's cursor is on its top row when a step waits: the LEFT
    LEFTs the bot adds to be sure are not counted). Returns (presses per private entry: hub
    row when the device did not go straight to the PIN, PIN, picker, OK; presses per turn:
    buying nothing, every guards phase read to its end, every thief's card)."""
    sim = Sim(flash, seed=seed)
    setup(sim, players=players)
    bot = Bot(flash, KU.board(players))             # a map tile each
    entries = []
    turn = {}
    while True:
        g = bot.game()
        st = g.state
        if g.phase() == "over" or st["turn"] > turns:
            break
        n = 0
        ph = g.phase()
        if ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")          # buys nothing
            n = 3
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
                n += 1
        elif ph == "guards":
            to_hub(sim)
            sim.keys("LEFT LEFT OK")
            n = 1 + read_pages(sim, "P%d " % st["mv"])    # every instruction read, OK closes
        else:
            n = play_card(sim, bot, g, g.waiting()[0])
            entries.append(n)
        turn[st["turn"]] = turn.get(st["turn"], 0) + n
    err = sim.close()
    assert "Traceback" not in err, err
    return entries, [turn[t] for t in sorted(turn)]


def test_private_entry_presses_median_four_thieves(flash):
    """Issue 19: a private entry (PIN, card, destination, confirm) takes at most 8 presses
    in the median from the secret-safe starts (it took 10.5 on average)."""
    import statistics
    entries, turns = press_figures(flash, players=4, turns=1)
    med = statistics.median(entries)
    print("presses: private entry median %s (%d entries: %s); 4-thief turn %d"
          % (med, len(entries), entries, turns[0]))
    assert len(entries) >= 12 and med <= 8, entries


@pytest.mark.parametrize("seed,winner", [(4, "Red")])
def test_whole_game_through_the_ui(flash, seed, winner):
    """The device deals the cards. Seed 4: Red gets the treasure out. (tools/pico/bench_pico.py
    records this game's keys for the emulated Pico.)"""
    whole_game(flash, seed, winner)


def test_whole_game_of_two_thieves(flash):
    """Two thieves, a map tile each (the most the official firmware has room for: lookout.hal
    keep_room), the device deals; seed 4: the guards catch both. (tools/pico/bench_pico.py
    records this game's keys for the emulated Pico's official firmware.)"""
    whole_game(flash, 4, None, players=2)


@pytest.mark.parametrize("seed,winner", [(5, "Blue"), (4, None)])
def test_whole_game_the_table_deals(flash, seed, winner):
    """The table deals and enters the market and a face-down card on the device. Seed 5:
    Blue gets out; seed 4: the guards catch every thief."""
    whole_game(flash, seed, winner, "table")


def test_the_lean_choices_play_the_same_game(tmp_path):
    """Where the app runs lean (the official firmware: its code in the heap) it keeps a
    file's room aside, writes saves in small pieces, gives the map's tables back at the hub,
    reads the sight table's rows from its file and waits 1 s from PIN to picker
    (lookout.heap.LEAN). The UI test's whole game played both ways through the screens is
    the same game: the same steps, and the same save at the end, byte for byte."""
    paused = []                 # ms from a PIN's last key to its picker, each card

    class Timed(Sim):
        def settle(self, most_ms=5000):
            picker = self.working() and self.text()[0] == "One moment"
            t = Sim.settle(self, most_ms)
            if picker:
                paused.append(t)
            return t

    saves = []
    pauses = []
    for lean in (False, True):
        flash = str(tmp_path / ("lean" if lean else "wide"))
        del paused[:]
        whole_game(flash, 4, "Red", lean=lean, sim_class=Timed)
        with open(os.path.join(flash, "lookout.sav"), "rb") as f:
            saves.append(f.read())
        pauses.append(max(paused))
    assert pauses[0] <= 400 and pauses[1] >= 700, pauses   # the lean choices were in force
    assert decode(saves[0])[1]["games"]["keep"]["g"]["a"]
    assert saves[0] == saves[1]


def whole_game(flash, seed, winner, deal="device", lean=False, sim_class=None, players=3):
    sim = (sim_class or Sim)(flash, seed=seed, lean=lean)
    setup(sim, deal=deal, players=players)
    bot = Bot(flash, None if players == 3 else KU.board(players))
    r = Rng(seed)
    plays = guards = 0
    cost = []          # presses per player's secret card (PIN, card, destination)
    pages = []         # presses per guards phase (start it, read every instruction)
    market = []        # presses per market card entered (the table deals)
    drawn = []         # presses per card drawn face down, entered behind the PIN
    while plays < MAX_PLAYS:
        g = bot.game()
        ph = g.phase()
        t = sim.text()
        if ph == "over":
            break
        if ph == "market":
            market += enter_market(sim, bot, r)
        elif ph == "draw":
            drawn.append(enter_drawn(sim, bot, r))
        elif ph == "buy" and deal == "table" and not drawn and g.waiting() == [g.state["first"]]:
            sim.keys("LEFT LEFT OK UP UP OK")       # Face down (2 coins)
            t = sim.text()
            assert t[0] == "Pay 2 coins", t
            sim.keys("OK DOWN OK UP UP OK")         # the first two coin cards, Pay
            t = sim.text()
            assert bot.game().phase() == "draw", t
        elif ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")          # buys nothing
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
        elif ph == "guards":
            assert t[0] == "T%d P%d guards" % (g.state["turn"], g.state["mv"]), t
            sim.keys("LEFT LEFT OK")
            t = sim.text()
            assert t[0].startswith("P%d 1/" % g.state["mv"]), t
            k = int(t[0].split("/")[1].split()[0])
            n = read_pages(sim, "P%d " % g.state["mv"])     # every instruction read, OK
            assert k <= n <= 4 * k, (k, n)                  # closes (a long one: more OKs)
            assert sim.text()[0] == "T%d P%d thieves" % (g.state["turn"], g.state["mv"]) \
                or bot.game().phase() == "over", sim.text()
            pages.append(n + 1)
            guards += 1
        else:
            p = g.waiting()[0]
            assert t[0] == "T%d P%d thieves" % (g.state["turn"], g.state["mv"]) or \
                t[1] == g.state["col"][p] + ", your PIN", t
            cost.append(play_card(sim, bot, g, p))
            plays += 1
    g = bot.game()
    assert g.phase() == "over", (plays, g.state["turn"])
    t = sim.text()
    assert t[0] == "Game over" and t[1] == "Results", t
    sim.keys("LEFT LEFT OK")
    t = sim.text()
    w = g.state["win"]
    assert (g.state["col"][w] if w >= 0 else None) == winner, g.state["in"]
    if w >= 0:
        assert " ".join(t[1:]).startswith("%s escapes and wins!" % g.state["col"][w]), t
    else:
        assert "guards win" in " ".join(t[1:]), t
    sim.keys("RIGHT")                               # every thief revealed at the end
    t = sim.text()
    assert t[0] == "Thief Blue" and "last at" in " ".join(t[1:]), t
    assert guards >= 5
    print("presses: players phase per player avg %.1f max %d; guards phase avg %.1f max %d"
          % (sum(cost) / len(cost), max(cost), sum(pages) / len(pages), max(pages)))
    if deal == "table":
        assert len(market) >= 10 and drawn
        print("presses: market card avg %.1f max %d (%d cards, +3 to open the picker); "
              "card drawn avg %.1f max %d (%d)" % (sum(market) / len(market), max(market),
                                                   len(market), sum(drawn) / len(drawn),
                                                   max(drawn), len(drawn)))
        assert max(market) <= 5 and max(drawn) <= 13     # (the picker: a blind start, 9 rows)
    else:
        assert not market and not drawn
    assert max(cost) <= 18 and max(pages) <= 16
    err = sim.close()
    assert "Traceback" not in err, err
