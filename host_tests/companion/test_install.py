"""`pip install .` gives the companion as a command: a fresh virtual environment gets a
`lookout` script that runs outside the checkout, with the firmware's core and the shipped
tiles installed beside it (the score sheets of a simulator's flash folder read there)."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_pip_install_gives_a_working_lookout_command(tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    # --no-deps: mpremote, matplotlib and Pillow are the registry's; the package is what counts
    r = subprocess.run([str(venv / "bin" / "pip"), "install", "-q", "--no-deps",
                        "--disable-pip-version-check", ROOT], capture_output=True, text=True,
                       timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr
    exe = str(venv / "bin" / "lookout")
    away = tmp_path / "elsewhere"
    away.mkdir()
    r = subprocess.run([exe, "--help"], capture_output=True, text=True, cwd=str(away))
    assert r.returncode == 0 and "backup" in r.stdout and "restore" in r.stdout, r.stderr
    import lookout
    from lookout import session
    r = subprocess.run([exe, "--version"], capture_output=True, text=True, cwd=str(away))
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "lookout %s (save format %d)" % (lookout.VERSION, session.VERSION)
    r = subprocess.run([str(venv / "bin" / "python"), "-c",
                        "import lookout, lookout_host; print(lookout.__file__); "
                        "print(lookout_host.TILES)"],
                       capture_output=True, text=True, cwd=str(away))
    where, tiles = r.stdout.split()
    assert where.startswith(str(venv)) and not where.startswith(ROOT), where
    assert os.path.isfile(os.path.join(tiles, "vault_a.txt")), tiles
    state = tmp_path / "flash"
    state.mkdir()
    r = subprocess.run([exe, "--state", str(state), "scores"], capture_output=True, text=True,
                       cwd=str(away))
    assert r.returncode == 1 and "has no saves yet" in r.stderr, r.stdout + r.stderr
