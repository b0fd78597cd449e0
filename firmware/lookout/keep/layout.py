"""The tiles as the table lays them out: the data the layout screen edits and a game keeps.

    {"v": vault file, "vl": its label,
     "t": [[file, edge 0-5, turn 0-5, label], ...]}     one row per map tile

A file is a tile path (lookout.keep.tilelib: "tiles/tile1a.txt", "usertiles/mine.txt"): one
side of one mat, so choosing the file chooses the side that is up. edge: the vault edge the
tile touches (EDGES, clockwise from the upper right, as drawn); turn: sixth-turns clockwise,
i.e. the side of the compass the tile's printed top (the corner hex above its centre, where
its letters read upright) points to. label: the name the board gives its hexes ("2-C7"): the
one in the file, unless a tile earlier on the board has it already (a copy of a file, or both
sides of one mat transcribed with the same name), then the lowest free number.

The choices come from the tile library's listing ([(path, label, is_vault, error)]); a file
with an error is never chosen.
"""
EDGES = ("NE", "E", "SE", "SW", "W", "NW")     # the vault's edges as drawn, clockwise
TOPS = ("N", "NE", "SE", "S", "SW", "NW")      # where a turned tile's printed top points
# default vault edges for 1..5 map tiles (spread round the vault)
SPREAD = ((0,), (0, 3), (0, 2, 4), (0, 1, 3, 4), (0, 1, 2, 3, 4))
# the most map tiles a board gets (the box has three; one per thief): fewer where the
# device's heap holds fewer (its HAL's keep_tiles, lookout.hal.keep_room); the thieves beyond
# look after no tile
MAX_TILES = 5
MAX_THIEVES = 5


def fewer(n, rec, need):
    """What the layout says when n thieves get fewer map tiles than one each, or None. need:
    what more tiles need on this device (its HAL's keep_tiles_why), or None."""
    k = len(rec["t"])
    if k >= n:
        return None
    more = ("%d map tiles" % n if k + 1 == n else "%d and %d map tiles" % (k + 1, n)
            if k + 2 == n else "%d to %d map tiles" % (k + 1, n))
    return ("%d thieves, %d map tiles: %s need %s. The other %s after no tile."
            % (n, k, more, need or "more memory than this device has",
               "thief looks" if n - k == 1 else "%d thieves look" % (n - k)))


def unfit(t, path):
    """Why a parsed tile cannot be played though its file is well formed, or None: the
    parser reads geometry; a game needs a vault with a start for its Wandering guard
    (lookout.keep.newgame)."""
    if t.is_vault and not t.red_shields:
        return "%s: a vault tile needs at least one 'red <hex>' line (its guard's start)" % path
    return None


def maps(listing):
    """[(path, label)] of the good map tiles, in the listing's order."""
    return [(e[0], e[1]) for e in listing if e[3] is None and not e[2]]


def vaults(listing):
    return [(e[0], e[1]) for e in listing if e[3] is None and e[2]]


def bad(listing):
    """The refused files' messages ("usertiles/x.txt line 7: ...")."""
    return [e[3] for e in listing if e[3] is not None]


def most(listing):
    """The most thieves this library allows: one per good map tile, at most 5."""
    return min(MAX_THIEVES, len(maps(listing)))


def default(listing, n, most=MAX_TILES):
    """The first layout for n thieves: the first vault file and a map tile each, at most
    `most` (the device's room, at most MAX_TILES): one file per name first (a mat's other
    side or a copy only when there are not enough names), spread round the vault, unturned.
    ValueError when the files cannot make it."""
    ms = maps(listing)
    vs = vaults(listing)
    if not vs:
        raise ValueError("no good vault tile file (kind vault) in tiles/ or usertiles/")
    if len(ms) < n:
        raise ValueError("%d thieves need %d map tiles; there %s %d good one%s"
                         % (n, n, "is" if len(ms) == 1 else "are", len(ms),
                            "" if len(ms) == 1 else "s"))
    n = min(n, most, MAX_TILES)
    names = []
    chosen = []
    for p, lab in ms:
        if len(chosen) < n and lab not in names:
            names.append(lab)
            chosen.append(p)
    for p, lab in ms:
        if len(chosen) < n and p not in chosen:
            chosen.append(p)
    e = SPREAD[n - 1]
    rec = {"v": vs[0][0], "vl": vs[0][1], "t": [[chosen[i], e[i], 0, ""] for i in range(n)]}
    relabel(rec, listing)
    return rec


def relabel(rec, listing):
    """Give each map tile its board label: its file's, else the lowest free number."""
    own = {}
    for e in listing:
        own[e[0]] = e[1]
    rec["vl"] = own.get(rec["v"], rec.get("vl") or "V")
    used = [rec["vl"]]
    for row in rec["t"]:
        lab = own.get(row[0], row[3])
        if lab in used:
            k = 1
            while str(k) in used:
                k += 1
            lab = str(k)
        used.append(lab)
        row[3] = lab


def next_file(options, rec, i, d):
    """The file after (d=1) or before (d=-1) map tile i's among options [(path, label)],
    skipping files another tile shows (a side can be up only once); i=-1: the vault's."""
    paths = [o[0] for o in options]
    cur = rec["v"] if i < 0 else rec["t"][i][0]
    taken = [] if i < 0 else [r[0] for r in rec["t"] if r is not rec["t"][i]]
    k = paths.index(cur) if cur in paths else -1
    for _ in range(len(paths)):
        k = (k + d) % len(paths)
        if paths[k] not in taken:
            return paths[k]
    return cur


def next_edge(rec, i, d):
    """Map tile i's edge one step round the vault, skipping edges other tiles touch."""
    used = [r[1] for r in rec["t"] if r is not rec["t"][i]]
    e = rec["t"][i][1]
    for _ in range(6):
        e = (e + d) % 6
        if e not in used:
            break
    return e


def short(path):
    """A file's name in the layout's 6 columns: without folder and .txt, and when longer
    its first five letters and its last (a side's a/b): "vault_a" -> "vaulta"."""
    s = path.rsplit("/", 1)[-1]
    if s.lower().endswith(".txt"):
        s = s[:-4]
    return s if len(s) <= 6 else s[:5] + s[-1]


def placed(rec):
    """recipe.make's arguments: the vault's file, [(file, edge, turn, label)]."""
    return rec["v"], [(r[0], r[1], r[2], r[3]) for r in rec["t"]]
