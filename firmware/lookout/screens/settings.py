"""Settings (brightness, sound, LED, the kept sessions, the bin's room, reset) and About."""
import gc

from lookout import VERSION
from lookout.ui.menu import Menu


def start(app):
    s = app.session
    m = None

    def rows():
        return [("Brightness", brightness),
                ("Sound: " + ("on" if s.setting("sound") else "off"), lambda: toggle("sound")),
                ("LED: " + ("on" if s.setting("led") else "off"), lambda: toggle("led")),
                ("Restore session", restore, None, 1), ("Put-aside games", bin_, None, 1),
                ("Reset all", reset, None, 1)]

    def bin_():
        """Every kept game and session, to remove for good (a full flash says to come here)."""
        from lookout.screens import kept
        kept.remove(app)

    def brightness():
        from lookout.ui.numentry import NumberEntry

        def done(v):
            s.set_setting("bright", v * 255 // 10)
            app.apply_settings()
            app.save()
        app.push(NumberEntry(app, "Brightness", s.setting("bright") * 10 // 255, 1, 10, done))

    def toggle(key):
        s.set_setting(key, 0 if s.setting(key) else 1)
        app.apply_settings()
        app.save()
        m.set_items(rows())

    def reset():
        from lookout.ui.dialogs import Confirm

        def yes():
            from lookout import recover
            recover.reset_all(app.session)
            app.apply_settings()
            app.message("Reset", "Players, scores and games start afresh. Restore session "
                        "brings them back.")
        app.push(Confirm(app, "Reset all", "Start afresh: players, scores, games? Restore "
                         "session brings them back.", yes))

    def restore():
        """Every session kept before a fresh start or reset (lookout.screens.kept)."""
        from lookout.screens import kept

        def back():
            app.apply_settings()
            app.message("Restore session", "That session is back (this one is kept: restore "
                        "it to swap back).")
        kept.sessions(app, back)

    m = Menu(app, "Settings", rows())
    app.push(m)


def about(app):
    gc.collect()
    app.message("About", "Lookout %s\nthief games\ncompanion\nfree heap %dK\nsee README" %
                (VERSION, gc.mem_free() // 1024))
