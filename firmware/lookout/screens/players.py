"""Players: 2-6 names and colours in seating order (clockwise), and who goes first."""
from lookout import players as P
from lookout.ui.menu import Menu

EDIT = ("Pick a name", "Type a name", "Colour", "Move up", "Move down", "Goes first", "Remove")


class PlayersScreen(Menu):
    def __init__(self, app):
        super().__init__(app, "Players", [], self.pick)
        self.refresh()

    def refresh(self):
        d = self.app.session.data
        ps = d["players"]
        d["first"] %= len(ps)
        items = ["%-8s%s" % (p[0], P.COLOURS[p[1]]) for p in ps]
        items.append("+ Add player")
        self.title = "Players (%d)" % len(ps)
        self.mark = d["first"]
        self.set_items(items)

    def enter(self):
        self.refresh()

    def changed(self):
        self.app.save()
        self.refresh()

    def _try(self, fn, *args):
        try:
            r = fn(*args)
        except ValueError as e:
            self.app.message("Players", str(e))
            return None
        self.changed()
        return r

    def pick(self, i):
        ps = self.app.session.players()
        if i == len(ps):
            self._try(P.add, ps)
            return
        self.app.push(Menu(self.app, ps[i][0], EDIT, lambda k: self.edit(i, k)))

    def edit(self, i, k):
        app = self.app
        ps = app.session.players()
        d = app.session.data
        app.pop()
        if k == 0:
            app.push(Menu(app, "Name", P.NAMES,
                          lambda n: (app.pop(), self._try(P.rename, ps, i, P.NAMES[n]))))
        elif k == 1:
            from lookout.ui.textentry import TextEntry
            app.push(TextEntry(app, "Name", ps[i][0],
                               lambda s: self._try(P.rename, ps, i, s)))
        elif k == 2:
            def colour(c):
                app.pop()
                ps[i][1] = c
                self.changed()
            app.push(Menu(app, "Colour", P.COLOURS, colour, sel=ps[i][1], mark=ps[i][1]))
        elif k == 3 or k == 4:
            j = P.move(ps, i, -1 if k == 3 else 1)
            if d["first"] in (i, j) and i != j:
                d["first"] = j if d["first"] == i else i
            self.sel = j
            self.changed()
        elif k == 5:
            d["first"] = i
            self.changed()
        elif k == 6:
            if self._try(P.remove, ps, i) is not None and d["first"] >= len(ps):
                d["first"] = 0
                self.changed()
