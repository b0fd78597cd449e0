"""The companion against a virtual board reached by real mpremote (tools/vboard.py): the
firmware's own code answers on the board, so filtering happens before the cable."""
import os
import shutil
import socket

import pytest

from conftest import files
from lookout.fsys import OsFs
from lookout.store import Store
from lookout_host import FIRMWARE
from vboard import VBoard
from play import run

SAVES = ("lookout.sav", "lookout.bak", "lookout.tmp")


def saves(root):
    return {n: raw for n, raw in files(root).items() if n.startswith("lookout.")}


@pytest.fixture
def board(played, tmp_path):
    """A board with the firmware deployed (as source) and the played games on its flash."""
    root = str(tmp_path / "board")
    shutil.copytree(os.path.join(FIRMWARE, "lookout"), os.path.join(root, "lookout"))
    shutil.copytree(os.path.join(FIRMWARE, "tiles"), os.path.join(root, "tiles"))
    for n in os.listdir(played[0]):
        shutil.copy(os.path.join(played[0], n), root)
    with VBoard(root=root) as vb:
        yield vb


def test_backup_restore_round_trip_over_mpremote(board, played, tmp_path, capsys):
    before = saves(board.root)
    rc, out, err = run(capsys, "backup", board.device, "--to", str(tmp_path / "bk"))
    assert rc == 0, err
    (dest,) = os.listdir(str(tmp_path / "bk"))
    dest = str(tmp_path / "bk" / dest)
    got = files(dest)
    for n, raw in before.items():
        assert got[n] == raw
    # the board moves on (a new save), then the backup goes back
    st = Store(OsFs(board.root))
    d = st.load()
    d["padlow"] = 1
    st.save(d)
    assert saves(board.root)["lookout.sav"] != got["lookout.sav"]
    rc, out, err = run(capsys, "restore", os.path.join(dest, "lookout.sav"), board.device)
    assert rc == 0, err
    after = files(board.root)
    assert after["lookout.sav"] == got["lookout.sav"]
    assert "lookout.bak" not in after and "restore.tmp" not in after
    assert Store(OsFs(board.root)).load()["padlow"] == 0
    # the scores read over the cable are the folder's
    rc, out, err = run(capsys, "scores", board.device)
    rc2, out2, err2 = run(capsys, "--state", played[0], "scores")
    assert rc == rc2 == 0 and out == out2, err


def test_corrupt_file_refused_over_mpremote(board, tmp_path, capsys):
    raw = bytearray(saves(board.root)["lookout.sav"])
    raw[-5] ^= 0x04                                  # the trailer's checksum digit
    bad = str(tmp_path / "bad.sav")
    with open(bad, "wb") as f:
        f.write(raw)
    before = files(board.root)
    rc, out, err = run(capsys, "restore", bad, board.device)
    assert rc == 1 and "damaged" in err and err.count("\n") == 1, err
    assert files(board.root) == before


def test_different_firmware_version_refused(board, tmp_path, capsys):
    init = os.path.join(board.root, "lookout", "__init__.py")
    with open(init) as f:
        text = f.read()
    with open(init, "w") as f:
        f.write(text.replace('VERSION = "', 'VERSION = "9.'))
    before = files(board.root)
    rc, out, err = run(capsys, "restore", os.path.join(board.root, "lookout.sav"),
                       board.device)
    assert rc == 1 and "runs Lookout 9." in err and err.count("\n") == 1, err
    rc, out, err = run(capsys, "scores", board.device)
    assert rc == 1 and "runs Lookout 9." in err, err
    assert files(board.root) == before


def test_no_device_and_no_firmware(tmp_path, capsys):
    with VBoard(root=str(tmp_path / "empty")) as vb:
        rc, out, err = run(capsys, "scores", vb.device)
        assert rc == 1 and "no Lookout firmware" in err and err.count("\n") == 1, err
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = "socket://127.0.0.1:%d" % s.getsockname()[1]
    s.close()                                        # nobody listens there
    rc, out, err = run(capsys, "backup", port)
    assert rc == 1 and "no device on " + port in err and err.count("\n") == 1, err


def test_keep_secrets_are_filtered_on_the_board(tmp_path, capsys):
    """The board itself replays the Black Keep log, on the board the game's recipe names (its
    own tiles/ through lookout.keep.tilelib), and sends only the public view."""
    from test_keep_game import example_board
    from test_secrets import keep_game, save_session
    bd = example_board()
    o1, o2 = bd.outside_hexes(1), bd.outside_hexes(2)
    outs = []
    for k, (pins, hexes) in enumerate(((["1234", "5678"], [o1[0], o2[0]]),
                                       (["9090", "1212"], [o1[-1], o2[-1]]))):
        root = str(tmp_path / ("b%d" % k))
        save_session(root, keep_game(pins, hexes))
        shutil.copytree(os.path.join(FIRMWARE, "lookout"), os.path.join(root, "lookout"))
        shutil.copytree(os.path.join(FIRMWARE, "tiles"), os.path.join(root, "tiles"))
        with VBoard(root=root) as vb:
            before = files(root)
            rc, out, err = run(capsys, "export", "--json", vb.device)
            assert rc == 0, err
            outs.append(out)
            rc, _, err = run(capsys, "backup", vb.device, "--to", str(tmp_path / "bk"))
            assert rc == 1 and "Black Keep game is in progress" in err, err
            assert files(root) == before
    assert outs[0] == outs[1]
    assert '"phase": "buy"' in outs[0] and "1234" not in outs[0] and "9090" not in outs[0]


def test_restore_refuses_only_a_game_the_board_would_resume_into(board, tmp_path, capsys):
    """Over mpremote the board's own export says whether its game is still being played: a
    Forty game three plays in, on screen, is refused; the same marker on the finished game
    (a stale one) is not."""
    st = Store(OsFs(board.root))
    d = st.load()
    good = os.path.join(str(tmp_path), "good.sav")
    shutil.copy(os.path.join(board.root, "lookout.sav"), good)
    d["where"] = "game:forty"
    st.save(d)                                       # Forty is over: a stale marker
    rc, out, err = run(capsys, "restore", good, board.device)
    assert rc == 0, err
    st = Store(OsFs(board.root))
    d = st.load()
    d["where"] = "game:forty"
    d["games"]["forty"]["c"] = 3                     # three plays in, on screen
    st.save(d)
    before = files(board.root)
    rc, out, err = run(capsys, "restore", good, board.device)
    assert rc == 1 and "busy in a game (Forty Thieves is open)" in err, err
    assert files(board.root) == before
