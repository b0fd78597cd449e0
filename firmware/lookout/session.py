"""The whole session the device keeps: players, settings and each feature's state.

It is one JSON-able dict saved atomically through lookout.store after every change. A copy
that decodes but is not a session (frame) is moved aside and the older good copy used; a
field of the wrong shape in the copy used is set aside alone with its reason and its default
put back (mend), so no screen meets a value of the wrong type. The device says so, it never
crash-loops on it.

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


def fresh():
    return {
        "v": VERSION,
        "players": P.default(),
        "first": 0,         # the id of the player who goes first (P.default: Ann is 0)
        "set": {"bright": 255, "sound": 1, "led": 1},
        "pad": None,        # scorepad History dump
        "padlow": 0,        # scorepad: lowest total wins
        "dice": [],         # recent rolls, newest first: [label, total]
        "timer": {"limit": 60, "beep": 1, "turn": 0},
        "where": None,      # feature to resume into
        "games": {},        # game id -> its saved state
        "ui": None,         # screen detail to resume into (cursor, entry in progress)
    }


def valid(d):
    """True when d can be a session (frame): the companion's and the web page's check of a
    file before it replaces the device's saves."""
    return frame(d) is None


# -- the shape of a save (it can pass its checksum and still be wrong: other firmware, a hand
# edit, a bug). Here, not a module of its own: one more import cost a Pico's boot 11 ms.
def frame(d):
    """None when d can be a session, else why not (short words): a copy that is not one
    (not a dict, another version, no usable players, no games table) is not used while an
    older copy (lookout.bak) is good."""
    if type(d) is not dict:
        return "not a session"
    if d.get("v") != VERSION:
        return "version %s" % (d.get("v"),)
    why = _players(d.get("players"))
    if why:
        return "players: " + why
    if type(d.get("games")) is not dict:
        return "games: not a table"
    return None


def _players(ps):
    if type(ps) is not list:
        return "not a list"
    if not P.MIN <= len(ps) <= P.MAX:
        return "%d players" % len(ps)
    for p in ps:
        if not _player(p):
            return "a player is not [name, colour]"
    return None


def _player(p):
    """[name, colour] or [name, colour, id] (lookout.players)."""
    return type(p) is list and 2 <= len(p) <= 3 and type(p[0]) is str and p[0] != "" and \
        type(p[1]) is int and type(p[-1]) is int


def _int(v, lo, hi):
    return type(v) is int and lo <= v <= hi


def _bad(d, base, k, why, out):
    """Field k back to its default; [k, why, old value] listed."""
    out.append([k, why, d.get(k)])
    d[k] = base[k]


def mend(d, base):
    """Put d's wrongly shaped fields back to base's (a fresh session); [[field, why, value]]
    of what was taken out (a copy that failed frame() loses its players or games table)."""
    out = []
    why = _players(d.get("players"))
    if why:
        _bad(d, base, "players", why, out)
    if type(d.get("games")) is not dict:
        _bad(d, base, "games", "not a table", out)
    P.apart(d, out)
    for i in range(len(d["players"])):
        p = d["players"][i]
        if not _int(p[1], 0, len(P.RGB) - 1):
            out.append(["players", "colour %d" % p[1], p[1]])
            p[1] = i % len(P.RGB)
    for k in ("first", "padlow"):
        if type(d.get(k)) is not int:
            _bad(d, base, k, "not a number", out)
    s = d.get("set")
    if type(s) is not dict:
        _bad(d, base, "set", "not a table", out)
    else:
        for k, lo, hi in (("bright", 0, 255), ("sound", 0, 1), ("led", 0, 1)):
            if k not in s:                  # an older save: its default, nothing to say
                s[k] = base["set"][k]
            elif not _int(s[k], lo, hi):
                out.append(["set." + k, "out of range", s.get(k)])
                s[k] = base["set"][k]
    t = d.get("timer")
    if type(t) is not dict or not _int(t.get("limit"), 0, 3600) or \
            not _int(t.get("turn", 0), 0, P.MAX) or not _int(t.get("beep", 1), 0, 1):
        _bad(d, base, "timer", "not a timer", out)
    rolls = d.get("dice")
    if type(rolls) is not list or [r for r in rolls if not _roll(r)]:
        _bad(d, base, "dice", "not a list of rolls", out)
    if type(d.get("pad")) not in (dict, type(None)):
        _bad(d, base, "pad", "not a game", out)
    for k in ("where", "uiw"):
        if type(d.get(k)) not in (str, type(None)):
            out.append([k, "not a name", d.get(k)])
            d[k] = None
    g = d.get("gone")
    if g is not None and (type(g) is not list or len(g) != 2 or type(g[0]) is not int or
                          not _player(g[1])):
        out.append(["gone", "not a player", g])
        d["gone"] = None
    games = d["games"]
    for gid in list(games):
        if type(games[gid]) is not dict:
            out.append(["games." + gid, "not a game", games.pop(gid)])
    return out


def _roll(r):
    return type(r) is list and len(r) >= 3 and type(r[0]) is str and type(r[1]) is int and \
        type(r[2]) is list


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
        st = self.store
        try:
            d = st.load(frame)
            st.move_bad()
        except Exception:   # noqa: BLE001 - a storage fault must not stop the device
            d = None
            st.warning = "Storage error:\nstarting fresh"
        self.warning = st.warning
        self.data = fresh()
        r = getattr(st, "rejected", None)   # no good copy: what can be used of the newest
        if d is None and r is not None and type(r[1]) is dict and r[1].get("v") == VERSION:
            d = r[1]
            st.seq = r[0]
        st.rejected = None
        if d is not None:
            self.data.update(d)
            out = mend(self.data, fresh())
            self.resumed = True
            if out:                  # each wrong field alone, with its reason
                self.warning = "Save partly wrong: %s set aside (kept); the rest is used." % (
                    ", ".join(["%s (%s)" % (o[0], o[1]) for o in out]))
                try:
                    self.put("aside-session-", "wrong shape", len(out), out)
                except OSError:          # a full flash: said, and the device starts anyway
                    self.warning += " (Flash full: not kept.)"
        return self.data

    def save(self):
        """Write the session; OSError when the flash cannot take it (the App says so)."""
        self.store.save(self.data)

    def say(self, text):
        """A notice for the device to show once the press is done (App.step), once."""
        if text not in self.notices:
            self.notices.append(text)

    def players(self):
        """[name, colour, id] in seating order. Players from a save before ids get theirs
        here (seat k: id k, and "first" was a seat: it becomes that player's id)."""
        d = self.data
        ps = d["players"]
        for p in ps:
            if len(p) < 3:
                self._ids()
                break
        return ps

    def _ids(self):
        d = self.data
        ps = d["players"]
        seat = d["first"] % len(ps) if type(d["first"]) is int else 0
        if P.ensure_ids(ps):                 # a save from before ids: seat k is id k now
            d["first"] = ps[seat][2]
            if d.get("pad"):
                from lookout import scorepad
                d["pad"] = scorepad.migrate(d["pad"], len(ps))

    def names(self):
        return [p[0] for p in self.players()]

    def add_player(self):
        """A new player at the end of the table, with an id never given before ("nid": a
        removed player's id, name and pad column stay theirs)."""
        ps = self.players()
        n = self.data.get("nid")
        gone = [g[1] for g in self.removed()]
        P.add(ps, max(n if type(n) is int else 0, P.new_id(ps, [g[2] for g in gone])), gone)
        self.data["nid"] = ps[-1][2] + 1
        return ps

    def first(self):
        """Seat of the player marked "goes first" in Players (kept as their id, so it stays
        with them when seats change): every game's default first player, leader or dealer,
        and the timer's first turn. While they are removed: whoever sits in their seat."""
        ps = self.players()
        f = self.data["first"]
        s = P.seat_of(ps, f)
        if s >= 0:
            return s
        for g in self.removed():
            if g[1][2] == f:
                return g[0] % len(ps)
        return 0

    def setting(self, key):
        return self.data["set"].get(key)

    # -- what the screens change: one method each, so no screen writes the dict (caller saves)
    def set_setting(self, key, value):
        self.data["set"][key] = value

    def set_first(self, seat):
        """The player in this seat goes first (their id is kept)."""
        self.data["first"] = self.players()[seat][2]

    def removed(self):
        """Everyone removed, newest first: [[seat, player], ...] (lookout.players.removed)."""
        return P.removed(self.data, self.players())

    def set_removed(self, gone):
        P.set_removed(self.data, gone)

    def gone(self):
        """[seat, player] of the last player removed, or None."""
        g = self.removed()
        return g[0] if g else None

    def set_gone(self, gone):
        self.set_removed(([gone] if gone else []) + self.removed()[1:])

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

    def timer_turn(self):
        """The seat whose turn the timer shows: its player's (by id, "who"), wherever they
        sit now; the seat saved ("turn") when they are not at the table."""
        t = self.data["timer"]
        ps = self.players()
        s = P.seat_of(ps, t["who"]) if type(t.get("who")) is int else -1
        if s < 0:
            s = t.get("turn", 0)
        return s % len(ps) if type(s) is int else 0

    def set_timer(self, turn=None, limit=None):
        t = self.data["timer"]
        if turn is not None:
            t["turn"] = turn
            ps = self.players()
            if 0 <= turn < len(ps):
                t["who"] = ps[turn][2]
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
            from lookout.kept import steps
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
