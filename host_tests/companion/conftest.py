import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import play  # noqa: E402


@pytest.fixture(scope="session")
def played(tmp_path_factory):
    """(flash folder, {gid: results screen}) after every game was played on the simulator.
    Tests copy the folder before changing it."""
    flash = str(tmp_path_factory.mktemp("played") / "flash")
    screens = play.play_all(flash)
    return flash, screens


@pytest.fixture
def device(played, tmp_path):
    """A fresh copy of the played flash folder for one test."""
    import shutil
    d = str(tmp_path / "device")
    shutil.copytree(played[0], d)
    return d


def files(d):
    """{path: bytes} of every file under a folder."""
    out = {}
    for top, dirs, names in os.walk(d):
        for n in names:
            p = os.path.join(top, n)
            with open(p, "rb") as f:
                out[os.path.relpath(p, d)] = f.read()
    return out
