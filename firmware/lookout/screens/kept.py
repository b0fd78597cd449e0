"""The bin's lists (lookout.kept): Restore game / Restore pad reach every kept game of the kind,
Settings > Restore session every kept session, Settings > Remove put-aside takes records off
the flash for good (the player's own way to make room when it is full).

Rows are newest first: what happened to the record and a number to tell them apart (a game's
steps, a session's games). OK asks first, saying what the row is; a restore is a swap (what
was in play becomes the newest kept), so it is undone by restoring that one.
"""
from lookout import kept
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu


def _title(why):
    return why[:1].upper() + why[1:]


def games(app, gid, done):
    """The kept games of this kind; done() after one is back in the session."""
    from lookout import recover
    got = recover.kept_games(app.session, gid)
    if not got:
        app.message("Restore", "Nothing of this kind kept.")
        return
    what = _title(kept.NAMES.get(gid, gid))

    def ask(n, why, steps):
        def yes():
            app.pop()                       # the list
            recover.restore(app.session, gid, n)
            done()
        app.push(Confirm(app, "Restore pad" if gid == "pad" else "Restore game",
                         "%s #%d: %s after %d steps. Restore it? What is "
                         "in play is kept (restore it to swap back)." % (what, n, why, steps),
                         yes))

    app.push(Menu(app, "Kept: steps", [(_title(w), lambda n=n, w=w, k=k: ask(n, w, k), k)
                                       for n, w, k in got]))


def sessions(app, done):
    """The kept sessions (before each fresh start or reset); done() after one is back."""
    from lookout import recover
    got = recover.kept_sessions(app.session)
    if not got:
        app.message("Restore session", "No earlier session kept.")
        return

    def ask(n, why, k):
        def yes():
            app.pop()
            recover.restore_previous(app.session, n)
            done()
        app.push(Confirm(app, "Restore session", "Session #%d (%s; games and pads: %d). "
                         "Restore it? This one is kept (restore it to swap back)." % (
                             n, why, k), yes))

    app.push(Menu(app, "Kept: games", [(_title(w), lambda n=n, w=w, k=k: ask(n, w, k), k)
                                       for n, w, k in got]))


def remove(app):
    """Every record in the bin, newest first, with the flash's free room in the title: OK
    removes one for good (asked first)."""
    fs = app.hal.fs
    s = app.session
    m = Menu(app, "", [])
    try:
        kept.migrate(fs)                    # the firmware before's records, one each first
    except OSError:
        pass

    def fill():
        got = kept.entries(fs)
        got.reverse()
        free = fs.free() if hasattr(fs, "free") else -1
        m.title = "Free %d KB" % (free // 1024) if 0 <= free < 10 << 20 else "Put aside"
        rows = [(kept.short(n, k), lambda n=n, k=k: ask(n, k)) for n, k in got]
        m.set_items(rows or [("Nothing kept", app.pop)])
        m.sel = min(m.sel, len(m.items) - 1)
        m._scroll()

    def ask(n, k):
        def yes():
            kept.forget(fs, n, k)
            s.bin_changed()
            fill()
            app.save()                      # a save that waited for room goes now
        app.push(Confirm(app, "Remove", "Remove the %s for good? It cannot be brought "
                         "back." % kept.label(n, k), yes))

    fill()
    app.push(m)
