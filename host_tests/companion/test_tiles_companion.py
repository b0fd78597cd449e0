"""`lookout tiles check | preview | push` (tools/lookout_host/tiles.py): a group's own tile
file checked with the device's parser (file:line), drawn at its printed size, and put in
usertiles/ of a simulator's folder or, over real mpremote, of a (virtual) board."""
import os
import shutil

from PIL import Image

from lookout_host import FIRMWARE
from play import run

TILE1A = os.path.join(FIRMWARE, "tiles", "tile1a.txt")
BAD = "tile 9\nkind map\ncrescent E5\npatrol D5 E5\nwall Q1 S\n"


def test_check_says_file_line_and_exits_1_on_a_bad_file(tmp_path, capsys):
    bad = tmp_path / "mine.txt"
    bad.write_text(BAD)
    rc, out, err = run(capsys, "tiles", "check", TILE1A, str(bad))
    assert rc == 1
    assert err == "%s:5: unknown hex Q1 (not on a radius-4 tile)\n" % bad, err
    assert out == ("%s: ok, tile 1 (map): 61 hexes, 7 walls, 3 special, patrol of 7 hexes, "
                   "2 red shields, 18 arrows\n" % TILE1A), out
    rc, out, err = run(capsys, "tiles", "check", TILE1A)
    assert rc == 0 and err == ""
    bad.write_text("kind map\n")                     # a whole-file mistake has no line
    rc, out, err = run(capsys, "tiles", "check", str(bad))
    assert rc == 1 and err == "%s: missing 'tile <label>' line\n" % bad, err
    rc, out, err = run(capsys, "tiles", "check", str(tmp_path / "none.txt"))
    assert rc == 1 and err.endswith("none.txt: no such tile file\n"), err


def test_preview_draws_the_tile_at_its_printed_size(tmp_path, capsys):
    png = str(tmp_path / "t.png")
    rc, out, err = run(capsys, "tiles", "preview", TILE1A, "--png", png, "--hex-mm", "25.4",
                       "--dpi", "100")
    assert rc == 0, err
    im = Image.open(png).convert("RGB")
    assert round(im.info["dpi"][0]) == 100
    # a hex of 100 px corner to corner: 9 columns span 8 * 75 + 100 px, plus the margins
    assert 700 <= im.width <= 900, im.size
    from lookout.keep.hexgrid import CORNER, parse_hex
    from lookout.keep.tiles import load_tile
    from lookout_host.tiles import COLOURS, _points
    t = load_tile(TILE1A)
    pts, sx, sy, _ = _points(t, 100)

    def px(x, y):
        return im.getpixel((int(round(x)), int(round(y))))
    # the wall on D3's S side: the middle of that side is wall-black
    x, y = pts[parse_hex("D3")]
    assert px(x + (CORNER[2][0] + CORNER[3][0]) * sx / 2, y + CORNER[2][1] * sy) == \
        COLOURS["wall"]
    # the crescent (E5) is blue, the patrol line between C4 and D4 green, a red shield at E2
    x, y = pts[parse_hex("E5")]
    assert px(x - 15, y) == COLOURS["crescent"]
    a, b = pts[parse_hex("C4")], pts[parse_hex("D4")]
    assert px((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) == COLOURS["patrol"]
    x, y = pts[parse_hex("E2")]
    assert px(x, y) == COLOURS["red"]
    # a special hex (C6) is shaded, a plain one (D5) is white at its centre
    x, y = pts[parse_hex("C6")]
    assert px(x + 20, y + 5) in ((225, 225, 225), COLOURS["special"])
    x, y = pts[parse_hex("D5")]
    assert px(x, y) == (255, 255, 255)
    bad = tmp_path / "bad.txt"
    bad.write_text(BAD)
    rc, out, err = run(capsys, "tiles", "preview", str(bad))
    assert rc == 1 and err == "lookout: %s:5: unknown hex Q1 (not on a radius-4 tile)\n" % bad
    assert not os.path.exists(str(tmp_path / "bad.png"))


def test_push_to_a_simulator_folder(tmp_path, capsys):
    state = tmp_path / "flash"
    state.mkdir()
    mine = tmp_path / "tile4a.txt"
    shutil.copy(TILE1A, str(mine))
    rc, out, err = run(capsys, "--state", str(state), "tiles", "push", str(mine))
    assert rc == 0 and "copied to usertiles/tile4a.txt" in out, err
    assert (state / "usertiles" / "tile4a.txt").read_bytes() == mine.read_bytes()
    rc, out, err = run(capsys, "--state", str(state), "tiles", "push", str(mine))
    assert rc == 0 and "already there, unchanged" in out, err
    # the device's layout offers it (the folder read as the simulator mounts it)
    from lookout.keep import layout
    from lookout.keep.tilelib import PREFER, TileLib
    from lookout_host.device import Folder
    listing = TileLib(Folder(str(state)).fs, PREFER).listing()
    assert ("usertiles/tile4a.txt", "1") in layout.maps(listing)
    # a different file of that name: refused unless forced; a bad file: nothing copied
    mine.write_text(mine.read_text() + "wall A5 S\n")
    rc, out, err = run(capsys, "--state", str(state), "tiles", "push", str(mine))
    assert rc == 1 and "has other content" in err and "--force" in err, err
    assert (state / "usertiles" / "tile4a.txt").read_bytes() != mine.read_bytes()
    rc, out, err = run(capsys, "--state", str(state), "tiles", "push", str(mine), "--force")
    assert rc == 0 and (state / "usertiles" / "tile4a.txt").read_bytes() == mine.read_bytes()
    bad = tmp_path / "bad.txt"
    bad.write_text(BAD)
    rc, out, err = run(capsys, "--state", str(state), "tiles", "push", str(bad))
    assert rc == 1 and "bad.txt:5: unknown hex Q1" in err and "nothing was copied" in err
    assert sorted(os.listdir(str(state / "usertiles"))) == ["tile4a.txt"]


def test_push_over_mpremote_to_a_board(tmp_path, capsys):
    from vboard import VBoard
    root = str(tmp_path / "board")
    shutil.copytree(os.path.join(FIRMWARE, "lookout"), os.path.join(root, "lookout"))
    shutil.copytree(os.path.join(FIRMWARE, "tiles"), os.path.join(root, "tiles"))
    mine = tmp_path / "tile4a.txt"
    shutil.copy(TILE1A, str(mine))
    with VBoard(root=root) as vb:
        rc, out, err = run(capsys, "tiles", "push", str(mine), vb.device)
        assert rc == 0 and "copied to usertiles/tile4a.txt on the device" in out, err
        with open(os.path.join(root, "usertiles", "tile4a.txt"), "rb") as f:
            assert f.read() == mine.read_bytes()
        assert not os.path.exists(os.path.join(root, "tile.tmp"))
        mine.write_text(mine.read_text() + "wall A5 S\n")
        rc, out, err = run(capsys, "tiles", "push", str(mine), vb.device)
        assert rc == 1 and "has other content" in err, err
        assert not os.path.exists(os.path.join(root, "tile.tmp"))
        rc, out, err = run(capsys, "tiles", "push", str(mine), vb.device, "--force")
        assert rc == 0, err
        with open(os.path.join(root, "usertiles", "tile4a.txt"), "rb") as f:
            assert f.read() == mine.read_bytes()
