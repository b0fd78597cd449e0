"""The shell's pure models: ranking, dice, scorepad, turn timer, players, session."""
from lookout import dice as D
from lookout import players as P
from lookout import ranking
from lookout import scorepad as pad
from lookout import session
from lookout.history import History
from lookout.store import Store
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
    raises(ValueError, h.do, ["set", 0, "Ann", 1])
    raises(ValueError, h.do, ["set", 0, 0, 100000])
    h.do(["del", 0])
    assert pad.totals(h.state) == [0, 7, 0]
    h.undo()
    assert pad.totals(h.state) == [5, 7, 4]


def test_scorepad_columns_are_people_not_seats():
    h = History(PadModel, pad.new([0, 1, 2]))
    h.do(["set", 0, 0, 20])
    h.do(["set", 0, 1, 10])
    # a new player (id 7) gets a column with their first score, 0 in the rounds before
    h.do(["set", 1, 7, 4])
    assert pad.totals(h.state, [1, 0, 7]) == [10, 20, 4]
    assert pad.points(h.state, 0, 7) == 0 and pad.total(h.state, 9) == 0
    assert h.state["ids"] == [0, 1, 2, 7]


def test_scorepad_old_seat_saves_migrate_to_the_same_people():
    old = {"i": {"n": 3, "rounds": [[1, 2, 3]]}, "a": [["set", 0, 2, 9], ["new"]], "c": 2}
    d = pad.migrate(old, 3)
    assert d["i"] == {"ids": [0, 1, 2], "rounds": [[1, 2, 3]]}
    assert d["a"] == [["set", 0, 2, 9], ["new"]] and d["c"] == 2
    h = History.load(PadModel, d)
    assert pad.totals(h.state) == [1, 2, 9]
    # more seats than players today: the extra column is kept under an id no one has
    d = pad.migrate({"i": {"n": 3, "rounds": [[1, 2, 3]]}, "a": [], "c": 0}, 2)
    assert d["i"]["ids"] == [0, 1, -3]
    assert pad.migrate(d, 2) is d                 # already by ids: as it is


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
    assert ps[3] == ["Dan", 3, 3]
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


def test_player_ids_stay_with_people_and_old_saves_get_them():
    ps = [["Ann", 0], ["Bo", 1], ["Cat", 2]]
    assert P.ensure_ids(ps) and P.ids(ps) == [0, 1, 2]     # seat k was id k
    P.move(ps, 1, -1)
    assert P.ids(ps) == [1, 0, 2] and P.seat_of(ps, 0) == 1 and P.seat_of(ps, 5) == -1
    ps.append(["Dan", 3])                                  # one without an id: a new one
    assert not P.ensure_ids(ps) and ps[3][2] == 3
    assert P.new_id(ps, (9,)) == 10


def test_session_goes_first_is_a_person():
    s = session.Session(Store(MemFs()))
    s.data["players"] = [["Ann", 0], ["Bo", 1], ["Cat", 2], ["Dan", 3]]
    s.data["first"] = 2                                    # an old save: seat 2, Cat
    assert s.first() == 2 and s.data["first"] == 2
    ps = s.players()
    s.set_gone([0, list(ps[0])])
    P.remove(ps, 0)                                        # Ann leaves: Cat still first
    assert s.first() == 1 and ps[1][0] == "Cat"
    P.move(ps, 1, -1)
    assert s.first() == 0
    s.set_first(2)                                         # Dan
    g = s.gone()
    ps.insert(g[0], g[1])
    s.set_gone(None)
    assert s.names() == ["Ann", "Cat", "Bo", "Dan"] and s.first() == 3
    s.set_gone([3, list(ps[3])])                           # the first player removed: whoever
    P.remove(ps, 3)                                        # sits in their seat, until they
    assert s.first() == 0                                  # come back
    ps.insert(3, s.gone()[1])
    assert s.first() == 3
    s.set_gone([1, list(ps[1])])
    P.remove(ps, 1)
    s.add_player()                                         # never Cat's id again
    assert ps[-1][2] not in (0, 1, 2, 3)


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
