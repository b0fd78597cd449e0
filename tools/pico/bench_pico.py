"""`make bench-pico`: the speed and memory figures measured on an emulated Raspberry Pi Pico.

Every figure prints as `name_pico: value unit`; where the same script also ran on the
MicroPython unix port (same code, same scenario) its ratio follows as `(pico/unix xN)`.
Both firmwares run (--firmware): the official RPI_PICO with the app's .mpy on the littlefs
(`name_pico`), then the Lookout board (firmware/boards/LOOKOUT_PICO, PICO_UF2_ROMFS) with the
same .mpy in its ROMFS partition (`name_pico_romfs`, tools/romfs.py's image, written by
pico.mjs --romfs; the bench's own scripts stay on the littlefs). At the end every figure
with both columns side by side, then each target (TARGETS) met or missed, by how much.
The Pico side is the real MicroPython RPI_PICO firmware on rp2040js at 125 MHz (see
tools/pico/pico.py for what it needs); the emulator runs at ~20% of real time, so the whole
bench takes several minutes. Emulated time is exact: no run-to-run noise on the Pico side.

    python tools/pico/bench_pico.py [--only app,keep,keepui,cards,frames,delete] [--phases N]
                                    [--verbose] [--presses N] [--parts]
                                    [--firmware official,romfs]
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "firmware"))
import pico  # noqa: E402
# the most thieves a Black Keep game has on the official firmware (lookout.hal.keep_room): its
# keepui game is one of two thieves, the Lookout board's (ROMFS) one of three
from lookout.hal import KEEP_THIEVES_RAM as OFFICIAL_THIEVES  # noqa: E402

MPY = os.path.join(ROOT, ".venv", "bin", "micropython")
PY = os.path.join(ROOT, ".venv", "bin", "python")
TIMED = ("_ms", "_s")          # figures with a unix ratio: times
OFFICIAL, ROMFS = "_pico", "_pico_romfs"      # the suffix of each firmware's figures
# (figure, ">=" or "<=", limit): the README's targets. ROMFS: the Lookout board is the way to
# play Black Keep (issue 21); the official firmware keeps its own.
TARGETS = (
    ("boot_to_menu_ms" + OFFICIAL, "<=", 300),
    ("redraw_ms" + OFFICIAL, "<=", 5),
    ("press_to_pixels_ms" + OFFICIAL, "<=", 12),
    ("keep_sight_precompute_s" + OFFICIAL, "<=", 15),
    ("keep_sight_cached_load_s" + OFFICIAL, "<=", 0.5),
    ("keep_board_ready_wait_s" + OFFICIAL, "<=", 5),
    ("keep_max_step_ms" + OFFICIAL, "<=", 200),
    ("keep_game_min_free_bytes" + ROMFS, ">=", 65536),
    ("guard_phase_swept_ms" + ROMFS, "<=", 10),
    ("guard_phase_swept_worst_ms" + ROMFS, "<=", 20),
    ("keep_guards_ok_to_instruction_median_ms" + ROMFS, "<=", 100),
    ("boot_to_menu_ms" + ROMFS, "<=", 150),
    ("keep_ui_max_press_ms" + ROMFS, "<=", 200),
    ("keep_ui_longest_pass_ms" + ROMFS, "<=", 200),
    ("keep_picker_ms" + OFFICIAL, "<=", 1000),      # under screens/keep/choose.py's PACE_MS
    ("keep_picker_ms" + ROMFS, "<=", 300),          # (the pause tells nothing)
)
FIGS = {}                      # every figure printed: name -> its text ("12.1 ms ...")


def device_script(name, **params):
    with open(os.path.join(HERE, "device", name + ".py")) as f:
        src = f.read()
    head = "".join("%s = %r\n" % kv for kv in sorted(params.items()))
    return head + src


def unix(name, stage_root, **params):
    """The device script under the unix port (2 MB heap), for the ratio: {name: value}."""
    src = device_script(name, ROOT=stage_root + "/", **params)
    r = subprocess.run([MPY, "-X", "heapsize=2M", "-c", src], capture_output=True, text=True,
                       timeout=1200)
    if r.returncode:
        print("# unix port run of %s failed:\n%s" % (name, r.stderr[-1500:]))
    return pico.Result(0, r.stdout, "").lines()


def report(res, ux, suffix=OFFICIAL, rename=None):
    for k, v in res.lines().items():
        if rename:
            k = rename(k)
        num, _, unit = v.partition(" ")
        extra = ""
        u = ux.get(k)
        if u and k.endswith(TIMED):
            try:
                a = float(num)
                b = float(u.split()[0])
                if b > 0:
                    extra = " (pico/unix x%.0f)" % (a / b)
            except ValueError:
                pass
        FIGS[k + suffix] = v
        print("%s%s: %s%s%s" % (k, suffix, num, (" " + unit) if unit else "", extra),
              flush=True)


def run_device(name, img, stage_root, timeout, wall=1500, romfs=None, rename=None, **params):
    """One device script on the Pico (romfs: that image, on the ROMFS firmware; no unix
    ratio then), its figures printed (rename(name): their names); the exit code (MemoryError:
    a failure)."""
    t = time.time()
    ux = unix(name, stage_root, **params) if stage_root and romfs is None else {}
    res = pico.run(device_script(name, ROOT="/", **params), img, timeout=timeout,
                   wall_timeout=wall, romfs=romfs)
    tb = False
    for ln in res.out.splitlines():
        if ln.startswith(("# ", "Q(")):
            print(ln, flush=True)   # the script's progress and notes; --parts: interned names
        elif ln.startswith("Traceback") or tb:  # a fault the app caught and printed
            tb = ln.startswith(("Traceback", " "))
            print("# | " + ln, flush=True)
    report(res, ux, OFFICIAL if romfs is None else ROMFS, rename)
    if "MemoryError" in res.out + res.err:
        print("# %s: MemoryError on the Pico" % name)
        return res.rc or 1
    if res.rc:
        print("# %s failed on the Pico (exit %d):\n%s" % (name, res.rc, res.err[-2000:]))
    print("# %s: %.1f s emulated, %.0f s wall" % (name, res.stats.get("sim_s", 0),
                                                  time.time() - t), flush=True)
    return res.rc


def cards(img, stage, romfs=None):
    """The heaviest card game (Diamond tricks, one whole 5-player round) in the Pico's heap."""
    return run_device("cards_figs", img, stage, 300, romfs=romfs)


def frames():
    """Bytes on the I2C bus per frame over the UI tests' presses (simulator, unix port)."""
    with tempfile.TemporaryDirectory() as d:
        log = os.path.join(d, "bus.log")
        env = dict(os.environ, LOOKOUT_BUS_LOG=log)
        r = subprocess.run([PY, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            os.path.join(ROOT, "host_tests", "ui"),
                            "--deselect", "host_tests/ui/test_soak.py"],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
        if r.returncode:
            print("# UI tests failed while counting frame bytes:\n" + r.stdout[-1500:])
            return 1
        with open(log) as f:
            rows = [[int(x) for x in ln.split()] for ln in f if ln.strip()]
    bad = sum(1 for r in rows if r[2] != 1)
    if bad:
        print("# %d frames left the modelled panel different from the frame buffer" % bad)
        return 1
    sizes = [r[0] for r in rows]
    writes = [r[1] for r in rows]
    med = statistics.median(sizes)
    print("frame_bytes_median: %d bytes (over %d frames of the UI tests; a whole frame is 1034)"
          % (med, len(sizes)))
    print("frame_writes_median: %d I2C writes" % statistics.median(writes))
    print("frame_bus_ms_median: %.1f ms at 400 kHz (%.1f ms at 1 MHz)"
          % (med * 9 / 400, med * 9 / 1000))
    return 0


KEEP_UI_SEED = 4          # host_tests/ui/test_keep_game_ui.py's game that ends in an escape


class _Enough(Exception):
    pass


def keep_ui_keys(seed=KEEP_UI_SEED, presses=0, thieves=3):
    """The key script of a whole Black Keep game of 3 thieves (2: the official firmware's
    game, lookout.hal.KEEP_THIEVES_RAM; seed 4 only) through the screens, and the sight
    table of its board: the UI test's own bot (host_tests/ui/test_keep_game_ui.py) plays it in
    the simulator, which records every button change and wait it sends. Returns (keys, {name:
    bytes} of the sight cache the simulator saved). keys: 3 bytes per record, the button
    mask then the milliseconds to run the loop with it held (little-endian u16), which the
    device replays exactly (tools/pico/device/keep_ui_figs.py), with the simulator's random
    seed, so the same game unfolds. presses > 0: only the game's first presses (the bot is
    stopped there; the sight cache is then whatever the simulator had saved by then)."""
    def play(T, flash):
        if thieves == 2:
            T.test_whole_game_of_two_thieves(flash)
        else:
            T.test_whole_game_through_the_ui(flash, seed, "Red" if seed == 4 else None)
    return recorded("test_keep_game_ui", play, presses)


OWN_SEED = 1       # host_tests/ui/test_keep_own_tiles_ui.py's SEED: the keys replay its game


def keep_own_keys(turns=1):
    """The key script of a Black Keep game on a group's own tiles (three map tiles and a
    vault in usertiles/, none shipped: host_tests/ui/test_keep_own_tiles_ui.py, its SEED),
    laid out, joined and played for `turns` turns, and the flash files it needs (usertiles/
    and the sight cache), as keep_ui_keys."""
    def play(T, flash):
        T.own_game(flash, turns)
    return recorded("test_keep_own_tiles_ui", play)


def recorded(module, play, presses=0):
    """play(the UI test module, flash folder) in the simulator, its keys recorded (presses > 0:
    only the first ones); returns (keys, {name: bytes} of the sight caches and usertiles/
    files the simulator left)."""
    for p in ("firmware", "tools", "host_tests/core", "host_tests/ui"):
        p = os.path.join(ROOT, p)
        if p not in sys.path:
            sys.path.insert(0, p)
    import importlib
    import simdriver
    T = importlib.import_module(module)
    out = bytearray()

    class Recording(simdriver.Sim):
        mask = 0

        def hold(self, mask):
            self.mask = mask
            if mask:
                self.pressed += 1
                if self.pressed > presses > 0:
                    self.close()             # the simulator process ends here
                    raise _Enough()
            super().hold(mask)

        pressed = 0

        def wait(self, ms):
            left = ms
            while left > 0:
                out.extend((self.mask, min(left, 60000) & 255, min(left, 60000) >> 8))
                left -= 60000
            super().wait(ms)

    with tempfile.TemporaryDirectory() as d:
        flash = os.path.join(d, "flash")
        saved = T.Sim
        T.Sim = Recording
        try:
            play(T, flash)
        except _Enough:
            pass
        finally:
            T.Sim = saved
        cache = {}
        for n in os.listdir(flash):
            if n.startswith("sight_") and n.endswith(".bin"):
                with open(os.path.join(flash, n), "rb") as f:
                    cache[n] = f.read()
        user = os.path.join(flash, "usertiles")
        for n in sorted(os.listdir(user)) if os.path.isdir(user) else ():
            with open(os.path.join(user, n), "rb") as f:
                cache["usertiles/" + n] = f.read()
    return bytes(out), cache


def keep_ui(stage, presses=0, parts=0, romfs=None, trace=0):
    """A whole Black Keep game through the screens on the Pico (keys from keep_ui_keys); the
    sight table from the flash cache, as for a board the device has seen. presses > 0: only
    the game's first presses (quicker, for working on one part); parts: then print what
    holds the heap, part by part (tools/pico/device/keep_ui_figs.py)."""
    t = time.time()
    thieves = 3 if romfs else OFFICIAL_THIEVES
    keys, cache = keep_ui_keys(thieves=thieves)
    print("# keep_ui: key script of %d records (%d thieves) recorded in the simulator in %.0f s"
          % (len(keys) // 3, thieves, time.time() - t), flush=True)
    extra = {"keys.bin": keys}
    for n, data in cache.items():
        extra["state/" + n] = data
    files = pico.files(extra, app=romfs is None)
    img = pico.image(files)
    st = None
    if stage and romfs is None:
        st = os.path.join(stage, "keepui")
        pico.stage(files, st)
    # ~300 s emulated (938 presses, 22,522 loop passes); the emulator runs at ~20% of real time
    # on a free core
    return run_device("keep_ui_figs", img, st, 1500, wall=7200, romfs=romfs,
                      SEED=KEEP_UI_SEED, PRESSES=presses, PARTS=parts, TRACE=trace)


def number(text):
    try:
        return float(text.split()[0].replace(",", ""))
    except (ValueError, IndexError):
        return None


def summary():
    """Both firmwares' figures side by side, then the targets: the exit code (1: one missed
    or not measured)."""
    names = []
    for k in FIGS:
        base = k[:-len(ROMFS)] if k.endswith(ROMFS) else k[:-len(OFFICIAL)]
        if base not in names:
            names.append(base)
    print("# side by side: figure | official RPI_PICO, .mpy on littlefs | Lookout board, "
          ".mpy in ROMFS")
    for b in names:
        a, r = FIGS.get(b + OFFICIAL, "-"), FIGS.get(b + ROMFS, "-")
        print("#   %s | %s | %s" % (b, a.split(" (")[0], r.split(" (")[0]))
    missed = 0
    for name, op, limit in TARGETS:
        v = number(FIGS.get(name, ""))
        if v is None:
            continue                    # that part did not run (--only, --firmware)
        ok = v >= limit if op == ">=" else v <= limit
        missed += not ok
        print("target %s: %g %s %g %s" % (name, v, op, limit, "met" if ok else
                                          "MISSED by %g" % abs(v - limit)))
    return 1 if missed else 0


def keep_own(stage, turns=1, presses=0, romfs=None):
    """Black Keep on a group's own tiles through the screens on the Pico (keys from
    keep_own_keys: the layout of usertiles/ files, three joins, `turns` turns; the Lookout
    board's: romfs): not in the default run (--only keepown)."""
    keys, flash = keep_own_keys(turns)
    extra = {"keys.bin": keys}
    for n, data in flash.items():
        extra["state/" + n] = data
    files = pico.files(extra, app=romfs is None)
    img = pico.image(files)
    return run_device("keep_ui_figs", img, None, 1500, wall=7200, romfs=romfs, SEED=OWN_SEED,
                      PRESSES=presses, PARTS=0)


BIG_SEED = 3       # host_tests/ui/test_keep_big_board_ui.py's SEED


def keep_big_keys(tiles):
    """The key script of five thieves on a board of `tiles` map tiles (host_tests/ui/
    test_keep_big_board_ui.py: the options, the default layout, Done, the guards placed,
    five joins, turn 1 to the end of its first guards phase), as keep_ui_keys; the sight
    table is left out: the Pico builds it a row per loop pass, as for a board it has not
    seen (and as the simulator did)."""
    def play(T, flash):
        T.big_game(flash, tiles)
    keys, flash = recorded("test_keep_big_board_ui", play)
    return keys, {n: d for n, d in flash.items() if not n.startswith("sight_")}


def keep_big(tiles, trace=0, romfs=None, presses=0):
    """Five thieves on `tiles` map tiles through the screens on the Pico (keep_big_keys):
    the board built, the sight table, the first save, the joins, the first guards phase;
    figures keepbigN_* (trace: each press's live heap and each job slice's low)."""
    keys, flash = keep_big_keys(tiles)
    extra = {"keys.bin": keys}
    for n, data in flash.items():
        extra["state/" + n] = data
    img = pico.image(pico.files(extra, app=romfs is None))
    pre = "keepbig%d_" % tiles
    return run_device("keep_ui_figs", img, None, 900, wall=3600, romfs=romfs,
                      rename=lambda k: pre + k[5:] if k.startswith("keep_") else pre + k,
                      SEED=BIG_SEED, PRESSES=presses, PARTS=0, TILES=tiles, TRACE=trace)


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", default="app,keep,keepui,cards,frames",
                    help="also, on the Lookout board (romfs) only: keepown (Black Keep on a "
                    "group's own tiles, three thieves, one turn), keepbig (five thieves on 3, 4 "
                    "and 5 map tiles to the first guards phase)")
    ap.add_argument("--phases", type=int, default=60, help="guards phases to time")
    ap.add_argument("--game", type=int, default=1,
                    help="keep: 0 skips the whole bot game after the timed phases (quicker)")
    ap.add_argument("--verbose", action="store_true",
                    help="app: each press of the walk (screen, ms, bytes on the bus)")
    ap.add_argument("--presses", type=int, default=0,
                    help="keepui, keepbig: stop after this many presses (0: the whole game)")
    ap.add_argument("--parts", action="store_true",
                    help="keepui: at the end, what holds the heap, part by part")
    ap.add_argument("--tiles", default="3,4,5",
                    help="keepbig (five thieves, not in the default run): the boards' map tiles")
    ap.add_argument("--trace", type=int, default=0,
                    help="keepui, keepbig: 1: each press's live heap and each job slice's low; 2: "
                    "and every slice's")
    ap.add_argument("--firmware", default="official,romfs",
                    help="official (RPI_PICO, .mpy on littlefs), romfs (the Lookout board)")
    a = ap.parse_args(argv)
    only = a.only.split(",")
    kinds = a.firmware.split(",")
    for kind in kinds:
        why = pico.missing(kind == "romfs")
        if why:
            print("bench-pico: the emulated Pico is unavailable: " + why)
            return 1
    t0 = time.time()
    failed = 0
    print("# %s on rp2040js (emulated RP2040, 125 MHz); unix ratio: the same script on the "
          "MicroPython unix port of this machine" % pico.UF2_VERSION, flush=True)
    if "frames" in only:
        failed += frames()
    for kind in kinds:
        rom = pico.romfs_image() if kind == "romfs" else None
        if rom:
            print("# the Lookout board (%s), the app in ROMFS: %s, %d bytes"
                  % (pico.uf2_romfs_path(), os.path.basename(rom), os.path.getsize(rom)),
                  flush=True)
        failed += bench(a, only, rom)
    failed += summary()
    print("# took %.0f s" % (time.time() - t0))
    return 1 if failed else 0


def bench(a, only, rom):
    """Every part in only on one firmware (rom: the ROMFS image, else the official one)."""
    failed = 0
    files = pico.files(app=rom is None)
    img = pico.image(files)
    with tempfile.TemporaryDirectory() as stage:
        pico.stage(files, stage)
        if "app" in only:
            failed += run_device("app_figs", img, stage, 120, romfs=rom, VERBOSE=int(a.verbose))
        if "keep" in only:
            # the engine's figures on the bench board (4 thieves, 4 map tiles, its sight table
            # built in RAM): after the app on the Lookout board; alone on the official
            # firmware, which offers no such game (OFFICIAL_THIEVES; the app and the engine
            # together there are keepui's game)
            failed += run_device("keep_figs", img, stage, 900, wall=3600, romfs=rom,
                                 SIGHT="build", PHASES=a.phases, GAME=a.game,
                                 APP=0 if rom is None else 1)
        if "keepui" in only:
            failed += keep_ui(stage, a.presses, int(a.parts), romfs=rom, trace=a.trace)
        # three and five thieves: the Lookout board's only (the official firmware has room
        # for a game of OFFICIAL_THIEVES)
        if "keepown" in only and rom is not None:     # three thieves on their own tiles
            failed += keep_own(stage, 1, a.presses, rom)
        if "keepbig" in only and rom is not None:     # five thieves on 3-5 map tiles
            for n in a.tiles.split(","):
                failed += keep_big(int(n), a.trace, rom, a.presses)
        if rom is None and ("keepown" in only or "keepbig" in only):
            print("# keepown, keepbig: three and five thieves, the Lookout board's (ROMFS) "
                  "only; the official firmware has room for %d" % OFFICIAL_THIEVES)
        if "cards" in only:
            failed += cards(img, stage, romfs=rom)
        if "delete" in only:          # Delete entry's replay (issue 20), not in the default
            failed += run_device("delete_figs", img, stage, 300, romfs=rom)
    return failed


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
