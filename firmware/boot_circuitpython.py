"""CircuitPython boot.py for Lookout: let the firmware save games to flash.

`make build-circuitpython` installs this file as `boot.py` in build/circuitpython (CircuitPython
only; MicroPython never runs it, and the Pico build leaves it out).

Why: CircuitPython shares its flash with the USB drive. Only one side may write, and by default
that is the computer: code sees "/" read-only, so lookout.store's saves fail with EROFS.
`storage.remount("/", readonly=False)` in boot.py (it is only allowed there) hands write access
to the code; the CIRCUITPY drive then becomes read-only to the computer.

To edit files from the computer again, hold BACK (GP15) while plugging in or resetting: boot.py
then leaves the flash to USB (saves fail until the next normal boot). The NeoPixel shows which
mode was chosen for a moment: green = Lookout can save, blue = USB can write.
Changes to boot.py take effect after a hard reset (unplug, or the RUN pin), not Ctrl-D.
"""
import time

import board
import digitalio
import storage

PIN_BACK = board.GP15

back = digitalio.DigitalInOut(PIN_BACK)
back.switch_to_input(pull=digitalio.Pull.UP)
time.sleep(0.05)                 # let the pull-up settle
usb_mode = not back.value        # active low: held = USB keeps write access
back.deinit()

if not usb_mode:
    storage.remount("/", readonly=False)

try:
    import neopixel
    px = neopixel.NeoPixel(board.GP16, 1, brightness=0.2, auto_write=True)
    px[0] = (0, 0, 255) if usb_mode else (0, 255, 0)
    time.sleep(0.3)
    px[0] = (0, 0, 0)
    px.deinit()
except ImportError:
    pass
