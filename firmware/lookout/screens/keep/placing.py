"""The guards' placement at the start of a game: one page a guard, in player order, shown once
setup is done and again from the hub's "Guard setup" row (its own module: setup and the hub
both open it without importing each other)."""
SIDES = ("N", "NE", "SE", "S", "SW", "NW")

SPOT = ("blue crescent", "green star", "red shield")
KINDS = ("blue", "green", "red")


def place_text(table, g):
    """'Tile 2: green guard on the green star C6, facing SE (Bored)'. On a turned tile the
    facing on the tile's own printed grid too, in the page's five lines: 'Tile 2: green guard
    on C6, facing SE (printed S), Bored' (the Play Aid's SE is the tile's printed S when its
    top points NE: lookout.keep.layout)."""
    from lookout.keep import guardrec as G
    b = table.board
    nm = b.names[g[G.H]].rsplit("-", 1)[1]
    pt = b.tiles[g[G.T]]
    f = g[G.F]
    if pt.rotation:
        return "Tile %s: %s guard on %s, facing %s (printed %s), %s" % (
            pt.label, KINDS[g[G.K]], nm, SIDES[f], SIDES[(f - pt.rotation) % 6],
            G.STATUS_NAMES[g[G.S]])
    return "Tile %s: %s guard on the %s %s, facing %s (%s)" % (
        pt.label, KINDS[g[G.K]], SPOT[g[G.K]], nm, SIDES[f], G.STATUS_NAMES[g[G.S]])


def placement(app, table):
    """Pages: one guard placement per page, in player order."""
    from lookout.keep import guardrec as G
    from lookout.keep import turn as T
    from lookout.screens.keep.pages import Pages, wrap
    st = table.game.state
    out = []
    gs = []
    for p in T.order(st):
        gs += [g for g in st["g"] if g[G.OW] == p and g[G.H] >= 0]
    gs += [g for g in st["g"] if g[G.OW] < 0 and g[G.H] >= 0]
    k = len(gs) + 1
    for i in range(len(gs)):
        g = gs[i]
        who = st["col"][g[G.OW]] if g[G.OW] >= 0 else ""
        out.append(("Guard %d/%d %s" % (i + 1, k, who), wrap(place_text(table, g)), g[G.H]))
    out.append(("Guard %d/%d" % (k, k), wrap("Vault: the red guard waits until a thief "
                                              "first enters the vault tile."), -1))
    return Pages(app, table, out)
