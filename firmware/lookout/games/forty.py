"""Forty Thieves (Charles Magri), 2-4 players: rules core as an event log.

The device follows the table: who discards what onto which pile; it claims spots, finds lines,
ends rounds, keeps score. It never knows hands, except when asked `legal_moves(state, hand)`.

State (`new(players, options) -> state`, JSON-able; `apply` changes the copy it is
handed: the game contract in HACKING.md):
  "names"  player names, seats clockwise; "n" player count
  "side"   chip colour (side) of each seat: 2 and 3 players one each, 4 players two teams
  "lay"    the 36 board products, row by row (cell i = row i // 6, column i % 6)
  "own"    36-char string: "." empty, "0".."2" the side holding the cell
  "piles"  [pile 0 cards, pile 1 cards], bottom first; the top is the last card
  "turn"   seat to act; "dealer" this round's dealer; "out" 1 per seat that conceded
  "round"  1-based round number; "rounds" planned rounds; "extra" 1 in tie-break rounds
  "score", "queens"  per side; "log" one [round, side, points, "L"|"C"] per finished round
  "last"   cell of the latest claim or -1; "phase" "open0" | "open1" | "play" | "over"
  "winner" side that won the game, or -1

Options (all settings, defaults from shared/rules/NOTES.md and the rule text):
  "layout"  36 distinct products of 1..9 x 1..9 (default: ascending, the Product Game board)
  "rounds"  planned rounds, 1-99 (default 10)
  "dealer"  first dealer's seat (default 0)
  "teams"   4 players: side of each seat (default [0, 1, 0, 1]: partners sit opposite)
  "strikes" "Three Strikes - You're Out", 2 players only (default False)
  "jk"      show points as kings (3) and jacks (1) (default False)

Actions (lists; tuples work too):
  ["play", pile, card]          discard card 1-9 onto pile 0/1 and claim top0 x top1.
                                Opening: the dealer starts pile 0 (no claim), the next seat
                                starts pile 1 and claims the product (5 then 2: claims 10).
  ["play", pile, 10, replay]    a thief: discard the 10 onto pile, replay `replay` (a non-10
                                card from that pile) on top; the product must be a spot held
                                by another side, which is stolen.
  ["concede"] / ["concede", seat]   the seat to move (or `seat`) concedes, chosen or forced.
  The log keeps who did what and its round (forty_log): ["play", pile, card, replay or 0,
  seat, product, round, points], ["concede", seat, round, points].
Illegal actions raise ValueError with a readable message. The deck has four of each card: a
fifth discard of one value in a round is refused.

Round ends: a claim that completes a line scores `count_lines` for the claimer's side; or only
one side has players left after concessions and it scores 1 (with "strikes" it also gets a
queen; 3 queens win at once). Then the dealer passes left and the board clears. After the
planned rounds a tie for the lead means extra rounds until one is not tied.

Lines: `count_lines(own, side)` counts the length-4 windows along rows, columns and both
diagonals whose four cells all belong to side: a line of 4 is 1, of 5 is 2, of 6 is 3, and
separate lines add up (windows that cross at a cell each count).

Queries: `legal_moves(state, hand)`, `must_concede(state, hand)`, pure
`has_legal_discard(hand, piles, own, side, layout)`; drawing: `cells(state)` (36
(product, side or -1)), `owners(state)` (bytearray, 255 empty), `side_names(state)`,
`current(state)`; scores: `standings(state)`, `result(state)`, `kings_jacks(points)`.
"""
from lookout.compat import const
from lookout.games.common import integer as _int, kind as _kind, names as _listed
from lookout.games.common import options as _options
from lookout.games.forty_results import WIDTH, kings_jacks, result  # noqa: F401
from lookout.games.forty_results import cells, current, owners, side_names, standings  # noqa
from lookout.games.forty_log import compact, logged as _logged, off_turn, same as _same  # noqa
from lookout.games.forty_log import compact as upgrade  # noqa: F401 - old saves' log form
from lookout.games.forty_log import ends as _ends

CELLS = const(36)
THIEF = const(10)
EMPTY = "."

DEFAULT_LAYOUT = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 14, 15, 16, 18, 20, 21, 24,
                  25, 27, 28, 30, 32, 35, 36, 40, 42, 45, 48, 49, 54, 56, 63, 64, 72, 81)
_OPTIONS = ("layout", "rounds", "dealer", "teams", "strikes", "jk")


def _windows():
    w = bytearray()
    for r in range(6):
        for c in range(6):
            for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
                if 0 <= r + 3 * dr < 6 and 0 <= c + 3 * dc < 6:
                    for k in range(4):
                        w.append((r + k * dr) * 6 + c + k * dc)
    return w


WINDOWS = _windows()  # 54 windows x 4 cell indices


def _products():
    ps = []
    for a in range(1, 10):
        for b in range(1, 10):
            if a * b not in ps:
                ps.append(a * b)
    return ps


def _check_layout(lay):
    if type(lay) not in (list, tuple) or len(lay) != CELLS:
        raise ValueError("board layout needs 36 products")
    ok = _products()
    for p in lay:
        if p not in ok:
            raise ValueError("%r is not a product of 1-9 x 1-9" % (p,))
    for i in range(CELLS):
        if lay[i] in lay[i + 1:]:
            raise ValueError("product %d is on the board twice" % lay[i])
    return list(lay)


def new(players, options=None):
    """Start a game. players: 2-4 names (or a count); options: see the module docstring."""
    players = _listed(players)
    n = len(players)
    if not 2 <= n <= 4:
        raise ValueError("Forty Thieves needs 2-4 players")
    o = _options(options, _OPTIONS)
    lay = _check_layout(o.get("layout", DEFAULT_LAYOUT))
    rounds = _int(o.get("rounds", 10), "rounds")
    if not 1 <= rounds <= 99:
        raise ValueError("rounds must be 1-99")
    dealer = _int(o.get("dealer", 0), "dealer")
    if not 0 <= dealer < n:
        raise ValueError("no seat %d to deal" % dealer)
    if n == 4:
        side = list(o.get("teams", (0, 1, 0, 1)))
        if len(side) != 4 or sorted(side) != [0, 0, 1, 1]:
            raise ValueError("teams: two sides of two players")
        nsides = 2
    else:
        if "teams" in o:
            raise ValueError("teams are for 4 players")
        side = list(range(n))
        nsides = n
    strikes = bool(o.get("strikes", False))
    if strikes and n != 2:
        raise ValueError("Three Strikes is a 2-player rule")
    s = {"g": "forty", "names": [str(p) for p in players], "n": n, "side": side,
         "lay": lay, "rounds": rounds, "strikes": strikes, "jk": bool(o.get("jk", False)),
         "round": 1, "extra": 0, "dealer": dealer, "score": [0] * nsides,
         "queens": [0] * nsides, "log": [], "winner": -1}
    _deal(s)
    return s


def _deal(s):
    s["own"] = EMPTY * CELLS
    s["piles"] = [[], []]
    s["out"] = [0] * s["n"]
    s["turn"] = s["dealer"]
    s["last"] = -1
    s["phase"] = "open0"


def _bytes(own):
    return own.encode() if type(own) is str else own


def count_lines(own, side):
    """Length-4 windows (rows, columns, both diagonals) all held by side; own is the
    36-char owner string (or bytes). Line of 4 -> 1, 5 -> 2, 6 -> 3; lines add up."""
    b = _bytes(own)
    ch = 48 + side
    w = WINDOWS
    n = 0
    for i in range(0, len(w), 4):
        if b[w[i]] == ch and b[w[i + 1]] == ch and b[w[i + 2]] == ch and b[w[i + 3]] == ch:
            n += 1
    return n


def _next(s, seat):
    n = s["n"]
    for j in range(1, n + 1):
        t = (seat + j) % n
        if not s["out"][t]:
            return t
    return seat


def _moves(hand, piles, own, side, layout, first):
    """Legal discards in play (both piles started) as actions; stops at one if first."""
    res = []
    me = chr(48 + side)
    cards = []
    for c in hand:
        if type(c) is not int or not 1 <= c <= 10:
            raise ValueError("hand cards are 1-10")
        if c not in cards:
            cards.append(c)
    cards.sort()
    for pile in (0, 1):
        other = piles[1 - pile][-1]
        for c in cards:
            if piles[0].count(c) + piles[1].count(c) >= 4:
                continue
            if c < THIEF:
                if own[layout.index(c * other)] == EMPTY:
                    res.append(["play", pile, c])
            else:
                done = []
                for r in piles[pile]:
                    if r == THIEF or r in done:
                        continue
                    done.append(r)
                    o = own[layout.index(r * other)]
                    if o != EMPTY and o != me:
                        res.append(["play", pile, THIEF, r])
            if first and res:
                return res
    return res


def has_legal_discard(hand, piles, own, side, layout=DEFAULT_LAYOUT):
    """Pure check for forced concession: can a player of `side` holding `hand` (cards 1-10)
    discard legally, given both piles (card lists, bottom first) and the owner string?"""
    if len(hand) > 5:
        raise ValueError("a hand has at most 5 cards")
    if not piles[0] or not piles[1]:
        for c in hand:
            if c != THIEF:
                return True
        return False
    return bool(_moves(hand, piles, own, side, list(layout), True))


def legal_moves(state, hand):
    """Every legal action for the seat to move holding `hand`, sorted by pile then card."""
    if len(hand) > 5:
        raise ValueError("a hand has at most 5 cards")
    ph = state["phase"]
    if ph == "over":
        return []
    if ph != "play":
        # the opening: any card but a 10 starts a pile, even one equal to the first pile's
        pile = 0 if ph == "open0" else 1
        res = []
        for c in sorted(hand):
            if c != THIEF and ["play", pile, c] not in res:
                res.append(["play", pile, c])
        return res
    side = state["side"][state["turn"]]
    return _moves(hand, state["piles"], state["own"], side, state["lay"], False)


def must_concede(state, hand):
    """True when the seat to move has no legal discard with `hand` (forced concession)."""
    return state["phase"] != "over" and not legal_moves(state, hand)


def copy(state):
    """The copy History hands apply (the game contract): the lists an action changes are new,
    the ones none changes ("names", "side", "lay", the finished rounds' log entries) are
    shared, so an action allocates no copy of the 36-product layout."""
    s = dict(state)
    s["piles"] = [list(state["piles"][0]), list(state["piles"][1])]
    for k in ("out", "score", "queens", "log"):
        s[k] = list(state[k])
    return s


def apply(state, action):
    """The state after a discard or a concession, or ValueError saying why. Changes the private
    copy History hands over in place (the game contract, HACKING.md)."""
    k = _kind(state, action)
    s = state
    n, rnd = len(s["log"]), s["round"]
    if k == "play":
        _play(s, action)
    elif k == "concede":
        _concede(s, action)
    else:
        raise ValueError("unknown action %r" % (k,))
    _ends(s, action, n, rnd)          # a logged entry: its round, ended as it was
    return s


def _claim(s, cell, side):
    own = s["own"]
    s["own"] = own[:cell] + chr(48 + side) + own[cell + 1:]
    s["last"] = cell


def _play(s, a):
    want = _logged(s, a)            # -1, or the product a logged play claimed
    n = len(a)
    if n not in (3, 4, 8):
        raise ValueError("play needs a pile and a card")
    rep = n == 4 or (n == 8 and a[3])     # a replay card given (a[3])
    pile = _int(a[1], "pile")
    card = _int(a[2], "card")
    _same(s, pile, card, a[3] if rep else 0, want)
    if pile not in (0, 1):
        raise ValueError("pile must be 0 or 1")
    if not 1 <= card <= THIEF:
        raise ValueError("cards are 1-10 (10 = thief)")
    if card != THIEF and rep:
        raise ValueError("only a thief (10) replays a card")
    piles = s["piles"]
    if piles[0].count(card) + piles[1].count(card) >= 4:
        raise ValueError("the deck has only four %ds" % card)
    ph = s["phase"]
    seat = s["turn"]
    side = s["side"][seat]
    if ph == "open0" or ph == "open1":
        want = 0 if ph == "open0" else 1
        if pile != want:
            raise ValueError("start pile %d first" % want)
        if card == THIEF:
            raise ValueError("a pile cannot start with a 10")
        piles[pile].append(card)
        if want:
            _claim(s, s["lay"].index(piles[0][0] * card), side)
            s["phase"] = "play"
        else:
            s["phase"] = "open1"
        s["turn"] = _next(s, seat)
        return
    other = piles[1 - pile][-1]
    if card != THIEF:
        p = card * other
        cell = s["lay"].index(p)
        if s["own"][cell] != EMPTY:
            raise ValueError("%d is already claimed" % p)
        piles[pile].append(card)
    else:
        if not rep:
            raise ValueError("a thief needs a card to replay")
        r = _int(a[3], "replay card")
        if r == THIEF or r not in piles[pile]:
            raise ValueError("replay a non-10 card from pile %d" % pile)
        p = r * other
        cell = s["lay"].index(p)
        o = s["own"][cell]
        if o == EMPTY:
            raise ValueError("%d is free: a thief only steals" % p)
        if o == chr(48 + side):
            raise ValueError("%d is already yours" % p)
        piles[pile].remove(r)
        piles[pile].append(THIEF)
        piles[pile].append(r)
    _claim(s, cell, side)
    k = count_lines(s["own"], side)
    if k:
        _end_round(s, side, k, "L")
    else:
        s["turn"] = _next(s, seat)


def _concede(s, a):
    if s["phase"] != "play":
        raise ValueError("finish the opening first")
    seat = s["turn"] if len(a) < 2 else _int(a[1], "seat")
    if not 0 <= seat < s["n"]:
        raise ValueError("no seat %d" % seat)
    if s["out"][seat]:
        raise ValueError("%s has already conceded" % s["names"][seat])
    s["out"][seat] = 1
    left = []
    for i in range(s["n"]):
        if not s["out"][i] and s["side"][i] not in left:
            left.append(s["side"][i])
    if len(left) == 1:
        _end_round(s, left[0], 1, "C")
    elif seat == s["turn"]:
        s["turn"] = _next(s, seat)


def _end_round(s, side, pts, how):
    s["score"][side] += pts
    s["log"].append([s["round"], side, pts, how])
    if how == "C" and s["strikes"]:
        s["queens"][side] += 1
        if s["queens"][side] >= 3:
            s["phase"] = "over"
            s["winner"] = side
            return
    if s["round"] >= s["rounds"]:
        top = max(s["score"])
        lead = [i for i in range(len(s["score"])) if s["score"][i] == top]
        if len(lead) == 1:
            s["phase"] = "over"
            s["winner"] = lead[0]
            return
        s["extra"] = 1
    s["round"] += 1
    s["dealer"] = (s["dealer"] + 1) % s["n"]
    _deal(s)
