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
