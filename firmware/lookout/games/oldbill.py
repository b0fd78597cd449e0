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
["miss"] no match (next player clockwise). The log keeps the player ([k, p], `compact`): replayed
after an earlier entry is deleted it stays p's, out of turn if need be (`off_turn`). Ends when
no cards are left. Most pairs wins, ties shared.

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
from lookout.games.common import (args as _args, copy_data as _copy, kind as _kind,
                                   names as _listed, number as _int,
                                   options as _options)
from lookout.games.oldbill_results import PAIR_PTS, result, score  # noqa: F401

MIN_PLAYERS = const(3)        # source: the rules text, "3 - 4 players"
MAX_PLAYERS = const(4)
N_SUITS = const(4)            # source: 4 suits x 12 thieves (6 pairs each)
THIEVES = const(12)
MIMES = const(5)              # source: 5 Marco the Mime cards
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


def compact(state, action):
    """The form the log keeps: a Memory turn names its player."""
    a = action
    if state["mode"] == "memory" and type(a) in (list, tuple) and len(a) == 1 and \
            a[0] in ("match", "miss"):
        return [a[0], state["turn"]]
    return a


upgrade = compact     # a saved game's entries get their log form on load (lookout.history)


def off_turn(state, action):
    """The name of the player whose turn it was, when this logged turn is another's."""
    if state["mode"] == "memory" and len(action) == 2 and action[1] != state["turn"]:
        return state["names"][state["turn"]]
    return None


def _memory(st, a):
    if len(a) == 2 and a[0] in ("match", "miss"):      # logged: the player's own turn
        st["turn"] = _int(a[1], 0, len(st["names"]) - 1, "player")
        a = a[:1]
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
