"""Places from totals, ties shown as ties (shared by the scorepad and every game)."""


def rank(totals, low_wins=False, tiebreak=None):
    """[(place, index)] best first; equal (total, tiebreak) share a place (1, 1, 3 ...).

    tiebreak: optional list compared after the total, higher better (e.g. pairs in Old Bill).
    """
    n = len(totals)
    sign = -1 if low_wins else 1

    def keyf(i):
        return (sign * totals[i], tiebreak[i] if tiebreak else 0)

    # MicroPython's sort is not stable: seat order among equals is part of the key
    order = sorted(range(n), key=lambda i: (keyf(i), -i), reverse=True)
    out = []
    for pos in range(n):
        i = order[pos]
        if pos and keyf(order[pos - 1]) == keyf(i):
            place = out[-1][0]
        else:
            place = pos + 1
        out.append((place, i))
    return out


def winners(totals, low_wins=False, tiebreak=None):
    return [i for place, i in rank(totals, low_wins, tiebreak) if place == 1]


def place_label(ranked, k):
    """'1' or '1=' for entry k of rank() output."""
    place = ranked[k][0]
    shared = sum(1 for p, _ in ranked if p == place) > 1
    return "%d%s" % (place, "=" if shared else "")
