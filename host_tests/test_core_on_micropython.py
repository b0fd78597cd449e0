"""Every core test module also runs under the real MicroPython unix port, Pico-sized heap."""
import os
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORE = os.path.join(ROOT, "host_tests", "core")
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
# The Pico's ~237 KB heap in words (237K words = 474 KB here, where objects are ~2x).
HEAP = "237wK"
# test_public builds two whole Black Keep games with their sight tables in one process (twin
# games, to compare what each lets out): twice what the device ever holds, so more room
HEAPS = {"test_public": "400wK"}

MODULES = sorted(f[:-3] for f in os.listdir(CORE) if f.startswith("test_") and f.endswith(".py"))


@pytest.mark.parametrize("module", MODULES)
def test_module_under_micropython(module):
    r = subprocess.run(
        [MPY, "-X", "heapsize=" + HEAPS.get(module, HEAP),
         os.path.join(ROOT, "tools", "mpy_test_runner.py"), ROOT, module],
        capture_output=True, text=True, timeout=600, cwd=ROOT)
    out = r.stdout + r.stderr
    assert r.returncode == 0, out
    assert " 0 failed" in out and "micropython: 0 passed" not in out, out
