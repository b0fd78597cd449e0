"""The shell's pure models: ranking, dice, scorepad, turn timer, players, session."""
from lookout import dice as D
from lookout import players as P
from lookout import ranking
from lookout import scorepad as pad
from lookout import session
from lookout.history import History
from lookout.turntimer import TurnTimer
from checks import raises
from memfs import MemFs


def test_rank_ties_share_a_place_and_skip_the_next():
    r = ranking.rank([5, 9, 9, 1])
    assert r == [(1, 1), (1, 2), (3, 0), (4, 3)]
    assert ranking.place_label(r, 0) == "1=" and ranking.place_label(r, 2) == "3"
    assert ranking.winners([5, 9, 9, 1]) == [1, 2]


def test_rank_low_wins_and_tiebreak():
    assert ranking.winners([5, 9, 2], low_wins=True) == [2]
    # Old Bill style: equal points, more pairs wins
    assert ranking.winners([13, 13, 7], tiebreak=[2, 3, 9]) == [1]


class Counter:
    """Random bytes 0, 1, 2, ... so rolls are predictable."""
    def __init__(self):
        self.n = 0

    def __call__(self, k):
        out = bytes([(self.n + i) & 255 for i in range(k)])
        self.n += k
        return out


def test_roll_rejects_biased_bytes():
    # d6: bytes >= 252 would bias the result and are skipped
    c = Counter()
    c.n = 251
    assert D.roll_one(c, 6) == 251 % 6 + 1
    assert D.roll_one(c, 6) == 0 % 6 + 1       # 252..255 skipped, wrapped to 0
    assert c.n == 257


def test_roll_is_uniform_over_all_bytes():
    c = Counter()
    counts = [0] * 20
    for _ in range(240 * 4):
        counts[D.roll_one(c, 20) - 1] += 1
    assert min(counts) == max(counts)


def test_roll_limits_and_history():
    raises(ValueError, D.roll, Counter(), 7, 6)
    raises(ValueError, D.roll, Counter(), 1, 21)
    h = []
    for i in range(12):
        D.remember(h, 2, 6, [i % 6 + 1, 1])
    assert len(h) == D.HISTORY and h[0] == ["2d6", 11 % 6 + 2, [11 % 6 + 1, 1]]
    assert D.keep_meaning(1) == ("Face N", "Patrol: star")
    assert D.keep_meaning(6) == ("Face NW", "Patrol: shield")


class PadModel:
    apply = staticmethod(pad.apply)


def test_scorepad_rounds_totals_edit_and_errors():
    h = History(PadModel, pad.new(3))
    h.do(["set", 0, 0, 5])          # opens round 1
    h.do(["set", 0, 2, -3])
    h.do(["set", 1, 1, 7])          # opens round 2
    assert pad.totals(h.state) == [5, 7, -3]
    h.do(["set", 0, 2, 4])          # edit a past round
    assert pad.totals(h.state) == [5, 7, 4]
    raises(ValueError, h.do, ["set", 5, 0, 1])
    raises(ValueError, h.do, ["set", 0, 3, 1])
    raises(ValueError, h.do, ["set", 0, 0, 100000])
    h.do(["del", 0])
    assert pad.totals(h.state) == [0, 7, 0]
    h.undo()
    assert pad.totals(h.state) == [5, 7, 4]


def test_turn_timer_passes_clockwise_pauses_and_alarms_once():
    t = TurnTimer(3, turn=2, limit_s=10)
    t.begin(1000)
    assert t.elapsed(4000) == 3000
    t.toggle_pause(4000)
    assert t.elapsed(9000) == 3000
    t.toggle_pause(9000)
    assert not t.alarm_due(15999)
    assert t.alarm_due(16000) and not t.alarm_due(17000)
    assert t.pass_turn(17000) == 0 and t.elapsed(17500) == 500 and not t.alarmed


def test_players_limits_names_and_seats():
    ps = P.default()
    P.add(ps)
    assert ps[3] == ["Dan", 3]
    raises(ValueError, P.rename, ps, 0, "Bo")
    raises(ValueError, P.rename, ps, 0, "  ")
    P.rename(ps, 0, "Zoe")
    assert P.move(ps, 0, 1) == 1 and ps[1][0] == "Zoe"
    P.add(ps)
    P.add(ps)
    raises(ValueError, P.add, ps)
    for _ in range(4):
        P.remove(ps, 0)
    raises(ValueError, P.remove, ps, 0)
    assert P.next_seat(1, 2) == 0


def test_session_load_rejects_wrong_shapes_and_keeps_good_ones():
    fs = MemFs()
    from lookout.store import Store
    st = Store(fs)
    st.save({"v": 1, "players": [["Ann", 0]], "set": {}, "games": {}})   # one player: bad
    s = session.Session(Store(fs))
    s.load()
    # issue 20: no good copy, so what can be used of it is (its players set aside, said)
    assert s.data == session.fresh() and "players (1 players)" in s.warning, s.warning
    good = session.fresh()
    good["players"].append(["Dan", 3])
    good.pop("timer")                                   # older save: filled from defaults
    Store(fs).save(good)
    s = session.Session(Store(fs))
    s.load()
    assert s.resumed and s.names() == ["Ann", "Bo", "Cat", "Dan"]
    assert s.data["timer"] == session.fresh()["timer"]
