"""One Black Keep game at the table: the layout the table chose, the board, its sight tables
(built a slice at a time while people set up), the game's controller (KeepPlay, the shared
lookout.screens.gameplay.GamePlay holding the Game), and the UI's own small state, all saved
together through the controller ("keep" game entry: {r: layout, ui: progress, g: Game.dump()}).

The layout ("r", lookout.keep.layout) is what the wizard edits: the vault's file, and per map
tile its file (the side up), the vault edge it touches and its turn, from every good tile file
in tiles/ and usertiles/ (lookout.keep.tilelib). The game carries the board's recipe
(lookout.keep.recipe), so a resume rebuilds the same board (or says which tile file changed).
"""
import gc

from lookout.screens.gameplay import GamePlay

GID = "keep"
SIGHT_SLICE = 1          # sight rows built per tick (~60 ms each on the Pico, bench-pico)


def lib(app):
    from lookout.keep.tilelib import PREFER, TileLib
    return TileLib(app.hal.fs, PREFER)


class _Parsed:
    """A tile library that parses each file once for its owner (the layout screen's dict
    path -> Tile): a change of side, edge or turn rebuilds the board (~210 ms on the Pico)
    without parsing the five files again (~90 ms each)."""

    def __init__(self, lib, tiles):
        self.lib = lib
        self.tiles = tiles

    def load(self, path):
        t = self.tiles.get(path)
        if t is None:
            t = self.tiles[path] = self.lib.load(path)
        return t


def build_board(app, rec, tiles=None, later=False):
    """Board from a layout (lookout.keep.layout); BoardError/TileError (ValueErrors) say what
    is wrong. tiles: a dict of tiles parsed before (see _Parsed), kept to the layout's own.
    later: the board's second half waits for its finish() (Board)."""
    from lookout.keep import layout, recipe
    gc.collect()
    vault, placed = layout.placed(rec)
    if tiles is not None:
        keep = [vault] + [p[0] for p in placed]
        for p in list(tiles):
            if p not in keep:
                del tiles[p]
    b = recipe.make(lib(app) if tiles is None else _Parsed(lib(app), tiles), vault, placed,
                    later=later)
    gc.collect()
    return b


def gone(app):
    """A game is made or loaded: the code only that needed gives its RAM back."""
    from lookout.keep import load
    app.drop(*load.ONCE)
    app.drop("lookout.screens.keep.opening")


def describe(st, a):
    """A history-list line for action a (st: the state before it); public facts only."""
    k = a[0]
    col = st["col"]
    if k == "guards":
        return "Guards T%d P%d" % (st["turn"], st["mv"])
    if k == "join":
        return "%s joins" % col[a[1]]
    if k == "buy":
        if a[2] < 0:
            return "%s buys face down" % col[a[1]]
        from lookout.keep import cards as C
        c = st["mkt"][a[2]]
        return "%s buys %s" % (col[a[1]], C.name(st, c) if c is not None else "?")
    if k == "pass":
        return "%s passes" % col[a[1]]
    if k == "play":
        return "%s plays" % col[a[1]]
    if k == "market":                    # the table deals: a face-up card, public
        from lookout.keep import cards as C
        return "Market %d: %s" % (a[1] + 1, C.name(st, C.guard_index(st, a[2])))
    if k == "drew":                      # ... a face-down one: never named here
        return "%s drew a card" % col[a[1]]
    return k


class KeepPlay(GamePlay):
    """Black Keep's GamePlay: the same undo, redo, save, resume marker, leave, abandon and
    history list as every game; its save also holds the table's layout and the screens'
    progress, and a History rebuilt from the list becomes a Game on the same board."""

    def __init__(self, app, table, game):
        GamePlay.__init__(self, app, GID, game.model, game)
        self.table = table
        self.describe = self.line
        self.did = -1
        self.cursor = self.mark         # the resume marker (screens/keep/resume.py)
        self.later = False              # this step's save waits for its frame (guards)
        self.traced = None              # (phase before, action): the trace record to write

    def mark(self):
        """The History's cursor if this save is a step's (g.do), else -1 (taken once)."""
        m = self.did
        self.did = -1
        return m

    def line(self, st, a):
        if a[0] == "fix":               # corrections name hexes: the board's names
            from lookout.keep import fix
            return fix.describe(self.h.kc, st, a)
        return describe(st, a)

    def do(self, action):
        self.app.flush()                # a guards phase's save left for after its frame
        st = self.h.state
        self.was = (st["phase"], st["turn"], st["mv"])
        self.later = action[0] == "guards"
        ok = GamePlay.do(self, action)
        self.later = False              # (a refused step saves nothing)
        return ok

    def noted(self, action):
        self.did = self.h.cursor        # a step: a power cut resumes to what it opened
        if action[0] == "guards":
            self.table.ui["last"] = list(self.h.state["msg"])
        self.traced = (self.was, action)

    def save(self):
        """The screens updated at once; the writing (the phase's trace record, the session)
        for a guards phase once its first instruction is on the panel (App.save_after: ~70 ms
        sooner on the Pico): cut before, the device resumes before the phase, and the same
        dice give the same moves again."""
        if self.changed:
            self.changed()
        if self.later:
            self.later = False
            self.app.save_after(self.store)
        else:
            self.store()

    def store(self):
        t = self.traced
        if t is not None and (t[1][0] == "guards" or t[0][0] == "play"):   # may end a phase
            self.traced = None
            from lookout.keep import trace  # a phase's record for the replay: its number
            fs = self.app.hal.fs            # now (saved with the step), its bytes after
            d = trace.due(fs, self.table.ui, t[0], t[1], self.h.state)     # the frame
            if d is not None:
                self.app.save_after(lambda: trace.write(fs, d))
        self.traced = None
        GamePlay.store(self)

    def entry(self):
        t = self.table
        return {"r": t.rec, "ui": t.ui, "g": self.h.dump()}

    def replace(self, h):
        from lookout.keep.game import Game
        t = self.table
        GamePlay.replace(self, Game(t.board, h.initial, h.actions, h.cursor, kc=t.kc))


class Table:
    """The game being played: g is its KeepPlay (None until the wizard starts the game).
    ui: JSON-able dict of the screens' own progress (last guards phase, PIN lockouts), saved
    with the game."""

    def __init__(self, app, rec, board=None):
        self.app = app
        self.rec = rec
        self.board = board if board is not None else build_board(app, rec)
        self.sight = None
        self.kc = None
        self.g = None
        self.ui = {}
        self._view = None
        self._kept = None

    @property
    def game(self):
        """The Game (a History) in play: read its state and views; change it through g."""
        g = self.g
        return g.h if g is not None else None

    def view(self):
        if self._view is None:
            from lookout.screens.keep.view import MapView
            self._view = MapView(self.board, kept=self._kept)
            self._kept = None
        return self._view

    def forget_view(self):
        """The map's tables given back (no map on screen): the next view() makes them again.
        Its pre-drawn layers stay for it (~3.5 KB that a fragmented heap may not have in one
        piece later); a board of another size makes its own."""
        if self._view is not None:
            self._kept = self._view.kept
        self._view = None

    # -- sight tables, a slice at a time ------------------------------------------------
    def sight_left(self):
        s = self.sight
        if s is None:
            return self.board.n
        return s.n - s._next if s._next < s.n else 0

    def work(self):
        """Build a few more sight rows; True when something changed (progress to redraw)."""
        s = self.sight
        if s is None or s._next >= s.n:
            return False
        if s.warm(SIGHT_SLICE) == 0:
            from lookout.keep import sightcache
            try:
                sightcache.save(self.app.hal.fs, s)
            except (OSError, ValueError):
                pass
            s._edges = None
        return True

    # -- the game -------------------------------------------------------------------------
    def new_game(self, players, difficulty, first, deal="table", cards=()):
        from lookout.keep.game import Game
        rb = self.app.hal.random_bytes(3)
        seed = rb[0] | rb[1] << 8 | rb[2] << 16
        own = [i if i < players else -1 for i in range(len(self.board.tiles) - 1)]
        game = Game.new(self.board, seed, kc=self.kc, players=players,
                        difficulty=difficulty, first=first, owners=own, deal=deal,
                        cards=cards)
        gone(self.app)
        self.ui = {"step": "place", "gi": 0, "join": 0, "bad": [0] * players,
                   "last": []}
        self.g = KeepPlay(self.app, self, game)

    def save(self):
        """The game, its layout and the screens' progress, saved at once (through g)."""
        self.g.save()

    def close(self):
        """Drop the board, tables and game: MicroPython's collector is conservative, so a
        stale word pointing at this Table must not keep ~100 KB alive after leaving."""
        g = self.g
        if g is not None:               # (and a stale word pointing at the controller holds
            g.table = g.changed = g.h = None    # no game either)
        if self.sight is not None:
            self.sight.close()          # (a table read from its flash file: that file)
        self.board = self.sight = self.kc = self.g = self._view = self._kept = None
        self.lockout = None

    # -- public facts the screens show ----------------------------------------------------
    def colour(self, p):
        return self.game.state["col"][p]

    def tile_label(self, t):
        return self.board.tiles[t].label
