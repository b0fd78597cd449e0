# Lookout: pick_app (compiled, on the flash filesystem) chooses where main.py's app comes from,
# the ROMFS image at /rom or the copy on flash (firmware/pick_app.py says how and why), then
# is dropped again. Whatever happens here, main.py runs: MicroPython skips it after a boot.py
# that raised, so nothing may escape.
import sys
# A watchdog the app armed survives a soft reset (Ctrl-D, mpremote's): stop it, or it resets a
# REPL session, or the app before its first loop pass (lookout/hal_pico.py: WDT_MS, stop()).
try:
    from machine import mem32
    for _chip, _reg in (("RP2040", 0x4005B000), ("RP2350", 0x400DB000)):
        if _chip in sys.implementation._machine:
            mem32[_reg] = 1 << 30        # WATCHDOG CTRL, atomic clear: ENABLE
    del mem32, _chip, _reg
except Exception:                # noqa: BLE001 - no RP2 watchdog here: nothing to stop
    pass
try:
    import pick_app
    _lookout_boot = pick_app.pick()
except ImportError:              # the official firmware's `make deploy`: nothing to pick
    _lookout_boot = ("flash", None)
except Exception as e:           # noqa: BLE001 - a fault here must not stop the app
    _lookout_boot = ("flash", repr(e))
sys.modules.pop("pick_app", None)
pick_app = None
del sys, pick_app
