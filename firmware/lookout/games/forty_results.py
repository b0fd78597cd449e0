"""Forty Thieves results: the sides' names (4 players: teams), points (or kings and jacks),
the standings with shared ranks and the result lines, read from the state's score table and
round log. The rules core (lookout.games.forty) re-exports them; this imports nothing of it."""
from lookout.compat import const

WIDTH = const(16)


def side_names(state):
    """Name of each side: the player, or "Ann+Cy" for a 4-player team (whole names: a screen
    wraps or fits them, never cuts)."""
    names = state["names"]
    if state["n"] != 4:
        return list(names)
    res = []
    for t in (0, 1):
        m = [names[i] for i in range(4) if state["side"][i] == t]
        res.append("+".join(m))
    return res


def kings_jacks(points):
    """(kings, jacks) for the jack/king scoring variant: king = 3 points, jack = 1."""
    return points // 3, points % 3


def _pts(state, p):
    if state["jk"]:
        return "%dK%dJ" % kings_jacks(p)
    return "%d" % p


def standings(state):
    """[rank, side, points, queens] rows, best first; tied sides share a rank."""
    sc = state["score"]
    order = sorted(range(len(sc)), key=lambda i: (-sc[i], i))
    rows = []
    for k in range(len(order)):
        i = order[k]
        rank = rows[-1][0] if k and sc[i] == rows[-1][2] else k + 1
        rows.append([rank, i, sc[i], state["queens"][i]])
    return rows


def _line(left, right):
    """A 16-column row, the value at its right end; a longer one whole (a Text wraps it:
    the name never cut)."""
    room = WIDTH - len(right) - 1
    if len(left) > room:
        return "%s %s" % (left, right)
    return ("%-" + str(room) + "s %s") % (left, right)


def result(state):
    """{"over", "winner" (side or -1), "winners" ([side] once over), "tied" (sides sharing
    the lead), "ranking" (groups of tied sides, best first), "lines"}: lines are
    16-char rows: one per side ("1= Ann        3"), then one per finished round
    ("R2 Bo  line +2", "con" for a concession)."""
    names = side_names(state)
    rows = standings(state)
    lines = []
    for rank, i, p, q in rows:
        tie = len([r for r in rows if r[0] == rank]) > 1
        right = _pts(state, p)
        if state["strikes"]:
            right = "Q%d %s" % (q, right)
        lines.append(_line("%d%s %s" % (rank, "=" if tie else "", names[i]), right))
    for rnd, side, p, how in state["log"]:
        lines.append(_line("R%d %s" % (rnd, names[side]),
                           "%s +%d" % ("line" if how == "L" else "con", p)))
    top = rows[0][2]
    ranking = []
    prev = 0
    for r in rows:
        if r[0] == prev:
            ranking[-1].append(r[1])
        else:
            ranking.append([r[1]])
        prev = r[0]
    w = state["winner"]
    return {"over": state["phase"] == "over", "winner": w, "winners": [w] if w >= 0 else [],
            "tied": [r[1] for r in rows if r[2] == top], "ranking": ranking, "lines": lines}


# ---- drawing helpers ----------------------------------------------------------------------

def _own(state):
    own = state["own"]
    return own.encode() if type(own) is str else own


def current(state):
    """Seat to move (meaningless once phase is "over")."""
    return state["turn"]


def cells(state):
    """36 (product, side or -1) tuples, row by row, for drawing the board."""
    own = _own(state)
    lay = state["lay"]
    return [(lay[i], own[i] - 48 if own[i] != 46 else -1) for i in range(36)]


def owners(state):
    """bytearray(36): side holding each cell, 255 when empty."""
    b = bytearray(_own(state))
    for i in range(36):
        b[i] = 255 if b[i] == 46 else b[i] - 48
    return b
