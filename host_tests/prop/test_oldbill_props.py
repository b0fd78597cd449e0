"""Old Bill properties (CPython + hypothesis): entry order, undo/redo, symmetric ties and the
best tie choice."""
from hypothesis import given, settings, strategies as st

from lookout.games import oldbill as ob
from lookout.history import History

N = 4


@st.composite
def dens(draw, n=N):
    """A legal end-of-game table: per player per suit a list of thief values, Mimes, pairs."""
    thieves = [[draw(st.lists(st.integers(0, 10), max_size=3)) for _ in range(4)]
               for _ in range(n)]           # 3 per player per suit: never over 12 per suit
    mimes = draw(st.lists(st.tuples(st.integers(0, n - 1), st.integers(0, 3),
                                    st.integers(0, 10)), max_size=5))
    pairs = [draw(st.integers(0, sum(len(v) // 2 for v in thieves[p]))) for p in range(n)]
    return thieves, mimes, pairs


def card_actions(table):
    thieves, mimes, pairs = table
    acts = []
    for p, suits in enumerate(thieves):
        for s, vals in enumerate(suits):
            acts += [["card", p, s, v] for v in vals]
        acts += [["pair", p, 1]] * pairs[p]
    acts += [["mime", p, s, v] for p, s, v in mimes]
    return acts


def total_actions(table):
    thieves, mimes, pairs = table
    acts = []
    for p, suits in enumerate(thieves):
        for s, vals in enumerate(suits):
            mm = [v for q, t, v in mimes if (q, t) == (p, s)]
            acts.append(["suit", p, s, len(vals) + len(mm), sum(vals) + sum(mm), len(mm)])
        acts.append(["pairs", p, pairs[p]])
    return acts


def run(acts, n=N, opt=None):
    s = ob.new(n, opt)
    for a in acts:
        s = ob.apply(s, a)
    return s


def summary(state):
    r = ob.result(state)
    return [(p["total"], p["pairs"], p["lines"]) for p in r["players"]], r["ranking"]


@settings(max_examples=150, deadline=None)
@given(dens(), st.randoms(use_true_random=False))
def test_scores_never_depend_on_entry_order(table, rnd):
    acts = card_actions(table)
    base = summary(run(acts))
    shuffled = list(acts)
    rnd.shuffle(shuffled)
    assert summary(run(shuffled)) == base
    tot = total_actions(table)
    rnd.shuffle(tot)
    assert summary(run(tot)) == base          # card by card == suit totals


@settings(max_examples=150, deadline=None)
@given(dens())
def test_choice_is_the_best_legal_choice(table):
    s = run(card_actions(table))
    for p in range(N):
        den = s["den"][p]
        total, m, l, _ = ob.score(den, s["pairs"][p])
        present = [i for i in range(4) if den[i][0]]
        if not present:
            assert total == 2 * s["pairs"][p]
            continue
        hi = max(den[i][0] for i in present)
        lo = min(den[i][0] for i in present)
        assert den[m][0] == hi and den[l][0] == lo
        if len(present) > 1:
            assert m != l
            best = max(den[a][1] + den[b][1] for a in present for b in present
                       if a != b and den[a][0] == hi and den[b][0] == lo)
        else:
            best = den[present[0]][1]
        assert total == best + 2 * s["pairs"][p]


@settings(max_examples=100, deadline=None)
@given(dens(), st.permutations(list(range(N))))
def test_ties_symmetric_under_player_order(table, perm):
    thieves, mimes, pairs = table
    r1 = ob.result(run(card_actions(table)))
    # player perm[i] of the second game has the Den of player i of the first
    inv = [0] * N
    for i, j in enumerate(perm):
        inv[j] = i
    table2 = ([thieves[inv[j]] for j in range(N)],
              [(perm[p], s, v) for p, s, v in mimes], [pairs[inv[j]] for j in range(N)])
    r2 = ob.result(run(card_actions(table2)))
    assert [r2["players"][perm[i]]["total"] for i in range(N)] == \
        [r1["players"][i]["total"] for i in range(N)]
    g1 = sorted(sorted(perm[i] for i in g) for g in r1["ranking"])
    g2 = sorted(sorted(g) for g in r2["ranking"])
    assert g1 == g2
    assert sorted(perm[i] for i in r1["winners"]) == sorted(r2["winners"])
    # a tie is a tie both ways: equal (points, pairs) <=> same ranking group
    for g in r1["ranking"]:
        keys = {(r1["players"][p]["total"], r1["players"][p]["pairs"]) for p in g}
        assert len(keys) == 1


ACTION = st.one_of(
    st.tuples(st.just("card"), st.integers(-1, N), st.integers(0, 4), st.integers(-1, 11)),
    st.tuples(st.just("mime"), st.integers(0, N - 1), st.integers(0, 3), st.integers(0, 3)),
    st.tuples(st.just("suit"), st.integers(0, N - 1), st.integers(0, 3), st.integers(0, 8),
              st.integers(0, 30), st.integers(0, 3)),
    st.tuples(st.just("pairs"), st.integers(0, N - 1), st.integers(0, 6)),
    st.tuples(st.just("pair"), st.integers(0, N - 1), st.integers(-1, 1)),
    st.tuples(st.just("discard"), st.integers(0, N - 1), st.integers(0, 3), st.integers(0, 5),
              st.sampled_from(["t", "m", "p"])),
).map(list)


@settings(max_examples=150, deadline=None)
@given(st.lists(ACTION, max_size=30), st.integers(0, 30))
def test_undo_then_redo_returns_the_same_state(actions, k):
    h = History(ob, ob.new(N))
    states = [h.state]
    for a in actions:
        before = ob.apply(h.state, ["pair", 0, 0])      # a copy
        try:
            h.do(a)
        except ValueError:
            assert h.state == before                 # illegal: untouched
            continue
        states.append(h.state)
    end = h.state
    k = min(k, h.cursor)
    for _ in range(k):
        h.undo()
    assert h.state == states[len(states) - 1 - k]
    for _ in range(k):
        h.redo()
    assert h.state == end
    assert ob.result(History.load(ob, h.dump()).state) == ob.result(end)


MEM = st.lists(st.sampled_from([["match"], ["miss"]]), max_size=60)


@settings(max_examples=100, deadline=None)
@given(MEM, st.integers(0, 60))
def test_memory_undo_redo_and_pair_count(actions, k):
    h = History(ob, ob.new(3, {"mode": "memory"}))
    for a in actions:
        try:
            h.do(a)
        except ValueError:
            pass
    end = h.state
    assert sum(end["pairs"]) * 2 + end["left"] == 52
    k = min(k, h.cursor)
    for _ in range(k):
        h.undo()
    for _ in range(k):
        h.redo()
    assert h.state == end
    r = ob.result(end)
    if r["over"]:
        best = max(end["pairs"])
        assert r["winners"] == [p for p in range(3) if end["pairs"][p] == best]
