"""make build checks every tile file with the firmware's parser and stops on a bad one."""
import os
import shutil
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))

import build  # noqa: E402


def firmware_with(tmp_path, name, data):
    fw = tmp_path / "fw"
    shutil.copytree(os.path.join(ROOT, "firmware", "tiles"), str(fw / "tiles"))
    (fw / "tiles" / name).write_bytes(data)
    return str(fw)


def test_shipped_tiles_pass():
    assert build.check_tiles() == []


def test_a_bad_tile_stops_the_build_with_file_and_line(tmp_path, capsys):
    fw = firmware_with(tmp_path, "tile4a.txt", b"tile 4\ncrescent E5\npatrol D5 F9\nred E2\n")
    out = str(tmp_path / "build")
    failed, _ = build.build(out, build.default_mpy_cross(), fw=fw)
    err = capsys.readouterr().err
    assert failed == 1
    assert "BAD TILE " in err and "tiles/tile4a.txt line 3: " in err, err
    assert not os.path.exists(os.path.join(out, "tiles")), "nothing is copied"


def test_junk_and_non_utf8_files_in_tiles_are_refused(tmp_path):
    fw = firmware_with(tmp_path, "notes.bin", os.urandom(135 * 1024))
    (tmp_path / "fw" / "tiles" / "caf.txt").write_bytes(b"tile 5 # caf\xe9\n")
    bad = build.check_tiles(fw)
    assert len(bad) == 2
    assert bad[0].endswith("tiles/caf.txt: not a text file (UTF-8 expected)")
    assert bad[1].endswith("tiles/notes.bin: 138240 bytes is too big for a tile file "
                           "(at most 8192)")
