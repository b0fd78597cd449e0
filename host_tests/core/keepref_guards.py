"""Reference (pre-issue-9) guards engine, as it was before the speed work: the tests replay games
with it patched in and compare every state with the firmware's (not firmware)."""
from lookout.keep.guardrec import (ALERT, DEFAULT_STATUS, DILIGENT, DISTRACTED, FACING, HEX, KIND,
                                   KIND_NAMES, PATROL_AT, PATROL_DIR, PATROLLING, PURSUING,
                                   RETURNING, STATIONARY, STATUS, STATUS_NAMES, T_CAUGHT, T_KEEP,
                                   TARGET, TILE)
from lookout.keep.hexgrid import AXIAL, DIE_FACING, SIDE_NAMES
import keepref_spotting as SP


def label(kc, g):
    return "%s guard %s" % (KIND_NAMES[g[KIND]], kc.name(g[HEX]))


def side_to(board, a, b):
    """Side of a whose walkable neighbour is b, else -1."""
    for d in range(6):
        if board.nbr(a, d) == b and not board.wall(a, d):
            return d
    return -1


def _roll_facing(kc):
    return DIE_FACING[kc.rng.die()]


def new_guard(kind, tile, owner):
    return [kind, tile, -1, 0, DEFAULT_STATUS[kind], 0, 1, -1, 0, owner]


def place(kc, g, msgs=None):
    """Put guard g on its starting spot (rules: Guard Setup). Returns g."""
    b = kc.board
    tl = b.tiles[g[TILE]]
    k = g[KIND]
    g[STATUS] = DEFAULT_STATUS[k]
    g[TARGET] = -1
    g[DILIGENT] = 0
    if k == STATIONARY:
        g[HEX] = tl.crescent
        g[FACING] = _roll_facing(kc)
    elif k == PATROLLING:
        g[HEX] = tl.star
        g[PATROL_AT] = 0
        g[PATROL_DIR] = 1
        _face_patrol(kc, g)
    else:
        shields = tl.red_shields
        n = len(shields)
        if n == 0:
            raise ValueError("tile %d has no red shield for a Wandering guard" % g[TILE])
        r = kc.rng.die()
        while r > n and n < 6:  # re-roll faces with no shield
            r = kc.rng.die()
        g[HEX] = shields[(r - 1) % n]
        a = kc.arrow(g[HEX])
        g[FACING] = a if a >= 0 else _roll_facing(kc)
    if msgs is not None:
        msgs.append("Place %s, face %s, its counter on %s" % (label(kc, g), SIDE_NAMES[g[FACING]],
                                                 STATUS_NAMES[g[STATUS]]))
    return g


def _patrol(kc, g):
    return kc.board.tiles[g[TILE]].patrol


def _face_patrol(kc, g):
    """Face the next hex of the patrol route (turning round at either end)."""
    p = _patrol(kc, g)
    n = len(p)
    if n < 2:
        return
    i = g[PATROL_AT]
    if i + g[PATROL_DIR] >= n or i + g[PATROL_DIR] < 0:
        g[PATROL_DIR] = -g[PATROL_DIR]
    d = side_to(kc.board, p[i], p[i + g[PATROL_DIR]])
    if d >= 0:
        g[FACING] = d


def _to_default(kc, g, msgs):
    """Back to the type's default status (after Returning, or Distracted at the Resource
    Phase): Stationary rolls its facing, Patrolling rolls its direction (1-3 star, 4-6
    shield), Wandering faces along its arrow."""
    k = g[KIND]
    g[STATUS] = DEFAULT_STATUS[k]
    g[TARGET] = -1
    g[DILIGENT] = 0
    if k == STATIONARY:
        g[FACING] = _roll_facing(kc)
        why = "rolled"
    elif k == PATROLLING:
        p = _patrol(kc, g)
        i = 0
        for j in range(len(p)):
            if p[j] == g[HEX]:
                i = j
                break
        g[PATROL_AT] = i
        r = kc.rng.die()
        g[PATROL_DIR] = -1 if r <= 3 else 1
        _face_patrol(kc, g)
        why = "rolled %d: toward the %s" % (r, "star" if g[PATROL_DIR] < 0 else "shield")
    else:
        a = kc.arrow(g[HEX])
        if a >= 0:
            g[FACING] = a
        why = "follows the red arrow"
    msgs.append("%s: set the counter to %s; %s, face %s" % (
        label(kc, g), STATUS_NAMES[g[STATUS]], why, SIDE_NAMES[g[FACING]]))


def home_field(kc, g):
    """Distance field to the hexes a Returning guard heads for (cached per game):
    Stationary its crescent, Patrolling any hex of its patrol route, Wandering any red-arrow
    hex of its tile (*decision*: a Wandering guard's "regular spot" is its arrow path)."""
    b = kc.board
    k = g[KIND]
    if k == STATIONARY:
        src = (b.tiles[g[TILE]].crescent,)
    elif k == PATROLLING:
        src = b.tiles[g[TILE]].patrol
    else:
        src = kc.arrow_hexes(g[TILE])
    return kc.routes.field(k * 64 + g[TILE], src)


def _enter(kc, st, g, nh):
    """Guard g steps into hex nh: takes any Extinguished Torch there away (reported after the
    move) and returns the player whose thief stands there (caught), else -1."""
    torch = st["torch"]
    if nh in torch:
        torch.remove(nh)
        kc.after.append(~nh)
    g[HEX] = nh
    dial = st["dial"]
    inn = st["in"]
    for p in range(len(dial)):
        if inn[p] == T_KEEP and dial[p] == nh:
            kc.after.append(p)
            return p
    return -1


def catch(kc, st, g, p, msgs):
    st["in"][p] = T_CAUGHT
    m = st["mk"][p]
    st["mk"][p] = -1                  # issue 19: a caught thief's marker leaves the board
    say = "%s catches the %s thief at %s - out of the game" % (
        label(kc, g), kc.colour(p), kc.name(st["dial"][p]))
    if m >= 0:
        say += ". Take %s's marker off %s" % (kc.colour(p), kc.name(m))
    msgs.append(say)
    g[TARGET] = -1


BLOCKED, MOVED, CAUGHT = 0, 1, 2


def _step(kc, st, g, nh, d=-1):
    """Move one hex (must be a walkable neighbour; d: its side if known), facing the way
    moved: BLOCKED, MOVED or CAUGHT (it walked into a thief)."""
    if d < 0:
        d = kc.routes.side(g[HEX], nh)
        if d < 0:
            return BLOCKED
    g[FACING] = d
    return CAUGHT if _enter(kc, st, g, nh) >= 0 else MOVED


def _moved(kc, st, g, h0, f0, msgs):
    """The board instruction for this guard's move, then what happened on the way."""
    if g[HEX] != h0:
        msgs.append("%s guard %s -> %s, face %s" % (KIND_NAMES[g[KIND]], kc.name(h0),
                                                   kc.name(g[HEX]), SIDE_NAMES[g[FACING]]))
    elif g[FACING] != f0:
        msgs.append("%s turns to face %s" % (label(kc, g), SIDE_NAMES[g[FACING]]))
    else:
        msgs.append("%s stays, face %s" % (label(kc, g), SIDE_NAMES[g[FACING]]))
    caught = False
    for a in kc.after:
        if a >= 0:
            catch(kc, st, g, a, msgs)
            caught = True
        else:
            msgs.append("%s relights the torch at %s: take the Extinguished Torch counter off"
                        % (label(kc, g), kc.name(~a)))
    del kc.after[:]
    return caught


def move(kc, st, g, msgs):
    """One guards movement phase for guard g."""
    if g[HEX] < 0:
        return
    s = g[STATUS]
    h0 = g[HEX]
    f0 = g[FACING]
    if s == DISTRACTED:
        msgs.append("%s is Distracted: stays" % label(kc, g))
        return
    if s == PURSUING:
        _pursue(kc, st, g, msgs, h0, f0)
        return
    if s == RETURNING:
        _return(kc, st, g, msgs, h0, f0)
        return
    k = g[KIND]
    b = kc.board
    if k == STATIONARY:
        g[FACING] = (g[FACING] + 1) % 6
    elif k == PATROLLING:
        p = _patrol(kc, g)
        n = len(p)
        if n >= 2:
            if g[HEX] != p[g[PATROL_AT]]:  # off the route (data change): resume at the nearest hex
                _return(kc, st, g, msgs, h0, f0)
                return
            j = g[PATROL_AT] + g[PATROL_DIR]
            if j < 0 or j >= n:
                g[PATROL_DIR] = -g[PATROL_DIR]
                j = g[PATROL_AT] + g[PATROL_DIR]
            r = _step(kc, st, g, p[j])
            if r == MOVED:
                g[PATROL_AT] = j
                _face_patrol(kc, g)  # faces the next hex; turns round at the ends
            elif r == CAUGHT:
                g[PATROL_AT] = j
    else:
        a = kc.arrow(g[HEX])
        if a >= 0:
            nh = b.nbr(g[HEX], a)
            if nh >= 0 and not b.wall(g[HEX], a) and not b.special(nh):
                if _step(kc, st, g, nh, a) == MOVED:
                    a2 = kc.arrow(nh)
                    if a2 >= 0:
                        g[FACING] = a2
    _moved(kc, st, g, h0, f0, msgs)



def _pursue(kc, st, g, msgs, h0, f0):
    mk = st["mk"]
    if g[DILIGENT]:
        # Diligent: another phase of Pursuing, two hexes straight ahead if it can
        g[DILIGENT] = 0
        b = kc.board
        for _ in range(2):
            f = g[FACING]
            nh = b.nbr(g[HEX], f)
            if nh < 0 or b.wall(g[HEX], f) or b.special(nh):
                break
            if _enter(kc, st, g, nh) >= 0:
                _moved(kc, st, g, h0, f0, msgs)
                return
        _moved(kc, st, g, h0, f0, msgs)
        to_returning(kc, st, g, msgs)
        return
    vis = SP.visible_markers(kc, st, g)
    t = SP.nearest(kc, g, vis, mk)
    if t < 0:
        t = g[TARGET]
        if t < 0 or mk[t] < 0:
            to_returning(kc, st, g, msgs, " has no marker to pursue")
            return
    g[TARGET] = t
    m = mk[t]
    rt = kc.routes
    near = kc.board.special(m)  # a marker in a special hex is investigated from next door
    for nh in rt.path(g[HEX], m, near, 2):
        r = _step(kc, st, g, nh, rt.sides.pop(0))
        if r == BLOCKED:
            break
        if r == CAUGHT:
            _moved(kc, st, g, h0, f0, msgs)
            return
    _moved(kc, st, g, h0, f0, msgs)
    if g[HEX] == m or (near and rt.open_side(g[HEX], m) >= 0):
        investigate(kc, st, g, t, msgs)


def investigate(kc, st, g, p, msgs):
    """Guard g stands on player p's Thief Marker, or next to it when the marker is in a
    special hex (rules: Catching Thieves)."""
    if st["in"][p] == T_KEEP and st["dial"][p] == st["mk"][p]:
        catch(kc, st, g, p, msgs)
        return
    st["mk"][p] = -1
    st["rest"][p] = 0
    msgs.append("%s investigates the %s marker: nobody there. Remove the marker" %
                (label(kc, g), kc.colour(p)))
    qs = SP.spot_candidates(kc, st, g)
    if qs:
        for q in qs:
            SP.spot(kc, st, g, q, msgs, PURSUING)
        return
    vis = SP.visible_markers(kc, st, g)
    t = SP.nearest(kc, g, vis, st["mk"])
    if t >= 0:
        g[TARGET] = t
        msgs.append("%s sees the %s marker at %s: goes to investigate" %
                    (label(kc, g), kc.colour(t), kc.name(st["mk"][t])))
        return
    to_returning(kc, st, g, msgs)


def to_returning(kc, st, g, msgs, why=""):
    """Pursuing -> Returning, unless a Diligent card keeps it Pursuing one more phase."""
    if st["dil"] > 0:
        st["dil"] -= 1
        g[DILIGENT] = 1
        g[STATUS] = PURSUING
        msgs.append("Diligent: %s%s keeps Pursuing one more phase" % (label(kc, g),
                                                                     why + "," if why else ""))
        return
    g[STATUS] = RETURNING
    g[TARGET] = -1
    msgs.append("%s%s: set the counter to Returning" % (label(kc, g), why or " is Returning"))


def _return(kc, st, g, msgs, h0, f0):
    """Returning: one hex along the shortest route home, then the default status."""
    dist = home_field(kc, g)
    if dist[g[HEX]] != 0:
        d = kc.routes.downhill(dist, g[HEX])
        if d >= 0 and _step(kc, st, g, kc.board.nbr(g[HEX], d), d) == CAUGHT:
            _moved(kc, st, g, h0, f0, msgs)
            return
    _moved(kc, st, g, h0, f0, msgs)
    if dist[g[HEX]] == 0 or dist[g[HEX]] == 255:
        _to_default(kc, g, msgs)


def face(kc, g, h):
    """Turn guard g toward hex h (the Lantern): the side pointing most nearly at h (issue 19:
    the straight line, not the walking route). Returns False only when g stands on h."""
    d = toward(kc.board, g[HEX], h)
    if d < 0:
        return False
    g[FACING] = d
    return True


def toward(b, a, h):
    """The side of hex a whose direction is nearest the straight line to h, -1 if a == h.
    In the lattice (x = 3q, y = 2r + q) a unit of y is sqrt(3) units of x, so the true dot
    product is dx*x + 3*dy*y."""
    if a == h:
        return -1
    dq = b.q[h] - b.q[a]
    x = 3 * dq
    y = 2 * (b.r[h] - b.r[a]) + dq
    best = -1
    bv = 0
    for d in range(6):
        aq, ar = AXIAL[d]
        v = 3 * aq * x + 3 * (2 * ar + aq) * y
        if best < 0 or v > bv:
            best = d
            bv = v
    return best


def resource_reset(kc, st, msgs, calm_alert=False):
    """Resource Phase: Distracted guards (and, with the calm setting, Alert guards) go back
    to their default status."""
    for g in st["g"]:
        if g[HEX] >= 0 and (g[STATUS] == DISTRACTED or (calm_alert and g[STATUS] == ALERT)):
            _to_default(kc, g, msgs)
