"""Same pixels through Black Keep, on the Lookout board as `make deploy-romfs` leaves it: the
setup wizard (three thieves, the device deals), the default layout, Done (the guards placed by
the die), the placement pages, three private joins (PIN twice, the dealt treasure, entry tile,
the entry hex on the map picker), the first buys and the first guards phase's instructions,
page by page. tools/sim.py plays it first (test_keep_ui's own helpers, its seed) and every
press's key is recorded with the frame, LED and beeps the simulator then shows; the emulated
board (tools/pico/board.mjs: main.py, hal_pico, micropython-lib's ssd1306, the I2C panel,
GPIO buttons) plays the same keys, and just before each next press its panel must hold the
simulator's pixels, its NeoPixel the simulator's colour, its buzzer have sounded as often.

Why the Lookout board (firmware/boards/LOOKOUT_PICO, the app in ROMFS) and not the official
UF2 with the app as .mpy on littlefs: on the official firmware Black Keep's screens run the
heap out (README: MemoryError at a PIN or a card's OK), and the map tiles it offers are fewer
(lookout.hal.keep_room), so its default layout is not the simulator's. The card games and the
rest of the menu are compared on the official firmware (test_device_board.py).

The same dice: main.py here is tools/pico/device/seeded_main.py (firmware/main.py's app with
hal_pico's random_bytes replaced by the simulator's seeded xorshift, lookout.seeded), so the die
that places the guards and the pickers' random starts are the simulator's. The board's sight
table is on flash in both (computed here with the firmware's own lookout.keep.sight), as on a
device that has seen this board: building it runs a slice per loop pass and shows its
progress, which the simulator's 5 ms passes and the Pico's real ones reach at other times.
The board cannot wait for long work as the simulator does (Sim.settle): after a press the
simulator needed work for, the board's script waits WORK_MS.

Skipped with the reason when node, the Lookout UF2 or the boot ROM is missing (tools/pico/
pico.py), or micropython-ssd1306 cannot be fetched (tools/pico/device.py).
"""
import os
import sys
import tempfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in ("tools/pico", "tools", "host_tests/ui"):
    sys.path.insert(0, os.path.join(ROOT, _p))
import device  # noqa: E402
import pico  # noqa: E402
from simdriver import LONG_MS, TAP_MS, WAIT, Sim, ocr, steps  # noqa: E402

WHY = pico.missing(romfs=True)
pytestmark = pytest.mark.skipif(WHY is not None, reason="emulated Pico unavailable: %s" % WHY)
SEED = 7                   # test_keep_ui's game
WORK_MS = 2500             # the board's wait after a press that started long work
SETTLE_MS = 250            # after every other press (device.schedule)


class Recording(Sim):
    """The simulator, recording each press as a key-script token and what it then shows:
    (frame, LED, beeps so far, ms of long work waited for)."""

    def __init__(self, state):
        Sim.__init__(self, state, seed=SEED)
        self.tokens = []
        self.shots = []

    def keys(self, script):
        for name, ms in steps(script):
            if name == WAIT:
                raise AssertionError("the recorded script has no waits")
            self.press(name, ms)
            worked = 0
            while self.working():
                worked += 10
                assert worked < 20000, "still working"
                self.wait(10)
            self.tokens.append(name if ms == TAP_MS else name + ":long" if ms == LONG_MS
                               else "%s:hold=%d" % (name, ms))
            frame = self.frame()
            self.shots.append((frame, self.led, self.beeps, worked))
        return self


def sight_cache(folder):
    """The default 3-thief layout's sight table, saved into folder as the firmware saves it;
    {name: bytes}."""
    import test_keep_ui as KU
    from lookout.fsys import OsFs
    from lookout.keep import sightcache
    from lookout.keep.sight import Sight
    name = sightcache.save(OsFs(folder), Sight(KU.board(3)))
    with open(os.path.join(folder, name), "rb") as f:
        return {name: f.read()}


def play_sim():
    """(first frame, tokens, shots) of the Black Keep flow in the simulator."""
    import test_keep_ui as KU
    with tempfile.TemporaryDirectory() as d:
        cache = sight_cache(d)
        sim = Recording(d)
        err = None
        try:
            first = sim.frame()
            KU.setup(sim, cached=True)             # wizard, layout, guards, three joins
            KU.buy_nothing(sim)
            t = sim.text()
            assert t[0] == "T1 P1 guards" and t[1] == "Move the guards", t
            sim.keys("OK")                         # the first guards phase
            t = sim.text()
            assert t[0].startswith("P1 1/") and t[1] == "Phase 1: guards", t
            pages = int(t[0].split("/")[1].split()[0])
            sim.keys("RIGHT*%d" % (pages - 1))     # its instructions, one guard a page
            err = sim.close()
        finally:
            if err is None:
                sim.close()
    assert "Traceback" not in err, err
    return first, sim.tokens, sim.shots, cache


def board_script(tokens, shots):
    """The key script the board plays: the simulator's presses, WORK_MS after any that
    started long work."""
    out = []
    for tok, shot in zip(tokens, shots):
        out.append(tok)
        if shot[3]:
            out.append("wait:%d" % WORK_MS)
    return " ".join(out)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    first, tokens, shots, cache = play_sim()
    try:
        img = device.flash_image(romfs=True, seed=SEED, extra=cache)
    except OSError as e:
        pytest.skip("micropython-ssd1306 not fetched: %s" % e)
    d = tmp_path_factory.mktemp("keep")
    work = str(d / "flash.img")
    with open(img, "rb") as a, open(work, "wb") as b:
        b.write(a.read())
    script = board_script(tokens, shots)
    sched, end, starts = device.schedule(script, SETTLE_MS)
    pb = device.Playback(device.run_board(work, sched, (end + 200) / 1000, str(d / "trace.jsonl"),
                                          romfs=pico.romfs_image()))
    return pb, starts + [end + 200], first, shots, script


def test_the_board_boots_from_romfs_to_the_home_menu(played):
    pb, _, first, _, _ = played
    assert pb.booted, pb.usb[-10:]
    assert pb.at(1) == first, "the first screen differs:\n%s\n---\n%s" % (
        "\n".join(ocr(pb.at(1))), "\n".join(ocr(first)))


def test_same_pixels_leds_and_beeps_through_black_keep_setup_to_the_first_guards_phase(played):
    pb, times, _, shots, script = played
    assert len(shots) == len(times) - 1
    assert pb.resets == [], pb.resets
    for i, (want, led, beeps, _worked) in enumerate(shots):
        got = pb.at(times[i + 1])
        assert got == want, "press %d of %r: device shows\n%s\n--- simulator\n%s" % (
            i + 1, script, "\n".join(ocr(got or bytes(1024))), "\n".join(ocr(want)))
        assert pb.led_at(times[i + 1]) == led, "press %d: LED %r, simulator %r" % (
            i + 1, pb.led_at(times[i + 1]), led)
        assert len([b for b in pb.beeps() if b[0] < times[i + 1]]) == beeps, \
            "press %d: beeps" % (i + 1)
    texts = [ocr(s[0]) for s in shots]
    at = [i for i, t in enumerate(texts) if t[1:2] == ["Phase 1: guards"]]
    assert at and texts[at[0]][0].startswith("P1 1/"), "the first guards phase was reached"
    said = " ".join(" ".join(t[1:]) for t in texts[at[0] + 1:])
    assert "guard" in said, said               # an instruction per guard, compared too
    print("Black Keep: %d presses compared (%d with long work), %d distinct device frames, "
          "%d LED colours, %d beeps; %.1f s emulated, %.0f s wall" % (
              len(shots), sum(1 for s in shots if s[3]), len(pb.frames), len(pb.led),
              len(pb.beeps()), times[-1] / 1000, pb.end.get("wall_s", 0)))
