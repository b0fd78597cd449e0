"""`lookout replay`: a finished Black Keep game (a bot game to its end on the shipped tiles,
saved as the device saves it) becomes a GIF with a frame per phase in its log, the board on
the first frame and the winner on the last; a game in progress is refused."""
import os
import sys

import pytest
from PIL import Image

from lookout import session
from lookout.fsys import OsFs
from lookout.keep.game import Keep
from lookout.keep.tilelib import TileLib
from lookout.store import Store
from lookout_host import replay as R
from lookout_host.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools", "bench"))
import bench_keep_game as K  # noqa: E402 - the benches' bot plays the game


@pytest.fixture(scope="module")
def game():
    kc = Keep(K.make_board())
    g, r = K.start(kc, 2)
    while g.phase() != "over":
        g.do(K.decide(g, r))
    return g


def saved(flash, g):
    d = session.fresh()
    d["games"]["keep"] = {"g": g.dump()}
    os.makedirs(flash, exist_ok=True)
    Store(OsFs(flash)).save(d)
    return d


def test_a_frame_per_phase_the_board_first_and_the_winner_last(game, tmp_path):
    out = str(tmp_path / "keep.gif")
    d = saved(str(tmp_path / "flash"), game)
    n = R.gif(d, TileLib(OsFs(os.path.join(ROOT, "firmware"))), out)
    log = game.actions[:game.cursor]
    guards = sum(1 for a in log if a[0] == "guards")
    assert guards >= 2
    board, g = R.game_of(d, TileLib(OsFs(os.path.join(ROOT, "firmware"))))
    ps = R.phases(board, g)
    caps = [p[0] for p in ps]
    assert n == len(ps) == guards + sum(1 for c in caps if c.endswith("players"))
    assert sum(1 for c in caps if c.endswith("guards")) == guards
    im = Image.open(out)
    assert im.n_frames == n
    # the first frame: the board (the vault hex in its colour at its centre)
    paint = R.Painter(board)
    im.seek(0)
    first = im.convert("RGB")
    v = board.vault_hex
    x, y = paint.cx[v], paint.cy[v]
    near = [first.getpixel((x + dx, y + dy)) for dx in (-3, 3) for dy in (-3, 3)]
    assert R.VAULT in near or any(abs(c[0] - 250) < 12 and abs(c[1] - 214) < 12 for c in near)
    # the last frame: the game's end, with its winner named
    assert ps[-1][1]["winner"] == game.public()["winner"]
    assert ps[-1][1]["phase"] == "over"


def test_the_command_refuses_a_game_in_progress_and_replays_a_finished_one(game, tmp_path,
                                                                          capsys):
    from lookout.keep.game import Game
    flash = str(tmp_path / "flash")
    cut = Game(game.kc.board, game.initial, game.actions[:game.cursor - 3], kc=game.kc)
    saved(flash, cut)
    rc = main(["--state", flash, "replay", "-o", str(tmp_path / "no.gif")])
    err = capsys.readouterr().err
    assert rc == 1 and "in progress" in err, err
    assert not os.path.exists(str(tmp_path / "no.gif"))
    saved(flash, game)
    rc = main(["--state", flash, "replay", "-o", str(tmp_path / "yes.gif")])
    out = capsys.readouterr()
    assert rc == 0, out.err
    assert "phases" in out.out and Image.open(str(tmp_path / "yes.gif")).n_frames > 2
