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
    """hexes < 1024 (a board of five tiles has ~380): 28 bits, a small int on every port."""
    return verb << 25 | kind << 23 | f << 20 | h0 << 10 | h


def hex_of(m):
    """The hex an instruction names first (a page's hex: where the guard stands)."""
    return (m >> 10) & 1023 if m >> 25 == WENT else m & 1023


def text(kc, m):
    if type(m) is not int:
        return m
    v = m >> 25
    g = KIND_GUARD[(m >> 23) & 3]
    f = (m >> 20) & 7
    h = m & 1023
    if v == WENT:
        return cat(g, kc.name((m >> 10) & 1023), " -> ", kc.name(h), FACING[f])
    return cat(g, kc.name(h), _VERB[v], "" if v == RESTS else SIDE_NAMES[f])


def texts(kc, msgs):
    return [text(kc, m) for m in msgs]
