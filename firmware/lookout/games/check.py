"""Is a saved game the shape its rules core expects? Checked on load like a damaged file.

A save can pass its checksum and still be wrong (written by an older firmware, edited by hand,
a bug): `state(gid, st)` raises ValueError saying what is wrong, so the caller
(Session.open_game) sets that game aside instead of failing inside a screen every time it is
opened. Each game's check looks at every field its rules core reads, then runs the core's own
`result()` on the state as a last proof. Imported only when a game is opened.
"""


def _fail(what):
    raise ValueError(what)


def _int(v, lo, hi, what):
    if type(v) is not int or not lo <= v <= hi:
        _fail("%s: %r" % (what, v))
    return v


def _ints(v, n, lo, hi, what):
    if type(v) is not list or (n >= 0 and len(v) != n):
        _fail("%s: not %d numbers" % (what, n))
    for x in v:
        _int(x, lo, hi, what)
    return v


def _flag(v, what):
    if v not in (0, 1, True, False):
        _fail("%s: %r" % (what, v))


def _get(st, key, typ):
    if key not in st:
        _fail("%s missing" % key)
    v = st[key]
    if type(v) is not typ:
        _fail("%s: wrong type" % key)
    return v


def _names(st, lo, hi):
    ns = _get(st, "names", list)
    if not lo <= len(ns) <= hi:
        _fail("names: %d players" % len(ns))
    if "ids" in st:                             # the people in those seats (lookout.players)
        _ints(st["ids"], len(ns), 0, 99999, "player ids")
    for x in ns:
        if type(x) is not str:
            _fail("names: not text")
    return len(ns)


def dump(d):
    """A History dump: {"i": initial state, "a": actions, "c": cursor}."""
    if type(d) is not dict:
        _fail("not a game record")
    _get(d, "i", dict)
    acts = _get(d, "a", list)
    _int(_get(d, "c", int), 0, len(acts), "history cursor")
    for a in acts:
        if type(a) not in (list, tuple) or not a:
            _fail("an empty action")


def state(gid, st, score=True):
    """ValueError unless st is a well-formed state of game gid ("pad": the scorepad); with
    score, its results must compute too (that may load the game's scoring module)."""
    if type(st) is not dict:
        _fail("not a game state")
    if gid == "pad":
        ids = _ints(_get(st, "ids", list), -1, -99, 9999, "player ids")
        if not 1 <= len(ids) <= 24 or len(set(ids)) != len(ids):
            _fail("player ids: %r" % (ids,))
        for r in _get(st, "rounds", list):
            _ints(r, len(ids), -99999, 99999, "round")
        return
    if st.get("g") != gid:
        _fail("not a %s game" % gid)
    if gid == "oldbill":
        _oldbill(st)
    elif gid == "clumsy":
        _clumsy(st)
    elif gid == "forty":
        _forty(st)
    elif gid == "diamond":
        _diamond(st)
    else:
        _fail("unknown game %s" % gid)
    if score:
        mod = __import__("lookout.games." + gid, None, None, ("result",))
        mod.result(st)


def _oldbill(st):
    from lookout.games import oldbill as ob
    n = _names(st, ob.MIN_PLAYERS, ob.MAX_PLAYERS)
    mode = st.get("mode")
    if mode not in ob.MODES:
        _fail("mode: %r" % (mode,))
    opt = _get(st, "opt", dict)
    for k in ob.OPTIONS:
        if k not in opt:
            _fail("option %s missing" % k)
    suits = opt["suits"]
    if type(suits) is not list or len(suits) != ob.N_SUITS:
        _fail("suit names")
    for x in suits:
        if type(x) is not str:
            _fail("suit names")
    _int(opt["card_max"], 0, 99, "card_max")
    _int(opt["lone"], 1, 2, "lone")
    _int(opt["first"], 0, n - 1, "first player")
    if mode == "den":
        den = _get(st, "den", list)
        if len(den) != n:
            _fail("den: %d players" % len(den))
        for d in den:
            if type(d) is not list or len(d) != ob.N_SUITS:
                _fail("den: 4 suits each")
            for c in d:
                _ints(c, 3, 0, 999, "den")
        _ints(_get(st, "pairs", list), n, 0, 99, "pairs")
        _ints(_get(st, "gone", list), ob.N_SUITS + 1, 0, 99, "discards")
    elif mode == "memory":
        _ints(_get(st, "pairs", list), n, 0, 999, "pairs")
        _int(_get(st, "turn", int), 0, n - 1, "turn")
        _int(_get(st, "left", int), 0, 999, "cards left")
    else:
        _ints(_get(st, "out", list), n, 0, 1, "out")
        _int(_get(st, "loser", int), -1, n - 1, "loser")


def _clumsy(st):
    from lookout.games import clumsy as cl
    n = _names(st, cl.MIN_PLAYERS, cl.MAX_PLAYERS)
    opt = _get(st, "opt", dict)
    for k in cl.OPTIONS:
        _int(opt.get(k), 0, 99995, "option %s" % k)
    ss = _get(st, "stacks", list)
    if len(ss) != n:
        _fail("stacks: %d players" % len(ss))
    for p in ss:
        if type(p) is not list:
            _fail("stacks: not a list")
        for s in p:
            if type(s) is not list or not s:
                _fail("an empty stack")
            _ints(s, -1, 0, 99995, "stack")
    _int(_get(st, "deck", int), 0, 999, "deck")
    _ints(_get(st, "hands", list), n, 0, 999, "hands")


def _forty(st):
    from lookout.games import forty as F
    n = _names(st, 2, 4)
    if st.get("n") != n:
        _fail("player count")
    side = _ints(_get(st, "side", list), n, 0, 2, "sides")
    F._check_layout(_get(st, "lay", list))
    own = _get(st, "own", str)
    if len(own) != F.CELLS:
        _fail("board: %d cells" % len(own))
    for ch in own:
        if ch != F.EMPTY and not 0 <= ord(ch) - 48 <= max(side):
            _fail("board: owner %r" % ch)
    piles = _get(st, "piles", list)
    if len(piles) != 2:
        _fail("two piles")
    for p in piles:
        _ints(p, -1, 1, F.THIEF, "pile")
    for k in ("turn", "dealer"):
        _int(_get(st, k, int), 0, n - 1, k)
    _ints(_get(st, "out", list), n, 0, 1, "out")
    _int(_get(st, "rounds", int), 1, 99, "rounds")
    _int(_get(st, "round", int), 1, 999, "round")
    _int(_get(st, "last", int), -1, F.CELLS - 1, "last claim")
    sides = max(side) + 1
    _ints(_get(st, "score", list), sides, 0, 9999, "score")
    _ints(_get(st, "queens", list), sides, 0, 3, "queens")
    _int(_get(st, "winner", int), -1, sides - 1, "winner")
    for k in ("extra", "strikes", "jk"):
        _flag(st.get(k), k)
    if st.get("phase") not in ("open0", "open1", "play", "over"):
        _fail("phase: %r" % (st.get("phase"),))
    for e in _get(st, "log", list):
        if type(e) is not list or len(e) != 4:
            _fail("round log")
        _int(e[1], 0, sides - 1, "round log")


def _diamond(st):
    from lookout.games import diamond as D
    n = _names(st, 3, 5)
    if st.get("n") != n:
        _fail("player count")
    lo, hi = D.RANGES[n]
    if st.get("lo") != lo or st.get("hi") != hi:
        _fail("card range")
    D._check_beats(_get(st, "beats", list))
    _int(_get(st, "rounds", int), 1, 20, "rounds")
    _int(_get(st, "round", int), 1, 20, "round")
    for k in ("leader", "lead"):
        _int(_get(st, k, int), 0, n - 1, k)
    for c in _get(st, "trick", list):
        if type(c) is not list or len(c) != 2 or c[0] not in ("T", "D", "M"):
            _fail("trick cards")
        _int(c[1], lo, hi, "trick card")
    _int(_get(st, "tricks", int), 0, D.HAND, "tricks")
    won = _get(st, "won", list)
    if len(won) != n:
        _fail("won: %d players" % len(won))
    for w in won:
        if type(w) is not list or len(w) != 3:
            _fail("won: 3 suits each")
        for x in w:
            _ints(x, -1, lo, hi, "won cards")
    pv = st.get("prev")
    if pv is not None:
        if type(pv) is not list or len(pv) != 2 or type(pv[1]) is not list:
            _fail("last trick")
        _int(pv[0], 0, n - 1, "last trick")
    if st.get("mode") not in ("t", "c"):
        _fail("mode: %r" % (st.get("mode"),))
    cnt = _get(st, "cnt", list)
    dia = _get(st, "dia", list)
    disc = _get(st, "disc", list)
    if len(cnt) != n or len(dia) != n or len(disc) != n:
        _fail("counts: %d players" % len(cnt))
    for c in cnt:
        if c is not None:
            _ints(c, 3, 0, hi - lo + 1, "counts")
    for d in dia:
        if d is not None and type(d) is not int:
            _ints(d, -1, 0, D.MAX_DIA, "diamonds")
    for d in disc + [st.get("steal")]:
        if d is not None:
            _ints(d, -1, 0, 99, "chosen cards")
    sc = _get(st, "score", list)
    if len(sc) != n:
        _fail("score: %d players" % len(sc))
    for s in sc:
        _ints(s, -1, 0, 99999, "score")
    if st.get("phase") not in ("play", "score", "over"):
        _fail("phase: %r" % (st.get("phase"),))
    dt = st.get("dtab")
    if dt is not None:
        _ints(dt, 21, 0, D.MAX_DIA, "dtab")
    if st["phase"] == "score":
        D.round_lines(st)
