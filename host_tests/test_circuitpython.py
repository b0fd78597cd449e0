"""The CircuitPython build runs the app through hal_circuitpython on CPython with Adafruit
Blinka's displayio and the real adafruit_displayio_ssd1306 and neopixel libraries (PyPI), the
board's I2C bus, LED pin, buzzer and keys replaced by recorders (tools/cphost.py).

What the panel shows is rebuilt from the I2C bytes alone (SSD1306 commands and data) and must
equal the frame the app drew, for the menu and a scripted scorepad game; the NeoPixel bytes,
the buzzer's PWM and the saves are checked too, and so are the CircuitPython 8 path and the
path without the display library (both use Lookout's own SSD1306 init)."""
import json
import os
import subprocess
import sys

import pytest

import build
from simdriver import ocr

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CPHOST = os.path.join(ROOT, "tools", "cphost.py")
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")


@pytest.fixture(scope="module")
def cp_build(tmp_path_factory):
    out = str(tmp_path_factory.mktemp("cp") / "circuitpython")
    assert build.build_circuitpython(out, MPY, quiet=True) == 0
    return out


def run(cp_build, state, keys, port="cp9"):
    r = subprocess.run([sys.executable, CPHOST, "--build", cp_build, "--state", str(state),
                        "--keys", keys, "--port", port], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 0, r.stderr
    snaps = json.loads(r.stdout)
    for s in snaps:
        assert s["errors"] == 0, s["last_error"]
        assert s["display_ok"], s["display_error"]
        assert s["ram"] == s["frame"], "the panel's RAM differs from the frame the app drew"
        s["text"] = ocr(bytes.fromhex(s["frame"]))
    return snaps


def rows(text):
    out = {}
    for line in text[1:]:
        parts = line.split()
        if len(parts) == 2 and parts[1].lstrip("-").isdigit():
            out[parts[0]] = int(parts[1])
    return out


def test_menu_reaches_the_panel_over_i2c(cp_build, tmp_path):
    s = run(cp_build, tmp_path, "snap")[0]
    assert s["driver"] == "adafruit_displayio_ssd1306"
    assert s["i2c_pins"] == [5, 4, 400000]                  # SCL GP5, SDA GP4, 400 kHz
    assert s["text"][:4] == ["Lookout", "Games", "Dice", "Scorepad"]
    assert s["data_bytes"] >= 1024                          # a whole frame went over the bus
    assert s["init"][0] == 0xAE and 0xAF in s["init"]       # display off ... on
    assert s["led"][-1] == [16, "000000"]                   # NeoPixel on GP16, off at home


def test_scorepad_game_on_the_panel_saved_and_resumed(cp_build, tmp_path):
    snaps = run(cp_build, tmp_path,
                "DOWN DOWN OK snap "                         # Scorepad
                "OK UP*3 OK OK UP*5 OK OK UP*2 OK snap "     # Ann 3, Bo 5, Cat 2
                "OK snap")                                   # + New round
    assert snaps[0]["text"][0] == "Scorepad"
    r = rows(snaps[1]["text"])
    assert (r["Ann"], r["Bo"], r["Cat"]) == (3, 5, 2)
    assert snaps[1]["text"][0] == "Round 1"
    assert snaps[2]["text"][0] == "Round 2"
    assert "lookout.sav" in snaps[-1]["files"]
    # Ann's colour on the LED while the scorepad is up: GRB bytes of a player colour, not off
    assert any(b != "000000" for _, b in snaps[1]["led"])
    # power cut: a new board on the same flash offers to resume, and the totals are back
    again = run(cp_build, tmp_path, "snap OK snap")
    assert again[0]["text"][0] == "Welcome back"
    assert again[1]["text"][0] == "Round 2", again[1]["text"]
    assert rows(again[1]["text"])["Bo"] == 5


def test_black_keep_setup_draws_its_map_on_the_panel(cp_build, tmp_path):
    """The CIRCUITPY drive holds tiles/ beside the code: Lay out tiles draws the mini-map (the
    canvas's blit of the pre-drawn board), Done builds the engine and the first guard's
    placement page follows, each frame rebuilt from the bus. Two thieves: a Pico's
    CircuitPython loads the code into RAM as the official MicroPython firmware does
    (lookout.hal.KEEP_THIEVES_RAM), so the setup starts there."""
    import shutil
    shutil.copytree(os.path.join(cp_build, "tiles"), str(tmp_path / "tiles"))
    lay, placed = run(cp_build, tmp_path, "OK DOWN DOWN OK DOWN*4 OK wait:6000 snap "
                      "UP OK wait:15000 snap")
    assert lay["text"][:2] == ["Tiles", "Vault"], lay["text"]
    frame = bytes.fromhex(lay["ram"])
    lit = sum(bin(frame[p * 128 + x]).count("1") for p in range(8) for x in range(80))
    assert lit > 300, lit                      # the board's outline on the left of the panel
    assert placed["text"][0].startswith("Guard 1/3"), placed["text"]   # two tiles, the vault
    assert "face" in " ".join(placed["text"]) and "counter" in " ".join(placed["text"])


def test_timer_led_shows_the_player_and_ok_beeps(cp_build, tmp_path):
    s = run(cp_build, tmp_path, "DOWN*3 OK snap OK wait:100 snap")
    assert s[0]["text"][0] == "Ann"
    assert s[1]["text"][0] == "Bo"
    led0 = s[0]["led"][-1][1]
    led1 = s[1]["led"][-1][1]
    assert led0 != "000000" and led1 != "000000" and led0 != led1   # the next player's colour
    pwm = s[1]["pwm"]
    on = [p for p in pwm if p[1] == 2500 and p[2] == 32768]
    assert on, pwm                                             # OK passes the turn: 2.5 kHz
    off = [p for p in pwm if p[0] > on[0][0] and p[2] == 0]
    assert off and off[0][0] - on[0][0] >= 30                  # ... for 30 ms, then silent


@pytest.mark.parametrize("port", ["cp8", "nolib"])
def test_without_the_9x_display_library_lookout_inits_the_panel(cp_build, tmp_path, port):
    snaps = run(cp_build, tmp_path, "snap DOWN OK snap", port=port)
    assert snaps[0]["driver"] == "lookout INIT"
    assert snaps[0]["text"][:2] == ["Lookout", "Games"]
    assert snaps[1]["text"][0].split()[0] == "2d6"
    init = snaps[0]["init"]
    assert init[:3] == [0xAE, 0xD5, 0xA8] and 0x8D in init and 0xAF in init


def test_circuitpython_modules_compiled_when_a_compiler_is_given(tmp_path):
    """With CircuitPython's mpy-cross (here MicroPython's stands in: the plumbing, not the
    format) lib/lookout ships compiled, a module the compiler refuses (viper) as source;
    without one the build says what that costs."""
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "build.py"),
                        "--circuitpython", "--out", str(tmp_path / "src")],
                       capture_output=True, text=True, env=dict(os.environ, CIRCUITPY_MPY_CROSS=""))
    assert r.returncode == 0 and "lib/lookout is source (.py)" in r.stderr, r.stderr
    out = str(tmp_path / "mpy")
    assert build.build_circuitpython(out, MPY, quiet=True,
                                     cp_mpy_cross=build.default_mpy_cross()) == 0
    lib = os.path.join(out, "lib", "lookout")
    assert os.path.isfile(os.path.join(lib, "app.mpy"))
    assert os.path.isfile(os.path.join(lib, "keep", "board.mpy"))
    assert not os.path.exists(os.path.join(lib, "app.py"))
    assert os.path.isfile(os.path.join(lib, "keep", "sightbucket.py"))   # viper: kept as source
    assert os.path.isfile(os.path.join(out, "code.py"))                  # top level: source


def test_circuitpython_layout(cp_build):
    files = {os.path.relpath(os.path.join(d, f), cp_build)
             for d, _, fs in os.walk(cp_build) for f in fs}
    assert {"code.py", "boot.py", "requirements.txt", "lib/lookout/app.py",
            "lib/lookout/hal_circuitpython.py", "lib/lookout/ui/canvas.py",
            "lib/lookout/ui/font8x8.bin", "tiles/vault_a.txt"} <= files
    assert "lib/lookout/hal_pico.py" not in files
    assert not any(f.endswith(".mpy") for f in files)          # MicroPython's format: useless
    with open(os.path.join(cp_build, "code.py")) as f, \
            open(os.path.join(ROOT, "firmware", "main.py")) as g:
        assert f.read() == g.read()
    with open(os.path.join(cp_build, "requirements.txt")) as f:
        reqs = [ln.split("==")[0] for ln in f if ln.strip() and not ln.startswith("#")]
    assert reqs == ["adafruit_displayio_ssd1306", "neopixel"]


def test_deploy_circuitpython_copies_prunes_and_keeps_saves(cp_build, tmp_path):
    tool = os.path.join(ROOT, "tools", "deploy_circuitpython.py")
    drive = tmp_path / "CIRCUITPY"
    r = subprocess.run([tool, str(drive), "--build", cp_build, "--no-circup"],
                       capture_output=True, text=True)
    assert r.returncode != 0 and "boot_out.txt" in r.stderr      # not a board: refused
    (drive / "lib" / "lookout").mkdir(parents=True)
    (drive / "boot_out.txt").write_text("Adafruit CircuitPython 9.2.1 on 2024-11-20; "
                                        "Raspberry Pi Pico with rp2040\n")
    (drive / "lookout.sav").write_text("{}")
    (drive / "lib" / "lookout" / "gone.py").write_text("x = 1\n")
    (drive / "lib" / "neopixel.mpy").write_bytes(b"C\x06")
    (drive / "code.py").write_text("print('old')\n")
    for _ in range(2):
        r = subprocess.run([tool, str(drive), "--build", cp_build, "--no-circup"],
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
    assert "0 written, 0 removed" in r.stdout                    # second run: nothing to do
    on_drive = {os.path.relpath(os.path.join(d, f), drive)
                for d, _, fs in os.walk(drive) for f in fs}
    built = {os.path.relpath(os.path.join(d, f), cp_build)
             for d, _, fs in os.walk(cp_build) for f in fs} - {"requirements.txt"}
    assert on_drive == built | {"boot_out.txt", "lookout.sav", "lib/neopixel.mpy"}
    for p in built:
        with open(os.path.join(cp_build, p), "rb") as a, open(os.path.join(drive, p), "rb") as b:
            assert a.read() == b.read(), p
