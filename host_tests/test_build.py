"""tools/build.py makes what goes on the Pico; tools/deploy.py says how it gets there."""
import os
import subprocess
import sys

import build

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FW = os.path.join(ROOT, "firmware")
PY = sys.executable
BUILD = os.path.join(ROOT, "tools", "build.py")
DEPLOY = os.path.join(ROOT, "tools", "deploy.py")


def run(*args):
    return subprocess.run([PY] + list(args), capture_output=True, text=True, cwd=ROOT)


def firmware_py():
    out = []
    for d, _, fs in os.walk(FW):
        for f in fs:
            if f.endswith(".py"):
                out.append(os.path.relpath(os.path.join(d, f), FW))
    return sorted(out)


def built_files(out):
    return sorted(os.path.relpath(os.path.join(d, f), out)
                  for d, _, fs in os.walk(out) for f in fs)


def test_build_compiles_every_module_and_keeps_main_as_source(tmp_path):
    out = tmp_path / "build"
    r = run(BUILD, "--out", str(out))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "total .mpy size" in r.stdout
    files = set(built_files(str(out)))
    for rel in firmware_py():
        top = os.sep not in rel
        if top and rel in ("main.py", "boot.py"):
            assert rel in files
            with open(os.path.join(FW, rel)) as a, open(os.path.join(str(out), rel)) as b:
                assert a.read() == b.read(), "%s must be copied unchanged" % rel
        elif top and rel.startswith("boot"):
            assert rel not in files, "%s is another port's boot file" % rel
        elif rel.split(os.sep)[0] == "tiles":
            assert rel in files
        elif rel.replace(os.sep, "/") in build.PICO_SKIP:
            assert rel[:-3] + ".mpy" not in files, "%s is CircuitPython's only" % rel
        else:
            mpy = rel[:-3] + ".mpy"
            assert mpy in files, "%s was not compiled" % rel
            with open(os.path.join(str(out), mpy), "rb") as f:
                head = f.read(4)
            assert head[0:1] == b"M", "%s is not an .mpy file" % mpy
            assert head[1] == 6, "mpy version %d, MicroPython 1.23+ expects 6" % head[1]
            assert os.path.getsize(os.path.join(str(out), mpy)) > 4
    stray = [f for f in files if f.endswith(".py") and os.sep in f
             and f.split(os.sep)[0] != "tiles"]
    assert not stray, "package sources leaked into the build: %r" % stray
    assert "main.py" in files


def source_of(mpy):
    """The source name an .mpy (version 6) records: the first entry of its name table."""
    def uint(i):
        v = 0
        while True:
            c = mpy[i]
            i += 1
            v = v << 7 | c & 0x7F
            if not c & 0x80:
                return v, i
    _, i = uint(4)                      # how many names
    _, i = uint(i)                      # how many constants
    v, i = uint(i)
    assert not v & 1, "the source name is one of the firmware's own names"
    return mpy[i:i + (v >> 1)].decode()


def test_a_module_records_its_dotted_name_as_its_source(tmp_path):
    """The import interns the module's name anyway; the path would be one more name in RAM
    per module on the official firmware."""
    out = tmp_path / "build"
    assert run(BUILD, "--out", str(out)).returncode == 0
    for rel, name in (("lookout/keep/said.mpy", "lookout.keep.said"),
                      ("lookout/__init__.mpy", "lookout"),
                      ("lookout/screens/keep/__init__.mpy", "lookout.screens.keep")):
        assert source_of((out / rel).read_bytes()) == name
    assert build.source_name(os.path.join("lookout", "ui", "menu.py")) == "lookout.ui.menu"


def test_build_refuses_to_wipe_a_foreign_folder(tmp_path):
    (tmp_path / "precious.txt").write_text("keep me")
    r = run(BUILD, "--out", str(tmp_path))
    assert r.returncode != 0
    assert (tmp_path / "precious.txt").exists()


def test_rebuild_drops_removed_modules(tmp_path):
    out = tmp_path / "build"
    assert run(BUILD, "--out", str(out)).returncode == 0
    stale = out / "lookout" / "gone.mpy"
    stale.write_bytes(b"M\x06")
    assert run(BUILD, "--out", str(out)).returncode == 0
    assert not stale.exists()


def test_deploy_dry_run_prints_the_mpremote_steps(tmp_path):
    out = tmp_path / "build"
    assert run(BUILD, "--out", str(out)).returncode == 0
    r = run(DEPLOY, "/dev/ttyACM7", "--build", str(out), "--dry-run")
    assert r.returncode == 0, r.stderr
    text = r.stdout
    lines = [ln for ln in text.splitlines() if "mpremote" in ln]
    assert all("connect /dev/ttyACM7" in ln for ln in lines)
    assert "mip install ssd1306" in lines[0]
    assert " exec " in lines[1]
    assert "fs cp -r %s :" % (out / "lookout") in text
    assert "fs cp %s :main.py" % (out / "main.py") in text
    assert lines[-1].endswith("reset")
    # the mkdir step comes before any copy
    assert text.index("os.mkdir") < text.index("fs cp")


def test_deploy_needs_a_port_and_a_build(tmp_path):
    r = run(DEPLOY)
    assert r.returncode != 0 and "missing PORT" in r.stderr
    r = run(DEPLOY, "/dev/ttyACM7", "--build", str(tmp_path / "nothing"))
    assert r.returncode != 0 and "build" in r.stderr


def test_deploy_reports_a_missing_port_without_running_mpremote(tmp_path):
    out = tmp_path / "build"
    assert run(BUILD, "--out", str(out)).returncode == 0
    r = run(DEPLOY, str(tmp_path / "ttyNOPE"), "--build", str(out))
    assert r.returncode != 0
    assert "does not exist" in r.stderr
    assert "mpremote" not in r.stdout


def test_build_lives_beside_the_simulators_build(tmp_path):
    """make sim leaves build/sim; make build (build/micropython) and make deploy must still work."""
    sim = tmp_path / "build" / "sim" / "lookout"
    sim.mkdir(parents=True)
    (sim / "app.mpy").write_bytes(b"M\x06")
    r = run(BUILD, "--out", str(tmp_path / "build" / "pico"))
    assert r.returncode == 0, r.stderr
    assert (sim / "app.mpy").exists()
    r = run(DEPLOY, "auto", "--build", str(tmp_path / "build" / "pico"), "--dry-run")
    assert r.returncode == 0 and "sim" not in r.stdout


def test_tools_run_as_the_readme_shows():
    for tool in (BUILD, DEPLOY):
        assert os.access(tool, os.X_OK), "%s needs its run bit" % tool
        with open(tool) as f:
            assert f.readline().startswith("#!/usr/bin/env python3")
    r = subprocess.run([DEPLOY, "--help"], capture_output=True, text=True)
    assert r.returncode == 0 and "--dry-run" in r.stdout


def test_deploy_sends_only_the_device_files(tmp_path):
    out = tmp_path / "build"
    assert run(BUILD, "--out", str(out)).returncode == 0
    (out / "fs_cache.img").write_bytes(b"\0" * 16)      # e.g. another tool's cache
    (out / "notes").mkdir()
    r = run(DEPLOY, "auto", "--build", str(out), "--dry-run")
    assert r.returncode == 0
    assert "fs_cache.img" not in r.stdout and "notes" not in r.stdout
