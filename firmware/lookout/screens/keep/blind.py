"""Secret-safe starts for the private pickers (issue 19): a picker's cursor starts on a choice
drawn uniformly from the hardware's randomness, never on the first one. The table watches the
presses: from a fixed start the number and direction of presses to OK tell the choice (a
revealed East card, two possible hexes: an arrow pressed or not). From a uniform start on a
list that wraps, the presses to any choice are spread the same way (a wrapping list looks the
same from every choice), so they tell nothing about which one it was.
"""


def start(app, n):
    """A uniform index in 0..n-1 (rejection sampling: no bias towards the low ones)."""
    if n <= 1:
        return 0
    limit = 65536 - 65536 % n
    rb = app.hal.random_bytes
    while True:
        b = rb(2)
        v = b[0] | b[1] << 8
        if v < limit:
            return v % n
