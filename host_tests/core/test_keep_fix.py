"""Black Keep corrections ("the table differs", lookout.keep.fix): a guard's hex, facing and
status, a Thief Marker, an Extinguished Torch; checked, logged, undoable, and blind to secrets.

The small two-tile board of test_keep_guards: map tile 1 on the vault's N side, tile 2 on its S
side; crescent C3, patrol A2 B2 C2 D2 E2, special hex E4.
"""
import json

from checks import raises

from lookout.keep import fix
from lookout.keep import guardrec as G
from lookout.keep.game import Game
from test_keep_guards import PINS, ST, PA, WA, board, hx, keep, nm, put, thief, where, world

N, NE, SE, S, SW, NW = range(6)


def _unchanged(g, action):
    before = json.dumps(g.state)
    n = len(g.actions)
    e = raises(ValueError, g.do, action)
    assert json.dumps(g.state) == before and len(g.actions) == n
    return str(e)


def _secrets(g):
    st = g.state
    return json.dumps([st["dial"], st["tr"], st["trv"], st["hand"], st["gh"], st["pin"],
                       st["play"], st["hid"]])


def test_move_a_guard_to_the_hex_on_the_table():
    g = world([[ST, 1], [PA, 1]])
    put(g, 0, "1-C3", N)
    s0 = _secrets(g)
    g.do(["fix", "hex", 0, "1-D3"])
    assert where(g, 0)[0] == "1-D3"
    assert g.messages() == ["Correction: Blue guard 1-C3 -> 1-D3"]
    assert g.actions[-1] == ["fix", "hex", 0, hx(g, "1-D3")]   # logged with a hex id
    assert _secrets(g) == s0 and g.phase() == "guards"          # nothing else happened
    g.undo()
    assert where(g, 0)[0] == "1-C3"
    g.redo()
    assert where(g, 0)[0] == "1-D3"


def test_guard_hex_checks():
    g = world([[ST, 1], [PA, 1]])
    put(g, 0, "1-C3")
    put(g, 1, "1-A2")
    assert "special hex" in _unchanged(g, ["fix", "hex", 0, "1-E4"])
    assert _unchanged(g, ["fix", "hex", 0, "1-A2"]) == "Green guard 1-A2 already stands on 1-A2"
    assert "already there" in _unchanged(g, ["fix", "hex", 0, "1-C3"])
    _unchanged(g, ["fix", "hex", 0, "9-Z9"])                    # no such hex
    _unchanged(g, ["fix", "hex", 0, 100000])
    _unchanged(g, ["fix", "hex", 7, "1-D3"])                    # no such guard
    _unchanged(g, ["fix", "hex", 0])                            # short
    _unchanged(g, ["fix", "wings", 0, 1])                       # nothing to correct


def test_patrolling_guard_moved_onto_its_route_goes_on_from_there():
    g = world([[PA, 1]])
    g.do(["fix", "hex", 0, "1-D2"])
    assert g.state["g"][0][G.PATROL_AT] == 3
    g.do(["fix", "face", 0, "NE"])
    g.guards()
    assert where(g, 0)[0] == "1-E2"                             # one step on along the route


def test_place_the_vault_guard():
    g = world([[ST, 1]])
    vg = len(g.state["g"]) - 1
    assert g.state["g"][vg][G.HEX] == -1
    assert "not on the board" in _unchanged(g, ["fix", "face", vg, "N"])
    assert "its own tile (V)" in _unchanged(g, ["fix", "hex", vg, "1-D2"])
    g.do(["fix", "hex", vg, "V-C2"])
    assert g.messages() == ["Correction: Red guard placed on V-C2"]
    assert g.public()["guards"][vg]["hex"] == "V-C2"
    assert g.state["g"][vg][G.OWNER] == -1          # nobody's until a thief steps onto the tile


def test_the_first_thief_onto_the_vault_tile_takes_a_corrected_vault_guard():
    g = world([[ST, 1]])
    vg = len(g.state["g"]) - 1
    g.guards()
    g.do(["fix", "hex", vg, "V-A3"])
    thief(g, 0, "1-A4")                           # next to the vault tile (V-C1)
    legal = g.private(0, PINS[0])["legal"]
    card = [c for c in ("SE", "SW", "E", "W", "NE", "NW") if "V-C1" in legal.get(c, [])][0]
    g.play(0, PINS[0], card, "V-C1")
    g.play(1, PINS[1], "REST")
    gd = g.state["g"][vg]
    assert gd[G.OWNER] == 0 and nm(g, gd[G.HEX]) == "V-A3"              # taken, not moved
    assert "The Blue thief enters the vault tile and takes the vault guard" in g.messages()
    assert not [m for m in g.messages() if m.startswith("Place Red guard")]


def test_facing_by_name_or_number():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", N)
    g.do(["fix", "face", 0, "se"])
    assert where(g, 0)[1] == SE
    assert g.actions[-1] == ["fix", "face", 0, SE]
    assert g.messages() == ["Correction: Blue guard 1-C3 faces SE"]
    g.do(["fix", "face", 0, NW])
    assert where(g, 0)[1] == NW
    assert "already faces NW" in _unchanged(g, ["fix", "face", 0, "NW"])
    _unchanged(g, ["fix", "face", 0, 6])
    _unchanged(g, ["fix", "face", 0, "up"])


def test_status_and_its_pursuit():
    g = world([[ST, 1]])
    put(g, 0, "1-C3", N, G.BORED)
    gd = g.state["g"][0]
    gd[G.TARGET] = 1
    gd[G.DILIGENT] = 1
    g.do(["fix", "status", 0, "alert"])
    assert where(g, 0)[2] == G.ALERT
    assert g.messages() == ["Correction: Blue guard 1-C3 is Alert"]
    gd = g.state["g"][0]
    assert gd[G.TARGET] == -1 and gd[G.DILIGENT] == 0                   # not pursuing anybody now
    assert g.actions[-1] == ["fix", "status", 0, G.ALERT]
    assert "already Alert" in _unchanged(g, ["fix", "status", 0, G.ALERT])
    _unchanged(g, ["fix", "status", 0, 6])
    g.do(["fix", "status", 0, G.DISTRACTED])
    g.guards()
    assert "Blue guard 1-C3 is Distracted: stays" in g.messages()


def test_pursuing_with_nothing_to_pursue_goes_returning():
    g = world([[ST, 1]])
    put(g, 0, "1-C2", N, G.BORED)
    g.do(["fix", "status", 0, "Pursuing"])
    g.guards()
    assert "Blue guard 1-C2 has no marker to pursue: set the counter to Returning" in \
        g.messages()
    assert where(g, 0)[2] in (G.RETURNING, G.BORED)


def test_thief_marker_place_move_remove():
    g = world([[ST, 1]])
    s0 = _secrets(g)
    g.do(["fix", "marker", 1, "1-B2"])
    assert g.messages() == ["Correction: Green marker on 1-B2"]
    assert g.public()["thieves"][1]["marker"] == "1-B2"
    st = g.state
    st["rest"][1] = 1                                          # a resting marker
    g.do(["fix", "marker", 1, "1-B3"])
    assert g.messages() == ["Correction: Green marker 1-B2 -> 1-B3"]
    assert g.state["rest"][1] == 0
    g.do(["fix", "marker", 1, -1])
    assert g.messages() == ["Correction: Green marker off the board (was 1-B3)"]
    assert g.public()["thieves"][1]["marker"] is None
    assert "already off the board" in _unchanged(g, ["fix", "marker", 1, None])
    _unchanged(g, ["fix", "marker", 2, "1-B2"])                # no such player
    _unchanged(g, ["fix", "marker", 0, "9-Z9"])
    assert _secrets(g) == s0
    for _ in range(3):
        g.undo()
    assert g.public()["thieves"][1]["marker"] is None and g.state["mk"][1] == -1


def test_marker_of_a_thief_out_of_the_keep_is_refused():
    g = world([[ST, 1]])
    g.state["in"][0] = G.T_CAUGHT
    assert _unchanged(g, ["fix", "marker", 0, "1-B2"]) == "the Blue thief is not in the Keep"


def test_torches():
    g = world([[ST, 1]])
    g.state["torch"] = []
    g.do(["fix", "torch", "1-D4", 1])
    assert g.public()["torches"] == ["1-D4"]
    assert g.messages() == ["Correction: Extinguished Torch on 1-D4"]
    assert "already has" in _unchanged(g, ["fix", "torch", "1-D4", True])
    g.do(["fix", "torch", "1-D4", 0])
    assert g.public()["torches"] == []
    assert g.messages() == ["Correction: no Extinguished Torch on 1-D4"]
    assert "has no" in _unchanged(g, ["fix", "torch", "1-D4", 0])


def test_no_correction_after_the_game():
    g = world([[ST, 1]])
    g.state["phase"] = "over"
    assert _unchanged(g, ["fix", "face", 0, "N"]) == "the game is over"


def test_corrections_in_setup_for_the_guards():
    g = Game.new(board(), 3, players=2, guards=[[ST, 1]], kc=keep(board()), deal="device")
    assert g.phase() == "setup"
    f = g.state["g"][0][G.FACING]
    g.do(["fix", "face", 0, (f + 1) % 6])
    assert g.phase() == "setup" and g.waiting() == [0, 1]
    _unchanged(g, ["fix", "marker", 0, "1-B2"])                # nobody is in the Keep yet


def test_corrections_tell_nothing_secret():
    """Two games that differ only in a thief's secret hex: every correction (a guard onto
    that hex too) gives the same messages, errors and public view, and catches nobody."""
    outs = []
    for start in ("2-A2", "2-A4"):
        g = world([[ST, 1], [WA, 2]], starts=(start, "2-C5"))
        put(g, 1, "2-C4")
        g.state["torch"] = []     # world() hides the start hexes under torches: not here
        out = []
        for a in (["fix", "hex", 1, "2-A2"], ["fix", "hex", 1, "2-A4"],
                  ["fix", "marker", 0, "2-A4"], ["fix", "status", 1, "Alert"],
                  ["fix", "face", 1, "S"], ["fix", "torch", "2-A2", 1],
                  ["fix", "hex", 0, "2-A4"]):
            try:
                g.do(a)
                out.append(g.messages())
            except ValueError as e:
                out.append(str(e))
            out.append(json.dumps(g.public()))
        assert g.state["in"] == [G.T_KEEP, G.T_KEEP]
        outs.append(out)
    assert outs[0] == outs[1]


def test_describe_and_a_replay_of_the_log():
    g = Game.new(board(), 3, players=2, guards=[[ST, 1], [PA, 1]], kc=keep(board()), deal="device")
    for p in range(2):
        g.join(p, PINS[p], 2, 1, ("2-A2", "2-A4")[p])
    g.pass_turn(g.waiting()[0])
    before = g.state
    h0 = nm(g, before["g"][0][G.HEX])
    a = ["fix", "hex", 0, "1-B3"]
    assert fix.describe(g.kc, before, a) == "Correction: Blue guard %s -> 1-B3" % h0
    assert fix.describe(g.kc, before, ["fix", "hex", 0, "1-E4"]) == "Correction:"
    g.do(a)
    g.do(["fix", "status", 1, "Alert"])
    g.do(["fix", "marker", 0, "2-B2"])
    g.pass_turn(g.waiting()[0])
    g.guards()
    d = json.loads(json.dumps(g.dump()))
    g2 = Game.load(board(), d, kc=keep(board()))
    assert g2.state == g.state
    assert g2.actions[3:6] == [["fix", "hex", 0, hx(g, "1-B3")], ["fix", "status", 1, G.ALERT],
                               ["fix", "marker", 0, hx(g, "2-B2")]]
