"""Places from totals, ties shown as ties (shared by the scorepad and every game)."""


def groups(keys):
    """Indexes grouped by equal key, best (largest) key first, seat order within a group
    (MicroPython's sort is not stable: the seat is part of the sort key). Keys may be tuples."""
    order = sorted(range(len(keys)), key=lambda i: (keys[i], -i), reverse=True)
    out = []
    for i in order:
        if out and keys[out[-1][0]] == keys[i]:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def rank(totals, low_wins=False, tiebreak=None):
    """[(place, index)] best first; equal (total, tiebreak) share a place (1, 1, 3 ...).

    tiebreak: optional list compared after the total, higher better (e.g. pairs in Old Bill).
    """
    sign = -1 if low_wins else 1
    keys = [(sign * totals[i], tiebreak[i] if tiebreak else 0) for i in range(len(totals))]
    out = []
    for g in groups(keys):
        place = len(out) + 1
        for i in g:
            out.append((place, i))
    return out


def winners(totals, low_wins=False, tiebreak=None):
    return [i for place, i in rank(totals, low_wins, tiebreak) if place == 1]


def place_label(ranked, k):
    """'1' or '1=' for entry k of rank() output."""
    place = ranked[k][0]
    shared = sum(1 for p, _ in ranked if p == place) > 1
    return "%d%s" % (place, "=" if shared else "")
