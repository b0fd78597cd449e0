"""Diamond thief counts entered directly, checked against the deck for the player count: each
suit has hi - lo + 1 cards, a round HAND x n, every player a multiple of n (one card per seat
in each trick taken). ValueError says the limit."""
from lookout.games.common import number as _int
from lookout.games.diamond_tricks import HAND, SUIT_NAMES


def count_row(s, seat, v):
    if type(v) not in (list, tuple) or len(v) != 3:
        raise ValueError("counts: thieves, dogs, madams")
    n = s["n"]
    size = s["hi"] - s["lo"] + 1
    c = []
    for k in range(3):
        x = _int(v[k], 0, 99, "%s cards" % SUIT_NAMES[k])
        if x > size:
            raise ValueError("only %d %s cards with %d players (%d-%d)" % (
                size, SUIT_NAMES[k], n, s["lo"], s["hi"]))
        c.append(x)
    t = c[0] + c[1] + c[2]
    if t % n:
        raise ValueError("%s has %d cards: tricks give %d each" % (s["names"][seat], t, n))
    return c


def check_counts(s, cnt):
    """Counts entered so far (None for a seat not entered) against the deck for this player
    count: each suit has hi - lo + 1 cards, the round HAND x n. ValueError says the limit."""
    n = s["n"]
    size = s["hi"] - s["lo"] + 1
    got = [c for c in cnt if c is not None]
    for k in range(3):
        x = sum(c[k] for c in got)
        if x > size:
            raise ValueError("%d %s cards: only %d with %d players (%d-%d)" % (
                x, SUIT_NAMES[k], size, n, s["lo"], s["hi"]))
    x = sum(c[0] + c[1] + c[2] for c in got)
    if x > HAND * n:
        raise ValueError("%d cards: only %d with %d players (12 each)" % (x, HAND * n, n))
