"""Forty Thieves properties (CPython + hypothesis): line counting against a brute-force run count,
undo/redo exactness over random legal games, order independence of scores."""
import json

from hypothesis import given, settings, strategies as st

from lookout.games import forty
from lookout.history import History
from lookout.history import copy_data


def apply(state, action):
    """The game contract (HACKING.md): the caller hands apply a state it owns."""
    return forty.apply(copy_data(state), action)

BOARD = st.lists(st.sampled_from(".012"), min_size=36, max_size=36).map("".join)


def brute_lines(own, side):
    """Sum over every maximal run of side's cells along rows, columns, diagonals of len - 3."""
    ch = str(side)
    total = 0
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        for r in range(6):
            for c in range(6):
                pr, pc = r - dr, c - dc
                if 0 <= pr < 6 and 0 <= pc < 6:
                    continue  # not the start of a line
                run = 0
                rr, cc = r, c
                while 0 <= rr < 6 and 0 <= cc < 6:
                    if own[rr * 6 + cc] == ch:
                        run += 1
                    else:
                        total += max(0, run - 3)
                        run = 0
                    rr, cc = rr + dr, cc + dc
                total += max(0, run - 3)
    return total


@given(BOARD, st.integers(0, 2))
def test_line_count_matches_brute_force(own, side):
    assert forty.count_lines(own, side) == brute_lines(own, side)


@given(st.permutations(list(range(36))), st.integers(0, 36))
def test_line_count_independent_of_claim_order(order, k):
    cells = order[:k]
    b1 = ["."] * 36
    for i in cells:
        b1[i] = "0"
    b2 = ["."] * 36
    for i in reversed(cells):
        b2[i] = "0"
    assert forty.count_lines("".join(b1), 0) == forty.count_lines("".join(b2), 0)


def random_game(data, n, opts=None, steps=60):
    """Drive a game with random legal moves (from a random hand) or concessions."""
    h = History(forty, forty.new(n, opts))
    for _ in range(steps):
        if h.state["phase"] == "over":
            break
        hand = data.draw(st.lists(st.integers(1, 10), min_size=0, max_size=5))
        moves = forty.legal_moves(h.state, hand)
        if forty.must_concede(h.state, hand) or (
                h.state["phase"] == "play" and data.draw(st.integers(0, 15)) == 0):
            if h.state["phase"] == "play":
                h.do(["concede"])
            continue
        if moves:
            h.do(data.draw(st.sampled_from(moves)))
    return h


@settings(max_examples=60, deadline=None)
@given(st.data(), st.integers(2, 4))
def test_undo_then_redo_returns_same_state(data, n):
    h = random_game(data, n, {"rounds": 3})
    end = json.loads(json.dumps(h.state))
    k = data.draw(st.integers(0, h.cursor))
    for _ in range(k):
        h.undo()
    for _ in range(k):
        h.redo()
    assert h.state == end
    replay = History(forty, h.initial, h.actions)
    assert replay.state == end


@settings(max_examples=60, deadline=None)
@given(st.data(), st.integers(2, 4))
def test_invariants_of_random_games(data, n):
    h = random_game(data, n, {"rounds": 4, "strikes": n == 2})
    s = h.state
    assert sum(p for _, _, p, _ in s["log"]) == sum(s["score"])
    assert all(p >= 1 for _, _, p, _ in s["log"])
    own = s["own"]
    for side in range(len(s["score"])):
        assert forty.count_lines(own, side) == 0 or s["phase"] == "over"
    for ln in forty.result(s)["lines"]:
        assert len(ln) == 16
    for pile in s["piles"]:
        if pile:
            assert pile[-1] != 10  # a thief's replayed card always covers the 10
    for c in range(1, 11):
        assert s["piles"][0].count(c) + s["piles"][1].count(c) <= 4


@given(st.permutations([0, 1, 3]))
def test_four_player_concession_order_does_not_change_score(order):
    s = forty.new(["A", "B", "C", "D"])
    s = apply(apply(s, ["play", 0, 5]), ["play", 1, 2])
    for seat in order:
        if s["round"] > 1:
            break
        s = apply(s, ["concede", seat])
    # seats 1 and 3 make team 1; it is out once both concede, whatever else happened first
    assert s["score"] == [1, 0] and s["round"] == 2


@given(st.permutations([0, 1, 2]))
def test_three_player_concession_order_only_decides_who_is_left(order):
    s = forty.new(3)
    s = apply(apply(s, ["play", 0, 5]), ["play", 1, 2])
    s = apply(s, ["concede", order[0]])
    s = apply(s, ["concede", order[1]])
    want = [0, 0, 0]
    want[order[2]] = 1
    assert s["score"] == want
