"""Black Keep card data and the guard-card deck/market."""
from checks import raises

from lookout.keep import cards
from lookout.keep.rng import Rng


def _st(extra=()):
    gt, gx = cards.table(extra)
    st = {"gt": gt, "gx": gx, "disc": [], "mkt": []}
    st["deck"] = cards.new_deck(st)
    return st


def test_thief_deck_twelve_cards_six_with_coins():
    assert len(cards.THIEF) == 12
    assert len(cards.COIN_CARDS) == 6
    assert cards.EXIT not in cards.HAND and len(cards.HAND) == 11
    assert cards.thief_card("run") == cards.RUN
    raises(ValueError, cards.thief_card, "fly")


def test_treasures_five():
    assert cards.TREASURE_NAMES == ("The Armour", "The Eye", "The Hammer", "The Lantern",
                                    "The Sword")


def test_known_guard_cards_counts_and_costs():
    rows = {r[0]: r for r in cards.GUARD}
    assert rows["RIG"][2:4] == (2, 3)
    assert rows["ART"][2:4] == (2, 1)
    assert rows["DIL"][2:4] == (2, 1)
    assert rows["FLASK"][2:4] == (2, 1)
    assert rows["LOCK"][2:4] == (2, 3)
    assert rows["MOSS"][2:4] == (3, 1)
    assert rows["NOISE"][2] == 2
    for code in ("MOSS", "NOISE", "WATER"):
        assert rows[code][5] == 1  # arrow cards
    for r in cards.GUARD:
        assert 1 <= r[3] <= 3


def test_unknown_cards_addable_per_game_not_in_a_module_global():
    smoke = cards.guard_card("smoke", "Smoke Bomb", 2, 2)
    assert smoke == ["SMOKE", "Smoke Bomb", 2, 2, cards.T_NONE, 0]
    st = _st([smoke])
    assert st["deck"].count(cards.guard_index(st, "SMOKE")) == 2
    assert cards.name(st, cards.guard_index(st, "SMOKE")) == "Smoke Bomb"
    assert st["gx"] == [smoke]                   # the state carries the card
    raises(ValueError, cards.guard_card, "BAD", "x", 1, 4)
    raises(ValueError, cards.guard_card, "", "x")
    raises(ValueError, cards.guard_card, "TOOLONGCODE", "x")
    # a known card's count can be corrected (its name and rule stay)
    st = _st([cards.guard_card("WATER", "whatever", 1, 3)])
    assert cards.guard_row(st, "WATER") == ["WATER", "Water Arrow", 1, 3, cards.T_HEX, 1]
    assert st["deck"].count(cards.guard_index(st, "WATER")) == 1
    # the module's table is untouched: another game has the built-in cards only
    plain = _st()
    assert len(cards.GUARD) == 8 and plain["gx"] == [] and "SMOKE" not in plain["gt"]
    assert cards.guard_row(plain, "WATER")[2:4] == (2, 2)
    raises(ValueError, cards.guard_row, plain, "SMOKE")


def test_market_deals_five_face_up():
    st = _st()
    n = len(st["deck"])
    r = Rng(1)
    r.shuffle(st["deck"])
    cards.deal_market(st, r)
    assert len(st["mkt"]) == 5 and len(st["deck"]) == n - 5


def test_unsold_market_cards_discarded():
    st = _st()
    r = Rng(1)
    cards.deal_market(st, r)
    st["mkt"][1] = None  # bought
    cards.close_market(st)
    assert st["mkt"] == [] and len(st["disc"]) == 4


def test_reshuffle_discards_when_deck_empty():
    st = _st()
    r = Rng(3)
    st["disc"] = st["deck"]
    st["deck"] = []
    c = cards.draw(st, r)
    assert c >= 0 and st["disc"] == [] and len(st["deck"]) == 16


def test_draw_from_nothing():
    st = {"gt": [], "deck": [], "disc": [], "mkt": []}
    assert cards.draw(st, Rng(1)) == -1
    cards.deal_market(st, Rng(1))
    assert st["mkt"] == []


def test_payment_rules():
    hand = list(cards.HAND)
    cards.check_payment(hand, [cards.NE, cards.E], 2)
    e = raises(ValueError, cards.check_payment, hand, [cards.NE], 2)
    assert "2 gold coins" in str(e)
    raises(ValueError, cards.check_payment, hand, [cards.RUN], 1)  # no coin on Run
    raises(ValueError, cards.check_payment, hand, [cards.NE, cards.NE], 2)
    raises(ValueError, cards.check_payment, [cards.E], [cards.NE], 1)


def test_costs_and_names():
    st = _st()
    assert cards.cost(st, cards.guard_index(st, "LOCK")) == 3
    assert cards.name(st, cards.guard_index(st, "ART")) == "Art"
    raises(ValueError, cards.guard_index, st, "NOPE")
