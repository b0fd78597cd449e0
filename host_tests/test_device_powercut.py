"""Power cuts during a save on the emulated board (tools/pico/powercut.py): the scorepad's
entry of Bo's 2, cut at 60 random times over the save with the flash's own timing (a cut can
tear a page program). Every cut's flash mounts, keeps every deployed file byte for byte and
loads the save from before or after the press; the flashes before and after and one torn or
between-operations flash boot to "Welcome back" (there was a save before: Ann's 7) and resume
to the right screen. The 300-cut
run over three games is `make powercut` (its figure is in the README).

Skipped with the reason when node, the UF2 or the boot ROM is missing (tools/pico/pico.py).
"""
import os
import random
import shutil
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402

WHY = pico.missing()
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
CUTS = 60


def test_cuts_during_a_scorepad_save_lose_nothing(tmp_path):
    import device
    import powercut
    try:
        files = device.deploy_files()
    except OSError as e:
        pytest.skip("micropython-ssd1306 not fetched: %s" % e)
    lines = []
    fresh = str(tmp_path / "fresh.img")
    shutil.copy(pico.image(files), fresh)          # another run may replace the cached image
    r = powercut.scenario("scorepad", CUTS, random.Random(23), fresh, files, boots=1,
                          log=lines.append)
    print("\n".join(lines))
    assert r["ops"] >= 2, "a save writes the flash more than once (tmp, then rename)"
    assert r["intact_cuts"] == CUTS, lines
    assert r["booted"] == 3 and r["booted_ok"] == 3, lines
    assert lines[0].split(": ", 1)[1].startswith("after 0 of") and "Welcome back" in lines[0]
