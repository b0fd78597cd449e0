"""The root package.json: `mpremote mip install` of it puts the device on a MicroPython board
in the layout `make deploy` uses, with the pinned ssd1306 driver. Run with real mpremote from
this checkout against the virtual board; micropython-lib's index is stood in for by a local
folder in the index's own layout, so the dependency step is the real one."""
import hashlib
import json
import os
import subprocess
import sys

import mip_package
from deploy import SSD1306
from vboard import VBoard

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FW = os.path.join(ROOT, "firmware")
DRIVER = b"# stand-in for micropython-lib's ssd1306 in this test\nclass SSD1306_I2C:\n    pass\n"


def test_package_json_is_up_to_date_with_the_firmware_tree():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "mip_package.py"),
                        "--check"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


def test_package_json_lists_every_device_file_and_pins_ssd1306():
    with open(os.path.join(ROOT, "package.json")) as f:
        pkg = json.load(f)
    assert pkg["deps"] == [SSD1306.split("@")] == [["ssd1306", "0.1.0"]]
    sources = [src for _, src in pkg["urls"]]
    for src in sources:
        assert os.path.isfile(os.path.join(ROOT, src)), src
        assert "\\" not in src
    for d, _, names in os.walk(os.path.join(FW, "lookout")):
        for n in names:
            rel = os.path.relpath(os.path.join(d, n), ROOT).replace(os.sep, "/")
            if n.endswith(".py") and rel[len("firmware/"):] not in mip_package.SKIP:
                assert rel in sources, "%s is not installed by mip" % rel
    assert "firmware/main.py" in sources and "firmware/tiles/vault_a.txt" in sources
    assert "firmware/lookout/hal_circuitpython.py" not in sources
    assert "firmware/lookout/ui/canvas.py" not in sources          # CircuitPython only


def fake_index(folder, mpy):
    """micropython-lib's index layout: package/<mpy>/<name>/<version>.json + file/<h2>/<h>."""
    name, version = SSD1306.split("@")
    h = hashlib.sha256(DRIVER).hexdigest()[:8]
    os.makedirs(os.path.join(folder, "file", h[:2]))
    with open(os.path.join(folder, "file", h[:2], h), "wb") as f:
        f.write(DRIVER)
    pkg_dir = os.path.join(folder, "package", mpy, name)
    os.makedirs(pkg_dir)
    with open(os.path.join(pkg_dir, version + ".json"), "w") as f:
        json.dump({"hashes": [["ssd1306.mpy", h]], "deps": [], "v": 1, "version": version}, f)


def sample_repo(folder):
    """A checkout holding the real package.json's entries for main.py, the package's
    __init__, a nested module and a tile (the whole list takes mpremote ~2 minutes to send; the
    test above checks that the list is complete)."""
    with open(os.path.join(ROOT, "package.json")) as f:
        pkg = json.load(f)
    keep = ("firmware/main.py", "firmware/lookout/__init__.py", "firmware/lookout/compat.py",
            "firmware/lookout/ui/__init__.py", "firmware/lookout/ui/gfx.py",
            "firmware/tiles/vault_a.txt")
    pkg["urls"] = [u for u in pkg["urls"] if u[1] in keep]
    assert len(pkg["urls"]) == len(keep)
    for _, src in pkg["urls"]:
        dst = os.path.join(folder, src)
        os.makedirs(os.path.dirname(dst), exist_ok=True)
        with open(os.path.join(ROOT, src), "rb") as a, open(dst, "wb") as b:
            b.write(a.read())
    with open(os.path.join(folder, "package.json"), "w") as f:
        json.dump(pkg, f)
    return pkg


def test_mip_install_of_package_json_puts_the_device_on_the_board(tmp_path):
    index = str(tmp_path / "index")
    repo = str(tmp_path / "repo")
    pkg = sample_repo(repo)
    with VBoard() as vb:
        mpy = vb.mpremote("exec", "import sys; print(sys.implementation._mpy & 0xFF)")
        fake_index(index, mpy.stdout.strip())
        r = subprocess.run([os.path.join(os.path.dirname(sys.executable), "mpremote"),
                            "connect", vb.device, "mip", "install", "--index", index,
                            "package.json"], capture_output=True, text=True, cwd=repo,
                           timeout=600)
        assert r.returncode == 0, r.stdout + r.stderr
        assert "Installing: /lib/../main.py" in r.stdout
        board = vb.files()
        want = {dst[3:]: src for dst, src in pkg["urls"]}
        for dst, src in want.items():
            with open(os.path.join(ROOT, src), "rb") as f:
                assert board[dst] == f.read(), dst
        assert board["lib/ssd1306.mpy"] == DRIVER
        assert set(board) == set(want) | {"lib/ssd1306.mpy"}
        # what mip installed imports on MicroPython from where it landed
        r = vb.mpremote("exec", "import lookout, lookout.ui.gfx; print(lookout.VERSION, "
                        "lookout.ui.gfx.__file__)")
        assert r.stdout.split() == [mip_package.version(), "lookout/ui/gfx.py"]


def test_mip_install_of_the_build_puts_compiled_modules_on_the_board(tmp_path):
    """`make build` writes build/micropython/package.json: mip installs the .mpy files from it
    (no compile on the board) in the same layout, and MicroPython imports them from there."""
    import build
    out = str(tmp_path / "build")
    failed, _ = build.build(out, build.default_mpy_cross(), quiet=True)
    assert failed == 0
    with open(os.path.join(out, "package.json")) as f:
        pkg = json.load(f)
    srcs = [src for _, src in pkg["urls"]]
    assert "main.py" in srcs and "lookout/keep/board.mpy" in srcs and "tiles/vault_a.txt" in srcs
    assert not [s for s in srcs if s.endswith(".py") and s != "main.py"]
    for dst, src in pkg["urls"]:
        assert dst == "../" + src and os.path.isfile(os.path.join(out, src)), src
    assert pkg["deps"] == [SSD1306.split("@")]
    # a part of it onto the virtual board (the whole takes mpremote minutes)
    keep = ("main.py", "lookout/__init__.mpy", "lookout/compat.mpy", "lookout/dice.mpy")
    pkg["urls"] = [u for u in pkg["urls"] if u[1] in keep]
    with open(os.path.join(out, "part.json"), "w") as f:
        json.dump(pkg, f)
    index = str(tmp_path / "index")
    with VBoard() as vb:
        mpy = vb.mpremote("exec", "import sys; print(sys.implementation._mpy & 0xFF)")
        fake_index(index, mpy.stdout.strip())
        r = subprocess.run([os.path.join(os.path.dirname(sys.executable), "mpremote"),
                            "connect", vb.device, "mip", "install", "--index", index,
                            os.path.join(out, "part.json")], capture_output=True, text=True,
                           timeout=600)
        assert r.returncode == 0, r.stdout + r.stderr
        board = vb.files()
        for _, src in pkg["urls"]:
            with open(os.path.join(out, src), "rb") as f:
                assert board[src] == f.read(), src
        r = vb.mpremote("exec", "import lookout.dice as d; print(d.__file__)")
        assert r.stdout.strip() == "lookout/dice.mpy"
