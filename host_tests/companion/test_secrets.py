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

# the recipe screens/keep_table.py saves: vault side a, map tiles 1-3 side a on edges 0 2 4
REC = {"v": "a", "t": [["1", "a", 0, 0], ["2", "a", 2, 0], ["3", "a", 4, 0]]}
_KC = {}


def keep_game(pins, hexes, swap_treasures=False):
    bd = example_board()
    if "kc" not in _KC:
        _KC["kc"] = Keep(bd)
    g = Game.new(bd, 5, players=2, kc=_KC["kc"])
    if swap_treasures:
        g.initial["tr"].reverse()
        g = Game.load(bd, g.dump(), kc=_KC["kc"])
    for p in range(2):
        g.join(p, pins[p], 1 + p, 2 - p, hexes[p])
    return g


def entry(g):
    """The session entry as screens/keep_table.py saves it."""
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
    out = public.keep_public(e, os.path.join(FIRMWARE, "tiles"))
    assert out["over"] is True and out["log"]["g"]["a"] == e["g"]["a"]
    assert out["public"]["winner"] == g.public()["winner"]


def test_unreadable_keep_entry_says_nothing(tmp_path):
    from lookout import public
    bd = example_board()
    g = keep_game(["1234", "5678"], [bd.outside_hexes(1)[0], bd.outside_hexes(2)[0]])
    e = {"g": g.dump()}                            # no recipe: cannot be replayed here
    out = public.export({"games": {"keep": e}, "v": 1})
    assert out["games"]["keep"] == {"over": False, "public": None,
                                    "note": public.WITHHELD}
