# ruff: noqa: F821 - ROOT is put in front of this script by the host
# Where a cursor move's time goes on the device: key handling, drawing, sending (not a bench
# figure; a probe while tuning press_to_pixels).
import sys
import time

sys.path.insert(0, ROOT + "tools/pico")
sys.path.insert(0, ROOT + "firmware")
us = time.ticks_us
from ramhal import RamHal  # noqa: E402
from lookout.app import App  # noqa: E402
hal = RamHal(ROOT + "state")
app = App(hal)
app.start()
app.step(hal.now)
KEYS = {"UP": 0, "DOWN": 1, "LEFT": 2, "RIGHT": 3, "OK": 4, "BACK": 5}


def press(name, probe=False):
    name, _, long = name.partition(":")
    for held in (1 << KEYS[name], 0):
        hal.mask = held
        for _ in range(160 if long and held else 12):
            hal.now += 5
            if probe:
                top = app.top
                k0 = top.key
                d0 = top.draw
                s0 = hal.show
                tk = [0]
                td = [0]
                ts = [0]

                def key(ev):
                    t = us()
                    k0(ev)
                    tk[0] += time.ticks_diff(us(), t)

                def draw(fb):
                    t = us()
                    d0(fb)
                    td[0] += time.ticks_diff(us(), t)

                def show():
                    wins = []
                    w0 = hal._send

                    def rec(b):
                        if len(b) == 7 and b[1] == 0x21:
                            wins.append((b[2], b[3], b[5], b[6]))
                        w0(b)
                    hal._send = rec
                    t = us()
                    s0()
                    ts[0] += time.ticks_diff(us(), t)
                    hal._send = w0
                    print("# windows (c0 c1 p0 p1)", wins)

                top.key = key
                p0 = app.pop
                u0 = app.push
                tp = [0, 0]

                def pop():
                    t = us()
                    p0()
                    tp[0] += time.ticks_diff(us(), t)

                def push(sc):
                    t = us()
                    u0(sc)
                    tp[1] += time.ticks_diff(us(), t)
                app.pop = pop
                app.push = push
                top.draw = draw
                hal.show = show
                f = hal.frames
                t = us()
                app.step(hal.now)
                t = time.ticks_diff(us(), t)
                del top.key, top.draw, app.pop, app.push
                hal.show = s0
                if hal.frames != f:
                    print("# %s %s step %d us: key %d (pop %d push %d) draw %d show %d bytes %d" % (
                        name, type(top).__name__, t, tk[0], tp[0], tp[1], td[0], ts[0],
                        hal.last_bytes))
            else:
                app.step(hal.now)


for k in SCRIPT.split():
    if k == "wait":
        hal.mask = 0
        for _ in range(200):
            hal.now += 5
            app.step(hal.now)
        continue
    probe = k.startswith("!")
    k, _, n = k.lstrip("!").partition("*")
    for _ in range(int(n or 1)):
        press(k, probe)
