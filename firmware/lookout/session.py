"""The whole session the device keeps: players, settings and each feature's state.

It is one JSON-able dict saved atomically through lookout.store after every change. A file that
decodes but does not look like a session is treated as damaged: the device starts fresh and
says so, it never crash-loops on it.
"""
from lookout import players as P

VERSION = 1


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


class Session:
    def __init__(self, store):
        self.store = store
        self.data = fresh()
        self.warning = None
        self.resumed = False

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
            self.data = base
            self.resumed = True
        return self.data

    def save(self):
        self.store.save(self.data)

    def players(self):
        return self.data["players"]

    def names(self):
        return [p[0] for p in self.data["players"]]

    def setting(self, key):
        return self.data["set"].get(key)

    def at(self, where):
        """Remember the feature on screen ("Dice", "game:forty", ...) for the boot resume;
        None when the player is back at the menu."""
        self.data["where"] = where

    def game(self, gid):
        """A game's saved History dump, or None."""
        return self.data["games"].get(gid)

    def keep_game(self, gid, dump):
        self.data["games"][gid] = dump

    def drop_game(self, gid):
        self.data["games"].pop(gid, None)

    def reset_play(self):
        """Forget games and pads, keep players and settings."""
        keep_p = self.data["players"]
        keep_s = self.data["set"]
        self.data = fresh()
        self.data["players"] = keep_p
        self.data["set"] = keep_s
