#!/usr/bin/env python3
"""Run the CircuitPython build of Lookout on CPython: the app through hal_circuitpython, with
Adafruit Blinka's displayio and the real adafruit_displayio_ssd1306 and neopixel libraries
(PyPI), and the board's hardware replaced by recorders:

- busio.I2C records every write; `ram()` replays them into a 128x64 SSD1306's GDDRAM (commands
  tools/oledram.py, the one panel model) -- what the panel would show, from the bus bytes alone;
- neopixel_write records the bytes sent to the LED; pwmio.PWMOut the buzzer's frequency/duty;
- keypad.Keys gets the key events a script presses; supervisor.ticks_ms is a scripted clock;
- board has the Pico's GPn pins; the flash is a folder (the HAL's fs root).

Usage: tools/cphost.py --build build/circuitpython --state DIR --keys "DOWN OK snap ..."
       [--port cp9|cp8|nolib]
Key script as tools/simdriver.py (NAME, NAME*n, NAME:long, wait:MS) plus `snap`, which records
the app's frame, the RAM rebuilt from the bus, the LED bytes and the buzzer log; printed as
JSON. Import and use CPBoard directly for more. One board per process: the fakes are modules.
"""
import argparse
import json
import os
import sys
import types

from oledram import PAGE, OledRam

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KEYS = {"UP": 0, "DOWN": 1, "LEFT": 2, "RIGHT": 3, "OK": 4, "BACK": 5}
TAP_MS = 60
STEP_MS = 5


class _Pin:
    def __init__(self, n):
        self.id = n

    def __repr__(self):
        return "board.GP%d" % self.id


def _as_circuitpython8():
    """Blinka's displayio with CircuitPython 8's names: the 9.x classes under their 8.x names
    (same signatures), and busdisplay/i2cdisplaybus unimportable."""
    import busdisplay
    import displayio
    import i2cdisplaybus
    displayio.Display = busdisplay.BusDisplay
    displayio.I2CDisplay = i2cdisplaybus.I2CDisplayBus
    sys.modules["busdisplay"] = None
    sys.modules["i2cdisplaybus"] = None


def _module(name, **members):
    m = types.ModuleType(name)
    m.__dict__.update(members)
    sys.modules[name] = m
    return m


class CPBoard:
    def __init__(self, build, state, port="cp9"):
        self.build = os.path.abspath(build)
        self.state = os.path.abspath(state)
        os.makedirs(self.state, exist_ok=True)
        self.clock = 1000
        self.i2c_log = []            # (address, bytes) of every write
        self.i2c_pins = None
        self.led_writes = []         # bytes of every neopixel_write
        self.pwm_log = []            # (ms, frequency, duty_cycle) on every change
        self.events = []             # pending (key_number, pressed)
        self.mask = 0
        self._install_fakes()
        if port in ("cp8", "nolib"):
            sys.modules["adafruit_displayio_ssd1306"] = None    # import fails like on 8.x
        if port == "cp8":
            _as_circuitpython8()
        sys.path.insert(0, os.path.join(self.build, "lib"))
        from lookout.app import App
        from lookout.hal_circuitpython import Hal
        self.hal = Hal(root=self.state)
        self.app = App(self.hal)
        self.app.start()
        self.step(STEP_MS)

    # --- the board's hardware as recorders ----------------------------------------------------

    def _install_fakes(self):
        board = self

        class I2C:
            def __init__(self, scl, sda, frequency=100000):
                board.i2c_pins = (scl.id, sda.id, frequency)
                self.locked = False

            def try_lock(self):
                if self.locked:
                    return False
                self.locked = True
                return True

            def unlock(self):
                self.locked = False

            def deinit(self):
                pass

            def scan(self):
                return [0x3C]

            def writeto(self, address, buffer, *, start=0, end=None):
                board.i2c_log.append((address, bytes(buffer[start:end])))

        class SPI:
            pass

        class DigitalInOut:
            def __init__(self, pin):
                self.pin = pin
                self.value = True
                self.direction = None

            def switch_to_input(self, pull=None):
                self.direction = "in"

            def switch_to_output(self, value=False, drive_mode=None):
                self.direction = "out"
                self.value = value

            def deinit(self):
                pass

        class Event:
            def __init__(self, key_number=0, pressed=True):
                self.key_number = key_number
                self.pressed = pressed

            @property
            def released(self):
                return not self.pressed

        class EventQueue:
            def get_into(self, ev):
                if not board.events:
                    return False
                ev.key_number, ev.pressed = board.events.pop(0)
                return True

        class Keys:
            def __init__(self, pins, value_when_pressed=False, pull=True):
                self.pins = tuple(p.id for p in pins)
                self.events = EventQueue()

        class PWMOut:
            def __init__(self, pin, duty_cycle=0, frequency=500, variable_frequency=False):
                self.pin = pin.id
                self._f = frequency
                self._d = duty_cycle

            def _log(self):
                board.pwm_log.append((board.clock, self._f, self._d))

            @property
            def frequency(self):
                return self._f

            @frequency.setter
            def frequency(self, v):
                self._f = v
                self._log()

            @property
            def duty_cycle(self):
                return self._d

            @duty_cycle.setter
            def duty_cycle(self, v):
                self._d = v
                self._log()

        pins = {"GP%d" % n: _Pin(n) for n in range(29)}
        _module("board", **pins)
        _module("microcontroller", Pin=_Pin)
        _module("busio", I2C=I2C, SPI=SPI, UART=object)
        _module("digitalio", DigitalInOut=DigitalInOut,
                Direction=types.SimpleNamespace(INPUT="in", OUTPUT="out"),
                Pull=types.SimpleNamespace(UP="up", DOWN="down"),
                DriveMode=types.SimpleNamespace(PUSH_PULL=0, OPEN_DRAIN=1))
        _module("supervisor", ticks_ms=lambda: board.clock)
        _module("keypad", Keys=Keys, Event=Event)
        _module("pwmio", PWMOut=PWMOut)
        _module("neopixel_write",
                neopixel_write=lambda dio, buf: board.led_writes.append((dio.pin.id, bytes(buf))))

    # --- driving -------------------------------------------------------------------------------

    def step(self, ms):
        end = self.clock + ms
        while self.clock < end:
            self.clock += STEP_MS
            self.app.step(self.clock)

    def hold(self, mask):
        for k in range(6):
            was, now = self.mask >> k & 1, mask >> k & 1
            if was != now:
                self.events.append((k, bool(now)))
        self.mask = mask

    def press(self, name, ms=TAP_MS):
        self.hold(1 << KEYS[name])
        self.step(ms)
        self.hold(0)
        self.step(TAP_MS)

    def keys(self, script, on_snap=None):
        from simdriver import WAIT, steps
        for name, ms in steps(script):
            if name == "snap":
                if on_snap:
                    on_snap(self.snap())
            elif name == WAIT:
                self.step(ms)
            else:
                self.press(name, ms)
        return self

    # --- what came out -------------------------------------------------------------------------

    def ram(self):
        dev = OledRam(PAGE, log=True)     # the bus from power-on: the panel's reset state
        for addr, data in self.i2c_log:
            if addr == 0x3C:
                dev.write(data)
        return dev

    def snap(self):
        dev = self.ram()
        return {"frame": bytes(self.hal.buf).hex(), "ram": bytes(dev.ram).hex(),
                "led": [[p, b.hex()] for p, b in self.led_writes],
                "pwm": self.pwm_log[:], "i2c_writes": len(self.i2c_log),
                "data_bytes": dev.data_bytes, "errors": self.app.errors,
                "last_error": repr(self.app.last_error) if self.app.last_error else None,
                "display_ok": self.hal.display_ok, "display_error": self.hal.display_error,
                "driver": self.hal.driver, "init": [c for c, _ in dev.cmds[:40]],
                "i2c_pins": self.i2c_pins, "files": sorted(os.listdir(self.state))}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--build", default=os.path.join(ROOT, "build", "circuitpython"))
    ap.add_argument("--state", required=True, help="folder used as the board's flash")
    ap.add_argument("--keys", default="snap", help="key script with `snap` points")
    ap.add_argument("--port", choices=("cp9", "cp8", "nolib"), default="cp9",
                    help="cp8: CircuitPython 8's module names (displayio.Display and "
                    "displayio.I2CDisplay, no busdisplay/i2cdisplaybus); nolib: 9.x without "
                    "adafruit_displayio_ssd1306")
    args = ap.parse_args(argv)
    snaps = []
    board = CPBoard(args.build, args.state, port=args.port)
    board.keys(args.keys, snaps.append)
    json.dump(snaps, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
