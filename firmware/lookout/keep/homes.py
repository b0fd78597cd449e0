"""Where a Returning guard heads: each guard's home field (a distance field over the board,
made once per game by lookout.keep.routes and cached there), and making them a few at a time
before play starts so no single press waits for all ten."""
from lookout.keep.guardrec import KIND, PATROLLING, STATIONARY, TILE


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


def warm_homes(kc, gs, k):
    """Make up to k of these guards' home fields not made yet (one BFS each: ~30 ms on a
    Pico). Called after the steps before play starts (the joins, buying) so the new game
    step does not wait for every one: no guard is Returning before it has pursued, several
    steps later, and home_field makes a missing one anyway. Returns how many it made."""
    made = 0
    fields = kc.routes.fields
    for g in gs:
        if made >= k:
            break
        if g[KIND] * 64 + g[TILE] not in fields:
            home_field(kc, g)
            made += 1
    return made
