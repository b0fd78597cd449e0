"""Diamond thief trick game (Thief, Watch Dog, Madam), 3-5 players: rules core, event log.

Suits are "T" Thief, "D" Watch Dog, "M" Madam. Cards in play by player count (12 dealt each):
3 players 5-16, 4 players 3-18, 5 players 1-20.

State (`new(players, options) -> state`, JSON-able; `apply` changes the copy it is
handed: the game contract in HACKING.md):
  "names", "n", "lo", "hi" (card range), "beats" (see options), "rounds", "round" (1-based)
  "leader"  this round's first leader; "lead" leader of the trick being played
  "trick"   [[suit, number], ...] cards of the trick so far, in play order
  "tricks"  tricks finished this round; "prev" [winner seat, cards] of the last trick or None
  "won"     per seat [[Thief numbers], [Watch Dog numbers], [Madam numbers]] collected
  "mode"    "t" cards tracked trick by trick, "c" counts entered directly
  "cnt"     per seat [thieves, dogs, madams] in count mode (None until entered)
  "dia"     per seat None | total (int) | per-Madam-card diamond list
  "steal"   None or indexes into the victim's Madam list chosen for Thief's Chance
  "disc"    per seat None or indexes of Madam cards chosen for forced discards
  "score"   per seat list of round points; "phase" "play" | "score" | "over"

Options (settings):
  "beats"   pairs "XY" = suit X beats suit Y when exactly those two suits are in a trick;
            default ["DT", "TM", "MD"] (Watch Dog > Thief > Madam > Watch Dog; *inferred*)
  "rounds"  default: as many as players
  "leader"  first leader's seat, default 0 (the rules: whoever last had a diamond stolen)
  "dtab"    diamonds printed on Madam cards 1..20 as a 21-entry list (index 0 unused), or None
            (default: unknown, entered at scoring)

Actions:
  ["play", suit, number]   the seat to move plays a card; after every seat has played the
                           trick goes to `trick_winner`, whose seat leads the next one. After 12
                           tricks the round moves to scoring.
  ["counts", seat, t, d, m]  count mode: collected Thief / Watch Dog / Madam cards (allowed
                           before the first card of a round is tracked, or while scoring one);
                           checked against the deck (`check_counts`): per suit, per player
                           (a multiple of n) and in total, the message saying the limit
  ["counts", [[t, d, m], ...]]  every seat at once
  ["dia", seat, total]     points for the seat's round entered directly: the diamonds on the
                           Madam cards it keeps after steps 1-3 plus any it stole (the table
                           follows `round_lines`; the device just records the number)
  ["dia", seat, [d, ...]]  diamonds on each collected Madam card (tracked: in ascending Madam
                           number order); the device does steps 1-4
  ["steal", [i, ...]]      which of the victim's Madam cards the thief takes (default: the
                           most diamonds)
  ["discard", seat, [i, ...]]  which Madam cards the seat discards for its Thief cards
                           (default: the fewest diamonds, best for the player)
  ["commit"]               score the round; the next round's leader sits left of this
                           round's leader; after the last round the phase is "over"

Scoring (`score_round`): 1 Thief's Chance: the unique player with most Thief cards steals from
the unique player with most Madam cards max(0, min(thieves - victim's dogs, victim's madams))
Madam cards; a tie for either, or the same player on both, means no Thief's Chance. 2 each Watch
Dog discards one Thief card. 3 each remaining Thief card discards one own Madam card (stolen ones
are safe). 4 one point per diamond on kept Madam cards, then on stolen ones.

Queries: `trick_winner(cards, beats)`, `to_play(state)`, `counts(state)`,
`thiefs_chance(counts)`, `madams(state, seat)`, `breakdown(state)`, `round_lines(state)`,
`standings(state)`, `result(state)`.
"""
from lookout.compat import const
from lookout.games.common import kind as _kind, names as _listed, number as _int
from lookout.games.common import options as _options

HAND = const(12)
MAX_DIA = const(20)  # *decision*: bound on diamonds per Madam card (printed values unknown)
WIDTH = const(16)
SUITS = "TDM"
SUIT_NAMES = ("Thief", "Dog", "Madam")
RANGES = {3: (5, 16), 4: (3, 18), 5: (1, 20)}
DEFAULT_BEATS = ("DT", "TM", "MD")
_OPTIONS = ("beats", "rounds", "leader", "dtab")





def _check_beats(beats):
    beats = list(beats)
    pairs = []
    for p in beats:
        if type(p) is not str or len(p) != 2 or p[0] not in SUITS or p[1] not in SUITS \
                or p[0] == p[1]:
            raise ValueError("beats: pairs like \"DT\" of two suits T, D, M")
        key = "".join(sorted(p))
        if key in pairs:
            raise ValueError("beats: %s and %s named twice" % (p[0], p[1]))
        pairs.append(key)
    if len(pairs) != 3:
        raise ValueError("beats: one winner for each of the 3 suit pairs")
    return beats


def stronger(a, b, beats=DEFAULT_BEATS):
    """The suit that wins when suits a and b (different) are the only two in a trick."""
    for p in beats:
        if p[0] == a and p[1] == b:
            return a
        if p[0] == b and p[1] == a:
            return b
    raise ValueError("no rule for %s against %s" % (a, b))


def trick_winner(cards, beats=DEFAULT_BEATS):
    """Index (in play order) of the winning card of a trick; cards are (suit, number).
    One suit: highest number. Two suits: the stronger suit by `beats`, highest number of it.
    Three suits: lowest number whatever the suit; the first played wins a tie."""
    if not cards:
        raise ValueError("a trick needs cards")
    suits = ""
    for c in cards:
        if c[0] not in suits:
            suits += c[0]
    best = 0
    if len(suits) == 3:
        for i in range(1, len(cards)):
            if cards[i][1] < cards[best][1]:
                best = i
        return best
    s = suits[0] if len(suits) == 1 else stronger(suits[0], suits[1], beats)
    best = -1
    for i in range(len(cards)):
        c = cards[i]
        if c[0] == s and (best < 0 or c[1] > cards[best][1]):
            best = i
    return best


def new(players, options=None):
    """Start a game: players 3-5 names (or a count); options: see the module docstring."""
    players = _listed(players)
    n = len(players)
    if n not in RANGES:
        raise ValueError("this game needs 3-5 players")
    o = _options(options, _OPTIONS)
    beats = _check_beats(o.get("beats", DEFAULT_BEATS))
    rounds = _int(o.get("rounds", n), 1, 20, "rounds")
    leader = _int(o.get("leader", 0), 0, n - 1, "leader")
    dtab = o.get("dtab")
    if dtab is not None:
        if len(dtab) != 21:
            raise ValueError("dtab: 21 entries (Madam 1-20, index 0 unused)")
        for d in dtab[1:]:
            _int(d, 0, MAX_DIA, "diamonds")
        dtab = list(dtab)
    lo, hi = RANGES[n]
    s = {"g": "diamond", "names": [str(p) for p in players], "n": n, "lo": lo, "hi": hi,
         "beats": beats, "rounds": rounds, "round": 1, "leader": leader, "dtab": dtab,
         "score": [[] for _ in range(n)]}
    _deal(s)
    return s


def _deal(s):
    n = s["n"]
    s["lead"] = s["leader"]
    s["trick"] = []
    s["tricks"] = 0
    s["prev"] = None
    s["won"] = [[[], [], []] for _ in range(n)]
    s["mode"] = "t"
    s["cnt"] = [None] * n
    s["dia"] = [None] * n
    s["steal"] = None
    s["disc"] = [None] * n
    s["phase"] = "play"


def to_play(state):
    """Seat to play the next card (play phase)."""
    return (state["lead"] + len(state["trick"])) % state["n"]


def counts(state):
    """Per seat [thieves, dogs, madams] collected this round (None for a seat not entered)."""
    if state["mode"] == "c":
        return [None if c is None else list(c) for c in state["cnt"]]
    return [[len(w[0]), len(w[1]), len(w[2])] for w in state["won"]]


def madams(state, seat):
    """Madam numbers the seat collected (ascending), or None in count mode."""
    if state["mode"] == "c":
        return None
    return sorted(state["won"][seat][2])


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


def copy(state):
    """The copy History hands apply (the game contract): the lists an action changes in place
    are new ("trick", "dia", "disc", "cnt", the score rows); the rest is shared ("names",
    "beats", "dtab", "prev", the cards; "won" is copied by _play on the row it changes), so a
    card played allocates a few small lists, not the whole round."""
    s = dict(state)
    for k in ("trick", "dia", "disc", "cnt"):
        s[k] = list(state[k])
    s["score"] = [list(r) for r in state["score"]]
    return s


def apply(state, action):
    """The state after action; ValueError with a readable message if it is illegal. The game
    contract (HACKING.md): the caller hands over a private copy, changed here in place."""
    s = state
    k = _kind(state, action)
    if k == "play":
        _play(s, action)
    elif k == "counts":
        _counts(s, action)
    elif k == "dia":
        _dia(s, action)
    elif k == "steal":
        _steal(s, action)
    elif k == "discard":
        _discard(s, action)
    elif k == "commit":
        _commit(s)
    else:
        raise ValueError("unknown action %r" % (k,))
    return s


def _seat(s, v):
    return _int(v, 0, s["n"] - 1, "seat")


def _play(s, a):
    if s["phase"] != "play":
        raise ValueError("the round's cards are all played")
    if len(a) != 3:
        raise ValueError("play needs a suit and a number")
    suit = a[1]
    if suit not in ("T", "D", "M"):
        raise ValueError("suit must be T, D or M")
    num = _int(a[2], s["lo"], s["hi"], "card number")
    si = SUITS.index(suit)
    for w in s["won"]:
        if num in w[si]:
            raise ValueError("%s %d was already played" % (SUIT_NAMES[si], num))
    for c in s["trick"]:
        if c[0] == suit and c[1] == num:
            raise ValueError("%s %d was already played" % (SUIT_NAMES[si], num))
    t = s["trick"]
    t.append([suit, num])
    if len(t) < s["n"]:
        return
    w = (s["lead"] + trick_winner(t, s["beats"])) % s["n"]
    won = list(s["won"])              # copy() shares "won": only the winner's row is new
    won[w] = [list(x) for x in won[w]]
    s["won"] = won
    for c in t:
        won[w][SUITS.index(c[0])].append(c[1])
    s["prev"] = [w, t]
    s["trick"] = []
    s["lead"] = w
    s["tricks"] += 1
    if s["tricks"] == HAND:
        s["phase"] = "score"


def _counts(s, a):
    if s["mode"] != "c" and (s["tricks"] or s["trick"]):
        raise ValueError("cards are being tracked this round")
    n = s["n"]
    cnt = list(s["cnt"])
    if len(a) == 2:                  # every seat at once (one undo step for the round)
        rows = a[1]
        if type(rows) not in (list, tuple) or len(rows) != n:
            raise ValueError("counts for %d players" % n)
        seats = range(n)
        for i in seats:
            cnt[i] = _count_row(s, i, rows[i])
    elif len(a) == 5:
        seat = _seat(s, a[1])
        seats = (seat,)
        cnt[seat] = _count_row(s, seat, a[2:])
    else:
        raise ValueError("counts needs seat, thieves, dogs, madams")
    check_counts(s, cnt)
    s["mode"] = "c"
    s["phase"] = "score"
    s["cnt"] = cnt
    for i in seats:
        d = s["dia"][i]
        if type(d) is list and len(d) != cnt[i][2]:
            s["dia"][i] = None
    _clear_choices(s)


def _count_row(s, seat, v):
    if type(v) not in (list, tuple) or len(v) != 3:
        raise ValueError("counts: thieves, dogs, madams")
    n = s["n"]
    size = s["hi"] - s["lo"] + 1
    c = []
    for k in range(3):
        x = _int(v[k], 0, 99, "%s cards" % SUIT_NAMES[k])
        if x > size:
            raise ValueError("only %d %s cards with %d players (%d-%d)" % (
                size, SUIT_NAMES[k], n, s["lo"], s["hi"]))
        c.append(x)
    t = c[0] + c[1] + c[2]
    if t % n:
        raise ValueError("%s has %d cards: tricks give %d each" % (s["names"][seat], t, n))
    return c


def check_counts(s, cnt):
    """Counts entered so far (None for a seat not entered) against the deck for this player
    count: each suit has hi - lo + 1 cards, the round HAND x n. ValueError says the limit."""
    n = s["n"]
    size = s["hi"] - s["lo"] + 1
    got = [c for c in cnt if c is not None]
    for k in range(3):
        x = sum(c[k] for c in got)
        if x > size:
            raise ValueError("%d %s cards: only %d with %d players (%d-%d)" % (
                x, SUIT_NAMES[k], size, n, s["lo"], s["hi"]))
    x = sum(c[0] + c[1] + c[2] for c in got)
    if x > HAND * n:
        raise ValueError("%d cards: only %d with %d players (12 each)" % (x, HAND * n, n))


def _clear_choices(s):
    s["steal"] = None
    s["disc"] = [None] * s["n"]


def _need_score(s):
    if s["phase"] != "score":
        raise ValueError("play the round's cards first")


def _dia(s, a):
    _need_score(s)
    if len(a) != 3:
        raise ValueError("dia needs seat and diamonds")
    seat = _seat(s, a[1])
    v = a[2]
    if type(v) is int:
        _int(v, 0, MAX_DIA * 20, "diamonds")
    else:
        m = counts(s)[seat]
        if m is None:
            raise ValueError("enter %s's counts first" % s["names"][seat])
        v = list(v)
        if len(v) != m[2]:
            raise ValueError("%s has %d Madam cards" % (s["names"][seat], m[2]))
        for d in v:
            _int(d, 0, MAX_DIA, "diamonds")
    s["dia"][seat] = v
    _clear_choices(s)


def _indexes(v, size, k, what):
    if type(v) not in (list, tuple) or len(v) != k:
        raise ValueError("choose %d %s" % (k, what))
    out = []
    for i in v:
        _int(i, 0, size - 1, "card")
        if i in out:
            raise ValueError("a card chosen twice")
        out.append(i)
    return sorted(out)


def _chance(s):
    c = counts(s)
    if None in c:
        return None
    return thiefs_chance(c)


def _steal(s, a):
    _need_score(s)
    ch = _chance(s)
    if ch is None or not ch[2]:
        raise ValueError("no Thief's Chance this round")
    d = s["dia"][ch[1]]
    if type(d) is not list:
        raise ValueError("enter the victim's Madam cards one by one")
    s["steal"] = _indexes(a[1] if len(a) > 1 else None, len(d), ch[2], "Madam cards")
    s["disc"][ch[1]] = None


def _discard(s, a):
    _need_score(s)
    if len(a) != 3:
        raise ValueError("discard needs seat and cards")
    seat = _seat(s, a[1])
    d = s["dia"][seat]
    if type(d) is not list:
        raise ValueError("enter %s's Madam cards one by one" % s["names"][seat])
    b = breakdown(s)[seat]
    idx = _indexes(a[2], len(d), b["drop_m"], "Madam cards")
    for i in idx:
        if i in b["stolen"]:
            raise ValueError("that card was stolen")
    s["disc"][seat] = idx


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


def _dias(s):
    """Diamonds per seat, filling per-card lists from the dtab option when tracked."""
    dia = list(s["dia"])
    if s["dtab"] and s["mode"] == "t":
        for i in range(s["n"]):
            if dia[i] is None:
                dia[i] = [s["dtab"][x] for x in madams(s, i)]
    return dia


def breakdown(state):
    """score_round for the round being scored (counts missing -> zero for now)."""
    cnt = [c if c is not None else [0, 0, 0] for c in counts(state)]
    return score_round(cnt, _dias(state), state["steal"], state["disc"])


def _commit(s):
    _need_score(s)
    names = s["names"]
    c = counts(s)
    for i in range(s["n"]):
        if c[i] is None:
            raise ValueError("enter %s's cards" % names[i])
    if s["mode"] == "c":
        check_counts(s, c)
        if sum(x[0] + x[1] + x[2] for x in c) != HAND * s["n"]:
            raise ValueError("counts must add up to %d cards (12 each)" % (HAND * s["n"]))
    b = breakdown(s)
    ch = _chance(s)
    for i in range(s["n"]):
        if b[i]["points"] is None:
            if s["dia"][i] is not None and ch:
                raise ValueError("enter %s's Madam cards one by one" % names[ch[1]])
            raise ValueError("enter %s's diamonds" % names[i])
    for i in range(s["n"]):
        s["score"][i].append(b[i]["points"])
    if s["round"] >= s["rounds"]:
        s["phase"] = "over"
        return
    s["round"] += 1
    s["leader"] = (s["leader"] + 1) % s["n"]
    _deal(s)


def _line(left, right):
    room = WIDTH - len(right) - 1
    return ("%-" + str(room) + "s %s") % (left[:room], right)


def round_lines(state):
    """16-char lines for the round being scored: counts, Thief's Chance, discards, points."""
    names = state["names"]
    c = counts(state)
    lines = []
    ch = _chance(state)
    if ch and ch[2]:
        lines.append(_line("%s<%s" % (names[ch[0]][:6], names[ch[1]][:6]), "M%d" % ch[2]))
    elif None not in c:
        lines.append("No Thief'sChance")
    b = breakdown(state)
    for i in range(state["n"]):
        if c[i] is None:
            lines.append(_line(names[i], "?"))
            continue
        o = b[i]
        lines.append(_line(names[i], "T%d D%d M%d" % (o["t"], o["d"], o["m"])))
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
            if len(pts) > 10:  # 5 rounds of big scores: name, then the points
                lines.append(_line(names[i], ""))
                lines.append(_line("", pts[-WIDTH + 1:]))
            else:
                lines.append(_line(names[i][:5], pts))
    over = state["phase"] == "over"
    return {"over": over, "winners": ranking[0] if over else [], "ranking": ranking,
            "lines": lines}
