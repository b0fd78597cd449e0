"""Forty Thieves' log form: who did what, kept explicit so that deleting an earlier entry
(lookout.history) never gives a play to someone else or another spot.

A play is logged as ["play", pile, card, replay or 0, seat, product, round, points] (product:
the spot it claimed, 0 for the first opening card; points: what its lines scored, 0 when it
ended no round) and a concession as ["concede", seat, round, points]. Replayed after an earlier
entry is deleted, a play stays its seat's, out of turn if need be (the turn then follows it;
`off_turn` names whose turn it was, for the question before deleting); one that would claim
another product, fall in another round or end its round otherwise is refused (forty.apply).
"""
from lookout.compat import const

THIEF = const(10)


def claims(s, pile, card, r):
    """The product a play would claim now (0: none), or -1 when it is no legal play."""
    piles = s["piles"]
    ph = s["phase"]
    if type(pile) is not int or pile not in (0, 1) or type(card) is not int:
        return -1
    if ph == "open0":
        return 0
    if ph == "open1":
        return piles[0][0] * card if piles[0] else -1
    if ph != "play" or not piles[1 - pile]:
        return -1
    return (r if card == THIEF else card) * piles[1 - pile][-1]


def compact(state, action):
    """The form the log keeps: the seat and the product made explicit, so an entry keeps its
    player and its claim whatever is deleted before it (an action it cannot read: as given,
    for apply to refuse)."""
    a = action
    if type(a) not in (list, tuple) or not a:
        return a
    s = state
    if a[0] == "play" and len(a) in (3, 4):
        r = a[3] if len(a) == 4 else 0
        p = claims(s, a[1], a[2], r)
        if p >= 0 and type(r) is int:
            return ["play", a[1], a[2], r, s["turn"], p, s["round"], _lines(s, p)]
    elif a[0] == "concede" and len(a) <= 2 and s["phase"] == "play":
        seat = a[1] if len(a) == 2 else s["turn"]
        if type(seat) is int and 0 <= seat < s["n"]:
            left = []
            for i in range(s["n"]):
                if i != seat and not s["out"][i] and s["side"][i] not in left:
                    left.append(s["side"][i])
            return ["concede", seat, s["round"], 1 if len(left) == 1 else 0]
    return a


def _lines(s, p):
    """The lines a claim of product p by the seat to move completes (0 in the opening)."""
    if not p or p not in s["lay"]:
        return 0
    from lookout.games.forty import count_lines
    c = s["lay"].index(p)
    side = s["side"][s["turn"]]
    own = s["own"]
    return count_lines(own[:c] + chr(48 + side) + own[c + 1:], side)


def off_turn(state, action):
    """The name of the seat whose turn it was, when this logged play is another seat's (an
    entry before it was deleted); else None."""
    a = action
    if a[0] == "play" and len(a) == 8 and state["phase"] != "over" and a[4] != state["turn"]:
        return state["names"][state["turn"]]
    return None


def logged(s, a):
    """The product a logged play must claim, or -1 for a play as the screens give it. A
    logged play is its seat's: that seat moves now (checked: not one that conceded)."""
    if len(a) != 8:
        return -1
    seat = a[4]
    if type(seat) is not int or not 0 <= seat < s["n"]:
        raise ValueError("no seat %r" % (seat,))
    if s["out"][seat]:
        raise ValueError("%s has conceded" % s["names"][seat])
    if type(a[5]) is not int:
        raise ValueError("product must be a number")
    s["turn"] = seat
    return a[5]


def same(s, pile, card, r, want):
    """ValueError unless the play (r: its replay card or 0) claims the product it claimed
    when it was logged (want; -1: not a logged play)."""
    if want >= 0:
        got = claims(s, pile, card, r)
        if got != want and got >= 0:
            raise ValueError("%s's %s%d would %s, not %s" % (
                s["names"][s["turn"]], "LR"[pile], card,
                "claim %d" % got if got else "start a pile",
                "claim %d" % want if want else "start a pile"))


def ends(s, a, n, rnd):
    """ValueError unless a logged entry fell in the round it was logged in (rnd: the round
    before it) and ended it, or not, as it did then (n: the round log's length before it)."""
    if a[0] == "play" and len(a) == 8:
        r, want = a[6], a[7]
    elif a[0] == "concede" and len(a) == 4:
        r, want = a[2], a[3]
    else:
        return
    if r != rnd:
        raise ValueError("it would be in round %d, not %s" % (rnd, r))
    made = s["log"][n][2] if len(s["log"]) > n else 0
    if made != want:
        raise ValueError("it would %s round %d" % (
            "no longer end" if not made else "now end" if not want else "score otherwise in",
            rnd))
