"""Issue 20, people not seats (CPython + hypothesis): random games of every kind, then delete
any entry (lookout.history's marker, as the history list does), undo it, resume from the save;
and on the scorepad reorder, remove and bring back any player.

Each entry's effect is read off the states before and after it (not from the action), and each
total is checked against a sum of those effects made here. A deletion is either refused with
the log and state untouched, or every remaining entry keeps its player and effect."""
import json

from hypothesis import given, settings, strategies as st

from lookout import players as P
from lookout import scorepad as pad
from lookout.games import clumsy, diamond, forty, oldbill
from lookout.logedit import delete
from lookout.history import VOID, History, copy_data


def dup(x):
    return json.loads(json.dumps(x))


def effects(h, effect):
    """{log index: effect} for the entries in play, replayed from the start."""
    s = copy_data(h.initial)
    gone = h.voided() or ()
    out = {}
    for j in range(h.cursor):
        a = h.actions[j]
        if a[0] == VOID or j in gone:
            continue
        b = h.model.apply(copy_data(s), a)
        out[j] = effect(s, b, a)
        s = b
    return out


def build(model, init, rnd, pick, steps):
    """A random game: steps tries of pick(rnd, state); the ones the rules refuse are skipped."""
    h = History(model, init)
    for _ in range(steps):
        a = pick(rnd, h.state)
        if a is None:
            break
        try:
            h.do(a)
        except ValueError:
            pass
    return h


def delete_any(h, effect, totals, rnd):
    """Delete a random entry: refused (nothing changed) or every other entry unchanged; the
    totals equal the sum of the effects; Undo brings it back; a resume gives the same."""
    if not h.cursor:
        return 0
    was = effects(h, effect)
    totals(h.state, [was[j] for j in sorted(was)])
    i = rnd.choice(sorted(was))
    before = dup(h.dump())
    state = dup(h.state)
    try:
        delete(h, i)
    except ValueError:
        assert dup(h.dump()) == before and dup(h.state) == state
        return 0
    now = effects(h, effect)
    assert i not in now and sorted(now) == [j for j in sorted(was) if j != i]
    for j in now:
        assert now[j] == was[j], (j, was[j], now[j], h.actions)
    totals(h.state, [now[j] for j in sorted(now)])
    again = History.load(h.model, dup(h.dump()))
    assert dup(again.state) == dup(h.state)
    h.undo()
    assert dup(h.state) == state
    h.redo()
    assert effects(h, effect) == now
    return 1


# ---- Forty Thieves -------------------------------------------------------------------------

def forty_pick(rnd, s):
    if s["phase"] == "over":
        return None
    if s["phase"] == "play" and rnd.random() < 0.03:
        return ["concede"]
    pile = rnd.randrange(2) if s["phase"] == "play" else (0 if s["phase"] == "open0" else 1)
    if s["phase"] == "play" and rnd.random() < 0.1 and s["piles"][pile]:
        return ["play", pile, 10, rnd.choice(s["piles"][pile])]
    return ["play", pile, rnd.randint(1, 9)]


def forty_effect(b, s, a):
    """(who: side gaining or seat conceding, the product claimed, the round end it made)."""
    end = s["log"][len(b["log"]):] if len(s["log"]) > len(b["log"]) else []
    if a[0] == "concede":
        who = [k for k in range(b["n"]) if s["out"][k] and not b["out"][k]] if not end else []
        return ("concede", tuple(who), tuple(map(tuple, end)))
    if s["round"] == b["round"] and s["phase"] != "over":
        cells = [k for k in range(36) if s["own"][k] != b["own"][k]]
        return ("play", tuple((b["lay"][k], s["own"][k]) for k in cells), ())
    return ("play", "end", tuple(map(tuple, end)))


def forty_totals(s, effs):
    got = [0] * len(s["score"])
    for e in effs:
        for _, side, pts, _ in e[2]:
            got[side] += pts
    assert got == s["score"]


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 3), st.randoms(use_true_random=False))
def test_forty_delete_keeps_who_did_what(n, rnd):
    h = build(forty, forty.new(n, {"rounds": 3}), rnd, forty_pick, 60)
    for _ in range(3):
        delete_any(h, forty_effect, forty_totals, rnd)


# ---- Clumsy Thief --------------------------------------------------------------------------

def clumsy_pick(rnd, s):
    n = len(s["names"])
    p = rnd.randrange(n)
    q = rnd.randrange(n)
    k = rnd.random()
    own = s["stacks"][p]
    if k < 0.3:
        a = rnd.randrange(5, 100, 5)
        return ["stack", p, [a, 100 - a]]
    if k < 0.45:
        return ["total", p, rnd.randrange(100, 400, 5)]
    card = rnd.choice([clumsy.THIEF, clumsy.JAIL] + list(range(5, 100, 5)))
    if k < 0.6 and own:
        return ["top", p, rnd.randrange(len(own)), card]
    if k < 0.8 and s["stacks"][q]:
        return ["take", p, q, rnd.randrange(len(s["stacks"][q])), card]
    if k < 0.87 and s["stacks"][q]:
        return ["move", p, q, rnd.randrange(len(s["stacks"][q]))]
    if k < 0.93 and own:
        return ["drop", p, rnd.randrange(len(own))]
    return ["hand", p, rnd.randrange(8)]


def money(s):
    return [sum(clumsy.value(x) for x in ss) for ss in s["stacks"]]


def clumsy_effect(b, s, a):
    mb, ms = money(b), money(s)
    return tuple(ms[p] - mb[p] for p in range(len(mb)))


def clumsy_totals(s, effs):
    got = [0] * len(s["names"])
    for e in effs:
        for p in range(len(got)):
            got[p] += e[p]
    assert got == clumsy.result(s)["totals"]


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 6), st.randoms(use_true_random=False))
def test_clumsy_delete_keeps_who_did_what(n, rnd):
    h = build(clumsy, clumsy.new(n, {"deck": 999}), rnd, clumsy_pick, 40)
    for _ in range(3):
        delete_any(h, clumsy_effect, clumsy_totals, rnd)


def test_clumsy_the_200_stack_example():
    """Ann makes 20+80, $200, 10+90; Bo takes the $200 with a Thief; entry 1 deleted."""
    h = History(clumsy, clumsy.new(["Ann", "Bo", "Cat"]))
    for a in (["stack", 0, [20, 80]], ["total", 0, 200], ["stack", 0, [10, 90]],
              ["take", 1, 0, 1, clumsy.THIEF]):
        h.do(a)
    delete(h, 0)
    assert money(h.state) == [100, 200, 0]
    h.undo()
    assert money(h.state) == [200, 200, 0]


# ---- Old Bill: Dens and Memory -------------------------------------------------------------

def den_pick(rnd, s):
    n = len(s["names"])
    p, su = rnd.randrange(n), rnd.randrange(4)
    k = rnd.random()
    if k < 0.45:
        return ["card", p, su, rnd.randint(0, 10)]
    if k < 0.55:
        return ["mime", p, su, rnd.randint(0, 3)]
    if k < 0.65:
        c = rnd.randint(0, 5)
        return ["suit", p, su, c, rnd.randint(0, c * 3), rnd.randint(0, min(c, 1))]
    if k < 0.75:
        return ["pairs", p, rnd.randint(0, 4)]
    if k < 0.85:
        return ["pair", p, rnd.choice((1, -1))]
    return ["discard", p, su, rnd.randint(0, 4), rnd.choice("tmp")]


def den_effect(b, s, a):
    """Per player, per suit: ("set", ...) when the entry sets a cell or the pairs (what it
    says), else the change it made."""
    out = []
    for p in range(len(b["den"])):
        for su in range(4):
            x, y = b["den"][p][su], s["den"][p][su]
            if a[0] == "suit" and a[1] == p and a[2] == su:
                out.append(("set", p, su, tuple(y)))
            elif x != y:
                out.append(("add", p, su, (y[0] - x[0], y[1] - x[1], y[2] - x[2])))
        if a[0] == "pairs" and a[1] == p:
            out.append(("pairs", p, s["pairs"][p]))
        elif s["pairs"][p] != b["pairs"][p]:
            out.append(("pair", p, s["pairs"][p] - b["pairs"][p]))
    return tuple(out)


def den_totals(s, effs):
    """The Dens and pairs made here from the effects alone."""
    n = len(s["names"])
    den = [[[0, 0, 0] for _ in range(4)] for _ in range(n)]
    pairs = [0] * n
    for e in effs:
        for x in e:
            if x[0] == "set":
                den[x[1]][x[2]] = list(x[3])
            elif x[0] == "add":
                den[x[1]][x[2]] = [den[x[1]][x[2]][k] + x[3][k] for k in range(3)]
            elif x[0] == "pairs":
                pairs[x[1]] = x[2]
            else:
                pairs[x[1]] += x[2]
    assert den == s["den"] and pairs == s["pairs"]


def memory_pick(rnd, s):
    return [rnd.choice(("match", "miss", "miss"))]


def memory_effect(b, s, a):
    n = len(b["names"])
    got = [p for p in range(n) if s["pairs"][p] != b["pairs"][p]]
    if got:
        return ("match", got[0])
    return ("miss", (s["turn"] - 1) % n)


def memory_totals(s, effs):
    pairs = [0] * len(s["names"])
    for k, p in effs:
        if k == "match":
            pairs[p] += 1
    assert pairs == s["pairs"]


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 4), st.randoms(use_true_random=False))
def test_oldbill_delete_keeps_who_did_what(n, rnd):
    h = build(oldbill, oldbill.new(n), rnd, den_pick, 40)
    for _ in range(3):
        delete_any(h, den_effect, den_totals, rnd)
    h = build(oldbill, oldbill.new(n, {"mode": "memory", "cards": 40}), rnd, memory_pick, 30)
    for _ in range(3):
        delete_any(h, memory_effect, memory_totals, rnd)


# ---- Diamond -------------------------------------------------------------------------------

def diamond_pick(rnd, s):
    if s["phase"] == "over":
        return None
    if s["phase"] == "score":
        for p in range(s["n"]):
            if s["dia"][p] is None:
                return ["dia", p, rnd.randint(0, 6)]
        return ["commit"]
    free = [(su, k) for si, su in enumerate(diamond.SUITS)
            for k in range(s["lo"], s["hi"] + 1)
            if [su, k] not in s["trick"] and not any(k in w[si] for w in s["won"])]
    su, k = rnd.choice(free)
    return ["play", su, k]


def diamond_effect(b, s, a):
    if a[0] == "play":
        return ("play", (b["lead"] + len(b["trick"])) % b["n"], a[1], a[2])
    if a[0] == "dia":
        return ("dia", tuple(s["dia"][p] != b["dia"][p] for p in range(b["n"])), a[2])
    return ("commit", tuple(len(s["score"][p]) and s["score"][p][-1] for p in range(b["n"])))


def diamond_totals(s, effs):
    got = [0] * s["n"]
    for e in effs:
        if e[0] == "commit":
            for p in range(s["n"]):
                got[p] += e[1][p]
    assert got == [sum(r) for r in s["score"]]


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 90), st.randoms(use_true_random=False))
def test_diamond_delete_keeps_who_did_what(stop, rnd):
    """A card out of its seat's turn is refused (a trick's order is the rules'): games stopped
    anywhere (stop entries past a round's 36 cards: its scoring), the last entries deleted
    too."""
    h = build(diamond, diamond.new(3, {"rounds": 2}), rnd, diamond_pick, 36 + stop)
    for _ in range(2):
        delete_any(h, diamond_effect, diamond_totals, rnd)
    done = 0
    while h.cursor and done < 3:            # the latest entries: a card, a score, a commit
        was = effects(h, diamond_effect)
        last = max(was)
        delete(h, last)
        now = effects(h, diamond_effect)
        assert all(now[j] == was[j] for j in now) and last not in now
        diamond_totals(h.state, [now[j] for j in sorted(now)])
        done += 1


# ---- The scorepad: people, not seats -------------------------------------------------------

def pad_pick(rnd, s, ids):
    k = rnd.random()
    r = len(s["rounds"])
    if k < 0.75:
        return ["set", rnd.randint(0, r) if r else 0, rnd.choice(ids), rnd.randint(-50, 50)]
    if k < 0.9:
        return ["new"]
    return ["del", rnd.randrange(r)] if r else ["new"]


def pad_effect(b, s, a):
    if a[0] == "set":
        return ("set", a[2], a[3], len(b["rounds"]))
    return (a[0], len(b["rounds"]), len(s["rounds"]))


@settings(max_examples=80, deadline=None)
@given(st.randoms(use_true_random=False))
def test_pad_points_stay_with_people(rnd):
    ps = P.default()
    for _ in range(rnd.randint(0, 3)):
        P.add(ps)
    ids = P.ids(ps)
    h = History(pad, pad.new(ids))
    acts = []
    for _ in range(30):
        a = pad_pick(rnd, h.state, ids)
        try:
            h.do(a)
            acts.append(h.actions[-1])
        except ValueError:
            pass

    def sums(state, effs):
        mine = []                           # rounds as {id: points}, replayed from the log
        for a in [h.actions[j] for j in sorted(effects(h, lambda b, s, a: 0))]:
            if a[0] == "new" or (a[0] == "set" and a[1] == len(mine)):
                mine.append({})
            if a[0] == "set":
                mine[a[1]][a[2]] = a[3]
            elif a[0] == "del":
                del mine[a[1]]
        for i in ids:
            assert pad.total(state, i) == sum(r.get(i, 0) for r in mine)
        return mine

    for _ in range(2):
        delete_any(h, pad_effect, sums, rnd)
    mine = sums(h.state, None)
    # reorder, remove, bring back any player: each person's total is theirs throughout
    want = {i: sum(r.get(i, 0) for r in mine) for i in ids}
    gone = None
    for _ in range(12):
        k = rnd.random()
        if k < 0.5:
            P.move(ps, rnd.randrange(len(ps)), rnd.choice((-1, 1)))
        elif k < 0.75 and len(ps) > P.MIN and gone is None:
            seat = rnd.randrange(len(ps))
            gone = [seat, ps[seat]]
            P.remove(ps, seat)
        elif gone is not None:
            ps.insert(min(gone[0], len(ps)), gone[1])
            gone = None
        shown = pad.totals(h.state, P.ids(ps))
        assert shown == [want[p[2]] for p in ps]


# ---- History: checkpoints and folding with deletions ---------------------------------------

class Adder:
    """(player, points): a total per player, refused below zero (so a deletion can fail)."""
    @staticmethod
    def apply(state, a):
        state[a[0]] += a[1]
        if state[a[0]] < 0:
            raise ValueError("below zero")
        return state


OPS = st.lists(st.tuples(st.sampled_from("dduurx"), st.integers(0, 2), st.integers(-3, 9)),
               max_size=60)


def step(h, k, p, v, at):
    """One random operation on h: do (p, v), undo, redo, or delete entry `at` (None: none);
    a refusal (ValueError) is no step, as on the device."""
    try:
        if k == "d":
            h.do((p, v))
        elif k == "u":
            h.undo()
        elif k == "r":
            h.redo()
        elif at is not None:
            delete(h, at)
    except ValueError:
        pass


@settings(max_examples=200, deadline=None)
@given(OPS, st.integers(1, 4), st.integers(1, 3))
def test_checkpoints_give_the_states_a_plain_replay_gives(ops, every, keep):
    """Any do / undo / redo / delete: a History with checkpoints holds what one without them
    holds, and a resume from its save too."""
    a = History(Adder, [0, 0, 0], every=every, keep=keep)
    b = History(Adder, [0, 0, 0])
    for k, p, v in ops:
        for h in (a, b):
            step(h, k, p, v, (p * 7 + v) % h.cursor if h.cursor else None)
        assert a.state == b.state and a.cursor == b.cursor and a.actions == b.actions
        assert History.load(Adder, a.dump(), every=every, keep=keep).state == a.state


@settings(max_examples=200, deadline=None)
@given(OPS, st.integers(1, 3), st.integers(4, 12))
def test_folding_keeps_the_state_with_deletions(ops, every, limit):
    """Past `limit` the log folds into `initial`; the state is the one an unbounded History
    holds after the same steps (undo stops at the fold: only steps both could take)."""
    a = History(Adder, [0, 0, 0], limit=limit, every=every, keep=3)
    b = History(Adder, [0, 0, 0])
    for k, p, v in ops:
        if k == "u" and not a.can_undo():
            continue
        back = 1 + (p * 7 + v) % a.cursor if a.cursor else 0   # entries back from the cursor
        for h in (a, b):
            step(h, k, p, v, h.cursor - back if back else None)
        assert a.state == b.state, (a.dump(), b.dump())


@settings(max_examples=100, deadline=None)
@given(st.integers(2, 6), st.randoms(use_true_random=False))
def test_a_games_seats_keep_their_people_through_player_edits(n, rnd):
    """A card game keeps its players' ids from its start (screens/gameplay.begin): whatever
    moves, leaves and comes back at the table, each seat's LED colour is its own person's
    (off while they are away), and Session.first() is still who goes first."""
    from lookout import session
    from lookout.store import Store
    from memfs import MemFs
    s = session.Session(Store(MemFs()))
    ps = s.players()
    while len(ps) < n:
        s.add_player()
    colour = {p[2]: p[1] for p in ps}
    ids = P.ids(ps)                          # the game's seats
    s.set_first(rnd.randrange(n))
    first = s.data["first"]
    for _ in range(15):
        k = rnd.random()
        if k < 0.5:
            P.move(ps, rnd.randrange(len(ps)), rnd.choice((-1, 1)))
        elif k < 0.75 and len(ps) > P.MIN and s.gone() is None:
            seat = rnd.randrange(len(ps))
            s.set_gone([seat, list(ps[seat])])
            P.remove(ps, seat)
        elif s.gone() is not None:
            g = s.gone()
            ps.insert(min(g[0], len(ps)), g[1])
            s.set_gone(None)
        for seat in range(n):
            here = P.seat_of(ps, ids[seat]) >= 0
            want = P.RGB[colour[ids[seat]]] if here else (0, 0, 0)
            assert P.rgb(ps, seat, ids) == want
        f = s.first()
        if P.seat_of(ps, first) >= 0:
            assert ps[f][2] == first
