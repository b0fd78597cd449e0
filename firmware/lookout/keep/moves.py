"""Thief movement: where each thief card can take a thief, from the board alone.

Card numbers follow the thief deck (and lookout.keep.cards): the six direction cards are
hexgrid.NORTH_EAST..NORTH_WEST (0-5), then RUN, REST, HIDE, PICK_POCKET, ROPE_ARROW, EXIT.

    options(board, h, card, treasure=-1, exit_tile=-1, escaping=False, lockpicks=False)
        -> (destinations, reason)

destinations is a list of hex ids (OFF = leaving the Keep). Cards that keep the thief in
place (Rest, Hide, Pick Pocket) give [h]. A card that cannot be used ("If your card is
invalid ... your thief remains stationary") gives [] and a reason a player can read.
An unknown card number or hex raises ValueError.

Rules and decisions:
  * Direction cards: either of the two neighbours across the card's corner (after the Play
    Aid's compass turn, Board.compass), not through a wall, not into a special hex.
  * Run (decision; the Run card's text and the example picture are lost): any hex reached
    by up to RUN_STEPS (2) steps in any directions, each step as above - the example's green
    thief at D5 "can't move into the wall or the special hex". The start hex is not a
    destination.
  * Rope Arrow: into an adjacent special hex only (not through a wall); invalid otherwise.
  * Lockpicks (guard card): special hexes on the thief's current tile may be entered and
    crossed like any hex, until the thief leaves that tile.
  * Leaving the Keep: from an Outside Hex of the tile marked with the thief's Exit card,
    with the treasure (escaping=True), a movement card (direction or Run) may take the thief
    across a free hex side (no hex, no wall) off the board: OFF. The Exit card itself marks
    the exit tile and is not a movement card (setting EXIT_CARD_LEAVES: if True, playing it
    on such a hex leaves too).
  * Treasures (data below) restrict cards while carried: pass the treasure whose effect
    applies now as `treasure` (-1 while none applies, e.g. on the Vault Hex).
"""
from lookout.keep import hexgrid as hg

NORTH_EAST, EAST, SOUTH_EAST, SOUTH_WEST, WEST, NORTH_WEST = 0, 1, 2, 3, 4, 5
RUN, REST, HIDE, PICK_POCKET, ROPE_ARROW, EXIT = 6, 7, 8, 9, 10, 11
CARD_NAMES = hg.CARD_NAMES + ("Run", "Rest", "Hide", "Pick Pocket", "Rope Arrow", "Exit")

OFF = -2                 # destination: off the board, out of the Keep
RUN_STEPS = 2            # decision: Run reaches up to this many steps
EXIT_CARD_LEAVES = False  # decision: the Exit card is not a movement card

# Treasures (source: designer's list in NOTES.md). Flags as data for this module and the
# guard engine.
ARMOUR, EYE, HAMMER, LANTERN, SWORD = 0, 1, 2, 3, 4
TREASURE_NAMES = ("The Armour", "The Eye", "The Hammer", "The Lantern", "The Sword")
NO_ARROWS = 1        # The Eye: no Arrow cards (Rope Arrow; guard cards Moss/Noise/Water Arrow)
NO_RUN = 2           # The Hammer: no Run
NO_HIDE = 4          # The Hammer: no Hide
ALERTS_TILE = 8      # The Armour: every movement card alerts Distracted/Bored/Interested guards
FACES_THIEF = 16     # The Lantern: Bored/Interested/Alert guards on the tile turn to face you
MARKER_TRUE = 32     # The Sword: your Thief Marker always shows your real location
TREASURE_FLAGS = (ALERTS_TILE, NO_ARROWS, NO_RUN | NO_HIDE, FACES_THIEF, MARKER_TRUE)


def treasure_flags(treasure):
    if treasure is None or treasure < 0:
        return 0
    if not 0 <= treasure < len(TREASURE_FLAGS):
        raise ValueError("unknown treasure %r" % (treasure,))
    return TREASURE_FLAGS[treasure]


def can_leave(board, h, exit_tile, escaping):
    """Thief on h may leave the Keep now (treasure in hand, Outside Hex of the exit tile)."""
    return bool(escaping) and exit_tile >= 1 and board.tile(h) == exit_tile and board.outside(h)


def entry_hexes(board, tile):
    """Outside Hexes of a map tile: where a thief may enter (its secret start hex)."""
    if not 1 <= tile < len(board.tiles):
        raise ValueError("entry must be a map tile 1-%d" % (len(board.tiles) - 1))
    return board.outside_hexes(tile)


def _open_off(board, h, d):
    return board.nbr(h, d) < 0 and not board.wall(h, d)


def _step(board, h, d, home, lockpicks):
    """Neighbour across side d if a thief may walk there, else -1."""
    if board.wall(h, d):
        return -1
    o = board.nbr(h, d)
    if o < 0:
        return -1
    if board.special(o) and not (lockpicks and board.tile(o) == home):
        return -1
    return o


def options(board, h, card, treasure=-1, exit_tile=-1, escaping=False, lockpicks=False):
    if not (isinstance(h, int) and 0 <= h < board.n):
        raise ValueError("the thief is not on the board (hex %r)" % (h,))
    if not (isinstance(card, int) and 0 <= card < len(CARD_NAMES)):
        raise ValueError("unknown thief card %r" % (card,))
    flags = treasure_flags(treasure)
    tname = TREASURE_NAMES[treasure] if flags else ""
    home = board.tile(h)
    leave = can_leave(board, h, exit_tile, escaping)
    name = CARD_NAMES[card]
    if card < 6:
        out = []
        for d in board.compass(card):
            o = _step(board, h, d, home, lockpicks)
            if o >= 0:
                out.append(o)
            elif leave and _open_off(board, h, d) and OFF not in out:
                out.append(OFF)
        if not out:
            return [], "%s: walls, special hexes or the edge of the Keep block both ways" % name
        return out, ""
    if card == RUN:
        if flags & NO_RUN:
            return [], "%s: no Run cards" % tname
        out = []
        frontier = [h]
        for _ in range(RUN_STEPS):
            nxt = []
            for a in frontier:
                for d in range(6):
                    o = _step(board, a, d, home, lockpicks)
                    if o >= 0 and o != h and o not in out:
                        out.append(o)
                        nxt.append(o)
            frontier = nxt
        if leave:
            for d in range(6):
                if _open_off(board, h, d):
                    out.append(OFF)
                    break
        if not out:
            return [], "Run: walled in"
        return sorted(out), ""
    if card == ROPE_ARROW:
        if flags & NO_ARROWS:
            return [], "%s: no Arrow cards" % tname
        out = []
        for d in range(6):
            o = board.nbr(h, d)
            if o >= 0 and board.special(o) and not board.wall(h, d):
                out.append(o)
        if not out:
            return [], "Rope Arrow: no special hex next to the thief (without a wall between)"
        return out, ""
    if card == HIDE and flags & NO_HIDE:
        return [], "%s: no Hide cards" % tname
    if card == EXIT:
        if EXIT_CARD_LEAVES and leave:
            return [OFF], ""
        if not EXIT_CARD_LEAVES:
            return [], ("Exit marks your exit tile; leave with a movement card from one of "
                        "its Outside Hexes")
        return [], "Exit: only from an Outside Hex of your exit tile, with your treasure"
    return [h], ""      # Rest, Hide, Pick Pocket: the thief stays


def destinations(board, h, card, treasure=-1, exit_tile=-1, escaping=False, lockpicks=False):
    """Just the destination list of options()."""
    return options(board, h, card, treasure, exit_tile, escaping, lockpicks)[0]
