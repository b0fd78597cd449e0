"""The history list every game shares: its entries numbered, '>' at the current one (entries
after it are undone and can be redone). OK on an entry: go back (or forward) to it, or delete
it (the rest is replayed; refused with the core's reason when a later entry needs it).
An entry too long for its row wraps onto the next ones (indented under its text), so an
entry's values are never cut: "16 Dan Red 4c" / "   12p"."""
from lookout import buttons as B
from lookout.history import History, copy_data
from lookout.ui import gfx
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu, careful
from lookout.ui.wrap import wrap_line


class Log(Menu):
    """The entries as rows of wrapped lines: the cursor moves an entry at a time and the bar
    covers every line of it; on_pick gets the entry's index."""

    def __init__(self, app, title, entries, on_pick, cur):
        width = gfx.COLS - 1 - (1 if cur > 0 else 0)
        lines = []
        self.of = of = []                     # the entry each line belongs to
        self.at = at = []                     # each entry's first line
        for j in range(len(entries)):
            num = "%d " % (j + 1)
            part = []
            wrap_line(entries[j], width - len(num), part)
            at.append(len(lines))
            pad = " " * len(num)
            for k in range(len(part)):
                lines.append((num if k == 0 else pad) + part[k])
                of.append(j)
        at.append(len(lines))
        e = max(0, cur - 1)
        super().__init__(app, title, lines, lambda i: on_pick(of[i]), sel=at[e],
                         mark=at[cur - 1] if cur > 0 else -1)

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.UP or k == B.DOWN:
            ne = len(self.at) - 1
            e = (self.of[self.sel] + (1 if k == B.DOWN else -1)) % ne
            self.sel = self.at[e]
            self._scroll()
            return
        super().key(ev)
        if k == B.LEFT or k == B.RIGHT:
            self.sel = self.at[self.of[self.sel]]
            self._scroll()

    def _scroll(self):
        Menu._scroll(self)
        end = self.at[self.of[self.sel] + 1] - 1      # the entry's last line on screen too
        if end >= self.first + gfx.ROWS:
            self.first = min(self.sel, end - gfx.ROWS + 1)

    def draw(self, fb):
        gfx.title(fb, self.title)
        items = self.items
        first = self.first
        e = self.of[self.sel]
        mark = self.mark
        x = 8 if mark >= 0 else 0
        y = gfx.TOP
        for i in range(first, min(len(items), first + gfx.ROWS)):
            on = self.of[i] == e
            if on:
                gfx.row(fb, i - first, items[i], True, x, gfx.hug(x, self.lens[i]))
            else:
                fb.text(items[i], x + 1, y, 1)
            if i == mark:
                fb.text(">", 1, y, 0 if on else 1)
            y += gfx.ROW_H
        gfx.scrollbar(fb, first, gfx.ROWS, len(items))


def show(g):
    h = g.h
    n = len(h.actions)
    if not n:
        g.app.message("History", "No entries yet")
        return
    st = getattr(h, "copy", copy_data)(h.initial)      # the model's own copy where it has one
    items = []
    for j in range(n):
        a = h.actions[j]
        items.append(g.describe(st, a))
        st = g.rules.apply(st, a)
    cur = h.cursor
    g.app.push(Log(g.app, "History %d/%d" % (cur, n), items,
                   lambda i: entry(g, i, "%d %s" % (i + 1, items[i])), cur))


def entry(g, i, label):
    app = g.app

    def go():
        app.pop()                    # this menu
        app.pop()                    # the list
        h = g.h
        while h.cursor > i + 1:
            h.undo()
        while h.cursor < i + 1:
            h.redo()
        g.save()

    def drop():
        app.pop()
        app.push(Confirm(app, "Delete entry", label, lambda: delete(g, i)))

    # Delete two rows from where the cursor opens, and a wrap-around skips it (careful)
    app.push(Menu(app, "Entry %d" % (i + 1), [("Go to here", go), ("Keep it", app.pop),
                                              careful("Delete entry", drop)]))


def delete(g, i):
    h = g.h
    acts = h.actions[:i] + h.actions[i + 1:]
    cur = h.cursor - 1 if i < h.cursor else h.cursor
    bounds = (h.limit, h.every, h.keep) if hasattr(h, "every") else (h.limit,)
    try:
        nh = History(g.rules, h.initial, acts, cur, *bounds)
    except ValueError as e:
        g.app.message("Can't delete", "Later entries need it: " + str(e))
        return
    g.app.pop()                      # the list (its numbers changed)
    g.replace(nh)
