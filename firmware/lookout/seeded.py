"""The seeded byte stream of the simulator and its twins (the web page's ?seed=, the emulated
Pico's scripts): one xorshift, so a key script rolls the same dice and deals the same cards
wherever it is played. The device itself uses the hardware's random bytes."""
MASK = 0x3FFFFFFF          # 30 bits: a small int on every port


def xorshift(seed, n):
    """(n bytes, the next seed) from seed (non-zero)."""
    out = bytearray(n)
    x = seed & MASK
    for i in range(n):
        x ^= (x << 13) & MASK
        x ^= x >> 17
        x ^= (x << 5) & MASK
        out[i] = x & 0xFF
    return bytes(out), x or 1
