"""A Black Keep guard as data: the record layout, kinds, statuses and thief states.

A guard is a list (compact, JSON-able) indexed by the constants below:
    [kind, tile, hex, facing, status, patrol_index, patrol_dir, target, diligent, owner]
kind: STATIONARY (blue), PATROLLING (green), WANDERING (red). tile: the map tile it guards
(its "regular spot" is there). hex -1 = not on the board yet (the vault guard before the
first thief enters the vault tile). target: the player whose Thief Marker it pursues, -1.
owner: the player who moves it in the guards phase, -1 = nobody yet.

Kept apart from the rules (lookout.keep.guards, spotting, sight) so screens and the sight
table can name fields and statuses without loading the guard engine.
"""
from lookout.compat import const

STATIONARY, PATROLLING, WANDERING = 0, 1, 2
KIND_NAMES = ("Blue", "Green", "Red")
KIND_GUARD = ("Blue guard ", "Green guard ", "Red guard ")   # a message's first part
BORED, INTERESTED, ALERT, PURSUING, RETURNING, DISTRACTED = 0, 1, 2, 3, 4, 5

STATUS_NAMES = ("Bored", "Interested", "Alert", "Pursuing", "Returning", "Distracted")
DEFAULT_STATUS = (BORED, INTERESTED, INTERESTED)

# guard record fields: g[HEX], g[STATUS]... (const: inlined here, a plain name elsewhere)
KIND = const(0)
TILE = const(1)
HEX = const(2)
FACING = const(3)
STATUS = const(4)
PATROL_AT = const(5)       # index of its hex in the patrol route
PATROL_DIR = const(6)      # +1 / -1 along the route
TARGET = const(7)
DILIGENT = const(8)
OWNER = const(9)

# thief "in" states (st["in"][p])
T_OUT, T_KEEP, T_CAUGHT, T_FREE = 0, 1, 2, 3


def status_name(s):
    return STATUS_NAMES[s]


_W = [""] * 7    # cat's scratch: the parts of one message


def cat(a, b, c="", d="", e="", f="", g=""):
    """Up to seven parts joined: a message in one allocation (on a Pico a "%" format with
    several arguments allocates a tuple and grows its buffer: each block over 16 bytes costs
    a scan of the fragmented heap, ~0.1-1 ms, and a guards phase writes a dozen messages).
    Seven, not more: a call whose locals and stack pass 11 words gets its frame from the heap
    on a Pico (py/objfun.c), which is another such scan; a longer message joins a label()."""
    w = _W
    w[0] = a
    w[1] = b
    w[2] = c
    w[3] = d
    w[4] = e
    w[5] = f
    w[6] = g
    return "".join(w)


def label(kc, g):
    """'Green guard 2-C4'."""
    return cat(KIND_GUARD[g[KIND]], kc.name(g[HEX]))
