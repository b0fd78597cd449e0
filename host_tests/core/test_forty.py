import json

from lookout.games import forty
from lookout.history import History
from checks import raises
from lookout.history import copy_data


def apply(state, action):
    """The game contract (HACKING.md): the caller hands apply a state it owns."""
    return forty.apply(copy_data(state), action)


def _opened(names=("Ann", "Bo"), opts=None, first=5, second=2):
    s = forty.new(list(names), opts)
    s = apply(s, ["play", 0, first])
    return apply(s, ["play", 1, second])


def _setup(s, own, piles, turn):
    s = json.loads(json.dumps(s))
    s["own"] = own + "." * (36 - len(own))
    s["piles"] = piles
    s["turn"] = turn
    s["phase"] = "play"
    return s


def test_layout_has_all_36_products():
    ps = sorted(set(a * b for a in range(1, 10) for b in range(1, 10)))
    assert len(ps) == 36 and list(forty.DEFAULT_LAYOUT) == ps
    assert len(forty.WINDOWS) == 54 * 4


def test_opening_example_5_times_2_claims_10():
    s = forty.new(["Ann", "Bo"])
    assert s["phase"] == "open0" and forty.current(s) == 0
    s = apply(s, ["play", 0, 5])
    assert s["phase"] == "open1" and s["turn"] == 1 and s["own"] == "." * 36
    s = apply(s, ["play", 1, 2])
    assert s["phase"] == "play" and s["turn"] == 0
    assert forty.cells(s)[9] == (10, 1) and s["last"] == 9
    assert forty.owners(s)[9] == 1 and forty.owners(s)[0] == 255
    assert s["piles"] == [[5], [2]]


def test_opening_rejects_thief_and_wrong_pile():
    s = forty.new(2)
    assert "10" in str(raises(ValueError, apply, s, ["play", 0, 10]))
    raises(ValueError, apply, s, ["play", 1, 3])
    s = apply(s, ["play", 0, 3])
    raises(ValueError, apply, s, ["play", 0, 3])
    raises(ValueError, apply, s, ["play", 1, 10])
    raises(ValueError, apply, s, ["concede"])


def test_claimed_spot_is_illegal_and_state_untouched():
    s = _opened()
    before = json.loads(json.dumps(s))
    e = raises(ValueError, apply, s, ["play", 0, 5])  # 5 x 2 = 10, Bo's
    assert "10" in str(e) and "claimed" in str(e)
    assert s == before
    raises(ValueError, apply, s, ["play", 2, 5])
    raises(ValueError, apply, s, ["play", 0, 11])
    raises(ValueError, apply, s, ["jump"])
    raises(ValueError, apply, s, [])


def test_plain_claim_and_turns_alternate():
    s = _opened()
    s = apply(s, ["play", 0, 3])  # 3 x 2
    assert forty.cells(s)[5] == (6, 0) and s["turn"] == 1
    assert s["piles"] == [[5, 3], [2]]
    s = apply(s, ["play", 1, 4])  # 3 x 4
    assert forty.cells(s)[10] == (12, 1) and s["turn"] == 0


def test_thief_steals_from_other_player():
    s = _opened()
    s = apply(s, ["play", 1, 10, 2])  # replay the 2: 5 x 2 = 10, Bo's -> Ann's
    assert forty.cells(s)[9] == (10, 0)
    assert s["piles"][1] == [10, 2]
    s2 = apply(_opened(), ["play", 0, 10, 5])
    assert s2["piles"][0] == [10, 5] and forty.cells(s2)[9] == (10, 0)


def test_thief_illegal_cases():
    s = _opened()
    s = apply(s, ["play", 0, 3])  # Ann holds 6, piles [5,3] [2]
    s = apply(s, ["play", 1, 7])  # Bo holds 21, piles [5,3] [2,7]
    # Bo's turn is over; Ann: replaying 3 on pile 0 -> 3 x 7 = 21 Bo's: ok
    assert forty.cells(apply(s, ["play", 0, 10, 3]))[16] == (21, 0)
    # replay 5 -> 5 x 7 = 35 free: a thief only steals
    assert "free" in str(raises(ValueError, apply, s, ["play", 0, 10, 5]))
    raises(ValueError, apply, s, ["play", 0, 10, 9])   # 9 is not in pile 0
    raises(ValueError, apply, s, ["play", 0, 10])      # no replay card
    raises(ValueError, apply, s, ["play", 0, 4, 3])    # only a 10 replays
    s3 = apply(s, ["play", 0, 10, 3])
    s3 = apply(s3, ["play", 1, 4])                     # Bo: 3 x 4 = 12
    raises(ValueError, apply, s3, ["play", 0, 10, 10])  # never replay a 10
    # Ann's own spot 21 cannot be stolen by Ann: piles [5,10,3] [2,7,4]; make 7 the top
    s4 = _setup(s3, "", [[5, 10, 3], [2, 7]], 0)
    s4["own"] = s3["own"]
    assert "yours" in str(raises(ValueError, apply, s4, ["play", 0, 10, 3]))


def test_line_of_four_ends_round_and_dealer_passes_left():
    s = _setup(forty.new(["Ann", "Bo"]), "000", [[2], [1]], 0)
    s = apply(s, ["play", 0, 4])  # 4 x 1 = 4: row 1 2 3 4
    assert s["score"] == [1, 0] and s["log"] == [[1, 0, 1, "L"]]
    assert s["round"] == 2 and s["dealer"] == 1 and s["turn"] == 1
    assert s["phase"] == "open0" and s["own"] == "." * 36 and s["piles"] == [[], []]


def test_line_of_five_and_six_and_separate_lines():
    row5 = "00000" + "." * 31
    assert forty.count_lines(row5, 0) == 2
    assert forty.count_lines("000000" + "." * 30, 0) == 3
    assert forty.count_lines("000000" + "." * 30, 1) == 0
    b = bytearray(b"." * 36)
    for i in (0, 1, 2, 3, 6, 12, 18):  # row of 4 and column of 4 sharing the corner
        b[i] = 49
    assert forty.count_lines(bytes(b), 1) == 2
    b = bytearray(b"." * 36)
    for i in (0, 7, 14, 21, 5, 10, 15, 20):  # both diagonals
        b[i] = 48
    assert forty.count_lines(bytes(b), 0) == 2
    b = bytearray(b"." * 36)
    for i in (0, 1, 2, 4, 5):  # broken line
        b[i] = 48
    assert forty.count_lines(bytes(b), 0) == 0


def test_claim_making_line_of_five_scores_two():
    s = _setup(forty.new(["Ann", "Bo"]), "11.11", [[7], [1]], 1)
    s = apply(s, ["play", 0, 3])  # 3 x 1 = 3 fills the gap: line of 5
    assert s["score"] == [0, 2] and s["log"] == [[1, 1, 2, "L"]]


def test_steal_completing_line_scores():
    s = _setup(forty.new(["Ann", "Bo"]), "0001", [[4], [1]], 0)
    s = apply(s, ["play", 1, 10, 1])  # 4 x 1 = 4 stolen from Bo: Ann's row of 4
    assert s["score"] == [1, 0] and s["round"] == 2


def test_two_player_concession_and_three_strikes():
    s = _opened(opts={"strikes": True, "rounds": 10})
    s = apply(s, ["concede"])  # Ann concedes: Bo scores 1 and a queen
    assert s["score"] == [0, 1] and s["queens"] == [0, 1] and s["round"] == 2
    assert s["log"][-1] == [1, 1, 1, "C"] and s["dealer"] == 1
    for _ in range(2):
        s = apply(s, ["play", 0, 3])
        s = apply(s, ["play", 1, 3])
        s = apply(s, ["concede", 0])
    assert s["phase"] == "over" and s["winner"] == 1 and s["queens"] == [0, 3]
    assert s["round"] == 3
    raises(ValueError, apply, s, ["play", 0, 3])
    r = forty.result(s)
    assert r["over"] and r["winners"] == [1]
    assert r["lines"][0].startswith("1 Bo") and "Q3" in r["lines"][0]


def test_strikes_only_for_two_players():
    raises(ValueError, forty.new, ["A", "B", "C"], {"strikes": True})
    raises(ValueError, forty.new, ["A"])
    raises(ValueError, forty.new, 5)
    raises(ValueError, forty.new, 2, {"colour": 1})
    raises(ValueError, forty.new, 2, {"rounds": 0})
    raises(ValueError, forty.new, 2, {"dealer": 2})
    raises(ValueError, forty.new, 3, {"teams": [0, 1, 0]})
    raises(ValueError, forty.new, 4, {"teams": [0, 0, 0, 1]})


def test_three_players_round_runs_until_all_but_one_concede():
    s = _opened(("Ann", "Bo", "Cy"))  # Ann deals, Bo claims 10, Cy to move
    assert s["turn"] == 2 and forty.cells(s)[9] == (10, 1)
    s = apply(s, ["concede"])  # Cy out
    assert s["round"] == 1 and s["turn"] == 0
    s = apply(s, ["play", 0, 3])  # Ann 6
    assert s["turn"] == 1
    s = apply(s, ["play", 1, 4])  # Bo 12; Cy skipped
    assert s["turn"] == 0
    s = apply(s, ["concede"])
    assert s["score"] == [0, 1, 0] and s["round"] == 2 and s["dealer"] == 1
    raises(ValueError, apply, _opened(("A", "B", "C")), ["concede", 3])


def test_four_players_teams_share_chips_and_go_out_together():
    s = _opened(("Ann", "Bo", "Cy", "Di"))  # teams Ann+Cy (0), Bo+Di (1)
    assert forty.side_names(s) == ["Ann+Cy", "Bo+Di"]
    assert forty.cells(s)[9] == (10, 1) and s["turn"] == 2
    # Cy may steal Bo's spot: the other team's
    assert forty.cells(apply(s, ["play", 1, 10, 2]))[9] == (10, 0)
    s = apply(s, ["play", 0, 3])  # Cy claims 6 for team 0
    assert s["turn"] == 3
    # Di cannot steal teammate Bo's 10
    assert "yours" in str(raises(ValueError, apply, s, ["play", 0, 10, 5]))
    assert forty.cells(apply(s, ["play", 1, 10, 2]))[5] == (6, 1)  # Cy's 6: fine
    s = apply(s, ["concede"])  # Di out; Bo still plays
    assert s["round"] == 1 and s["turn"] == 0
    s = apply(s, ["play", 0, 4])  # Ann 8
    assert s["turn"] == 1
    s = apply(s, ["concede"])  # Bo out: team 1 is out
    assert s["score"] == [1, 0] and s["round"] == 2 and s["dealer"] == 1
    assert forty.result(s)["lines"][0].startswith("1 Ann+Cy")


def test_legal_moves_and_forced_concession():
    s = _opened()  # Bo holds 10; tops 5 and 2; Ann to move
    assert forty.legal_moves(s, [10]) == [["play", 0, 10, 5], ["play", 1, 10, 2]]
    assert forty.legal_moves(s, [5]) == [["play", 1, 5]]  # 5x2=10 taken, 5x5=25 free
    assert not forty.must_concede(s, [5, 10])
    full = "1" * 36
    s2 = _setup(s, full, [[5], [2]], 0)
    assert forty.must_concede(s2, [1, 2, 3])  # every spot is Bo's and no thief in hand
    assert not forty.must_concede(s2, [1, 10])
    s3 = _setup(s, "0" * 36, [[5], [2]], 0)
    assert forty.must_concede(s3, [1, 2, 3, 9, 10])  # all Ann's: nothing to claim or steal
    assert forty.must_concede(s3, [])
    assert forty.has_legal_discard([10], [[5], [2]], "1" * 36, 0)
    assert forty.has_legal_discard([10], [[5], [2]], "1" * 36, 1) is False
    assert forty.has_legal_discard([4], [[5], [2]], "." * 36, 1)
    assert forty.has_legal_discard([4], [[5], []], "." * 36, 1)
    assert not forty.has_legal_discard([10], [[5], []], "." * 36, 1)
    raises(ValueError, forty.legal_moves, s, [11])
    raises(ValueError, forty.legal_moves, s, [1, 2, 3, 4, 5, 6])
    op = forty.new(2)
    assert forty.legal_moves(op, [10, 3, 3]) == [["play", 0, 3]]


def test_copy_shares_only_what_no_action_changes():
    from lookout.history import History
    h = History(forty, _opened())
    first = h.state
    snap = repr(first)
    for a in (["play", 0, 9], ["play", 1, 10, 2], ["concede"]):
        h.do(a)
    assert repr(first) == snap                               # History's states never change
    assert h.state["lay"] is first["lay"] and h.state["names"] is first["names"]
    c = forty.copy(first)
    assert c == first and c["piles"][0] is not first["piles"][0] and c["out"] is not first["out"]


def test_second_opener_may_match_the_first_pile():
    # issue 8 #9: dealer opens with a 5; the other player holds 5, 5, 10 and may open with a 5
    s = apply(forty.new(["Ann", "Bo"]), ["play", 0, 5])
    assert forty.legal_moves(s, [5, 5, 10]) == [["play", 1, 5]]
    assert not forty.must_concede(s, [5, 5, 10])
    s2 = apply(s, forty.legal_moves(s, [5, 5, 10])[0])
    assert s2["own"][forty.DEFAULT_LAYOUT.index(25)] == "1" and s2["phase"] == "play"
    assert forty.must_concede(s, [10])   # only a thief: the opening cannot be made


def test_only_four_of_each_card():
    s = _setup(forty.new(2), "", [[2, 2, 2], [3]], 0)
    s = apply(s, ["play", 1, 2])  # 2 x 2 = 4: the fourth 2
    e = raises(ValueError, apply, s, ["play", 0, 2])
    assert "four" in str(e)
    assert ["play", 0, 2] not in forty.legal_moves(s, [2])


def test_game_end_and_tie_break_rounds():
    s = forty.new(["Ann", "Bo"], {"rounds": 2})
    s = apply(_setup(s, "000", [[2], [1]], 0), ["play", 0, 4])  # Ann +1
    s = apply(_setup(s, "111", [[2], [1]], 1), ["play", 0, 4])  # Bo +1
    assert s["phase"] != "over" and s["extra"] == 1 and s["round"] == 3
    r = forty.result(s)
    assert not r["over"] and r["tied"] == [0, 1] and r["ranking"] == [[0, 1]]
    assert r["lines"][0].startswith("1= Ann") and r["lines"][1].startswith("1= Bo")
    s = apply(_setup(s, "11111", [[6], [1]], 1), ["play", 0, 6])  # Bo row of 6: +3
    assert s["phase"] == "over" and s["winner"] == 1 and s["score"] == [1, 4]
    r = forty.result(s)
    assert r["lines"][:2] == ["1 Bo           4", "2 Ann          1"]
    assert "R3 Bo    line +3" in r["lines"]
    for ln in r["lines"]:
        assert len(ln) == 16


def test_jack_king_display():
    assert forty.kings_jacks(7) == (2, 1) and forty.kings_jacks(0) == (0, 0)
    s = forty.new(["Ann", "Bo"], {"jk": True})
    s = apply(_setup(s, "11111", [[6], [1]], 1), ["play", 0, 6])
    assert forty.result(s)["lines"][0] == "1 Bo        1K0J"


def test_custom_layout_setting():
    lay = list(reversed(forty.DEFAULT_LAYOUT))
    s = forty.new(2, {"layout": lay})
    s = apply(apply(s, ["play", 0, 5]), ["play", 1, 2])
    assert forty.cells(s)[26] == (10, 1)
    raises(ValueError, forty.new, 2, {"layout": [11] + lay[1:]})
    raises(ValueError, forty.new, 2, {"layout": [lay[1]] + lay[1:]})
    raises(ValueError, forty.new, 2, {"layout": lay[:35]})


def test_json_roundtrip_and_history_undo_redo():
    h = History(forty, forty.new(["Ann", "Bo", "Cy"]))
    for a in (["play", 0, 5], ["play", 1, 2], ["play", 0, 3], ["play", 1, 10, 2], ["concede"]):
        h.do(a)
    end = json.loads(json.dumps(h.state))
    assert end == h.state
    raises(ValueError, h.do, ["play", 0, 5])
    assert h.state == end
    h.undo()
    h.undo()
    assert h.state != end
    h.redo()
    h.redo()
    assert h.state == end
    h2 = History.load(forty, json.loads(json.dumps(h.dump())))
    assert h2.state == h.state


def test_a_saved_game_from_before_explicit_entries_keeps_who_did_what():
    """A log saved as the screens gave it (no seats): loaded, each entry gets its seat, so
    deleting "3 Ann R3" leaves R5 Bo's and R8 Ann's (issue 20, item 4)."""
    from lookout.history import History
    from lookout.logedit import delete
    old = {"i": forty.new(["Ann", "Bo"]), "a": [["play", 0, 5], ["play", 1, 2], ["play", 1, 3],
                                                ["play", 1, 5], ["play", 1, 8]], "c": 5}
    h = History.load(forty, old)
    assert [a[4] for a in h.actions] == [0, 1, 0, 1, 0]
    delete(h, 2)
    lay = h.state["lay"]
    own = h.state["own"]
    assert own[lay.index(25)] == "1" and own[lay.index(40)] == "0"    # Bo's 25, Ann's 40
    assert own[lay.index(15)] == "." and h.state["turn"] == 1
    h.undo()
    assert h.state["own"][lay.index(15)] == "0"
