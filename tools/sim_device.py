"""The device side of the simulator: the real firmware under the MicroPython unix port.

Reads commands on stdin, one per line, from tools/simdriver.py:
  k MASK     hold these buttons (bit per key, see lookout.buttons)
  t MS       let MS milliseconds of virtual time pass, running the app loop every 5 ms
  f          write 'F r g b frames beeps errors\n' and then the 1024-byte frame
  m          write 'M alloc free\n' (heap use after a collection)
  r          redraw the top screen with the heap locked: 'R ok' or 'R alloc <screen>'
  d N        redraw the top screen N times: 'D <total us>'
  p          micropython.mem_info(), micropython.qstr_info(), then a line 'END'
  q          quit
"""
import gc
import micropython
import sys
import time

here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
lib = here + "/../firmware"
if "--lib" in sys.argv:
    lib = sys.argv[sys.argv.index("--lib") + 1]   # the .mpy build, as on the Pico
sys.path.insert(0, here)
sys.path.insert(0, lib)
if "--lean" in sys.argv:         # the official firmware's choices (lookout.heap) on this heap
    import lookout.heap
    lookout.heap.LEAN = True

from simhal import SimHal  # noqa: E402
from lookout.app import App, LOOP_MS  # noqa: E402


def main():
    root = "."
    seed = 0
    flash = 0
    a = sys.argv[1:]
    for i in range(len(a)):
        if a[i] == "--state":
            root = a[i + 1]
        elif a[i] == "--seed":
            seed = int(a[i + 1])
        elif a[i] == "--flash":           # the flash's size in bytes (tools/simfs.py)
            flash = int(a[i + 1])
    hal = SimHal(root, seed, flash)
    hal.fs.mount("tiles", here + "/../firmware/tiles")   # the shipped tiles (/tiles on a Pico)
    app = App(hal)
    app.start()
    app.step(hal.now)
    out = sys.stdout.buffer
    inp = sys.stdin
    while True:
        line = inp.readline()
        if not line:
            return
        c = line[0]
        if c == "k":
            hal.mask = int(line[2:])
        elif c == "t":
            end = hal.now + int(line[2:])
            while hal.now < end:
                hal.now += LOOP_MS
                app.step(hal.now)
        elif c == "f":
            r, g, b = hal.rgb
            out.write(b"F %d %d %d %d %d %d\n" % (r, g, b, hal.frames, hal.beeps, app.errors))
            out.write(hal.buf)
            out.flush()
        elif c == "w":                 # a press's long work still going (lookout.ui.working)?
            out.write(b"W %d\n" % (1 if type(app.top).__name__ == "Working" else 0))
            out.flush()
        elif c == "l":                 # is this module loaded (its code in the heap)?
            out.write(b"L %d\n" % (1 if line[2:].strip() in sys.modules else 0))
            out.flush()
        elif c == "m":
            gc.collect()
            out.write(b"M %d %d\n" % (gc.mem_alloc(), gc.mem_free()))
            out.flush()
        elif c == "r":
            top = app.top
            gc.collect()
            micropython.heap_lock()
            try:
                hal.fb.fill(0)
                top.draw(hal.fb)
                ok = True
            except MemoryError:
                ok = False
            micropython.heap_unlock()
            if ok:
                out.write(b"R ok\n")
            else:
                out.write(b"R alloc %s\n" % type(top).__name__)
            top = None      # a screen kept here would keep its game alive after it closed
            out.flush()
        elif c == "d":
            n = int(line[2:])
            t0 = time.ticks_us()
            for _ in range(n):
                hal.fb.fill(0)
                app.top.draw(hal.fb)
                hal.show()
            out.write(b"D %d\n" % time.ticks_diff(time.ticks_us(), t0))
            out.flush()
        elif c == "p":
            out.flush()
            micropython.mem_info()
            micropython.qstr_info()     # interned names: heap that never comes back
            print("END")
        elif c == "q":
            return


main()
