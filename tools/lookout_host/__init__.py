"""The host companion (`python tools/lookout ...`): backup, restore, score sheets, export and
plots of what the device saved, using the firmware's own rules code on CPython."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRMWARE = os.path.join(ROOT, "firmware")
if FIRMWARE not in sys.path:
    sys.path.insert(0, FIRMWARE)   # the firmware package `lookout`, the same code as the device
