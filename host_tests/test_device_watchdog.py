"""The watchdog on the emulated board (tools/pico/board.mjs resets the chip when the RP2040's
watchdog runs out): the scorepad takes Ann's 7 (saved), then the loop hangs on purpose (the
test's main.py, tools/pico/device/hang_main.py: LEFT+RIGHT held together; the deployed main.py
has no such thing). hal_pico's machine.WDT, fed every loop pass, resets the Pico WDT_MS after
the last pass; the app boots to "Welcome back" and Resume (OK) shows the scorepad exactly as
it was before the hang. The same reset (tools/pico/rp2040.mjs) ends a pico.mjs script that
starves the watchdog.

Skipped with the reason when node, the UF2 or the boot ROM is missing (tools/pico/pico.py).
"""
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
import pico  # noqa: E402

WHY = pico.missing()
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
BEFORE = "DOWN DOWN OK OK UP*7 OK"       # Scorepad, new pad, Ann 7 (a save)
CHORD = 1 << 2 | 1 << 3                  # LEFT + RIGHT: the test build's hang
OK = 1 << 4
BOOT_MS = 2000                           # a reset to the Welcome back prompt, with room


def wdt_ms():
    """hal_pico's WDT_MS (the module imports machine: read from its source)."""
    with open(os.path.join(ROOT, "firmware", "lookout", "hal_pico.py")) as f:
        return int(re.search(r"^WDT_MS = const\((\d+)\)", f.read(), re.M).group(1))


def test_a_hung_loop_is_reset_by_the_watchdog_and_resumes_with_nothing_lost(tmp_path):
    import device
    WDT_MS = wdt_ms()
    from simdriver import TAP_MS, ocr
    try:
        files = device.deploy_files()
    except OSError as e:
        pytest.skip("micropython-ssd1306 not fetched: %s" % e)
    with open(os.path.join(ROOT, "tools", "pico", "device", "hang_main.py"), "rb") as f:
        files["main.py"] = f.read()
    img = str(tmp_path / "flash.img")
    with open(pico.image(files), "rb") as f, open(img, "wb") as g:
        g.write(f.read())
    sched, hang, _ = device.schedule(BEFORE)
    ok_at = hang + WDT_MS + BOOT_MS
    sched += [[hang, CHORD], [hang + 200, 0], [ok_at, OK], [ok_at + TAP_MS, 0]]
    pb = device.Playback(device.run_board(img, sched, (ok_at + 600) / 1000,
                                          str(tmp_path / "board.jsonl")))
    assert pb.booted, pb.usb[-10:]
    assert "hang: LEFT+RIGHT held, the loop stops" in pb.usb, pb.usb
    assert len(pb.resets) == 1 and pb.resets[0][1] == "watchdog", pb.resets
    reset_ms = pb.resets[0][0]
    print("hang at %.0f ms, watchdog reset %.0f ms later (WDT_MS %d)" % (
        hang, reset_ms - hang, WDT_MS))
    # WDT_MS after the last feed: the last loop pass before the chord (a pass: LOOP_MS and
    # its work), or the one that saw it
    assert WDT_MS - 50 <= reset_ms - hang <= WDT_MS + 300, reset_ms - hang
    boots = [ln for ln in pb.usb if ln.startswith("reset cause")]
    assert len(boots) == 2, pb.usb
    before = pb.at(hang)
    assert "Ann" in " ".join(ocr(before)) and "7" in " ".join(ocr(before)), ocr(before)
    after_reset = [v for ms, v in pb.frames if reset_ms < ms < ok_at]
    assert after_reset and ocr(after_reset[-1])[0] == "Welcome back", (
        [ocr(v) for v in after_reset])
    assert pb.frames[-1][1] == before, (ocr(pb.frames[-1][1]), ocr(before))


WD_SCRIPT = """import machine, time
print("armed")
dog = machine.WDT(timeout=%d)
while True:
    pass
"""


def test_pico_mjs_resets_the_chip_when_a_script_starves_the_watchdog():
    """pico.mjs (scripts over the raw REPL) has board.mjs's reset (tools/pico/rp2040.mjs): the
    script ends with the chip (exit 5), which boots again from its flash and says it was the
    watchdog (machine.reset_cause() == WDT_RESET, 3), the timeout after the arming. Before,
    rp2040js only logged the fire, re-firing at the same instant until the time limit."""
    ms = 300
    r = pico.run(WD_SCRIPT % ms, timeout=10, wall_timeout=120)
    assert r.rc == 5, (r.rc, r.out, r.err)
    assert r.out.strip() == "armed", r.out
    assert "the chip reset (watchdog) while running the script" in r.err, r.err
    assert r.stats["reset"] == "watchdog" and r.stats["reset_cause"] == 3, r.stats
    assert ms <= r.stats["reset_ms"] <= ms + 30, r.stats
