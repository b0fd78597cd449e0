from lookout.games import clumsy as ct
from lookout.history import History
from checks import raises, rules_text

T, J = ct.THIEF, ct.JAIL


def game(*acts, **kw):
    st = ct.new(kw.get("players", ["Ann", "Bob", "Cy", "Dee"]), kw.get("opt"))
    for a in acts:
        st = ct.apply(st, a)
    return st


def test_new_deals_seven_each_from_93():
    st = ct.new(["Ann", "Bob", "Cy"])
    assert st["deck"] == 93 - 21 and st["hands"] == [7, 7, 7]
    assert ct.new(6)["deck"] == 93 - 42
    raises(ValueError, ct.new, 2)
    raises(ValueError, ct.new, 7)
    raises(ValueError, ct.new, 3, {"deck": 20})    # can't deal 7 each
    raises(ValueError, ct.new, 3, {"colour": 1})
    raises(ValueError, ct.new, None)


def test_rules_text_numbers():
    t = rules_text("clumsy-thief.txt")
    if t is None:
        return
    assert "93 CARDS: 84 MONEY, 6 THIEF, AND 3 JAIL" in t and "FOR 3-6 PLAYERS" in t
    assert ct.OPTIONS["deck"] == 84 + 6 + 3 and ct.OPTIONS["thieves"] == 6
    assert ct.OPTIONS["jails"] == 3 and ct.OPTIONS["hand"] == 7


def test_stack_of_two_is_100_and_toppings_add():
    st = game(["stack", 0, [20, 80]], ["stack", 0, [45, 55, 45]], ["stack", 1, [50, 50]])
    r = ct.result(st)
    assert r["totals"] == [245, 100, 0, 0]
    assert ct.value([0, 15, 85, 15, 85]) == 200


def test_the_texts_example_take_with_80_on_20():
    # "if you have a card in your hand with $80 and a stack on the table has a $20 card on
    # top, you can place your card on top and slide the entire stack over to your side"
    st = game(["stack", 1, [80, 20]])
    st = ct.apply(st, ["take", 0, 1, 0, 80])
    assert st["stacks"][0] == [[0, 80, 20, 80]] and st["stacks"][1] == []
    # "Another player with a $20 card could then top your stack and slide it to his/her side"
    st = ct.apply(st, ["take", 2, 0, 0, 20])
    assert ct.result(st)["totals"] == [0, 0, 200, 0]


def test_bad_stacks_rejected():
    for cards in ([20, 70], [20], [3, 97], [0, 100], [100, 0], [20, 80, 30], [20, 80, J],
                  [20, 80, T, 20], [20, 80, T, J, T], "2080", [20, 80, True]):
        raises(ValueError, ct.apply, game(), ["stack", 0, cards])
    e = raises(ValueError, ct.apply, game(), ["stack", 0, [25, 70]])
    assert str(e) == "$25+$70 is not $100"


def test_thief_takes_anything_jail_only_on_thief():
    st = game(["stack", 1, [40, 60]], ["total", 2, 300])
    st = ct.apply(st, ["take", 0, 1, 0, T])
    st = ct.apply(st, ["take", 3, 0, 0, T])     # a Thief on a Thief
    assert st["stacks"][3] == [[0, 40, 60, T, T]]
    e = raises(ValueError, ct.apply, st, ["take", 0, 3, 0, 40])
    assert str(e) == "money can't top a Thief"
    st = ct.apply(st, ["top", 3, 0, J])          # protect your own stack
    e = raises(ValueError, ct.apply, st, ["take", 0, 3, 0, T])
    assert str(e) == "nothing tops a Jail"
    raises(ValueError, ct.apply, st, ["take", 1, 2, 0, J])  # Jail on a money top
    st = ct.apply(st, ["take", 1, 2, 0, T])
    assert ct.result(st)["totals"] == [0, 300, 0, 100]


def test_jail_can_take_a_thief_topped_stack():
    st = game(["stack", 0, [5, 95]], ["take", 1, 0, 0, T], ["take", 2, 1, 0, J])
    assert st["stacks"][2] == [[0, 5, 95, T, J]]


def test_only_six_thieves_and_three_jails():
    acts = [["stack", p, [50, 50, T]] for p in range(4)] + [["stack", 0, [10, 90, T, J]],
                                                             ["stack", 1, [10, 90, T, J]]]
    st = game(*acts)
    e = raises(ValueError, ct.apply, st, ["take", 2, 3, 0, T])
    assert str(e) == "only 6 Thief cards"
    st = ct.apply(st, ["top", 2, 0, J])
    e = raises(ValueError, ct.apply, st, ["top", 3, 0, J])
    assert str(e) == "only 3 Jail cards"


def test_own_topping_must_pair():
    st = game(["stack", 0, [30, 70]])
    st = ct.apply(st, ["top", 0, 0, 30])
    raises(ValueError, ct.apply, st, ["top", 0, 0, 30])
    st = ct.apply(st, ["top", 0, 0, 70])
    assert ct.result(st)["totals"][0] == 200


def test_total_entry_and_topping_unknown_top():
    st = game(["total", 0, 450], ["total", 0, 100])
    assert ct.result(st)["totals"][0] == 550
    st = ct.apply(st, ["take", 1, 0, 0, 35])    # top card unknown: accepted
    st = ct.apply(st, ["take", 2, 1, 0, 65])    # now the top is $35: $65 pairs
    raises(ValueError, ct.apply, st, ["take", 0, 2, 0, 10])
    assert ct.result(st)["totals"] == [100, 0, 550, 0]
    for bad in (99, 105 + 2, 50, 0, -100, 10000):
        raises(ValueError, ct.apply, st, ["total", 0, bad])


def test_move_and_drop_corrections():
    st = game(["stack", 0, [20, 80]], ["stack", 0, [25, 75]])
    st = ct.apply(st, ["move", 1, 0, 1])
    assert st["stacks"][1] == [[0, 25, 75]] and len(st["stacks"][0]) == 1
    st = ct.apply(st, ["drop", 0, 0])
    assert st["stacks"][0] == []
    raises(ValueError, ct.apply, st, ["drop", 0, 0])
    raises(ValueError, ct.apply, st, ["move", 1, 1, 0])
    raises(ValueError, ct.apply, st, ["take", 0, 1, 5, T])


def test_illegal_actions_leave_state_untouched():
    st = game(["stack", 0, [20, 80]])
    snap = ct.apply(st, ["deck", st["deck"]])
    for bad in (["stack", 9, [50, 50]], ["top", 0, 0, 25], ["take", 0, 0, 0, T],
                ["take", 1, 0, 0, J], ["deck", -1], ["hand", 0, -2], ["nope"], [],
                ["stack", 0], ["top", 0, 0, "20"]):
        raises(ValueError, ct.apply, st, bad)
        assert st == snap


def test_game_over_function():
    assert ct.need([7, 7, 7]) == 0
    assert ct.need([2, 7, 9]) == 5
    assert not ct.game_over(10, [2, 7, 9])
    assert not ct.game_over(5, [2, 7, 9])
    assert ct.game_over(4, [2, 7, 9])
    assert ct.game_over(0, [7, 7, 7])          # the deck ran out
    assert not ct.game_over(1, [7, 8, 7])
    assert ct.game_over(3, [0, 0, 0, 0, 0, 0]) # 6 players need 42


def test_refill_and_end_in_state():
    st = game(["hand", 0, 1], ["hand", 1, 3], ["hand", 2, 7], ["hand", 3, 8])
    assert st["deck"] == 93 - 28
    st = ct.apply(st, ["refill"])
    assert st["hands"] == [7, 7, 7, 8] and st["deck"] == 65 - 10
    st = ct.apply(st, ["deck", 9])
    st = ct.apply(st, ["hand", 0, 0])
    st = ct.apply(st, ["hand", 1, 4])
    r = ct.result(st)
    assert r["over"] and r["need"] == 10
    e = raises(ValueError, ct.apply, st, ["refill"])
    assert "game over" in str(e)


def test_ranking_with_ties():
    st = game(["total", 0, 300], ["total", 1, 500], ["total", 2, 300], ["total", 3, 200],
              players=["Ann", "Bob", "Cy", "Dee"])
    r = ct.result(st)
    assert r["ranking"] == [[1], [0, 2], [3]]
    assert r["places"] == [2, 1, 2, 4]
    assert r["winners"] == [1]
    assert r["lines"] == ["1  Bob $500", "2= Ann $300", "2= Cy $300", "4  Dee $200"]


def test_shared_win_and_lines_fit():
    st = game(["deck", 100], ["total", 0, 9995], ["total", 1, 9995],
              players=["Maximilian", "Bartholomew", "C"], opt={"deck": 999})  # that much money
    r = ct.result(st)
    assert r["winners"] == [0, 1] and r["places"] == [1, 1, 3]
    for ln in r["lines"]:
        assert len(ln) <= 16, ln
    for p in r["players"]:
        for ln in p["lines"]:
            assert len(ln) <= 16, ln


def test_table_checked_against_the_box():
    # issue 8 #6: every count against the deck, the message saying the limit
    e = raises(ValueError, game, ["deck", 0], ["total", 0, 4000], ["total", 1, 300])
    assert "$4300" in str(e) and "only $4200" in str(e)      # 84 money cards: 42 x $100
    st = game(["deck", 0], ["total", 0, 4200])
    e = raises(ValueError, ct.apply, game(["deck", 65]), ["total", 0, 2800])
    assert "30 cards on the table + 65 in the deck: only 93" in str(e)
    e = raises(ValueError, ct.apply, st, ["deck", 93])
    assert "only 93 in the box" in str(e)
    st = game(["stack", 0, [40, 60]], opt={"deck": 30, "thieves": 2, "jails": 2})
    st = ct.apply(st, ["total", 1, 1200])                   # 13 pairs of $100 in this box
    e = raises(ValueError, ct.apply, st, ["top", 0, 0, 40])
    assert "$1340 on the table: only $1300" in str(e)


def test_history_undo_redo():
    h = History(ct, ct.new(3))
    for a in (["stack", 0, [15, 85]], ["stack", 1, [20, 80, 20]], ["take", 2, 1, 0, 80],
              ["take", 0, 2, 0, T], ["refill"], ["deck", 3]):
        h.do(a)
    end = h.state
    for _ in range(4):
        h.undo()
    assert h.state["stacks"][1] == [[0, 20, 80, 20]]
    for _ in range(4):
        h.redo()
    assert h.state == end
    assert History.load(ct, h.dump()).state == end


def _deep(x):
    if type(x) in (list, tuple):
        return [_deep(v) for v in x]
    if type(x) is dict:
        return {k: _deep(v) for k, v in x.items()}
    return x


def test_apply_never_mutates_its_input():
    st = game(["stack", 0, [20, 80]], ["stack", 1, [35, 65]], ["total", 2, 200])
    for a in (["stack", 0, [50, 50]], ["total", 1, 100], ["top", 0, 0, 20],
              ["take", 3, 1, 0, 35], ["take", 3, 2, 0, T], ["move", 0, 1, 0], ["drop", 2, 0],
              ["deck", 3], ["hand", 1, 2]):
        before = _deep(st)
        after = ct.apply(st, a)
        assert st == before and after != before
    st = ct.apply(st, ["hand", 1, 2])
    before = _deep(st)
    assert ct.apply(st, ["refill"])["hands"][1] == 7 and st == before


def test_deleting_an_entry_never_moves_a_take_to_another_stack():
    """Issue 20: Ann makes 20+80, $200, 10+90; Bo takes the $200 with a Thief; deleting
    entry 1 leaves Bo the $200 (not the $100 stack now at that index); Undo brings it back."""
    from lookout.logedit import delete
    h = History(ct, ct.new(["Ann", "Bo", "Cat"]))
    for a in (["stack", 0, [20, 80]], ["total", 0, 200], ["stack", 0, [10, 90]],
              ["take", 1, 0, 1, ct.THIEF]):
        h.do(a)
    assert h.actions[3] == ["take", 1, 0, 1, ct.THIEF, [200]]     # the stack it took
    delete(h, 0)
    assert ct.result(h.state)["totals"] == [100, 200, 0]
    h.undo()
    assert ct.result(h.state)["totals"] == [200, 200, 0]
    h = History(ct, ct.new(["Ann", "Bo", "Cat"]))
    h.do(["total", 0, 200])
    h.do(["take", 1, 0, 0, ct.THIEF])
    raises(ValueError, delete, h, 0)          # the $200 would not be there: refused
    assert ct.result(h.state)["totals"] == [0, 200, 0] and len(h.actions) == 2
