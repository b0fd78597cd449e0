"""Black Keep guards: setup, movement by type and status, spotting, investigation, catching.

Small radius-2 tiles written here (19 hexes each) keep the MicroPython run fast:
map tile "1" on vault side N, tile "2" on vault side S. On a map tile the crescent is C3, the
patrol line A2 B2 C2 D2 E2 (star A2, shield E2), the red shield C4 and a loop of red arrows
C4 -> B3 -> B2 -> C2 -> D2 -> D3 -> C4; E4 is a special hex.
"""
from checks import raises

from lookout.keep import guardrec as G
from lookout.keep.board import Board
from lookout.keep.game import Game, Keep
from lookout.keep.guardrec import ALERT, BORED, DISTRACTED, INTERESTED, PURSUING, RETURNING
from lookout.keep.tiles import parse_tile

VAULT = """tile V
kind vault
radius 2
vault C3
red C2
arrow C2 SE, D2 S, D3 SW, C4 NW, B3 N, B2 NE
"""
MAP = """tile %s
radius 2
crescent C3
patrol A2 B2 C2 D2 E2
red C4
arrow C2 SE, D2 S, D3 SW, C4 NW, B3 N, B2 NE
special E4
%s
"""
PINS = ("1111", "2222", "3333", "4444")
N, NE, SE, S, SW, NW = range(6)
ST, PA, WA = G.STATIONARY, G.PATROLLING, G.WANDERING

_BOARDS = {}


def board(extra1="", extra2=""):
    key = (extra1, extra2)
    if key not in _BOARDS:
        _BOARDS.clear()
        _BOARDS[key] = Board(parse_tile(VAULT, "v"),
                             [(parse_tile(MAP % ("1", extra1), "1"), 0, 0),
                              (parse_tile(MAP % ("2", extra2), "2"), 3, 0)])
    return _BOARDS[key]


_KEEPS = {}


def keep(b):
    """One Keep context (with its precomputed sight) per board, shared by the tests."""
    k = _KEEPS.get(id(b))
    if k is None or k.board is not b:
        _KEEPS.clear()
        k = Keep(b)
        _KEEPS[id(b)] = k
    return k


def world(guards, players=2, seed=1, extra1="", extra2="", starts=None, **kw):
    """A game in the guards phase of turn 1: thieves joined on tile 2, everybody passed the
    market. The thieves' start hexes get Extinguished Torches (no thief is spotted there),
    so a thief a test does not move is out of the way whatever the guards see."""
    b = board(extra1, extra2)
    g = Game.new(b, seed, deal="device", players=players, guards=guards,
                 owners=[0, 1 % players], kc=keep(b),
                 **kw)
    starts = starts or ("2-A2", "2-A4", "2-C5", "2-E4")
    for p in range(players):
        g.join(p, PINS[p], 2, 1, starts[p])
    while g.phase() == "buy":
        g.pass_turn(g.waiting()[0])
    assert g.phase() == "guards"
    g.state["torch"] = [hx(g, starts[p]) for p in range(players)]
    return g


class Live:
    """The game's state as it is now (st["mk"][0] = ...): an action may give the game a new
    state object (History copies a state it keeps as a checkpoint, history.py)."""

    def __init__(self, g):
        self.g = g

    def __getitem__(self, k):
        return self.g.state[k]

    def __setitem__(self, k, v):
        self.g.state[k] = v

    def get(self, k, d=None):
        return self.g.state.get(k, d)


def hx(g, name):
    return g.kc.board.index(name)


def nm(g, h):
    return g.kc.board.names[h]


def put(g, i, where, face=None, status=None):
    gd = g.state["g"][i]
    gd[G.HEX] = hx(g, where)
    if face is not None:
        gd[G.FACING] = face
    if status is not None:
        gd[G.STATUS] = status
    return gd


def thief(g, p, where):
    g.state["dial"][p] = hx(g, where)


def where(g, i):
    gd = g.state["g"][i]
    return nm(g, gd[G.HEX]), gd[G.FACING], gd[G.STATUS]


def finish_play(g, card="REST"):
    """Every thief rests (no movement), so the game goes to the next guards phase."""
    for p in list(g.waiting()):
        g.play(p, PINS[p], card)


# --- setup ---------------------------------------------------------------------------------
def test_stationary_setup_on_crescent_facing_die_roll_bored():
    facings = set()
    for seed in range(1, 12):
        g = Game.new(board(), kc=keep(board()), seed=seed, deal="device",
                     players=2, guards=[[ST, 1]])
        gd = g.state["g"][0]
        assert nm(g, gd[G.HEX]) == "1-C3" and gd[G.STATUS] == BORED
        facings.add(gd[G.FACING])
    assert len(facings) >= 3  # the die decides


def test_patrolling_setup_on_star_interested_facing_next_hex():
    g = Game.new(board(), kc=keep(board()), seed=3, deal="device", players=2, guards=[[PA, 1]])
    assert where(g, 0) == ("1-A2", SE, INTERESTED)


def test_wandering_setup_on_red_shield_interested_facing_arrow():
    g = Game.new(board(), kc=keep(board()), seed=3, deal="device", players=2, guards=[[WA, 2]])
    assert where(g, 0) == ("2-C4", NW, INTERESTED)
    assert "Place Red guard 2-C4, face NW, its counter on Interested" in g.messages()


def test_vault_guard_waits_off_board():
    g = Game.new(board(), kc=keep(board()), seed=3, deal="device", players=2, guards=[[ST, 1]])
    vg = g.state["g"][-1]
    assert vg[G.KIND] == WA and vg[G.TILE] == 0 and vg[G.HEX] == -1 and vg[G.OWNER] == -1
    assert g.public()["guards"][-1]["hex"] is None


def test_random_difficulty_gives_different_kinds_when_hard():
    g = Game.new(board(), kc=keep(board()), seed=5, deal="device", players=2, difficulty="hard")
    kinds = [gd[G.KIND] for gd in g.state["g"] if gd[G.TILE] == 1]
    assert len(kinds) == 2 and kinds[0] != kinds[1]
    e = Game.new(board(), kc=keep(board()), seed=5, deal="device", players=2)
    assert len([gd for gd in e.state["g"] if gd[G.TILE] == 1]) == 1


# --- movement by type ----------------------------------------------------------------------
def test_stationary_rotates_clockwise_one_side():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", NW, BORED)
    g.guards()
    assert where(g, 0) == ("1-C3", N, BORED)
    assert "Blue guard 1-C3 turns to face N" in g.messages()


def test_patrolling_walks_to_shield_turns_round_and_back():
    g = world([[PA, 1]])
    seen = []
    for _ in range(5):
        g.guards()
        seen.append(where(g, 0)[:2])
        finish_play(g)
    assert seen == [("1-B2", NE), ("1-C2", SE), ("1-D2", NE), ("1-E2", SW), ("1-D2", NW)]


def test_patrol_instruction_text():
    g = world([[PA, 1]])
    g.guards()
    assert "Green guard 1-A2 -> 1-B2, face NE" in g.messages()


def test_wandering_follows_red_arrows_facing_next():
    g = world([[WA, 1]])
    seen = []
    for _ in range(5):
        g.guards()
        seen.append(where(g, 0)[:2])
        finish_play(g)
    assert seen == [("1-B3", N), ("1-B2", NE), ("1-C2", SE), ("1-D2", S), ("1-D3", SW)]


def test_guards_move_in_player_order():
    g = world([[PA, 1], [PA, 2]])
    g.guards()
    ms = [m for m in g.messages() if "->" in m]
    assert ms[0].startswith("Green guard 1-") and ms[1].startswith("Green guard 2-")


# --- spotting and statuses -----------------------------------------------------------------
def test_interested_guard_spots_thief_in_its_row():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", N, INTERESTED)   # rotates to NE, looks at D2, E2
    thief(g, 0, "1-E2")
    g.guards()
    assert ("Blue guard 1-C3 is Interested: sees 1-E2 - Blue thief spotted. Put Blue's marker on"
            " 1-E2. Set the counter to Pursuing") in g.messages()
    assert g.state["mk"][0] == hx(g, "1-E2")
    assert where(g, 0)[2] == PURSUING


def test_thief_out_of_sight_not_spotted():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", N, INTERESTED)
    thief(g, 0, "1-A3")
    g.guards()
    assert g.state["mk"][0] == -1 and where(g, 0)[2] == INTERESTED
    assert not [m for m in g.messages() if "spotted" in m]


def test_bored_guard_sees_only_two_hexes():
    g = world([[ST, 1]], extra1="")
    put(g, 0, "1-A3", N, BORED)  # rotates to NE: B2, C2, D1 in its row
    thief(g, 0, "1-D1")
    g.guards()
    assert g.state["mk"][0] == -1
    put(g, 0, "1-A3", N, BORED)
    thief(g, 0, "1-C2")
    finish_play(g)
    g.guards()
    assert g.state["mk"][0] == hx(g, "1-C2")


def test_distracted_guard_sees_nothing_and_stays():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", N, DISTRACTED)
    thief(g, 0, "1-C2")   # right in front
    g.guards()
    assert where(g, 0) == ("1-C3", N, DISTRACTED)
    assert g.state["mk"][0] == -1
    assert "Blue guard 1-C3 is Distracted: stays" in g.messages()


def test_pursuing_guard_moves_two_hexes_toward_marker():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", S, PURSUING)
    gd[G.TARGET] = 1
    g.state["mk"][1] = hx(g, "1-C5")
    thief(g, 1, "2-A4")
    g.state["mk"][0] = -1
    g.guards()
    # C4 then C5: reaches the marker, nobody there, nothing else in sight -> Returning
    assert where(g, 0)[0] == "1-C5"
    assert ("Blue guard 1-C5 investigates the Green marker: nobody there. Remove the marker"
            in g.messages())
    assert "Blue guard 1-C5 is Returning: set the counter to Returning" in g.messages()
    assert where(g, 0)[2] == RETURNING and g.state["mk"][1] == -1


def test_investigating_the_real_hex_catches_the_thief():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", S, PURSUING)
    gd[G.TARGET] = 0
    thief(g, 0, "1-C5")
    g.state["mk"][0] = hx(g, "1-C5")
    g.guards()
    assert g.state["in"][0] == G.T_CAUGHT
    assert ("Blue guard 1-C5 catches the Blue thief at 1-C5 - out of the game. Take Blue's "
            "marker off 1-C5") in g.messages()


def test_guard_walking_into_thief_catches_it():
    g = world([[PA, 1]])
    thief(g, 0, "1-B2")
    g.state["hid"][0] = 1   # even a hidden thief is caught on the guard's hex
    g.guards()
    assert g.state["in"][0] == G.T_CAUGHT


def test_investigation_spots_another_thief_in_sight():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    g.state["mk"][0] = hx(g, "1-C2")
    thief(g, 0, "2-A2")
    thief(g, 1, "1-C1")     # straight on, beyond the marker
    g.guards()
    assert where(g, 0)[2] == PURSUING and g.state["g"][0][G.TARGET] == 1
    assert g.state["mk"][1] == hx(g, "1-C1")
    assert [m for m in g.messages() if "Green thief spotted" in m]


def test_investigation_goes_on_to_another_marker():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    g.state["mk"][0] = hx(g, "1-C2")
    g.state["mk"][1] = hx(g, "1-C1")
    thief(g, 0, "2-A2")
    thief(g, 1, "2-A4")
    g.guards()
    assert where(g, 0)[2] == PURSUING and g.state["g"][0][G.TARGET] == 1
    assert "Blue guard 1-C2 sees the Green marker at 1-C1: goes to investigate" in g.messages()


def test_returning_walks_home_then_default_status_and_rolls_facing():
    g = world([[ST, 1]])
    put(g, 0, "1-C1", S, RETURNING)
    g.guards()
    assert where(g, 0)[0] == "1-C2" and where(g, 0)[2] == RETURNING
    finish_play(g)
    g.guards()
    assert where(g, 0)[0] == "1-C3" and where(g, 0)[2] == BORED
    assert [m for m in g.messages() if ": set the counter to Bored; rolled, face " in m]


def test_returning_patroller_heads_for_nearest_patrol_hex_and_rolls_direction():
    g = world([[PA, 1]])
    put(g, 0, "1-C4", N, RETURNING)
    g.guards()   # C4 -> C3, C3 -> C2 is on the route
    assert where(g, 0)[0] == "1-C3"
    finish_play(g)
    g.guards()
    h, f, s = where(g, 0)
    assert h == "1-C2" and s == INTERESTED
    gd = g.state["g"][0]
    assert gd[G.PATROL_AT] == 2 and gd[G.PATROL_DIR] in (1, -1)
    assert f == (SE if gd[G.PATROL_DIR] == 1 else SW)
    assert [m for m in g.messages() if "Interested; rolled" in m and "toward the" in m]


def test_returning_wanderer_heads_for_its_arrows():
    g = world([[WA, 1]])
    put(g, 0, "1-A3", N, RETURNING)
    g.guards()
    h, f, s = where(g, 0)
    assert h in ("1-B2", "1-B3") and s == INTERESTED
    assert f == (NE if h == "1-B2" else N)


def test_hip_flask_art_and_diligent_statuses():
    g = world([[ST, 1]])
    st = Live(g)
    st["gh"][0] = [st["gt"].index("ART"), st["gt"].index("FLASK")]
    st["gh"][1] = [st["gt"].index("DIL")]
    put(g, 0, "1-C3", N, ALERT)
    g.guards()
    g.play(0, PINS[0], "FLASK", 0)
    g.play(1, PINS[1], "DIL")
    assert st["g"][0][G.STATUS] == BORED and st["dil"] == 1
    assert "Blue guard 1-C3 takes a swig: set the counter to Bored" in g.messages()
    g.guards()
    g.play(0, PINS[0], "ART", 0)
    g.play(1, PINS[1], "REST")
    assert st["g"][0][G.STATUS] == DISTRACTED


def test_art_needs_a_bored_guard():
    g = world([[PA, 1]])
    st = Live(g)
    st["gh"][0] = [st["gt"].index("ART")]
    g.guards()
    g.play(0, PINS[0], "ART", 0)
    g.play(1, PINS[1], "REST")
    assert st["g"][0][G.STATUS] == INTERESTED
    assert [m for m in g.messages() if "Art has no effect" in m]


def test_diligent_keeps_pursuing_two_more_hexes():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    g.state["dil"] = 1
    g.state["mk"][0] = hx(g, "1-C2")
    thief(g, 0, "2-A2")
    g.guards()
    assert where(g, 0)[2] == PURSUING and g.state["g"][0][G.DILIGENT] == 1 and g.state["dil"] == 0
    finish_play(g)
    g.guards()   # forward (N) from C2: C1, then off the board: stops
    assert where(g, 0)[0] == "1-C1" and where(g, 0)[2] == RETURNING


def test_noise_alerts_distracted_bored_interested_on_the_tile():
    g = world([[ST, 1], [PA, 1], [WA, 1], [ST, 2]])
    st = Live(g)
    thief(g, 0, "V-A3")
    thief(g, 1, "V-A2")
    g.guards()
    st["g"][0][G.STATUS] = DISTRACTED
    st["g"][2][G.STATUS] = PURSUING
    st["g"][2][G.HEX] = hx(g, "1-D3")
    thief(g, 0, "1-A2")
    st["g"][1][G.HEX] = hx(g, "1-E2")
    st["g"][3][G.STATUS] = BORED
    pv = g.private(0, PINS[0])
    dest = pv["legal"]["RUN"][0]
    g.play(0, PINS[0], "RUN", dest)
    g.play(1, PINS[1], "REST")
    assert st["g"][0][G.STATUS] in (ALERT, PURSUING) and st["g"][1][G.STATUS] in (ALERT, PURSUING)
    assert st["g"][2][G.STATUS] == PURSUING       # not changed by noise
    assert st["g"][3][G.STATUS] == BORED          # other tile: did not hear


def test_water_arrow_torch_hides_thief_and_guard_relights_it():
    g = world([[ST, 1]])
    st = Live(g)
    put(g, 0, "1-C3", N, INTERESTED)
    thief(g, 0, "1-E2")
    st["torch"] = [hx(g, "1-E2")]
    g.guards()
    assert st["mk"][0] == -1
    gd = put(g, 0, "1-D2", NE, PURSUING)
    gd[G.TARGET] = 1
    st["mk"][1] = hx(g, "1-E2")
    thief(g, 0, "1-C1")
    finish_play(g)
    held = g.state
    g._mark(g.cursor, held)          # a checkpoint now: History must not let the step touch it
    g.guards()
    assert hx(g, "1-E2") not in st["torch"]
    assert ("Blue guard 1-E2 relights the torch at 1-E2: take the Extinguished Torch counter"
            " off") in g.messages()
    assert g.state is not held and held["torch"] == [hx(g, "1-E2")]


def test_lantern_turns_guards_on_the_tile_to_face_the_thief():
    from lookout.keep import cards
    g = world([[ST, 1]])
    st = Live(g)
    st["tr"][0] = cards.LANTERN
    st["trv"][0] = 1
    thief(g, 0, "1-C5")
    put(g, 0, "1-C3", N, BORED)
    g.guards()
    assert where(g, 0)[1] == S
    assert "Blue guard 1-C3 turns to face S (the Lantern)" in g.messages()


def test_guards_never_walk_through_walls():
    g = world([[ST, 1]], extra1="wall C3 N")
    put(g, 0, "1-C1", S, RETURNING)
    path = []
    for _ in range(4):
        g.guards()
        path.append(nm(g, g.state["g"][0][G.HEX]))
        finish_play(g)
        if g.state["g"][0][G.STATUS] != RETURNING:
            break
    b = g.kc.board
    prev = hx(g, "1-C1")
    for name in path:
        h = hx(g, name)
        d = b.side_to(prev, h)
        assert d >= 0 and not b.wall(prev, d)
        prev = h
    assert path[-1] == "1-C3" and len(path) == 3   # round the wall, not 2 steps through it


def test_pursuit_goes_round_a_wall():
    g = world([[ST, 1]], extra1="wall C3 S")
    gd = put(g, 0, "1-C3", S, PURSUING)
    gd[G.TARGET] = 1
    g.state["mk"][1] = hx(g, "1-C4")
    thief(g, 1, "2-A2")
    thief(g, 0, "2-A4")
    g.guards()
    assert where(g, 0)[0] == "1-C4"


def test_unknown_guard_status_names():
    assert G.status_name(DISTRACTED) == "Distracted"
    raises(IndexError, G.status_name, 9)


def test_pursuing_guard_goes_for_the_nearest_visible_marker():
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    g.state["mk"][0] = hx(g, "1-C1")    # two hexes ahead
    g.state["mk"][1] = hx(g, "1-C2")    # one hex ahead: nearer
    g.guards()
    ms = g.messages()
    assert "Blue guard 1-C2 investigates the Green marker: nobody there. Remove the marker" in ms
    assert "Blue guard 1-C2 sees the Blue marker at 1-C1: goes to investigate" in ms
    assert gd[G.TARGET] == 0 and where(g, 0)[2] == PURSUING


def test_a_caught_thiefs_marker_leaves_the_board():
    """Issue 19: P2 "catches the Blue thief", then in P3 the same guard chased the caught
    thief's marker ("investigates the Blue marker: nobody there") instead of Green, whom it
    had spotted. A caught thief's marker leaves the board."""
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    thief(g, 0, "1-C2")
    g.state["mk"][0] = hx(g, "1-C2")
    thief(g, 1, "1-C1")                 # straight on, beyond: spotted after the catch
    g.guards()
    ms = g.messages()
    assert g.state["in"][0] == G.T_CAUGHT and g.state["mk"][0] == -1, ms
    assert gd[G.TARGET] == 1 and g.state["mk"][1] == hx(g, "1-C1"), ms
    finish_play(g)
    g.guards()
    ms = g.messages()
    assert not [m for m in ms if "Blue marker" in m], ms
    assert g.state["in"][1] == G.T_CAUGHT, ms     # walked on to Green's hex


def test_each_spotting_is_told_once():
    """Issue 19: after an investigation the guard spotted the next thief, and the spotting
    check after the moves told it again (18 pages in a 5-thief phase, 6 of them repeats). A
    Pursuing guard that sees a thief where its marker already is changes nothing on the table:
    no page; a thief seen on a new hex is a page that says where its marker goes."""
    g = world([[ST, 1]])
    gd = put(g, 0, "1-C3", N, PURSUING)
    gd[G.TARGET] = 0
    g.state["mk"][0] = hx(g, "1-C2")
    thief(g, 0, "2-A2")
    thief(g, 1, "1-C1")
    g.guards()
    ms = [m for m in g.messages() if "thief spotted" in m]
    assert ms == ["Blue guard 1-C2 is Pursuing: sees 1-C1 - Green thief spotted. Put Green's "
                  "marker on 1-C1"], g.messages()
    finish_play(g)                        # Green rests where it is: nothing new
    assert not [m for m in g.messages() if "spotted" in m], g.messages()
    assert g.phase() == "guards"
    g.state["g"][0][G.STATUS] = G.DISTRACTED   # (stays put this phase)
    g.guards()
    g.state["g"][0][G.STATUS] = PURSUING
    thief(g, 1, "1-D1")                   # (Green stepped aside, still in sight)
    finish_play(g)
    assert [m for m in g.messages() if "sees 1-D1 - Green thief spotted. Move Green's marker "
            "to 1-D1" in m], g.messages()
