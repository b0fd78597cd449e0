"""The guard deck in setup: the group's own box, written to keepcards.txt (keep/cardfile) so
every later game has it. One row per card with its copies; "Other card" fills the deck to
the box's 24 while the group's own cards are not all written down (it is what the device
counts for a card it does not know). OK on a card: its copies and cost (LEFT/RIGHT), what it
is played on (a card of the group's own), Remove; "+ Add a card" types a new card's name.
Every change is saved at once.
"""
from lookout import buttons as B
from lookout.keep import cardfile as F
from lookout.keep import cards as C
from lookout.ui import gfx
from lookout.ui.menu import Menu, row
from lookout.ui.screen import Screen


class Deck(Menu):
    def __init__(self, app, rows):
        self.user = rows                    # the group's rows (cardfile), changed in place
        super().__init__(app, "", [])
        self.refresh()

    def refresh(self):
        rows = []
        n = 0
        for r in C.deck_rows(self.user, True):
            n += r[2]
            if r[0] == C.OTHER[0]:
                rows.append(row(r[1], self.other, r[2]))
            else:
                rows.append(row(r[1], lambda r=r: self.edit(r), r[2]))
        rows.append(row("+ Add a card", self.add))
        self.title = "Guard cards %d" % n
        self.set_items(rows)

    def enter(self):
        self.refresh()

    def other(self):
        self.app.message("Other card", "When the table deals, it fills the deck to the "
                         "box's %d; your own cards make it fewer. The device deals no card "
                         "it cannot name." % C.DECK_SIZE)

    def add(self):
        from lookout.ui.textentry import TextEntry
        self.app.push(TextEntry(self.app, "Card name", "", self._named, 14))

    def _named(self, name):
        try:
            code = F.code_of(name, [r[0] for r in self.user] + [r[0] for r in C.GUARD])
            r = C.guard_card(code, name, 1, 2)
            self.user.append(r)
            self._save()
        except ValueError as e:
            self.app.message("Guard cards", str(e))
            return
        self.edit(r)

    def edit(self, r):
        self.app.push(CardEdit(self.app, self, r))

    def change(self, r):
        """r: the card's row as edited (a built-in card back at its own numbers drops out)."""
        self.user[:] = [x for x in self.user if x[0] != r[0]]
        if tuple(r) not in C.GUARD:
            self.user.append(r)
        self._save()

    def remove(self, r):
        self.user[:] = [x for x in self.user if x[0] != r[0]]
        self._save()

    def _save(self):
        try:
            C.table(self.user, True)
            F.save(self.app.hal.fs, self.user)
        except (OSError, ValueError) as e:
            self.app.message("Guard cards", "Not saved:\n%s" % e)
        self.refresh()


TARGETS = ("nothing", "a guard", "a hex")


class CardEdit(Screen):
    """Copies 0-9 and cost 1-3 with LEFT/RIGHT; a card of the group's own also what it is
    played on; Remove (a built-in card: back to its own numbers); Done."""

    def __init__(self, app, deck, r):
        super().__init__(app)
        self.deck = deck
        self.r = list(r)
        self.own = r[0] not in [g[0] for g in C.GUARD]
        self.sel = 0
        self.rows = [""] * 5
        self._rows()

    def _rows(self):
        r = self.r
        self.rows[0] = "Copies       %d" % r[2]
        self.rows[1] = "Cost         %d" % r[3]
        self.rows[2] = "On %12s" % TARGETS[r[4]] if self.own else "On  (the device)"
        self.rows[3] = "Remove" if self.own else "Default numbers"
        self.rows[4] = "Done"

    def key(self, ev):
        k = B.key_of(ev)
        r = self.r
        if k == B.UP:
            self.sel = (self.sel - 1) % 5
        elif k == B.DOWN:
            self.sel = (self.sel + 1) % 5
        elif k == B.LEFT or k == B.RIGHT:
            d = 1 if k == B.RIGHT else -1
            if self.sel == 0:
                r[2] = min(9, max(0, r[2] + d))
            elif self.sel == 1:
                r[3] = min(3, max(1, r[3] + d))
            elif self.sel == 2 and self.own:
                r[4] = (r[4] + d) % 3
        elif k == B.OK and ev == B.OK:
            if self.sel == 3:
                self.app.pop()
                self.deck.remove(r)
                return
            if self.sel == 4:
                self.app.pop()
                self.deck.change(r)
                return
            self.sel += 1
        elif ev == B.BACK:
            self.app.pop()
            self.deck.change(r)
            return
        self._rows()

    def draw(self, fb):
        gfx.title(fb, self.r[1])
        for i in range(5):
            gfx.row(fb, i, self.rows[i], i == self.sel)
        fb.text("</> change", 0, gfx.row_y(5), 1)
