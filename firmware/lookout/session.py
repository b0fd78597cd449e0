"""The whole session the device keeps: players, settings and each feature's state.

It is one JSON-able dict saved atomically through lookout.store after every change. A file that
decodes but does not look like a session is treated as damaged: the device starts fresh and
says so, it never crash-loops on it.

Nothing is thrown away by one press:
- a discarded game or scorepad (New game, Clear pad, Abandon) goes to "bin", one per game id,
  and `restore(gid)` swaps it back (the game then in play goes to the bin: restoring is
  undoable too);
- a fresh start (`fresh_start`, `reset_all`) keeps the play before it in "prev" until the next
  fresh start; `restore_previous()` swaps them;
- a game whose save does not pass its rules core's check is set aside in "aside" (kept for a
  later fix, with the reason) instead of crashing the screen every time it is opened.
"""
from lookout import players as P

VERSION = 1
PAD = "pad"          # the scorepad's id in bin / aside
PLAY = ("pad", "padlow", "dice", "timer", "where", "games", "bin")   # what a fresh start resets


def fresh():
    return {
        "v": VERSION,
        "players": P.default(),
        "first": 0,
        "set": {"bright": 255, "sound": 1, "led": 1},
        "pad": None,        # scorepad History dump
        "padlow": 0,        # scorepad: lowest total wins
        "dice": [],         # recent rolls, newest first: [label, total]
        "timer": {"limit": 60, "beep": 1, "turn": 0},
        "where": None,      # feature to resume into
        "games": {},        # game id -> its saved state
        "bin": {},          # game id (or "pad") -> the last one discarded
        "prev": None,       # the play fields before the last fresh start
        "aside": {},        # game id -> [why, dump] for saves that failed their check
        "ui": None,         # screen detail to resume into (cursor, entry in progress)
    }


def valid(d):
    """True when d has the shape fresh() has (values may differ)."""
    if type(d) is not dict or d.get("v") != VERSION:
        return False
    ps = d.get("players")
    if type(ps) is not list or not P.MIN <= len(ps) <= P.MAX:
        return False
    for p in ps:
        if type(p) is not list or len(p) != 2 or type(p[0]) is not str or type(p[1]) is not int:
            return False
    return type(d.get("set")) is dict and type(d.get("games")) is dict


def _mend(d):
    """Fields added since a save was written, or the wrong type: back to their default (the
    rest of the save stays)."""
    base = fresh()
    for k in ("bin", "aside"):
        if type(d.get(k)) is not dict:
            d[k] = base[k]
    if type(d.get("prev")) is not dict:
        d["prev"] = None
    if type(d.get("first")) is not int:
        d["first"] = 0


def _wrap(text, width=16, lines=3):
    """text broken at spaces into at most `lines` lines of `width` characters."""
    out = []
    line = ""
    for w in text.split():
        if line and len(line) + 1 + len(w) > width:
            out.append(line)
            line = ""
        line = (line + " " + w) if line else w[:width]
    out.append(line)
    return "\n".join(out[:lines])


class Session:
    def __init__(self, store):
        self.store = store
        self.data = fresh()
        self.warning = None
        self.resumed = False
        self.note = None          # why a game was just set aside, for the screen to show

    def load(self):
        try:
            d = self.store.load()
        except Exception:   # noqa: BLE001 - a storage fault must not stop the device
            d = None
            self.store.warning = "Storage error:\nstarting fresh"
        self.warning = self.store.warning
        if d is None:
            self.data = fresh()
        elif not valid(d):
            self.data = fresh()
            self.warning = "Save not usable:\nstarting fresh"
        else:
            base = fresh()
            base.update(d)
            _mend(base)
            self.data = base
            self.resumed = True
        return self.data

    def save(self):
        self.store.save(self.data)

    def players(self):
        return self.data["players"]

    def names(self):
        return [p[0] for p in self.data["players"]]

    def first(self):
        """Seat of the player marked "goes first" in Players: every game's default first
        player, leader or dealer, and the timer's first turn."""
        return self.data["first"] % len(self.data["players"])

    def setting(self, key):
        return self.data["set"].get(key)

    def at(self, where, ui=None):
        """Remember the feature on screen ("Dice", "game:forty", ...) for the boot resume;
        None when the player is back at the menu. ui: small JSON-able detail of the screen
        (cursor, entry in progress) for the feature to pick up again, or None."""
        self.data["where"] = where
        self.data["ui"] = ui

    def ui(self, where):
        """The screen detail saved with at(where, ui), if the device is resuming there."""
        d = self.data
        return d.get("ui") if d.get("where") == where else None

    # -- games and the scorepad -------------------------------------------------
    def game(self, gid):
        """A game's saved History dump (gid "pad": the scorepad's), or None."""
        if gid == PAD:
            return self.data["pad"]
        return self.data["games"].get(gid)

    def keep_game(self, gid, dump):
        if gid == PAD:
            self.data["pad"] = dump
        else:
            self.data["games"][gid] = dump

    def drop_game(self, gid):
        """Discard a game (New game, Abandon, Clear pad): it goes to the bin, restorable until
        the next game of that id is discarded."""
        cur = self.game(gid)
        if cur is None:
            return
        self.data["bin"][gid] = cur
        if gid == PAD:
            self.data["pad"] = None
        else:
            self.data["games"].pop(gid, None)

    def discarded(self, gid):
        """The last discarded game of this id (a History dump), or None."""
        return self.data["bin"].get(gid)

    def restore(self, gid):
        """Bring the last discarded game back; the one in play (if any) takes its place in the
        bin, so a restore can itself be undone. False when there is nothing to restore."""
        old = self.data["bin"].pop(gid, None)
        if old is None:
            return False
        cur = self.game(gid)
        if cur is not None:
            self.data["bin"][gid] = cur
        self.keep_game(gid, old)
        return True

    def open_game(self, gid, model, limit=0):
        """The game's History from its save, or None when there is none. A save that fails
        its rules core's check (lookout.games.check) or cannot be replayed is set aside (kept
        in "aside" with the reason, for a later fix) and `note` says so; the device goes on."""
        from lookout.history import History
        d = self.game(gid)
        if d is None:
            return None
        try:
            from lookout.games import check
            check.dump(d)
            check.state(gid, d["i"])
            h = History.load(model, d, limit)
            check.state(gid, h.state)
            return h
        except MemoryError:
            raise
        except Exception as e:   # noqa: BLE001 - any fault in a save means: set it aside
            why = str(e) or type(e).__name__
        self.data["aside"][gid] = [why, d]
        if gid == PAD:
            self.data["pad"] = None
        else:
            self.data["games"].pop(gid, None)
        if self.data.get("where") in ("game:" + gid, "Scorepad"):
            self.data["where"] = None
        self.note = "%s save damaged:\n%s\nSet aside (kept);\nstarting afresh." % (
            "Scorepad" if gid == PAD else "This game's", _wrap(why))
        return None

    def take_note(self):
        """The set-aside message once (None when there is none)."""
        n = self.note
        self.note = None
        return n

    # -- fresh starts ------------------------------------------------------------
    def fresh_start(self):
        """Forget scores, games and pads, keep players and settings; the play before stays
        in "prev" (restore_previous) until the next fresh start."""
        d = self.data
        base = fresh()
        prev = {}
        for k in PLAY:
            prev[k] = d[k]
            d[k] = base[k]
        d["prev"] = prev
        d["ui"] = None

    reset_play = fresh_start

    def reset_all(self):
        """Forget players and settings too (Settings > Reset all); also restorable."""
        d = self.data
        prev = {}
        for k in PLAY + ("players", "first", "set"):
            prev[k] = d[k]
        nd = fresh()
        nd["prev"] = prev
        nd["aside"] = d["aside"]
        self.data = nd

    def has_previous(self):
        return self.data["prev"] is not None

    def restore_previous(self):
        """Swap the play from before the last fresh start with the current one (so a restore
        is undone by restoring again). False when there is none."""
        d = self.data
        prev = d["prev"]
        if prev is None:
            return False
        now = {}
        for k in prev:
            now[k] = d[k]
            d[k] = prev[k]
        d["prev"] = now
        d["where"] = None
        d["ui"] = None
        if len(d["players"]) < P.MIN:
            d["players"] = P.default()
        return True
