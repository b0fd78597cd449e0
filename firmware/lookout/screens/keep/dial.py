"""The secret Location Dial behind each player's PIN.

ask_pin(app, table, p, then) asks player p's PIN (with the lockout) and calls then(pin) when
it is right; the screens then(pin) opens are private (App.private): left idle
(ui.idle.IDLE_MS) they blank and come back only after the PIN again. Dial(app, table, p, pin)
shows p's secrets: only while OK is held, or for SHOW_MS after it opens, then the screen blanks.
Nothing here touches the LED or the buzzer.
"""
from lookout import buttons as B
from lookout.compat import const
from lookout.keep import dials
from lookout.ui import gfx
from lookout.ui.pin import Lockout, PinEntry
from lookout.ui.screen import Screen

SHOW_MS = const(4000)


def lockout(table):
    lk = getattr(table, "lockout", None)
    if lk is None:
        ui = table.ui
        n = table.game.state["n"]
        bad = ui.get("bad")
        if type(bad) is not list or len(bad) != n:
            bad = ui["bad"] = [0] * n
        lk = table.lockout = Lockout(bad, table.app.hal.ticks_ms)
    return lk


def ask_pin(app, table, p, then, why="PIN", watch=True, known=None, title=None):
    """known: the PIN to compare with instead of p's dial (the join's, not saved yet); title:
    the pad's title (default "Colour: why"; "Blue played" when the device goes from one
    thief's card to the next one's PIN). A wrong PIN says so, and OK goes back to the pad (a
    careless OK lands nowhere); a locked dial goes back to where it was asked from."""
    lk = lockout(table)
    col = table.colour(p)
    w = lk.wait_ms(p)
    if w:
        app.message("Dial locked", "%s: %d wrong\nPINs. Try again\nin %d s." % (
            col, lk.bad[p], (w + 999) // 1000))
        return

    def done(pin):
        try:
            if known is None:
                dials.check(table.game.state, p, pin)
            elif pin != known:
                raise ValueError("wrong PIN")
        except ValueError:
            lk.wrong(p)
            table.save()
            w = lk.wait_ms(p)
            app.message("Wrong PIN", "%s: wrong PIN.\n%s" % (
                col, ("Locked %d s." % ((w + 999) // 1000)) if w else "Try again."),
                None if w else lambda: ask_pin(app, table, p, then, why, watch, known, title))
            return
        if lk.bad[p]:
            lk.right(p)
            table.save()
        if watch:
            app.private(col, lambda lift: ask_pin(app, table, p, lambda _: lift(), why, False))
        notes = unread(table, p)
        if notes:            # a mistake only p's secret shows (keep/cards.note): p alone reads it
            app.message("%s: note" % col, "\n".join(notes), lambda: then(pin))
            return
        then(pin)
    app.push(PinEntry(app, title or "%s: %s" % (col, why), "%s, your PIN" % col, done))


def unread(table, p):
    """Player p's private notes not shown yet (marked shown: table.ui["pn"], saved with the
    screens' progress)."""
    pn = table.game.state.get("pn")
    if not pn or not pn[p]:
        return ()
    ui = table.ui
    seen = ui.get("pn")
    n = table.game.state["n"]
    if type(seen) is not list or len(seen) != n:
        seen = ui["pn"] = [0] * n
    k = seen[p]
    if k >= len(pn[p]):
        return ()
    seen[p] = len(pn[p])
    table.save()
    return pn[p][k:]


class Dial(Screen):
    """p's dial, treasure and hand; hidden unless OK is held or just opened."""

    def __init__(self, app, table, p, pin):
        super().__init__(app)
        g = table.game
        pv = g.private(p, pin)
        self.title = "%s's dial" % table.colour(p)
        h = pv["hex"]
        gc = pv["guard_cards"]
        self.lines = ("At %s" % (h or "-"), pv["treasure"],
                      ("G: " + " ".join(gc[:2])) if gc else "No guard cards",
                      "   " + " ".join(gc[2:4]) if len(gc) > 2 else "",
                      "   " + " ".join(gc[4:6]) if len(gc) > 4 else "",
                      "%d thief cards" % len(pv["hand"]))
        self.until = app.hal.ticks_ms() + SHOW_MS
        self.shown = True

    def tick(self, now):
        held = self.app.buttons.stable >> B.OK & 1
        s = bool(held) or now - self.until < 0
        if s != self.shown:
            self.shown = s
            return True
        return False

    def key(self, ev):
        if ev == B.BACK:
            self.app.pop()

    def draw(self, fb):
        gfx.title(fb, self.title)
        if self.shown:
            for i in range(6):
                fb.text(self.lines[i], 0, gfx.row_y(i), 1)
        else:
            fb.text("Hidden.", 0, gfx.row_y(1), 1)
            fb.text("Hold OK to see", 0, gfx.row_y(2), 1)
            fb.text("BACK=done", 0, gfx.row_y(5), 1)
