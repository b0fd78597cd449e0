"""Diamond thief tricks: which card takes a trick. Suits "T" Thief, "D" Watch Dog, "M" Madam;
`beats` pairs "XY" say suit X beats suit Y when exactly those two suits are in a trick
(default Watch Dog > Thief > Madam > Watch Dog, *inferred*). Kept apart from the game's state
rules (lookout.games.diamond) so the trick rule reads on its own."""
from lookout.compat import const

HAND = const(12)      # cards dealt each = tricks a round
SUITS = "TDM"
SUIT_NAMES = ("Thief", "Dog", "Madam")
DEFAULT_BEATS = ("DT", "TM", "MD")


def check_beats(beats):
    beats = list(beats)
    pairs = []
    for p in beats:
        if type(p) is not str or len(p) != 2 or p[0] not in SUITS or p[1] not in SUITS \
                or p[0] == p[1]:
            raise ValueError("beats: pairs like \"DT\" of two suits T, D, M")
        key = "".join(sorted(p))
        if key in pairs:
            raise ValueError("beats: %s and %s named twice" % (p[0], p[1]))
        pairs.append(key)
    if len(pairs) != 3:
        raise ValueError("beats: one winner for each of the 3 suit pairs")
    return beats


def stronger(a, b, beats=DEFAULT_BEATS):
    """The suit that wins when suits a and b (different) are the only two in a trick."""
    for p in beats:
        if p[0] == a and p[1] == b:
            return a
        if p[0] == b and p[1] == a:
            return b
    raise ValueError("no rule for %s against %s" % (a, b))


def trick_winner(cards, beats=DEFAULT_BEATS):
    """Index (in play order) of the winning card of a trick; cards are (suit, number).
    One suit: highest number. Two suits: the stronger suit by `beats`, highest number of it.
    Three suits: lowest number whatever the suit; the first played wins a tie."""
    if not cards:
        raise ValueError("a trick needs cards")
    suits = ""
    for c in cards:
        if c[0] not in suits:
            suits += c[0]
    best = 0
    if len(suits) == 3:
        for i in range(1, len(cards)):
            if cards[i][1] < cards[best][1]:
                best = i
        return best
    s = suits[0] if len(suits) == 1 else stronger(suits[0], suits[1], beats)
    best = -1
    for i in range(len(cards)):
        c = cards[i]
        if c[0] == s and (best < 0 or c[1] > cards[best][1]):
            best = i
    return best
