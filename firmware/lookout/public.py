"""What may leave the device: the session with every secret withheld (for the host companion).

A Black Keep game in progress holds each thief's PIN, secret hex and treasure in its log. While
it is not over, only its public view (what every player at the table sees) is exported; the
full log leaves only once the game is over. This runs on the device, called by the companion
over the USB REPL, so the secrets never cross the cable; the companion runs the same code on a
simulator's flash folder.

The Black Keep entry (session "games"/"keep", written by screens/keep/table.py) is
{"r": the table's layout, "ui": the screens' progress, "g": Game.dump() once a game started}.
The game carries its board (keep/recipe.py), so it is rebuilt the one way the table resumes it:
Game.board_of over a TileLib on the device's storage (fs: tiles/, usertiles/, sight tables).
An entry that cannot be replayed (a tile file missing or changed, a damaged log) exports
nothing but its existence. A table still being set up (no "g") holds no secret yet.
"""

KEEP = "keep"
WITHHELD = "secret until the game is over"
SETUP = "being set up: no game yet"


def _setup_only(entry):
    return type(entry) is dict and entry.get("g") is None


def keep_public(entry, fs):
    """{"over", "public" (view or None), "log" (only once over) or "note"} for a Black Keep
    entry. fs: the device's storage (lookout.fsys), read only; its sight tables are used when
    they are there (on a Pico computing them takes about a minute)."""
    if _setup_only(entry):
        return {"over": False, "public": None, "note": SETUP}
    try:
        # big blocks first, then the engine around them (lookout.keep.load says why)
        from lookout.keep import recipe, sightcache
        from lookout.keep.tilelib import TileLib
        import gc
        gc.collect()
        d = entry["g"]
        board = recipe.build(d["i"]["board"], TileLib(fs))
        sight = sightcache.load(fs, board)
        try:
            from lookout.keep import load
            g = load.engine().Game.load(board, d, sight=sight)
            board = None
            over = g.phase() == "over"
            pub = g.public()
        finally:
            if sight is not None:
                sight.close()           # (lean: the table's file)
    except MemoryError:
        raise               # not the entry's fault: an export must not call it damaged
    except Exception:  # noqa: BLE001 - a damaged or foreign entry: say nothing about it
        return {"over": False, "public": None, "note": WITHHELD}
    if over:
        return {"over": True, "public": pub, "log": entry}
    return {"over": False, "public": pub, "note": WITHHELD}


def in_progress(data, fs=None):
    """True while the session holds a Black Keep game that is not over (its secrets stay on
    the device); a table being set up has no game yet, so nothing to keep back."""
    e = data.get("games", {}).get(KEEP)
    return e is not None and not _setup_only(e) and not keep_public(e, fs)["over"]


def export(data, fs=None):
    """A copy of the session safe to leave the device (the other games are public already)."""
    out = {}
    for k in data:
        if k != "games":
            out[k] = data[k]
    games = {}
    for gid, e in data.get("games", {}).items():
        games[gid] = keep_public(e, fs) if gid == KEEP else e
    out["games"] = games
    return out
