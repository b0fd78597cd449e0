"""The shape of a saved session, checked as it is loaded (a save can pass its checksum and still
be wrong: written by other firmware, edited by hand, a bug). Two levels:

- frame(d): a copy that is not a session at all (not a dict, another version, no usable
  players, no games table) is not used while an older copy (lookout.bak) is good;
- mend(d): in the copy used, a field of the wrong shape (a timer that is a number, a colour
  past the palette, a game's save that is no table...) is taken out alone, its default put in
  its place, and [field, why, value] listed for the session to set aside with its reason. The
  rest is used. No screen then meets a value of the wrong type.

Imported by Session.load only (and dropped with the other features' modules at the menu).
"""
from lookout import players as P

VERSION = 1


def frame(d):
    """None when d can be a session, else why not (short words)."""
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


def salvage(d, base, out):
    """No copy passed frame(): the newest that failed it, if it is a session of this version,
    with its players or games table set aside (listed in out) and base's put in; else None."""
    if type(d) is not dict or d.get("v") != VERSION:
        return None
    why = _players(d.get("players"))
    if why:
        _bad(d, base, "players", why, out)
    if type(d.get("games")) is not dict:
        _bad(d, base, "games", "not a table", out)
    return d


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
    of what was taken out. d must have passed frame()."""
    out = []
    names = []
    for i in range(len(d["players"])):
        p = d["players"][i]
        if p[0] in names:
            p[0] = P.free_name(d["players"])
        names.append(p[0])
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
