"""Old Bill scoring and results: one Den's score (pairs, the most- and least-cards suits), the
why-lines for the 128x64 screen, and each mode's result (Den, Memory, Old Maid) with ranked,
tie-aware groups. The rules core (lookout.games.oldbill) re-exports score() and result();
this imports nothing of it."""
from lookout.compat import const
from lookout.games.common import fit
from lookout.ranking import groups

PAIR_PTS = const(2)           # source: "Each matched pair of Thieves ... 2 Points"


def score(den, pairs, lone=1):
    """Score one Den. den: per suit [cards, points, mimes]; pairs: matched pairs.

    Returns (total, most, least, why): most/least are suit indexes (-1 if the Den is empty) and
    why is a list of (role, count, tied suits, chosen) for every role decided by a tie, where
    role is "most", "least", "all" (all present suits tie: the best two count) or "lone".
    """
    present = [s for s in range(len(den)) if den[s][0] > 0]
    pp = PAIR_PTS * pairs
    if not present:
        return pp, -1, -1, []
    pts = [den[s][1] for s in range(len(den))]
    if len(present) == 1:
        s = present[0]
        return pts[s] * lone + pp, s, s, [("lone", den[s][0], present, s)]
    hi = max(den[s][0] for s in present)
    lo = min(den[s][0] for s in present)
    # best first: more points, then the lower suit index (MicroPython's sort is not stable)
    if hi == lo:
        order = sorted(present, key=lambda s: (-pts[s], s))
        m, l = order[0], order[1]
        return pts[m] + pts[l] + pp, m, l, [("all", hi, order, m)]
    tm = sorted([s for s in present if den[s][0] == hi], key=lambda s: (-pts[s], s))
    tl = sorted([s for s in present if den[s][0] == lo], key=lambda s: (-pts[s], s))
    why = []
    if len(tm) > 1:
        why.append(("most", hi, tm, tm[0]))
    if len(tl) > 1:
        why.append(("least", lo, tl, tl[0]))
    return pts[tm[0]] + pts[tl[0]] + pp, tm[0], tl[0], why


def _why_lines(why, den, names):
    out = []
    for role, cnt, tied, pick in why:
        if role == "lone":
            out.append(fit("Only suit: %s" % names[pick], "Only %s" % names[pick]))
            continue
        if role == "all":
            out.append(fit("All tie at %dc:" % cnt, "All %dc:" % cnt))
            out.append(fit("best 2 %s+%s" % (names[tied[0]], names[tied[1]]),
                           "%s+%s" % (names[tied[0]], names[tied[1]])))
            continue
        alt = tied[1]
        out.append(fit("%s tie at %dc:" % ("Most" if role == "most" else "Least", cnt),
                       "%s tie %dc" % (role, cnt)))
        sign = ">" if den[pick][1] > den[alt][1] else "="
        out.append(fit("%s %dp%s%s %dp" % (names[pick], den[pick][1], sign, names[alt],
                                            den[alt][1]),
                       "%s%dp%s%s%dp" % (names[pick], den[pick][1], sign, names[alt],
                                         den[alt][1]),
                       "%s>%s" % (names[pick], names[alt]) if sign == ">" else
                       "%s=%s" % (names[pick], names[alt]), "pick %s" % names[pick]))
    return out


def _names(st, ps):
    return ",".join(st["names"][p] for p in ps)


def _shared(st, ps):
    """The lines naming a shared win: one when the names fit it, else a name a line (a
    name is never cut)."""
    s = "Shared: " + _names(st, ps)
    if len(s) <= 16:
        return [s]
    return ["Shared by %d:" % len(ps)] + [fit(st["names"][p]) for p in ps]


def result(state):
    """Scores, ranking and screen lines for any mode (see the module docstring)."""
    mode = state["mode"]
    if mode == "den":
        return _den_result(state)
    if mode == "memory":
        return _memory_result(state)
    return _oldmaid_result(state)


def _den_result(st):
    names = st["opt"]["suits"]
    lone = st["opt"]["lone"]
    players = []
    keys = []
    for p in range(len(st["names"])):
        den = st["den"][p]
        pairs = st["pairs"][p]
        total, m, l, why = score(den, pairs, lone)
        lines = [fit("%s: %d pts" % (st["names"][p], total),
                     "%s %dp" % (st["names"][p], total))]
        if m < 0:
            lines.append("No cards: 0p")
        else:
            for role, s in (("Most", m), ("Least", l)):
                v = (names[s], den[s][0], den[s][1])
                lines.append(fit("%s: %s %dc %dp" % ((role,) + v), "%s:%s %dc %dp" % ((role,) + v),
                                 "%s:%s %dc%dp" % ((role,) + v), "%s:%s %dc %dp" % ((role[0],) + v),
                                 "%s:%s %dc%dp" % ((role[0],) + v)))
            if m == l and lone == 2:
                lines.append(fit("(counts twice)"))
        lines.append(fit("Pairs: %dx%d=%dp" % (pairs, PAIR_PTS, pairs * PAIR_PTS)))
        wl = _why_lines(why, den, names)
        warn = []
        can = sum((x[0] - x[2]) // 2 for x in den)
        if pairs > can:
            warn.append(fit("!%d pairs>%d max" % (pairs, can)))
        players.append({
            "name": st["names"][p], "total": total, "pairs": pairs,
            "pair_pts": pairs * PAIR_PTS, "most": m, "least": l,
            "most_pts": den[m][1] if m >= 0 else 0,
            "least_pts": 0 if l < 0 or (l == m and lone == 1) else den[l][1],
            "why": wl, "warn": warn, "lines": lines + wl + warn})
        keys.append((total, pairs))
    ranking = groups(keys)
    win = ranking[0]
    lines = []
    if len(win) == 1:
        w = win[0]
        runner = [p for p in range(len(keys)) if p != w and keys[p][0] == keys[w][0]]
        lines.append(fit("Winner: %s" % st["names"][w], "Win: %s" % st["names"][w]))
        if runner:
            lines.append(fit("Tie %dp: pairs" % keys[w][0]))
    else:
        lines.extend(_shared(st, win))
        lines.append(fit("%dp %dpr each" % keys[win[0]]))
    for g in ranking:
        for p in g:
            lines.append(fit("%s %dp %dpr" % ((st["names"][p],) + keys[p]),
                             "%s %dp" % (st["names"][p], keys[p][0])))
    return {"mode": "den", "over": True, "players": players, "ranking": ranking,
            "winners": win, "lines": lines}


def _memory_result(st):
    pairs = st["pairs"]
    ranking = groups(pairs)
    over = st["left"] <= 0
    players = []
    for p in range(len(pairs)):
        ln = [fit("%s: %d pairs" % (st["names"][p], pairs[p]), "%s %dpr" % (st["names"][p],
                                                                        pairs[p]))]
        if not over and p == st["turn"]:
            ln.append("(to play)")
        players.append({"name": st["names"][p], "pairs": pairs[p], "lines": ln})
    win = ranking[0]
    if over:
        lines = [fit("Winner: %s" % _names(st, win))] if len(win) == 1 else _shared(st, win)
    else:
        lines = [fit("Turn: %s" % st["names"][st["turn"]]), fit("%d cards left" % st["left"])]
    return {"mode": "memory", "over": over, "players": players, "ranking": ranking,
            "winners": win if over else [], "turn": st["turn"], "lines": lines}


def _oldmaid_result(st):
    n = len(st["names"])
    lo = st["loser"]
    over = lo >= 0
    players = []
    for p in range(n):
        if p == lo:
            ln = fit("%s: Old Bill" % st["names"][p], "%s: Bill" % st["names"][p])
        elif st["out"][p] or over:
            ln = fit("%s: safe" % st["names"][p])
        else:
            ln = fit("%s: playing" % st["names"][p], "%s: in" % st["names"][p])
        players.append({"name": st["names"][p], "out": st["out"][p], "loser": p == lo,
                        "lines": [ln]})
    if over:
        win = [p for p in range(n) if p != lo]
        ranking = [win, [lo]]
        lines = [fit("%s loses" % st["names"][lo], "Loser: %s" % st["names"][lo])]
    else:
        win = []
        ranking = [list(range(n))]
        lines = [fit("%d still in" % (n - sum(st["out"])))]
    return {"mode": "oldmaid", "over": over, "players": players, "ranking": ranking,
            "winners": win, "loser": lo, "lines": lines}
