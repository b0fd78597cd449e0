# Lookout: pick_app (compiled, on the flash filesystem) chooses where main.py's app comes from,
# the ROMFS image at /rom or the copy on flash (firmware/pick_app.py says how and why), then
# is dropped again. Whatever happens here, main.py runs: MicroPython skips it after a boot.py
# that raised, so nothing may escape.
import sys
try:                             # a watchdog that outlived a soft reset stops (hal_pico.stop)
    if "RP2040" in sys.implementation._machine:
        import umachine          # the built-in at once (`machine` is looked for on flash first)
        umachine.mem32[0x4005B000] = 0x40000000
except Exception:                # noqa: BLE001 - no RP2040 watchdog here
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
