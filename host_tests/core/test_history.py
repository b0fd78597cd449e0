from lookout.logedit import delete
from lookout.history import History
from checks import raises


class Adder:
    """Toy model: state is a list of totals; action (player, points)."""
    @staticmethod
    def apply(state, action):
        p, pts = action
        if not 0 <= p < len(state):
            raise ValueError("no player %d" % p)
        state[p] += pts
        return state


def test_do_undo_redo_exact():
    h = History(Adder, [0, 0])
    h.do((0, 5))
    h.do((1, 3))
    h.do((0, 2))
    assert h.state == [7, 3]
    assert h.undo() == [5, 3]
    assert h.undo() == [5, 0]
    assert h.redo() == [5, 3]
    assert h.redo() == [7, 3]
    assert not h.can_redo()


def test_new_action_after_undo_drops_redo_tail():
    h = History(Adder, [0, 0])
    h.do((0, 5))
    h.do((1, 3))
    h.undo()
    h.do((1, 10))
    assert h.state == [5, 10]
    assert not h.can_redo()
    assert len(h.actions) == 2


def test_illegal_action_leaves_state_and_log():
    h = History(Adder, [0, 0])
    h.do((0, 4))
    raises(ValueError, h.do, (7, 1))
    assert h.state == [4, 0]
    assert h.actions == [(0, 4)]


def test_initial_state_never_mutated_and_dump_roundtrip():
    init = [0, 0, 0]
    h = History(Adder, init)
    h.do((2, 9))
    assert init == [0, 0, 0]
    h2 = History.load(Adder, h.dump())
    assert h2.state == [0, 0, 9] and h2.cursor == 1


def test_bad_cursor_rejected():
    raises(ValueError, History, Adder, [0], [(0, 1)], 5)


def test_limit_folds_oldest_actions_into_initial():
    h = History(Adder, [0, 0], limit=3)
    for i in range(10):
        h.do((i % 2, i))
    assert len(h.actions) == 3 and h.cursor == 3
    assert h.state == [0 + 2 + 4 + 6 + 8, 1 + 3 + 5 + 7 + 9]
    h.undo()
    h.undo()
    h.undo()
    assert not h.can_undo()
    assert h.state == [0 + 2 + 4 + 6, 1 + 3 + 5]     # the folded part stays


class Counting:
    """Adder that counts its applies (replay work)."""

    def __init__(self):
        self.n = 0

    def apply(self, state, action):
        self.n += 1
        return Adder.apply(state, action)


def _plain(actions, k):
    s = [0, 0]
    for a in actions[:k]:
        Adder.apply(s, a)
    return s


def test_checkpoints_bound_undo_work_on_a_long_log():
    m = Counting()
    h = History(m, [0, 0], every=8, keep=3)
    for i in range(200):
        h.do((i % 2, i))
        m.n = 0
        h.undo()
        assert m.n < 8, "undo at action %d replayed %d actions" % (i + 1, m.n)
        assert h.state == _plain(h.actions, h.cursor)
        h.redo()
    assert len(h.marks) <= 3 and len(h.actions) == 200


def test_repeated_undo_far_back_stays_cheap_and_exact():
    m = Counting()
    h = History(m, [0, 0], every=5, keep=3)
    for i in range(60):
        h.do((i % 2, i + 1))
    long = 0
    while h.can_undo():
        m.n = 0
        h.undo()
        assert h.state == _plain(h.actions, h.cursor)
        if m.n >= 5:
            long += 1
    # a replay from the start leaves marks on its way: the next keep * every undos are cheap
    assert long <= 60 // (3 * 5) + 1, long
    while h.can_redo():
        h.redo()
    assert h.state == _plain(h.actions, 60)


def test_limit_with_checkpoints_bounds_log_and_resume():
    m = Counting()
    h = History(m, [0, 0], limit=24, every=8, keep=3)
    for i in range(300):
        h.do((i % 2, i))
        assert len(h.actions) <= 24
        assert len(h.actions) >= 16 or i < 16
    total = [sum(range(0, 300, 2)), sum(range(1, 300, 2))]
    assert h.state == total
    m.n = 0
    again = History.load(m, h.dump(), limit=24, every=8)
    assert again.state == total and m.n <= 24      # a resume replays at most the limit
    for _ in range(len(h.actions)):
        h.undo()
    assert not h.can_undo() and h.state == h.initial


def test_apply_may_mutate_what_it_is_handed():
    # the copy rule: History hands apply a private copy; its own states never change
    h = History(Adder, [0, 0], every=2)
    seen = []
    for i in range(6):
        seen.append(list(h.state))
        h.do((0, 1))
    for k in range(6, 0, -1):
        h.undo()
        assert h.state == seen[k - 1]
    assert h.initial == [0, 0]


def test_undo_then_new_action_drops_checkpoints_past_the_cursor():
    h = History(Adder, [0, 0], every=2, keep=4)
    for i in range(9):
        h.do((0, 1))
    for _ in range(5):
        h.undo()
    h.do((1, 7))
    assert all(i <= h.cursor for i, _ in h.marks)
    assert h.state == [4, 7]
    h.undo()
    assert h.state == [4, 0]


class InPlace:
    """Adder that lets History skip its copy: a refusal (ValueError) comes before any change,
    as the in_place promise says; a player 9 breaks the state and then fails otherwise (as a
    MemoryError half way would)."""
    in_place = True

    @staticmethod
    def apply(state, action):
        p, pts = action
        if p == 9:
            state[0] += pts
            raise IndexError("half done")
        if not 0 <= p < len(state):
            raise ValueError("no player %d" % p)
        state[p] += pts
        return state


def test_in_place_reuses_the_current_state_but_never_a_checkpoint():
    h = History(InPlace, [0, 0], every=2, keep=2)
    s0 = h.state
    h.do((1, 1))
    assert h.state is s0 and h.state == [0, 1]       # not initial, not a checkpoint: reused
    h.do((1, 2))                                     # index 2: a checkpoint, by reference
    mark = h.state
    assert h.marks[-1][1] is mark
    h.do((0, 4))
    assert h.state is not mark and mark == [0, 3]    # a checkpoint is copied, never changed
    assert h.state == [4, 3]
    assert h.initial == [0, 0]
    assert h.undo() == [0, 3] and h.undo() == [0, 1] and h.undo() == [0, 0]
    assert h.redo() == [0, 1] and h.redo() == [0, 3] and h.redo() == [4, 3]


def test_in_place_error_gives_back_the_state_before():
    h = History(InPlace, [0, 0], every=2, keep=2)
    h.do((1, 1))
    h.do((1, 2))
    h.do((0, 4))
    s = h.state
    raises(ValueError, h.do, (5, 100))               # refused: the same state, as it was
    assert h.state is s and s == [4, 3] and h.cursor == 3 and len(h.actions) == 3
    raises(IndexError, h.do, (9, 100))               # broken half way: replayed
    assert h.state == [4, 3] and h.cursor == 3 and len(h.actions) == 3
    h.undo()
    raises(IndexError, h.do, (9, 100))               # from the checkpoint's state too
    assert h.state == [0, 3] and h.can_redo() and h.marks[-1][1] == [0, 3]


def test_delete_is_a_step_undo_brings_the_entry_back():
    h = History(Adder, [0, 0])
    h.do((0, 5))
    h.do((1, 3))
    h.do((0, 2))
    delete(h, 0)                                   # the 5 never was
    assert h.state == [2, 3] and h.voided() == [0] and h.cursor == 4
    raises(ValueError, delete, h, 0)               # already deleted
    raises(ValueError, delete, h, 3)               # a marker is no entry
    h2 = History.load(Adder, h.dump())            # a resume replays it the same
    assert h2.state == [2, 3]
    assert h.undo() == [7, 3] and h.voided() is None
    assert h.redo() == [2, 3]
    h.do((1, 1))
    assert h.state == [2, 4]
    h.undo()
    h.undo()
    h.do((1, 10))                                 # a new step drops the marker's redo
    assert h.state == [7, 13] and len(h.actions) == 4


def test_delete_refused_by_a_later_entry_leaves_the_log():
    class Strict:
        @staticmethod
        def apply(state, a):
            if a[1] < 0 and state[0] + a[1] < 0:
                raise ValueError("below zero")
            state[0] += a[1]
            return state
    h = History(Strict, [0])
    h.do((0, 5))
    h.do((0, -3))
    raises(ValueError, delete, h, 0)
    assert h.state == [2] and len(h.actions) == 2
    raises(ValueError, delete, h, 2)               # only an entry in play


def test_delete_with_checkpoints_and_folding():
    h = History(Adder, [0, 0], limit=6, every=2, keep=2)
    for k in range(5):
        h.do((0, 1 << k))                         # 1 2 4 8 16
    delete(h, 1)
    assert h.state == [29, 0]
    for k in range(4):
        h.do((1, 1))
    assert h.state == [29, 4] and len(h.actions) <= 6
    h.undo()
    assert h.state == [29, 3]
    h2 = History.load(Adder, h.dump(), limit=6, every=2, keep=2)
    assert h2.state == [29, 3]
    h = History(Adder, [0, 0], limit=3)          # no checkpoints: folded one at a time
    h.do((0, 1))
    h.do((0, 2))
    delete(h, 0)
    h.do((0, 4))
    h.do((0, 8))                                  # the deleted 1 folds with its marker
    assert h.state == [14, 0] and h.initial == [2, 0] and len(h.actions) == 2
    assert h.undo() == [6, 0] and h.undo() == [2, 0] and not h.can_undo()
