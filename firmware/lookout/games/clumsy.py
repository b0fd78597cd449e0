"""Clumsy Thief (Melon Rind), 3-6 players: money stacks, takes, the end check and the ranking.

Pure rules core. A game is an event log, so lookout.history.History gives exact undo/redo:

    st = new(players, options)   # players: list of short names (3-6) or a count ("P1".."P6")
    st = apply(st, action)       # a NEW state; ValueError (readable, input state untouched)
    r = result(st)               # totals, ranking with ties, 16-character screen lines
    game_over(deck, hands)       # the end rule from a card count (usable without a state)

Cards (codes in stacks): a money card is its dollar value, a multiple of $5 from $5 to $95
(two cards pair when they add up to exactly $100); THIEF = 0 and JAIL = 1 have no value.
A stack is a list [base, card, card, ...], bottom card first:
  base 0: a stack entered card by card; it starts with two money cards adding up to $100.
  base > 0: a stack entered as a dollar total (its cards are unknown); later toppings follow.
A card may top a stack when: money + top money card = $100 (on a total-entered stack the top is
unknown, so the first money topping is accepted as is); a Thief tops anything but a Jail; a
Jail tops only a Thief; nothing tops a Jail. Stack value = base + its money cards.

options (defaults in OPTIONS; *source* the rules text unless noted):
  "deck"    cards in the box, 93 (84 money, 6 Thief, 3 Jail). Editions differ: a setting.
  "hand"    hand size to refill to, 7
  "thieves" Thief cards, 6; "jails" Jail cards, 3 (checked against all stacks together)
  "max"     highest dollar total one stack may be entered with, 9995. *decision*: bounds entry.
Every change is checked against the box (`check_table`): money on the table, cards on the table
plus the centre deck, Thief and Jail cards; the message says the limit.
The deck starts at deck - hand x players (all hands 7).

Actions (p, q = player indexes, i = stack index in that player's list, in entry order):
  ["stack", p, [c1, c2, ...]]  p makes a stack (bottom first: two money cards = $100, toppings)
  ["total", p, dollars]        p has a stack worth dollars (multiple of 5, at least $100: every
                               stack starts with $100), cards not entered
  ["top", p, i, card]          p tops their own stack i (money pairing the top; Jail on a Thief)
  ["take", p, q, i, card]      p tops q's stack i with card and moves it to p (money pairing the
                               top, any Thief, or a Jail on a Thief)
  ["move", p, q, i]            move q's stack i to p with no card (a correction)
  ["drop", p, i]               remove p's stack i (a correction)
  ["deck", n]                  n cards left in the centre deck
  ["hand", p, n]               p holds n cards
  ["refill"]                   everyone draws up to the hand size (illegal once the game is over)
Turn order does not exist in this game ("You don't take turns"), so none is tracked.
The log keeps the stack each top, take, move or drop was on (`compact`: its cards appended,
e.g. ["take", p, q, i, card, stack]), so deleting an earlier entry never makes one act on
another stack: replayed, it finds that stack (by its cards) or is refused saying it is gone.

result(state) -> dict: "totals" [dollars per player], "ranking" [[p..], ..] (tied players share
a group, best first), "places" [1-based place per player, ties share the place], "winners",
"over" (game_over of the tracked deck and hands), "need" (cards to refill every hand),
"lines" (summary, e.g. "1= Ann $500") and "players": per player "name", "total", "stacks",
"lines" (<= 16 characters).
"""
from lookout.compat import const
from lookout.games.common import (args as _args, fit, kind as _kind, names as _listed,
                                   options as _options,
                                   number as _int)
from lookout.ranking import groups

MIN_PLAYERS = const(3)        # source: "FOR 3-6 PLAYERS"
MAX_PLAYERS = const(6)
PAIR = const(100)             # source: two cards "add up to exactly $100"
STEP = const(5)               # source (public reviews): values are multiples of $5
LOW = const(5)
HIGH = const(95)
THIEF = const(0)
JAIL = const(1)

OPTIONS = {"deck": 93, "hand": 7, "thieves": 6, "jails": 3, "max": 9995}


def is_money(c):
    return type(c) is int and LOW <= c <= HIGH and c % STEP == 0


def card_name(c):
    if c == THIEF:
        return "Thief"
    if c == JAIL:
        return "Jail"
    return "$%d" % c


def need(hands, hand=7):
    """Cards it takes to refill every hand to `hand` (hands already that big take none)."""
    n = 0
    for h in hands:
        if h < hand:
            n += hand - h
    return n


def game_over(deck, hands, hand=7):
    """True when the centre deck has run out or cannot refill every hand to `hand` cards."""
    return deck <= 0 or deck < need(hands, hand)


def value(stack):
    """Dollar value of a stack [base, cards...]: Thief and Jail are worth nothing."""
    v = stack[0]
    for i in range(1, len(stack)):
        if stack[i] > JAIL:
            v += stack[i]
    return v


def _can_top(stack, c):
    """Raise ValueError unless card c may go on top of stack."""
    if type(c) is not int:
        raise ValueError("cards are $5..$95, Thief or Jail")
    if len(stack) > 1:
        top = stack[-1]
    else:
        top = -1                      # a total-entered stack: top card unknown
    if top == JAIL:
        raise ValueError("nothing tops a Jail")
    if c == THIEF:
        return
    if c == JAIL:
        if top != THIEF:
            raise ValueError("a Jail tops only a Thief")
        return
    if not is_money(c):
        raise ValueError("cards are $5..$95, Thief or Jail")
    if top == THIEF:
        raise ValueError("money can't top a Thief")
    if top > JAIL and top + c != PAIR:
        raise ValueError("$%d+$%d is not $100" % (top, c))


def check_stack(cards):
    """A card-by-card stack [c1, c2, ...] as a stored stack [0, c1, c2, ...]; ValueError if bad."""
    if type(cards) not in (list, tuple) or len(cards) < 2:
        raise ValueError("a stack starts with two cards")
    a, b = cards[0], cards[1]
    if not (is_money(a) and is_money(b)):
        raise ValueError("a stack starts with money")
    if a + b != PAIR:
        raise ValueError("$%d+$%d is not $100" % (a, b))
    st = [0, a, b]
    for c in cards[2:]:
        _can_top(st, c)
        st.append(c)
    return st


def new(players, options=None):
    """A fresh game. players: list of names (3-6) or a count; options: see module doc."""
    players = _listed(players)
    n = len(players)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise ValueError("Clumsy Thief needs %d-%d players" % (MIN_PLAYERS, MAX_PLAYERS))
    for nm in players:
        if type(nm) is not str or not nm:
            raise ValueError("player names must be text")
    opt = dict(OPTIONS)
    for k in _options(options, OPTIONS):
        opt[k] = options[k]
    _int(opt["hand"], 1, 20, "hand")
    _int(opt["deck"], opt["hand"] * n, 999, "deck")
    _int(opt["thieves"], 0, 99, "thieves")
    _int(opt["jails"], 0, 99, "jails")
    _int(opt["max"], PAIR, 99995, "max")
    return {"g": "clumsy", "names": players, "opt": opt,
            "stacks": [[] for _ in range(n)],
            "deck": opt["deck"] - opt["hand"] * n, "hands": [opt["hand"]] * n}


def _stack_at(st, p, i):
    s = st["stacks"][p]
    if type(i) is not int or not 0 <= i < len(s):
        raise ValueError("%s has no stack %s" % (st["names"][p], i))
    return s[i]


def _own(st, p):
    """Player p's stack list, copied into st (apply has already copied the outer list)."""
    ss = list(st["stacks"][p])
    st["stacks"][p] = ss
    return ss


_AT = {"top": 2, "take": 3, "move": 3, "drop": 2}     # where the stack index is
_LEN = {"top": 4, "take": 5, "move": 4, "drop": 3}     # the action as the screens give it


def compact(state, action):
    """The form the log keeps: a stack's cards after its index (as given when unreadable)."""
    a = action
    if type(a) not in (list, tuple) or not a or a[0] not in _AT or len(a) != _LEN[a[0]]:
        return a
    j = _AT[a[0]]
    p, i = a[j - 1], a[j]
    ss = state["stacks"]
    if type(p) is int and 0 <= p < len(ss) and type(i) is int and 0 <= i < len(ss[p]):
        return list(a) + [list(ss[p][i])]
    return a


def _logged(st, a):
    """A logged action with the index of the stack it names by its cards (the same index if
    that stack is still there), or ValueError when no such stack is left."""
    k = a[0]
    if k not in _AT or len(a) != _LEN[k] + 1:
        return a
    j = _AT[k]
    p, i, want = a[j - 1], a[j], a[-1]
    n = len(st["names"])
    ss = st["stacks"][_int(p, 0, n - 1, "player")]
    if not (type(i) is int and 0 <= i < len(ss) and ss[i] == want):
        i = -1
        for x in range(len(ss)):
            if ss[x] == want:
                i = x
                break
        if i < 0:
            raise ValueError("%s has no such $%d stack" % (st["names"][p], value(want)))
    a = list(a[:-1])
    a[j] = i
    return a


upgrade = compact     # a saved game's entries get their log form on load (lookout.history)


def apply(state, action):
    """The state after action, or ValueError saying why (the game contract, HACKING.md). Builds
    a new state sharing the lists it does not change (it could change its copy in place)."""
    k = _kind(state, action)
    st = dict(state)                # shallow: only the lists that change are copied
    n = len(st["names"])
    action = _logged(st, action)
    if k in ("stack", "total", "top", "take", "move", "drop"):
        st["stacks"] = list(st["stacks"])
    a = action
    if k == "stack":
        _args(a, 3)
        p = _int(a[1], 0, n - 1, "player")
        _own(st, p).append(check_stack(a[2]))
    elif k == "total":
        _args(a, 3)
        p = _int(a[1], 0, n - 1, "player")
        d = _int(a[2], PAIR, st["opt"]["max"], "dollars")
        if d % STEP:
            raise ValueError("dollars come in $%d" % STEP)
        _own(st, p).append([d])
    elif k == "top":
        _args(a, 4)
        p = _int(a[1], 0, n - 1, "player")
        s = _stack_at(st, p, a[2])
        _can_top(s, a[3])
        _own(st, p)[a[2]] = s + [a[3]]
    elif k == "take" or k == "move":
        _args(a, 5 if k == "take" else 4)
        p = _int(a[1], 0, n - 1, "player")
        q = _int(a[2], 0, n - 1, "player")
        if p == q:
            raise ValueError("that stack is already yours")
        s = _stack_at(st, q, a[3])
        if k == "take":
            _can_top(s, a[4])
            s = s + [a[4]]
        _own(st, q).pop(a[3])
        _own(st, p).append(s)
    elif k == "drop":
        _args(a, 3)
        p = _int(a[1], 0, n - 1, "player")
        _stack_at(st, p, a[2])
        _own(st, p).pop(a[2])
    elif k == "deck":
        _args(a, 2)
        st["deck"] = _int(a[1], 0, st["opt"]["deck"], "deck")
    elif k == "hand":
        _args(a, 3)
        p = _int(a[1], 0, n - 1, "player")
        v = _int(a[2], 0, st["opt"]["deck"], "hand")
        st["hands"] = list(st["hands"])
        st["hands"][p] = v
    elif k == "refill":
        _args(a, 1)
        h = st["opt"]["hand"]
        if game_over(st["deck"], st["hands"], h):
            raise ValueError("game over: deck can't refill")
        st["deck"] -= need(st["hands"], h)
        st["hands"] = [max(x, h) for x in st["hands"]]
    else:
        raise ValueError("unknown action %s" % k)
    if k in ("stack", "total", "top", "take", "deck"):
        check_table(st)
    if k in ("stack", "top", "take") and _has_tj(action):
        th = ja = 0
        for ss in st["stacks"]:
            for s in ss:
                for i in range(1, len(s)):
                    if s[i] == THIEF:
                        th += 1
                    elif s[i] == JAIL:
                        ja += 1
        if th > st["opt"]["thieves"]:
            raise ValueError("only %d Thief cards" % st["opt"]["thieves"])
        if ja > st["opt"]["jails"]:
            raise ValueError("only %d Jail cards" % st["opt"]["jails"])
    return st


def check_table(st):
    """The stacks and the centre deck against the box: money on the table at most the money
    cards' worth ((deck - thieves - jails) / 2 pairs of $100), cards on the table (a stack
    entered by total: at least its fewest cards) plus the deck at most the box. ValueError
    says the limit."""
    o = st["opt"]
    money = (o["deck"] - o["thieves"] - o["jails"]) // 2 * PAIR
    tot = cards = 0
    for ss in st["stacks"]:
        for s in ss:
            tot += value(s)
            cards += len(s) - 1
            if s[0]:
                cards += max(2, (s[0] + HIGH - 1) // HIGH)
    if tot > money:
        raise ValueError("$%d on the table: only $%d of money cards in the deck" % (tot, money))
    if cards + st["deck"] > o["deck"]:
        raise ValueError("%d cards on the table + %d in the deck: only %d in the box" % (
            cards, st["deck"], o["deck"]))


def _has_tj(a):
    """Does this (already validated) action put a Thief or Jail card on the table?"""
    cards = a[2] if a[0] == "stack" else a[-1:]
    for c in cards:
        if c == THIEF or c == JAIL:
            return True
    return False


def rank(totals):
    """(ranking, places): groups of tied indexes best first, and each one's 1-based place
    (competition style: two players tied for 1st are both 1, the next is 3rd)."""
    ranking = groups(totals)
    places = [0] * len(totals)
    done = 0
    for g in ranking:
        for i in g:
            places[i] = done + 1
        done += len(g)
    return ranking, places


def result(state):
    """Totals, ranking with ties, the end check and screen lines (see the module docstring)."""
    names = state["names"]
    totals = [sum(value(s) for s in ss) for ss in state["stacks"]]
    ranking, places = rank(totals)
    h = state["opt"]["hand"]
    players = []
    for p in range(len(names)):
        ss = state["stacks"][p]
        big = max([value(s) for s in ss] or [0])
        players.append({"name": names[p], "total": totals[p], "stacks": len(ss),
                        "lines": [fit("%s: $%d" % (names[p], totals[p]),
                                      "%s $%d" % (names[p], totals[p])),
                                  fit("%d stacks, top $%d" % (len(ss), big),
                                      "%d stk top $%d" % (len(ss), big))]})
    lines = []
    for g in ranking:
        tie = "=" if len(g) > 1 else " "
        for p in g:
            lines.append(fit("%d%s %s $%d" % (places[p], tie, names[p], totals[p]),
                             "%d%s%s $%d" % (places[p], tie, names[p], totals[p])))
    over = game_over(state["deck"], state["hands"], h)
    return {"totals": totals, "ranking": ranking, "places": places, "winners": ranking[0],
            "over": over, "need": need(state["hands"], h), "deck": state["deck"],
            "players": players, "lines": lines}
