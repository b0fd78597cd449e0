from lookout.keep import hexgrid as hg
from lookout.keep.hexgrid import N, NE, SE, S, SW, NW
from lookout.keep.tiles import parse_tile, load_tile
from lookout.keep.board import Board
from lookout.keep import moves as mv
from checks import raises

HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
TILES = HERE + "/../../firmware/tiles/"
OPEN = "tile T\nkind vault\nvault A3\n"


def board(extra="", orientation=0):
    return Board(parse_tile(OPEN + extra, "t.txt"), [], orientation)


def names(b, hexes):
    return sorted("OFF" if h == mv.OFF else b.names[h].split("-")[1] for h in hexes)


def test_direction_cards_from_d5_as_in_the_rulebook():
    b = board()
    d5 = b.index("T-D5")
    want = {mv.NORTH_WEST: ["C5", "D4"], mv.NORTH_EAST: ["D4", "E5"], mv.EAST: ["E5", "E6"],
            mv.SOUTH_EAST: ["D6", "E6"], mv.SOUTH_WEST: ["C6", "D6"], mv.WEST: ["C5", "C6"]}
    for card, pair in want.items():
        dests, why = mv.options(b, d5, card)
        assert names(b, dests) == pair and why == "", (mv.CARD_NAMES[card], dests)


def test_play_aid_orientation_turns_the_cards():
    b = board(orientation=1)
    assert names(b, mv.destinations(b, b.index("T-D5"), mv.NORTH_EAST)) == ["E5", "E6"]
    b = board(orientation=3)
    assert names(b, mv.destinations(b, b.index("T-D5"), mv.NORTH_EAST)) == ["C6", "D6"]


def test_walls_and_special_hexes_block_direction_cards():
    b = board("wall D5 N\nspecial E5\n")
    d5 = b.index("T-D5")
    assert mv.destinations(b, d5, mv.NORTH_EAST) == []
    dests, why = mv.options(b, d5, mv.NORTH_EAST)
    assert dests == [] and "block" in why
    assert names(b, mv.destinations(b, d5, mv.EAST)) == ["E6"]
    assert names(b, mv.destinations(b, d5, mv.NORTH_WEST)) == ["C5"]


def test_run_two_hexes_any_way_not_through_wall_or_special():
    b = board()
    d5 = b.index("T-D5")
    ring2 = [h for h in range(b.n) if 1 <= b.distance(d5, h) <= 2]
    assert len(ring2) == 18
    assert mv.destinations(b, d5, mv.RUN) == sorted(ring2)
    # the rulebook's example: a wall and a special hex next to the green thief at D5
    b = board("wall D5 N\nspecial E5\n")
    d5 = b.index("T-D5")
    got = names(b, mv.destinations(b, d5, mv.RUN))
    # D3 only through D4 across the wall; E4 only through E5 (special) or D4; F4 only through
    # E5; E5 itself is special
    for x in ("D3", "E4", "F4", "E5", "D5"):
        assert x not in got, x
    assert "D4" in got and "F5" in got and "F6" in got     # D4 round by C5, F5 by E6
    assert len(got) == 18 - 4


def test_rope_arrow_into_adjacent_special_only():
    b = board("special G2\nwall G3 N\n")
    assert names(b, mv.destinations(b, b.index("T-H2"), mv.ROPE_ARROW)) == ["G2"]
    dests, why = mv.options(b, b.index("T-D5"), mv.ROPE_ARROW)
    assert dests == [] and "no special hex" in why
    assert mv.destinations(b, b.index("T-G3"), mv.ROPE_ARROW) == []       # wall between
    # "the red thief at H2 can only move into the special hex G2 by playing the Rope Arrow"
    assert mv.destinations(b, b.index("T-H2"), mv.NORTH_WEST) == []      # G2 special, no H1
    assert b.index("T-G2") not in mv.destinations(b, b.index("T-H2"), mv.WEST)


def test_stay_cards_and_treasures():
    b = board("special E5\n")
    d5 = b.index("T-D5")
    for c in (mv.REST, mv.HIDE, mv.PICK_POCKET):
        assert mv.options(b, d5, c) == ([d5], "")
    dests, why = mv.options(b, d5, mv.ROPE_ARROW, treasure=mv.EYE)
    assert dests == [] and "The Eye" in why
    assert mv.destinations(b, d5, mv.ROPE_ARROW, treasure=mv.HAMMER) == [b.index("T-E5")]
    for c in (mv.RUN, mv.HIDE):
        dests, why = mv.options(b, d5, c, treasure=mv.HAMMER)
        assert dests == [] and "The Hammer" in why
    assert mv.destinations(b, d5, mv.RUN, treasure=mv.ARMOUR)
    assert mv.TREASURE_FLAGS[mv.LANTERN] & mv.FACES_THIEF
    assert mv.TREASURE_FLAGS[mv.SWORD] & mv.MARKER_TRUE
    assert mv.TREASURE_FLAGS[mv.ARMOUR] & mv.ALERTS_TILE


def test_lockpicks_open_special_hexes_on_the_current_tile():
    b = board("special E5\n")
    d5 = b.index("T-D5")
    e5 = b.index("T-E5")
    assert e5 not in mv.destinations(b, d5, mv.EAST)
    assert e5 in mv.destinations(b, d5, mv.EAST, lockpicks=True)
    # Run crosses it: F4 is two steps away only through E5
    assert b.index("T-F4") not in mv.destinations(b, d5, mv.RUN)
    assert b.index("T-F4") in mv.destinations(b, d5, mv.RUN, lockpicks=True)


def example_board():
    T = lambda n: load_tile(TILES + n + ".txt")  # noqa: E731
    return Board(T("vault_a"), [(T("tile1a"), 0, 0), (T("tile2a"), 1, 3), (T("tile3b"), 3, 5)])


def test_leaving_the_keep():
    b = example_board()
    h = b.outside_hexes(3)[0]
    free = [d for d in range(6) if b.nbr(h, d) < 0 and not b.wall(h, d)]
    assert len(free) >= 2
    card = [c for c in range(6) if free[0] in b.compass(c)][0]
    assert mv.OFF in mv.destinations(b, h, card, exit_tile=3, escaping=True)
    assert mv.OFF in mv.destinations(b, h, mv.RUN, exit_tile=3, escaping=True)
    assert mv.OFF not in mv.destinations(b, h, card, exit_tile=3, escaping=False)
    assert mv.OFF not in mv.destinations(b, h, card, exit_tile=2, escaping=True)
    dests, why = mv.options(b, h, mv.EXIT, exit_tile=3, escaping=True)
    assert dests == [] and "movement card" in why
    # not an Outside Hex: never off the board
    inner = b.index("3-E5")
    for c in range(7):
        assert mv.OFF not in mv.destinations(b, inner, c, exit_tile=3, escaping=True)
    assert sorted(mv.entry_hexes(b, 3)) == sorted(b.outside_hexes(3))
    assert raises(ValueError, mv.entry_hexes, b, 0)


def test_bad_input():
    b = board()
    assert raises(ValueError, mv.options, b, -1, mv.RUN)
    assert raises(ValueError, mv.options, b, b.n, mv.RUN)
    assert raises(ValueError, mv.options, b, 0, 12)
    assert raises(ValueError, mv.options, b, 0, mv.RUN, 9)


def test_card_numbers_match_the_direction_cards():
    assert (mv.NORTH_EAST, mv.NORTH_WEST) == (hg.NORTH_EAST, hg.NORTH_WEST)
    assert mv.CARD_NAMES[mv.ROPE_ARROW] == "Rope Arrow" and len(mv.CARD_NAMES) == 12
    assert (N, NE, SE, S, SW, NW) == (0, 1, 2, 3, 4, 5)
