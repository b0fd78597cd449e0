"""The interactive simulator in a real terminal (a pty): idle costs no redraws, and `p` saves
numbered PNGs into the state folder (outside git), never into the repository or over a shot."""
import os
import pty
import select
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLEAR = b"\x1b[H\x1b[2J"


def _read(fd, secs):
    out = b""
    end = time.monotonic() + secs
    while time.monotonic() < end:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                out += os.read(fd, 65536)
            except OSError:
                break
    return out


def test_idle_simulator_does_not_redraw_and_png_goes_to_state(tmp_path):
    state = str(tmp_path / "flash")
    before = set(os.listdir(ROOT))
    master, slave = pty.openpty()
    p = subprocess.Popen([sys.executable, os.path.join(ROOT, "tools", "sim.py"), "--state",
                          state, "--seed", "1"], stdin=slave, stdout=slave, stderr=slave,
                         cwd=ROOT)
    os.close(slave)
    try:
        start = _read(master, 3.0)
        assert CLEAR in start, start[-300:]
        idle = _read(master, 2.0)                 # was ~26 full redraws a second
        assert idle.count(CLEAR) == 0, idle.count(CLEAR)
        os.write(master, b"\x1b[B")               # DOWN: the screen changes, one redraw
        moved = _read(master, 1.0)
        assert 1 <= moved.count(CLEAR) <= 2, moved.count(CLEAR)
        os.write(master, b"p")
        _read(master, 1.0)
        os.write(master, b"p")
        _read(master, 1.0)
        os.write(master, b"q")
        p.wait(timeout=10)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
        os.close(master)
    assert sorted(os.listdir(os.path.join(state, "png"))) == ["lookout-1.png", "lookout-2.png"]
    assert set(os.listdir(ROOT)) == before
