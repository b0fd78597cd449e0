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
    """[(title, lines, hex)] for messages; head: title prefix ("P2" for movement phase 2).
    A page that names a hex on a tile somebody owns says whose instruction it is."""
    b = table.board
    g = table.game
    own = g.state["own"] if g is not None else None
    out = []
    k = len(msgs)
    for i in range(k):
        s = msgs[i]
        h = first_hex(b, s)
        who = ""
        if h >= 0 and own is not None:
            o = own[b.tile(h)]
            if o >= 0:
                who = " " + g.state["col"][o]
        t = "%s %d/%d%s" % (head, i + 1, k, who)
        if len(t) > gfx.COLS:        # (a slice is another new str: only when it must)
            t = t[:gfx.COLS]
        out.append((t, wrap(s)[:LINES], h))
    return out


def alarm(app, msgs):
    """Spotting and catching are public: a beep and a red flash tell the table."""
    for s in msgs:
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
        self.foot = ""
        self._foot()

    def _foot(self):
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
            if n and self.pages[self.i][2] >= 0:
                from lookout.screens.keep_map import MapScreen
                self.app.push(MapScreen(self.app, self.t, "Map", cursor=self.pages[self.i][2]))
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
        t, lines, h = self.pages[self.i]
        gfx.title(fb, t)
        for j in range(len(lines)):
            fb.text(lines[j], 0, gfx.row_y(j), 1)
        fb.text(self.foot, 0, 56, 1)
