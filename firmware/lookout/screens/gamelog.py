"""The history list every game shares: its entries numbered, '>' at the current one (entries
after it are undone and can be redone). OK on an entry: go back (or forward) to it, or delete
it. A deletion is a step like any other (lookout.history: Undo brings the entry back) and
never changes who did what: every core logs its entries with their player and what their
effect depends on, so the later entries stay theirs. A later entry the rules would then refuse
is named and the deletion refused with the reason; one that would then be out of turn (the
core's `off_turn`) is named in the question."""
from lookout.history import VOID
from lookout.ui.dialogs import Confirm
from lookout.ui.menu import Menu


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
            items.append("%d Deleted %d" % (j + 1, j - a[1] + 1))
        elif j in gone:
            items.append("%d x %s" % (j + 1, g.describe(st, a)))
        else:
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
        ask(g, i, label)

    app.push(Menu(app, "Entry %d" % (i + 1), [("Delete entry", drop), ("Go to here", go)]))


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
        said += " Still their own, out of turn: " + ", ".join(off) + "."
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
