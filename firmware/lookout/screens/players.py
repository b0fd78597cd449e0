"""Players: 2-6 names and colours in seating order (clockwise), and who goes first. Every
player keeps an id for good (lookout.players): moving, removing and bringing back a player
changes seats, never whose scores or turn are whose."""
from lookout import players as P
from lookout.ui.menu import Menu

# colours short enough that an 8-letter name, a space and its colour fit beside the ">" mark
# (14 columns); shorter names keep the full colour name
SHORT = ("Red", "Blue", "Green", "Yel.", "Purp.", "White")
BESIDE_MARK = 14


def back_row(name):
    """The row that undoes a Remove: the name whole, shorter words when it is long."""
    b = "Bring back " + name
    return b if len(b) <= BESIDE_MARK else "Back: " + name


class PlayersScreen(Menu):
    def __init__(self, app):
        super().__init__(app, "Players", [], self.pick)
        self.refresh()

    def refresh(self):
        s = self.app.session
        ps = s.players()
        items = ["%-8s%s" % (p[0], P.COLOURS[p[1]]) if len(p[0]) < 8 else
                 "%s %s" % (p[0][:8], SHORT[p[1]]) for p in ps]
        items.append("+ Add player")
        for g in s.removed():                     # everyone removed, newest first
            items.append(back_row(g[1][0]))
        self.title = "Players (%d)" % len(ps)
        self.mark = s.first()
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
            self._try(self.app.session.add_player)     # a new id: no one's scores
            return
        if i > len(ps):
            self.bring_back(i - len(ps) - 1)
            return
        self.app.push(Menu(self.app, ps[i][0], self.edit_rows(i)))

    def bring_back(self, k):
        """Undo the k-th Remove listed (newest first): the player returns to their seat,
        with their id, so their points and turns are theirs again."""
        s = self.app.session
        gone = s.removed()
        i, p = gone[k]
        ps = s.players()
        if len(ps) >= P.MAX:
            self.app.message("Players", "At most %d players at the table: remove one "
                             "first." % P.MAX)
            return
        if p[0] in s.names():                   # a save from before names were kept apart
            self.app.message("Players", "%s is taken at the table: rename that player first."
                             % p[0])
            return
        if p[2] in P.ids(ps):                   # removed before a Reset all (older saves)
            self.app.message("Players", "%s sat at the table before a Reset all: Restore "
                             "session brings that table back." % p[0])
            return
        if p[1] in [q[1] for q in ps]:          # their colour taken since: a free one
            p[1] = P.free_colour(ps)
        ps.insert(min(i, len(ps)), p)
        s.set_removed(gone[:k] + gone[k + 1:])
        self.changed()

    def edit_rows(self, i):
        """What can be done to player i, each row with its action."""
        app = self.app
        s = app.session
        ps = s.players()

        def then(fn):
            def run():
                app.pop()               # the edit menu
                fn()
            return run

        gone = [g[1] for g in s.removed()]      # their names stay theirs

        def pick_name():
            app.push(Menu(app, "Name", P.NAMES,
                          lambda n: (app.pop(), self._try(P.rename, ps, i, P.NAMES[n], gone))))

        def type_name():
            from lookout.ui.textentry import TextEntry
            app.push(TextEntry(app, "Name", ps[i][0],
                               lambda t: self._try(P.rename, ps, i, t, gone)))

        def colour():
            def set_colour(c):
                app.pop()
                ps[i][1] = c
                self.changed()
            app.push(Menu(app, "Colour", P.COLOURS, set_colour, sel=ps[i][1], mark=ps[i][1]))

        def move(step):
            self.sel = P.move(ps, i, step)     # "goes first" is an id: it moves with them
            self.changed()

        def first():
            s.set_first(i)
            s.set_timer(turn=i)                   # the timer starts with them too
            self.changed()

        def remove():
            from lookout.ui.dialogs import Confirm

            def yes():
                gone = [i, list(ps[i])]

                def out():
                    P.remove(ps, i)
                    s.set_removed([gone] + s.removed())   # "Bring back <name>" undoes it
                self._try(out)          # one save: a power cut between two lost the player
            q = "Remove %s from the table? \"%s\" in Players undoes it." % (
                ps[i][0], back_row(ps[i][0]))
            was = s.removed()
            if len(was) >= P.KEEP_GONE:         # the oldest row goes: said before, not after
                q += " %s, removed longest ago, can then no longer come back." % (
                    was[P.KEEP_GONE - 1][1][0])
            app.push(Confirm(app, "Remove", q, yes))

        return [("Pick a name", then(pick_name)), ("Type a name", then(type_name)),
                ("Colour", then(colour)), ("Move up", then(lambda: move(-1))),
                ("Move down", then(lambda: move(1))), ("Remove", then(remove), None, 1),
                ("Goes first", then(first))]      # Remove inside: UP from the top never


def start(app):
    app.push(PlayersScreen(app))
