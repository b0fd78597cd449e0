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


def test_a_whole_game_from_its_trace_a_frame_per_phase_played(tmp_path, monkeypatch):
    """A 10-turn game (host_tests/core/keeplong.py, 233 steps: the log keeps its last 32) with
    the trace the device writes (lookout.keep.trace): the GIF has a frame for every phase
    played, from turn 1's first guards phase to the escape that ended it."""
    import keeplong
    from lookout.keep import trace
    flash = str(tmp_path / "flash")
    os.makedirs(flash)
    fs = OsFs(flash)
    ui = {}
    played = []
    first = []

    def each(g, was, a, kind):
        if kind >= 0:
            played.append((was[1], was[2], kind))
            if not first:
                first.append((list(g.state["dial"]), list(g.state["in"])))
    g = keeplong.play(Keep(K.make_board()), fs, ui, each)
    assert g.state["turn"] >= 10 and len(g.actions) <= 32 < len(played)
    d = session.fresh()
    d["games"]["keep"] = {"ui": ui, "g": g.dump()}
    Store(fs).save(d)
    drawn = []
    frame = R.Painter.frame

    def noted(self, caption, pub, dials, states, last):
        drawn.append((caption, pub["winner"], last))
        return frame(self, caption, pub, dials, states, last)
    monkeypatch.setattr(R.Painter, "frame", noted)
    out = str(tmp_path / "whole.gif")
    assert main(["--state", flash, "replay", "-o", out]) == 0
    im = Image.open(out)
    assert im.n_frames == len(played) == len(drawn)
    assert [c for c, _, _ in drawn] == ["Turn %d, phase %d: %s" % (t, m, ("guards", "players")[k])
                                        for t, m, k in played]
    assert drawn[0][0] == "Turn 1, phase 1: guards" and drawn[0][1:] == (None, False)
    winner = g.public()["winner"]
    assert winner and drawn[-1][1:] == (winner, True)
    # the first frame: each thief in the Keep where its dial was after that guards phase
    board = g.kc.board
    paint = R.Painter(board)
    im.seek(0)
    pic = im.convert("RGB")
    dials, states = first[0]
    for p, h in enumerate(dials):
        if states[p] == 1:
            want = R.THIEF[g.state["col"][p]]
            got = pic.getpixel((paint.cx[h], paint.cy[h]))
            assert max(abs(a - b) for a, b in zip(got, want)) < 40, (p, got, want)
    # without the trace: only the log's phases, as before
    os.remove(os.path.join(flash, trace.name(ui["trace"])))
    assert main(["--state", flash, "replay", "-o", out]) == 0
    assert Image.open(out).n_frames < len(played)
