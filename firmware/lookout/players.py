"""The table's players: names, colours, seating order and who goes first (pure data).

A player is [name, colour index, id]; the list order is the seating order, clockwise. The id
is the person's for good (never reused while the session knows them, a removed player keeps
it for Bring back): scores, the scorepad and "goes first" name a player by id, so reordering,
removing and bringing back players never moves a point. Saves from before ids ([name,
colour]) get them on first use: seat k becomes id k, so a seat-numbered field of such a save
(the pad, "first") names the same people (`ensure_ids`).
"""
MIN = 2
MAX = 6
KEEP_GONE = 12      # removed players kept for "Bring back" (the oldest beyond go)

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "White")
RGB = ((255, 0, 0), (0, 0, 255), (0, 160, 0), (255, 160, 0), (140, 0, 255), (255, 255, 255))
NAMES = ("Ann", "Bo", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
         "Max", "Ned", "Oz", "Pip", "Quin", "Ray", "Sue", "Tom", "Una", "Vic", "Wes", "Zed")


def default():
    return [["Ann", 0, 0], ["Bo", 1, 1], ["Cat", 2, 2]]


def ids(players):
    return [p[2] for p in players]


def seat_of(players, i):
    """The seat of the player with id i, or -1 when they are not at the table."""
    for s in range(len(players)):
        if players[s][2] == i:
            return s
    return -1


def rgb(players, seat, ids=None):
    """The LED colour of a game's seat: its player's, found by id when the game keeps its
    players' ids (seats at the table may have moved since it began); off when not there."""
    if ids and 0 <= seat < len(ids):
        seat = seat_of(players, ids[seat])
    return RGB[players[seat][1]] if 0 <= seat < len(players) else (0, 0, 0)


def new_id(players, taken=()):
    """An id no player at the table (nor in taken: the removed one) has."""
    top = -1
    for p in players:
        if len(p) > 2 and p[2] > top:
            top = p[2]
    for i in taken:
        if i > top:
            top = i
    return top + 1


def ensure_ids(players, taken=()):
    """Give every player without an id one (in place); True when none had one (a save from
    before ids: seat k gets id k, the person its seat numbers meant)."""
    bare = 0
    for p in players:
        if len(p) < 3:
            bare += 1
    if not bare:
        return False
    for k in range(len(players)):
        p = players[k]
        if len(p) < 3:
            p.append(k if bare == len(players) else new_id(players, taken))
    return bare == len(players)


def free_colour(players, gone=()):
    """A colour no one at the table has, one no removed player (gone) has either while any
    is left: Bring back then seldom finds theirs taken."""
    used = [p[1] for p in players]
    away = [p[1] for p in gone]
    for c in range(len(COLOURS)):
        if c not in used and c not in away:
            return c
    for c in range(len(COLOURS)):
        if c not in used:
            return c
    return 0


def free_name(players, gone=()):
    """A name no one at the table has, nor a removed player (gone): a new player named as
    one removed would sit beside their "Bring back" row with none of their points."""
    used = [p[0] for p in players] + [p[0] for p in gone]
    for n in NAMES:
        if n not in used:
            return n
    return "P%d" % (len(players) + 1)


def add(players, i=None, gone=()):
    """A new player, with id i (default: one above every id at the table), named and
    coloured apart from the removed players (gone)."""
    if len(players) >= MAX:
        raise ValueError("At most %d players" % MAX)
    players.append([free_name(players, gone), free_colour(players, gone),
                    new_id(players) if i is None else i])
    return players


def remove(players, i):
    if len(players) <= MIN:
        raise ValueError("At least %d players" % MIN)
    del players[i]
    return players


def rename(players, i, name, gone=()):
    """Player i is called name: refused when someone at the table or a removed player (gone)
    has it, so each "Bring back" row and each row of scores names one person."""
    name = name.strip()
    if not name:
        raise ValueError("Name is empty")
    for j in range(len(players)):
        if j != i and players[j][0] == name:
            raise ValueError("%s is taken" % name)
    for p in gone:
        if p[0] == name:
            raise ValueError("%s was removed: bring them back in Players, or pick another "
                             "name." % name)
    players[i][0] = name
    return players


def move(players, i, d):
    """Move player i one seat earlier (d=-1) or later (d=1)."""
    j = i + d
    if 0 <= j < len(players):
        players[i], players[j] = players[j], players[i]
        return j
    return i


def next_seat(i, n):
    """The player clockwise of seat i."""
    return (i + 1) % n


def removed(d, players):
    """Everyone removed from a session's table (its dict d) and not brought back, newest
    first: [[seat, player], ...], each with a "Bring back" row. Kept as d["gone"] (the newest,
    the one form older saves hold) and d["away"] (the ones before it), so a save with one
    removed player reads as before; an entry of another shape is left out."""
    away = d.get("away")
    out = []
    for g in [d.get("gone")] + (away if type(away) is list else []):
        if type(g) is not list or len(g) != 2 or type(g[0]) is not int or \
                type(g[1]) is not list or not 2 <= len(g[1]) <= 3:
            continue
        if len(g[1]) < 3:                   # removed before ids: a new one
            g[1].append(new_id(players, [o[1][2] for o in out]))
        out.append(g)
    return out


def set_removed(d, gone):
    """Keep this list of removed players in the session's dict d, newest first."""
    gone = gone[:KEEP_GONE]
    d["gone"] = gone[0] if gone else None
    d["away"] = gone[1:]


def apart(d, out):
    """Tell a session's players (its dict d) apart: a name someone before has gets a free one,
    an id someone before has (a hand edit; Bring back after a Reset all, firmware before
    2026-11-27) a new one, said in out ([field, why, value]): one id is one pad column."""
    ps = d["players"]
    names = []
    ids = []
    for p in ps:
        if p[0] in names:
            p[0] = free_name(ps)
        names.append(p[0])
        if len(p) > 2 and p[2] in ids:
            out.append(["players", "%s had %s's id: a new one given" % (
                p[0], names[ids.index(p[2])]), p[2]])
            n = d.get("nid")
            p[2] = max(n if type(n) is int else 0,
                       new_id(ps, [g[1][2] for g in removed(d, ps)]))
            d["nid"] = p[2] + 1
        ids.append(p[2] if len(p) > 2 else None)
