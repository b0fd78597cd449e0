"""Idle blanking of a player's private screens, watched by the App (App.private, App.step).

A private stretch is the part of the screen stack above `base` that belongs to one player: a
card menu and its hex picker, a dial, the join's PIN, treasure, tiles and entry hex. After
IDLE_MS without a press the App covers it with a Veil that shows none of it; OK asks that
player's PIN again (ask(lift): lift() when it is right, wrong PINs count like any), BACK leaves
the stretch with nothing done. So a device left on the table shows nothing secret.
The stretch ends when its screens are gone (the stack back at base: App.public, App.step).
"""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen

# a private screen blanks after this long without a press: longer than a player takes to study
# the destination picker's mini-map or a card list (at 8 s it blanked while they looked, and the
# PIN again cost them more presses than it saved anyone)
IDLE_MS = 30000


class Private:
    """One player's private stretch of the stack. who: the colour on the veil; ask(lift):
    asks the PIN again and calls lift() when it is right (may be replaced as the flow goes:
    the join knows its PIN only after it was typed twice)."""

    def __init__(self, app, who, ask, prev):
        self.app = app
        self.base = len(app.stack)
        self.who = who
        self.ask = ask
        self.prev = prev              # the stretch this one is nested in (None: none)
        self.veil = None
        self.idle_ms = IDLE_MS

    def blank(self):
        """Cover the private screens (App.step, after idle_ms without a press)."""
        self.veil = Veil(self.app, self)
        self.app.push(self.veil)

    def lift(self):
        """The right PIN again: the veil goes, the private screen is back as it was."""
        v = self.veil
        self.veil = None
        a = self.app
        a.last_key = a.hal.ticks_ms()
        if v is not None and v in a.stack:
            a.stack.remove(v)
            a.top.enter()
            a.dirty = True

    def leave(self):
        """Every private screen goes, nothing was done; the stretch ends."""
        a = self.app
        self.veil = None
        del a.stack[max(1, self.base):]
        a.public()
        a.top.enter()
        a.dirty = True


class Veil(Screen):
    """What covers a private screen left idle: nothing of it; OK asks the PIN again."""

    def __init__(self, app, priv):
        super().__init__(app)
        self.s = priv
        self.title = ("%s: hidden" % priv.who)[:gfx.COLS] if priv.who else "Hidden"

    def key(self, ev):
        if B.kind_of(ev) != B.PRESS:
            return
        k = B.key_of(ev)
        if k == B.OK:
            self.s.ask(self.s.lift)
        elif k == B.BACK:
            self.s.leave()

    def draw(self, fb):
        gfx.title(fb, self.title)
        fb.text("Left idle: the", 0, gfx.row_y(0), 1)
        fb.text("screen is blank.", 0, gfx.row_y(1), 1)
        fb.text("OK=PIN again", 0, gfx.row_y(3), 1)
        fb.text("BACK=leave", 0, gfx.row_y(4), 1)
