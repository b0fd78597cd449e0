"""The wiring documents agree with each other and with the firmware.

Three places say where things are wired: the pin constants in firmware/lookout/hal_pico.py, the
table in hardware/pinout.md and the Wokwi simulation hardware/diagram.json. A pin moved in one
and not the others fails here, not on the soldering bench.

hal_pico.py imports machine, so its constants are read with `ast`, not by importing it.
"""
import ast
import json
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HAL = os.path.join(ROOT, "firmware", "lookout", "hal_pico.py")
PINOUT = os.path.join(ROOT, "hardware", "pinout.md")
DIAGRAM = os.path.join(ROOT, "hardware", "diagram.json")

# Pico header: GPIO number -> physical pin (RP2040 Pico datasheet pinout).
GPIO_TO_PHYS = {
    0: 1, 1: 2, 2: 4, 3: 5, 4: 6, 5: 7, 6: 9, 7: 10, 8: 11, 9: 12, 10: 14, 11: 15, 12: 16,
    13: 17, 14: 19, 15: 20, 16: 21, 17: 22, 18: 24, 19: 25, 20: 26, 21: 27, 22: 29, 26: 31,
    27: 32, 28: 34,
}
GND_PHYS = (3, 8, 13, 18, 23, 28, 33, 38)
# Wokwi board-pi-pico names its ground pins GND.1..GND.8 in header order.
WOKWI_GND = {"GND.%d" % (i + 1): p for i, p in enumerate(GND_PHYS)}
POWER_PHYS = {"3V3": 36, "3V3(OUT)": 36, "VBUS": 40, "VSYS": 39}

# Function label in pinout.md -> constant in hal_pico.py
FUNCTIONS = {
    "OLED SDA": "PIN_SDA",
    "OLED SCL": "PIN_SCL",
    "Button UP": "PIN_UP",
    "Button DOWN": "PIN_DOWN",
    "Button LEFT": "PIN_LEFT",
    "Button RIGHT": "PIN_RIGHT",
    "Button OK": "PIN_OK",
    "Button BACK": "PIN_BACK",
    "NeoPixel DIN": "PIN_NEOPIXEL",
    "Buzzer PWM": "PIN_BUZZER",
}
BUTTON_IDS = {"PIN_UP": "btn_up", "PIN_DOWN": "btn_down", "PIN_LEFT": "btn_left",
              "PIN_RIGHT": "btn_right", "PIN_OK": "btn_ok", "PIN_BACK": "btn_back"}


def hal_constants(path=HAL):
    """Module-level NAME = const(N) / NAME = N assignments in hal_pico.py."""
    tree = ast.parse(open(path).read())
    out = {}
    for node in tree.body:
        if not isinstance(node, ast.Assign) or len(node.targets) != 1:
            continue
        target = node.targets[0]
        if not isinstance(target, ast.Name):
            continue
        v = node.value
        if isinstance(v, ast.Call) and getattr(v.func, "id", None) == "const" and v.args:
            v = v.args[0]
        if isinstance(v, ast.Constant) and isinstance(v.value, int):
            out[target.id] = v.value
        elif isinstance(v, ast.Tuple) and all(isinstance(e, ast.Name) for e in v.elts):
            out[target.id] = tuple(e.id for e in v.elts)
    return out


def pinout_rows(path=PINOUT):
    """Every markdown table row as a list of stripped cells (header and rule rows skipped)."""
    rows = []
    for line in open(path).read().splitlines():
        line = line.strip()
        if not line.startswith("|"):
            continue
        cells = [c.strip() for c in line.strip("|").split("|")]
        if set("".join(cells)) <= set("-: ") or cells[0] == "Function":
            continue
        rows.append(cells)
    return rows


def pinout_gpio(rows):
    """Function -> (gpio, physical pin) from the GPIO table of pinout.md."""
    out = {}
    for cells in rows:
        m = re.fullmatch(r"GP(\d+)", cells[1])
        if m:
            assert cells[0] not in out, "%s listed twice in pinout.md" % cells[0]
            out[cells[0]] = (int(m.group(1)), int(cells[2]))
    return out


def diagram():
    with open(DIAGRAM) as f:
        return json.load(f)


def nets(d):
    """Union-find over the diagram's connections: pin -> set of pins it is wired to."""
    parent = {}

    def find(a):
        parent.setdefault(a, a)
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    for c in d["connections"]:
        a, b = c[0], c[1]
        if a.startswith("$") or b.startswith("$"):
            continue
        parent[find(a)] = find(b)
    groups = {}
    for p in list(parent):
        groups.setdefault(find(p), set()).add(p)
    return {p: groups[find(p)] for p in parent}


def pico_pins_on(net_of, pin):
    return {p.split(":", 1)[1] for p in net_of.get(pin, ()) if p.startswith("pico:")}


def phys_of_pico_pin(name):
    if name.startswith("GP"):
        return GPIO_TO_PHYS[int(name[2:])]
    if name in WOKWI_GND:
        return WOKWI_GND[name]
    return POWER_PHYS[name]


# --- hal_pico.py -----------------------------------------------------------------------------

def test_hal_constants_are_sane():
    c = hal_constants()
    pins = [c[name] for name in FUNCTIONS.values()]
    assert len(set(pins)) == len(pins), "two functions share a GPIO: %r" % pins
    for p in pins:
        assert p in GPIO_TO_PHYS, "GP%d is not on the Pico header" % p
    # I2C0 on the RP2040: SDA on GPIO 4k+0, SCL on 4k+1 (pairs 0/1, 4/5, 8/9, ...).
    assert c["I2C_ID"] == 0
    assert c["PIN_SDA"] % 4 == 0 and c["PIN_SCL"] == c["PIN_SDA"] + 1
    assert c["OLED_ADDR"] == 0x3C
    assert c["I2C_FREQ"] == 400_000


def test_button_order_matches_key_bits():
    """BUTTON_PINS[k] must be the pin of lookout.buttons key k."""
    from lookout import buttons
    c = hal_constants()
    order = c["BUTTON_PINS"]
    for k, name in enumerate(buttons.NAMES):
        assert order[k] == "PIN_" + name
    assert getattr(buttons, "UP") == 0 and getattr(buttons, "BACK") == 5


# --- pinout.md -------------------------------------------------------------------------------

def test_pinout_lists_every_function_with_the_hal_gpio():
    c = hal_constants()
    table = pinout_gpio(pinout_rows())
    for label, const_name in FUNCTIONS.items():
        assert label in table, "pinout.md has no row %r" % label
        gpio, phys = table[label]
        assert gpio == c[const_name], "%s: pinout.md says GP%d, hal_pico.py %s = %d" % (
            label, gpio, const_name, c[const_name])
        assert phys == GPIO_TO_PHYS[gpio], "%s: GP%d is physical pin %d, not %d" % (
            label, gpio, GPIO_TO_PHYS[gpio], phys)
    extra = set(table) - set(FUNCTIONS)
    assert not extra, "pinout.md rows the test does not know: %r" % extra


def test_pinout_power_rows_use_real_pins():
    for cells in pinout_rows():
        if cells[1].startswith("GP"):
            continue
        name, phys = cells[1], int(cells[2])
        if name == "GND":
            assert phys in GND_PHYS, "%s: pin %d is not a GND pin" % (cells[0], phys)
        else:
            assert POWER_PHYS[name] == phys, "%s: %s is pin %d" % (cells[0], name, POWER_PHYS[name])


# --- diagram.json ----------------------------------------------------------------------------

def test_diagram_has_the_parts():
    d = diagram()
    types = [p["type"] for p in d["parts"]]
    assert types.count("board-pi-pico") == 1
    assert types.count("board-ssd1306") == 1
    assert types.count("wokwi-pushbutton") == 6
    assert types.count("wokwi-neopixel") == 1
    assert types.count("wokwi-buzzer") == 1
    ids = [p["id"] for p in d["parts"]]
    assert len(set(ids)) == len(ids)
    oled = [p for p in d["parts"] if p["type"] == "board-ssd1306"][0]
    assert int(oled["attrs"].get("i2cAddress", "0x3c"), 16) == hal_constants()["OLED_ADDR"]
    for c in d["connections"]:
        for end in c[:2]:
            if end.startswith("$"):
                continue
            part, _, pin = end.partition(":")
            assert part in ids, "connection to unknown part %r" % end
            if part == "pico":
                phys_of_pico_pin(pin)  # KeyError for a pin the Pico does not have


def expect_one_gpio(net_of, pin):
    gpios = {p for p in pico_pins_on(net_of, pin) if p.startswith("GP")}
    assert len(gpios) == 1, "%s is wired to %r, want exactly one GPIO" % (pin, gpios)
    return int(gpios.pop()[2:])


def test_diagram_signals_match_hal_and_pinout():
    c = hal_constants()
    table = pinout_gpio(pinout_rows())
    net_of = nets(diagram())
    wired = {
        "PIN_SDA": expect_one_gpio(net_of, "oled1:SDA"),
        "PIN_SCL": expect_one_gpio(net_of, "oled1:SCL"),
        "PIN_NEOPIXEL": expect_one_gpio(net_of, "rgb1:DIN"),
        "PIN_BUZZER": expect_one_gpio(net_of, "bz1:2"),
    }
    for const_name, bid in BUTTON_IDS.items():
        # Wokwi pushbutton: 1.l/1.r are one contact, 2.l/2.r the other.
        a = {p for p in pico_pins_on(net_of, bid + ":1.l") | pico_pins_on(net_of, bid + ":1.r")}
        b = {p for p in pico_pins_on(net_of, bid + ":2.l") | pico_pins_on(net_of, bid + ":2.r")}
        gp = [p for p in a | b if p.startswith("GP")]
        assert len(gp) == 1, "%s wired to %r" % (bid, gp)
        other = b if gp[0] in a else a
        assert other and all(p in WOKWI_GND for p in other), "%s: other side must go to GND" % bid
        wired[const_name] = int(gp[0][2:])
    label_of = {v: k for k, v in FUNCTIONS.items()}
    for const_name, gpio in wired.items():
        assert gpio == c[const_name], "diagram.json wires %s to GP%d, hal_pico.py says GP%d" % (
            const_name, gpio, c[const_name])
        assert table[label_of[const_name]][0] == gpio


def test_diagram_power_matches_pinout():
    net_of = nets(diagram())
    assert pico_pins_on(net_of, "oled1:VCC") == {"3V3"}
    assert pico_pins_on(net_of, "rgb1:VDD") == {"3V3"}, "pinout.md powers the pixel from 3V3"
    for pin in ("oled1:GND", "rgb1:VSS", "bz1:1"):
        got = pico_pins_on(net_of, pin)
        assert got and all(p in WOKWI_GND for p in got), "%s -> %r" % (pin, got)
    # No signal net may touch a supply or ground pin.
    for sig in ("oled1:SDA", "oled1:SCL", "rgb1:DIN", "bz1:2"):
        bad = {p for p in pico_pins_on(net_of, sig) if not p.startswith("GP")}
        assert not bad, "%s shorted to %r" % (sig, bad)


# --- the checks themselves can fail ------------------------------------------------------------

def test_checker_catches_a_moved_pin(tmp_path):
    """Move OK to GP9 in a copy of hal_pico.py: the pinout comparison must notice."""
    src = open(HAL).read()
    moved = re.sub(r"PIN_OK = const\(\d+\)", "PIN_OK = const(9)", src)
    assert moved != src
    p = tmp_path / "hal_pico.py"
    p.write_text(moved)
    c = hal_constants(str(p))
    table = pinout_gpio(pinout_rows())
    assert table["Button OK"][0] != c["PIN_OK"]


def test_checker_catches_a_wrong_physical_pin(tmp_path):
    text = open(PINOUT).read().replace("| Button OK | GP14 | 19 |", "| Button OK | GP14 | 18 |")
    p = tmp_path / "pinout.md"
    p.write_text(text)
    gpio, phys = pinout_gpio(pinout_rows(str(p)))["Button OK"]
    with pytest.raises(AssertionError):
        assert phys == GPIO_TO_PHYS[gpio]
