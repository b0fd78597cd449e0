"""The whole session the device keeps: players, settings and each feature's state.

It is one JSON-able dict saved atomically through lookout.store after every change. A copy
that decodes but is not a session (lookout.shape.frame) is moved aside and the older good copy
used; a field of the wrong shape in the copy used is set aside alone with its reason and its
default put back (lookout.shape.mend). The device says so, it never crash-loops on it.

Nothing is thrown away by one press: a discarded, finished or replaced game or scorepad, the
play before a fresh start and a save that fails its check each go to a record of their own in
the bin on flash (lookout.kept), kept until the flash needs the room (the device says which
it lets go). They live outside the session so they cost no RAM while playing;
lookout.recover gets them back (imported only when needed).
"""
from lookout import players as P

VERSION = 1
PAD = "pad"          # the scorepad's id in bin / aside
PLAY = ("pad", "padlow", "dice", "timer", "where", "games")   # what a fresh start resets
BIN = "bin-"         # + game id: its discarded games in the bin (lookout.kept.GAME)
FULL = "Flash full: %d KB free; remove put-aside games in Settings."


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
        "ui": None,         # screen detail to resume into (cursor, entry in progress)
    }


def steps(d):
    """How many steps a game's save holds (its History's cursor), to tell kept games apart."""
    if type(d) is dict:
        c = d.get("c")
        if type(c) is int:
            return c
        return steps(d.get("g"))
    return 0


class Session:
    def __init__(self, store):
        self.store = store
        self.data = fresh()
        self.warning = None
        self.resumed = False
        self.note = None          # why a game was just set aside, for the screen to show
        self.notices = []         # what the App shows after this press (the bin let one go)
        self._kinds = None        # kinds of records in the bin (lookout.kept), None: not read

    def load(self):
        from lookout import shape
        st = self.store
        try:
            d = st.load(shape.frame)
        except Exception:   # noqa: BLE001 - a storage fault must not stop the device
            d = None
            st.warning = "Storage error:\nstarting fresh"
        self.warning = st.warning
        self.data = fresh()
        out = []
        if d is None and getattr(st, "rejected", None) is not None:
            d = shape.salvage(st.rejected[1], fresh(), out)    # no good copy: what can be
            st.seq = st.rejected[0]                             # used of the newest
            st.rejected = None
        if d is not None:
            self.data.update(d)
            out += shape.mend(self.data, fresh())
            self.resumed = True
            if out:                  # each wrong field alone, with its reason
                self.warning = "Save partly wrong: %s set aside (kept); the rest is used." % (
                    ", ".join(["%s (%s)" % (o[0], o[1]) for o in out]))
                try:
                    self.put("aside-session-", "wrong shape", len(out), out)
                except OSError:          # a full flash: said, and the device starts anyway
                    self.warning += " (Flash full: not kept.)"
        shape = None
        import sys                       # only the load needs it: its RAM back
        import lookout
        sys.modules.pop("lookout.shape", None)
        if hasattr(lookout, "shape"):
            delattr(lookout, "shape")
        return self.data

    def save(self):
        """Write the session; OSError when the flash cannot take it (the App says so)."""
        self.store.save(self.data)

    def full_text(self):
        """The words for a full flash, with the room left."""
        free = self.store.fs.free() if hasattr(self.store.fs, "free") else -1
        return FULL % (max(0, free) // 1024)

    def say(self, text):
        """A notice for the device to show once the press is done (App.step), once."""
        if text not in self.notices:
            self.notices.append(text)

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

    # -- what the screens change: one method each, so no screen writes the dict (caller saves)
    def set_setting(self, key, value):
        self.data["set"][key] = value

    def set_first(self, seat):
        self.data["first"] = seat

    def gone(self):
        """[seat, player] of the last player removed (for "Bring back"), or None."""
        return self.data.get("gone")

    def set_gone(self, gone):
        self.data["gone"] = gone

    def pad_low(self):
        """Scorepad: does the lowest total win?"""
        return bool(self.data["padlow"])

    def set_pad_low(self, low):
        self.data["padlow"] = 1 if low else 0

    def rolls(self):
        """Recent dice rolls, newest first: [label, total, faces]."""
        return self.data["dice"]

    def set_rolls(self, rolls):
        self.data["dice"] = rolls

    def timer(self):
        """The turn timer's {"limit": seconds, "beep", "turn": seat}."""
        return self.data["timer"]

    def set_timer(self, turn=None, limit=None):
        t = self.data["timer"]
        if turn is not None:
            t["turn"] = turn
        if limit is not None:
            t["limit"] = limit

    def at(self, where, ui=None):
        """Remember the feature on screen ("Dice", "game:forty", ...) for the boot resume;
        None when the player is back at the menu. ui: small JSON-able detail of the screen
        (its cursor) saved with the next save, for the feature to pick up again on resume;
        at(where) alone keeps the detail while the feature stays the same, and at(None) keeps
        it for the feature left (the scorepad opens on its cursor again)."""
        d = self.data
        if ui is not None:
            d["ui"] = ui
            d["uiw"] = where
        elif where is not None and where != self._uiw():
            d["ui"] = None
            d["uiw"] = where
        d["where"] = where

    def _uiw(self):
        """The feature the screen detail belongs to (a save before it had "uiw": where)."""
        d = self.data
        return d["uiw"] if "uiw" in d else d.get("where")

    def where(self):
        """The feature the device was in (None: the menu)."""
        return self.data.get("where")

    def ui(self, where):
        """The screen detail saved with at(where, ui) for this feature, else None."""
        return self.data.get("ui") if self._uiw() == where else None

    def has_record(self, name):
        """Is there a record in the bin of this kind ("bin-pad", "prev")? The kinds on flash
        are listed once (one folder listing, no module loaded: a game's menu asks), and again
        after the bin changes. A record of the firmware before ("bin-pad.sav") counts too."""
        if self._kinds is None:
            kinds = set()
            for f in self.store.fs.listdir(""):
                if f.endswith(".sav"):
                    i = f.rfind("-")
                    kinds.add(f[:i + 1] if f[i + 1:-4].isdigit() else f[:-4] + "-")
            self._kinds = kinds
        return name + "-" in self._kinds

    def bin_changed(self):
        """A record was added or removed: has_record lists the folder again."""
        self._kinds = None

    def put(self, kind, why, size, value, spare=None):
        """A new record in the bin (lookout.kept.put); what it let go is said (notices).
        OSError when the flash has no room even for it alone."""
        from lookout import kept
        gone = []
        self.bin_changed()
        try:
            kept.put(self.store.fs, kind, why, size, value, gone, spare)
        finally:
            if gone:
                self.say("Let go of %s." % "; ".join(gone))

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

    def drop_game(self, gid, why="put aside", spare=None):
        """Discard a game (New game, Abandon, Clear pad, a new game over a finished one): first
        written to its own record in the bin, then gone from the session; the caller saves.
        A cut between the two leaves it in both, never in neither; a flash too full for the
        record raises OSError and the game stays."""
        cur = self.game(gid)
        if cur is None:
            return
        if gid != PAD or cur.get("a"):           # (an empty pad holds nothing to keep)
            self.put(BIN + gid + "-", why, steps(cur), cur, spare)
        if gid == PAD:
            self.data["pad"] = None
        else:
            self.data["games"].pop(gid, None)

    def take_note(self):
        """The set-aside message once (None when there is none)."""
        n = self.note
        self.note = None
        return n
