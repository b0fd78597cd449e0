# ruff: noqa: F821 - ptr8 and ptr32 are built into the viper emitter
"""lookout.store.adler32's loop as native code (MicroPython's viper emitter): a save checksums
its ~5-7 KB on every press that changes a game, ~30 ms in bytecode on a Pico, ~1 ms here.
Imported only where the port compiles viper (the Pico's .mpy, the unix port); elsewhere
store.py keeps its Python loop (CPython, CircuitPython: the import fails)."""
import micropython


@micropython.viper
def adler(data, n: int, ab):
    """Adler-32 of data[:n] (any buffer), continuing from the sums in ab (array "i" of two:
    a, b), which it leaves there. Reduced every 2500 bytes, as store.adler32."""
    p = ptr8(data)
    s = ptr32(ab)
    a = int(s[0])
    b = int(s[1])
    i = 0
    while i < n:
        j = i + 2500
        if j > n:
            j = n
        while i < j:
            a += int(p[i])
            b += a
            i += 1
        a = a % 65521
        b = b % 65521
    s[0] = a
    s[1] = b
