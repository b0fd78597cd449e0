import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__)))), "tools"))
from simdriver import Sim  # noqa: E402


@pytest.fixture
def sim(tmp_path):
    s = Sim(str(tmp_path / "flash"), seed=7)
    yield s
    err = s.close()
    assert s.errors == 0, err
    assert "Traceback" not in err, err


@pytest.fixture
def flash(tmp_path):
    return str(tmp_path / "flash")
