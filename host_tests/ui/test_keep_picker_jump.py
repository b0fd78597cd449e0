"""A private hex picker of many choices (a hex card on a four-tile board offers ~60 hexes):
UP/DOWN jump about the square root of the choices round the list, so no choice is more than a
few presses away; and the presses still tell nothing, since from a start nobody can foresee
(screens/keep/blind.py) every choice has the same spread of shortest press counts."""
import fakeapp  # noqa: F401  (a framebuf for CPython)
from lookout import buttons as B
from lookout.screens.keep import map as M


class Board:
    vault_hex = 0

    def __init__(self, n):
        self.names = ["h%d" % i for i in range(n)]

    def special(self, h):
        return False

    def outside(self, h):
        return False


class View:
    def __init__(self, n):
        self.n = n
        self.cursor = 0
        self.panel = [""] * 7

    def __getattr__(self, name):              # clear, set_flag, set_guards, step, draw
        return lambda *a: None


class Table:
    game = None
    kc = None

    def __init__(self, n):
        self.board = Board(n)
        self._v = View(n)

    def view(self):
        return self._v


class App:
    def __init__(self):
        self.picked = []

    def pop(self):
        pass


def picker(n, order, at):
    app = App()
    s = M.MapScreen(app, Table(n), "GRAPPL", order=order, at=at,
                    on_pick=lambda h: app.picked.append(h))
    return s, app


def press(s, *keys):
    for k in keys:
        s.key(k | B.PRESS)


def test_up_and_down_jump_round_a_long_list_and_wrap():
    order = list(range(100, 160))                 # 60 hexes, as a hex card on a big board
    s, app = picker(200, order, at=55)
    k = M.jump(60)
    assert k == 7
    press(s, B.DOWN)
    assert s.cursor == order[(55 + k) % 60]       # on round the end
    press(s, B.UP, B.UP)
    assert s.cursor == order[55 - k]
    press(s, B.RIGHT, B.LEFT, B.LEFT)
    assert s.cursor == order[55 - k - 1]
    press(s, B.OK)
    assert app.picked == [order[55 - k - 1]]


def test_a_short_list_moves_one_on_every_arrow():
    order = [3, 9, 12, 40]                        # an entry picker: a tile's Outside Hexes
    s, _ = picker(50, order, at=1)
    press(s, B.DOWN)
    assert s.cursor == 12
    press(s, B.UP, B.UP)
    assert s.cursor == 3


def shortest(n, k):
    """Presses from every start to choice 0 with steps +-1 and +-k round n choices (BFS)."""
    far = [-1] * n
    far[0] = 0
    todo = [0]
    for i in todo:
        for d in (1, -1, k, -k):
            j = (i + d) % n
            if far[j] < 0:
                far[j] = far[i] + 1
                todo.append(j)
    return far


def test_every_choice_is_a_few_presses_away_and_the_spread_tells_nothing():
    for n in range(1, 90):
        k = M.jump(n)
        far = shortest(n, k)
        if n <= M.JUMP_FROM:
            assert k == 1 and max(far) == n // 2
        else:
            assert max(far) <= k < n // 2, (n, k, far)     # 60 choices: 7 at most, not 30
        if n not in (5, 13, 60, 89):
            continue
        # from a uniform start, the presses to choice t are the presses to 0 shifted by t:
        # the same multiset for every choice (checked, not assumed, for the screen's turn())
        for t in sorted({1 % n, n // 2, n - 1}):
            s, _ = picker(n, list(range(n)), at=0)
            counts = []
            for start in range(n):
                s.at = start
                counts.append(_presses(s, t, k, n))
            assert sorted(counts) == sorted(far), (n, t)


def _presses(s, t, k, n):
    """The fewest presses the screen itself needs from s.at to choice t (BFS over turn())."""
    a0 = s.at
    seen = {a0: 0}
    todo = [a0]
    for a in todo:
        if a == t:
            s.at = a0
            return seen[a]
        for key in (B.UP, B.DOWN, B.LEFT, B.RIGHT):
            s.at = a
            press(s, key)
            if s.at not in seen:
                seen[s.at] = seen[a] + 1
                todo.append(s.at)
    raise AssertionError("choice %d unreachable" % t)
