"""Black Keep setup wizard: thieves, difficulty, first player; the tiles as the table lays
them out (on the mini-map); the guards placed by the device's die, one instruction each;
then every player joins in private (PIN, treasure, entry and exit tile, entry hex).
"""
from lookout import buttons as B
from lookout.screens.keep import table as KT
from lookout.screens.keep import view as V
from lookout.ui import gfx
from lookout.ui.screen import Screen

# the engine (game, guards, sight) is imported only once the board is built: the board's
# tables want big unbroken blocks of a fresh heap
COLOURS = ("Blue", "Green", "Red", "Yellow", "White")    # lookout.keep.game.COLOURS
SIDES = ("N", "NE", "SE", "S", "SW", "NW")
DEALS = ("table", "device")     # who deals the cards (lookout.keep.newgame's deal)


def failed(app, e):
    """A setup job stopped: the screen it started from stays."""
    from lookout.screens.keep.fail import failed
    failed(app, e, "Tiles")


class Options(Screen):
    """Thieves 2-5, easy/hard, first player, who deals the cards (the table: the device asks
    which came up; the device: for a group without the cards); OK on "Lay out tiles" lays out
    the tiles. A game put aside (New game) adds "Restore game", which brings it back."""

    def __init__(self, app):
        super().__init__(app)
        self.n = 3
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
                self.n = min(5, max(2, self.n + d))
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
        """Lay out the tiles: each tile file parsed in a slice of its own (~105 ms each on a
        Pico), then the board (lookout.ui.working)."""
        from lookout.ui.working import Working
        try:
            nt = min(self.n, KT.map_tiles_available(self.app), 4)
        except ValueError as e:
            self.app.message("Tiles", str(e))
            return
        self.app.push(Working(self.app, "Laying tiles", self._lay(KT.default_recipe(nt)),
                              nt + 4, lambda e: failed(self.app, e)))

    def _lay(self, rec):
        from lookout.screens.keep import opening
        from lookout.keep import cardfile
        try:
            cards = cardfile.load(self.app.hal.fs)    # the group's own guard cards
        except ValueError:
            cards = ()          # (the Guard cards row says what is wrong with the file)
        tiles = {}
        for _ in opening.parse_tiles(self.app, rec, tiles):
            yield
        b = KT.build_board(self.app, rec, tiles, True)
        yield
        b.finish()
        yield
        t = KT.Table(self.app, rec, b)
        b = None
        self.app.push(Layout(self.app, t, (self.n, "hard" if self.hard else "easy", self.first,
                                           DEALS[self.deal], cards), tiles))

    def draw(self, fb):
        gfx.title(fb, "Black Keep setup")
        top = self.top
        for i in range(top, min(len(self.rows), top + 6)):
            gfx.row(fb, i - top, self.rows[i], i == self.sel)


class Layout(Screen):
    """The tiles as laid on the table, drawn on the overview: UP/DOWN pick a field, LEFT/RIGHT
    change it (vault side; per tile its side a/b, the vault edge 0-5 it touches, its turn);
    OK on Done starts the game with the options chosen (players, level, first player, who
    deals: Table.new_game's arguments) and places the guards."""

    def __init__(self, app, table, options, tiles):
        super().__init__(app)
        self.t = table
        self.options = options
        self.tiles = tiles          # parsed so far: path -> Tile (keep/table._Parsed)
        self.sel = 0
        self.top = 0
        self._fields()

    def _fields(self):
        """The panel: a heading per tile ("Vault", "Tile 1") over its fields ("side a", "at
        NE": the vault edge it touches, "turn 0": its turn in sixths), then "Done"; the
        field under the cursor is lit."""
        r = self.t.rec
        lines = ["Vault", "side %s" % r["v"]]
        rows = [1]                              # panel line of each field
        for lab, side, edge, rot in r["t"]:
            rows += [len(lines) + 1, len(lines) + 2, len(lines) + 3]
            lines += ["Tile %s" % lab, "side %s" % side, "at %s" % SIDES[edge],
                      "turn %d" % rot]
        rows.append(len(lines))
        lines.append("Done")
        self.fields = rows
        at = rows[self.sel]
        if at - 1 >= 0 and lines[at - 1][0] in "VT":
            at -= 1                             # its heading stays in view too
        v = self.t.view()
        v.clear()
        v.zoom = False
        v.labels = True
        v.cursor = self.t.board.vault_hex
        p = v.panel
        p[0] = "Tiles"
        if at < self.top:
            self.top = at
        elif rows[self.sel] >= self.top + 6:
            self.top = rows[self.sel] - 5
        for i in range(6):
            j = self.top + i
            p[i + 1] = lines[j] if j < len(lines) else ""
        self.lit = p[rows[self.sel] - self.top + 1]

    def key(self, ev):
        k = B.key_of(ev)
        nf = len(self.fields)
        if k == B.UP:
            self.sel = (self.sel - 1) % nf
        elif k == B.DOWN:
            self.sel = (self.sel + 1) % nf
        elif k == B.LEFT or k == B.RIGHT:
            self._set(1 if k == B.RIGHT else -1)
        elif k == B.OK and B.kind_of(ev) != B.LONG:
            if self.sel == nf - 1:
                self._done()
                return
            self.sel += 1
        elif ev == B.BACK:
            self.app.pop()
            return
        self._fields()

    def _set(self, d):
        r = self.t.rec
        if self.tiles is None:      # Done was refused: parsed files are kept again from here
            self.tiles = {}
        old = [r["v"], [list(x) for x in r["t"]]]
        if self.sel == 0:
            r["v"] = "b" if r["v"] == "a" else "a"
        elif self.sel < len(self.fields) - 1:
            i = (self.sel - 1) // 3
            f = (self.sel - 1) % 3
            row = r["t"][i]
            if f == 0:
                row[1] = "b" if row[1] == "a" else "a"
            elif f == 1:
                used = [x[2] for x in r["t"] if x is not row]
                e = row[2]
                for _ in range(6):
                    e = (e + d) % 6
                    if e not in used:
                        break
                row[2] = e
            else:
                row[3] = (row[3] + d) % 6
        else:
            return
        try:
            b = None
            self.t._view = None
            self.t.board = None
            b = KT.build_board(self.app, r, self.tiles)
        except ValueError as e:
            r["v"] = old[0]
            r["t"] = old[1]
            b = KT.build_board(self.app, r, self.tiles)
            self.app.message("Tiles", str(e))
        self.t.board = b

    def _done(self):
        """Start the game: the engine loads and the guards are placed a slice per loop pass
        (~1.2 s in all on a Pico), the bar moving meanwhile (lookout.ui.working)."""
        from lookout.ui.working import Working
        self.tiles = None           # the parsed tiles go before the engine comes
        from lookout.screens.keep import opening
        self.app.push(Working(self.app, "Placing guards", self._start(), opening.ENGINE + 2,
                              lambda e: failed(self.app, e)))

    def _start(self):
        from lookout.screens.keep import opening
        t = self.t
        for _ in opening.engine(t):
            yield
        t.new_game(*self.options)
        yield
        t.save()
        yield
        from lookout.screens.keep.placing import placement
        from lookout.screens.keep.turn import Hub
        app = self.app
        app.pop()                      # this job's progress
        app.pop()                      # the layout
        app.replace(Hub(app, t))       # the options
        app.push(placement(app, t))

    def draw(self, fb):
        v = self.t.view()
        v.draw(fb)
        y = (self.fields[self.sel] - self.top + 1) * 9
        fb.fill_rect(V.PX - 1, y - 1, 128 - V.PX + 1, 9, 1)
        fb.text(self.lit, V.PX, y, 0)
