"""Nothing is lost: the bin of discarded games, the previous session after a fresh start, and
saves that fail their game's check set aside (issue 8)."""
from lookout import recover, session
from lookout.games import check
from lookout.games import clumsy, diamond, forty, oldbill
from lookout.history import History
from lookout.store import Store
from checks import raises
from memfs import MemFs


class _Pad:
    from lookout import scorepad as _p
    apply = staticmethod(_p.apply)


def _session(data=None):
    fs = MemFs()
    st = Store(fs)
    if data is not None:
        st.save(data)
    s = session.Session(Store(fs))
    s.load()
    return s


def _played():
    s = _session()
    h = History(oldbill, oldbill.new(["Ann", "Bo", "Cat"]))
    h.do(["suit", 0, 0, 3, 9, 0])
    s.keep_game("oldbill", h.dump())
    s.keep_game("pad", {"i": {"ids": [0, 1, 2], "rounds": []}, "a": [["set", 0, 0, 5]], "c": 1})
    s.at("Scorepad")
    s.save()
    return s


def test_a_cut_while_discarding_loses_nothing():
    from lookout.store import Store
    for cut in range(1, 3000):
        s = _played()
        first = s.game("oldbill")
        s.store.fs.cut_at = s.store.fs.steps + cut
        try:
            s.drop_game("oldbill")
            s.save()
            done = True
        except Exception:   # the power cut
            done = False
        s.store.fs.cut_at = -1
        s2 = session.Session(Store(s.store.fs))
        s2.load()
        assert s2.game("oldbill") == first or recover.discarded(s2, "oldbill") == first, cut
        if done:
            break
    assert done


def test_discarded_game_is_restorable_and_restoring_is_undoable():
    s = _played()
    first = s.game("oldbill")
    s.drop_game("oldbill")                               # New game / Abandon
    assert s.game("oldbill") is None and recover.discarded(s, "oldbill") == first
    s.keep_game("oldbill", History(oldbill, oldbill.new(3)).dump())
    second = s.game("oldbill")
    assert recover.restore(s, "oldbill")
    assert s.game("oldbill") == first and recover.discarded(s, "oldbill") == second
    assert recover.restore(s, "oldbill") and s.game("oldbill") == second   # the restore undone
    s.drop_game("pad")                                   # Clear pad
    assert s.data["pad"] is None and recover.restore(s, "pad")
    assert s.data["pad"]["a"] == [["set", 0, 0, 5]]
    assert not recover.restore(s, "forty")


def test_fresh_start_keeps_the_previous_sessions():
    s = _played()
    pad = s.data["pad"]
    recover.fresh_start(s)
    assert s.data["pad"] is None and s.data["games"] == {} and s.data["where"] is None
    assert s.names() == ["Ann", "Bo", "Cat"] and recover.has_previous(s)
    s.save()
    s2 = session.Session(s.store)
    s2.load()                                            # survives a power cut
    assert recover.restore_previous(s2)
    assert s2.data["pad"] == pad and s2.game("oldbill")["a"] == [["suit", 0, 0, 3, 9, 0]]
    assert recover.restore_previous(s2) and s2.data["pad"] is None   # and back again
    recover.restore_previous(s2)
    recover.fresh_start(s2)                                     # the next fresh start
    recover.fresh_start(s2)
    assert recover.restore_previous(s2) and s2.data["pad"] is None   # the one before it
    assert not s2.data.get("prev")                      # not in the session: records of their own
    assert len(recover.kept_sessions(s2)) == 3          # every one kept (issue 20 #2)


def test_reset_all_is_restorable_with_players_and_settings():
    s = _played()
    s.data["players"].append(["Dan", 3])
    s.data["set"]["sound"] = 0
    s.set_removed([[1, ["Eve", 4, 9]]])
    recover.reset_all(s)
    assert s.names() == ["Ann", "Bo", "Cat"] and s.setting("sound") == 1
    assert s.removed() == []                    # Eve left the old table, not this one
    assert recover.restore_previous(s)
    assert s.names() == ["Ann", "Bo", "Cat", "Dan"] and s.setting("sound") == 0
    assert s.removed() == [[1, ["Eve", 4, 9]]]
    assert s.data["pad"]["c"] == 1


def test_old_saves_without_the_new_fields_load():
    d = session.fresh()
    del d["ui"]
    d["first"] = "x"
    s = _session(d)
    assert s.resumed and s.data["ui"] is None and s.first() == 0
    assert recover.discarded(s, "forty") is None and not recover.has_previous(s)


def test_resume_detail_kept_while_the_feature_stays():
    s = _session()
    s.at("game:oldbill", 2)
    s.at("game:oldbill")                      # the screen entered again: the cursor stays
    assert s.ui("game:oldbill") == 2 and s.ui("Scorepad") is None
    s.at("Scorepad")
    assert s.ui("Scorepad") is None
    assert not s.has_record("bin-pad")
    s.keep_game("pad", {"i": {"ids": [0, 1, 2], "rounds": []}, "a": [["new"]], "c": 1})
    s.drop_game("pad")
    assert s.has_record("bin-pad")


def test_goes_first_wraps_to_the_players():
    s = _session()
    s.data["first"] = 2
    assert s.first() == 2
    del s.data["players"][2]
    assert s.first() == 0


def test_wrong_structure_sets_the_game_aside_and_the_rest_stays():
    s = _played()
    bad = s.game("oldbill")
    del bad["i"]["mode"]                                 # issue 8 #10: "Error / mode"
    s.at("game:oldbill")
    assert recover.open_game(s, "oldbill", oldbill) is None
    assert "mode" in s.take_note() and s.take_note() is None
    assert s.game("oldbill") is None and recover.set_aside(s, "oldbill")[1] == bad
    assert s.data["where"] is None
    assert recover.open_game(s, "pad", _Pad).state["rounds"] == [[5, 0, 0]]   # the rest is fine


def test_good_saves_of_every_game_pass_their_check():
    games = ((oldbill, oldbill.new(3), [["suit", 0, 1, 2, 4, 0], ["pairs", 0, 1]]),
             (oldbill, oldbill.new(4, {"mode": "memory"}), [["match"], ["miss"]]),
             (oldbill, oldbill.new(3, {"mode": "oldmaid"}), [["out", 1]]),
             (clumsy, clumsy.new(3), [["stack", 0, [40, 60]], ["total", 1, 300]]),
             (forty, forty.new(2), [["play", 0, 5], ["play", 1, 5], ["play", 0, 9]]),
             (diamond, diamond.new(3), [["play", "T", 7], ["play", "D", 6],
                                        ["play", "M", 16]]),
             (diamond, diamond.new(3), [["counts", 0, 12, 0, 0], ["counts", 1, 0, 12, 0],
                                        ["counts", 2, 0, 0, 12]]))
    for mod, st, acts in games:
        h = History(mod, st, acts)
        gid = st["g"]
        check.state(gid, h.initial)
        check.state(gid, h.state)
        s = _session()
        s.keep_game(gid, h.dump())
        assert recover.open_game(s, gid, mod).state == h.state, gid


def test_every_damaged_field_is_caught():
    cases = (("oldbill", oldbill.new(3), ("den", "pairs", "opt", "names", "gone")),
             ("clumsy", clumsy.new(3), ("stacks", "hands", "opt", "deck")),
             ("forty", forty.new(2), ("own", "lay", "piles", "side", "score", "phase",
                                      "turn")),
             ("diamond", diamond.new(3), ("won", "cnt", "beats", "lo", "score", "phase",
                                          "lead")))
    for gid, st, keys in cases:
        for k in keys:
            for bad in (None, "x", [], [[1, 2, "q"]], -5, {}):
                d = dict(st)
                d[k] = bad
                e = None
                try:
                    check.state(gid, d)
                except ValueError as x:
                    e = x
                assert e is not None, (gid, k, bad)
    raises(ValueError, check.dump, {"i": {}, "a": [], "c": 3})
    raises(ValueError, check.dump, [1])
    raises(ValueError, check.state, "forty", oldbill.new(3))


def test_a_replay_that_fails_is_set_aside():
    s = _session()
    h = History(forty, forty.new(2))
    d = h.dump()
    d["a"], d["c"] = [["play", 0, 10]], 1                  # a pile cannot start with a 10
    s.keep_game("forty", d)
    assert recover.open_game(s, "forty", forty) is None
    assert "10" in s.take_note() and recover.set_aside(s, "forty")[1] == d


def test_screen_setters_change_only_their_field_and_survive_a_reload():
    s = _session()
    s.data["players"].append(["Eve", 3])
    s.set_setting("sound", 0)
    s.set_first(2)
    s.set_pad_low(True)
    s.set_timer(limit=0)               # "no limit" is 0, not "leave it"
    s.set_timer(turn=1)
    s.set_gone([0, ["Ann", 0, 0]])
    s.save()
    t = session.Session(s.store)
    t.load()
    assert t.setting("sound") == 0 and t.setting("led") == 1
    assert t.first() == 2 % len(t.players())
    assert t.pad_low() is True and t.data["padlow"] == 1
    assert t.timer() == {"limit": 0, "beep": 1, "turn": 1, "who": 1}
    assert t.timer_turn() == 1
    assert t.gone() == [0, ["Ann", 0, 0]]
    t.set_pad_low(False)
    assert t.pad_low() is False


def test_a_removed_player_of_another_shape_is_no_bring_back():
    s = _session()
    for bad in ("x", [0], [0, "Ann"], ["a", ["Ann", 0]], [0, ["Ann", 0, 1, 2]]):
        s.set_gone(bad)
        assert s.gone() is None and s.first() == 0
    s.set_gone([1, ["Dan", 3]])                      # before ids: given one nobody has
    assert s.gone()[1][2] not in [p[2] for p in s.players()]
