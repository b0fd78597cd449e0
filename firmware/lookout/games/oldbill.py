"""Old Bill (Keymaster Games, 2021), 3-4 players: Den scoring, Memory and Old-Maid variants.

Pure rules core. A game is an event log, so lookout.history.History gives exact undo/redo:

    st = new(players, options)   # players: list of short names, or a count (names "P1".."P4")
    st = apply(st, action)       # a NEW state; ValueError (readable, input state untouched)
    r = result(st)               # scores, ranking, 16-character lines for the 128x64 screen

State and actions are JSON-able (dicts/lists of small ints and short strings).

options (all optional; defaults in OPTIONS):
  "mode"     "den" (default) | "memory" | "oldmaid"
  "suits"    suit names, default SUITS ("Red","Blue","Green","Gold"). *decision*: the suit icons
             were lost from the rules text; a group with the cards renames them.
  "card_max" highest point value a single card may carry, default 10. *decision*: printed values
             are unknown; it only bounds data entry.
  "lone"     how often a lone suit scores when it is both the most and the least suit (a Den
             with one suit): 1 (default) or 2. *decision*: the text says "total up the value of"
             the most and the least suit; with one suit that is one suit, and a card never
             scores twice.
  "first"    player index who starts (Memory), default 0.
  "cards"    Memory: cards dealt face down, default 52 (48 thieves + 2 Old Bill + Mimes 4-5;
             the text removes 3 Old Bills and Mimes 1-3). *inferred*: the two Old Bills and the
             two Mimes match each other, or the grid could never be cleared.

Den mode (the normal game; enter each Den at game end, card by card or by suit totals).
p = player index, s = suit index, pts = points (printed value(s), entered by the players):
  ["card", p, s, pts]         one thief card worth pts joins suit s
  ["mime", p, s, pts]         a Mime joins suit s: counts as a card of s and adds pts (often 0),
                              never makes a pair
  ["suit", p, s, n, pts, m]   set suit s to n cards (m of them Mimes, m <= n) worth pts in total
  ["pairs", p, n]             set p's number of matched pairs (each worth 2, whatever the suit)
  ["pair", p, d]              add d pairs (+1 / -1)
  ["discard", p, s, pts, k]   Old Bill: one card worth pts leaves suit s. k (optional) is
                              "t" a thief (default), "m" a Mime, "p" a thief out of a pair (the
                              pair goes too). Old Bill offered with a suit discards from that
                              suit "if they can"; with an empty Den there is nothing to enter.
Scoring (see score()): the most-cards suit and the least-cards suit with at least one card.
Ties in count: the device chooses for the player, maximising the total, and says why. With two
or more suits present the two must be different suits (when all present suits tie, the best two
count). Winner: most points, then most pairs, else a shared win.
Pairs are not checked against the cards while entering (so entry order never matters); result()
adds a warning line when pairs exceed what the thieves (Mimes excluded) could form.
Counts are checked against the deck (12 thieves a suit, 5 Mimes, 24 pairs, across every Den and
the discards); `suit_room` gives the most a suit can hold, `check_count` says the limit.

Memory mode: ["match"] the player to move turned up a pair (+1 pair, 2 cards fewer, plays again);
["miss"] no match (next player clockwise). Ends when no cards are left. Most pairs wins, ties
shared.

Old-Maid mode: ["out", p] p has no cards left; ["loser", p] p holds Old Bill at the end (game
over). When all but one player are out, that one holds Old Bill and loses.

result(state) -> dict:
  "mode", "over" (bool), "winners" [p..], "ranking" [[p..], ..] (groups of tied players, best
  first), "lines" (summary lines) and "players": one dict per player with "name", "lines"
  (<= 16 characters each) and, in Den mode, "total", "pairs", "pair_pts", "most", "least" (suit
  index or -1), "most_pts", "least_pts", "why" (lines), "warn" (lines); in Memory "pairs"; in
  Old-Maid "out", "loser".
"""
from lookout.compat import const
from lookout.games.common import (args as _args, copy_data as _copy, fit, kind as _kind,
                                   names as _listed, number as _int,
                                   options as _options)

MIN_PLAYERS = const(3)        # source: the rules text, "3 - 4 players"
MAX_PLAYERS = const(4)
N_SUITS = const(4)            # source: 4 suits x 12 thieves (6 pairs each)
THIEVES = const(12)
MIMES = const(5)              # source: 5 Marco the Mime cards
PAIR_PTS = const(2)           # source: "Each matched pair of Thieves ... 2 Points"
SUITS = ("Red", "Blue", "Green", "Gold")

OPTIONS = {"mode": "den", "suits": SUITS, "card_max": 10, "lone": 1, "first": 0, "cards": 52}
MODES = ("den", "memory", "oldmaid")


# ---------------------------------------------------------------- new

def new(players, options=None):
    """A fresh game state. players: list of names (3-4) or a count; options: see module doc."""
    players = _listed(players)
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise ValueError("Old Bill needs %d-%d players" % (MIN_PLAYERS, MAX_PLAYERS))
    for nm in players:
        if type(nm) is not str or not nm:
            raise ValueError("player names must be text")
    opt = {}
    for k in OPTIONS:
        opt[k] = _copy(OPTIONS[k])
    for k in _options(options, OPTIONS):
        opt[k] = _copy(options[k])
    if opt["mode"] not in MODES:
        raise ValueError("mode must be den, memory or oldmaid")
    if len(opt["suits"]) != N_SUITS:
        raise ValueError("need %d suit names" % N_SUITS)
    _int(opt["card_max"], 0, 99, "card_max")
    _int(opt["lone"], 1, 2, "lone")
    n = len(players)
    _int(opt["first"], 0, n - 1, "first player")
    _int(opt["cards"], 2, 200, "cards")
    if opt["cards"] % 2:
        raise ValueError("Memory needs an even card count")
    st = {"g": "oldbill", "mode": opt["mode"], "names": players, "opt": opt}
    if opt["mode"] == "den":
        st["den"] = [[[0, 0, 0] for _ in range(N_SUITS)] for _ in range(n)]
        st["pairs"] = [0] * n
        st["gone"] = [0] * (N_SUITS + 1)      # discarded thieves per suit, then Mimes
    elif opt["mode"] == "memory":
        st["pairs"] = [0] * n
        st["turn"] = opt["first"]
        st["left"] = opt["cards"]
    else:
        st["out"] = [0] * n
        st["loser"] = -1
    return st


# ---------------------------------------------------------------- apply

def apply(state, action):
    """The state after action, or ValueError saying why (the game contract, HACKING.md): a new
    state sharing the lists the action leaves alone."""
    _kind(state, action)
    st = dict(state)                # shallow: each handler copies only what it changes
    mode = st["mode"]
    if mode == "den":
        _den(st, action)
    elif mode == "memory":
        _memory(st, action)
    else:
        _oldmaid(st, action)
    return st


def _den(st, a):
    kind = a[0]
    n = len(st["names"])
    cmax = st["opt"]["card_max"]
    if kind == "pairs" or kind == "pair":
        _args(a, 3)
        p = _int(a[1], 0, n - 1, "player")
        if kind == "pairs":
            v = _int(a[2], 0, N_SUITS * THIEVES // 2, "pairs")
        else:
            v = st["pairs"][p] + _int(a[2], -N_SUITS * THIEVES, N_SUITS * THIEVES, "change")
            if v < 0:
                raise ValueError("no pair to take away")
        st["pairs"] = list(st["pairs"])
        st["pairs"][p] = v
        if sum(st["pairs"]) > N_SUITS * THIEVES // 2:
            raise ValueError("only %d pairs in the deck" % (N_SUITS * THIEVES // 2))
        return
    if kind == "card" or kind == "mime":
        _args(a, 4)
        p = _int(a[1], 0, n - 1, "player")
        s = _int(a[2], 0, N_SUITS - 1, "suit")
        pts = _int(a[3], 0, cmax, "card points")
        c = _cell(st, p, s)
        c[0] += 1
        c[1] += pts
        if kind == "mime":
            c[2] += 1
    elif kind == "suit":
        _args(a, 6)
        p = _int(a[1], 0, n - 1, "player")
        s = _int(a[2], 0, N_SUITS - 1, "suit")
        cnt = _int(a[3], 0, THIEVES + MIMES, "cards")
        pts = _int(a[4], 0, (THIEVES + MIMES) * cmax, "points")
        m = _int(a[5], 0, MIMES, "Mimes")
        if m > cnt:
            raise ValueError("more Mimes than cards")
        c = _cell(st, p, s)
        c[0], c[1], c[2] = cnt, pts, m
    elif kind == "discard":
        if len(a) == 4:
            a = list(a) + ["t"]
        _args(a, 5)
        p = _int(a[1], 0, n - 1, "player")
        s = _int(a[2], 0, N_SUITS - 1, "suit")
        pts = _int(a[3], 0, cmax, "card points")
        k = a[4]
        if k not in ("t", "m", "p"):
            raise ValueError("discard kind is t, m or p")
        c = _cell(st, p, s)
        name = st["opt"]["suits"][s]
        if c[0] == 0:
            raise ValueError("no %s card to discard" % name)
        if k == "m" and c[2] == 0:
            raise ValueError("no Mime in %s" % name)
        if k != "m" and c[0] - c[2] == 0:
            raise ValueError("no %s thief to discard" % name)
        if pts > c[1]:
            raise ValueError("%s has only %d points" % (name, c[1]))
        if k == "p":
            if st["pairs"][p] == 0:
                raise ValueError("no pair to break")
            st["pairs"] = list(st["pairs"])
            st["pairs"][p] -= 1
        st["gone"] = list(st["gone"])
        c[0] -= 1
        c[1] -= pts
        if k == "m":
            c[2] -= 1
            st["gone"][N_SUITS] += 1
        else:
            st["gone"][s] += 1
    else:
        raise ValueError("unknown action %s" % kind)
    _check_den(st, p, s)


def _cell(st, p, s):
    """A fresh copy of player p's suit s, put in place (the input state's lists stay shared)."""
    den = list(st["den"])
    row = list(den[p])
    c = list(row[s])
    row[s] = c
    den[p] = row
    st["den"] = den
    return c


def _check_den(st, p, s):
    """Deck limits after a change to player p's suit s (the caller's copy is thrown away)."""
    c = st["den"][p][s]
    name = st["opt"]["suits"][s]
    if c[0] == 0 and c[1]:
        raise ValueError("empty %s can't score" % name)
    if c[1] > c[0] * st["opt"]["card_max"]:
        raise ValueError("%s: at most %d points (%d cards x %d)" % (
            name, c[0] * st["opt"]["card_max"], c[0], st["opt"]["card_max"]))
    th = st["gone"][s]
    mi = st["gone"][N_SUITS]
    for d in st["den"]:
        th += d[s][0] - d[s][2]
        for x in d:
            mi += x[2]
    if th > THIEVES:
        raise ValueError("only %d %s thieves in the deck (%d entered)" % (THIEVES, name, th))
    if mi > MIMES:
        raise ValueError("only %d Mimes in the deck (%d entered)" % (MIMES, mi))


def suit_room(st, p, s):
    """Most cards player p's suit s can hold, given every other Den and the discards: the
    suit's thieves not elsewhere plus the Mimes not elsewhere (the screen's entry limit)."""
    th = THIEVES - st["gone"][s]
    mi = MIMES - st["gone"][N_SUITS]
    den = st["den"]
    for q in range(len(den)):
        for t in range(N_SUITS):
            c = den[q][t]
            if q == p and t == s:
                continue
            mi -= c[2]
            if t == s:
                th -= c[0] - c[2]
    return max(0, th) + max(0, mi)


def check_count(st, p, s, n):
    """ValueError saying the limit unless p's suit s can hold n cards (checked before the
    points are asked for, so a wrong count never costs the points entered with it)."""
    room = suit_room(st, p, s)
    if n > room:
        raise ValueError("%s: at most %d cards (12 thieves + 5 Mimes, less those in other "
                         "Dens or discarded)" % (st["opt"]["suits"][s], room))


def _memory(st, a):
    _args(a, 1)
    if st["left"] <= 0:
        raise ValueError("game over: no cards left")
    if a[0] == "match":
        st["pairs"] = list(st["pairs"])
        st["pairs"][st["turn"]] += 1
        st["left"] -= 2
    elif a[0] == "miss":
        if st["left"] < 4:
            raise ValueError("last two cards always match")
        st["turn"] = (st["turn"] + 1) % len(st["names"])
    else:
        raise ValueError("unknown action %s" % a[0])


def _oldmaid(st, a):
    _args(a, 2)
    n = len(st["names"])
    p = _int(a[1], 0, n - 1, "player")
    if st["loser"] >= 0:
        raise ValueError("game over")
    if st["out"][p]:
        raise ValueError("%s is already out" % st["names"][p])
    if a[0] == "out":
        if sum(st["out"]) >= n - 1:
            raise ValueError("someone holds Old Bill")
        st["out"] = list(st["out"])
        st["out"][p] = 1
        if sum(st["out"]) == n - 1:
            st["loser"] = st["out"].index(0)
    elif a[0] == "loser":
        st["loser"] = p
    else:
        raise ValueError("unknown action %s" % a[0])


# ---------------------------------------------------------------- scoring

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


def _groups(keys):
    """Indexes grouped by equal key, best (largest) key first."""
    order = sorted(range(len(keys)), key=lambda i: (keys[i], -i), reverse=True)
    out = []
    for i in order:
        if out and keys[out[-1][0]] == keys[i]:
            out[-1].append(i)
        else:
            out.append([i])
    return out


def _names(st, ps):
    return ",".join(st["names"][p] for p in ps)


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
    ranking = _groups(keys)
    win = ranking[0]
    lines = []
    if len(win) == 1:
        w = win[0]
        runner = [p for p in range(len(keys)) if p != w and keys[p][0] == keys[w][0]]
        lines.append(fit("Winner: %s" % st["names"][w], "Win: %s" % st["names"][w]))
        if runner:
            lines.append(fit("Tie %dp: pairs" % keys[w][0]))
    else:
        lines.append(fit("Shared: %s" % _names(st, win)))
        lines.append(fit("%dp %dpr each" % keys[win[0]]))
    for g in ranking:
        for p in g:
            lines.append(fit("%s %dp %dpr" % ((st["names"][p],) + keys[p]),
                             "%s %dp" % (st["names"][p], keys[p][0])))
    return {"mode": "den", "over": True, "players": players, "ranking": ranking,
            "winners": win, "lines": lines}


def _memory_result(st):
    pairs = st["pairs"]
    ranking = _groups(pairs)
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
        lines = [fit(("Winner: %s" if len(win) == 1 else "Shared: %s") % _names(st, win))]
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
