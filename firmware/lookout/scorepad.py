"""Generic scorepad as an event log (see lookout.history): rounds x players.

state: {"n": players, "rounds": [[points per player], ...]}
actions: ["set", round, player, points]  (round == len(rounds) opens a new round)
         ["new"]                          (open an empty round)
         ["del", round]                   (remove a round)
"""
MAX_ROUNDS = 99
LIMIT = 99999


def new(nplayers):
    return {"n": nplayers, "rounds": []}


def apply(state, a):
    op = a[0]
    rounds = state["rounds"]
    if op == "set":
        r, p, v = a[1], a[2], a[3]
        if not 0 <= p < state["n"]:
            raise ValueError("No player %d" % (p + 1))
        if not -LIMIT <= v <= LIMIT:
            raise ValueError("Score too large")
        if r == len(rounds):
            apply(state, ["new"])
        elif not 0 <= r < len(rounds):
            raise ValueError("No round %d" % (r + 1))
        rounds[r][p] = v
    elif op == "new":
        if len(rounds) >= MAX_ROUNDS:
            raise ValueError("Pad is full")
        rounds.append([0] * state["n"])
    elif op == "del":
        r = a[1]
        if not 0 <= r < len(rounds):
            raise ValueError("No round %d" % (r + 1))
        del rounds[r]
    else:
        raise ValueError("Unknown action %s" % op)
    return state


def totals(state):
    t = [0] * state["n"]
    for r in state["rounds"]:
        for p in range(state["n"]):
            t[p] += r[p]
    return t
