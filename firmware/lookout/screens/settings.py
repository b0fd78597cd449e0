"""Settings (brightness, sound, LED, reset) and About."""
import gc

from lookout import VERSION
from lookout.ui.menu import Menu


def _items(s):
    return ["Brightness", "Sound: " + ("on" if s["sound"] else "off"),
            "LED: " + ("on" if s["led"] else "off"), "Reset all"]


def settings_menu(app):
    s = app.session.data["set"]
    m = None

    def pick(i):
        if i == 0:
            from lookout.ui.numentry import NumberEntry

            def done(v):
                s["bright"] = v * 255 // 10
                app.apply_settings()
                app.save()
            app.push(NumberEntry(app, "Brightness", s["bright"] * 10 // 255, 1, 10, done))
        elif i in (1, 2):
            key = "sound" if i == 1 else "led"
            s[key] = 0 if s[key] else 1
            app.apply_settings()
            app.save()
            m.set_items(_items(s))
        elif i == 3:
            from lookout.ui.dialogs import Confirm

            def reset():
                from lookout.session import fresh
                app.session.data = fresh()
                app.apply_settings()
                app.save()
                app.message("Reset", "All players,\nscores and games\nforgotten.")
            app.push(Confirm(app, "Reset all", "Forget players,\nscores, games?", reset))

    m = Menu(app, "Settings", _items(s), pick)
    app.push(m)


def about(app):
    gc.collect()
    app.message("About", "Lookout %s\nthief games\ncompanion\nfree heap %dK\nsee README" %
                (VERSION, gc.mem_free() // 1024))
