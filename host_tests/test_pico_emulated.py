"""The built firmware on an emulated Raspberry Pi Pico (rp2040js, the real MicroPython RPI_PICO
firmware, its real 237 KB heap): the app is started as on the device, then a whole Black Keep
bot game runs on the engine, a whole game of two thieves through the screens (the most that
firmware has room for), and the heaviest card-game flows. No MemoryError anywhere; the lowest
free heap is reported. Figures are `make bench-pico`'s; this only checks that it all fits and
runs.

Then the Lookout board: the app from its ROMFS image, Black Keep games of three to five
thieves through the screens (test_pico_boot.py has the boot cases). Skipped with the reason
when node, the UF2 ($PICO_UF2, $PICO_UF2_ROMFS) or the boot ROM ($PICO_BOOTROM) is missing
(see tools/pico/pico.py); the first run installs rp2040js with npm in tools/pico.
"""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402
import bench_pico as bench  # noqa: E402

MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
WHY = pico.missing()
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)

# The sight table of the bench board, made on the host (the unix port; same bytes) so the
# Pico loads it from flash as a device does for a board it has seen.
CACHE_SCRIPT = """
import sys
sys.path.insert(0, ROOT + "tools/bench")
sys.path.insert(0, ROOT + "firmware")
import bench_keep_game as K
from lookout.keep import sightcache
from lookout.keep.sight import Sight
from lookout.fsys import OsFs
print(sightcache.save(OsFs(ROOT + "cache"), Sight(K.make_board())))
"""


@pytest.fixture(scope="module")
def image(tmp_path_factory):
    files = pico.files()
    stage = str(tmp_path_factory.mktemp("stage"))
    pico.stage(files, stage)
    r = subprocess.run([MPY, "-X", "heapsize=2M", "-c", 'ROOT = "%s/"\n' % stage + CACHE_SCRIPT],
                       capture_output=True, text=True, timeout=300, check=True)
    name = r.stdout.split()[-1]
    with open(os.path.join(stage, "cache", name), "rb") as f:
        files["cache/" + name] = f.read()
    return pico.image(files)


def keep_game(image, capsys, app):
    src = bench.device_script("keep_figs", ROOT="/", SIGHT="cache", PHASES=12, GAME=1, APP=app)
    r = pico.run(src, image, timeout=300, wall_timeout=420)
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["keep_game_over"] == "1", r.out          # the game ran to its end
    assert int(got["keep_game_actions"].split()[0]) > 10
    assert int(got["guard_phase_count"].split()[0]) == 12
    low = int(got["keep_engine_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep bot game: lowest free heap after a collection %d bytes (%s), "
              "%.0f s emulated" % (low, "app + engine" if app else "engine alone",
                                   r.stats.get("sim_s", 0)))
    assert low > 0


def test_black_keep_bot_game_after_the_app_in_the_pico_heap(image, capsys):
    keep_game(image, capsys, app=1)




# The official firmware: a whole game through the screens, on a heap that holds every module's
# code, where every card OK and the hub's next OK open a file (an import or the save: a
# 1,148-byte littlefs buffer). A game of three thieves ran out there in turn 2 however the app
# let go of what it could (HACKING, "Tried on 2026-11-28"): the first failure moved between
# press 172 and 773 with every change (bench_pico.py --only keepui --firmware official), so that
# firmware has room for a game of two thieves, a map tile each (lookout.hal.keep_room), and
# this plays one to its end; three to five thieves are the Lookout board's (ROMFS, below).


def keep_ui_run(presses, thieves=3):
    """The device script and the flash files that replay the UI test's Black Keep game of
    `thieves` thieves, its first `presses` presses (0: all), through the screens
    (tools/pico/device/keep_ui_figs.py)."""
    keys, cache = bench.keep_ui_keys(presses=presses, thieves=thieves)
    extra = {"keys.bin": keys}
    for n, data in cache.items():
        extra["state/" + n] = data
    return bench.device_script("keep_ui_figs", ROOT="/", SEED=bench.KEEP_UI_SEED,
                               PRESSES=presses, PARTS=0), extra


def test_black_keep_through_the_screens_on_the_official_firmware(capsys):
    """The official RPI_PICO firmware, the app's .mpy on the littlefs (as `make deploy` and the
    mip install put it; every module's code in the heap): the UI test's whole Black Keep game
    of two thieves replayed key by key through the screens, the setup, the joins with PINs,
    every turn's buys, guards phases and cards behind the PINs, to the results. No
    MemoryError, no fault the app caught; the low reported."""
    src, extra = keep_ui_run(0, bench.OFFICIAL_THIEVES)
    r = pico.run(src, pico.image(pico.files(extra)), timeout=600, wall_timeout=2400)
    assert "MemoryError" not in r.out + r.err, r.out[-2500:]
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    got = r.lines()
    assert got["keep_ui_errors"].split()[0] == "0", got["keep_ui_errors"]
    assert got["keep_ui_game_over"] == "1", got["keep_ui_where"]
    assert got["keep_ui_where"].split()[2:4] == ["2", "2"], got["keep_ui_where"]
    low = int(got["keep_game_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep of two thieves on the official firmware, the whole game (%s "
              "presses): lowest free heap %d bytes, %.0f s emulated"
              % (got["keep_ui_presses"].split()[0], low, r.stats.get("sim_s", 0)))
    assert low > 0


ROMFS_WHY = pico.missing(romfs=True)
ROMFS_PRESSES = 14        # the game's start: Black Keep opened, the setup wizard, Lay out tiles


@pytest.mark.skipif(ROMFS_WHY is not None,
                    reason="emulated Lookout board unavailable: %s" % ROMFS_WHY)
def test_black_keep_through_the_screens_from_romfs(capsys):
    """The Lookout board (PICO_UF2_ROMFS) with the app only in its ROMFS partition (the image
    `make romfs` makes, nothing of lookout/ on the littlefs): the UI test's Black Keep game
    replayed key by key through the screens (tools/pico/device/keep_ui_figs.py), its first
    ROMFS_PRESSES presses (the whole game is `make bench-pico`'s keepui: ~25 min of wall time).
    Every module comes from /rom; no MemoryError, no fault the app caught."""
    src, extra = keep_ui_run(ROMFS_PRESSES)
    src += ("\nprint('from_rom:', sum(1 for m in sys.modules.values() if getattr(m, "
            "'__file__', '').startswith('/rom/')), len([n for n in sys.modules "
            "if n.startswith('lookout')]))\n")
    r = pico.run(src, pico.image(pico.files(extra, app=False)), timeout=300, wall_timeout=900,
                 romfs=pico.romfs_image())
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["keep_ui_presses"].split()[0] == str(ROMFS_PRESSES)
    assert got["keep_ui_errors"].split()[0] == "0", got["keep_ui_errors"]
    on_rom, loaded = [int(x) for x in got["from_rom"].split()]
    assert loaded > 30 and on_rom == loaded           # every lookout module from /rom
    low = int(got["keep_game_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep from ROMFS, first %d presses: lowest free heap %d bytes, "
              "%.0f s emulated" % (ROMFS_PRESSES, low, r.stats.get("sim_s", 0)))
    assert low >= 65536


@pytest.mark.skipif(ROMFS_WHY is not None,
                    reason="emulated Lookout board unavailable: %s" % ROMFS_WHY)
def test_five_thieves_on_five_map_tiles_from_romfs(capsys):
    """Issue 19: five thieves, a map tile each, on the Lookout board (the app in ROMFS): the
    simulator's game (host_tests/ui/test_keep_big_board_ui.py) replayed key by key: the
    layout of five map tiles (the room hal_pico's rule gives from /rom: five, not forced
    here), the board built, the guards placed and the first save, the sight table built a
    row per loop pass, five joins, turn 1 to the end of its first guards phase. No
    MemoryError, no fault; the lowest free heap is reported."""
    keys, flash = bench.keep_big_keys(5)
    extra = {"keys.bin": keys}
    for n, data in flash.items():
        extra["state/" + n] = data
    src = bench.device_script("keep_ui_figs", ROOT="/", SEED=bench.BIG_SEED, PRESSES=0,
                              PARTS=0, TILES=0, TRACE=0)
    r = pico.run(src, pico.image(pico.files(extra, app=False)), timeout=600, wall_timeout=1500,
                 romfs=pico.romfs_image())
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["keep_ui_errors"].split()[0] == "0", got["keep_ui_errors"]
    turn, phase, tiles, thieves = got["keep_ui_where"].split()[:4]
    assert (tiles, thieves) == ("5", "5"), got["keep_ui_where"]
    assert turn == "1" and phase in ("play", "buy"), got["keep_ui_where"]   # guards done
    low = int(got["keep_game_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep, five thieves on five map tiles from ROMFS, %s presses to the "
              "first guards phase's end: lowest free heap after a collection %s; garbage "
              "low %s; %.0f s emulated" % (got["keep_ui_presses"].split()[0],
                                          got["keep_game_min_free_bytes"],
                                          got["keep_game_min_free_garbage_bytes"],
                                          r.stats.get("sim_s", 0)))
    assert low >= 32768


OWN_PRESSES = 100         # the layout of the group's tiles (a file changed, a tile turned), the
#                           guards placed, three joins, turn 1 begun


@pytest.mark.skipif(ROMFS_WHY is not None,
                    reason="emulated Lookout board unavailable: %s" % ROMFS_WHY)
def test_black_keep_on_the_groups_own_tiles_through_the_screens(capsys):
    """Black Keep through the screens on a group's own tiles (host_tests/ui/
    test_keep_own_tiles_ui.py: three map tiles and a vault in usertiles/, none shipped, and
    a bad file) on the Lookout board (three thieves: ROMFS): Lay out tiles parses all 13
    files, the board, the guards placed, three joins, then turn 1, replayed from the
    simulator's keys (tools/pico/device/keep_ui_figs.py). No MemoryError, no fault; the
    lowest free heap is reported (`make bench-pico`'s keepown has the whole turn)."""
    keys, flash = bench.keep_own_keys(1)
    extra = {"keys.bin": keys}
    for n, data in flash.items():
        extra["state/" + n] = data
    img = pico.image(pico.files(extra, app=False))
    src = bench.device_script("keep_ui_figs", ROOT="/", SEED=bench.OWN_SEED, PRESSES=OWN_PRESSES,
                              PARTS=0)
    r = pico.run(src, img, timeout=600, wall_timeout=1800, romfs=pico.romfs_image())
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["keep_ui_errors"].split()[0] == "0", got["keep_ui_errors"]
    assert int(got["keep_ui_presses"].split()[0]) == OWN_PRESSES, got["keep_ui_presses"]
    low = int(got["keep_game_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Black Keep on the group's own tiles, %d presses through the screens: "
              "lowest free heap after a collection %s; longest press %s; %.0f s emulated"
              % (OWN_PRESSES, got["keep_game_min_free_bytes"], got["keep_ui_max_press_ms"],
                 r.stats.get("sim_s", 0)))
    assert low > 0


def test_heaviest_card_flow_in_the_pico_heap(image, capsys):
    """The heaviest card game, Diamond tricks: one whole 5-player round card by card
    (tools/pico/device/cards_figs.py), the GC held off per step: the lowest free heap."""
    r = pico.run(bench.device_script("cards_figs", ROOT="/"), image, timeout=300,
                 wall_timeout=480)
    assert r.rc == 0, r.out[-1500:] + r.err[-2500:]
    assert "MemoryError" not in r.out + r.err
    got = r.lines()
    assert got["diamond_round"] == "2" and int(got["diamond_actions"].split()[0]) > 60
    low = int(got["cards_min_free_bytes"].split()[0])
    with capsys.disabled():
        print("\n[pico] Diamond tricks, one 5-player round card by card: lowest free heap %d "
              "bytes, %.0f s emulated" % (low, r.stats.get("sim_s", 0)))
    assert low > 0
