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

Queries: `trick_winner(cards, beats)`, `to_play(state)`, `counts(state)`, `thiefs_chance(counts)`,
`madams(state, seat)`, `breakdown(state)`, `round_lines(state)`, `standings` and `result(state)`.
"""
from lookout.compat import const
from lookout.games.common import kind as _kind, names as _listed, number as _int
from lookout.games.common import options as _options
from lookout.games.diamond_checks import check_counts, count_row
from lookout.games.diamond_log import compact, compact as upgrade, logged as _logged  # noqa
# the parts by concept, kept importable from here (the game's one name for screens and tests)
from lookout.games.diamond_tricks import DEFAULT_BEATS, HAND, SUIT_NAMES, SUITS  # noqa: F401
from lookout.games.diamond_tricks import check_beats as _check_beats
from lookout.games.diamond_tricks import stronger, trick_winner  # noqa: F401

MAX_DIA = const(20)  # *decision*: bound on diamonds per Madam card (printed values unknown)
RANGES = {3: (5, 16), 4: (3, 18), 5: (1, 20)}
_OPTIONS = ("beats", "rounds", "leader", "dtab")


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


def _score():
    """lookout.games.diamond_score, imported when a round is scored: while the tricks are
    played it is not in RAM (the screen drops it again, lookout.screens.g_diamond)."""
    from lookout.games import diamond_score
    return diamond_score


def thiefs_chance(cnt):
    return _score().thiefs_chance(cnt)


def score_round(cnt, dia, steal=None, disc=None):
    return _score().score_round(cnt, dia, steal, disc)


def scored(cnt, seat):
    return _score().scored(cnt, seat)


def standings(state):
    return _score().standings(state)


def result(state):
    return _score().result(state)


def apply(state, action):
    """The state after action; ValueError with a readable message if it is illegal. The game
    contract (HACKING.md): the caller hands over a private copy, changed here in place."""
    s = state
    k = _kind(state, action)
    _logged(s, action)
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
        _logged(s, action, True)          # a logged commit: the points it scored then
    else:
        raise ValueError("unknown action %r" % (k,))
    return s


def _seat(s, v):
    return _int(v, 0, s["n"] - 1, "seat")


def _play(s, a):
    if s["phase"] != "play":
        raise ValueError("the round's cards are all played")
    if len(a) not in (3, 4):                # 4: logged with its seat (diamond_log)
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
            cnt[i] = count_row(s, i, rows[i])
    elif len(a) == 5:
        seat = _seat(s, a[1])
        seats = (seat,)
        cnt[seat] = count_row(s, seat, a[2:])
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
        c = counts(s)
        k = _score().scored(c, seat) if None not in c else MAX_DIA
        if v > k * MAX_DIA:
            raise ValueError("%s keeps %d Madam cards: at most %d points" % (
                s["names"][seat], k, k * MAX_DIA))
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


def round_lines(state):
    """16-char lines for the round being scored: counts, Thief's Chance, discards, points."""
    return _score().round_lines(state["names"], counts(state), _chance(state),
                                breakdown(state))
