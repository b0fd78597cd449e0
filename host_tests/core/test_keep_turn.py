"""Black Keep turn sequencer: initiative, resource phase and market, five movement phases,
secret cards revealed together, thief cards, guard cards, treasures, winning and losing."""
from checks import raises

from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.keep.game import Game
from lookout.keep.guardrec import ALERT, BORED, DISTRACTED, INTERESTED, PURSUING
from test_keep_guards import PINS, Live, board, finish_play, hx, keep, put, thief, where, world

ST, PA, WA = G.STATIONARY, G.PATROLLING, G.WANDERING


def fresh(players=2, **kw):
    g = Game.new(board(), 7, deal="device", players=players, guards=[[ST, 1]],
                 kc=keep(board()), **kw)
    starts = ("2-A2", "2-A4", "2-C5", "2-E4")
    for p in range(players):
        g.join(p, PINS[p], 2, 1, starts[p])
    return g


def gcard(g, p, code):
    st = Live(g)
    st["gh"][p].append(st["gt"].index(code))


def to_next_turn(g):
    while g.phase() != "buy":
        if g.phase() == "guards":
            g.guards()
        else:
            finish_play(g)


# --- initiative ------------------------------------------------------------------------------
def test_turn_one_keeps_first_player_then_passes_clockwise():
    g = fresh(3)
    assert g.state["turn"] == 1 and g.public()["first"] == "Blue"
    while g.phase() == "buy":
        g.pass_turn(g.waiting()[0])
    to_next_turn(g)
    assert g.state["turn"] == 2 and g.public()["order"] == ["Green", "Red", "Blue"]
    assert "Turn 2: Green goes first (Green, Red, Blue)" in g.messages()


def test_pass1_setting_passes_on_turn_one():
    g = fresh(3, pass1=True)
    assert g.public()["first"] == "Green"


def test_five_movement_phases_per_turn():
    g = world([[ST, 1]])
    n = 0
    while g.phase() != "buy":
        if g.phase() == "guards":
            n += 1
            assert g.state["mv"] == n
            g.guards()
        else:
            finish_play(g)
    assert n == 5


# --- resource phase ----------------------------------------------------------------------------
def test_resource_removes_markers_out_of_sight_and_resting():
    g = world([[ST, 1]])
    st = Live(g)
    for i in range(5):
        put(g, 0, "1-C3", 5, BORED)   # the rotation makes it face N: sees C2, C1
        g.guards()
        if i < 4:
            finish_play(g)
    st["mk"][0] = hx(g, "1-C2")   # in sight
    st["mk"][1] = hx(g, "1-A3")   # out of sight
    finish_play(g, "HIDE")
    assert g.phase() == "buy"
    assert st["mk"][0] == hx(g, "1-C2") and st["mk"][1] == -1
    assert "Remove the Green marker from 1-A3 (out of sight)" in g.messages()


def test_resting_marker_removed_at_resource_phase():
    g = world([[ST, 1]])
    st = Live(g)
    for _ in range(5):
        put(g, 0, "1-C3", 5, BORED)
        g.guards()
        st["mk"][0] = hx(g, "1-C2")
        finish_play(g)   # everybody rests: the marker on the board is a resting marker
    assert st["mk"][0] == -1
    assert "Remove the Blue marker from 1-C2 (resting)" in g.messages()


def test_market_five_face_up_cards():
    g = fresh()
    pub = g.public()
    assert len(pub["market"]) == 5 and pub["buyer"] == "Blue"
    assert pub["deck"] == 17 - 5
    for c in pub["market_cost"]:
        assert 1 <= c <= 3


def test_buy_face_up_with_coin_cards():
    g = fresh()
    st = Live(g)
    i = st["mkt"].index(min(st["mkt"], key=lambda c: C.cost(st, c)))
    cost = C.cost(st, st["mkt"][i])
    coins = ["NE", "E", "SE"][:cost]
    g.buy(0, i, coins)
    assert len(st["gh"][0]) == 1 and st["mkt"][i] is None
    assert [C.THIEF[c] for c in st["spent"][0]] == coins
    assert g.public()["thieves"][0]["spent"] == coins
    raises(ValueError, g.buy, 0, i, ["SW"])      # already bought


def test_buy_face_down_costs_two_and_stays_secret():
    g = fresh()
    raises(ValueError, g.buy, 0, -1, ["NE"])
    g.buy(0, -1, ["NE", "E"])
    assert len(g.state["gh"][0]) == 1
    name = C.name(g.state, g.state["gh"][0][0])
    assert "Blue buys a face-down guard card (Nor-East, East)" in g.messages()
    assert name not in " ".join(g.messages()) or name in g.public()["market"]
    assert g.private(0, PINS[0])["guard_cards"] == [g.state["gt"][g.state["gh"][0][0]]]


def test_only_coin_cards_pay_and_only_the_buyer_buys():
    g = fresh()
    raises(ValueError, g.buy, 0, -1, ["RUN", "NE"])
    raises(ValueError, g.buy, 1, -1, ["NE", "E"])    # Green is not buying yet
    raises(ValueError, g.pass_turn, 1)
    g.pass_turn(0)
    assert g.waiting() == [1]


def test_at_most_six_guard_cards():
    g = fresh()
    g.state["gh"][0] = [0, 0, 1, 1, 2, 2]
    e = raises(ValueError, g.buy, 0, -1, ["NE", "E"])
    assert "6" in str(e)


def test_unsold_cards_discarded_and_deck_reshuffled_when_empty():
    g = fresh()
    st = Live(g)
    g.pass_turn(0)
    g.pass_turn(1)
    assert st["mkt"] == [] and len(st["disc"]) == 5
    assert "5 unsold cards discarded" in g.messages()
    st["disc"].extend(st["deck"])
    st["deck"] = []
    to_next_turn(g)
    assert len(st["mkt"]) == 5 and len(st["deck"]) == 12


def test_distracted_guard_back_to_default_at_resource_phase():
    g = world([[ST, 1], [PA, 1]])
    st = Live(g)
    for _ in range(5):
        g.guards()
        st["g"][0][G.STATUS] = DISTRACTED
        st["g"][1][G.STATUS] = DISTRACTED
        finish_play(g)
    assert st["g"][0][G.STATUS] == BORED and st["g"][1][G.STATUS] == INTERESTED
    ms = g.messages()
    assert [m for m in ms if m.startswith("Blue guard") and "Bored; rolled, face" in m]
    assert [m for m in ms if m.startswith("Green guard") and "rolled" in m and "toward" in m]


def test_alert_stays_alert_unless_calm_setting():
    for calm, want in ((False, ALERT), (True, BORED)):
        g = world([[ST, 1]], calm=calm)
        for _ in range(5):
            g.guards()
            put(g, 0, "1-C3", 0, ALERT)
            finish_play(g)
        assert g.state["g"][0][G.STATUS] == want


# --- players phase -----------------------------------------------------------------------------
def test_cards_are_secret_until_everyone_has_played():
    g = world([[ST, 1]])
    g.guards()
    g.play(0, PINS[0], "HIDE")
    assert g.messages() == ["Blue plays a card (1/2)"]
    assert g.public()["thieves"][0]["played"] is True
    g.play(0, PINS[0], "REST")      # changes their mind before the reveal
    assert g.messages() == ["Blue changes a card (1/2)"]
    g.play(1, PINS[1], "HIDE")
    ms = g.messages()
    assert ms[1:3] == ["Blue plays Rest", "Green plays Hide"]


def test_cards_resolved_in_player_order():
    g = world([[ST, 1]], players=3)
    to_next_turn(g)
    while g.phase() == "buy":
        g.pass_turn(g.waiting()[0])
    g.guards()
    for p in (0, 1, 2):
        g.play(p, PINS[p], "REST")
    ms = [m for m in g.messages() if " plays " in m and "a card" not in m]
    assert ms == ["Green plays Rest", "Red plays Rest", "Blue plays Rest"]


def test_wrong_pin_cannot_play():
    g = world([[ST, 1]])
    g.guards()
    e = raises(ValueError, g.play, 0, "9999", "REST")
    assert str(e) == "Wrong PIN"
    assert g.state["play"] == [None, None]


def test_thief_must_move_if_it_can():
    g = world([[ST, 1]])
    g.guards()
    legal = g.private(0, PINS[0])["legal"]
    ok = [c for c in ("NE", "E", "SE", "SW", "W", "NW") if legal.get(c)]
    assert ok
    raises(ValueError, g.play, 0, PINS[0], ok[0])          # no destination given
    raises(ValueError, g.play, 0, PINS[0], ok[0], "1-C3")  # not a legal destination
    dest = legal[ok[0]][0]
    g.play(0, PINS[0], ok[0], dest)
    g.play(1, PINS[1], "REST")
    assert g.state["dial"][0] == hx(g, dest)


def test_invalid_card_thief_stays():
    g = world([[ST, 1]])
    g.guards()
    legal = g.private(0, PINS[0])["legal"]
    assert legal["ROPE"] == []            # no special hex next to 2-A2
    h0 = g.state["dial"][0]
    g.play(0, PINS[0], "ROPE")
    g.play(1, PINS[1], "REST")
    assert g.state["dial"][0] == h0
    assert C.ROPE in g.state["spent"][0]
    assert "Blue plays Rope Arrow" in g.messages()


def test_rope_arrow_into_special_hex():
    g = world([[ST, 1]])
    g.guards()
    thief(g, 0, "1-D4")
    legal = g.private(0, PINS[0])["legal"]
    assert "1-E4" in legal["ROPE"]
    assert "1-E4" not in legal.get("NE", []) + legal.get("E", [])
    g.play(0, PINS[0], "ROPE", "1-E4")
    g.play(1, PINS[1], "REST")
    assert g.state["dial"][0] == hx(g, "1-E4")


def test_rest_takes_back_spent_cards():
    g = fresh()
    g.buy(0, -1, ["NE", "E"])
    g.pass_turn(0)
    g.pass_turn(1)
    g.guards()
    g.play(0, PINS[0], "HIDE")
    g.play(1, PINS[1], "REST")
    assert sorted(g.state["spent"][0]) == sorted([C.NE, C.E, C.HIDE])
    g.guards()
    g.play(0, PINS[0], "REST")
    g.play(1, PINS[1], "REST")
    assert g.state["spent"][0] == [] and len(g.state["hand"][0]) == 11
    assert "Blue rests: 4 cards back in hand" in g.messages()   # the Rest card too


def test_hide_keeps_thief_from_being_spotted_until_its_next_card():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    thief(g, 0, "1-C1")
    put(g, 0, "1-C3", 0, INTERESTED)
    g.play(0, PINS[0], "HIDE")
    g.play(1, PINS[1], "REST")
    assert st["mk"][0] == -1 and st["hid"][0] == 1
    put(g, 0, "1-C3", 5, INTERESTED)   # will face N again
    g.guards()
    assert st["mk"][0] == -1
    g.play(0, PINS[0], "REST")
    g.play(1, PINS[1], "REST")
    assert st["mk"][0] == hx(g, "1-C1")   # spotted once no longer hiding


def test_pick_pocket_needs_a_neighbouring_guard():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    g.play(0, PINS[0], "PICK")
    g.play(1, PINS[1], "REST")
    assert st["gh"][0] == []
    g.guards()
    st["hand"][0].append(C.PICK)
    thief(g, 0, "1-C4")
    put(g, 0, "1-C3", 0, BORED)   # facing N: does not see C4 behind it
    g.play(0, PINS[0], "PICK")
    g.play(1, PINS[1], "REST")
    assert len(st["gh"][0]) == 1
    assert "Blue picks a guard's pocket: +1 guard card" in g.messages()


def test_run_is_noisy_moss_arrow_makes_it_silent():
    for moss in (False, True):
        g = world([[ST, 1]])
        st = Live(g)
        thief(g, 0, "1-A2")
        put(g, 0, "1-E3", 0, BORED)
        if moss:
            gcard(g, 0, "MOSS")
        g.guards()
        if moss:
            g.play(0, PINS[0], "MOSS")
            g.play(1, PINS[1], "REST")
            put(g, 0, "1-E3", 5, BORED)
            g.guards()
        legal = g.private(0, PINS[0])["legal"]["RUN"]
        dest = [d for d in legal if d != "1-C3"][0]
        put(g, 0, "1-E3", 0, BORED)  # facing N: sees E2 only
        g.play(0, PINS[0], "RUN", dest)
        g.play(1, PINS[1], "REST")
        assert st["g"][0][G.STATUS] in ((BORED,) if moss else (ALERT, PURSUING))
        assert bool([m for m in g.messages() if "running: set the counter to Alert" in m]) != moss


# --- the vault, treasures, winning and losing --------------------------------------------------
def _to_vault_edge(g):
    """Put thief 0 next to the vault tile (on 1-A4, whose S neighbour is V-C1)."""
    thief(g, 0, "1-A4")


def test_first_thief_on_vault_tile_takes_the_vault_guard():
    g = world([[ST, 1]])
    g.guards()
    _to_vault_edge(g)
    legal = g.private(0, PINS[0])["legal"]
    card = [c for c in ("SE", "SW", "E", "W", "NE", "NW") if "V-C1" in legal.get(c, [])][0]
    g.play(0, PINS[0], card, "V-C1")
    g.play(1, PINS[1], "REST")
    vg = g.state["g"][-1]
    assert vg[G.HEX] >= 0 and vg[G.OWNER] == 0 and vg[G.KIND] == WA
    assert "The Blue thief enters the vault tile and takes the vault guard" in g.messages()
    assert [m for m in g.messages() if m.startswith("Place Red guard V-")]
    g.guards()
    assert [m for m in g.messages() if m.startswith("Red guard V-")]


def test_vault_hex_reveals_the_treasure():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    thief(g, 0, "V-C2")
    st["g"][-1][G.HEX] = hx(g, "V-A3")   # vault guard already placed, out of the way
    st["g"][-1][G.OWNER] = 1
    legal = g.private(0, PINS[0])["legal"]
    card = [c for c in legal if "V-C3" in legal[c]][0]
    assert g.public()["thieves"][0]["treasure"] is None
    g.play(0, PINS[0], card, "V-C3")
    g.play(1, PINS[1], "REST")
    name = C.TREASURE_NAMES[st["tr"][0]]
    assert "The Blue thief reaches the Vault Hex V-C3 and reveals %s" % name in g.messages()
    assert g.public()["thieves"][0]["treasure"] == name


def test_escape_with_treasure_from_exit_tile_wins():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    thief(g, 0, "1-C1")   # outside hex of tile 1, Blue's exit tile
    put(g, 0, "1-E4", 0, BORED)
    legal = g.private(0, PINS[0])["legal"]
    assert not [c for c in legal if "OFF" in legal[c]]   # no treasure yet
    st["trv"][0] = 1
    legal = g.private(0, PINS[0])["legal"]
    card = [c for c in legal if "OFF" in legal[c]][0]
    g.play(0, PINS[0], card, "OFF")
    g.play(1, PINS[1], "REST")
    assert g.phase() == "over" and g.public()["winner"] == "Blue"
    assert [m for m in g.messages() if "Blue wins" in m]
    raises(ValueError, g.guards)


def test_no_escape_from_another_tile():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    thief(g, 0, "2-C5")
    st["trv"][0] = 1
    legal = g.private(0, PINS[0])["legal"]
    assert not [c for c in legal if "OFF" in legal[c]]


def test_caught_thief_is_out_and_all_caught_ends_the_game():
    g = world([[PA, 1]])
    st = Live(g)
    thief(g, 0, "1-B2")
    g.guards()
    assert st["in"][0] == G.T_CAUGHT and g.waiting() == [1]
    assert g.public()["thieves"][0]["state"] == "caught"
    raises(ValueError, g.play, 0, PINS[0], "REST")
    g.play(1, PINS[1], "REST")
    thief(g, 1, "1-C2")
    g.guards()
    assert g.phase() == "over" and g.public()["winner"] is None
    assert "Every thief is caught: the guards win" in g.messages()


def _carry(g, p, t):
    st = Live(g)
    st["tr"][p] = t
    st["trv"][p] = 1


def test_eye_forbids_arrow_cards():
    g = world([[ST, 1]])
    _carry(g, 0, C.EYE)
    gcard(g, 0, "MOSS")
    g.guards()
    thief(g, 0, "1-D4")
    e = raises(ValueError, g.play, 0, PINS[0], "ROPE", "1-E4")
    assert "Eye" in str(e)
    raises(ValueError, g.play, 0, PINS[0], "MOSS")
    legal = g.private(0, PINS[0])["legal"]
    assert "ROPE" not in legal and "MOSS" not in legal


def test_hammer_forbids_run_and_hide():
    g = world([[ST, 1]])
    _carry(g, 0, C.HAMMER)
    g.guards()
    raises(ValueError, g.play, 0, PINS[0], "HIDE")
    legal = g.private(0, PINS[0])["legal"]
    assert "RUN" not in legal and "HIDE" not in legal


def test_adjust_rigging_ignores_the_treasure_this_turn():
    g = world([[ST, 1]])
    _carry(g, 0, C.HAMMER)
    gcard(g, 0, "RIG")
    g.guards()
    g.play(0, PINS[0], "RIG")
    g.play(1, PINS[1], "REST")
    g.guards()
    g.play(0, PINS[0], "HIDE")         # allowed now
    g.play(1, PINS[1], "REST")
    to_next_turn(g)
    while g.phase() == "buy":
        g.pass_turn(g.waiting()[0])
    g.guards()
    e = raises(ValueError, g.play, 0, PINS[0], "RUN")
    assert "Hammer" in str(e)


def test_sword_marker_always_shows_the_thief():
    g = world([[ST, 1]])
    st = Live(g)
    _carry(g, 0, C.SWORD)
    thief(g, 0, "2-A3")
    g.guards()
    g.play(0, PINS[0], "REST")
    g.play(1, PINS[1], "REST")
    assert st["mk"][0] == hx(g, "2-A3")
    assert "The Sword glows: put Blue's marker on 2-A3" in g.messages()     # none was out


def test_armour_alerts_guards_on_the_tile_with_every_move():
    g = world([[ST, 1]])
    st = Live(g)
    _carry(g, 0, C.ARMOUR)
    thief(g, 0, "1-B3")
    put(g, 0, "1-E3", 5, BORED)
    g.guards()
    legal = g.private(0, PINS[0])["legal"]
    card = [c for c in ("NE", "E", "SE", "SW", "W", "NW") if legal.get(c)][0]
    g.play(0, PINS[0], card, legal[card][0])
    g.play(1, PINS[1], "REST")
    assert st["g"][0][G.STATUS] in (ALERT, PURSUING)
    assert [m for m in g.messages() if "in armour: set the counter to Alert" in m]


def test_noise_arrow_marker_is_treated_as_a_sighting():
    g = world([[ST, 1]])
    st = Live(g)
    gcard(g, 0, "NOISE")
    thief(g, 0, "1-B4")   # behind the guard's arc
    put(g, 0, "1-C3", 5, BORED)  # will face N: C2, C1
    g.guards()
    legal = g.private(0, PINS[0])["legal"]["NOISE"]
    assert "1-C2" in legal
    b = g.kc.board
    hidden = [b.names[h] for h in range(b.n) if b.names[h] not in legal and h != st["dial"][0]]
    assert hidden
    raises(ValueError, g.play, 0, PINS[0], "NOISE", hidden[0])   # not in the thief's sight
    g.play(0, PINS[0], "NOISE", "1-C2")
    g.play(1, PINS[1], "REST")
    assert st["mk"][0] == hx(g, "1-C2")
    assert where(g, 0)[2] == PURSUING and st["g"][0][G.TARGET] == 0
    assert "Blue guard 1-C3 hears it at 1-C2: set the counter to Pursuing" in g.messages()
    assert [m for m in g.messages() if m.startswith("Noise Arrow: ") and "Blue's marker" in m
            and m.endswith(" 1-C2")], g.messages()


def test_water_arrow_places_a_torch():
    g = world([[ST, 1]])
    st = Live(g)
    gcard(g, 0, "WATER")
    thief(g, 0, "1-A2")
    g.guards()
    g.play(0, PINS[0], "WATER", "1-B2")
    g.play(1, PINS[1], "REST")
    assert hx(g, "1-B2") in st["torch"]
    assert "1-B2" in g.public()["torches"]


def test_lockpicks_until_the_thief_leaves_the_tile():
    g = world([[ST, 1]])
    st = Live(g)
    gcard(g, 0, "LOCK")
    thief(g, 0, "1-D4")
    g.guards()
    assert "1-E4" not in g.private(0, PINS[0])["legal"].get("NE", [])
    g.play(0, PINS[0], "LOCK")
    g.play(1, PINS[1], "REST")
    assert st["lock"][0] == 1
    g.guards()
    assert "1-E4" in g.private(0, PINS[0])["legal"]["NE"]
    thief(g, 0, "1-A4")
    g.play(0, PINS[0], "SW", "V-C1")
    g.play(1, PINS[1], "REST")
    assert st["lock"][0] == -1


def test_diligent_played_counts_up():
    g = world([[ST, 1]])
    gcard(g, 0, "DIL")
    g.guards()
    g.play(0, PINS[0], "DIL")
    g.play(1, PINS[1], "REST")
    assert g.state["dil"] == 1 and g.public()["diligent"] == 1
    assert g.state["gh"][0] == [] and len(g.state["disc"]) >= 1


def test_unknown_card_resolved_by_hand():
    g = world([[ST, 1]], cards=[C.guard_card("SMOKE", "Smoke Bomb", 1, 2)])
    g.state["gh"][0] = [g.state["gt"].index("SMOKE")]
    g.guards()
    g.play(0, PINS[0], "SMOKE")
    g.play(1, PINS[1], "REST")
    assert "Smoke Bomb: no rule in the device for this card - resolve it by hand" in \
        g.messages()


def test_first_thief_out_in_player_order_wins():
    g = world([[ST, 1]])
    st = Live(g)
    g.guards()
    put(g, 0, "1-E4", 0, BORED)
    for p in (0, 1):
        thief(g, p, "1-C1")
        st["ex"][p] = 1
        st["trv"][p] = 1
    for p in (1, 0):
        legal = g.private(p, PINS[p])["legal"]
        card = [c for c in legal if "OFF" in legal[c]][0]
        g.play(p, PINS[p], card, "OFF")
    assert g.public()["winner"] == "Blue"
    assert st["in"] == [G.T_FREE, G.T_FREE]
