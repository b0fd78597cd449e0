"""The Black Keep table screen: what the game waits for now (joins, buys, the guards phase,
each thief's secret card), the phase and turn in the title, the LED in the colour of the
player whose step it is, and everything public: the mini-map, the last messages, the last
guards phase again, undo. Nothing on it depends on a secret.
"""
from lookout import heap
from lookout.keep import guardrec as G
from lookout.keep.context import RGB
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu, careful, row

SETUP = ("lookout.screens.keep.setup", "lookout.screens.keep.laying",
         "lookout.screens.keep.join")   # done with after setup
# done with once the game is made (the joins need none of it): on the official Pico firmware,
# whose code is in RAM, their code is room a five-thief game's joins want
LAID = ("lookout.screens.keep.setup", "lookout.screens.keep.laying", "lookout.keep.layout",
        "lookout.keep.cardfile")
# what only opens the game (the registry's entry, the engine's loader): gone once the hub is up
OPENED = ("lookout.screens.keep.start", "lookout.screens.keep.fail", "lookout.keep.load")
# one step's screens: imported by the row that opens them, gone when the hub is back on top
# (never a module whose objects outlive its screens: keep/view's MapView stays on the table,
# ui.pin's Lockout too, so keep/view, keep/dial and ui.pin stay); the history list too
FLOWS = ("lookout.screens.keep.choose", "lookout.screens.keep.map",
         "lookout.screens.keep.play", "lookout.screens.keep.draw", "lookout.screens.keep.fix",
         "lookout.screens.keep.resume", "lookout.screens.keep.pages",
         "lookout.screens.keep.placing", "lookout.screens.gamelog")
# (2026-11-28: keeping the reveal's pages with the picker through a players phase moved the
# official firmware's first failure from press 281 to 152)


class Hub(Menu):
    """Holds the table and its controller g (screens/keep/table.KeepPlay, a GamePlay)."""

    def __init__(self, app, table):
        self.t = table
        self.g = table.g
        super().__init__(app, "", [], on_back=self.leave)
        self.g.changed = self.refresh

    def enter(self):
        drop = self.app.drop
        drop(*OPENED)
        if self.t.game.state["phase"] == "play":    # the next thief's card: its picker stays
            drop(*FLOWS[2:])            # (an import opens a 1,148-byte file buffer, which a
        else:                           # players phase's fragmented heap may not have)
            drop(*FLOWS)
        drop(*LAID)
        if heap.LEAN:                   # the map's tables back (6.6 KB; a map makes them again)
            self.t.forget_view()
        self.g.here()
        self.refresh()

    def tick(self, now):
        """Sight rows a slice at a time while the table sets up; the title shows how far."""
        if not self.t.work():
            return False
        if self.t.game.state["phase"] == "setup":
            self._title()
        return True

    def _title(self):
        left = self.t.sight_left()
        if left:
            n = self.t.board.n
            self.title = "Join  sight %d%%" % ((n - left) * 100 // n)
        else:
            self.title = "Setup: join"

    def refresh(self):
        g = self.t.game
        st = g.state
        ph = st["phase"]
        if ph != "setup":
            self.app.drop(*SETUP)       # 7 KB of code back (an undo into setup reloads it)
        col = st["col"]
        rows = []
        led = None

        def add(label, f, a=0):         # a row that calls f(a): seat or unused
            rows.append(row(label, lambda: f(a)))

        if ph == "setup":
            self._title()
            from lookout.keep import turn as T
            for p in T.order(st):
                if st["in"][p] == G.T_OUT:
                    add("%s joins" % col[p], self.join, p)
                    if led is None:
                        led = col[p]
            add("Guard setup", self.placement)
        elif ph == "buy":
            p = g.waiting()[0]
            self.title = "T%d Resources" % st["turn"]
            add("%s buys" % col[p], self.buy, p)
            led = col[p]
        elif ph == "market":            # the table deals: it enters the face-up cards
            from lookout.keep.draws import market_left
            self.title = "T%d Resources" % st["turn"]
            add("Market: enter %d" % market_left(st), self.market)
        elif ph == "draw":              # ... and a card drawn face down, in private
            self.title = "T%d card drawn" % st["turn"]
            for p in g.waiting():
                add("%s drew" % col[p], self.drawn, p)
                if led is None:
                    led = col[p]
        elif ph == "guards":
            self.title = "T%d P%d guards" % (st["turn"], st["mv"])
            add("Move the guards", self.guards)
        elif ph == "play":
            self.title = "T%d P%d thieves" % (st["turn"], st["mv"])
            for p in g.waiting():
                add("%s plays" % col[p], self.play, p)
                if led is None:
                    led = col[p]
        else:
            self.title = "Game over"
            add("Results", self.results)
        add("Map", self.map)
        add("Messages", self.messages)
        if self.t.ui.get("last"):
            add("Last guards", self.last_guards)
        if ph != "setup":
            for p in range(st["n"]):
                if st["in"][p] == G.T_KEEP:
                    add("%s dial" % col[p], self.dial, p)
        if ph != "over":
            rows.append(row("Table differs", self.table_differs))
        u, r = self.g.counts()
        rows.append(careful("Undo", self.undo, u))
        rows.append(row("Redo", self.redo, r))
        # the rows that undo, leave or wipe ask first, sit inside the list and are careful (no
        # jump or wrap-around lands on them): UP from the top row wraps to History, DOWN from
        # the last to the top (issue 19: UP left the game)
        rows.append(careful("New game", self.new_game))
        from lookout.screens.gameplay import restore_row
        for lab, run in restore_row(self.app, self.g.gid):
            rows.append(careful(lab, lambda run=run: self.restore(run)))
        rows.append(careful("Leave game", self.ask_leave))
        rows.append(row("History", self.g.history))
        self.set_items(rows)
        self.app.led(RGB.get(led, (0, 0, 0)) if led else (0, 0, 0))

    # -- steps ------------------------------------------------------------------------
    def join(self, p):
        from lookout.screens.keep.join import join_flow
        join_flow(self.app, self.t, p)

    def placement(self, _):
        from lookout.screens.keep.placing import placement
        self.app.push(placement(self.app, self.t))

    def buy(self, p):
        from lookout.screens.keep.play import BuyMenu
        self.app.push(BuyMenu(self.app, self.t, p, self.after_buy))

    def market(self, _):
        from lookout.screens.keep.draw import MarketPick
        self.app.push(MarketPick(self.app, self.t))

    def drawn(self, p):
        from lookout.screens.keep.draw import drawn_flow
        drawn_flow(self.app, self.t, p)

    def after_buy(self):
        g = self.t.game
        if g.phase() != "buy":
            self.show(g.said(), "Buy")

    def guards(self, _):
        if not self.g.do(["guards"]):     # saved, with the instructions kept for review
            return
        g = self.t.game
        msgs = g.said()                   # the moves stay codes until their page shows
        from lookout.screens.keep.pages import alarm
        self.show(msgs, "P%d" % g.state["mv"], alarm(self.app, msgs))

    def play(self, p):
        from lookout.screens.keep.choose import play_flow   # (not through keep/play: its
        play_flow(self.app, self.t, p, self.after_play)     # buying code stays on the flash)

    def after_play(self, reveal=False):
        if reveal:
            msgs = self.t.game.said()
            self.show(msgs, "Reveal", self._pages().alarm(self.app, msgs))

    def show(self, msgs, head, flash=False):
        P = self._pages()
        self.app.push(P.Pages(self.app, self.t, P.pages_for(self.t, msgs, head), flash=flash))

    def _pages(self):
        """keep/pages, its file given the room lookout.fsys keeps aside for the next file:
        on the official firmware a card's reveal in turn 2 could not open it (1,148 bytes)."""
        fs = self.app.hal.fs
        room = hasattr(fs, "let_go")            # (lookout.fsys.OsFs; the web page's has none)
        if room:
            fs.let_go()
        from lookout.screens.keep import pages
        if room:
            fs.spare()
        return pages

    def results(self, _):
        from lookout.screens.keep.pages import Pages, wrap
        st = self.t.game.state
        b = self.t.board
        out = []
        w = st["win"]
        out.append(("Game over", wrap("%s escapes and wins!" % st["col"][w] if w >= 0
                                      else "Every thief is caught: the guards win."), -1,
                    st["col"][w] if w >= 0 else ""))
        for p in range(st["n"]):
            h = st["dial"][p]
            s = ("joining", "in the Keep", "caught", "escaped")[st["in"][p]]
            out.append(("Thief %s" % st["col"][p],
                        wrap("%s: %s, last at %s" % (st["col"][p], s, b.names[h] if h >= 0
                                                     else "-")), h, st["col"][p]))
        self.app.push(Pages(self.app, self.t, out))

    def map(self, _):
        from lookout.screens.keep.map import MapScreen
        st = self.t.game.state
        reveal = -1
        if st["phase"] == "over" and st["dial"]:
            reveal = [h for h in st["dial"] if h >= 0]
        self.app.push(MapScreen(self.app, self.t, "Map", self_hex=reveal))

    def messages(self, _):
        self.show(self.t.game.said(), "Msg")

    def last_guards(self, _):
        self.show(self.t.ui["last"], "Last")

    def dial(self, p):
        from lookout.screens.keep.dial import Dial, ask_pin
        ask_pin(self.app, self.t, p, lambda pin: self.app.push(Dial(self.app, self.t, p, pin)),
                "dial")

    def table_differs(self):
        from lookout.screens.keep.fix import start
        start(self.app, self.t)

    def undo(self):
        h = self.g.h
        if not h.can_undo():
            self.app.message("Undo", "Nothing to undo")
            return
        self.app.push(Confirm(self.app, "Undo", "Take back: %s? Redo brings it back." %
                              taken_back(self.g, h.actions[h.cursor - 1]), self.g.undo))

    def redo(self):
        self.g.redo()

    def new_game(self):
        def again():
            self.close_then(self.setup)
        from lookout.screens.gameplay import ask_abandon
        ask_abandon(self.g, again)

    def setup(self):
        app = self.app
        app.home()               # a clean heap for the new board, as on the first game
        app.open("game:keep")    # (as the games menu opens it: no import of the opener)

    def restore(self, run):
        self.app.push(Confirm(self.app, "Restore game", "Swap this game for the one put aside? "
                              "Restore game swaps them back.", lambda: self.close_then(run)))

    def ask_leave(self):
        self.app.push(Confirm(self.app, "Leave game", "Back to the main menu? The game is "
                              "saved: Black Keep resumes it.", self.leave))

    def close_then(self, run):
        """Give the board and tables back before run() opens another game (or board)."""
        self.t.close()
        self.g = None
        run()

    def leave(self):
        """Back to the main menu, the game saved: the Keep's modules and tables give their
        RAM back."""
        self.g.leave()
        self.close_then(self.app.home)


def taken_back(g, a):
    """The step Undo would take back, as the history list names it (public facts only), read
    from the state after it (the state before would cost a replay): a face-up buy names the
    card, now the buyer's last guard card."""
    st = g.h.state
    if a[0] == "buy" and a[2] >= 0 and st["gh"][a[1]]:
        from lookout.keep import cards as C
        return "%s buys %s" % (st["col"][a[1]], C.name(st, st["gh"][a[1]][-1]))
    return g.describe(st, a)
