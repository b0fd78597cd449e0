"""The Lantern (issue 10's rules fix): guards on its carrier's tile turn to face the carrier
even where no walking route leads (a special hex, a walled-off corner): the side toward it."""
from lookout.keep import cards
from lookout.keep.hexgrid import SIDE_NAMES
from test_keep_guards import BORED, INTERESTED, N, NW, SE, ST, Live, put, thief, where, world


def _lantern(g):
    st = Live(g)
    st["tr"][0] = cards.LANTERN
    st["trv"][0] = 1


def test_lantern_in_a_special_hex_still_turns_the_guard():
    g = world([[ST, 1]])
    _lantern(g)
    thief(g, 0, "1-E4")                   # a special hex: guards have no route into it
    put(g, 0, "1-C3", N, BORED)
    g.guards()
    assert where(g, 0)[1] == SE           # the side toward E4 (two columns east, level)
    assert "Blue guard 1-C3 turns to face SE (the Lantern)" in g.messages()


def test_lantern_behind_walls_still_turns_the_guard():
    # D4 walled in on every side: no route from C3
    g = world([[ST, 1]], extra1="wall D4 N, D4 NE, D4 SE, D4 S, D4 SW, D4 NW")
    _lantern(g)
    thief(g, 0, "1-D4")
    put(g, 0, "1-B2", NW, INTERESTED)
    g.guards()
    d = where(g, 0)[1]
    assert d == SE, SIDE_NAMES[d]       # B2 -> D4: down and to the right
