"""Getting discarded play back: the last discarded games, the play before a fresh start, and
game saves that failed their check (set aside, never crashing a screen).

They are side records on the same flash as the session (lookout.store files "bin-<id>", "prev",
"aside-<id>"), each holding the last two, newest first, so they cost no RAM while playing.
Every restore is a swap (what was in play becomes the newest in the record), so doing it again
undoes it. Writes go record first, session second: a power cut between them leaves a copy in
both, never in neither. Imported only when a game opens or a restore is asked for.
"""
from lookout import players as P
from lookout.session import BIN, PAD, PLAY, fresh

PREV = "prev"
ASIDE = "aside-"
WHY_CHARS = 120     # the reason in the note (the text widget wraps and scrolls it)


def discarded(s, gid):
    """The last discarded game of this id (a History dump), or None."""
    v = s.record(BIN + gid)[1]
    return v[0] if v else None


def restore(s, gid):
    """Bring the last discarded game back and save; the game in play (if any) becomes the
    newest discarded one. False when there is nothing to restore."""
    st, v = s.record(BIN + gid)
    if not v:
        return False
    old = v[0]
    cur = s.game(gid)
    if cur is not None:
        st.save([cur, old])
    s.keep_game(gid, old)
    s.save()
    return True


def open_game(s, gid, model, limit=0):
    """The game's History from its save, or None when there is none. A save that fails its
    rules core's check (lookout.games.check) or cannot be replayed is set aside (kept in
    "aside-<id>" with the reason, for a later fix), the session saved without it, and
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
    s.push_record(ASIDE + gid, [why, d])
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
    v = s.record(ASIDE + gid)[1]
    return v[0] if v else None


def fresh_start(s, keys=PLAY):
    """Forget scores, games and pads (keys), keep players and settings, and save; the play
    before stays in the "prev" record (restore_previous) until the next fresh start."""
    d = s.data
    base = fresh()
    prev = {}
    for k in keys:
        prev[k] = d[k]
    s.push_record(PREV, prev)
    for k in keys:
        d[k] = base[k]
    d["ui"] = None
    s.save()


def reset_all(s):
    """Forget players and settings too (Settings > Reset all); restorable the same way."""
    fresh_start(s, PLAY + ("players", "first", "set"))


def has_previous(s):
    return bool(s.record(PREV)[1])


def restore_previous(s):
    """Swap the play from before the last fresh start with the current one and save (so a
    restore is undone by restoring again). False when there is none."""
    st, v = s.record(PREV)
    if not v:
        return False
    d = s.data
    old = v[0]
    now = {}
    for k in old:
        now[k] = d[k]
    st.save([now, old])
    for k in old:
        d[k] = old[k]
    d["where"] = None
    d["ui"] = None
    if not P.MIN <= len(d["players"]) <= P.MAX:
        d["players"] = P.default()
    s.save()
    return True
