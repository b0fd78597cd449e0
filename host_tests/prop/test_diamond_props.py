"""Diamond trick game properties (CPython + hypothesis): trick winner invariants, scoring never
negative, entry order never matters, undo/redo exact."""
import json

from hypothesis import assume, given, settings, strategies as st

from lookout.games import diamond as dm
from lookout.history import History

CHARTS = st.sampled_from([list(dm.DEFAULT_BEATS), ["TD", "TM", "DM"], ["MD", "DT", "MT"]])


@st.composite
def trick(draw, n=None):
    n = n or draw(st.integers(3, 5))
    lo, hi = dm.RANGES[n]
    cards = draw(st.lists(st.tuples(st.sampled_from("TDM"), st.integers(lo, hi)),
                          min_size=n, max_size=n, unique=True))
    return cards


@given(trick(), CHARTS)
def test_winner_is_a_played_card_and_beats_rules(cards, beats):
    w = dm.trick_winner(cards, beats)
    assert 0 <= w < len(cards)
    suits = set(c[0] for c in cards)
    if len(suits) == 3:
        low = min(c[1] for c in cards)
        assert cards[w][1] == low
        assert w == [c[1] for c in cards].index(low)
    else:
        top = cards[w][0]
        if len(suits) == 2:
            other = (suits - {top}).pop()
            assert dm.stronger(top, other, beats) == top
        assert cards[w][1] == max(c[1] for c in cards if c[0] == top)


@given(trick(), CHARTS, st.randoms(use_true_random=False))
def test_winning_card_does_not_depend_on_order_without_ties(cards, beats, rnd):
    nums = [c[1] for c in cards]
    assume(len(set(nums)) == len(nums))  # no ties: order never matters
    w = cards[dm.trick_winner(cards, beats)]
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert shuffled[dm.trick_winner(shuffled, beats)] == w


@given(trick(), CHARTS)
def test_first_played_wins_low_ties_with_three_suits(cards, beats):
    low = min(c[1] for c in cards)
    cards = cards + [(s, low) for s in "TDM"]
    cards = [c for i, c in enumerate(cards) if c not in cards[:i]]
    w = dm.trick_winner(cards, beats)
    assert cards[w][1] == low and w == [c[1] for c in cards].index(low)


@st.composite
def round_entry(draw):
    n = draw(st.integers(3, 5))
    lo, hi = dm.RANGES[n]
    size = hi - lo + 1
    # deal the 12n cards into tricks of n won by random players
    suits = ["T"] * size + ["D"] * size + ["M"] * size
    suits = draw(st.permutations(suits))
    cnt = [[0, 0, 0] for _ in range(n)]
    for t in range(12):
        w = draw(st.integers(0, n - 1))
        for s in suits[t * n:(t + 1) * n]:
            cnt[w]["TDM".index(s)] += 1
    dia = []
    for i in range(n):
        if draw(st.booleans()):
            dia.append(draw(st.lists(st.integers(0, 6), min_size=cnt[i][2], max_size=cnt[i][2])))
        else:       # a total: at most 20 diamonds on each Madam card the seat scores
            dia.append(draw(st.integers(0, min(60, dm.scored(cnt, i) * dm.MAX_DIA))))
    return n, cnt, dia


@settings(max_examples=150, deadline=None)
@given(round_entry())
def test_scoring_never_negative_and_bounded(entry):
    n, cnt, dia = entry
    out = dm.score_round(cnt, dia)
    all_dia = sum(sum(d) for d in dia if type(d) is list)
    for i in range(n):
        p = out[i]["points"]
        if p is None:
            ch = dm.thiefs_chance(cnt)
            assert ch and ch[0] == i and type(dia[ch[1]]) is int
            continue
        assert p >= 0
        if type(dia[i]) is list:
            assert p <= all_dia
        assert 0 <= out[i]["drop_m"] <= cnt[i][2]
        assert out[i]["drop_t"] == min(cnt[i][0], cnt[i][1])
    per_card = [i for i in range(n) if type(dia[i]) is list]
    ch = dm.thiefs_chance(cnt)
    if len(per_card) == n:  # diamonds only move or get discarded, never appear
        assert sum(o["points"] for o in out) <= all_dia
    if ch:
        assert ch[0] != ch[1] and 0 <= ch[2] <= cnt[ch[1]][2]


@settings(max_examples=80, deadline=None)
@given(round_entry(), st.randoms(use_true_random=False))
def test_entry_order_does_not_matter(entry, rnd):
    n, cnt, dia = entry
    acts = [["counts", i] + cnt[i] for i in range(n)]
    rnd.shuffle(acts)
    dacts = [["dia", i, dia[i]] for i in range(n)]
    rnd.shuffle(dacts)
    s = dm.new(n)
    for a in acts + dacts:
        s = dm.apply(s, a)
    ref = dm.new(n)
    for i in range(n):
        ref = dm.apply(ref, ["counts", i] + cnt[i])
    for i in range(n):
        ref = dm.apply(ref, ["dia", i, dia[i]])
    assert dm.breakdown(s) == dm.breakdown(ref)
    for i in range(n):          # a total past the Madam cards the seat scores: refused
        most = dm.scored(cnt, i) * dm.MAX_DIA
        try:
            dm.apply(dm.copy(ref), ["dia", i, most + 1])
            assert False, (cnt, i, most)
        except ValueError:
            pass


@settings(max_examples=40, deadline=None)
@given(st.integers(3, 5), st.data())
def test_tracked_round_undo_redo_and_counts(n, data):
    lo, hi = dm.RANGES[n]
    cards = [[s, k] for s in "TDM" for k in range(lo, hi + 1)]
    cards = data.draw(st.permutations(cards))
    h = History(dm, dm.new(n))
    for c in cards:
        h.do(["play"] + c)
    assert h.state["phase"] == "score"
    cnt = dm.counts(h.state)
    assert all((sum(c) % n) == 0 for c in cnt)
    assert sum(sum(c) for c in cnt) == 12 * n
    end = json.loads(json.dumps(h.state))
    k = data.draw(st.integers(0, len(cards)))
    for _ in range(k):
        h.undo()
    for _ in range(k):
        h.redo()
    assert h.state == end
