"""A scrolling list under a title: pick one with OK (also the list-pick widget).

An item is a label, or a row (label, action) or (label, action, value): OK on a row calls its
action(), so the order of the rows is data and reordering them never runs the wrong action.
A plain label calls on_pick(i) instead: for picking from data (a player, a suit, a card).
A careful row (`careful(label, action)`: one that throws away, swaps or undoes) is never where
a page jump (LEFT/RIGHT) or a wrap-around (UP on the first row, DOWN on the last) lands: those
move on past it, so only a press that walks onto it row by row reaches it (HACKING.md).
"""
from lookout import buttons as B
from lookout.ui import gfx
from lookout.ui.screen import Screen


def row(label, action, value=None):
    """A menu row that carries its action (and an optional number drawn right-aligned)."""
    return (label, action, value)


def careful(label, action, value=None):
    """A row that a jump or a wrap-around never lands on (see the module docstring)."""
    return (label, action, value, 1)


def abbreviate(t, w):
    """A label too long even squeezed ends on a word cut with a stop when three letters or
    more of it stay ("Adjust Rigging" beside a price: "Adjust Rig."), else on the whole word
    before ("Ann $240 stk": "Ann $240", not "Ann $240 s.")."""
    t = t[:w - 1].rstrip()
    k = t.rfind(" ")                 # the cut word starts at k + 1
    if k > 0 and len(t) - k - 1 < 3:
        return t[:k].rstrip()
    return t + "."


class Menu(Screen):
    """items: labels or rows (see the module docstring); labels longer than the row are
    squeezed (padding spaces dropped), then cut.
    values: optional list of ints drawn right-aligned (scores, counts), same length; None
    entries are left blank (rows may carry their own value instead).
    on_pick(i) on OK on a plain label; on_long(i) on a long OK; on_back() on BACK (default:
    pop).
    """

    def __init__(self, app, title, items, on_pick=None, sel=0, values=None, on_long=None,
                 on_back=None, mark=-1):
        super().__init__(app)
        self.title = title
        self.on_pick = on_pick
        self.on_long = on_long
        self.on_back = on_back
        self.mark = mark           # a row shown with a '>' (current choice)
        self.set_items(items, values)
        self.sel = min(sel, max(0, len(self.items) - 1))
        self.first = 0
        self._scroll()

    def set_items(self, items, values=None):
        # one pass (menus open on a press: on the Pico every step here is microseconds the
        # player waits for)
        labels = []
        lens = []
        acts = []
        care = None
        vals = values
        width = gfx.COLS - 1 - (1 if self.mark >= 0 else 0)
        i = 0
        for it in items:
            if type(it) is tuple:
                t = it[0]
                acts.append(it[1])
                if len(it) > 2 and it[2] is not None:
                    if vals is None:
                        vals = [None] * len(items)
                    vals[i] = it[2]
                if len(it) > 3 and it[3]:
                    if care is None:
                        care = bytearray(len(items))
                    care[i] = 1
            else:
                t = it
                acts.append(None)
            w = width if vals is None or vals[i] is None else width - 4   # room for the value
            if len(t) > w:
                from lookout.ui.wrap import squeeze     # (the home menu's labels fit: no
                t = squeeze(t, w)                       # module to load at boot)
                if len(t) > w:
                    t = abbreviate(t, w)
            labels.append(t)
            # the selection bar ends after the label's last visible character (padding
            # spaces are not highlighted), counted here because draw must not allocate
            lens.append(len(t.rstrip()))
            i += 1
        self.items = labels
        self.lens = lens
        self.row_actions = acts
        self.care = care
        self.values = vals
        if getattr(self, "sel", 0) >= i:
            self.sel = max(0, i - 1)
        if hasattr(self, "first"):      # new rows: the cursor's row stays on screen
            self._scroll()

    def _scroll(self):
        if self.sel < self.first:
            self.first = self.sel
        elif self.sel >= self.first + gfx.ROWS:
            self.first = self.sel - gfx.ROWS + 1

    def key(self, ev):
        k = B.key_of(ev)
        n = len(self.items)
        if k == B.UP and n:
            self.sel = self.sel - 1 if self.sel else self.land(n - 1, -1)
        elif k == B.DOWN and n:
            self.sel = self.sel + 1 if self.sel < n - 1 else self.land(0, 1)
        elif k == B.LEFT and n:
            self.sel = self.land(max(0, self.sel - gfx.ROWS), -1)
        elif k == B.RIGHT and n:
            self.sel = self.land(min(n - 1, self.sel + gfx.ROWS), 1)
        elif k == B.OK and n:
            if ev == B.OK + B.LONG:
                if self.on_long:
                    self.on_long(self.sel)
            else:
                self.pick_row(self.sel)
            return
        elif k == B.BACK:
            if ev == B.BACK + B.LONG:
                return
            if self.on_back:
                self.on_back()
            else:
                self.app.pop()
            return
        self._scroll()
        self.moved_by_key()

    def moved_by_key(self):
        """After an arrow key moved the cursor: a screen whose LED follows it says so here."""

    def land(self, i, d):
        """Where a jump or a wrap-around to row i, moving in direction d, stops: i, else the
        first row past it that is not careful, else the last such row before it."""
        care = self.care
        if care is None or not care[i]:
            return i
        n = len(care)
        j = i
        while 0 <= j < n and care[j]:
            j += d
        if 0 <= j < n:
            return j
        j = i
        while 0 <= j < n and care[j]:
            j -= d
        return j if 0 <= j < n else self.sel

    def pick_row(self, i):
        """OK on row i: its own action, else on_pick(i)."""
        act = self.row_actions[i]
        if act is not None:
            act()
        elif self.on_pick is not None:
            self.on_pick(i)

    def draw(self, fb):
        # names held in locals: on the Pico each attribute or global lookup costs ~3 us
        gfx.title(fb, self.title)
        items = self.items
        vals = self.values
        first = self.first
        sel = self.sel
        mark = self.mark
        x = 8 if mark >= 0 else 0
        step = gfx.ROW_H
        y = gfx.TOP
        last = min(len(items), first + gfx.ROWS)
        for i in range(first, last):
            v = None if vals is None else vals[i]
            if i == sel:         # the bar covers the label; a value stays outside it
                w = gfx.hug(x, self.lens[i])
                if v is not None:
                    w = min(w, gfx.W - 5 - gfx.digits(v) * gfx.CH)
                gfx.row(fb, i - first, items[i], True, x, w)
            else:
                fb.text(items[i], x + 1, y, 1)   # gfx.row's unselected row, without the call
            if i == mark:
                fb.text(">", 1, y, 0 if i == sel else 1)
            if v is not None:
                gfx.num_r(fb, v, gfx.W - 4, y, 1)
            y += step
        gfx.scrollbar(fb, first, gfx.ROWS, len(items))
