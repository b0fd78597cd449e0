"""Reference (pre-issue-9) spotting, for the replay test (not firmware)."""
from lookout.keep.guardrec import (ALERT, BORED, DILIGENT, DISTRACTED, HEX, INTERESTED, KIND,
                                   KIND_NAMES, PURSUING, STATUS, STATUS_NAMES, T_KEEP, TARGET)


def label(kc, g):
    return "%s guard %s" % (KIND_NAMES[g[KIND]], kc.name(g[HEX]))

def visible_markers(kc, st, g):
    """Players whose Thief Marker guard g can see (or stands on), nearest first."""
    mk = st["mk"]
    out = []
    for p in range(len(mk)):
        m = mk[p]
        if m < 0:
            continue
        if m == g[HEX] or kc.sees(g, m):
            out.append(p)
    return out


def nearest(kc, g, ps, mk):
    """The nearest of these players' markers (hex distance: it is in plain sight), -1."""
    best = -1
    bd = 9999
    dist = kc.board.distance
    for p in ps:
        d = dist(g[HEX], mk[p])
        if d < bd:
            bd = d
            best = p
    return best

def spot_candidates(kc, st, g, ps=None):
    """Players whose thief guard g sees now (hidden thieves and torch hexes excepted).
    ps: the players worth checking (see spotting_check), default all."""
    out = []
    if g[HEX] < 0 or g[STATUS] == DISTRACTED:
        return out
    dial = st["dial"]
    if ps is None:
        ps = _exposed(st)
    for p in ps:
        h = dial[p]
        if h == g[HEX] or kc.sees(g, h):
            out.append(p)
    return out


def _exposed(st):
    """Thieves in the Keep that can be spotted at all: not hiding, not on a torch hex."""
    dial = st["dial"]
    inn = st["in"]
    hid = st["hid"]
    torch = st["torch"]
    return [p for p in range(len(dial))
            if inn[p] == T_KEEP and not hid[p] and dial[p] not in torch]


def spot(kc, st, g, p, msgs, was=-1):
    """Guard g spots player p: the Thief Marker goes to the thief's real hex (public), the
    guard goes Pursuing it. was: the status it looked with (a guard that spots two thieves
    at once is Pursuing by the second)."""
    h = st["dial"][p]
    m = st["mk"][p]
    s = g[STATUS]
    if m != h or s != PURSUING:          # issue 19: what to do with the pieces, each once
        c = kc.colour(p)
        say = "%s is %s: sees %s - %s thief spotted" % (
            label(kc, g), STATUS_NAMES[s if was < 0 else was], kc.name(h), c)
        if m < 0:
            say += ". Put %s's marker on %s" % (c, kc.name(h))
        elif m != h:
            say += ". Move %s's marker to %s" % (c, kc.name(h))
        if s != PURSUING:
            say += ". Set the counter to Pursuing"
        msgs.append(say)
    st["mk"][p] = h
    st["rest"][p] = 0
    g[STATUS] = PURSUING
    g[TARGET] = p
    g[DILIGENT] = 0


def spotting_check(kc, st, msgs):
    """Every guard looks for thieves (after each guards phase and each players phase)."""
    ps = _exposed(st)
    if not ps:
        return
    for g in st["g"]:
        if g[HEX] >= 0 and g[STATUS] != DISTRACTED:
            was = g[STATUS]
            for p in spot_candidates(kc, st, g, ps):
                spot(kc, st, g, p, msgs, was)


def sighting(kc, st, p, msgs):
    """A Noise Arrow: guards that can see player p's marker treat it as a sighting."""
    m = st["mk"][p]
    n = 0
    for g in st["g"]:
        if g[HEX] < 0 or g[STATUS] == DISTRACTED:
            continue
        if g[HEX] == m or kc.sees(g, m):
            was = g[STATUS]
            g[STATUS] = PURSUING
            g[TARGET] = p
            g[DILIGENT] = 0
            n += 1
            msgs.append("%s hears it at %s: %s" % (label(kc, g), kc.name(m), "Pursuing"
                        if was == PURSUING else "set the counter to Pursuing"))
    return n


def alert_tile(kc, st, tiles, msgs, why):
    """Noise: Distracted, Bored and Interested guards on these tiles become Alert."""
    b = kc.board
    for g in st["g"]:
        if g[HEX] >= 0 and g[STATUS] in (DISTRACTED, BORED, INTERESTED) and b.tile(g[HEX]) in tiles:
            g[STATUS] = ALERT
            msgs.append("%s hears %s: set the counter to Alert" % (label(kc, g), why))
