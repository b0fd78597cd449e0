"""Seeded deterministic dice for the Black Keep engine.

Marsaglia xorshift on a pair of 16-bit words (shifts 5, 3, 1): full period 2**32 - 1
(checked exhaustively on the host), and every intermediate value stays below 2**21, so it
runs on MicroPython small ints with no allocation. The state is two ints, so it saves as
JSON and replays exactly.

    r = Rng(seed)          # any int; 0 is mapped to a fixed non-zero state
    r.die()                # 1..6, the black die
    r.below(n)             # 0..n-1, unbiased (rejection)
    r.shuffle(lst)         # in place, Fisher-Yates
    r.state() / Rng.from_state(st)
"""

_M = 0xFFFF


def seed_state(seed):
    """[x, y] for a seed; never the all-zero state (which xorshift cannot leave)."""
    seed = int(seed)
    x = (seed ^ (seed >> 16) ^ 0x9E37) & _M
    y = ((seed >> 16) ^ (seed >> 32) ^ 0x79B9) & _M
    if x == 0 and y == 0:
        x = 1
    r = Rng(0)
    r.x = x
    r.y = y
    for _ in range(8):  # mix the seed bits through
        r.next16()
    return [r.x, r.y]


class Rng:
    __slots__ = ("x", "y")

    def __init__(self, seed=None, state=None):
        if state is not None:
            self.load(state)
            return
        if seed is None or seed == 0:
            self.x = 1
            self.y = 0
        else:
            st = seed_state(seed)
            self.x = st[0]
            self.y = st[1]
        if self.x == 0 and self.y == 0:
            self.x = 1

    def load(self, state):
        """Go on from a saved state() (the engine keeps one Rng and loads each step's)."""
        self.x = state[0] & _M
        self.y = state[1] & _M
        if self.x == 0 and self.y == 0:
            self.x = 1

    @classmethod
    def from_state(cls, st):
        return cls(state=st)

    def state(self):
        return [self.x, self.y]

    def next16(self):
        x = self.x
        t = (x ^ (x << 5)) & _M
        y = self.y
        self.x = y
        y = (y ^ (y >> 1)) ^ (t ^ (t >> 3))
        self.y = y
        return y

    def below(self, n):
        """Uniform 0..n-1 for 1 <= n <= 65536."""
        if n <= 1:
            if n == 1:
                return 0
            raise ValueError("below(%d)" % n)
        lim = 65536 - 65536 % n
        v = self.next16()
        while v >= lim:
            v = self.next16()
        return v % n

    def die(self):
        """The black die: 1..6."""
        return self.below(6) + 1

    def shuffle(self, lst):
        i = len(lst) - 1
        while i > 0:
            j = self.below(i + 1)
            lst[i], lst[j] = lst[j], lst[i]
            i -= 1
        return lst
