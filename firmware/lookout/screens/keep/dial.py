"""The secret Location Dial behind each player's PIN.

ask_pin(app, table, p, then) asks player p's PIN (with the lockout) and calls then(pin) when
it is right; the screens then(pin) opens are private (App.private): left idle
(ui.idle.IDLE_MS) they blank and come back only after the PIN again. Dial(app, table, p, pin)
shows p's secrets: only while OK is held, or for SHOW_MS after it opens, then the screen blanks.
After any public step that may have made a private note (due), each thief's next PIN opens
their notes page first, note or not: no press or pause tells who has one.
Nothing here touches the LED or the buzzer.
"""
from lookout import buttons as B
from lookout.compat import const
from lookout.keep import dials
from lookout.ui import gfx
from lookout.ui.pin import Lockout, PinEntry
from lookout.ui.screen import Screen

SHOW_MS = const(4000)
NONE = "No new notes."      # the notes page of a thief with none: the same single OK


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
        note = due(table, p)
        if note is not None:          # after every step that may have made one: note or not
            app.message("%s: notes" % col, note, lambda: then(pin))
            return
        then(pin)
    app.push(PinEntry(app, title or "%s: %s" % (col, why), "%s, your PIN" % col, done))


def due(table, p):
    """Player p's notes page, due at p's PIN after any public step that may have made a note
    for p (keep/cards.chance: a card entered from the table's deck while p holds guard cards,
    a treasure revealed while p's is not), whether or not it made one. None when not due,
    else the text: p's oldest note not shown yet (a table's mistake only p's secret shows,
    keep/cards.note), or that there is none. One note a page, never more than the screen
    holds: an arrow pressed to scroll would tell that there was more (a second note waits
    for the next page). So the page, its one OK and its pause are the same for every thief.
    What was shown is saved with the screens' progress (table.ui "pn", "nc")."""
    st = table.game.state
    ui = table.ui
    n = st["n"]
    nc = st.get("nc")
    nc = nc[p] if nc else 0
    at = ui.get("nc")
    if type(at) is not list or len(at) != n:
        at = ui["nc"] = [0] * n
    if at[p] == nc:
        return None
    at[p] = nc
    seen = ui.get("pn")
    if type(seen) is not list or len(seen) != n:
        seen = ui["pn"] = [0] * n
    pn = st.get("pn")
    mine = pn[p] if pn else ()
    k = min(seen[p], len(mine))         # (an undo may have taken notes back)
    seen[p] = min(k + 1, len(mine))
    table.save()
    return mine[k] if k < len(mine) else NONE


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
