"""Black Keep actions: checking and applying one logged action to a game state.

Actions (JSON-able; compact() gives the logged form: hex ids, int PINs, shared card codes):
    ["join", p, pin, entry_tile, exit_tile, hex(, treasure_code: the table deals)]
    ["buy", p, slot, [coin card codes]]   ["pass", p]   ["guards"]
    ["play", p, pin, card_code, arg]
    ["fix", what, which, value]   (the table differs: lookout.keep.fix)
When the table deals (draws.py): ["market", slot, guard_code] (public, phase "market"),
    ["drew", p, pin, guard_code] (secret, phase "draw": a face-down buy or a Pick Pocket)
"""
from lookout.keep import cards as C
from lookout.keep import dials
from lookout.keep import guardrec as G
from lookout.keep import moves
from lookout.keep import turn as T
from lookout.keep.rng import Rng


# --- validation helpers -----------------------------------------------------------------------
def legal_moves(kc, st, p, c):
    """Destinations of thief card c for player p now (lookout.keep.moves): hex ids, and
    T.OFF (moves.OFF) for escaping the Keep."""
    b = kc.board
    h = st["dial"][p]
    tr = st["tr"][p] if T.carrying(kc, st, p) else -1
    lock = st["lock"][p] >= 0 and st["lock"][p] == b.tile(h)
    return moves.destinations(b, h, c, tr, st["ex"][p], bool(st["trv"][p]), lock)


def _guard_target(st, a):
    if type(a) is not int or not 0 <= a < len(st["g"]) or st["g"][a][G.HEX] < 0:
        raise ValueError("choose a guard on the board")
    return a


def check_play(kc, st, p, card, arg):
    """Validate a secret play; returns the [card, arg] pair stored until the reveal."""
    hand = st["hand"][p]
    code = str(card).upper()
    eye = T.treasure_on(kc, st, p, C.EYE)
    ci = -1
    for i in range(len(C.THIEF)):
        if C.THIEF[i] == code:
            ci = i
    if ci >= 0:
        if ci not in hand:
            raise ValueError("%s is not in your hand" % C.THIEF_NAMES[ci])
        if eye and ci == C.ROPE:
            raise ValueError("The Eye: no Arrow cards")
        if T.treasure_on(kc, st, p, C.HAMMER) and ci in (C.RUN, C.HIDE):
            raise ValueError("The Hammer: no Run or Hide")
        if ci in C.DIRECTION_CARDS or ci in (C.RUN, C.ROPE):
            legal = legal_moves(kc, st, p, ci)
            if arg is None or arg == -1:
                if legal:
                    raise ValueError("your thief must move if it can: choose a hex")
                return [ci, -1]
            if arg == "OFF" or arg == T.OFF:
                d = T.OFF
            else:
                d = kc.hex(arg)
            if d not in legal:
                raise ValueError("%s cannot take your thief there" % C.THIEF_NAMES[ci])
            return [ci, d]
        return [ci, -1]
    gi = C.guard_index(st, code)
    if gi not in st["gh"][p]:
        raise ValueError("%s is not in your hand" % C.name(st, gi))
    row = C.guard_row(st, code)
    if eye and row[5]:
        raise ValueError("The Eye: no Arrow cards")
    a = -1
    if row[4] == C.T_GUARD:
        a = _guard_target(st, arg)
    elif row[4] == C.T_HEX:
        if arg is None:
            raise ValueError("choose a hex your thief can see")
        a = kc.hex(arg)
        if a not in kc.thief_sight(st["dial"][p]) and a != st["dial"][p]:
            raise ValueError("your thief cannot see %s" % kc.name(a))
    return [100 + gi, a]


def _buy(kc, st, p, action, msgs):
    """A guard card from the market (slot) or face down (-1), paid with coin cards."""
    if len(action) != 4 or type(action[2]) is not int or type(action[3]) not in (list, tuple):
        raise ValueError("buy needs player, slot, coin cards")
    slot = action[2]
    mkt = st["mkt"]
    if slot == -1:
        if C.available(st) <= 0:
            raise ValueError("the guard deck is empty")
        price = C.BLIND_COST
    else:
        if not 0 <= slot < len(mkt) or mkt[slot] is None:
            raise ValueError("no card in that market slot")
        price = C.cost(st, mkt[slot])
    if len(st["gh"][p]) >= C.MAX_GUARD_CARDS:
        raise ValueError("at most %d guard cards in your deck" % C.MAX_GUARD_CARDS)
    coins = [C.thief_card(x) for x in action[3]]
    C.check_payment(st["hand"][p], coins, price)
    _dice(kc, st)
    for c in coins:
        st["hand"][p].remove(c)
        st["spent"][p].append(c)
    paid = ", ".join([C.THIEF_NAMES[c] for c in coins])
    if slot == -1 and C.table_deals(st):
        st["dr"].append(p)   # the buyer enters it behind their PIN (draws.enter_drawn)
        msgs.append("%s buys a face-down guard card (%s): draw it" % (kc.colour(p), paid))
        return
    if slot == -1:
        c = C.draw(st, kc.rng)
        msgs.append("%s buys a face-down guard card (%s)" % (kc.colour(p), paid))
    else:
        c = mkt[slot]
        mkt[slot] = None
        msgs.append("%s buys %s (%s)" % (kc.colour(p), C.name(st, c), paid))
    st["gh"][p].append(c)


# --- apply ------------------------------------------------------------------------------------
def apply(kc, st, action):
    """Apply one action to st and return it. It changes st in place: callers hand it a copy
    or the game's own state (lookout.history.History, KeepModel.in_place). ValueError, st
    untouched, if the action is illegal: every check comes before the first change.
    Each kind has its own function: this one stays small, so its frame is on the Pico's C
    stack, not the heap (py/objfun.c; the guards phase is the hot path)."""
    if type(action) not in (list, tuple) or not action:
        raise ValueError("bad action")
    kind = action[0]
    kc.cols = st["col"]
    ph = st["phase"]
    if ph == "over":
        raise ValueError("the game is over")
    if ph == "draw" and kind != "drew":
        _first_draw(st)
    msgs = []
    if kind == "guards":
        if ph != "guards":
            raise ValueError("not the guards phase")
        _dice(kc, st)
        T.guards_phase(kc, st, msgs)
    elif kind == "play":
        _play(kc, st, action, msgs)
    elif kind == "join":
        _join(kc, st, action, msgs)
    elif kind == "buy" or kind == "pass":
        _trade(kc, st, action, msgs)
    elif kind == "market" or kind == "drew":     # the table deals: lookout.keep.draws
        _entry(kc, st, action, msgs)
    elif kind == "fix":
        _fix(kc, st, action, msgs)
    else:
        raise ValueError("unknown action %r" % (kind,))
    if st.get("dr"):          # a card drawn face down, not entered yet: the game waits
        _wait_draws(st)
    st["rng"] = kc.rng.state()
    st["msg"] = msgs
    return st


def _entry(kc, st, action, msgs):
    if not C.table_deals(st):
        raise ValueError("the device deals the cards in this game")
    from lookout.keep.draws import entry, market_left
    _dice(kc, st)
    entry(kc, st, action, msgs)
    if st["phase"] == "market" and not market_left(st):    # the last face-up card is in
        T.open_market(kc, st, msgs)


def _fix(kc, st, action, msgs):
    from lookout.keep import fix
    _dice(kc, st)
    fix.apply(kc, st, action, msgs)


def _wait_draws(st):
    from lookout.keep.draws import wait_draws
    wait_draws(st)


def _first_draw(st):
    raise ValueError("first %s enters the card drawn" % st["col"][st["dr"][0]])


def _dice(kc, st):
    """The die as this state left it (kc.rng: one Rng object, reused)."""
    r = kc.rng
    if r is None:
        kc.rng = Rng(state=st["rng"])
    else:
        r.load(st["rng"])


def _player(action, i, n):
    if len(action) <= i or type(action[i]) is not int or not 0 <= action[i] < n:
        raise ValueError("no such player")
    return action[i]


def _join(kc, st, action, msgs):
    if st["phase"] != "setup":
        raise ValueError("setup is over")
    n = st["n"]
    tbl = C.table_deals(st)
    if len(action) != (7 if tbl else 6):
        raise ValueError("join needs player, PIN, entry tile, exit tile, hex" +
                         (", treasure" if tbl else ""))
    p = _player(action, 1, n)
    if st["in"][p] != G.T_OUT or st["pin"][p] >= 0:
        raise ValueError("%s has already joined" % st["col"][p])
    pin = dials.valid_pin(action[2])
    ent = action[3]
    ext = action[4]
    nt = len(kc.board.tiles)
    if type(ent) is not int or not 1 <= ent < nt:
        raise ValueError("entry must be a map tile (1-%d)" % (nt - 1))
    if type(ext) is not int or not 1 <= ext < nt or ext == ent:
        raise ValueError("exit must be a different map tile")
    h = kc.hex(action[5])
    if kc.board.tile(h) != ent or not kc.board.outside(h):
        raise ValueError("start on an Outside Hex of your entry tile")
    if tbl:
        from lookout.keep.draws import treasure
        tr = treasure(st, action[6])
    # valid: mutate
    _dice(kc, st)
    dials.set_pin(st, p, pin)
    st["dial"][p] = h
    st["in"][p] = G.T_KEEP
    st["ent"][p] = ent
    st["ex"][p] = ext
    if tbl:
        st["tr"][p] = tr
    msgs.append("%s enters by tile %s and must leave by tile %s" % (
        kc.colour(p), kc.board.tiles[ent].label, kc.board.tiles[ext].label))
    done = True
    for q in range(n):
        if st["in"][q] == G.T_OUT:
            done = False
    if done:
        T.start_turn(kc, st, msgs)


def _trade(kc, st, action, msgs):
    kind = action[0]
    if st["phase"] != "buy":
        raise ValueError("buy guard cards in the Resource Phase" if kind == "buy" else
                         "nothing to pass now")
    p = _player(action, 1, st["n"])
    if p != T.buyer(st):
        raise ValueError("it is %s's turn to buy" % st["col"][T.buyer(st)])
    if kind == "pass":
        _dice(kc, st)
        msgs.append("%s is done buying" % kc.colour(p))
        T.next_buyer(kc, st, msgs)
    else:
        _buy(kc, st, p, action, msgs)


def _play(kc, st, action, msgs):
    if st["phase"] != "play":
        raise ValueError("not the players phase")
    n = st["n"]
    p = _player(action, 1, n)
    if len(action) not in (4, 5):
        raise ValueError("play needs player, PIN, card[, target]")
    dials.check(st, p, action[2])
    if st["in"][p] != G.T_KEEP:
        raise ValueError("your thief is out of the game")
    pl = check_play(kc, st, p, action[3], action[4] if len(action) > 4 else None)
    _dice(kc, st)
    again = st["play"][p] is not None
    st["play"][p] = pl
    k = 0
    m = 0
    for q in range(n):
        if st["in"][q] == G.T_KEEP:
            m += 1
            if st["play"][q] is not None:
                k += 1
    msgs.append("%s %s a card (%d/%d)" % (kc.colour(p), "changes" if again else "plays",
                                          k, m))
    if T.all_played(st):
        T.players_phase(kc, st, msgs)


_KINDS = ("join", "buy", "pass", "guards", "play", "market", "drew", "fix")


def _canon(x, names):
    """The table's own string object for x (no new string per logged action)."""
    if type(x) is str:
        u = x.upper()
        for c in names:
            if c == u:
                return c
    return x


def _pin(x):
    try:
        return int(dials.valid_pin(x))
    except (ValueError, TypeError):
        return x


def _hexid(kc, x):
    if type(x) is str and x.upper() != "OFF":
        try:
            return kc.board.index(x)
        except ValueError:
            return x
    if type(x) is str:
        return T.OFF
    return x


def compact(kc, st, action):
    """The action as it is logged: a fresh list of small ints and shared short strings
    (hex names -> ids, PINs -> ints, card codes -> the card tables' strings). Anything it
    cannot read is left as it is, for apply() to reject."""
    if type(action) not in (list, tuple) or not action:
        return action
    a = list(action)
    a[0] = _canon(a[0], _KINDS)
    k = a[0]
    n = len(a)
    if k == "join" and n in (6, 7):
        a[2] = _pin(a[2])
        a[5] = _hexid(kc, a[5])
        if n == 7:
            a[6] = _canon(a[6], C.TREASURE)   # the table deals: the treasure card
    elif k == "buy" and n == 4 and type(a[3]) in (list, tuple):
        a[3] = [_canon(c, C.THIEF) for c in a[3]]
    elif k == "play" and n >= 4:
        a[2] = _pin(a[2])
        a[3] = _canon(_canon(a[3], C.THIEF), st["gt"])
        if n > 4:
            a[4] = _hexid(kc, a[4])
    elif k == "fix":
        from lookout.keep import fix
        fix.compact(kc, a)
    elif k == "market" and n == 3:
        a[2] = _canon(a[2], st["gt"])
    elif k == "drew" and n == 4:
        a[2] = _pin(a[2])
        a[3] = _canon(a[3], st["gt"])
    return a
