"""Reading a Black Keep game's trace (lookout.keep.trace, which the device writes): the
companion's replay and the tests; the device never imports this."""
from lookout.keep.trace import CHECK, HEAD, size


def key(turn, mv, kind):
    return (turn << 4 | mv) << 1 | kind


def read(raw, st):
    """[(kind, turn, mv, guards [(hex, facing, status)], thieves [(dial, marker, state)])] of
    the phases in raw, in the order played, for a game shaped as st (its guards and players);
    records that fail their check are skipped."""
    rs = size(st)
    ng = len(st["g"])
    out = []
    keys = []
    for o in range(0, len(raw) - rs + 1, rs):
        b = raw[o:o + rs]
        if (sum(b[1:]) ^ CHECK) & 255 != b[0] or b[3] != ng:
            continue
        turn, mv, kind = b[1], b[2] & 15, b[2] >> 4
        k = key(turn, mv, kind)
        while keys and keys[-1] >= k:    # a phase written again: the later line of play
            keys.pop()
            out.pop()
        gs = []
        i = HEAD
        for _ in range(ng):
            gs.append((b[i] + (b[i + 1] << 8) - 1, b[i + 2] & 15, b[i + 2] >> 4))
            i += 3
        th = []
        for _ in range(st["n"]):
            d = b[i] + (b[i + 1] << 8)
            th.append((d - 1 if d != 0xFFFF else -2, b[i + 2] + (b[i + 3] << 8) - 1, b[i + 4]))
            i += 5
        keys.append(k)
        out.append((kind, turn, mv, gs, th))
    return out
