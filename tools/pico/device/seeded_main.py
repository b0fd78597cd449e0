# ruff: noqa: F821 - SEED is put in front of this script by the host
# main.py of the same-pixels test's flash (host_tests/test_device_keep.py), never of a deployed
# build: firmware/main.py's app with the simulator's dice. hal_pico's random_bytes (the ring
# oscillator's noise) becomes tools/simhal.py's, lookout.seeded's xorshift from SEED, so a key
# script rolls the same dice and deals the same cards as in tools/sim.py --seed SEED; the rest
# of hal_pico (panel, buttons, pixel, buzzer, watchdog) is untouched.
from lookout import hal_pico
from lookout.seeded import MASK, xorshift

_seed = [SEED & MASK]


def random_bytes(self, n):
    out, _seed[0] = xorshift(_seed[0], n)
    return out


hal_pico.Hal.random_bytes = random_bytes
from lookout.app import main  # noqa: E402

main()
