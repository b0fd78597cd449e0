"""The history list every game shares: its entries numbered, '>' at the current one (entries
after it are undone and can be redone). OK on an entry: go back (or forward) to it, or delete
it (the rest is replayed; refused with the core's reason when a later entry needs it)."""
from lookout.history import History, copy_data
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu


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
        items.append("%d %s" % (j + 1, g.describe(st, a)))
        st = g.rules.apply(st, a)
    cur = h.cursor
    g.app.push(Menu(g.app, "History %d/%d" % (cur, n), items, lambda i: entry(g, i, items[i]),
                    sel=max(0, cur - 1), mark=cur - 1))


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

    app.push(Menu(app, "Entry %d" % (i + 1), [("Delete entry", drop), ("Go to here", go)]))


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
