"""A guard's board instruction as a small int, its text made only when it is shown.

A guards phase tells the table how each guard moved ("Red guard 1-E8 -> 1-D7, face NW").
Made as text, each instruction is a new str: on a Pico a heap block plus a search of the
interned names, ~0.45 ms, a dozen a phase. As a code it is an int the message list holds
(JSON-able, no allocation): verb, guard kind, facing, the hex it started on and the hex it is
on. text(kc, m) gives the words (the same as before codes); a message that is a str is
already its text (every other message: catches, spotting, the Lantern).
"""
from lookout.keep.guardrec import KIND_GUARD, cat
from lookout.keep.hexgrid import FACING, SIDE_NAMES

WENT, TURNS, STAYS, RESTS = 0, 1, 2, 3          # verbs
_VERB = (None, " turns to face ", " stays, face ", " is Distracted: stays")


def code(verb, kind, f, h0, h):
    """hex ids < board.MAX_HEXES (11 bits): 29 bits, a small int on every port."""
    return verb << 27 | kind << 25 | f << 22 | h0 << 11 | h


def hex_of(m):
    """The hex an instruction names first (a page's hex: where the guard stands)."""
    return (m >> 11) & 2047 if m >> 27 == WENT else m & 2047


def text(kc, m):
    if type(m) is not int:
        return m
    v = m >> 27
    g = KIND_GUARD[(m >> 25) & 3]
    f = (m >> 22) & 7
    h = m & 2047
    if v == WENT:
        return cat(g, kc.name((m >> 11) & 2047), " -> ", kc.name(h), FACING[f])
    return cat(g, kc.name(h), _VERB[v], "" if v == RESTS else SIDE_NAMES[f])


def texts(kc, msgs):
    return [text(kc, m) for m in msgs]
