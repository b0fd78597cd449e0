"""The group's guard cards as data (issue 19): keepcards.txt read and written back, the deck
filled to the box's 24 when the table deals (so device and table reshuffle together), the
cards in the pickers' counts, and errors that name the file and line."""
from checks import raises

from lookout.keep import cardfile as F
from lookout.keep import cards as C
from lookout.keep.game import Game
from test_keep_guards import board, keep

TEXT = """# our box
Smoke Bomb, 2, 2
Grappling Hook, 1, 3, hex
Water Arrow, 1, 2      # the box has one
"""


def test_a_card_file_read_and_written_back():
    rows = F.parse(TEXT)
    assert rows == [["SMOKEBOM", "Smoke Bomb", 2, 2, C.T_NONE, 0],
                    ["GRAPPLIN", "Grappling Hook", 1, 3, C.T_HEX, 0],
                    ["WATER", "Water Arrow", 1, 2, C.T_HEX, 1]]   # a known card: corrected
    assert F.parse(F.dump(rows)) == rows
    codes, extra = C.table(rows, True)
    st = {"gt": codes, "gx": extra}
    assert len(C.new_deck(st)) == C.DECK_SIZE == 24
    other = C.guard_row(st, "OTHER")
    assert other[1] == "Other card" and other[2] == 24 - (17 - 1 + 3)
    codes, extra = C.table(rows)                  # the device deals: no unknown cards
    assert "OTHER" not in codes and len(C.new_deck({"gt": codes, "gx": extra})) == 19


def test_bad_lines_are_named():
    for text, why in (("Smoke Bomb, 2\n", "cards.txt:1: want: name, copies, cost"),
                      ("\n\nSmoke, two, 2\n", "cards.txt:3: copies and cost are numbers"),
                      ("Smoke, 2, 4\n", "cards.txt:1: card SMOKE: count 0-9, cost 1-3"),
                      ("Smoke, 2, 2, all\n", "cards.txt:1: target is none, guard or hex"),
                      ("Smoke, 2, 2\nsmoke, 1, 1\n", "cards.txt:2: smoke is listed twice"),
                      ("9 9, 1, 1\n", "cards.txt:1: a card's name needs a letter")):
        e = raises(ValueError, F.parse, text)
        assert str(e).startswith(why), (str(e), why)
    e = raises(ValueError, F.parse, "A, 9, 1\nB, 9, 1\nC, 9, 1\n")
    assert "at most 40 guard cards" in str(e)
    assert F.parse("Smoke Bomb, 1, 1\nSmoke Bombs, 1, 1\n")[1][0] == "SMOKEBOA"   # kept apart


def test_the_groups_cards_in_a_game_the_table_deals():
    b = board()
    g = Game.new(b, 7, players=2, guards=[[0, 1]], kc=keep(b), cards=F.parse(TEXT))
    assert g.public()["deck"] == 24
    pool = g.pool()
    names = dict([(C.name(g.state, i), pool[i]) for i in range(len(pool))])
    assert names["Smoke Bomb"] == 2 and names["Other card"] == 5 and names["Water Arrow"] == 1


def test_a_save_from_before_the_other_cards_still_loads():
    """A game saved before "Other card" (and "ov", "pn") existed: its own table holds 17."""
    b = board()
    g = Game.new(b, 7, players=2, guards=[[0, 1]], kc=keep(b))
    d = g.dump()
    st = d["i"]
    k = st["gt"].index("OTHER")
    st["gt"] = st["gt"][:k]
    st["gx"] = [r for r in st["gx"] if r[0] != "OTHER"]
    st["deck"] = [c for c in st["deck"] if c != k]
    h = Game.load(b, d, kc=keep(b))
    assert h.public()["deck"] == 17
    h.join(0, "1111", 2, 1, "2-A2", "SWORD")
    h.join(1, "2222", 2, 1, "2-A4", "EYE")
    for i, code in enumerate(("ART", "MOSS", "FLASK", "RIG", "NOISE")):
        h.market(i, code)
    assert h.phase() == "buy" and h.public()["deck"] == 12
    assert h.private(0, "1111")["notes"] == []


def test_the_device_deals_the_groups_list_and_says_what_to_set_aside():
    """Issue 19: the device never deals a card the table cannot find by name: the built-in
    cards as corrected and the group's own, no "Other card"; the box's others are set aside,
    and the game's first messages say how many."""
    b = board()
    g = Game.new(b, 7, players=2, guards=[[0, 1]], kc=keep(b), cards=F.parse(TEXT),
                 deal="device")
    st = g.state
    assert "OTHER" not in st["gt"] and len(st["deck"]) == 19
    deck = [st["gt"][c] for c in st["deck"]]
    assert deck.count("SMOKEBOM") == 2 and deck.count("GRAPPLIN") == 1
    aside = [m for m in g.messages() if "Set aside" in m]
    assert aside == [C.aside(19)] and "the 19 guard cards" in aside[0], g.messages()
    assert "the box's 5 cards not in the list" in aside[0]
    assert C.aside(24) is None and C.aside(30) is None
    plain = Game.new(b, 7, players=2, guards=[[0, 1]], kc=keep(b), deal="device")
    assert not [m for m in plain.messages() if "Set aside" in m]     # no list: as before
    assert len(plain.state["deck"]) == 17


def test_other_card_is_no_name_for_a_card_of_the_groups():
    e = raises(ValueError, F.parse, "Smoke Bomb, 2, 2\nother card, 4, 2\n")
    assert str(e).startswith("cards.txt:2: 'Other card' is the device's"), str(e)
