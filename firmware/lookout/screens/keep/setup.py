"""Black Keep setup wizard: thieves, difficulty, first player, who deals; Lay out tiles reads
every tile file and opens the layout (screens/keep/laying: its own module, loaded in that
job, so opening the game loads only this); the guards placed by the device's die, one
instruction each; then every player joins in private (PIN, treasure, entry and exit tile,
entry hex).
"""
from lookout import buttons as B
from lookout.screens.keep import table as KT
from lookout.ui import gfx
from lookout.ui.screen import Screen

# the engine (game, guards, sight) is imported only once the board is built: the board's
# tables want big unbroken blocks of a fresh heap
COLOURS = ("Blue", "Green", "Red", "Yellow", "White")    # lookout.keep.game.COLOURS
DEALS = ("table", "device")     # who deals the cards (lookout.keep.newgame's deal)


def failed(app, e):
    """A setup job stopped: the screen it started from stays."""
    from lookout.screens.keep.fail import failed
    failed(app, e, "Tiles")


class Options(Screen):
    """Thieves 2-5 (as many as the heap has room for: the HAL's keep_thieves), easy/hard, first
    player, who deals the cards (the table: the device asks which came up; the device: for a
    group without the cards); OK on "Lay out tiles" lays out the tiles. A game put aside (New
    game) adds "Restore game", which brings it back."""

    def __init__(self, app):
        super().__init__(app)
        self.most = 0              # thieves: one per map tile, counted at the first change
        self.room = getattr(app.hal, "keep_thieves", 5)   # the heap's (lookout.hal.keep_room)
        self.n = min(3, self.room)
        self.hard = 0
        self.first = 0
        self.deal = 0              # DEALS: the table
        self.sel = 0
        self.top = 0               # first row shown (seven rows with Restore: six fit)
        from lookout.screens.gameplay import restore_row
        self.restore = restore_row(app, KT.GID)
        self.rows = [""] * (6 + len(self.restore))
        self._rows()

    def _rows(self):
        self.rows[0] = "Thieves      %d" % self.n
        self.rows[1] = "Level     %s" % ("hard" if self.hard else "easy")
        self.rows[2] = "First %9s" % COLOURS[self.first]
        self.rows[3] = "Deals %9s" % DEALS[self.deal]
        self.rows[4] = "Lay out tiles >"
        self.rows[5] = "Guard cards >"         # the group's own box (screens/keep/deck)
        if self.restore:
            self.rows[6] = self.restore[0][0]
        if self.sel < self.top:
            self.top = self.sel
        elif self.sel >= self.top + 6:
            self.top = self.sel - 5

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP:
            self.sel = (self.sel - 1) % len(self.rows)
        elif k == B.DOWN:
            self.sel = (self.sel + 1) % len(self.rows)
        elif k == B.LEFT or k == B.RIGHT:
            d = 1 if k == B.RIGHT else -1
            if self.sel == 0:
                if d > 0 and self.n >= self.room and self._most() > self.room:
                    self._no_room()
                self.n = min(self._most(), self.room, max(2, self.n + d))
                self.first = min(self.first, self.n - 1)
            elif self.sel == 1:
                self.hard ^= 1
            elif self.sel == 2:
                self.first = (self.first + d) % self.n
            elif self.sel == 3:
                self.deal ^= 1
        elif k == B.OK and B.kind_of(ev) != B.LONG:
            if self.sel < 4:
                self.sel += 1
            elif self.sel == 4:
                self._layout()
            elif self.sel == 5:
                self._cards()
            else:
                self.restore[0][1]()
                return
        elif ev == B.BACK:
            self.app.pop()
            return
        self._rows()

    def _most(self):
        """The most thieves: the map tiles on the flash, 2-5 (a look at each file's kind line,
        ~65 ms for 13 files on a Pico: not in the press that opens the game)."""
        if not self.most:
            try:
                self.most = min(5, max(2, KT.lib(self.app).map_files()))
            except (OSError, MemoryError):
                self.most = 5
        return self.most

    def _no_room(self):
        """More thieves than this device's heap holds a game of (the official firmware: its
        code is in RAM): said, the count stays."""
        why = getattr(self.app.hal, "keep_tiles_why", None) or "more memory"
        k, most = self.room + 1, self._most()
        self.app.message("Thieves", "Room here for %d thieves: %s need %s." % (
            self.room, k if most == k else "%d-%d" % (k, most), why))

    def _cards(self):
        from lookout.keep import cardfile
        from lookout.screens.keep.deck import Deck
        why = None
        try:
            rows = cardfile.load(self.app.hal.fs)
        except ValueError as e:
            why = e
            rows = []
        self.app.push(Deck(self.app, rows))
        if why is not None:     # over the built-in cards: a change here writes the file anew
            self.app.message("Guard cards", "%s\nThe built-in\ncards for now." % why)

    def _layout(self):
        """Lay out the tiles: every tile file parsed in a slice of its own (~90 ms each on a
        Pico), the first layout's not parsed yet, then the board (lookout.ui.working)."""
        from lookout.ui.working import Working
        nf = len(KT.lib(self.app).paths())
        self.app.push(Working(self.app, "Laying tiles", self._lay(), nf + 5,
                              lambda e: failed(self.app, e)))

    def _lay(self):
        from lookout.keep import layout
        from lookout.screens.keep import opening
        from lookout.screens.keep.laying import Layout
        yield                       # its code first: the board gets the heap after it
        from lookout.keep import cardfile
        try:
            cards = cardfile.load(self.app.hal.fs)    # the group's own guard cards
        except ValueError:
            cards = ()          # (the Guard cards row says what is wrong with the file)
        tiles = {}
        listing = []
        hal = self.app.hal
        most = getattr(hal, "keep_tiles", layout.MAX_TILES)    # the heap's room (lookout.hal)
        for _ in opening.catalogue(self.app, min(self.n, most), tiles, listing):
            yield
        try:
            rec = layout.default(listing, self.n, most)
        except ValueError as e:
            bad = layout.bad(listing)
            raise ValueError(str(e) + ("" if not bad else ". Not used: " + "; ".join(bad)))
        yield len(listing) + len(rec["t"]) + 6 - len(tiles)
        for _ in opening.parse_tiles(self.app, rec, tiles):
            yield
        b = KT.build_board(self.app, rec, tiles, True)
        yield
        b.finish()
        yield
        t = KT.Table(self.app, rec, b)
        b = None
        self.app.push(Layout(self.app, t, (self.n, "hard" if self.hard else "easy", self.first,
                                           DEALS[self.deal], cards), tiles, listing))
        bad = layout.bad(listing)
        if bad:
            self.app.message("Not used", "\n".join(bad))
        few = layout.fewer(self.n, rec, getattr(hal, "keep_tiles_why", None))
        if few:
            self.app.message("Tiles", few)

    def draw(self, fb):
        gfx.title(fb, "Black Keep setup")
        top = self.top
        for i in range(top, min(len(self.rows), top + 6)):
            gfx.row(fb, i - top, self.rows[i], i == self.sel)
