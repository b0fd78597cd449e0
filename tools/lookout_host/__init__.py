"""The host companion (`lookout ...`, or `python tools/lookout ...` in a checkout): backup,
restore, score sheets, export, plots and replays of what the device saved, using the
firmware's own rules code on CPython.

Run from a checkout, the firmware package `lookout` is the checkout's firmware/ (the same code
as the device); installed (`pip install .`), it is installed beside this package, and the
shipped tiles come as this package's data."""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FIRMWARE = os.path.join(ROOT, "firmware")
CHECKOUT = os.path.isdir(os.path.join(FIRMWARE, "lookout"))
if CHECKOUT and FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)   # the firmware package `lookout`, the same code as the device
# the device's shipped tiles/ (a --state folder mounts them as the device's flash has them)
TILES = os.path.join(FIRMWARE, "tiles") if CHECKOUT else os.path.join(HERE, "shipped_tiles")
# where the simulator keeps its flash: the checkout's, else the current folder's
SIM_STATE = os.path.join(ROOT if CHECKOUT else os.getcwd(), ".sim_state")
