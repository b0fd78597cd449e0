"""Generic scorepad as an event log (see lookout.history): rounds x people.

A column belongs to a person (a player id, lookout.players), not to a seat: reordering,
removing and bringing back players never moves a point, a removed player's column stays (shown
again when they come back), a new player's column starts with their first score.

state: {"ids": [player id per column], "rounds": [[points per column], ...]}
actions: ["set", round, id, points]  (round == len(rounds) opens a new round; an id with no
                                      column yet gets one, 0 in every round)
         ["new"]                      (open an empty round)
         ["del", round]               (remove a round)
The log keeps how many rounds there were (`compact`: ["set", round, id, points, rounds]),
so an entry replayed after an earlier one is deleted either lands in the same round or is
refused. A pad from before ids ({"n": players, ...}, "set" naming a seat) is read by `migrate`.
"""
MAX_ROUNDS = 99
LIMIT = 99999
MAX_COLS = 24       # people a pad can hold (players come and go: 6 at a time)


def new(ids):
    """An empty pad for these player ids (a count n: ids 0..n-1)."""
    if type(ids) is int:
        ids = list(range(ids))
    return {"ids": list(ids), "rounds": []}


def column(state, i):
    """The column of player id i, or -1."""
    ids = state["ids"]
    for c in range(len(ids)):
        if ids[c] == i:
            return c
    return -1


def compact(state, a):
    """The form the log keeps: "set" and "del" with the number of rounds they saw."""
    if type(a) in (list, tuple) and ((a[0] == "set" and len(a) == 4) or
                                     (a[0] == "del" and len(a) == 2)):
        return list(a) + [len(state["rounds"])]
    return a


upgrade = compact     # a saved pad's entries get their log form on load (lookout.history)


def apply(state, a):
    op = a[0]
    rounds = state["rounds"]
    if (op == "set" and len(a) == 5) or (op == "del" and len(a) == 3):
        if a[-1] != len(rounds):
            raise ValueError("Round %s would be another round" % (
                a[1] + 1 if type(a[1]) is int else a[1],))
    if op == "set":
        r, i, v = a[1], a[2], a[3]
        if type(i) is not int:
            raise ValueError("No player %s" % (i,))
        if type(v) is not int or not -LIMIT <= v <= LIMIT:
            raise ValueError("Score too large")
        if r == len(rounds):
            apply(state, ["new"])
        elif type(r) is not int or not 0 <= r < len(rounds):
            raise ValueError("No round %s" % (r,))
        c = column(state, i)
        if c < 0:
            if len(state["ids"]) >= MAX_COLS:
                raise ValueError("Pad is full")
            state["ids"] = state["ids"] + [i]
            for k in range(len(rounds)):
                rounds[k] = rounds[k] + [0]
            c = len(state["ids"]) - 1
        rounds[r] = list(rounds[r])
        rounds[r][c] = v
    elif op == "new":
        if len(rounds) >= MAX_ROUNDS:
            raise ValueError("Pad is full")
        rounds.append([0] * len(state["ids"]))
    elif op == "del":
        r = a[1]
        if type(r) is not int or not 0 <= r < len(rounds):
            raise ValueError("No round %s" % (r,))
        del rounds[r]
    else:
        raise ValueError("Unknown action %s" % op)
    return state


def copy(state):
    """The copy History hands apply: the round lists are shared (apply copies the one it
    changes), the list of them and the ids are new."""
    return {"ids": list(state["ids"]), "rounds": list(state["rounds"])}


def total(state, i):
    """Player id i's total (0 when they have no column)."""
    c = column(state, i)
    if c < 0:
        return 0
    t = 0
    for r in state["rounds"]:
        t += r[c]
    return t


def totals(state, ids=None):
    """Totals for these player ids (default: every column, in column order)."""
    if ids is None:
        ids = state["ids"]
    return [total(state, i) for i in ids]


def points(state, r, i):
    """Player id i's points in round r (0 when they have no column)."""
    c = column(state, i)
    return state["rounds"][r][c] if c >= 0 else 0


def migrate(d, count):
    """A saved pad (History dump) from before ids, as one by ids: column k was seat k, which
    lookout.players.ensure_ids made id k when the save's players got their ids; a seat beyond
    the count players then gets an id no player has (-1 - k: kept, not shown). A pad by ids
    is returned as is."""
    i = d.get("i") if type(d) is dict else None
    if type(i) is not dict or "ids" in i or type(i.get("n")) is not int:
        return d
    n = i["n"]
    cols = [k if k < count else -1 - k for k in range(n)]
    acts = []
    for a in d.get("a", []):
        if type(a) is list and len(a) == 4 and a[0] == "set" and type(a[2]) is int \
                and 0 <= a[2] < n:
            a = ["set", a[1], cols[a[2]], a[3]]
        acts.append(a)
    return {"i": {"ids": cols, "rounds": i.get("rounds", [])}, "a": acts, "c": d.get("c", 0)}
