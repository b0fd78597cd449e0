"""Every benchmark script still runs under micropython and prints `name: value unit` lines
(the figures themselves are measured by `make bench`, not asserted here)."""
import glob
import os
import re
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
SCRIPTS = sorted(glob.glob(os.path.join(ROOT, "tools", "bench", "bench_*.py")))
FIGURE = re.compile(r"^[a-z0-9_]+: -?[0-9.]+ \S+")


@pytest.mark.parametrize("script", SCRIPTS, ids=os.path.basename)
def test_bench_script_runs(script):
    r = subprocess.run([MPY, "-X", "heapsize=2M", script], capture_output=True, text=True,
                       cwd=ROOT, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    figures = [line for line in r.stdout.splitlines() if FIGURE.match(line)]
    assert len(figures) >= 2, r.stdout
