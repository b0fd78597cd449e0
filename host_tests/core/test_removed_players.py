"""Every removed player is kept for "Bring back" (issue 20's careless evening: a second
Remove lost the first), in a form an older save's single "gone" entry still reads as."""
from checks import raises
from lookout import players as P


def test_an_old_single_entry_reads_and_more_are_kept_newest_first():
    ps = [["Ann", 0, 0], ["Cat", 2, 2]]
    d = {"gone": [1, ["Bo", 1, 1]]}                     # as main saved one removed player
    assert P.removed(d, ps) == [[1, ["Bo", 1, 1]]]
    P.set_removed(d, [[2, ["Dan", 3, 3]]] + P.removed(d, ps))
    assert d["gone"] == [2, ["Dan", 3, 3]] and d["away"] == [[1, ["Bo", 1, 1]]]
    assert [g[1][0] for g in P.removed(d, ps)] == ["Dan", "Bo"]


def test_entries_of_another_shape_are_left_out_and_old_ones_get_new_ids():
    ps = [["Ann", 0, 0], ["Bo", 1, 1]]
    d = {"gone": "x", "away": [5, [0, ["Cat", 2]], [1, ["Dan", 3]], None]}
    got = P.removed(d, ps)
    assert [g[1][0] for g in got] == ["Cat", "Dan"]
    ids = [g[1][2] for g in got]
    assert len(set(ids)) == 2 and not set(ids) & {0, 1}    # no one else's id
    assert P.removed({"away": 3}, ps) == []


def test_at_most_keep_gone_are_kept():
    d = {}
    P.set_removed(d, [[0, ["N%d" % k, 0, 10 + k]] for k in range(P.KEEP_GONE + 3)])
    assert len(P.removed(d, [])) == P.KEEP_GONE


def test_a_removed_players_name_and_colour_stay_theirs():
    ps = [["Ann", 0, 0], ["Cat", 2, 2]]
    gone = [["Bo", 1, 1]]
    P.add(ps, 3, gone)
    assert ps[-1][0] not in ("Ann", "Bo", "Cat") and ps[-1][1] not in (0, 1, 2), ps
    raises(ValueError, P.rename, ps, 2, "Bo", gone)
    P.rename(ps, 2, "Bo")                           # nobody removed: a name like any other
    assert ps[2][0] == "Bo"
    full = [["N%d" % k, k, k] for k in range(5)]
    assert P.free_colour(full, [["Z", 5, 9]]) == 5  # only theirs is left: theirs it is


def test_players_sharing_an_id_or_a_name_are_told_apart():
    d = {"players": [["Ann", 0, 1], ["Bo", 1, 1], ["Ann", 2, 2]], "nid": 5,
         "gone": [0, ["Dan", 3, 7]]}
    out = []
    P.apart(d, out)
    ps = d["players"]
    assert [p[2] for p in ps] == [1, 8, 2] and d["nid"] == 9, d     # above Dan's 7 and nid
    assert ps[2][0] not in ("Ann", "Bo") and out == [["players", "Bo had Ann's id: a new one "
                                                      "given", 1]], out
