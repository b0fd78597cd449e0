"""Dice: the Black Keep black die and any NdM up to 6d20, from the hardware RNG.

Rolls are unbiased (rejection sampling on random bytes). The Black Keep die's faces mean a
facing (1 = north side, clockwise, as the designer numbers the directions 1-6 in NOTES.md) or,
for a patrolling guard, a direction (1-3 towards the star, 4-6 towards the shield).
"""
SIDES = (2, 3, 4, 6, 8, 10, 12, 20)
KEEP = 0            # pseudo side count meaning "the Black Keep die" (a d6 with meanings)
MAX_DICE = 6
HISTORY = 10
KEEP_FACING = ("N", "NE", "SE", "S", "SW", "NW")     # face 1..6 -> side faced


def keep_meaning(face):
    """Two short lines for a Black Keep die face."""
    return ("Face %s" % KEEP_FACING[face - 1],
            "Patrol: %s" % ("star" if face <= 3 else "shield"))


def roll_one(rand_bytes, sides):
    """1..sides, uniform: reject bytes that would bias the result."""
    limit = 256 - 256 % sides
    while True:
        b = rand_bytes(1)[0]
        if b < limit:
            return b % sides + 1


def roll(rand_bytes, count, sides):
    if not 1 <= count <= MAX_DICE:
        raise ValueError("1 to %d dice" % MAX_DICE)
    if not 2 <= sides <= 20:
        raise ValueError("d2 to d20")
    return [roll_one(rand_bytes, sides) for _ in range(count)]


def label(count, sides):
    return "Keep die" if sides == KEEP else "%dd%d" % (count, sides)


def remember(history, count, sides, faces):
    """Newest first, at most HISTORY entries: [label, total, faces]."""
    history.insert(0, [label(count, sides), sum(faces), faces])
    del history[HISTORY:]
    return history
