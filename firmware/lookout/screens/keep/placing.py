"""The guards' placement at the start of a game: one page a guard, in player order, shown once
setup is done and again from the hub's "Guard setup" row (its own module: setup and the hub
both open it without importing each other)."""
SIDES = ("N", "NE", "SE", "S", "SW", "NW")

SPOT = ("blue crescent", "green star", "red shield")
KINDS = ("blue", "green", "red")


def place_text(table, g):
    """'Tile 2: green guard on green star C6, face SE, counter Interested' (the guard Status
    Marker goes under it: the rules' Starting the Game); five lines at most on a page. On a
    turned tile the facing on the tile's own printed grid too: 'Tile 2: green guard on C6,
    face SE (printed S), counter Interested' (the Play Aid's SE is the tile's printed S when
    its top points NE: lookout.keep.layout)."""
    from lookout.keep import guardrec as G
    b = table.board
    nm = b.names[g[G.HEX]].rsplit("-", 1)[1]
    pt = b.tiles[g[G.TILE]]
    f = g[G.FACING]
    if pt.rotation:
        return "Tile %s: %s guard on %s, face %s (printed %s), counter %s" % (
            pt.label, KINDS[g[G.KIND]], nm, SIDES[f], SIDES[(f - pt.rotation) % 6],
            G.STATUS_NAMES[g[G.STATUS]])
    return "Tile %s: %s guard on %s %s, face %s, counter %s" % (
        pt.label, KINDS[g[G.KIND]], SPOT[g[G.KIND]], nm, SIDES[f], G.STATUS_NAMES[g[G.STATUS]])


def placement(app, table):
    """Pages: one guard placement per page, in player order."""
    from lookout.keep import guardrec as G
    from lookout.keep import turn as T
    from lookout.screens.keep.pages import Pages, wrap
    st = table.game.state
    out = []
    gs = []
    for p in T.order(st):
        gs += [g for g in st["g"] if g[G.OWNER] == p and g[G.HEX] >= 0]
    gs += [g for g in st["g"] if g[G.OWNER] < 0 and g[G.HEX] >= 0]
    k = len(gs) + 1
    for i in range(len(gs)):
        g = gs[i]
        who = st["col"][g[G.OWNER]] if g[G.OWNER] >= 0 else ""
        out.append(("Guard %d/%d %s" % (i + 1, k, who), wrap(place_text(table, g)), g[G.HEX],
                    who))
    out.append(("Guard %d/%d" % (k, k), wrap("Vault: the red guard waits until a thief "
                                              "first enters the vault tile."), -1))
    return Pages(app, table, out)
