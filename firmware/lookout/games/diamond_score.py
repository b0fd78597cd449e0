"""Diamond thief scoring, pure math on per-seat counts and diamonds (no game state rules):
Thief's Chance, the round's points (`score_round`, steps 1-4 of the rules) and the result
over the score table (`standings`, `result`). The state rules (lookout.games.diamond) import
it; it imports nothing of them."""
from lookout.compat import const

WIDTH = const(16)


def thiefs_chance(cnt):
    """(thief, victim, cards) from per-seat [t, d, m] counts, or None: the unique most-Thief
    player steals from the unique most-Madam player max(0, min(t - victim's d, victim's m))
    cards. A tie for either, or the same player for both, means none."""
    n = len(cnt)
    th = vi = -1
    for key, who in ((0, "th"), (2, "vi")):
        top = max(c[key] for c in cnt)
        at = [i for i in range(n) if cnt[i][key] == top]
        if len(at) != 1:
            return None
        if who == "th":
            th = at[0]
        else:
            vi = at[0]
    if th == vi:
        return None
    k = cnt[th][0] - cnt[vi][1]
    if k > cnt[vi][2]:
        k = cnt[vi][2]
    return (th, vi, k if k > 0 else 0)


def scored(cnt, seat):
    """Madam cards the seat's points come from after steps 1-3: its own kept (less any
    stolen from it and those its Thief cards discard) plus any it stole. Each holds at most
    MAX_DIA diamonds, so points over that many are not on the table."""
    ch = thiefs_chance(cnt)
    t, d, m = cnt[seat]
    if ch and ch[1] == seat:
        m -= ch[2]
    rest = t - (t if d > t else d)
    return m - (rest if rest < m else m) + (ch[2] if ch and ch[0] == seat else 0)


def _pick(dias, k, avoid, most):
    """k indexes of dias not in avoid: the most (or fewest) diamonds, lowest index first."""
    order = sorted([i for i in range(len(dias)) if i not in avoid],
                   key=lambda i: (-dias[i] if most else dias[i], i))
    return sorted(order[:k])


def score_round(cnt, dia, steal=None, disc=None):
    """Round points per seat from counts [t, d, m] and diamonds (int total = points entered
    directly, or per-Madam-card list). steal / disc: optional choices (indexes); defaults:
    the thief takes the most diamonds, forced discards drop the fewest. Returns a list of
    dicts: t, d, m, stolen (indexes lost), took (cards stolen), drop_t, drop_m, dropped
    (indexes), points (None when diamonds are missing)."""
    n = len(cnt)
    ch = thiefs_chance(cnt)
    out = []
    for i in range(n):
        t, d, m = cnt[i]
        out.append({"t": t, "d": d, "m": m, "stolen": [], "took": 0, "gain": 0,
                    "drop_t": t if d > t else d, "drop_m": 0, "dropped": [], "points": None})
    if ch and ch[2]:
        th, vi, k = ch
        out[th]["took"] = k
        vd = dia[vi]
        if type(vd) is list:
            st = steal if steal is not None else _pick(vd, k, (), True)
            out[vi]["stolen"] = st
            out[th]["gain"] = sum(vd[j] for j in st)
        elif type(dia[th]) is not int:
            out[th]["gain"] = None  # the thief's points need the victim's cards
    for i in range(n):
        o = out[i]
        left = o["m"] - (ch[2] if ch and ch[1] == i else 0)
        rest = o["t"] - o["drop_t"]
        o["drop_m"] = rest if rest < left else left
        di = dia[i]
        if type(di) is int:
            o["points"] = di
        elif type(di) is list:
            pick = disc[i] if disc and disc[i] is not None else \
                _pick(di, o["drop_m"], o["stolen"], False)
            o["dropped"] = pick
            if o["gain"] is not None:
                o["points"] = o["gain"] + sum(di[j] for j in range(len(di))
                                              if j not in pick and j not in o["stolen"])
        elif o["m"] == 0 and o["gain"] is not None:
            o["points"] = o["gain"]
    return out


def _line(left, right):
    room = WIDTH - len(right) - 1
    return ("%-" + str(room) + "s %s") % (left[:room], right)


def round_lines(names, c, ch, b):
    """lookout.games.diamond.round_lines from its parts: names, counts c (None: not entered),
    Thief's Chance ch ((thief, victim, cards) or None) and breakdown b."""
    lines = []
    if ch and ch[2]:
        t, v, m = names[ch[0]], names[ch[1]], "M%d" % ch[2]
        if len(t) + len(v) + len(m) + 2 > WIDTH:   # whole names: the second on its own line
            lines.append(_line(t + "<", ""))
            lines.append(_line(v, m))
        else:
            lines.append(_line("%s<%s" % (t, v), m))
    elif None not in c:
        lines.append("No Thief'sChance")
    for i in range(len(names)):
        if c[i] is None:
            lines.append(_line(names[i], "?"))
            continue
        o = b[i]
        tdm = "T%d D%d M%d" % (o["t"], o["d"], o["m"])
        if len(names[i]) + 1 + len(tdm) > WIDTH:   # the name whole, its counts under it
            lines.append(_line(names[i], ""))
            lines.append(_line("", tdm))
        else:
            lines.append(_line(names[i], tdm))
        lines.append(_line(" -T%d -M%d" % (o["drop_t"], o["drop_m"]),
                           "?" if o["points"] is None else "%d" % o["points"]))
    return lines


def standings(state):
    """[rank, seat, total] rows, best first; tied seats share a rank."""
    tot = [sum(x) for x in state["score"]]
    order = sorted(range(len(tot)), key=lambda i: (-tot[i], i))
    rows = []
    for k in range(len(order)):
        i = order[k]
        rank = rows[-1][0] if k and tot[i] == rows[-1][2] else k + 1
        rows.append([rank, i, tot[i]])
    return rows


def result(state):
    """{"over", "winners" (all seats sharing first place once over), "ranking" (groups of
    tied seats), "lines"}: 16-char lines "1= Ann       34" then "Ann 12 9 13" per round."""
    names = state["names"]
    rows = standings(state)
    lines = []
    ranking = []
    prev = 0
    for rank, i, tot in rows:
        tie = len([r for r in rows if r[0] == rank]) > 1
        lines.append(_line("%d%s %s" % (rank, "=" if tie else "", names[i]), "%d" % tot))
        if rank == prev:
            ranking[-1].append(i)
        else:
            ranking.append([i])
        prev = rank
    for i in range(state["n"]):
        sc = state["score"][i]
        if sc:
            pts = " ".join("%d" % p for p in sc)
            if len(names[i]) + 1 + len(pts) > WIDTH:   # the name whole, the points under it
                lines.append(_line(names[i], ""))
                lines.append(_line("", pts[-WIDTH + 1:]))
            else:
                lines.append(_line(names[i], pts))
    over = state["phase"] == "over"
    return {"over": over, "winners": ranking[0] if over else [], "ranking": ranking,
            "lines": lines}
