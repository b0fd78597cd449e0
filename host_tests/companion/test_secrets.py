"""A Black Keep game in progress never leaves the device with a thief's hex, PIN or treasure:
exports of two games that differ only in a secret are byte for byte the same."""
import json
import os

from conftest import files
from lookout import session
from lookout.fsys import OsFs
from lookout.keep.game import Game, Keep
from lookout.store import Store
from lookout_host import FIRMWARE
from lookout_host.cli import main

from test_keep_game import example_board

# the layout screens/keep/table.py saves next to the game: vault side a, map tiles 1-3 side a
# on edges 0 2 4 (the game itself carries its board: tile files, sides, checksums)
REC = {"v": "a", "t": [["1", "a", 0, 0], ["2", "a", 2, 0], ["3", "a", 4, 0]]}
_KC = {}


def keep_game(pins, hexes, swap_treasures=False):
    bd = example_board()
    if "kc" not in _KC:
        _KC["kc"] = Keep(bd)
    g = Game.new(bd, 5, deal="device", players=2, kc=_KC["kc"])
    if swap_treasures:
        g.initial["tr"].reverse()
        g = Game.load(bd, g.dump(), kc=_KC["kc"])
    for p in range(2):
        g.join(p, pins[p], 1 + p, 2 - p, hexes[p])
    return g


def entry(g):
    """The session entry as screens/keep/table.py saves it."""
    return {"r": REC, "ui": {"step": "play"}, "g": g.dump()}


def save_session(d, g):
    os.makedirs(d)
    data = session.fresh()
    data["games"]["keep"] = entry(g)
    Store(OsFs(d)).save(data)


def export(d, capsys):
    assert main(["--state", d, "export", "--json"]) == 0
    return capsys.readouterr().out


def test_exports_of_games_differing_only_in_secrets_are_identical(tmp_path, capsys):
    bd = example_board()
    o1, o2 = bd.outside_hexes(1), bd.outside_hexes(2)
    variants = {
        "a": keep_game(["1234", "5678"], [o1[0], o2[0]]),
        "pin": keep_game(["9090", "1212"], [o1[0], o2[0]]),
        "hex": keep_game(["1234", "5678"], [o1[-1], o2[-1]]),
        "treasure": keep_game(["1234", "5678"], [o1[0], o2[0]], swap_treasures=True),
    }
    outs = {}
    for k, g in variants.items():
        assert g.phase() == "buy"               # in progress: joined, the market is open
        d = str(tmp_path / k)
        save_session(d, g)
        outs[k] = export(d, capsys)
    # the secrets really differ in the saves ...
    raw = {k: files(str(tmp_path / k))["lookout.sav"] for k in outs}
    assert len(set(raw.values())) == 4
    # ... and not at all in what leaves the device
    assert outs["a"] == outs["pin"] == outs["hex"] == outs["treasure"]
    ex = json.loads(outs["a"])
    keep = ex["keep"]
    assert keep["over"] is False and keep["public"]["phase"] == "buy"
    assert [t["colour"] for t in keep["public"]["thieves"]] == ["Blue", "Green"]
    for secret in ("1234", "5678", "9090", "The "):   # PINs, treasure names ("The ...")
        assert secret not in outs["a"], secret
    assert "log" not in keep and '"a"' not in outs["a"]
    # the score sheet says where the game stands, and nothing more
    assert main(["--state", str(tmp_path / "a"), "scores"]) == 0
    sheet = capsys.readouterr().out
    assert "Black Keep: In progress" in sheet and "Blue: in the Keep" in sheet, sheet
    assert "1234" not in sheet and "The " not in sheet


def test_backup_refused_while_keep_game_in_progress(tmp_path, capsys):
    bd = example_board()
    g = keep_game(["1234", "5678"], [bd.outside_hexes(1)[0], bd.outside_hexes(2)[0]])
    d = str(tmp_path / "dev")
    save_session(d, g)
    before = files(d)
    assert main(["--state", d, "backup", "--to", str(tmp_path / "bk")]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Black Keep game is in progress" in err, err
    assert not os.path.exists(str(tmp_path / "bk"))
    assert files(d) == before


def test_finished_game_exports_its_full_log(tmp_path):
    """Once over, the whole log may leave: the replay needs it."""
    from lookout import public
    from test_keep_game import bot_game
    g, pins = bot_game(3, players=2)
    assert g.phase() == "over"
    e = entry(g)
    out = public.keep_public(e, OsFs(FIRMWARE))       # the device's root: tiles/ in it
    assert out["over"] is True and out["log"]["g"]["a"] == e["g"]["a"]
    assert out["public"]["winner"] == g.public()["winner"]


def test_unreadable_keep_entry_says_nothing(tmp_path):
    from lookout import public
    bd = example_board()
    g = keep_game(["1234", "5678"], [bd.outside_hexes(1)[0], bd.outside_hexes(2)[0]])
    e = entry(g)
    e["g"]["i"]["board"]["tiles"][1][4] += 1       # tile 1's file changed: cannot be replayed
    out = public.export({"games": {"keep": e}, "v": 1}, OsFs(FIRMWARE))
    assert out["games"]["keep"] == {"over": False, "public": None,
                                    "note": public.WITHHELD}


def test_a_table_being_set_up_holds_no_secret(tmp_path, capsys):
    """No game yet (the layout wizard): it shows as in progress, and a backup may be taken."""
    from lookout import public
    d = str(tmp_path / "dev")
    os.makedirs(d)
    data = session.fresh()
    data["games"]["keep"] = {"r": REC, "ui": {"step": "layout"}}
    Store(OsFs(d)).save(data)
    ex = json.loads(export(d, capsys))
    assert ex["keep"] == {"over": False, "public": None, "note": public.SETUP}
    assert main(["--state", d, "backup", "--to", str(tmp_path / "bk")]) == 0
    (taken,) = os.listdir(str(tmp_path / "bk"))
    assert files(str(tmp_path / "bk" / taken))["lookout.sav"] == files(d)["lookout.sav"]


def test_the_simulator_folder_reads_its_user_tiles(tmp_path, capsys):
    """--state DIR is the simulator's storage: the shipped tiles at tiles/, the player's own
    in DIR/usertiles/ (lookout.keep.tilelib), so a board with a user tile replays there."""
    from lookout.keep import recipe
    from lookout.keep.tilelib import TileLib
    d = str(tmp_path / "dev")
    os.makedirs(os.path.join(d, "usertiles"))
    with open(os.path.join(FIRMWARE, "tiles", "tile2a.txt"), "rb") as f:
        mine = f.read()
    with open(os.path.join(d, "usertiles", "mine.txt"), "wb") as f:
        f.write(mine)
    fs = OsFs(d)
    fs.mount("tiles", os.path.join(FIRMWARE, "tiles"))
    bd = recipe.make(TileLib(fs), "tiles/vault_a.txt",
                     [("tiles/tile1a.txt", 0, 0), ("usertiles/mine.txt", 3, 1)])
    g = Game.new(bd, 5, deal="device", players=2)
    g.join(0, "1234", 1, 2, bd.outside_hexes(1)[0])
    g.join(1, "5678", 2, 1, bd.outside_hexes(2)[0])
    data = session.fresh()
    data["games"]["keep"] = entry(g)
    Store(OsFs(d)).save(data)
    out = export(d, capsys)
    assert json.loads(out)["keep"]["public"] == json.loads(json.dumps(g.public()))
    assert "1234" not in out and "5678" not in out
    os.remove(os.path.join(d, "usertiles", "mine.txt"))   # gone: the game cannot be replayed
    ex = json.loads(export(d, capsys))
    assert ex["keep"]["public"] is None and ex["keep"]["note"] == "secret until the game is over"
    assert main(["--state", d, "backup", "--to", str(tmp_path / "bk")]) == 1
