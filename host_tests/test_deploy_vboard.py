"""tools/deploy.py with real mpremote against the virtual board: the board ends up holding
exactly the build (stale modules gone, saves kept), and again after a module is removed."""
import os
import shutil
import subprocess
import sys

from deploy import DEVICE
from vboard import VBoard

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "tools", "build.py")
DEPLOY = os.path.join(ROOT, "tools", "deploy.py")
SAVE = "session.json"
GONE = "lookout/turntimer"


def build(fw, out):
    r = subprocess.run([sys.executable, BUILD, "--firmware", fw, "--out", out],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def deploy(vb, out, *flags):
    r = subprocess.run([DEPLOY, vb.device, "--build", out] + list(flags or ("--no-mip",)),
                       capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stdout + r.stderr + "\n".join(vb.log)
    return r.stdout


def tree(folder):
    out = {}
    for d, _, files in os.walk(folder):
        for f in files:
            p = os.path.join(d, f)
            with open(p, "rb") as fh:
                out[os.path.relpath(p, folder).replace(os.sep, "/")] = fh.read()
    return out


def board_app(vb):
    """The board's files that the build owns (its saves and /lib are the player's)."""
    return {k: v for k, v in vb.files().items() if k.split("/")[0] in DEVICE}


def shipped(out):
    """The build's files that `make deploy` sends (pick_app.mpy is the Lookout board's,
    `make deploy-romfs`)."""
    return {k: v for k, v in tree(out).items() if k.split("/")[0] in DEVICE}


def test_deploy_twice_board_matches_the_build(tmp_path):
    fw = str(tmp_path / "firmware")
    shutil.copytree(os.path.join(ROOT, "firmware"), fw,
                    ignore=shutil.ignore_patterns("__pycache__"))
    out = str(tmp_path / "build")
    build(fw, out)
    with VBoard() as vb:
        # a board with an old install: a save, a stale source module, a leftover folder
        for rel, data in ((SAVE, b'{"players": []}'), ("lookout/dice.py", b"stale = 1\n"),
                          ("lookout/old/x.mpy", b"M\x06"), ("lib/ssd1306.mpy", b"M\x06")):
            path = os.path.join(vb.root, rel)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(data)
        text = deploy(vb, out)
        assert "removed /lookout/dice.py" in text and "removed /lookout/old/x.mpy" in text
        assert board_app(vb) == shipped(out)
        assert not os.path.exists(os.path.join(vb.root, "lookout", "old"))
        assert vb.files()[SAVE] == b'{"players": []}'
        assert "lib/ssd1306.mpy" in vb.files()
        assert vb.wait_resets(1)
        assert GONE + ".mpy" in board_app(vb)

        os.remove(os.path.join(fw, GONE + ".py"))
        build(fw, out)
        text = deploy(vb, out)
        assert "removed /%s.mpy" % GONE in text
        assert board_app(vb) == shipped(out)
        assert GONE + ".mpy" not in vb.files()
        assert vb.files()[SAVE] == b'{"players": []}'
        assert vb.wait_resets(2)
        # the board runs what it got: the pure core imports from the deployed .mpy files
        r = vb.mpremote("exec", "import lookout.dice as d; print(d.__file__)")
        assert r.stdout.strip() == "lookout/dice.mpy"


def test_deploy_needs_no_network_once_the_driver_is_there(tmp_path):
    """The default (--mip auto, what `make deploy` runs) asks the board first: with
    /lib/ssd1306.mpy there, no mip runs (it would need the internet), and the code goes on."""
    out = str(tmp_path / "build")
    build(os.path.join(ROOT, "firmware"), out)
    with VBoard() as vb:
        path = os.path.join(vb.root, "lib", "ssd1306.mpy")
        os.makedirs(os.path.dirname(path))
        with open(path, "wb") as f:
            f.write(b"M\x06")
        text = deploy(vb, out, "--mip", "auto")
        assert "ssd1306 is on the board already: no mip" in text
        assert "mip install" not in text
        assert board_app(vb) == shipped(out)
