"""The event loop: buttons -> screen -> state -> save -> redraw, and never back.

`App` owns the screen stack, the debounced buttons, the session and the LED; screens ask it to
push/pop, save, light the LED or beep. `main()` picks the HAL for the board it runs on.
"""
import gc
import sys

from lookout.buttons import Buttons
from lookout.fsys import roomy
from lookout.heap import drop
from lookout.session import Session
from lookout.store import Store

LOOP_MS = 5
# A collection takes ~25 ms on the Pico (bench-pico). MicroPython runs one when an allocation
# finds no room, inside whatever press that is (a guards phase then took 57-89 ms instead of
# ~27). So once the player has been idle SWEEP_MS after a key, the app collects if less than
# SWEEP_FREE bytes are free (more than any one press allocates), and presses rarely pay for it.
SWEEP_MS = 400
SWEEP_FREE = 32768
ERROR_CHARS = 200      # an error's text shown on the screen (wrapped), at most
FULL = "Flash full: %d KB free; remove put-aside games in Settings."
LOW_SAVE = "Save failed: not enough memory just now. The game stays in memory and saves at " \
    "the next change."
LOW = "Not enough memory for that just now. Try it again."


# used only while a save is opened (the save's checks, 14 KB on a Pico): dropped (heap.drop)
# while the game is played, never a resident one (App.resident)
OPENING = ("lookout.recover", "lookout.games.check")


class App:
    # screens reach these through the app they are handed (no screen imports lookout.app)
    OPENING = OPENING
    drop = staticmethod(drop)

    def __init__(self, hal):
        self.hal = hal
        self.fb = hal.fb
        from lookout.ui.gfx import wiper
        self.wipe = wiper(hal.buf, hal.fb)     # clears the frame before each draw
        self.buttons = Buttons()
        self.stack = []
        self.dirty = True
        self.errors = 0
        self.last_error = None
        self.session = Session(Store(hal.fs))
        self.session.load()
        self._rgb = -1
        self.watch = None      # the private stretch of the stack watched for idling (ui.idle)
        self.last_key = 0      # ticks of the last key event
        self.swept = True      # the idle collection since the last key is done (or not due)
        self.after = None      # work a press leaves for after its frame: save_after()
        self.resident = None   # the modules the menu keeps: _settle()
        self.shown = False     # the first frame has gone to the display
        self.apply_settings()

    # -- screen stack -------------------------------------------------------
    def push(self, screen):
        self.stack.append(screen)
        screen.enter()
        self.dirty = True

    def pop(self):
        if len(self.stack) > 1:
            self.stack.pop()
            if len(self.stack) == 1:
                self.unload()
                self.left()
            self.stack[-1].enter()
        self.dirty = True

    def here(self, where):
        """A feature is on screen: the save says so at once, so a power cut resumes into it
        (the screen detail saved with at(where, ui) stays while the feature does)."""
        s = self.session
        if s.where() != where:
            s.at(where)
            self.save()

    def left(self):
        """Back at the home screen: no feature is open, and the save says so (a power cut
        now offers no resume into what was left)."""
        s = self.session
        if s.where() is not None:
            s.at(None)
            self.save()

    def unload(self):
        """Back at the home screen: drop the modules features loaded, to give their RAM back.

        Modules present after the menu's second loop pass stay (_settle); everything
        imported since goes (from sys.modules and from its parent package), so the next use
        imports it afresh.
        """
        if self.resident is None:
            self._settle()
        for name in list(sys.modules):
            if name.startswith("lookout.") and name not in self.resident:
                drop(name)
        gc.collect()

    def replace(self, screen):
        self.stack.pop()
        self.push(screen)

    def home(self):
        del self.stack[1:]
        self.unload()
        self.left()
        self.stack[0].enter()
        self.dirty = True

    @property
    def top(self):
        return self.stack[-1]

    # -- private screens: idle blanking (lookout.ui.idle) ---------------------------------
    def private(self, who, ask):
        """Declare every screen pushed from now on (above the current top) private to one
        player until they are gone: left idle they blank, and come back after ask(lift) (that
        player's PIN again). Returns the stretch (its ask may be changed)."""
        from lookout.ui.idle import Private
        self.watch = Private(self, who, ask, self.watch)
        self.last_key = self.hal.ticks_ms()
        return self.watch

    def public(self):
        """The private screens are gone (the stack is back at a stretch's base): end it now,
        before a public screen goes up where they were (step() also ends it, between keys)."""
        w = self.watch
        while w is not None and len(self.stack) <= w.base:
            w = w.prev
        self.watch = w

    def _idle(self, now):
        self.public()
        w = self.watch
        if w is not None and w.veil is None and \
                self.hal.ticks_diff(now, self.last_key) >= w.idle_ms:
            w.blank()

    # -- services for screens ----------------------------------------------
    def save(self):
        """Persist the session now (called after every state change). A save that fails is
        said once the press is done (notices), never by changing the stack under the screen
        that saved: it goes on (and can be left) with its state in memory, saved at the next
        change that finds room."""
        try:
            roomy(self.hal.fs, self.session.save)    # a lean heap: once more with the file room
        except OSError as e:
            self.session.say(self.storage_text(e))
        except MemoryError as e:     # (counted as a fault is, but the press goes on)
            self.errors += 1
            self.last_error = e
            self.session.say(LOW_SAVE)

    def save_after(self, fn):
        """Run fn (a game's save) once the press's frame is on the panel, or before the next
        key, whichever comes first: the player sees the result a save's time sooner. Only for
        what a power cut in between cannot lose: a step that replays the same from the save
        before it (the guards phase: its dice are in the state), a replay's trace record (the
        save's log holds the phase too)."""
        self.flush()
        self.after = fn

    def flush(self):
        """Run the work save_after left, now."""
        ran = False
        while self.after is not None:           # (work may leave more: a trace record)
            fn = self.after
            self.after = None
            fn()
            ran = True
        if ran and self.session.notices:
            self.notices()
            self.dirty = True

    def storage_text(self, e):
        """The words for a storage fault: a full flash, or its error number."""
        from lookout.store import full
        if full(e):
            fs = self.hal.fs
            free = fs.free() if hasattr(fs, "free") else -1
            return FULL % (max(0, free) // 1024)
        return "Save failed: storage error %s. The game stays in memory and saves at the " \
            "next change." % (e.args[0] if e.args else e)

    def notices(self):
        """Show what the last press left to say (a failed save, a kept record let go)."""
        n = self.session.notices
        if n:
            text = " ".join(n)
            del n[:]
            t = self.top
            if getattr(t, "said", None) != text:      # the same words on top already
                self.message("Flash", text)
                self.top.said = text

    def open(self, where):
        """Open a feature by its resume marker ("Dice", "game:forty", ...), as the menus do."""
        from lookout.screens.home import open_feature
        open_feature(self, where)

    def message(self, title, text, then=None):
        from lookout.ui.dialogs import Message
        self.push(Message(self, title, text, then))

    def led(self, rgb):
        """Set the NeoPixel (skipped when unchanged, or switched off in settings)."""
        if not self.session.setting("led"):
            rgb = (0, 0, 0)
        code = (rgb[0] << 16) | (rgb[1] << 8) | rgb[2]
        if code != self._rgb:
            self._rgb = code
            self.hal.led(rgb[0], rgb[1], rgb[2])

    def beep(self, freq=2000, ms=60):
        if self.session.setting("sound"):
            self.hal.beep(freq, ms)

    def apply_settings(self):
        self.hal.contrast(self.session.setting("bright"))
        self._rgb = -1

    # -- loop ----------------------------------------------------------------
    def start(self):
        """Home, then after a power cut the welcome prompt: OK resumes; BACK ("not now") goes
        to the menu keeping everything; starting afresh is its own item, and even then the
        play before it stays restorable (Session.restore_previous) until the next one."""
        from lookout.screens.home import Home
        self.push(Home(self))
        self.resident = None        # made after the first frame: _settle()
        s = self.session
        if s.warning:
            self.message("Warning", s.warning)
        elif s.resumed and s.where():
            from lookout.ui.menu import Menu, careful, row
            self.push(Menu(self, "Welcome back", [
                row("Resume", self._resume), row("Not now", self.pop),
                careful("Start afresh", self._ask_fresh)]))

    def _settle(self):
        """The loop pass after the first frame (the menu shows ~45 ms sooner on a Pico; no key
        is read before it, so no feature has loaded yet): the message boxes' code, resident
        from here on (errors must show without RAM), and the modules the menu keeps (unload()
        lets every later one go); and the shim most features import, which the boot's own
        modules do without (lookout.compat)."""
        from lookout import compat  # noqa: F401
        from lookout.ui import dialogs  # noqa: F401
        self.resident = set(n for n in sys.modules if n.startswith("lookout."))

    def _resume(self):
        self.stack.pop()            # the welcome prompt (not pop(): the player is not leaving
        self.stack[0].enter()       # a feature for the menu, and the marker must stay)
        self.stack[0].resume()

    def _ask_fresh(self):
        from lookout.ui.dialogs import Confirm
        self.pop()                  # the welcome prompt
        self.push(Confirm(self, "Start afresh", "New scores and\ngames; the old\nones stay in\n"
                          "Restore session", self._fresh))

    def _fresh(self):
        from lookout import recover
        recover.fresh_start(self.session)
        self.save()

    def step(self, now):
        """One loop pass: feed buttons, tick the top screen, redraw if anything changed."""
        try:
            if self.resident is None and self.shown:
                self._settle()                  # the pass after the first frame
            mask = self.hal.buttons() if self.resident is not None else 0
            while True:
                ev = self.buttons.poll(mask, now)
                if ev < 0:
                    break
                self.last_key = now
                self.swept = False
                if self.after is not None:
                    self.flush()                 # the last press's save before this key
                self.top.key(ev)
                self.notices()
                self.dirty = True
            if self.watch is not None:
                self._idle(now)
            if self.top.tick(now):
                self.dirty = True
                if self.session.notices:         # a save in a job's slice
                    self.notices()
            if self.dirty:
                self.dirty = False
                self.wipe.fill(0)
                self.top.draw(self.fb)
                self.hal.show()
                self.shown = True
                if self.after is not None:
                    self.flush()
            elif not self.swept and self.hal.ticks_diff(now, self.last_key) >= SWEEP_MS:
                self._sweep()
        except Exception as e:  # noqa: BLE001 - show it, keep the device usable
            self._fault(e)
        self.hal.service(now)

    def _sweep(self):
        """The idle collection (SWEEP_MS): at most once per key."""
        self.swept = True
        if hasattr(gc, "mem_free") and gc.mem_free() < SWEEP_FREE:
            gc.collect()

    def _fault(self, e):
        if hasattr(sys, "print_exception"):
            sys.print_exception(e, sys.stderr)   # the console; never the display
        else:
            sys.stderr.write(repr(e) + "\n")
        if isinstance(e, OSError):   # storage (a record the flash had no room for): said in
            self.session.say(self.storage_text(e))     # words; the change did not happen
            self.notices()
            return
        self.errors += 1
        self.last_error = e
        if self.errors % 20 == 0:
            del self.stack[1:]   # persistent failure: fall back to the home screen
        if isinstance(e, MemoryError):      # the room kept for files back, for the next try
            fs = self.hal.fs
            if hasattr(fs, "let_go"):
                fs.let_go()
            gc.collect()
            self.message("Memory", LOW)
            return
        self.message("Error", (str(e) or type(e).__name__)[:ERROR_CHARS])

    def run(self):
        self.start()
        hal = self.hal
        try:
            while True:
                self.step(hal.ticks_ms())
                hal.sleep_ms(LOOP_MS)
        except KeyboardInterrupt:   # Ctrl-C on USB (mpremote): the REPL is not watched
            hal.stop()
            self.flush()            # a save left for after its frame goes first
            raise


def main():
    """Entry point from main.py: choose the HAL for this board and run."""
    if sys.implementation.name == "circuitpython":
        from lookout.hal_circuitpython import Hal
    else:
        from lookout.hal_pico import Hal
    App(Hal()).run()
