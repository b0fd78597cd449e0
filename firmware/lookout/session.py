"""The whole session the device keeps: players, settings and each feature's state.

It is one JSON-able dict saved atomically through lookout.store after every change. A file that
decodes but does not look like a session is treated as damaged: the device starts fresh and
says so, it never crash-loops on it.

Nothing is thrown away by one press: a discarded game or scorepad goes to its own record on
flash ("bin-<id>"), a fresh start keeps the play before it in "prev", a save that fails its
game's check is set aside in "aside-<id>". They live outside the session so they cost no RAM
while playing; lookout.recover gets them back (imported only when needed).
"""
from lookout import players as P
from lookout.store import Store

VERSION = 1
PAD = "pad"          # the scorepad's id in bin / aside
PLAY = ("pad", "padlow", "dice", "timer", "where", "games")   # what a fresh start resets
BIN = "bin-"         # + game id: the record of its last discarded games (newest first)


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
    """True when d has the shape fresh() has (values may differ)."""
    if type(d) is not dict or d.get("v") != VERSION:
        return False
    ps = d.get("players")
    if type(ps) is not list or not P.MIN <= len(ps) <= P.MAX:
        return False
    for p in ps:
        if type(p) is not list or len(p) not in (2, 3) or type(p[0]) is not str or \
                type(p[1]) is not int or type(p[-1]) is not int:
            return False
    return type(d.get("set")) is dict and type(d.get("games")) is dict


def _mend(d):
    """A field of the wrong type: back to its default (the rest of the save stays)."""
    if type(d.get("first")) is not int:
        d["first"] = 0


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
        removed player's id stays theirs, and a pad's column stays with its person)."""
        ps = self.players()
        g = self.gone()
        n = self.data.get("nid")
        i = max(n if type(n) is int else 0, P.new_id(ps, (g[1][2],) if g else ()))
        P.add(ps, i)
        self.data["nid"] = i + 1
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
        g = self.gone()
        if g and g[1][2] == f:
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

    def gone(self):
        """[seat, player] of the last player removed (for "Bring back"), or None."""
        g = self.data.get("gone")
        if type(g) is not list or len(g) != 2 or type(g[0]) is not int or \
                type(g[1]) is not list or not 2 <= len(g[1]) <= 3:
            return None                         # none, or not one this firmware wrote
        if len(g[1]) < 3:                       # removed before ids: a new one
            g[1].append(P.new_id(self.players()))
        return g

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
        at(where) alone keeps the detail while the feature stays the same."""
        d = self.data
        if ui is not None or where != d["where"]:
            d["ui"] = ui
        d["where"] = where

    def where(self):
        """The feature the device was in (None: the menu)."""
        return self.data.get("where")

    def ui(self, where):
        """The screen detail saved with at(where, ui), if the device is resuming there."""
        d = self.data
        return d.get("ui") if d.get("where") == where else None

    def has_record(self, name):
        """Is there a side record (bin-<id>, prev, aside-<id>)? Cheap: no file is read."""
        fs = self.store.fs
        return fs.exists(name + ".sav") or fs.exists(name + ".bak")

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
        """Discard a game (New game, Abandon, Clear pad): first written to its bin record
        (the last two discarded, newest first), then gone from the session; the caller saves.
        A cut between the two leaves it in both, never in neither."""
        cur = self.game(gid)
        if cur is None:
            return
        self.push_record(BIN + gid, cur)
        if gid == PAD:
            self.data["pad"] = None
        else:
            self.data["games"].pop(gid, None)

    def record(self, name):
        """(Store, list) of a side record on the same flash (bin, prev, aside)."""
        st = Store(self.store.fs, name)
        try:
            v = st.load()
        except Exception:   # noqa: BLE001 - a damaged side record must not stop the device
            v = None
        return st, v if type(v) is list else []

    def push_record(self, name, item):
        """Put item first in record name, keeping the one before it (two in all)."""
        st, v = self.record(name)
        st.save([item] + v[:1])

    def take_note(self):
        """The set-aside message once (None when there is none)."""
        n = self.note
        self.note = None
        return n
