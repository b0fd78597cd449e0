"""Instruction pages: one message per page, word-wrapped to 16 columns, with whom it is for
(the owner of the guard it names, else of the tile it names: in the title, and the LED in
their colour) and, with long OK, the mini-map at the hex it names.

RIGHT next page, LEFT back one page; OK/DOWN show a long page's next lines, then the next page
(OK on the last page closes and calls then()), UP its lines before, then the page before;
BACK closes (then() too: the game has moved on whatever the table has read).
"""
from lookout import buttons as B
from lookout.keep.context import RGB
from lookout.keep.guardrec import HEX, KIND, KIND_GUARD, OWNER
from lookout.ui import gfx
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap  # noqa: F401 - the shared word-wrap, used here and by keep_*

LINES = 5                    # text rows under the title; the last row is the footer
STEP = LINES - 1             # a long page moves on by four lines: its last one stays in view
FLASH_MS = 800               # the alarm's red LED before the page's owner's colour
OFF = (0, 0, 0)


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


def owner(st, b, m, s, h):
    """Who does what page m says (s its text, h the hex it names): the owner of the guard it
    is about (a move's code names its kind and the hex it ended on; a message starts with
    the guard's kind and hex), else the owner of h's tile; -1 for nobody."""
    if h < 0:
        return -1
    gs = st["g"]
    if type(m) is int:
        k = (m >> 25) & 3
        at = m & 2047
    else:
        k = -1
        at = h
    for i in range(len(gs)):
        g = gs[i]
        if g[HEX] == at and g[OWNER] >= 0 and (
                g[KIND] == k or k < 0 and s.find(KIND_GUARD[g[KIND]]) >= 0):
            return g[OWNER]
    return st["own"][b.tile(h)]


class Said:
    """Pages by index, like a list of (title, lines, hex, whose colour): a page about a guard,
    or a hex on a tile somebody owns, says whose instruction it is."""

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
        if g is not None:
            o = owner(g.state, b, m, s, h)
            if o >= 0:
                who = g.state["col"][o]
        title = "%s %d/%d%s%s" % (self.head, i + 1, len(self.msgs), " " if who else "", who)
        if len(title) > gfx.COLS:        # (a slice is another new str: only when it must)
            title = title[:gfx.COLS]
        return (title, wrap(s), h, who)


def alarm(app, msgs):
    """Spotting and catching are public: a beep and a red flash tell the table (a guard's
    move, a said code, is neither)."""
    for s in msgs:
        if type(s) is int:
            continue
        if "spotted" in s or "catches" in s or "caught" in s or "Caught" in s:
            app.beep(1500, 150)
            app.led((255, 0, 0))
            return True
    return False


class Pages(Screen):
    """pages: a list (or Said) of (title, lines, hex[, whose colour]). flash: the alarm lit
    the LED red (alarm()): it stays FLASH_MS before the page's owner's colour."""

    def __init__(self, app, table, pages, then=None, i=0, flash=False):
        super().__init__(app)
        self.t = table
        self.pages = pages
        self.then = then
        self.i = min(i, max(0, len(pages) - 1))
        self.page = None
        self._at = -1
        self.top = 0                    # the first line shown of a long page
        self.shown = ()
        self.flash = flash
        self.until = None
        self.foot = ""
        self._foot()

    def _foot(self):
        """The page, the lines shown and the footer (made here, not in draw: pages_for's are
        made when asked for); the LED in the page's owner's colour."""
        if self.pages and self._at != self.i:
            self.page = self.pages[self.i]
            self._at = self.i
            self.top = 0
            if not self.flash:
                self._led()
        lines = self.page[1] if self.pages else ()
        self.shown = lines if self.top == 0 and len(lines) <= LINES else \
            lines[self.top:self.top + LINES]
        left = self.t.sight_left()
        if left:
            n = self.t.board.n
            self.foot = "Sight %d%%" % ((n - left) * 100 // n)
        elif self.top + LINES < len(lines):
            self.foot = "OK more  <back"
        elif self.i < len(self.pages) - 1:
            self.foot = "OK next  <back"
        else:
            self.foot = "OK done  <back"

    def _led(self):
        pg = self.page
        self.app.led(RGB.get(pg[3], OFF) if pg is not None and len(pg) > 3 else OFF)

    def tick(self, now):
        if self.flash:
            if self.until is None:
                self.until = now + FLASH_MS
            elif now - self.until >= 0:
                self.flash = False
                self._led()
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
        if self.flash:                  # a press ends the alarm's flash
            self.flash = False
            self._led()
        if k == B.BACK:
            if B.kind_of(ev) != B.LONG:
                self._close()
            return
        if k == B.OK and B.kind_of(ev) == B.LONG:
            if n and self.page[2] >= 0:
                from lookout.screens.keep.map import MapScreen
                self.app.push(MapScreen(self.app, self.t, "Map", cursor=self.page[2]))
            return
        if k == B.UP and self.top > 0:
            self.top = max(0, self.top - STEP)
        elif k == B.LEFT or k == B.UP:
            self.i = max(0, self.i - 1)
        elif (k == B.DOWN or k == B.OK) and n and self.top + LINES < len(self.page[1]):
            self.top += STEP
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
        gfx.title(fb, self.page[0])
        lines = self.shown
        for j in range(len(lines)):
            fb.text(lines[j], 0, gfx.row_y(j), 1)
        fb.text(self.foot, 0, 56, 1)
