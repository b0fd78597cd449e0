"""hal_pico's show() on the MicroPython unix port, with machine, neopixel and ssd1306 stood in
for: the I2C bus is a model of the SSD1306's RAM (tools/oledram.py), so every frame the HAL
sends must leave the panel showing its frame buffer; a write that fails (loose wire) marks
the display missing, and service() brings it back with a whole frame."""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MPY = os.path.join(ROOT, ".venv", "bin", "micropython")

FAKES = {
    "machine.py": '''
from oledram import OledRam
BUS = []
mem32 = {}
class I2C:
    def __init__(self, i, sda=None, scl=None, freq=0):
        self.freq = freq
        if not BUS:
            o = OledRam()
            o.fail = False
            BUS.append(o)
    def scan(self):
        return [0x3C]
    def writeto(self, addr, b):
        assert addr == 0x3C
        if BUS[0].fail:
            raise OSError(5)
        BUS[0].write(bytes(b))
class Pin:
    IN = 0
    PULL_UP = 1
    def __init__(self, n, *a):
        self.n = n
    def value(self):
        return 1
class WDT:
    MADE = []
    def __init__(self, timeout=5000):
        self.timeout = timeout
        self.fed = 0
        WDT.MADE.append(self)
    def feed(self):
        self.fed += 1
class PWM:
    def __init__(self, pin):
        pass
    def freq(self, f):
        pass
    def duty_u16(self, d):
        pass
''',
    "neopixel.py": '''
class NeoPixel:
    ORDER = (1, 0, 2, 3)
    def __init__(self, pin, n):
        self.buf = bytearray(3 * n)
    def write(self):
        pass
''',
    "ssd1306.py": '''
class SSD1306_I2C:
    def __init__(self, w, h, i2c, addr=0x3C):
        self.inits = 1
    def init_display(self):
        self.inits += 1
    def contrast(self, v):
        pass
''',
}

SCRIPT = '''
import sys
sys.path.insert(0, FAKES)
sys.path.insert(0, ROOT + "/tools")
sys.path.insert(0, ROOT + "/firmware")
import machine
from lookout.hal_pico import Hal, RETRY_MS
hal = Hal()
oled = machine.BUS[0]
fb = hal.fb
assert hal.display_ok
fb.fill(0)
fb.text("Lookout", 1, 1, 1)
hal.show()
assert oled.ram == hal.buf and oled.bytes == 1034, oled.bytes
n = oled.bytes
fb.fill_rect(0, 19, 128, 9, 1)          # a highlight bar: whole width, two pages
fb.text("12", 60, 40, 1)                # a number: a few columns
hal.show()
assert oled.ram == hal.buf
print("frame", oled.bytes - n)
oled.fail = True                        # the wire comes loose mid-frame
fb.text("x", 0, 56, 1)
hal.show()
assert not hal.display_ok
oled.fail = False
oled.ram[:] = bytes(1024)               # the panel lost power: its RAM is gone
t = hal.ticks_ms()
hal.service(t + RETRY_MS + 10)
assert hal.display_ok and oled.ram == hal.buf
for i in range(40):                     # frames of every kind keep it exact
    fb.fill(0)
    fb.text("Row %d" % i, i, (i * 7) % 60, 1)
    if i % 3 == 0:
        fb.fill_rect(0, (i * 5) % 56, 128, 9, 1)
    hal.show()
    assert oled.ram == hal.buf, i
print("ok")
'''


def run_on_fakes(tmp_path, body):
    """body under the unix port with the fake machine/ssd1306/neopixel modules first on the
    path: its output; it must end "ok"."""
    for name, src in FAKES.items():
        (tmp_path / name).write_text(src)
    script = "ROOT = %r\nFAKES = %r\n" % (ROOT, str(tmp_path)) + body
    r = subprocess.run([MPY, "-c", script], capture_output=True, text=True, timeout=120)
    out = r.stdout + r.stderr
    assert r.returncode == 0 and out.rstrip().endswith("ok"), out
    return out


def test_show_leaves_the_panel_showing_the_frame(tmp_path):
    out = run_on_fakes(tmp_path, SCRIPT)
    sent = int(out.split("frame ")[1].split()[0])
    assert sent < 2 * 138 + 3 * 138     # the bar's pages and the number's columns, not 5 pages


WATCHDOG = '''
import sys
sys.path.insert(0, FAKES)
sys.path.insert(0, ROOT + "/tools")
sys.path.insert(0, ROOT + "/firmware")
import machine
from lookout.hal_pico import Hal, WDT_MS
hal = Hal()
assert not machine.WDT.MADE             # booting is not watched (a hang there would loop)
t = hal.ticks_ms()
hal.service(t)
dog = machine.WDT.MADE[0]
assert dog.timeout == WDT_MS and WDT_MS <= 8388, dog.timeout     # the RP2040's maximum
for i in range(5):
    hal.service(t + i)
assert dog.fed == 5 and len(machine.WDT.MADE) == 1, dog.fed
hal.stop()                              # Ctrl-C: the REPL that follows is not watched
hal.service(t + 9)
assert dog.fed == 5 and len(machine.WDT.MADE) == 1
assert not machine.mem32                # no RP2 chip here: no register written
quiet = Hal(watchdog=False)
quiet.service(t)
assert len(machine.WDT.MADE) == 1
print("ok")
'''


def test_watchdog_armed_by_the_loop_fed_each_pass_stopped_for_the_repl(tmp_path):
    run_on_fakes(tmp_path, WATCHDOG)
