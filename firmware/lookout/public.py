"""What may leave the device: the session with every secret withheld (for the host companion).

A Black Keep game in progress holds each thief's PIN, secret hex and treasure in its log. While
it is not over, only its public view (what every player at the table sees) is exported; the
full log leaves only once the game is over. This runs on the device, called by the companion
over the USB REPL, so the secrets never cross the cable; the companion runs the same code on a
simulator's flash folder.

The Black Keep entry (session "games"/"keep") is a Game.dump() plus "board": the tiles as
[[file, vault side, rotation], ...], the vault tile first (side -1), file names without ".txt"
from the tiles folder. An entry that cannot be replayed exports nothing but its existence.
"""
from lookout.compat import const

KEEP = "keep"
WITHHELD = "secret until the game is over"
MAX_TILES = const(8)


def keep_board(spec, tiles):
    """The Board described by an entry's "board" list (ValueError for a bad spec)."""
    from lookout.keep.board import Board
    from lookout.keep.tiles import load_tile
    if type(spec) is not list or not 2 <= len(spec) <= MAX_TILES:
        raise ValueError("bad board spec")
    parts = []
    for t in spec:
        name = t[0]
        if type(name) is not str or "/" in name or "." in name:
            raise ValueError("bad tile name")
        parts.append((load_tile("%s/%s.txt" % (tiles, name)), t[1], t[2]))
    return Board(parts[0][0], parts[1:])


def keep_public(entry, tiles="tiles", fs=None):
    """{"over", "public" (view or None), "log" (only once over)} for a Black Keep entry.
    fs: where the device keeps its sight tables (lookout.keep.sightcache), read only: on a
    Pico computing them takes about a minute."""
    try:
        from lookout.keep.game import Game
        board = keep_board(entry["board"], tiles)
        sight = None
        if fs is not None:
            from lookout.keep import sightcache
            sight = sightcache.load(fs, board)
        g = Game.load(board, entry, sight=sight)
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
