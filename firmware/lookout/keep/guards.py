"""Black Keep guards: setup, movement by type and status, investigation, catching.

A guard is a list (the record layout, kinds and statuses: lookout.keep.guardrec); looking for
thieves (spotting, sightings, noise) is lookout.keep.spotting.

The functions take the game state dict `st` (keys used: "g", "mk", "dial", "in", "hid",
"torch", "dil", "rest") and a Keep context `kc` (board, sight, per-tile tables, the rng and
the public message list). Every decision appends a short public message a player can read;
moves are phrased as instructions for the physical board ("Green guard 2-C4 -> 2-C5, face SE"),
kept as codes (lookout.keep.said) that become that text when shown. Every other message says
what to do with the pieces, in order: a Thief Marker put, moved or taken off, the Status
Counter set, a torch counter taken away.

Rules not in the text (*decision*, see DECISIONS in newgame.py): a Distracted guard does not
move; a guard entering a thief's real hex catches it (glossary: "captured if a guard and a
thief are on that hex at the same time"); after a failed investigation the investigated
marker is taken off the board, and a caught thief's marker too; a Pursuing guard with no
marker left to pursue goes Returning; a Wandering guard's regular spot is the nearest
red-arrow hex of its tile.
"""
from lookout.keep import spotting as SP
from lookout.keep.guardrec import (ALERT, DEFAULT_STATUS, DILIGENT, DISTRACTED, FACING, HEX, KIND,
                                   KIND_GUARD, PATROL_AT, PATROL_DIR, PATROLLING, PURSUING,
                                   RETURNING, STATIONARY, STATUS, STATUS_NAMES, T_CAUGHT, T_KEEP,
                                   TARGET, TILE, cat, label)
from lookout.keep.hexgrid import DIE_FACING, SIDE_NAMES, toward
from lookout.keep.homes import home_field
from lookout.keep.said import RESTS, STAYS, TURNS, WENT, code


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
        msgs.append(cat("Place ", label(kc, g), ", face ", SIDE_NAMES[g[FACING]],
                        ", its counter on ", STATUS_NAMES[g[STATUS]]))
    return g


def _patrol(kc, g):
    return kc.board.tiles[g[TILE]].patrol


def _face_patrol(kc, g):
    """Face the next hex of the patrol route (turning round at either end)."""
    p = _patrol(kc, g)
    if len(p) < 2:
        return
    i = g[PATROL_AT]
    j = i + g[PATROL_DIR]
    if j >= len(p) or j < 0:
        g[PATROL_DIR] = -g[PATROL_DIR]
        j = i + g[PATROL_DIR]
    j = kc.routes.open_side(p[i], p[j])
    if j >= 0:
        g[FACING] = j


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
        why = cat("rolled ", str(r), ": toward the ", "star" if g[PATROL_DIR] < 0 else "shield")
    else:
        a = kc.arrow(g[HEX])
        if a >= 0:
            g[FACING] = a
        why = "follows the red arrow"
    msgs.append(cat(label(kc, g), ": set the counter to ", STATUS_NAMES[g[STATUS]], "; ", why,
                    ", face ", SIDE_NAMES[g[FACING]]))


def _enter(kc, st, g, nh):
    """Guard g steps into hex nh: takes any Extinguished Torch there away (told after the
    move, as ~nh in kc.after) and returns the player whose thief stands there (caught), else
    -1."""
    if nh in st["torch"]:
        st["torch"].remove(nh)
        kc.after.append(~nh)
    g[HEX] = nh
    dial = st["dial"]
    for p in range(len(dial)):
        if dial[p] == nh and st["in"][p] == T_KEEP:
            kc.after.append(p)
            return p
    return -1


def catch(kc, st, g, p, msgs):
    """The thief is out of the game, and its Thief Marker leaves the board (issue 19: a guard
    went on to investigate a caught thief's marker)."""
    st["in"][p] = T_CAUGHT
    m = st["mk"][p]
    st["mk"][p] = -1
    msgs.append(cat(label(kc, g), " catches the ", kc.colour(p), " thief at ",
                    kc.name(st["dial"][p]), " - out of the game",
                    "" if m < 0 else cat(". Take ", kc.colour(p), "'s marker off ", kc.name(m))))
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


# The move's functions are small: on a Pico a call whose arguments, locals and stack pass 11
# words takes its frame from the heap (py/objfun.c), a scan of the fragmented heap each time,
# and a guards phase moves ten guards. So the hex and facing a guard started the phase with
# are kept in the context (kc.h0, kc.f0, set by move) rather than passed down.
def _step_side(kc, st, g, d):
    """_step across side d of the guard's hex, if it is walkable (no wall, not special)."""
    nh = kc.routes._wk[g[HEX] * 6 + d]
    if nh < 0:
        return BLOCKED
    g[FACING] = d
    return CAUGHT if _enter(kc, st, g, nh) >= 0 else MOVED


def _said(kc, g):
    """The board instruction for guard g's move this phase."""
    if g[HEX] != kc.h0:
        return _went(kc, g, kc.h0)
    return _turned(kc, g, kc.f0)


def _went(kc, g, h0):
    return code(WENT, g[KIND], g[FACING], h0, g[HEX])


def _turned(kc, g, f0):
    return code(TURNS if g[FACING] != f0 else STAYS, g[KIND], g[FACING], 0, g[HEX])


def _moved(kc, st, g, msgs):
    """The board instruction (_said), then what happened on the way (_enter's kc.after)."""
    msgs.append(_said(kc, g))
    if kc.after:
        _after(kc, st, g, msgs)


def _after(kc, st, g, msgs):
    after = kc.after
    for i in range(len(after)):
        a = after[i]
        if a < 0:               # ~hex: it walked through an Extinguished Torch
            msgs.append(cat(label(kc, g), " relights the torch at ", kc.name(~a),
                            ": take the Extinguished Torch counter off"))
        else:
            catch(kc, st, g, a, msgs)
    del after[:]


def move(kc, st, g, msgs):
    """One guards movement phase for guard g: by status, then by kind (a small frame, and
    so are the Stationary turn and the message helpers: see _said)."""
    if g[HEX] < 0:
        return
    kc.h0 = g[HEX]
    kc.f0 = g[FACING]
    if kc.after:        # left by a move that failed half way (a MemoryError): not this one's
        del kc.after[:]
    s = g[STATUS]
    if s == DISTRACTED:
        _stays(kc, g, msgs)
    elif s == PURSUING:
        _pursue(kc, st, g, msgs)
    elif s == RETURNING:
        _return(kc, st, g, msgs)
    elif g[KIND] == STATIONARY:
        _turn(kc, g, msgs)
    elif g[KIND] == PATROLLING:
        _patrol_step(kc, st, g, msgs)
    else:
        _wander(kc, st, g, msgs)


def _stays(kc, g, msgs):
    msgs.append(code(RESTS, g[KIND], 0, 0, g[HEX]))


def _turn(kc, g, msgs):
    """Stationary: a sixth of a turn clockwise."""
    g[FACING] = (g[FACING] + 1) % 6
    msgs.append(_turned(kc, g, kc.f0))


def _patrol_step(kc, st, g, msgs):
    """Patrolling: one hex along the route, turning round at either end."""
    p = _patrol(kc, g)
    n = len(p)
    if n >= 2:
        if g[HEX] != p[g[PATROL_AT]]:  # off the route (data change): resume at the nearest hex
            _return(kc, st, g, msgs)
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
    _moved(kc, st, g, msgs)


def _wander(kc, st, g, msgs):
    """Wandering: one hex the way its red arrow points, then along the next arrow."""
    a = kc.arrow(g[HEX])
    if a >= 0 and _step_side(kc, st, g, a) == MOVED:
        a = kc.arrow(g[HEX])
        if a >= 0:
            g[FACING] = a
    _moved(kc, st, g, msgs)


def _pursue(kc, st, g, msgs):
    mk = st["mk"]
    if g[DILIGENT]:
        # Diligent: another phase of Pursuing, two hexes straight ahead if it can
        g[DILIGENT] = 0
        wk = kc.routes._wk      # walkable steps: no wall, not special
        for _ in range(2):
            nh = wk[g[HEX] * 6 + g[FACING]]
            if nh < 0:
                break
            if _enter(kc, st, g, nh) >= 0:
                _moved(kc, st, g, msgs)
                return
        _moved(kc, st, g, msgs)
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
            _moved(kc, st, g, msgs)
            return
    _moved(kc, st, g, msgs)
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
    msgs.append(cat(KIND_GUARD[g[KIND]], kc.name(g[HEX]), " investigates the ", kc.colour(p),
                    " marker: nobody there. Remove the marker"))
    qs = SP.spot_candidates(kc, st, g)
    if qs:
        for q in qs:
            SP.spot(kc, st, g, q, msgs, PURSUING)
        return
    vis = SP.visible_markers(kc, st, g)
    t = SP.nearest(kc, g, vis, st["mk"])
    if t >= 0:
        g[TARGET] = t
        msgs.append(cat(label(kc, g), " sees the ", kc.colour(t), " marker at ",
                        kc.name(st["mk"][t]), ": goes to investigate"))
        return
    to_returning(kc, st, g, msgs)


def to_returning(kc, st, g, msgs, why=""):
    """Pursuing -> Returning, unless a Diligent card keeps it Pursuing one more phase; why:
    what happened first (" has no marker to pursue"), on the same page as the counter."""
    if st["dil"] > 0:
        st["dil"] -= 1
        g[DILIGENT] = 1
        g[STATUS] = PURSUING
        msgs.append(cat("Diligent: ", KIND_GUARD[g[KIND]], kc.name(g[HEX]), why,
                        "," if why else "", " keeps Pursuing one more phase"))
        return
    g[STATUS] = RETURNING
    g[TARGET] = -1
    msgs.append(cat(KIND_GUARD[g[KIND]], kc.name(g[HEX]), why or " is Returning",
                    ": set the counter to Returning"))


def _return(kc, st, g, msgs):
    """Returning: one hex along the shortest route home, then the default status."""
    dist = home_field(kc, g)
    d = kc.routes.downhill(dist, g[HEX])      # -1 at home; a walkable side
    if d >= 0 and _step_side(kc, st, g, d) == CAUGHT:
        _moved(kc, st, g, msgs)
        return
    _moved(kc, st, g, msgs)
    if dist[g[HEX]] == 0 or dist[g[HEX]] == 255:
        _to_default(kc, g, msgs)


def face(kc, g, h):
    """Turn guard g toward hex h (the Lantern: "turn to face you"): the side pointing most
    nearly along the straight line to h, whatever route a guard would walk. Returns False
    only when g stands on h."""
    d = toward(kc.board, g[HEX], h)
    if d < 0:
        return False
    g[FACING] = d
    return True


def resource_reset(kc, st, msgs, calm_alert=False):
    """Resource Phase: Distracted guards (and, with the calm setting, Alert guards) go back
    to their default status."""
    for g in st["g"]:
        if g[HEX] >= 0 and (g[STATUS] == DISTRACTED or (calm_alert and g[STATUS] == ALERT)):
            _to_default(kc, g, msgs)
