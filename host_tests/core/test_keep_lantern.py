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


OPEN = """tile %s
radius 4
crescent E5
patrol B4 C4 D4 E4 F4 G4 H4
red E2 E8
arrow E2 SE, F2 SE, G3 SE, H3 S, H4 S, H5 S
arrow H6 SW, G7 SW, F7 SW, E8 NW, D7 NW, C7 NW
arrow B6 N, B5 N, B4 N, B3 NE, C3 NE, D2 NE
"""
VAULT4 = """tile V
kind vault
radius 4
vault E5
red E2
arrow E2 SE
"""


def test_lantern_faces_the_straight_line_not_the_first_step_of_the_route():
    """Issue 19: "turn to face you" is the side nearest the straight line to the carrier,
    even where the guard could walk to it (on a tile with no walls the walking route's first
    step from 1-D4 toward 1-G5 is NE; the line points SE)."""
    from lookout.keep.board import Board
    from lookout.keep.game import Game, Keep
    from lookout.keep.hexgrid import toward
    from lookout.keep.tiles import parse_tile
    from test_keep_guards import PINS, ST as STAT, hx
    b = Board(parse_tile(VAULT4, "v"), [(parse_tile(OPEN % "1", "1"), 0, 0),
                                         (parse_tile(OPEN % "2", "2"), 3, 0)])
    g = Game.new(b, 1, deal="device", players=2, guards=[[STAT, 1]], owners=[0, 1], kc=Keep(b))
    outs = b.outside_hexes(2)
    for p in range(2):
        g.join(p, PINS[p], 2, 1, b.names[outs[p]])
    while g.phase() == "buy":
        g.pass_turn(g.waiting()[0])
    _lantern(g)
    thief(g, 0, "1-G5")
    put(g, 0, "1-D4", N, BORED)
    assert b.names[g.kc.routes.step_toward(hx(g, "1-D4"), hx(g, "1-G5"))] == "1-E4"  # NE
    assert toward(b, hx(g, "1-D4"), hx(g, "1-G5")) == SE
    g.guards()          # Stationary: turns N -> NE, then the Lantern turns it to the carrier
    d = where(g, 0)[1]
    assert d == SE, SIDE_NAMES[d]
    assert "Blue guard 1-D4 turns to face SE (the Lantern)" in g.messages()
