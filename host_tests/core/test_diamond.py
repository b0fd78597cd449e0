import json

from lookout.games import diamond as dm
from lookout.history import History
from checks import raises
from lookout.history import copy_data


def apply(state, action):
    """The game contract (HACKING.md): the caller hands apply a state it owns."""
    return dm.apply(copy_data(state), action)


def test_rule_text_examples():
    assert dm.trick_winner([("D", 3), ("D", 9), ("D", 12), ("D", 8)]) == 2
    assert dm.trick_winner([("T", 7), ("D", 6), ("T", 16), ("D", 11)]) == 3
    assert dm.trick_winner([("D", 10), ("M", 14), ("T", 3), ("M", 3)]) == 2


def test_two_suit_chart_default_cycle_and_setting():
    assert dm.trick_winner([("T", 20), ("M", 1)]) == 0       # Thief > Madam
    assert dm.trick_winner([("D", 20), ("M", 1), ("M", 2)]) == 2  # Madam > Watch Dog
    assert dm.trick_winner([("T", 2), ("D", 1)]) == 1        # Watch Dog > Thief
    beats = ["TD", "TM", "DM"]  # a group's correction: Thief strongest, then Dog
    assert dm.trick_winner([("T", 7), ("D", 6), ("T", 16), ("D", 11)], beats) == 2
    assert dm.stronger("D", "M", beats) == "D"
    raises(ValueError, dm.new, 3, {"beats": ["TD", "DT", "DM"]})
    raises(ValueError, dm.new, 3, {"beats": ["TD", "TM"]})
    raises(ValueError, dm.new, 3, {"beats": ["TX", "TM", "DM"]})


def test_three_suits_lowest_first_played_wins_ties():
    assert dm.trick_winner([("M", 5), ("T", 5), ("D", 9)]) == 0
    assert dm.trick_winner([("D", 9), ("T", 5), ("M", 5), ("T", 6)]) == 1
    raises(ValueError, dm.trick_winner, [])


def test_new_ranges_and_validation():
    assert (dm.new(3)["lo"], dm.new(3)["hi"]) == (5, 16)
    assert (dm.new(4)["lo"], dm.new(4)["hi"]) == (3, 18)
    assert (dm.new(5)["lo"], dm.new(5)["hi"]) == (1, 20)
    assert dm.new(4)["rounds"] == 4
    raises(ValueError, dm.new, 2)
    raises(ValueError, dm.new, 6)
    raises(ValueError, dm.new, 3, {"leader": 3})
    raises(ValueError, dm.new, 3, {"speed": 1})
    raises(ValueError, dm.new, 3, {"dtab": [1] * 20})


def test_trick_play_winner_leads_and_validation():
    s = dm.new(["Ann", "Bo", "Cy"], {"leader": 1})
    assert dm.to_play(s) == 1
    raises(ValueError, apply, s, ["play", "D", 4])   # 3 players: 5-16
    raises(ValueError, apply, s, ["play", "D", 17])
    raises(ValueError, apply, s, ["play", "X", 7])
    raises(ValueError, apply, s, ["commit"])
    s = apply(s, ["play", "T", 7])
    before = json.loads(json.dumps(s))
    e = raises(ValueError, apply, s, ["play", "T", 7])
    assert "Thief 7" in str(e) and s == before
    s = apply(s, ["play", "D", 6])
    s = apply(s, ["play", "T", 16])  # Bo, Cy, Ann: Dog 6 (Cy) wins
    assert s["prev"] == [2, [["T", 7], ["D", 6], ["T", 16]]]
    assert s["lead"] == 2 and dm.to_play(s) == 2 and s["tricks"] == 1
    assert s["won"][2] == [[7, 16], [6], []]
    raises(ValueError, apply, s, ["play", "D", 6])  # already played in an earlier trick
    raises(ValueError, apply, s, ["counts", 0, 1, 1, 1])  # tracking this round


def _all_cards(lo, hi):
    return [[su, k] for k in range(lo, hi + 1) for su in "TDM"]


def test_full_tracked_round_reaches_scoring():
    s = dm.new(3)
    for c in _all_cards(5, 16):
        s = apply(s, ["play"] + c)
    assert s["phase"] == "score" and s["tricks"] == 12
    c = dm.counts(s)
    assert [sum(x[k] for x in c) for k in range(3)] == [12, 12, 12]
    raises(ValueError, apply, s, ["play", "T", 5])
    raises(ValueError, apply, s, ["dia", 0, [1] * (c[0][2] + 1)])
    for i in range(3):
        s = apply(s, ["dia", i, [1] * c[i][2]])
    s = apply(s, ["commit"])
    assert s["round"] == 2 and s["leader"] == 1 and s["lead"] == 1 and s["phase"] == "play"
    assert [len(x) for x in s["score"]] == [1, 1, 1]


def _counts_round(s, cnt, dia):
    for i in range(len(cnt)):
        s = apply(s, ["counts", i] + list(cnt[i]))
    for i in range(len(dia)):
        if dia[i] is not None:
            s = apply(s, ["dia", i, dia[i]])
    return s


CNT = [[3, 1, 2], [1, 5, 6], [8, 6, 4]]  # Cy most Thieves, Bo most Madams


def test_thiefs_chance_rules():
    assert dm.thiefs_chance(CNT) == (2, 1, 3)  # 8 thieves - Bo's 5 dogs
    assert dm.thiefs_chance([[3, 0, 2], [3, 5, 6], [1, 0, 4]]) is None  # tie for thieves
    assert dm.thiefs_chance([[4, 0, 6], [3, 5, 6], [1, 0, 0]]) is None  # tie for madams
    assert dm.thiefs_chance([[5, 0, 6], [3, 5, 2], [1, 0, 4]]) is None  # same player
    assert dm.thiefs_chance([[5, 0, 1], [3, 6, 7], [1, 0, 4]]) == (0, 1, 0)  # not below 0
    assert dm.thiefs_chance([[9, 0, 1], [3, 0, 2], [0, 0, 1]]) == (0, 1, 2)  # victim has 2


def test_round_scoring_defaults_and_choices():
    s = _counts_round(dm.new(["Ann", "Bo", "Cy"]), CNT,
                      [[2, 7], [1, 2, 3, 4, 5, 6], [1, 1, 3, 5]])
    b = dm.breakdown(s)
    # Bo loses his 3 best Madams (4+5+6) to Cy; Bo: 1 thief - 5 dogs -> no discard
    assert b[1]["stolen"] == [3, 4, 5] and b[1]["points"] == 6
    # Cy: 8 thieves - 6 dogs = 2 Madams dropped (the 1s), keeps 3+5, plus 15 stolen
    assert b[2]["drop_t"] == 6 and b[2]["drop_m"] == 2 and b[2]["dropped"] == [0, 1]
    assert b[2]["points"] == 23
    # Ann: 3 thieves - 1 dog = 2 -> both Madams go
    assert b[0]["points"] == 0
    lines = dm.round_lines(s)
    assert lines[0] == "Cy<Bo         M3"
    for ln in lines:
        assert len(ln) <= 16
    s2 = apply(s, ["steal", [0, 1, 2]])
    b2 = dm.breakdown(s2)
    assert b2[1]["points"] == 15 and b2[2]["points"] == 8 + 6
    s3 = apply(s, ["discard", 2, [2, 3]])  # Cy's choice, against his interest
    assert dm.breakdown(s3)[2]["points"] == 2 + 15
    raises(ValueError, apply, s, ["discard", 2, [0]])         # must drop 2
    raises(ValueError, apply, s, ["discard", 1, [0]])         # Bo drops none
    raises(ValueError, apply, s, ["steal", [0, 1]])           # must take 3
    raises(ValueError, apply, s, ["steal", [0, 0, 1]])
    s = apply(s, ["commit"])
    assert [x[0] for x in s["score"]] == [0, 6, 23]


def test_totals_entry_and_missing_entries():
    s = _counts_round(dm.new(3), CNT, [None, None, None])
    raises(ValueError, apply, s, ["commit"])
    # P1: 1 Watch Dog drops 1 of 3 Thieves, the 2 left drop both Madams: nothing to score
    e = raises(ValueError, apply, s, ["dia", 0, 4])
    assert str(e) == "P1 keeps 0 Madam cards: at most 0 points", e
    s = apply(s, ["dia", 0, 0])
    raises(ValueError, apply, s, ["dia", 2, 101])         # Cy: 2 kept + 3 stolen, 20 each
    s = apply(s, ["dia", 2, 20])
    raises(ValueError, apply, s, ["commit"])  # Bo missing
    raises(ValueError, apply, s, ["steal", [0, 1, 2]])  # Bo entered as a total
    s = apply(s, ["dia", 1, 9])
    s = apply(s, ["commit"])
    assert [x[0] for x in s["score"]] == [0, 9, 20]


def test_counts_mode_validation():
    s = dm.new(3)
    raises(ValueError, apply, s, ["counts", 0, 1, 1, 0])   # not a multiple of 3
    raises(ValueError, apply, s, ["counts", 3, 1, 1, 1])
    raises(ValueError, apply, s, ["counts", 0, 13, 1, 1])
    s = _counts_round(s, [[3, 0, 0], [3, 0, 0], [3, 0, 0]], [0, 0, 0])
    e = raises(ValueError, apply, s, ["commit"])
    assert "36" in str(e)
    raises(ValueError, apply, s, ["play", "T", 5])
    s = _counts_round(dm.new(3), [[12, 0, 0], [0, 12, 0], [0, 0, 12]], [None, None, 0])
    assert dm.thiefs_chance(dm.counts(s)) == (0, 2, 12)   # P3's 12 Madams all stolen
    raises(ValueError, apply, s, ["dia", 2, 5])
    s = apply(s, ["dia", 0, 30])
    s = apply(s, ["dia", 1, 0])
    s = apply(s, ["commit"])
    assert [x[0] for x in s["score"]] == [30, 0, 0]


def test_counts_checked_against_the_deck_for_the_player_count():
    # issue 8 #6: 14 Thieves in a 3-player deck of 12 per suit was accepted
    s = dm.new(["Ann", "Bo", "Cy"])
    s = apply(s, ["counts", 0, 8, 2, 2])
    e = raises(ValueError, apply, s, ["counts", 1, 6, 3, 3])
    assert "14 Thief" in str(e) and "only 12" in str(e) and "5-16" in str(e)
    assert s["cnt"][1] is None                               # state untouched
    e = raises(ValueError, apply, s, ["counts", 1, 13, 1, 1])
    assert "only 12 Thief" in str(e)
    e = raises(ValueError, apply, s, ["counts", 1, 4, 4, 2])
    assert "Bo has 10 cards" in str(e) and "3 each" in str(e)
    e = raises(ValueError, apply, dm.new(4), ["counts", [[12, 12, 12, 0]] * 4])
    assert "thieves, dogs, madams" in str(e)
    e = raises(ValueError, apply, dm.new(4), ["counts", [[8, 8, 8]] * 4])
    assert "32 Thief" in str(e) and "only 16" in str(e) and "3-18" in str(e)
    s5 = apply(dm.new(5), ["counts", [[20, 20, 20]] + [[0, 0, 0]] * 4])  # won every trick
    assert dm.counts(s5)[0] == [20, 20, 20]
    s4 = apply(dm.new(4), ["counts", [[4, 4, 4]] * 4])    # all seats at once, one step
    assert dm.counts(s4) == [[4, 4, 4]] * 4 and s4["phase"] == "score"
    e = raises(ValueError, apply, apply(dm.new(3), ["counts", 0, 12, 12, 12]),
               ["counts", 1, 0, 0, 3])
    assert "15 Madam" in str(e) and "only 12" in str(e)


def test_thief_with_no_madams_needs_victims_cards():
    cnt = [[12, 0, 0], [0, 12, 0], [0, 0, 12]]
    s = _counts_round(dm.new(3), cnt, [None, None, [1] * 12])
    b = dm.breakdown(s)
    assert b[0]["points"] == 12 and b[1]["points"] == 0 and b[2]["points"] == 0
    s = _counts_round(dm.new(3), cnt, [None, None, 0])    # all 12 stolen: P3 scores 0
    assert dm.breakdown(s)[0]["points"] is None
    s = apply(apply(s, ["dia", 0, [1] * 0]), ["dia", 1, []])
    e = raises(ValueError, apply, s, ["commit"])
    assert "P3's Madam cards one by one" in str(e)


def test_dtab_fills_diamonds_when_tracked():
    tab = [0] + [k % 4 for k in range(1, 21)]
    s = dm.new(3, {"dtab": tab})
    for c in _all_cards(5, 16):
        s = apply(s, ["play"] + c)
    b = dm.breakdown(s)
    assert None not in [o["points"] for o in b]
    s = apply(s, ["commit"])
    assert s["round"] == 2


def test_game_over_ranking_with_ties_and_leader_rotation():
    s = dm.new(["Ann", "Bo", "Cy"], {"leader": 2})
    zero = [[4, 4, 4], [4, 4, 4], [4, 4, 4]]  # all tied: no Thief's Chance
    for pts, lead in (([5, 3, 5], 2), ([1, 3, 1], 0), ([0, 0, 2], 1)):
        assert s["leader"] == lead and s["lead"] == lead
        s = _counts_round(s, zero, pts)
        s = apply(s, ["commit"])
    assert s["phase"] == "over"
    raises(ValueError, apply, s, ["commit"])
    r = dm.result(s)
    assert r["winners"] == [2] and r["ranking"] == [[2], [0, 1]]
    assert r["lines"][:3] == ["1 Cy           8", "2= Ann         6", "2= Bo          6"]
    assert "Ann        5 1 0" in r["lines"]
    for ln in r["lines"]:
        assert len(ln) == 16
    assert dm.standings(s) == [[1, 2, 8], [2, 0, 6], [2, 1, 6]]


def test_eight_letter_names_stay_whole_in_the_round_and_the_result():
    """Names of 8 letters (the most a name has): the Thief's Chance names both players and
    the score table each, whole, on lines of 16; a name and its points share a line when
    they fit, else the points go under it."""
    names = ["Fredrick", "Jonathan", "Patricia"]
    s = _counts_round(dm.new(names), CNT, [[2, 7], [1, 2, 3, 4, 5, 6], [1, 1, 3, 5]])
    lines = dm.round_lines(s)
    assert lines[:2] == ["Patricia<       ", "Jonathan      M3"], lines
    assert all(len(ln) <= 16 for ln in lines)
    for n in names:
        assert any(ln.startswith(n + " ") for ln in lines), (n, lines)
    s = apply(s, ["commit"])
    r = dm.result(s)
    text = "\n".join(r["lines"])
    for n in names:
        assert n in text, (n, r["lines"])
    assert all(len(ln) <= 16 for ln in r["lines"])


def test_long_round_lines_stay_16_wide():
    s = dm.new(5)
    z = [[5, 5, 5]] * 4 + [[0, 0, 0]]  # 60 cards, tied: no Thief's Chance
    for _ in range(5):                 # P5 won no trick: no Madam card, no points
        s = apply(_counts_round(s, z, [40] * 4 + [0]), ["commit"])
    r = dm.result(s)
    assert r["winners"] == [0, 1, 2, 3] and r["ranking"] == [[0, 1, 2, 3], [4]]
    for ln in r["lines"]:
        assert len(ln) == 16
    assert "  40 40 40 40 40" in r["lines"]


def test_history_undo_redo_and_json():
    h = History(dm, dm.new(4))
    for c in _all_cards(3, 8):
        h.do(["play"] + c)
    end = json.loads(json.dumps(h.state))
    assert end == h.state
    for _ in range(5):
        h.undo()
    assert h.state != end
    for _ in range(5):
        h.redo()
    assert h.state == end


def test_a_card_never_changes_hands_when_an_entry_is_deleted():
    """Issue 20: each card is logged with its seat; deleting the first card of a trick would
    make the next one another seat's: refused, naming it; the log and state stay."""
    from lookout.logedit import delete
    h = History(dm, dm.new(["Ann", "Bo", "Cy"]))
    h.do(["play", "T", 5])
    h.do(["play", "D", 6])
    assert h.actions[1] == ["play", "D", 6, 1]
    e = raises(ValueError, delete, h, 0)
    assert "Bo's card would be Ann's" in str(e)
    assert len(h.actions) == 2 and h.state["trick"] == [["T", 5], ["D", 6]]
    delete(h, 1)                              # the last card: Bo's turn again
    assert dm.to_play(h.state) == 1 and h.state["trick"] == [["T", 5]]
