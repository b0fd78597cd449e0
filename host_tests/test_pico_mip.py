"""The quickest install, `mpremote mip install build/micropython/package.json` (the .mpy files
`make build` made), plays Black Keep on the emulated Pico (the official RPI_PICO firmware, its
real heap): the littlefs holds exactly the tree mip installs from that package.json (each url
at /lib/<destination>, so /main.py, /lookout/*.mpy, /tiles/*), laid out from the file's own
urls (no network), and from there the app starts (a RAM display) and a whole Black Keep bot
game runs on the engine to its end (tools/pico/device/keep_figs.py, the app imported from the
root as main.py imports it). Skipped with the reason when the emulator is missing
(tools/pico/pico.py).

Through the screens (keep_ui_figs.py, the UI test's game key by key) the whole game of two
thieves runs with no error: the most that firmware offers (lookout.hal.keep_room; three to
five thieves are the Lookout board's ROMFS, README, Installing).

Not on the flash: micropython-lib's ssd1306, the package's one dependency (mip takes it from
the index, over the network), and main.py (the firmware would run the app from it at power-on,
before the script takes the REPL: two apps in one heap; the layout test checks it is there).
The script's own files sit beside the app as the bench has them: the RAM display
(tools/pico/device/ramhal.py), the bench's bot and the board's sight table, made on the unix
port as a device keeps it for a board it has seen.
"""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402
import bench_pico as bench  # noqa: E402
import build as fwbuild  # noqa: E402
import mip_package  # noqa: E402

MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
WHY = pico.missing()
PHASES = 12               # guards phases timed before the game is played to its end


@pytest.fixture(scope="module")
def mip_tree(tmp_path_factory):
    """(package.json, {board path without the leading /: bytes}) of a fresh `make build`."""
    out = str(tmp_path_factory.mktemp("build") / "micropython")
    failed, _ = fwbuild.build(out, fwbuild.default_mpy_cross(), quiet=True)
    assert failed == 0
    with open(os.path.join(out, "package.json")) as f:
        pkg = json.load(f)
    files = {}
    for path, src in mip_package.installed(pkg).items():
        with open(os.path.join(out, src), "rb") as f:
            files[path[1:]] = f.read()
    return pkg, files


def test_mip_puts_the_build_where_deploy_does(mip_tree):
    """mip's tree is the deploy layout the other Pico tests use (pico.files(): firmware/ there
    is the board's root), compiled: no .py but main.py, nothing else at the root (not the
    build's package.json, nor pick_app, the Lookout board's boot step: `make deploy-romfs`)."""
    pkg, files = mip_tree
    assert files["main.py"].startswith(b"# Start Lookout")
    assert not [p for p in files if p.endswith(".py") and p != "main.py"]
    assert {p.split("/")[0] for p in files} == {"main.py", "lookout", "tiles"}
    deploy = pico.files()
    want = {p[len("firmware/"):]: data for p, data in deploy.items()
            if p.startswith("firmware/") and p not in ("firmware/package.json",
                                                       "firmware/pick_app.mpy")}
    want["main.py"] = files["main.py"]         # pico.files() leaves the app loop out
    assert files == want
    assert mip_package.installed({"urls": [["../main.py", "main.py"],
                                           ["x.mpy", "x.mpy"]]}) == {"/main.py": "main.py",
                                                                     "/lib/x.mpy": "x.mpy"}


def harness(tmp):
    """The script's own files ({path: bytes}): the RAM display and its kin compiled for the
    Pico (as pico.files() has them), the benches (the bot), and cache/ with the bench board's sight
    table made by the unix port from the sources (the same bytes a Pico makes)."""
    out = {}
    mods = [("tools/pico/", n, os.path.join(pico.HERE, "device")) for n in pico.DEVICE_MODULES]
    bench_dir = os.path.join(ROOT, "tools", "bench")     # the bot and what it imports
    mods += [("tools/bench/", n[:-3], bench_dir) for n in sorted(os.listdir(bench_dir))
             if n.endswith(".py")]
    for where, n, src in mods:
        dst = os.path.join(tmp, n + ".mpy")
        subprocess.run([fwbuild.default_mpy_cross(), "-march=armv6m", "-s", n + ".py", "-o",
                        dst, os.path.join(src, n + ".py")], check=True)
        with open(dst, "rb") as f:
            out[where + n + ".mpy"] = f.read()
    cache = os.path.join(tmp, "cache")
    os.makedirs(cache)
    r = subprocess.run([MPY, "-X", "heapsize=2M", "-c", SIGHT % (ROOT, ROOT, cache)],
                       capture_output=True, text=True, timeout=300, check=True)
    name = r.stdout.split()[-1]
    with open(os.path.join(cache, name), "rb") as f:
        out["cache/" + name] = f.read()
    return out


SIGHT = """
import sys
sys.path[:0] = [%r + "/tools/bench", %r + "/firmware"]
import bench_keep_game as K
from lookout.keep import sightcache
from lookout.keep.sight import Sight
from lookout.fsys import OsFs
print(sightcache.save(OsFs(%r), Sight(K.make_board())))
"""


# Before the game: where mip's "/lib/../x" lands on this littlefs.
PROBE = """
import os
with open("/lib/../probe.txt", "w") as f:
    f.write("x")
print("mip_dotdot:", os.stat("/probe.txt")[6], "probe.txt" in os.listdir("/"))
os.remove("/probe.txt")
"""


@pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
def test_black_keep_bot_game_from_the_mip_install(mip_tree, tmp_path, capsys):
    _, files = mip_tree
    files = dict(files)
    del files["main.py"]
    files.update(harness(str(tmp_path)))
    files["lib/"] = b""            # mip makes it (TARGET) whatever it installs
    files["state/"] = b""
    src = PROBE + bench.device_script("keep_figs", ROOT="/", FW="", SIGHT="cache",
                                      PHASES=PHASES, GAME=1, APP=1)
    src += ("\nprint('from_root:', sum(1 for n, m in sys.modules.items() if n.startswith("
            "'lookout') and getattr(m, '__file__', '').startswith('lookout/')), "
            "len([n for n in sys.modules if n.startswith('lookout')]))\n")
    r = pico.run(src, pico.image(files), timeout=300, wall_timeout=900)
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["mip_dotdot"] == "1 True"                 # /lib/../probe.txt is /probe.txt
    assert got["keep_game_over"] == "1", r.out          # the game ran to its end
    assert int(got["keep_game_actions"].split()[0]) > 10
    assert int(got["guard_phase_count"].split()[0]) == PHASES
    here, loaded = [int(x) for x in got["from_root"].split()]
    assert loaded > 20 and here == loaded               # every lookout module from mip's .mpy
    low = int(got["keep_engine_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep bot game from the mip install (app started first): lowest "
              "free heap after a collection %d bytes; %.0f s emulated, %.0f s wall"
              % (low, r.stats.get("sim_s", 0), r.stats.get("wall_s", 0)))
    assert low > 0


@pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
def test_black_keep_through_the_screens_from_the_mip_install(mip_tree, tmp_path, capsys):
    """The UI test's whole Black Keep game of two thieves replayed key by key through the
    screens (setup, joins behind PINs, buys, guards phases, the thieves' cards, the results)
    from exactly the tree mip installs, imported from the root as main.py imports it: no
    MemoryError, no fault the app caught, the game to its end."""
    _, files = mip_tree
    files = dict(files)
    del files["main.py"]
    files.update(harness(str(tmp_path)))
    files["lib/"] = b""
    files["state/"] = b""
    keys, cache = bench.keep_ui_keys(thieves=bench.OFFICIAL_THIEVES)
    files["keys.bin"] = keys
    for n, data in cache.items():
        files["state/" + n] = data
    src = bench.device_script("keep_ui_figs", ROOT="/", FW="", SEED=bench.KEEP_UI_SEED,
                              PRESSES=0, PARTS=0)
    src += ("\nprint('from_root:', sum(1 for n, m in sys.modules.items() if n.startswith("
            "'lookout') and getattr(m, '__file__', '').startswith('lookout/')), "
            "len([n for n in sys.modules if n.startswith('lookout')]))\n")
    r = pico.run(src, pico.image(files), timeout=600, wall_timeout=2400)
    assert "MemoryError" not in r.out + r.err, r.out[-2500:]
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    got = r.lines()
    assert got["keep_ui_errors"].split()[0] == "0", got["keep_ui_errors"]
    assert got["keep_ui_game_over"] == "1", got["keep_ui_where"]
    here, loaded = [int(x) for x in got["from_root"].split()]
    assert loaded > 20 and here == loaded               # every lookout module from mip's .mpy
    low = int(got["keep_game_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep of two thieves through the screens from the mip install, the "
              "whole game (%s presses): lowest free heap %d bytes, %.0f s emulated"
              % (got["keep_ui_presses"].split()[0], low, r.stats.get("sim_s", 0)))
    assert low > 0
