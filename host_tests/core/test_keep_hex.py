from lookout.keep import hexgrid as hg
from lookout.keep.hexgrid import N, NE, SE, S, SW, NW
from checks import raises


def names(hexes):
    return [hg.hex_name(c, r) for c, r in hexes]


def test_parse_and_name_round_trip():
    assert hg.parse_hex("D5") == (3, 4)
    assert hg.parse_hex(" a1 ") == (0, 0)
    assert hg.hex_name(3, 4) == "D5"
    for col in range(9):
        for row in range(12):
            assert hg.parse_hex(hg.hex_name(col, row)) == (col, row)


def test_parse_junk_raises_value_error():
    for junk in ("", "D", "5D", "D0", "DD5", "D-1", "?", "D5x", None):
        e = raises(ValueError, hg.parse_hex, junk)
        assert "hex name" in str(e)


def test_neighbours_of_d5_from_the_rulebook():
    c, r = hg.parse_hex("D5")
    got = names([hg.neighbour(c, r, d) for d in (N, NE, SE, S, SW, NW)])
    assert got == ["D4", "E5", "E6", "D6", "C6", "C5"]


def test_even_column_neighbours_sit_half_a_hex_higher():
    c, r = hg.parse_hex("E4")
    assert names([hg.neighbour(c, r, d) for d in range(6)]) == ["E3", "F3", "F4", "E5", "D4", "D3"]


def test_bored_guard_at_e4_facing_se_row_is_f4_g5():
    c, r = hg.parse_hex("E4")
    assert names(hg.row_ahead(c, r, SE, 2)) == ["F4", "G5"]


def test_neighbour_is_symmetric_and_distance_one():
    for col in range(8):
        for row in range(8):
            for d in range(6):
                b = hg.neighbour(col, row, d)
                assert hg.neighbour(b[0], b[1], hg.opposite(d)) == (col, row)
                assert hg.distance((col, row), b) == 1
                assert hg.side_to((col, row), b) == d


def test_rotate_and_opposite():
    assert hg.rotate(NW, 1) == N
    assert hg.rotate(N, -1) == NW
    assert hg.rotate(SE, 6) == SE
    assert hg.opposite(N) == S and hg.opposite(NE) == SW and hg.opposite(SE) == NW


def test_direction_cards_cover_the_rulebook_pairs():
    c, r = hg.parse_hex("D5")
    want = {hg.NORTH_EAST: ["D4", "E5"], hg.EAST: ["E5", "E6"], hg.SOUTH_EAST: ["E6", "D6"],
            hg.SOUTH_WEST: ["D6", "C6"], hg.WEST: ["C6", "C5"], hg.NORTH_WEST: ["C5", "D4"]}
    for card, pair in want.items():
        got = names([hg.neighbour(c, r, d) for d in hg.CARD_SIDES[card]])
        assert sorted(got) == sorted(pair), (hg.CARD_NAMES[card], got)


def test_die_facing_matches_card_numbering():
    # Nor-East = 1 or 2, East = 2 or 3, ... Nor-West = 6 or 1.
    for card in range(6):
        a, b = hg.CARD_SIDES[card]
        assert hg.DIE_FACING[card + 1] == a
        assert hg.DIE_FACING[(card + 1) % 6 + 1] == b


def test_distance():
    p = hg.parse_hex
    assert hg.distance(p("D5"), p("D5")) == 0
    assert hg.distance(p("E4"), p("G5")) == 2
    assert hg.distance(p("D3"), p("A4")) == 3
    assert hg.distance(p("A1"), p("A5")) == 4
    assert hg.distance(p("B2"), p("H2")) == 6


def test_straight_side():
    p = hg.parse_hex
    assert hg.straight_side(p("E4"), p("G5")) == SE
    assert hg.straight_side(p("D3"), p("D7")) == S
    assert hg.straight_side(p("D3"), p("E5")) == -1
    assert hg.straight_side(p("D3"), p("D3")) == -1


def test_axial_rotation_keeps_distance_and_cycles():
    for q, r in ((1, 0), (2, -1), (3, -7)):
        d0 = hg.axial_distance(0, 0, q, r)
        for k in range(6):
            rq, rr = hg.axial_rotate(q, r, k)
            assert hg.axial_distance(0, 0, rq, rr) == d0
        assert hg.axial_rotate(q, r, 6) == (q, r)
    # north turned clockwise once is north-east
    assert hg.axial_rotate(hg.AXIAL[N][0], hg.AXIAL[N][1], 1) == hg.AXIAL[NE]


def test_lattice_centres_and_corners_agree():
    for d in range(6):
        a = hg.AXIAL[d]
        x, y = hg.centre_xy(a[0], a[1])
        c1 = hg.CORNER[d - 1]
        c2 = hg.CORNER[d]
        assert (x, y) == (c1[0] + c2[0], c1[1] + c2[1])


def test_parse_side():
    assert hg.parse_side("ne") == NE
    assert raises(ValueError, hg.parse_side, "E")
