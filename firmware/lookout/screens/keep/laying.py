"""The tiles as laid on the table (lookout.keep.layout's data) on the mini-map overview, and
the fields that change them; Done starts the game and places the guards. Its own module:
the Options screen (screens/keep/setup) loads it only in the Lay out tiles job.
"""
from lookout import buttons as B
from lookout.screens.keep import table as KT
from lookout.screens.keep import view as V
from lookout.ui.screen import Screen


def failed(app, e):
    """A layout job stopped: the screen it started from stays."""
    from lookout.screens.keep.fail import failed
    failed(app, e, "Tiles")


# the layout's fields: what LEFT/RIGHT change, OK on the last three
VAULT = 0
FILE = 1
EDGE = 2
TURN = 3
HELP = 4
BAD = 5
DONE = 6
HELP_TEXT = ("Lay the tiles as drawn here. Each map tile: its file (the side up); 'at': the "
             "vault edge it touches; 'top': where its printed top points (the corner hex "
             "above its centre, where its letters read upright; the block on the map). Put "
             "the Play Aid's N toward the top of this screen, the way the vault's letters "
             "read: every facing and direction the device gives is the Play Aid's, on a "
             "turned tile too (top NE: the tile's printed N is the Play Aid's NE).")


class Layout(Screen):
    """The tiles as laid on the table, drawn on the overview: UP/DOWN pick a field, LEFT/RIGHT
    change it (the vault's file; per map tile its file, the vault edge it touches, where its
    top points), Help says what they mean, "N bad" lists the files not offered and why;
    OK on Done starts the game with the options chosen (players, level, first player, who
    deals: Table.new_game's arguments) and places the guards."""

    def __init__(self, app, table, options, tiles, listing):
        super().__init__(app)
        from lookout.keep import layout
        self.t = table
        self.options = options
        self.tiles = tiles          # parsed so far: path -> Tile (keep/table._Parsed)
        self.listing = listing      # every tile file: (path, label, is_vault, error)
        self.maps = layout.maps(listing)
        self.vaults = layout.vaults(listing)
        self.bad = layout.bad(listing)
        self.sel = 0
        self.top = 0
        self._fields()

    def _fields(self):
        """The panel: a heading per tile ("Vault", "Tile 1") over its fields (its file's
        name, "at NE": the vault edge it touches, "top NE": where its printed top points),
        then Help, "N bad" when files were refused, and Done; the field under the cursor is
        lit."""
        from lookout.keep import layout as L
        r = self.t.rec
        lines = ["Vault", L.short(r["v"])]
        rows = [1]                              # panel line of each field
        kinds = [VAULT]
        for path, edge, rot, lab in r["t"]:
            rows += [len(lines) + 1, len(lines) + 2, len(lines) + 3]
            kinds += [FILE, EDGE, TURN]
            lines += [("Tile " if len(lab) < 2 else "T ") + lab, L.short(path),
                      "at %s" % L.EDGES[edge], "top %s" % L.TOPS[rot]]
        for k, text in ((HELP, "Help"), (BAD, "%d bad" % len(self.bad)), (DONE, "Done")):
            if k != BAD or self.bad:
                rows.append(len(lines))
                kinds.append(k)
                lines.append(text)
        self.fields = rows
        self.kinds = kinds
        at = rows[self.sel]
        if at - 1 >= 0 and kinds[self.sel] in (VAULT, FILE):
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
            if self._set(1 if k == B.RIGHT else -1):
                return                  # the board is being built (a job): it redraws
        elif k == B.OK and B.kind_of(ev) != B.LONG:
            kind = self.kinds[self.sel]
            if kind == DONE:
                self._done()
                return
            if kind == HELP:
                self.app.message("Tiles", HELP_TEXT)
                return
            if kind == BAD:
                self.app.message("Not used", "\n".join(self.bad))
                return
            self.sel += 1
        elif ev == B.BACK:
            self.app.pop()
            return
        self._fields()

    def _set(self, d):
        from lookout.keep import layout as L
        r = self.t.rec
        kind = self.kinds[self.sel]
        if kind >= HELP:
            return False
        old = [r["v"], r["vl"], [list(x) for x in r["t"]]]
        i = (self.sel - 1) // 3
        if kind == VAULT:
            r["v"] = L.next_file(self.vaults, r, -1, d)
        elif kind == FILE:
            r["t"][i][0] = L.next_file(self.maps, r, i, d)
        elif kind == EDGE:
            r["t"][i][1] = L.next_edge(r, i, d)
        else:
            r["t"][i][2] = (r["t"][i][2] + d) % 6
        L.relabel(r, self.listing)
        self._relay(old, None)
        return True

    def _relay(self, old, said):
        """Build the board of the layout as it is now, a slice per loop pass (a new file
        parsed ~90 ms, the board in two halves ~210 ms on a Pico: lookout.ui.working). If the
        rules refuse it (BoardError), the layout before (old) is built again and the reason
        shown; if even that fails, back to the options."""
        from lookout.ui.working import Working
        self.t.forget_view()
        self.t.board = None

        def refused(e):
            if old is None or not isinstance(e, ValueError):
                self.app.pop()           # no board to show: back to the options
                failed(self.app, e)
                return
            r = self.t.rec
            r["v"], r["vl"], r["t"] = old
            self._relay(None, str(e))

        self.app.push(Working(self.app, "Laying tiles", self._build(said), 4, refused))

    def _build(self, said):
        from lookout.screens.keep import opening
        for _ in opening.parse_tiles(self.app, self.t.rec, self.tiles):
            yield
        b = KT.build_board(self.app, self.t.rec, self.tiles, True)
        yield
        b.finish()
        self.t.board = b
        b = None
        self._fields()
        if said:
            self.app.message("Tiles", said)

    def _done(self):
        """Start the game: the engine loads and the guards are placed a slice per loop pass
        (~1.2 s in all on a Pico), the bar moving meanwhile (lookout.ui.working)."""
        from lookout.ui.working import Working
        self.tiles = None           # the parsed tiles and the listing go before the engine
        self.listing = self.maps = self.vaults = None
        from lookout.screens.keep import opening

        def refused(e):             # no listing to change the layout with: Lay out again
            self.app.pop()
            failed(self.app, e)
        self.app.push(Working(self.app, "Placing guards", self._start(), opening.ENGINE + 2,
                              refused))

    def _start(self):
        from lookout.screens.keep import opening
        t = self.t
        for x in opening.engine(t, 0, 2):     # (its int: the bar's new whole)
            yield x
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
        st = t.game.state
        from lookout.keep import cards as C
        if self.options[4] and not C.table_deals(st):   # the device deals the group's list:
            aside = C.aside(len(C.new_deck(st)))         # said once, before the guards
            if aside:
                app.message("Guard cards", aside)

    def draw(self, fb):
        v = self.t.view()
        v.draw(fb)
        y = (self.fields[self.sel] - self.top + 1) * 9
        fb.fill_rect(V.PX - 1, y - 1, 128 - V.PX + 1, 9, 1)
        fb.text(self.lit, V.PX, y, 0)
