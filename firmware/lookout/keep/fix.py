"""Black Keep corrections: "the table differs". The physical board is the truth; when a guard,
its facing or status, a Thief Marker or an Extinguished Torch on the table is not what the
device holds, a player makes the device match it with one logged action (undoable like any):

    ["fix", "hex", guard, hex]        the guard stands on hex (a guard not placed yet: placed)
    ["fix", "face", guard, side]      side 0-5 or "N".."NW"
    ["fix", "status", guard, status]  0-5 or a name (guardrec.STATUS_NAMES)
    ["fix", "marker", player, hex]    the player's public Thief Marker moves there; -1 removes it
    ["fix", "torch", hex, 1 or 0]     an Extinguished Torch is on hex (1) or not any more (0)

A correction changes only what it names: nothing moves after it, no spotting, no catching (the
next guards phase and spotting check see the new board). It never reads or changes a secret
(a thief's dial hex, treasure, hand): every check and every message is the same whatever the
dials hold, so a correction tells nobody anything. The public message says what was corrected
("Correction: Green guard 2-C4 -> 2-C5").
"""
from lookout.keep import guardrec as G
from lookout.keep.hexgrid import SIDE_NAMES

WHAT = ("hex", "face", "status", "marker", "torch")
PREFIX = "Correction: "


def _name(x, names, what):
    """An index into names from an int or a name (any case)."""
    if type(x) is int:
        if 0 <= x < len(names):
            return x
    elif type(x) is str:
        u = x.upper()
        for i in range(len(names)):
            if names[i].upper() == u:
                return i
    raise ValueError("no %s %r" % (what, x))


def _guard(st, a):
    if type(a) is not int or not 0 <= a < len(st["g"]):
        raise ValueError("no such guard")
    return st["g"][a]


def _placed(kc, g):
    if g[G.HEX] < 0:
        raise ValueError("%s guard is not on the board yet" % G.KIND_NAMES[g[G.KIND]])
    return g


def _guard_hex(kc, st, gi, h):
    """Check that guard gi may stand on hex h (a hex of the board, not a special hex, no other
    guard there); returns h as an id."""
    h = kc.hex(h)
    b = kc.board
    if b.special(h):
        raise ValueError("guards never stand on a special hex (%s)" % kc.name(h))
    gs = st["g"]
    for i in range(len(gs)):
        if i != gi and gs[i][G.HEX] == h:
            raise ValueError("%s already stands on %s" % (G.label(kc, gs[i]), kc.name(h)))
    if gs[gi][G.HEX] == h:
        raise ValueError("%s is already there" % G.label(kc, gs[gi]))
    if gs[gi][G.HEX] < 0 and b.tile(h) != gs[gi][G.TILE]:
        raise ValueError("a guard is placed on its own tile (%s)" % b.tiles[gs[gi][G.TILE]].label)
    return h


def _thief(st, p):
    if type(p) is not int or not 0 <= p < st["n"]:
        raise ValueError("no such player")
    if st["in"][p] != G.T_KEEP:
        raise ValueError("the %s thief is not in the Keep" % st["col"][p])
    return p


def check(kc, st, action):
    """The correction as (what, index, value) with ids, or ValueError: every check comes
    before apply() changes anything. Reads no secret."""
    if len(action) != 4:
        raise ValueError("a correction needs what, which and the new value")
    what = action[1]
    if what not in WHAT:
        raise ValueError("cannot correct %r" % (what,))
    i = action[2]
    v = action[3]
    if what == "hex":
        _guard(st, i)
        return what, i, _guard_hex(kc, st, i, v)
    if what == "face":
        g = _placed(kc, _guard(st, i))
        v = _name(v, SIDE_NAMES, "facing")
        if g[G.FACING] == v:
            raise ValueError("%s already faces %s" % (G.label(kc, g), SIDE_NAMES[v]))
        return what, i, v
    if what == "status":
        g = _placed(kc, _guard(st, i))
        v = _name(v, G.STATUS_NAMES, "status")
        if g[G.STATUS] == v:
            raise ValueError("%s is already %s" % (G.label(kc, g), G.STATUS_NAMES[v]))
        return what, i, v
    if what == "marker":
        _thief(st, i)
        if v is not None and v != -1:
            v = kc.hex(v)
        else:
            v = -1
        if st["mk"][i] == v:
            raise ValueError("the %s marker is already %s" % (
                st["col"][i], "there" if v >= 0 else "off the board"))
        return what, i, v
    # torch
    h = kc.hex(i)
    on = 1 if v else 0
    if (h in st["torch"]) == bool(on):
        raise ValueError("%s %s an Extinguished Torch" % (kc.name(h), "already has" if on
                                                         else "has no"))
    return what, h, on


def text(kc, st, what, i, v):
    """The public words for a checked correction, from the state before it."""
    if what == "torch":
        if v:
            return PREFIX + "Extinguished Torch on %s" % kc.name(i)
        return PREFIX + "no Extinguished Torch on %s" % kc.name(i)
    if what == "marker":
        c = st["col"][i]
        m = st["mk"][i]
        if v < 0:
            return PREFIX + "%s marker off the board (was %s)" % (c, kc.name(m))
        if m < 0:
            return PREFIX + "%s marker on %s" % (c, kc.name(v))
        return PREFIX + "%s marker %s -> %s" % (c, kc.name(m), kc.name(v))
    g = st["g"][i]
    k = G.KIND_NAMES[g[G.KIND]]
    if what == "hex":
        if g[G.HEX] < 0:
            return PREFIX + "%s guard placed on %s" % (k, kc.name(v))
        return PREFIX + "%s guard %s -> %s" % (k, kc.name(g[G.HEX]), kc.name(v))
    if what == "face":
        return PREFIX + "%s faces %s" % (G.label(kc, g), SIDE_NAMES[v])
    return PREFIX + "%s is %s" % (G.label(kc, g), G.STATUS_NAMES[v])


def apply(kc, st, action, msgs):
    """Check, then change st in place and say what was corrected in msgs."""
    what, i, v = check(kc, st, action)
    msgs.append(text(kc, st, what, i, v))
    if what == "torch":
        if v:
            st["torch"].append(i)
        else:
            st["torch"].remove(i)
    elif what == "marker":
        st["mk"][i] = v
        st["rest"][i] = 0
    else:
        g = st["g"][i]
        if what == "hex":
            g[G.HEX] = v
            if g[G.KIND] == G.PATROLLING:   # on its route: go on from there
                p = kc.board.tiles[g[G.TILE]].patrol
                for j in range(len(p)):
                    if p[j] == v:
                        g[G.PATROL_AT] = j
        elif what == "face":
            g[G.FACING] = v
        else:
            g[G.STATUS] = v
            if v != G.PURSUING:
                g[G.TARGET] = -1
                g[G.DILIGENT] = 0


def describe(kc, st, action):
    """The history list's line for a correction (st: the state before it)."""
    try:
        return text(kc, st, *check(kc, st, action))
    except (ValueError, TypeError):
        return PREFIX.strip()


def compact(kc, a):
    """The logged form: hex names -> ids, facing and status names -> ints."""
    if len(a) != 4:
        return a
    w = a[1]
    try:
        if w == "hex" or w == "marker":
            if type(a[3]) is str:
                a[3] = kc.board.index(a[3])
        elif w == "torch":
            if type(a[2]) is str:
                a[2] = kc.board.index(a[2])
            if type(a[3]) is bool:
                a[3] = 1 if a[3] else 0
        elif w == "face":
            a[3] = _name(a[3], SIDE_NAMES, "facing")
        elif w == "status":
            a[3] = _name(a[3], G.STATUS_NAMES, "status")
    except ValueError:
        pass
    a[1] = _canon(w)
    return a


def _canon(w):
    for x in WHAT:
        if x == w:
            return x
    return w
