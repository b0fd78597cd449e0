"""Getting discarded play back: every kept game, every session before a fresh start, and game
saves that failed their check (set aside, never crashing a screen).

They are records in the bin on flash (lookout.kept: "bin-<id>-<n>", "prev-<n>",
"aside-<id>-<n>"), one each, so they cost no RAM while playing. Every restore is a swap (what
was in play becomes the newest record), so restoring that one undoes it. Writes go record
first, session second, and the restored record goes last: a power cut between them leaves a
copy in both, never in neither. Imported only when a game opens or a restore is asked for.
"""
from lookout import kept
from lookout import players as P
from lookout.session import BIN, PAD, PLAY, fresh

PREV = kept.PREV
ASIDE = kept.ASIDE
WHY_CHARS = 120     # the reason in the note (the text widget wraps and scrolls it)


def kept_games(s, gid):
    """[(number, why, steps)] of the kept games of this kind, newest first."""
    return _heads(s, BIN + gid + "-")


def kept_sessions(s):
    """[(number, why, games)] of the sessions kept before fresh starts, newest first."""
    return _heads(s, PREV)


def _heads(s, kind):
    fs = s.store.fs
    if s.has_record(kind[:-1]):
        try:
            kept.migrate(fs)             # the firmware before's records, one each first
        except OSError:                  # a full flash: they stay as they are for now
            pass
        out = []
        for n, k in kept.entries(fs, kind):
            h = kept.head(fs, n, k)
            if h is not None:
                out.append((n, h[0], h[1]))
        out.reverse()
        return out
    return []


def discarded(s, gid):
    """The last discarded game of this id (a History dump), or None."""
    got = kept_games(s, gid)
    if not got:
        return None
    v = kept.get(s.store.fs, got[0][0], BIN + gid + "-")
    return v[2] if v else None


def restore(s, gid, n=None):
    """Bring kept game n (default: the newest) back and save; the game in play (if any) goes
    to the bin first, as the newest. False when there is no such game."""
    kind = BIN + gid + "-"
    if n is None:
        got = kept_games(s, gid)
        if not got:
            return False
        n = got[0][0]
    v = kept.get(s.store.fs, n, kind)
    if v is None:
        return False
    s.drop_game(gid, "swapped", (n, kind))
    s.keep_game(gid, v[2])
    s.save()
    kept.remove(s.store.fs, n, kind)
    s.bin_changed()
    return True


def open_game(s, gid, model, limit=0):
    """The game's History from its save, or None when there is none. A save that fails its
    rules core's check (lookout.games.check) or cannot be replayed is set aside (a record of
    its own in the bin with the reason, for a later fix), the session saved without it, and
    s.note says so; the rest of the device goes on."""
    from lookout.history import History
    d = s.game(gid)
    if d is None:
        return None
    try:
        from lookout.games import check
        check.dump(d)
        # the structure only: scoring would load the game's scoring module (Diamond's) on top
        # of these checks and the replay, past a small heap; the results screen scores later
        check.state(gid, d["i"], False)
        h = History.load(model, d, limit)
        check.state(gid, h.state, False)
        return h
    except MemoryError:
        raise
    except Exception as e:   # noqa: BLE001 - any fault in a save means: set it aside
        why = str(e) or type(e).__name__
    s.put(ASIDE + gid + "-", why, 0, d)
    if gid == PAD:
        s.data["pad"] = None
    else:
        s.data["games"].pop(gid, None)
    if s.data.get("where") in ("game:" + gid, "Scorepad"):
        s.data["where"] = None
    s.save()
    s.note = "%s save damaged:\n%s\nSet aside (kept);\nstarting afresh." % (
        "Scorepad" if gid == PAD else "This game's", why[:WHY_CHARS])
    return None


def set_aside(s, gid):
    """[why, dump] of the last save of this game that was set aside, or None."""
    fs = s.store.fs
    got = kept.entries(fs, ASIDE + gid + "-")
    if not got:
        return None
    v = kept.get(fs, got[-1][0], got[-1][1])
    return [v[0], v[2]] if v else None


def _games(prev):
    """How many games a kept session holds (the scorepad counts as one)."""
    n = 1 if prev.get("pad") else 0
    g = prev.get("games")
    return n + (len(g) if type(g) is dict else 0)


def fresh_start(s, keys=PLAY, why="afresh"):
    """Forget scores, games and pads (keys), keep players and settings, and save; the play
    before stays in the bin (restore_previous)."""
    d = s.data
    base = fresh()
    prev = {}
    for k in keys:
        prev[k] = d.get(k)
    s.put(PREV, why, _games(prev), prev)
    for k in keys:
        d[k] = base.get(k)
    d["ui"] = None
    s.save()


def reset_all(s):
    """Forget players and settings too (Settings > Reset all); restorable the same way. The
    removed players go with the table they left: a new table's ids start again from 0, and a
    "Bring back" of an old player would seat a second person with one of them."""
    fresh_start(s, PLAY + ("players", "first", "set", "gone", "away"), "reset")


def has_previous(s):
    return s.has_record(PREV[:-1])


def restore_previous(s, n=None):
    """Swap kept session n (default: the newest) with the current one and save (so a restore
    is undone by restoring the newest again). False when there is none."""
    if n is None:
        got = kept_sessions(s)
        if not got:
            return False
        n = got[0][0]
    fs = s.store.fs
    v = kept.get(fs, n, PREV)
    if v is None or type(v[2]) is not dict:
        return False
    d = s.data
    old = v[2]
    now = {}
    for k in old:
        now[k] = d.get(k)
    s.put(PREV, "swapped", _games(now), now, (n, PREV))
    for k in old:
        d[k] = old[k]
    d["where"] = None
    d["ui"] = None
    if not P.MIN <= len(d["players"]) <= P.MAX:
        d["players"] = P.default()
    s.save()
    kept.remove(fs, n, PREV)
    s.bin_changed()
    return True
