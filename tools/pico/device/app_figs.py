# ruff: noqa: F821 - ROOT and the other parameters are put in front of this script by the host
# The shell on the device (sent to the emulated Pico, or run by the unix port for the ratio).
# The host puts ROOT before this. boot_to_menu: import the app, start it, first menu frame
# drawn (what main.py does after MicroPython is up). redraw: the scorepad drawn into the
# frame buffer (cleared as the app clears it). press_to_pixels: per press of a scripted walk (menus, the scorepad's number
# entry, dice, players, a Clumsy Thief round as host_tests/ui/test_clumsy_ui.py plays it),
# the time the app loop spends on the key (handling, save, drawing, sending) plus the I2C
# time of what the frame sends at 400 kHz (lookout.pages, as hal_pico sends it: bytes and
# the START/STOP of each write); the median press. Every press that changed the screen
# counts; presses that changed nothing (BACK at the menu) have no pixels to wait for and are
# counted apart. "wait" lets a second pass with no key (a dice roll ends).
import gc
import sys
import time

sys.path.insert(0, ROOT + "tools/pico")
sys.path.insert(0, ROOT + "firmware")
us = time.ticks_us
gc.collect()


def line(name, value, unit):
    print("%s: %s %s" % (name, value, unit))


t0 = us()
from ramhal import RamHal  # noqa: E402
from lookout.app import App  # noqa: E402
hal = RamHal(ROOT + "state")
app = App(hal)
app.start()
app.step(hal.now)
t1 = us()
line("boot_to_menu_ms", "%.1f" % (time.ticks_diff(t1, t0) / 1000), "ms")
gc.collect()
line("app_free_bytes", gc.mem_free(), "bytes")
from lookout.pages import bus_us  # noqa: E402

KEYS = {"UP": 0, "DOWN": 1, "LEFT": 2, "RIGHT": 3, "OK": 4, "BACK": 5}
press_ms = []
press_fast_ms = []
press_bytes = []


unchanged = []
try:
    VERBOSE
except NameError:
    VERBOSE = 0


def idle(ms):
    hal.mask = 0
    for _ in range(ms // 5):
        hal.now += 5
        app.step(hal.now)


def press(name):
    """Hold 60 ms (OK:long 800 ms), release 60 ms, the loop every 5 ms; time the passes that
    drew a frame."""
    spent = 0
    sent = 0
    writes = 0
    key, _, long = name.partition(":")
    for held in (1 << KEYS[key], 0):
        hal.mask = held
        for _ in range(160 if long and held else 12):
            hal.now += 5
            f = hal.frames
            t = us()
            app.step(hal.now)
            t = time.ticks_diff(us(), t)
            if hal.frames != f:
                spent += t
                sent += hal.last_bytes
                writes += hal.last_writes
    if sent:
        press_ms.append(spent / 1000 + bus_us(sent, 400000, writes) / 1000)
        press_fast_ms.append(spent / 1000 + bus_us(sent, 1000000, writes) / 1000)
        press_bytes.append(sent)
    else:
        unchanged.append(name)
    if VERBOSE:
        print("# %-8s %-14s %6.1f ms %5d bytes" % (name, type(app.top).__name__,
                                                  spent / 1000 + bus_us(sent, 400000, writes)
                                                  / 1000, sent))


def walk(script):
    for k in script.split():
        if k == "wait":
            idle(1000)
            continue
        k, _, n = k.partition("*")
        for _ in range(int(n or 1)):
            press(k)


WALK = ("DOWN DOWN OK OK UP UP UP OK DOWN OK UP UP OK DOWN DOWN DOWN OK BACK BACK "   # scorepad
        "UP OK OK wait UP UP OK wait RIGHT LEFT BACK BACK "                          # dice
        "DOWN*3 OK DOWN OK BACK BACK UP*4 "                                         # players
        "OK DOWN OK "                                                               # Clumsy
        "OK OK DOWN*2 OK DOWN OK OK OK DOWN OK DOWN*2 OK UP OK:long OK OK DOWN*2 OK OK")
walk("DOWN DOWN OK")
top = app.top
fb = hal.fb
n = 20
t = us()
wipe = app.wipe          # what the app clears the frame with before each draw
for _ in range(n):
    wipe.fill(0)
    top.draw(fb)
line("redraw_ms", "%.2f" % (time.ticks_diff(us(), t) / n / 1000), "ms")
walk(WALK[len("DOWN DOWN OK "):])
press_ms.sort()
press_fast_ms.sort()
press_bytes.sort()
line("press_to_pixels_ms", "%.1f" % press_ms[len(press_ms) // 2], "ms")
line("press_to_pixels_1mhz_ms", "%.1f" % press_fast_ms[len(press_ms) // 2], "ms")
line("press_to_pixels_worst_ms", "%.1f" % press_ms[-1], "ms")
line("press_frame_bytes_median", press_bytes[len(press_bytes) // 2], "bytes")
line("presses", len(press_ms), "presses")
line("presses_unchanged", len(unchanged), "presses")
