"""The history list every game shares: its entries numbered, '>' at the current one (entries
after it are undone and can be redone). OK on an entry: go back (or forward) to it, or delete
it. A deletion is a step like any other (lookout.logedit: Undo brings the entry back) and
never changes who did what: every core logs its entries with their player and what their
effect depends on, so the later entries stay theirs. A later entry the rules would then refuse
is named and the deletion refused with the reason; one that would then be out of turn (the
core's `off_turn`) is named in the question. A later entry the core's `held` names is one no
deletion may replay (Black Keep: a thief's secret step, whose answer would tell its secret).
An entry too long for its row wraps onto the next ones (indented under its text), so an
entry's values are never cut: "16 Dan Red 4c" / "   12p"."""
from lookout import buttons as B
from lookout.history import VOID
from lookout.ui import gfx
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu, careful
from lookout.ui.screen import Screen
from lookout.ui.wrap import wrap_line


def count_lines(s, width):
    """How many lines lookout.ui.wrap.wrap_line makes of s, without making them (on a Pico
    each new str costs a search of the interned names and heap: a list of 120 long entries
    wrapped at once held 47 KB)."""
    if "  " in s or "'" in s or "\t" in s or s.startswith(" ") or s.endswith(" "):
        out = []
        wrap_line(s, width, out)
        return len(out)
    n = len(s)
    a = 0
    c = 1
    while n - a > width:                      # the same breaks as wrap_line
        k = s.rfind(" ", a, a + width + 1)
        a = k + 1 if k > a else a + width
        c += 1
    return c


class Log(Screen):
    """The entries as rows of wrapped lines (an entry's second line indented under its
    text): the cursor moves an entry at a time and its bar covers every line of it; OK calls
    on_pick(entry), BACK closes. Only the lines on screen are made, when the view moves."""

    def __init__(self, app, title, entries, on_pick, cur):
        super().__init__(app)
        self.title = title
        self.ents = entries
        self.on_pick = on_pick
        self.mark = cur - 1                       # the current entry, shown with '>'
        self.x = 8 if cur > 0 else 0
        self.width = gfx.COLS - 1 - (1 if cur > 0 else 0)
        at = [0]
        for j in range(len(entries)):
            at.append(at[-1] + count_lines(entries[j], self.width - len("%d " % (j + 1))))
        self.at = at                              # each entry's first line; at[-1]: all
        self.e = max(0, cur - 1)
        self.first = 0
        self.view()

    def entry_of(self, line):
        """The entry holding line (a binary search of at)."""
        lo, hi = 0, len(self.ents) - 1
        at = self.at
        while lo < hi:
            mid = (lo + hi + 1) >> 1
            if at[mid] <= line:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def view(self):
        """Scroll so the whole selected entry shows, then make the lines on screen."""
        at = self.at
        a, b = at[self.e], at[self.e + 1]
        if a < self.first:
            self.first = a
        elif b > self.first + gfx.ROWS:
            self.first = min(a, b - gfx.ROWS)
        lines = []
        owner = []
        lens = []
        e = self.entry_of(self.first)
        while len(lines) < gfx.ROWS and e < len(self.ents):
            num = "%d " % (e + 1)
            part = []
            wrap_line(self.ents[e], self.width - len(num), part)
            for k in range(len(part)):
                if at[e] + k >= self.first and len(lines) < gfx.ROWS:
                    t = (num if k == 0 else " " * len(num)) + part[k]
                    lines.append(t)
                    owner.append(e if k else -1 - e)    # -1 - e: the entry's first line
                    lens.append(len(t))
            e += 1
        self.lines = lines
        self.owner = owner
        self.lens = lens

    def key(self, ev):
        k = B.key_of(ev)
        n = len(self.ents)
        if k == B.UP or k == B.DOWN:
            self.e = (self.e + (1 if k == B.DOWN else -1)) % n
        elif k == B.LEFT or k == B.RIGHT:      # a page of lines, to the entry there
            line = self.at[self.e] + (gfx.ROWS if k == B.RIGHT else -gfx.ROWS)
            self.e = self.entry_of(max(0, min(self.at[-1] - 1, line)))
        elif ev == B.OK:
            self.on_pick(self.e)
            return
        elif ev == B.BACK:
            self.app.pop()
            return
        else:
            return
        self.view()

    def draw(self, fb):
        gfx.title(fb, self.title)
        lines = self.lines
        owner = self.owner
        e = self.e
        mark = self.mark
        x = self.x
        y = gfx.TOP
        for i in range(len(lines)):
            o = owner[i]
            on = o == e or o == -1 - e
            if on:
                gfx.row(fb, i, lines[i], True, x, gfx.hug(x, self.lens[i]))
            else:
                fb.text(lines[i], x + 1, y, 1)
            if mark >= 0 and o == -1 - mark:
                fb.text(">", 1, y, 0 if on else 1)
            y += gfx.ROW_H
        gfx.scrollbar(fb, self.first, gfx.ROWS, self.at[-1])


def show(g):
    h = g.h
    n = len(h.actions)
    if not n:
        g.app.message("History", "No entries yet")
        return
    st = h.copy(h.initial)                  # the model's own copy where it has one
    gone = h.voided() or ()
    items = []
    for j in range(n):
        a = h.actions[j]
        if a[0] == VOID:
            items.append("Deleted %d" % (j - a[1] + 1))
        elif j in gone:
            items.append("x " + g.describe(st, a))     # deleted: kept in the list, not in play
        else:
            items.append(g.describe(st, a))
            st = g.rules.apply(st, a)
    cur = h.cursor
    g.app.push(Log(g.app, "History %d/%d" % (cur, n), items,
                   lambda i: entry(g, i, "%d %s" % (i + 1, items[i])), cur))


def entry(g, i, label):
    app = g.app

    def jump():
        h = g.h
        while h.cursor > i + 1:
            h.undo()
        while h.cursor < i + 1:
            h.redo()
        g.save()

    def go():
        app.pop()                    # this menu
        app.pop()                    # the list
        later = g.h.cursor - (i + 1)
        if later <= 0:
            jump()                   # forward (a redo): nothing is put at risk
            return
        app.push(Confirm(app, "Go to here", "Back to entry %d? Your next entry drops the "
                         "%d after it (Redo keeps them till then)." % (i + 1, later), jump))

    def drop():
        app.pop()
        ask(g, i, label)

    # Delete two rows from where the cursor opens, and a wrap-around skips it (careful)
    app.push(Menu(app, "Entry %d" % (i + 1), [("Go to here", go), ("Keep it", app.pop),
                                              careful("Delete entry", drop)]))


def why_not(g, i):
    """Why entry i cannot be deleted now, or None."""
    h = g.h
    a = h.actions[i]
    if a[0] == VOID:
        return "This row is a deletion: Undo brings the entry back."
    if i in (h.voided() or ()):
        return "Entry %d is already deleted." % (i + 1)
    if i >= h.cursor:
        return "Entry %d is undone: Redo or Go to here first." % (i + 1)
    return None


def replay(g, i):
    """The game without entry i: (the state, the later entries then out of turn as "N text"
    lines, None) or (None, [], why a later entry would be refused)."""
    h = g.h
    acts = h.actions
    gone = h.voided() or ()
    rules = g.rules
    off_turn = getattr(rules, "off_turn", None)
    held = getattr(rules, "held", None)     # a later entry no deletion may replay (Black Keep)
    st = h.copy(h.initial)
    off = []
    for j in range(h.cursor):
        a = acts[j]
        if j == i or a[0] == VOID or j in gone:
            continue
        if j < i:
            st = rules.apply(st, a)
            continue
        text = "%d %s" % (j + 1, g.describe(st, a))
        why = held(a) if held else None
        if why:
            return None, [], "Entry %s %s" % (text, why)
        who = off_turn(st, a) if off_turn else None
        try:
            st = rules.apply(st, a)
        except ValueError as e:
            return None, [], "Entry %s would then be refused: %s" % (text, e)
        if who:
            off.append("%s (%s's turn)" % (text, who))
    return st, off, None


def ask(g, i, label):
    app = g.app
    why = why_not(g, i)
    if why is None:
        st, off, why = replay(g, i)
    if why is not None:
        app.message("Can't delete", why)
        return
    said = "Delete %s?" % label
    if off:
        said += " %s would then be out of turn (still theirs)." % ", ".join(off)
    app.push(Confirm(app, "Delete entry", said + " Undo brings it back.",
                     lambda: delete(g, i, st)))


def delete(g, i, st=None):
    """Delete entry i as a step (st: the state without it, if known), save, and close the
    list (its rows changed)."""
    from lookout.logedit import delete as void
    try:
        void(g.h, i, st)
    except ValueError as e:
        g.app.message("Can't delete", str(e))
        return
    g.app.pop()                      # the list
    g.save()


def ask_undo(g, then):
    """Undo asked first, naming the entry it takes back ("Take back 5 Ann match?"): an OK
    that lands on Undo by mistake asks instead of silently taking an entry back. then() is
    the screen's own undo, run on OK."""
    h = g.h
    if not h.can_undo():
        g.app.message("Undo", "Nothing to undo")
        return
    n = h.cursor
    h.undo()                                # the state before it, to describe it by
    a = h.actions[n - 1]
    what = "deleting entry %d" % (n - a[1]) if a[0] == VOID else \
        "%d %s" % (n, g.describe(h.state, a) if g.describe else " ".join(a))
    h.redo()
    g.app.push(Confirm(g.app, "Undo", "Take back %s? Redo brings it back." % what, then))
