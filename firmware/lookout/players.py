"""The table's players: names, colours, seating order and who goes first (pure data).

A player is [name, colour index]; the list order is the seating order, clockwise.
"""
MIN = 2
MAX = 6

COLOURS = ("Red", "Blue", "Green", "Yellow", "Purple", "White")
RGB = ((255, 0, 0), (0, 0, 255), (0, 160, 0), (255, 160, 0), (140, 0, 255), (255, 255, 255))
NAMES = ("Ann", "Bo", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou",
         "Max", "Ned", "Oz", "Pip", "Quin", "Ray", "Sue", "Tom", "Una", "Vic", "Wes", "Zed")


def default():
    return [["Ann", 0], ["Bo", 1], ["Cat", 2]]


def free_colour(players):
    used = [p[1] for p in players]
    for c in range(len(COLOURS)):
        if c not in used:
            return c
    return 0


def free_name(players):
    used = [p[0] for p in players]
    for n in NAMES:
        if n not in used:
            return n
    return "P%d" % (len(players) + 1)


def add(players):
    if len(players) >= MAX:
        raise ValueError("At most %d players" % MAX)
    players.append([free_name(players), free_colour(players)])
    return players


def remove(players, i):
    if len(players) <= MIN:
        raise ValueError("At least %d players" % MIN)
    del players[i]
    return players


def rename(players, i, name):
    name = name.strip()
    if not name:
        raise ValueError("Name is empty")
    for j in range(len(players)):
        if j != i and players[j][0] == name:
            raise ValueError("%s is taken" % name)
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
