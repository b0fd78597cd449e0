"""Secret-safe starts for the private pickers (issue 19): a picker's cursor starts on a choice
the table cannot foresee, never on the first one. The table watches the presses: from a fixed
start the number and direction of presses to OK tell the choice (a revealed East card, two
possible hexes: an arrow pressed or not). From a start it cannot foresee, on a list that
wraps, the presses to any choice are spread the same way (a wrapping list looks the same from
every choice), so they tell nothing about which one it was.

The start is a hash of a game salt (4 bytes of hardware randomness, drawn at the first
private picker and kept in the screens' saved progress, table.ui: no player sees it) with
the game's step, the player and which picker it is: uniform, independent of every secret,
and the same again after a power cut (the same presses then give the same screens).
"""
M = 0x3FFFFFFF


def _salt(table):
    s = table.ui.get("salt")
    if type(s) is not int:
        rb = table.app.hal.random_bytes(4)
        s = table.ui["salt"] = (rb[0] | rb[1] << 8 | rb[2] << 16 | rb[3] << 24) & M
    return s                    # (saved with the next step: the join that uses it first)


def start(table, n, p, which=0):
    """A start in 0..n-1 for player p's picker `which` at this step of the game."""
    if n <= 1:
        return 0
    h = _salt(table)
    for k in (table.g.h.cursor, p, which):
        h = ((h ^ k) * 0x2545F49) & M
        h ^= h >> 13
    return h % n
