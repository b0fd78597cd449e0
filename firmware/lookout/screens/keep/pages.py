"""Instruction pages: one message per page, word-wrapped to 16 columns, with whom it is for
(the owner of the tile it names) and, with long OK, the mini-map at the hex it names.

RIGHT/OK next page (OK on the last page closes and calls then()), LEFT back one page,
BACK closes (then() too: the game has moved on whatever the table has read).
"""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap  # noqa: F401 - the shared word-wrap, used here and by keep_*

LINES = 5                    # text rows under the title; the last row is the footer


SEPS = b" ,:("                # what ends a word around a hex name in a message


def first_hex(board, s):
    """The first board hex named in a message ("Blue guard 1-D3 ..."), or -1: the first word
    (split at SEPS) with a "-" in it, 3-7 long, that names a hex (Board.index's reading).
    Read from the message's bytes, not its words: on a Pico each new str (a word, a slice)
    is looked up among the interned names, ~0.2 ms, and a guards phase has ~15 pages."""
    b = s.encode()
    n = len(b)
    i = b.find(b"-")
    while i >= 0:
        a = i
        while a > 0 and b[a - 1] not in SEPS:
            a -= 1
        e = i + 1
        while e < n and b[e] not in SEPS:
            e += 1
        if 3 <= e - a <= 7:
            h = _named(board, b, a, b.rfind(b"-", a, e), e)
            if h >= 0:
                return h
        i = b.find(b"-", e)
    return -1


def _named(board, b, a, j, e):
    """The hex b[a:e] names ("1-C4": tile label, "-", column letter, row number), or -1:
    hexgrid.parse_hex's reading on bytes, then Board.hex_at."""
    if j + 2 >= e:                       # a letter and at least one digit
        return -1
    c = b[j + 1] & 0xDF                  # the letter, upper case
    if not 65 <= c <= 90:
        return -1
    row = 0
    for k in range(j + 2, e):
        d = b[k] - 48
        if not 0 <= d <= 9:
            return -1
        row = row * 10 + d
    if row < 1:
        return -1
    h = board.hex_at(b[a:j].strip().upper().decode(), c - 65, row - 1)
    return h if h >= 0 else -1


def pages_for(table, msgs, head):
    """The pages of messages (text, or a guard's move as a lookout.keep.said code), each made
    when it is shown: a guards phase's dozen pages cost their words one at a time, not all
    before the first. head: title prefix ("P2" for movement phase 2)."""
    return Said(table, msgs, head)


class Said:
    """Pages by index, like a list of (title, lines, hex): a page that names a hex on a tile
    somebody owns says whose instruction it is."""

    def __init__(self, table, msgs, head):
        self.t = table
        self.msgs = msgs
        self.head = head

    def __len__(self):
        return len(self.msgs)

    def __getitem__(self, i):
        if not 0 <= i < len(self.msgs):
            raise IndexError(i)
        t = self.t
        b = t.board
        m = self.msgs[i]
        if type(m) is int:
            from lookout.keep.said import hex_of, text
            h = hex_of(m)
            s = text(t.kc, m)
        else:
            s = m
            h = first_hex(b, s)
        g = t.game
        who = ""
        if h >= 0 and g is not None:
            o = g.state["own"][b.tile(h)]
            if o >= 0:
                who = " " + g.state["col"][o]
        title = "%s %d/%d%s" % (self.head, i + 1, len(self.msgs), who)
        if len(title) > gfx.COLS:        # (a slice is another new str: only when it must)
            title = title[:gfx.COLS]
        return (title, wrap(s)[:LINES], h)


def alarm(app, msgs):
    """Spotting and catching are public: a beep and a red flash tell the table (a guard's
    move, a said code, is neither)."""
    for s in msgs:
        if type(s) is int:
            continue
        if "spotted" in s or "caught" in s or "Caught" in s:
            app.beep(1500, 150)
            app.led((255, 0, 0))
            return True
    return False


class Pages(Screen):
    def __init__(self, app, table, pages, then=None, i=0):
        super().__init__(app)
        self.t = table
        self.pages = pages
        self.then = then
        self.i = min(i, max(0, len(pages) - 1))
        self.page = None
        self._at = -1
        self.foot = ""
        self._foot()

    def _foot(self):
        """The footer, and the page shown (made here, not in draw: pages_for's are made when
        asked for)."""
        if self.pages and self._at != self.i:
            self.page = self.pages[self.i]
            self._at = self.i
        left = self.t.sight_left()
        if left:
            n = self.t.board.n
            self.foot = "Sight %d%%" % ((n - left) * 100 // n)
        elif self.i < len(self.pages) - 1:
            self.foot = "OK next  <back"
        else:
            self.foot = "OK done  <back"

    def tick(self, now):
        if self.t.work():
            self._foot()
            return True
        return False

    def _close(self):
        self.app.pop()
        if self.then:
            self.then()

    def key(self, ev):
        k = B.key_of(ev)
        n = len(self.pages)
        if k == B.BACK:
            if B.kind_of(ev) != B.LONG:
                self._close()
            return
        if k == B.OK and B.kind_of(ev) == B.LONG:
            if n and self.page[2] >= 0:
                from lookout.screens.keep.map import MapScreen
                self.app.push(MapScreen(self.app, self.t, "Map", cursor=self.page[2]))
            return
        if k == B.LEFT or k == B.UP:
            self.i = max(0, self.i - 1)
        elif k == B.RIGHT or k == B.DOWN or k == B.OK:
            if self.i >= n - 1:
                if k == B.OK:
                    self._close()
                return
            self.i += 1
        self._foot()

    def draw(self, fb):
        if not self.pages:
            gfx.title(fb, "Nothing")
            return
        t, lines, h = self.page
        gfx.title(fb, t)
        for j in range(len(lines)):
            fb.text(lines[j], 0, gfx.row_y(j), 1)
        fb.text(self.foot, 0, 56, 1)
