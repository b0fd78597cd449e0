"""The table deals (Game.new's default deal="table"): the players hold the real cards, and the
device asks which card came up - the market in public, a face-down buy, a Pick Pocket and the
treasure behind the player's PIN - checks it against what can still be in the deck, and never
shows a secret one in public."""
import json

from checks import raises

from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.keep.dials import PinError
from lookout.keep.game import Game
from lookout.keep.guardrec import BORED
from lookout.keep.rng import Rng
from test_keep_game import bot_step, example_board
from test_keep_guards import PINS, Live, board, hx, keep, put, thief

ST = G.STATIONARY
MARKET = ("ART", "MOSS", "FLASK", "RIG", "NOISE")
STARTS = ("2-A2", "2-A4", "2-C5")
TREASURES = ("SWORD", "EYE", "HAMMER")


def new(players=2):
    b = board()
    return Game.new(b, 7, players=players, guards=[[ST, 1]], kc=keep(b))


def joined(players=2):
    g = new(players)
    for p in range(players):
        g.join(p, PINS[p], 2, 1, STARTS[p], TREASURES[p])
    return g


def marketed(players=2):
    g = joined(players)
    for i in range(5):
        g.market(i, MARKET[i])
    return g


def same(st, text):
    """st is the state saved as text (dict order aside: MicroPython's dicts keep none)."""
    return json.loads(json.dumps(st)) == json.loads(text)


def counts(g, p=-1):
    """code -> how many g.pool(p) says may still come off the deck."""
    pool = g.pool(p)
    return dict([(g.state["gt"][i], pool[i]) for i in range(len(pool))])


def test_the_table_deals_by_default_and_nothing_is_shuffled():
    g = new()
    st = g.state
    assert g.public()["dealer"] == "table"
    assert st["tr"] == [-1, -1]
    assert st["deck"] == C.new_deck(st)                # sorted: the device drew nothing
    assert "Each player joins: PIN, treasure, entry tile, exit tile, secret start hex" \
        in g.messages()
    d = Game.new(board(), 7, deal="device", players=2, guards=[[ST, 1]], kc=keep(board()))
    assert d.public()["dealer"] == "device" and -1 not in d.state["tr"]
    raises(ValueError, Game.new, board(), 7, deal="dealer", players=2, kc=keep(board()))


def test_join_takes_the_treasure_card_privately():
    g = new()
    e = raises(ValueError, g.join, 0, PINS[0], 2, 1, STARTS[0])
    assert "treasure" in str(e)
    raises(ValueError, g.join, 0, PINS[0], 2, 1, STARTS[0], "CROWN")
    g.join(0, PINS[0], 2, 1, STARTS[0], "sword")
    assert g.private(0, PINS[0])["treasure"] == "The Sword"
    assert g.public()["thieves"][0]["treasure"] is None
    assert "Sword" not in json.dumps(g.public())
    g.join(1, PINS[1], 2, 1, STARTS[1], "EYE")
    assert g.state["tr"][:2] == [C.SWORD, C.EYE]
    assert g.actions[-1] == ["join", 1, 2222, 2, 1, hx(g, STARTS[1]), "EYE"]   # compact
    # a game the device deals has dealt the treasures already
    d = Game.new(board(), 7, deal="device", players=2, guards=[[ST, 1]], kc=keep(board()))
    raises(ValueError, d.join, 0, PINS[0], 2, 1, STARTS[0], "SWORD")


def test_a_treasure_taken_already_is_no_secret_told_at_the_join():
    """Issue 19: Green enters the card Blue entered: the join is checked against public
    knowledge only (Green knows no other treasure), so it is taken as it is, with nothing
    said; the twin join where Blue holds another card leaves every public fact the same. At
    Blue's reveal the clash is said publicly (naming nobody) and Green is told privately."""
    out = []
    for blue in ("LANTERN", "EYE"):
        g = new(3)
        g.join(0, PINS[0], 2, 1, STARTS[0], blue)
        g.join(1, PINS[1], 2, 1, STARTS[1], "LANTERN")
        assert g.private(1, PINS[1])["treasure"] == "The Lantern"
        out.append((g.public(), g.messages(), g.pool()))
    assert out[0] == out[1]
    st = {"n": 3, "col": ["Blue", "Green", "Red"], "tr": [C.LANTERN, C.LANTERN, C.EYE],
          "trv": [1, 0, 0]}
    msgs = []
    C.clash(st, 0, msgs)
    assert msgs == ["Two thieves entered The Lantern at the join: check the treasure cards"]
    assert st["pn"] == [[], ["Blue revealed The Lantern, the treasure you entered: check "
                             "your treasure card"], []]
    st = {"n": 3, "col": ["Blue", "Green", "Red"], "tr": [C.LANTERN, C.EYE, C.SWORD],
          "trv": [1, 0, 0]}
    msgs = []
    C.clash(st, 0, msgs)
    assert msgs == [] and "pn" not in st


def test_a_card_held_in_secret_entered_in_public_is_taken_without_a_word():
    """Issue 19: Blue drew the last Noise Arrow face down; the next market shows one (the
    table's mistake: only Blue's secret shows it). The public entry is checked against the
    public counts, so it is taken, the same as in the twin game where Blue drew another card;
    Blue alone is told, behind the PIN."""
    out = []
    for code in ("NOISE", "DIL"):
        g = marketed()                     # Noise Arrow is the 5th market card: one left
        g.buy(0, -1, ["NE", "E"])
        g.drew(0, PINS[0], code)
        assert counts(g)["NOISE"] == 1     # the table cannot know who holds it
        g.pass_turn(0)
        g.pass_turn(1)
        while g.phase() != "market":
            g.guards() if g.phase() == "guards" else (g.play(0, PINS[0], "REST"),
                                                      g.play(1, PINS[1], "REST"))
        g.market(0, "NOISE")
        assert g.messages() == ["Market card 1: Noise Arrow (2)"]
        out.append((g.public(), g.pool(), g.private(1, PINS[1])))
        notes = g.private(0, PINS[0])["notes"]
        assert notes == (["Noise Arrow came off the deck, but you entered one as drawn: "
                          "check your guard cards"] if code == "NOISE" else [])
    assert out[0] == out[1]


def test_market_is_entered_card_by_card_then_buying_starts():
    g = joined()
    assert g.phase() == "market" and g.waiting() == []
    assert "Lay out 5 guard cards face up and enter them" in g.messages()
    pub = g.public()
    assert pub["market_left"] == 5 and pub["market"] == [] and pub["buyer"] is None
    assert counts(g)["ART"] == 2
    g.market(0, "art")
    assert g.messages() == ["Market card 1: Art (1)"]
    assert counts(g)["ART"] == 1 and g.public()["market_left"] == 4
    assert g.actions[-1] == ["market", 0, "ART"] and g.actions[-1][2] is g.state["gt"][1]
    for i in range(1, 5):
        assert g.phase() == "market"
        g.market(i, MARKET[i])
    assert g.phase() == "buy" and g.waiting() == [0]
    assert "Market: Art (1), Moss Arrow (1), Hip Flask (1), Adjust Rigging (3), " \
        "Noise Arrow (2)" in g.messages()
    assert g.public()["deck"] == 24 - 5          # the box: 17 known, 7 "Other card"


def test_market_entry_refusals_leave_the_game_as_it_was():
    g = joined()
    g.market(0, "RIG")
    g.market(1, "RIG")
    before = json.dumps(g.state)
    e = raises(ValueError, g.market, 2, "RIG")          # both copies are out
    assert str(e) == "Adjust Rigging cannot be in the guard deck now: check the card"
    e = raises(ValueError, g.market, 3, "ART")          # the next slot is 3rd
    assert str(e) == "enter market card 3 next"
    raises(ValueError, g.market, 2, "CROWN")            # no such guard card
    raises(ValueError, g.buy, 0, -1, ["NE", "E"])       # not buying yet
    raises(ValueError, g.drew, 0, PINS[0], "ART")       # nobody drew
    assert json.dumps(g.state) == before
    g.market(1, "ART")                                  # a correction: slot 2 was Art
    assert g.state["mkt"] == [g.state["gt"].index("RIG"), g.state["gt"].index("ART")]
    assert counts(g)["RIG"] == 1 and counts(g)["ART"] == 1
    g.market(2, "RIG")
    d = Game.new(board(), 7, deal="device", players=2, guards=[[ST, 1]], kc=keep(board()))
    e = raises(ValueError, d.market, 0, "ART")
    assert str(e) == "the device deals the cards in this game"
    g = marketed()
    e = raises(ValueError, g.market, 0, "ART")          # the market is out
    assert "Resource Phase" in str(e)


def drawn_game(code):
    """Blue buys a face-down card and enters `code`."""
    g = marketed()
    g.buy(0, -1, ["NE", "E"])
    g.drew(0, PINS[0], code)
    return g


def test_face_down_buy_waits_for_the_buyer_to_enter_the_card():
    g = marketed()
    g.buy(0, -1, ["NE", "E"])
    assert g.phase() == "draw" and g.waiting() == [0]
    assert g.public()["drawing"] == ["Blue"]
    assert "Blue buys a face-down guard card (Nor-East, East): draw it" in g.messages()
    assert g.private(0, PINS[0])["drawing"] and g.state["gh"][0] == []
    before = json.dumps(g.state)
    e = raises(ValueError, g.pass_turn, 0)                # first the card
    assert str(e) == "first Blue enters the card drawn"
    raises(ValueError, g.buy, 0, 0, ["SE"])
    raises(PinError, g.drew, 0, PINS[1], "DIL")
    e = raises(ValueError, g.drew, 1, PINS[1], "DIL")     # Green drew nothing
    assert str(e) == "Green has no card to enter"
    assert json.dumps(g.state) == before
    g.drew(0, PINS[0], "DIL")
    assert g.phase() == "buy" and g.waiting() == [0]
    assert g.messages() == ["Blue has the card drawn"]
    assert g.private(0, PINS[0])["guard_cards"] == ["DIL"]
    assert g.actions[-1] == ["drew", 0, 1111, "DIL"]


def test_a_card_drawn_in_secret_never_shows_in_public():
    a = drawn_game("DIL")
    b = drawn_game("LOCK")
    assert a.private(0, PINS[0])["guard_cards"] != b.private(0, PINS[0])["guard_cards"]
    assert a.public() == b.public()
    assert a.pool() == b.pool() and a.pool(1) == b.pool(1)   # the table's and Green's pickers
    assert a.pool(0) != b.pool(0)                             # Blue knows what Blue holds
    for g in (a, b):
        g.pass_turn(0)
        g.pass_turn(1)
    assert a.public() == b.public()
    # played, the card is public: the unseen count goes down
    st = Live(a)
    a.guards()
    a.play(0, PINS[0], "DIL")
    a.play(1, PINS[1], "REST")
    assert "Blue plays Diligent" in a.messages()
    assert st["gs"][0] == [] and st["disc"].count(st["gt"].index("DIL")) == 1


def test_undo_redo_and_resume_through_the_entries():
    g = drawn_game("DIL")
    s_after = json.dumps(g.state)
    g.undo()
    assert g.phase() == "draw" and g.state["gh"][0] == []
    g.redo()
    assert same(g.state, s_after)
    for _ in range(7):
        g.undo()
    assert g.phase() == "market" and len(g.state["mkt"]) == 0
    for _ in range(7):
        g.redo()
    assert same(g.state, s_after)
    d = json.loads(json.dumps(g.dump()))
    h = Game.load(g.kc.board, d, kc=g.kc)
    assert same(h.state, s_after)
    assert len(json.dumps(d["a"])) <= 9 * 28   # 2 joins, 5 market cards, a buy, a draw


def test_pick_pocket_asks_the_thief_for_the_card_taken():
    g = marketed()
    g.pass_turn(0)
    g.pass_turn(1)
    st = Live(g)
    g.guards()
    thief(g, 0, "1-C4")
    put(g, 0, "1-C3", 0, BORED)     # next to Blue, facing away
    g.play(0, PINS[0], "PICK")
    g.play(1, PINS[1], "REST")
    assert g.phase() == "draw" and g.waiting() == [0]
    assert "Blue picks a guard's pocket: draw the top guard card" in g.messages()
    e = raises(ValueError, g.guards)
    assert str(e) == "first Blue enters the card drawn"
    g.drew(0, PINS[0], "LOCK")
    assert g.phase() == "guards" and st["gh"][0] == [st["gt"].index("LOCK")]


def test_pick_pocket_before_the_market_is_entered_first():
    g = marketed()
    g.pass_turn(0)
    g.pass_turn(1)
    for _ in range(4):
        g.guards()
        g.play(0, PINS[0], "HIDE" if _ % 2 else "REST")
        g.play(1, PINS[1], "REST")
    g.guards()
    thief(g, 0, "1-C4")
    put(g, 0, "1-C3", 0, BORED)
    g.play(0, PINS[0], "PICK")
    g.play(1, PINS[1], "REST")       # phase 5 over: the next turn's market waits on the draw
    assert g.phase() == "draw" and g.state["ph0"] == "market"
    raises(ValueError, g.market, 0, "ART")
    g.drew(0, PINS[0], "ART")
    assert g.phase() == "market" and g.public()["market_left"] == 5


def test_an_empty_deck_is_the_discards_shuffled():
    g = marketed()
    st = Live(g)
    st["disc"] = st["deck"][:]
    st["deck"] = []
    assert g.pool() == g.pool(0) and sum(g.pool()) == 19   # the discards are public
    g.buy(0, -1, ["NE", "E"])
    g.drew(0, PINS[0], "WATER")
    assert "Shuffle the guard discards into a new deck" in g.messages()
    assert st["disc"] == [] and len(st["deck"]) == 18
    st["deck"] = []
    st["disc"] = []
    e = raises(ValueError, g.buy, 0, -1, ["SE", "SW"])
    assert str(e) == "the guard deck is empty"


def table_bot_step(g, r, pins):
    """The test bot, answering the device's questions as a table would: the market from the
    cards that can come up, a drawn card from the drawer's own picker counts."""
    ph = g.phase()
    if ph in ("market", "draw"):       # a real card: one the deck holds (the discards once
        st = g.state                   # it is out)
        k = st["deck"] or st["disc"]
        c = st["gt"][k[r.below(len(k))]]
        if ph == "market":
            g.market(len(st["mkt"]), c)
        else:
            p = g.waiting()[0]
            g.drew(p, pins[p], c)
        return True
    if ph == "buy" and r.below(4) == 0:
        p = g.waiting()[0]
        pv = g.private(p, pins[p])
        coins = [c for c in pv["hand"] if c in ("NE", "E", "SE", "SW", "W", "NW")]
        if len(coins) >= 5 and len(pv["guard_cards"]) < 6 and g.public()["deck"]:
            g.buy(p, -1, coins[:2])
            return True
    return bot_step(g, r, pins)


def test_whole_games_with_the_table_dealing():
    bd = example_board()
    ends = 0
    for seed in (3, 8):
        g = Game.new(bd, seed, players=3, kc=keep(bd))
        r = Rng(seed + 5)
        pins = ["%04d" % (1000 + 37 * p) for p in range(3)]
        for p in range(3):
            outs = bd.outside_hexes(1 + p)
            g.join(p, pins[p], 1 + p, 1 + (p + 1) % 3, outs[r.below(len(outs))], TREASURES[p])
        n = 0
        while n < 1500 and table_bot_step(g, r, pins):
            n += 1
            st = g.state
            held = sum([len(x) for x in st["gh"]])
            out = len(st["deck"]) + len(st["disc"]) + len([c for c in st["mkt"]
                                                           if c is not None])
            assert held + out == 24, (seed, n)      # every guard card is somewhere
        ends += g.phase() == "over"
    assert ends >= 1


def test_the_steps_that_may_make_a_note_are_counted_alike_note_or_not():
    """Issue 19: a thief's notes page (screens/keep/dial.due) comes after every public step
    that may have made a note for them, so its press tells nothing. The count ("nc") is the
    same in twins where Blue's face-down card was the last Noise Arrow (a note) or Diligent
    (none): each card entered from the deck counts for whoever else holds guard cards, a
    treasure revealed for whoever's is hidden."""
    out = []
    for code in ("NOISE", "DIL"):
        g = marketed()
        nc0 = list(g.state.get("nc") or [0, 0])
        assert nc0 == [0, 0]                        # nobody held a guard card yet
        g.buy(0, -1, ["NE", "E"])
        g.drew(0, PINS[0], code)
        assert (g.state.get("nc") or [0, 0]) == [0, 0]    # Blue's own draw: Green holds none
        g.pass_turn(0)
        g.pass_turn(1)
        while g.phase() != "market":
            g.guards() if g.phase() == "guards" else (g.play(0, PINS[0], "REST"),
                                                      g.play(1, PINS[1], "REST"))
        g.market(0, "NOISE")
        assert g.state["nc"] == [1, 0], g.state["nc"]      # Blue holds one: maybe a note
        out.append((g.state["nc"], len(g.private(0, PINS[0])["notes"])))
    assert out[0][0] == out[1][0] and (out[0][1], out[1][1]) == (1, 0), out
    st = {"n": 3, "col": ["Blue", "Green", "Red"], "tr": [C.LANTERN, C.EYE, C.SWORD],
          "trv": [1, 0, 0], "opt": {"tbl": 1}}
    C.clash(st, 0, [])
    assert st["nc"] == [0, 1, 1] and "pn" not in st
    st = {"n": 2, "col": ["Blue", "Green"], "tr": [C.LANTERN, C.EYE], "trv": [1, 0],
          "opt": {}}
    C.clash(st, 0, [])
    assert "nc" not in st                           # the device deals no treasure twice
