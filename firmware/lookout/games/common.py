"""What every game's rules core shares: numbers and action lengths checked out of actions, text
that fits a line."""
from lookout.compat import const
from lookout.history import copy_data  # noqa: F401 - the games' state copy, re-exported

W = const(16)                 # characters per screen line (128 px / 8 px font)


def integer(v, what):
    """v if it is an int, else a ValueError a player can read."""
    if type(v) is not int:
        raise ValueError("%s must be a number" % what)
    return v


def number(v, lo, hi, what):
    """v if it is an int in lo..hi, else a ValueError a player can read."""
    if not lo <= integer(v, what) <= hi:
        raise ValueError("%s must be %d-%d" % (what, lo, hi))
    return v


def kind(state, action):
    """The action's name, after the checks every core makes first: a non-empty list naming
    the action, and a game not over."""
    if type(action) not in (list, tuple) or not action or type(action[0]) is not str:
        raise ValueError("empty action")
    if state.get("phase") == "over":
        raise ValueError("the game is over")
    return action[0]


def names(players):
    """The players of a new game as a list of names: as given, or "P1".."Pn" for a count."""
    if type(players) is int:
        players = ["P%d" % (i + 1) for i in range(players)]
    if type(players) not in (list, tuple):
        raise ValueError("players: a list of names or a count")
    return list(players)


def options(given, known):
    """The options of a new game (a dict, possibly empty), each one a name in known."""
    o = given or {}
    for k in o:
        if k not in known:
            raise ValueError("unknown option %s" % k)
    return o


def args(action, n):
    """An action list must have exactly n items (its name and n - 1 values)."""
    if len(action) != n:
        raise ValueError("%s takes %d values" % (action[0], n - 1))


def fit(*cands):
    """The first candidate text that fits a screen line, else the last one cut to W."""
    for c in cands:
        if len(c) <= W:
            return c
    return cands[-1][:W]
