"""Boot and update safety on the emulated Lookout board (the ROMFS firmware, PICO_UF2_ROMFS):
firmware/boot.py (pick_app) runs as MicroPython runs it at power-on, with a ROMFS image in
the partition (good, empty, damaged, half-written, older than the saves) and the app on the
littlefs or not; then the test looks where `import lookout` comes from, and what boot.py said
and left behind.
A refused image must never stop the littlefs app, and with no app anywhere the import fails
(MicroPython stays at its REPL: no crash loop) with the message kept.

Skipped with the reason when node, the ROMFS UF2 or the boot ROM is missing (tools/pico/pico.py).
"""
import os
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import pico  # noqa: E402
import romfs  # noqa: E402

WHY = pico.missing(romfs=True)
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)

# After boot.py (run by the firmware at power-on): what it decided, where the app comes from,
# and that it starts (the menu drawn into a RAM frame buffer).
PROBE = """
import sys, os
print("BOOT", repr(_lookout_boot))
print("FIRST", sys.path[0])
print("ROMOK", "romfs.ok" in os.listdir("/"))
import time, gc
gc.collect()
t0 = time.ticks_us()
exec(open("/boot.py").read(), {})     # again, as every later power-on: the image is known
print("AGAIN_MS", time.ticks_diff(time.ticks_us(), t0) / 1000)
try:
    import lookout.app
except ImportError as e:
    print("APP none", e)
else:
    print("APP", lookout.app.__file__)
    sys.path.append("/tools/pico")
    from ramhal import RamHal
    hal = RamHal("/state")
    app = lookout.app.App(hal)
    app.start()
    app.step(hal.now)
    print("MENU", type(app.stack[-1]).__name__)
"""


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(good image bytes, littlefs files without the app, the app's files at /lookout)."""
    full = pico.files()                       # compiles the firmware once
    tree = str(tmp_path_factory.mktemp("tree"))
    for k, v in full.items():                 # the Pico build's lookout/ and tiles/
        if k.startswith("firmware/"):
            p = os.path.join(tree, k[len("firmware/"):])
            os.makedirs(os.path.dirname(p), exist_ok=True)
            with open(p, "wb") as f:
                f.write(v)
    img = romfs.pack(tree)
    base = {k: v for k, v in full.items() if not k.startswith("firmware/lookout/")}
    with open(os.path.join(ROOT, "firmware", "boot.py"), "rb") as f:
        base["boot.py"] = f.read()
    base["pick_app.mpy"] = full["firmware/pick_app.mpy"]      # as make deploy-romfs puts it
    app = {k[len("firmware/"):]: v for k, v in full.items() if k.startswith("firmware/lookout/")}
    return img, base, app


def boot(built, rom, flash_app, extra=None, fs_out=None):
    """Power on with rom (image bytes, or None: an erased partition) and the littlefs
    (boot.py, the app at /lookout when flash_app); returns the probe's {key: rest}."""
    _img, base, app = built
    files = dict(base)
    if flash_app:
        files.update(app)
    files.update(extra or {})
    with tempfile.TemporaryDirectory() as d:
        rom_path = None
        if rom is not None:
            rom_path = os.path.join(d, "rom.romfs")
            with open(rom_path, "wb") as f:
                f.write(rom)
        r = pico.run(PROBE, pico.image(files), timeout=60, wall_timeout=300,
                     romfs=rom_path or os.devnull)
    assert r.rc == 0, r.out[-1500:] + r.err[-1500:]
    return dict(ln.split(" ", 1) for ln in r.out.splitlines() if " " in ln)


def test_good_image_runs_from_rom_ahead_of_a_flash_copy(built):
    got = boot(built, built[0], flash_app=True)
    assert got["BOOT"] == "('/rom', None)"
    assert got["FIRST"] == "/rom"
    assert got["APP"] == "/rom/lookout/app.mpy"          # not the littlefs /lookout
    assert got["MENU"] == "Home"
    assert got["ROMOK"] == "True"                        # checked whole once, remembered
    print("\n[pico] boot.py + pick_app on a later power-on (the image's tail checked): %s ms"
          % got["AGAIN_MS"])
    assert float(got["AGAIN_MS"]) < 30


def test_empty_partition_falls_back_to_the_flash_app(built):
    got = boot(built, None, flash_app=True)
    assert got["BOOT"].startswith("('flash', 'No app in ROMFS'")
    assert got["APP"] == "lookout/app.mpy"
    assert got["MENU"] == "Home"


def test_damaged_image_is_refused(built):
    img = bytearray(built[0])
    files = romfs.listing(bytes(img))
    at = bytes(img).index(files["lookout/app.mpy"]) + 200    # a byte inside app.mpy's code
    img[at] ^= 0x5A
    got = boot(built, bytes(img), flash_app=True)
    assert got["BOOT"].startswith("('flash', 'App in ROMFS\\nis damaged'")
    assert got["APP"] == "lookout/app.mpy"
    assert got["ROMOK"] == "False"


def test_half_written_image_with_nothing_on_flash_keeps_the_message(built):
    """An interrupted `romfs deploy`: header and manifest written, the tail still erased; no
    app on the littlefs: the import fails (REPL, no reset) and the message says what to do."""
    img = bytearray(built[0])
    img[len(img) // 2:] = b"\xff" * (len(img) - len(img) // 2)
    got = boot(built, bytes(img), flash_app=False)
    assert got["BOOT"].startswith("(None, 'App in ROMFS\\nis damaged'")
    assert got["APP"].startswith("none")
    assert got["FIRST"] != "/rom"


def test_image_older_than_the_saves_is_refused(built):
    """lookout.fmt says an app with save format 2 ran; the image's app writes format 1."""
    got = boot(built, built[0], flash_app=True, extra={"lookout.fmt": b"2\n"})
    assert got["BOOT"].startswith("('flash', 'App in ROMFS is\\nolder than the\\nsaves (format 2)'")
    assert got["APP"] == "lookout/app.mpy"
