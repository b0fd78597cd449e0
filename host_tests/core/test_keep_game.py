"""Black Keep game as an event log: determinism, replay, undo, saves, illegal actions,
hidden information in the public output, and whole games on the example tiles."""
import gc
import json

from checks import raises

from lookout.history import History
from lookout.fsys import OsFs
from lookout.keep import dials
from lookout.keep import recipe
from lookout.keep import guardrec as G
from lookout.keep.game import EVERY, LIMIT, Game, KeepModel
from lookout.keep.game import SHARED, copy_state
from lookout.keep.rng import Rng
from lookout.keep.tilelib import TileLib
from test_keep_guards import PINS, Live, board, hx, keep, world

ST, PA, WA = G.STATIONARY, G.PATROLLING, G.WANDERING
_ROOT = (__file__.rsplit("/", 1)[0] if "/" in __file__ else ".") + "/../.."
_EX = {}


def tile_lib():
    """The shipped tiles as the device reads them: firmware/ is the device's root (tiles/)."""
    return TileLib(OsFs(_ROOT + "/firmware"))


def example_board(n=3):
    """Vault side A and map tiles 1-3 (side A) from firmware/tiles, on vault sides 0, 2, 4."""
    if n not in _EX:
        _EX.clear()
        gc.collect()  # the board's tables want contiguous blocks (MicroPython heap)
        placed = [("tiles/tile%da.txt" % (i + 1), 2 * i, 0) for i in range(n)]
        _EX[n] = recipe.make(tile_lib(), "tiles/vault_a.txt", placed)
    return _EX[n]


# --- a bot that plays legal moves, heading for the vault and then the exit ----------------------
def bot_step(g, r, pins):
    """One legal action for whoever the game waits for. Returns False when it is over."""
    ph = g.phase()
    if ph == "over":
        return False
    if ph == "guards":
        g.guards()
        return True
    if ph == "buy":
        p = g.waiting()[0]
        pv = g.private(p, pins[p])
        pub = g.public()
        coins = [c for c in pv["hand"] if c in ("NE", "E", "SE", "SW", "W", "NW")]
        for s in range(len(pub["market"])):
            cost = pub["market_cost"][s]
            if cost is not None and cost <= len(coins) - 3 and len(pv["guard_cards"]) < 6 \
                    and r.below(3) == 0:
                g.buy(p, s, coins[:cost])
                return True
        g.pass_turn(p)
        return True
    p = g.waiting()[0]
    pv = g.private(p, pins[p])
    legal = pv["legal"]
    st = Live(g)
    kc = g.kc
    b = kc.board
    if st["trv"][p]:
        goal = ("x", st["ex"][p])
        src = b.outside_hexes(st["ex"][p])
    else:
        goal = ("v",)
        src = (b.vault_hex,)
    field = kc.routes.fields.get(goal)
    if field is None:
        field = kc.routes.field(goal, src)
    guards_at = [gd[G.HEX] for gd in st["g"]]
    watched = []
    for gd in st["g"]:
        if gd[G.HEX] >= 0:
            watched.extend(kc.sight.seen(gd[G.HEX], gd[G.FACING], gd[G.STATUS]))
    best = None
    bestd = 999
    for code in sorted(legal):
        for dest in legal[code]:
            if dest == "OFF":
                g.play(p, pins[p], code, "OFF")
                return True
            if type(dest) is not str:
                continue
            h = b.index(dest)
            if h in guards_at:
                continue
            d = field[h] + r.below(3) + (8 if h in watched else 0)
            if d < bestd:
                bestd = d
                best = (code, dest)
    if len(pv["hand"]) <= 3 and "REST" in legal:
        best = ("REST", None)
    elif best is None or r.below(6) == 0:
        codes = [c for c in sorted(legal) if not legal[c]]
        if codes:
            best = (codes[r.below(len(codes))], None)
        elif best is None:
            code = sorted(legal)[0]
            opts = legal[code]
            best = (code, opts[r.below(len(opts))])
    g.play(p, pins[p], best[0], best[1])
    return True


def bot_game(seed, players=3, max_steps=3000, bd=None, **kw):
    bd = bd or example_board()
    gc.collect()
    g = Game.new(bd, seed, deal="device", players=players, kc=keep(bd), **kw)
    r = Rng(seed + 99)
    pins = ["%04d" % (1000 + 37 * p) for p in range(players)]
    nt = len(bd.tiles) - 1
    for p in range(players):
        ent = 1 + p % nt
        outs = bd.outside_hexes(ent)
        g.join(p, pins[p], ent, 1 + (p + 1) % nt, outs[r.below(len(outs))])
    n = 0
    while n < max_steps and bot_step(g, r, pins):
        n += 1
    return g, pins


# --- determinism and the log ------------------------------------------------------------------
def test_same_seed_same_setup_different_seed_differs():
    a = Game.new(example_board(), kc=keep(example_board()), seed=11, deal="device",
                 players=3, difficulty="hard")
    b = Game.new(example_board(), kc=keep(example_board()), seed=11, deal="device",
                 players=3, difficulty="hard")
    assert a.state == b.state
    c = Game.new(example_board(), kc=keep(example_board()), seed=12, deal="device",
                 players=3, difficulty="hard")
    assert c.state["g"] != a.state["g"] or c.state["tr"] != a.state["tr"]


def test_replay_gives_the_same_state():
    g, _ = bot_game(3, max_steps=150)
    again = Game(g.kc.board, g.initial, g.actions, kc=g.kc)
    assert again.state == g.state


def test_save_is_json_and_loads_to_the_same_state():
    g, _ = bot_game(4, max_steps=150)
    d = g.dump()
    gc.collect()
    ti = json.dumps(d["i"])   # in two pieces: MicroPython wants contiguous string blocks
    ta = json.dumps(d["a"])
    h = Game.load(g.kc.board, {"i": json.loads(ti), "a": json.loads(ta), "c": d["c"]},
                  kc=g.kc)
    assert h.state == g.state
    assert len(ti) < 4000 and len(ta) < 40 * len(d["a"])


def test_undo_and_redo_are_exact():
    g, pins = bot_game(5, max_steps=60)
    snaps = []
    g2 = Game(g.kc.board, g.initial, kc=g.kc)
    for a in g.actions:
        g2.do(a)
        snaps.append(json.dumps(g2.state))   # (a dict's key order differs between copies
    for i in range(len(snaps) - 1, 0, -1):   # in MicroPython: compare data, not JSON text)
        g2.undo()
        assert g2.state == json.loads(snaps[i - 1])
    g2.redo()
    assert g2.state == json.loads(snaps[1])
    assert g2.can_undo() and g2.can_redo()


def test_new_action_after_undo_drops_the_redo_tail():
    g = world([[ST, 1]])
    n = len(g.actions)
    g.guards()
    g.undo()
    g.guards()
    assert len(g.actions) == n + 1 and not g.can_redo()


def test_state_is_json_able():
    g, _ = bot_game(6, max_steps=100)
    assert json.loads(json.dumps(g.state)) == g.state
    for a in g.actions:
        for x in a:
            assert type(x) in (int, str, list) or x is None


def test_history_model_gives_the_same_game():
    g, _ = bot_game(7, max_steps=80)
    m = KeepModel(g.kc.board, g.kc.sight)
    h = History(m, g.initial)
    for a in g.actions:
        h.do(a)
    assert h.state == g.state
    h.undo()
    assert h.state == Game(g.kc.board, g.initial, g.actions[:-1], kc=g.kc).state


def test_save_for_another_board_is_refused():
    g = world([[ST, 1]])
    raises(ValueError, Game.load, example_board(), g.dump(), kc=keep(example_board()))


# --- illegal actions --------------------------------------------------------------------------
def _unchanged(g, fn, *args):
    before = json.dumps(g.state)
    n = len(g.actions)
    e = raises(ValueError, fn, *args)
    assert json.dumps(g.state) == before and len(g.actions) == n
    return str(e)


def test_illegal_actions_leave_the_game_as_it_was():
    g = world([[ST, 1]])
    _unchanged(g, g.play, 0, PINS[0], "REST")        # guards phase first
    _unchanged(g, g.buy, 0, 0, ["NE"])
    _unchanged(g, g.do, ["fly", 0])
    _unchanged(g, g.do, [])
    _unchanged(g, g.do, "guards")
    g.guards()
    assert _unchanged(g, g.play, 0, "0000", "REST") == "Wrong PIN"
    _unchanged(g, g.play, 0, PINS[0], "EXIT")
    _unchanged(g, g.play, 0, PINS[0], "ART", 0)
    _unchanged(g, g.play, 0, PINS[0], "FLY")
    _unchanged(g, g.play, 5, PINS[0], "REST")
    _unchanged(g, g.play, 0, PINS[0], "NE", "9-Z9")
    _unchanged(g, g.guards)


def test_a_vault_tile_without_a_red_shield_is_refused_at_the_new_game():
    # the vault guard (Wandering) is placed on a red shield when the first thief enters the
    # vault tile, in the middle of a step: a tile without one must not get that far
    from lookout.keep.board import Board
    from lookout.keep.tiles import parse_tile
    from test_keep_guards import MAP, VAULT
    b = Board(parse_tile(VAULT.replace("red C2\n", ""), "v"),
              [(parse_tile(MAP % ("1", ""), "1"), 0, 0), (parse_tile(MAP % ("2", ""), "2"), 3, 0)])
    e = raises(ValueError, Game.new, b, 2, deal="device", players=2, kc=keep(b))
    assert "red shield" in str(e)


def test_setup_checks():
    g = Game.new(board(), 2, deal="device", players=2, guards=[[ST, 1]], kc=keep(board()))
    assert g.phase() == "setup" and g.waiting() == [0, 1]
    _unchanged(g, g.join, 0, "12", 2, 1, "2-A2")           # PIN
    _unchanged(g, g.join, 0, "1111", 2, 2, "2-A2")         # exit = entry
    _unchanged(g, g.join, 0, "1111", 2, 0, "2-A2")         # exit = vault tile
    _unchanged(g, g.join, 0, "1111", 0, 1, "V-A2")         # enter the vault tile
    _unchanged(g, g.join, 0, "1111", 2, 1, "2-C3")         # not an Outside Hex
    _unchanged(g, g.join, 0, "1111", 2, 1, "1-A2")         # not on the entry tile
    g.join(0, "1111", 2, 1, "2-A2")
    _unchanged(g, g.join, 0, "1111", 2, 1, "2-A2")         # twice
    assert "Blue enters by tile 2 and must leave by tile 1" in g.messages()
    assert "2-A2" not in " ".join(g.messages())
    g.join(1, "2222", 2, 1, "2-A2")   # two thieves may share a hex
    assert g.phase() == "buy"


def test_private_view_needs_the_pin():
    g = world([[ST, 1]])
    e = raises(dials.PinError, g.private, 0, "2222")
    assert str(e) == "Wrong PIN"
    pv = g.private(0, PINS[0])
    assert pv["hex"] == "2-A2" and pv["treasure"].startswith("The ")


# --- hidden information -----------------------------------------------------------------------
def _public_text(g):
    return json.dumps(g.public())


def test_public_view_has_no_secret_location_or_treasure():
    g = world([[ST, 1]])
    g.state["torch"] = []
    pub = g.public()
    for t in pub["thieves"]:
        assert t["marker"] is None and t["treasure"] is None
        assert "hex" not in t and "dial" not in t
    txt = _public_text(g)
    assert "2-A2" not in txt and "2-A4" not in txt
    assert "The " not in txt


def test_secret_moves_do_not_change_the_public_output():
    """Two games that differ only in where an unseen thief goes look the same to everyone."""
    outs = []
    for dest in ("2-B1", "2-B2"):
        g = world([[ST, 1]])
        g.guards()
        g.play(0, PINS[0], "E", dest)
        g.play(1, PINS[1], "REST")
        g.guards()
        outs.append((_public_text(g), g.messages()))
    assert outs[0] == outs[1]
    assert "2-B1" not in outs[0][0] and "2-B2" not in outs[0][0]


def test_spotting_reveals_only_the_spotted_thief():
    g = world([[ST, 1]])
    st = Live(g)
    st["torch"] = []
    g.guards()
    st["g"][0][G.FACING] = 0
    st["g"][0][G.STATUS] = G.INTERESTED
    st["dial"][0] = hx(g, "1-C2")
    g.play(0, PINS[0], "REST")
    g.play(1, PINS[1], "REST")
    txt = _public_text(g)
    assert "1-C2" in txt and "2-A4" not in txt


# --- whole games on the example tiles ---------------------------------------------------------
def test_whole_bot_games_end_and_replay():
    ends = []
    for seed in (1, 2):
        g, pins = bot_game(seed)
        assert g.phase() == "over"
        ends.append(g.public()["winner"])
        again = Game(g.kc.board, g.initial, g.actions, kc=g.kc)
        assert again.state == g.state
    assert ends


def test_four_players_hard_difficulty_runs():
    g, pins = bot_game(8, players=4, max_steps=400, difficulty="hard")
    assert g.state["turn"] >= 2 or g.phase() == "over"
    for gd in g.state["g"]:
        assert gd[G.HEX] == -1 or 0 <= gd[G.HEX] < g.kc.board.n


def _depth(x):
    if type(x) is list or type(x) is dict:
        vs = list(x.values()) if type(x) is dict else x
        return 1 + max([_depth(v) for v in vs] + [0])
    return 0


def test_the_state_copy_is_deep_enough_and_shared_parts_never_change():
    # KeepModel.copy (game.copy_state) copies two levels and shares SHARED: every other
    # part of the state is at most two lists deep, and no action changes a shared part in
    # place (the parts the state before an action held are as they were after it, even
    # when the step changed that state itself: KeepModel.in_place)
    g, pins = bot_game(3, max_steps=0)
    r = Rng(11)
    for _ in range(80):
        st = g.state
        for k in st:
            if k not in SHARED:
                assert _depth(st[k]) <= 2, k
        c = copy_state(st)
        assert c == st
        parts = [st[k] for k in SHARED]
        shared = json.dumps(parts)
        if not bot_step(g, r, pins):
            break
        assert json.dumps(parts) == shared
        assert g.state["msg"] is not parts[SHARED.index("msg")]


def test_undo_and_resume_work_is_bounded_on_a_long_game():
    g = world([[ST, 1]])
    n = [0]
    apply0 = g.model.apply

    def counted(st, a):
        n[0] += 1
        return apply0(st, a)

    g.model.apply = counted
    for i in range(120):                      # ~4 turns of guards phases and rests
        if g.phase() == "guards":
            g.guards()
        elif g.phase() == "buy":
            g.pass_turn(g.waiting()[0])
        else:
            p = g.waiting()[0]
            g.play(p, PINS[p], "REST")
        assert len(g.actions) <= LIMIT
        n[0] = 0
        g.undo()
        assert n[0] < EVERY, "undo replayed %d actions" % n[0]
        g.redo()
    assert g.state["turn"] >= 3
    again = Game.load(g.kc.board, g.dump(), kc=g.kc)
    assert again.state == g.state and len(again.actions) <= LIMIT
    again.undo()
    assert again.state == Game(g.kc.board, g.initial, g.actions[:-1], kc=g.kc).state
