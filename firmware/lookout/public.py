"""What may leave the device: the session with every secret withheld (for the host companion).

A Black Keep game in progress holds each thief's PIN, secret hex and treasure in its log. While
it is not over, only its public view (what every player at the table sees) is exported; the
full log leaves only once the game is over. This runs on the device, called by the companion
over the USB REPL, so the secrets never cross the cable; the companion runs the same code on a
simulator's flash folder.

The Black Keep entry (session "games"/"keep", written by screens/keep_table.py) is
{"r": recipe, "ui": the screens' progress, "g": Game.dump() once a game started}; the recipe
{"v": vault side, "t": [[tile label, side, vault edge, turn], ...]} names the tile files
(vault_<v>.txt, tile<label><side>.txt). An entry that cannot be replayed exports nothing but
its existence.
"""
from lookout.compat import const

KEEP = "keep"
WITHHELD = "secret until the game is over"
MAX_TILES = const(8)


def _part(v):
    """A tile label or side as it may appear in a file name (no path tricks)."""
    if type(v) is not str or not 0 < len(v) <= 3 or not v.isalpha() and not v.isdigit():
        raise ValueError("bad tile name")
    return v


def keep_board(rec, tiles):
    """The Board a recipe describes (ValueError for a bad recipe)."""
    from lookout.keep.board import Board
    from lookout.keep.tiles import load_tile
    ts = rec["t"]
    if type(ts) is not list or not 1 <= len(ts) <= MAX_TILES:
        raise ValueError("bad recipe")
    placed = []
    for lab, side, edge, rot in ts:
        placed.append((load_tile("%s/tile%s%s.txt" % (tiles, _part(lab), _part(side))),
                       edge, rot))
    return Board(load_tile("%s/vault_%s.txt" % (tiles, _part(rec["v"]))), placed)


def keep_public(entry, tiles="tiles", fs=None):
    """{"over", "public" (view or None), "log" (only once over)} for a Black Keep entry.
    fs: where the device keeps its sight tables (lookout.keep.sightcache), read only: on a
    Pico computing them takes about a minute."""
    try:
        from lookout.keep.game import Game
        board = keep_board(entry["r"], tiles)
        sight = None
        if fs is not None:
            from lookout.keep import sightcache
            sight = sightcache.load(fs, board)
        g = Game.load(board, entry["g"], sight=sight)
    except Exception:  # noqa: BLE001 - a damaged or foreign entry: say nothing about it
        return {"over": False, "public": None, "note": WITHHELD}
    if g.phase() == "over":
        return {"over": True, "public": g.public(), "log": entry}
    return {"over": False, "public": g.public(), "note": WITHHELD}


def in_progress(data, tiles="tiles", fs=None):
    """True while the session holds a Black Keep game that is not over."""
    e = data.get("games", {}).get(KEEP)
    return e is not None and not keep_public(e, tiles, fs)["over"]


def export(data, tiles="tiles", fs=None):
    """A copy of the session safe to leave the device (the other games are public already)."""
    out = {}
    for k in data:
        if k != "games":
            out[k] = data[k]
    games = {}
    for gid, e in data.get("games", {}).items():
        games[gid] = keep_public(e, tiles, fs) if gid == KEEP else e
    out["games"] = games
    return out
