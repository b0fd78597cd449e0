"""Black Keep guards looking for thieves: spotting, sightings of Thief Markers, noise.

The functions take the game state dict `st` and a Keep context `kc` as lookout.keep.guards
does; kc.sees() is the sight query, kc.seen_of() the same for several hexes at once and
kc.seen_by() for several guards (the hot path of every spotting check).
"""
from lookout.keep.guardrec import (ALERT, BORED, DILIGENT, DISTRACTED, HEX, INTERESTED, KIND,
                                   KIND_GUARD, PURSUING, STATUS, STATUS_NAMES, T_KEEP, TARGET, cat,
                                   label)

def visible_markers(kc, st, g):
    """Players whose Thief Marker guard g can see (or stands on), nearest first."""
    return kc.seen_of(g, st["mk"])


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
    if g[HEX] < 0 or g[STATUS] == DISTRACTED:
        return []
    return kc.seen_of(g, st["dial"], _exposed(st) if ps is None else ps)


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
    at once is Pursuing by the second). The page says what to do with the pieces; a guard
    Pursuing already that sees the thief where its marker is changes nothing on the table and
    says nothing (issue 19: a spotting page after every investigation, again)."""
    h = st["dial"][p]
    m = st["mk"][p]
    s = g[STATUS]
    st["mk"][p] = h
    st["rest"][p] = 0
    g[STATUS] = PURSUING
    g[TARGET] = p
    g[DILIGENT] = 0
    if m == h and s == PURSUING:
        return
    c = kc.colour(p)
    msgs.append(cat(label(kc, g), " is ", STATUS_NAMES[s if was < 0 else was], ": sees ",
                    kc.name(h), " - ", cat(c, " thief spotted", "" if m == h else cat(
                        ". Put " if m < 0 else ". Move ", c, "'s marker ",
                        "on " if m < 0 else "to ", kc.name(h)),
                        "" if s == PURSUING else ". Set the counter to Pursuing")))


def spotting_check(kc, st, msgs):
    """Every guard looks for thieves (after each guards phase and each players phase)."""
    ps = _exposed(st)
    if not ps:
        return
    gs = st["g"]
    seen = kc.seen_by(gs, st["dial"], ps, [])    # every guard's spot_candidates at once
    was = -1
    for j in range(0, len(seen), 2):
        g = gs[seen[j]]
        if j == 0 or seen[j] != seen[j - 2]:
            was = g[STATUS]          # the status it looked with, before its first spot
        if was != DISTRACTED:
            spot(kc, st, g, seen[j + 1], msgs, was)


def sighting(kc, st, p, msgs):
    """A Noise Arrow: guards that can see player p's marker treat it as a sighting."""
    m = st["mk"][p]
    n = 0
    for g in st["g"]:
        if g[HEX] < 0 or g[STATUS] == DISTRACTED:
            continue
        if g[HEX] == m or kc.sees(g, m):
            s = g[STATUS]
            g[STATUS] = PURSUING
            g[TARGET] = p
            g[DILIGENT] = 0
            n += 1
            msgs.append(cat(KIND_GUARD[g[KIND]], kc.name(g[HEX]), " hears it at ", kc.name(m),
                            ": Pursuing" if s == PURSUING else ": set the counter to Pursuing"))
    return n


def alert_tile(kc, st, tiles, msgs, why):
    """Noise: Distracted, Bored and Interested guards on these tiles become Alert."""
    b = kc.board
    for g in st["g"]:
        if g[HEX] >= 0 and g[STATUS] in (DISTRACTED, BORED, INTERESTED) and b.tile(g[HEX]) in tiles:
            g[STATUS] = ALERT
            msgs.append(cat(KIND_GUARD[g[KIND]], kc.name(g[HEX]), " hears ", why,
                            ": set the counter to Alert"))
