# ruff: noqa: F821 - ptr8 and ptr32 are built into the viper emitter
"""The frame diff in native code (viper): which columns of each 128-byte page changed.

Plain Python needs ~9 us a byte on the Pico (1.1 ms to scan one page); this compares 32-bit
words, four a step (~120 us the frame on the emulated Pico). lookout.pages imports it when the
port can run it and falls back to its own Python loop otherwise (CPython; a unix-port build
without native code).
Both buffers must be word-aligned bytearrays (a bytearray's data is: the heap's blocks are).
"""
import micropython


@micropython.viper
def scan(new, old, spans) -> int:
    """new: the 1024-byte frame; old: the shadow (the last frame sent at old[4:]).
    Writes page p's first and last changed column to spans[2p], spans[2p + 1], copies the
    changed words into the shadow and returns the mask of changed pages (bit p = page p)."""
    n = ptr32(new)
    o = ptr32(old)
    nb = ptr8(new)
    ob = ptr8(old)
    s = ptr8(spans)
    m = 0
    p = 0
    while p < 8:
        a = p << 5
        e = a + 32
        while a < e:            # four words a step (most pages did not change)
            if (n[a] ^ o[a + 1]) | (n[a + 1] ^ o[a + 2]) | (n[a + 2] ^ o[a + 3]) | (
                    n[a + 3] ^ o[a + 4]):
                break
            a += 4
        if a < e:
            while n[a] == o[a + 1]:
                a += 1
            b = e - 1
            while n[b] == o[b + 1]:
                b -= 1
            i = a << 2
            while nb[i] == ob[i + 4]:
                i += 1
            j = (b << 2) + 3
            while nb[j] == ob[j + 4]:
                j -= 1
            s[p << 1] = i - (p << 7)
            s[(p << 1) + 1] = j - (p << 7)
            m |= 1 << p
            while a <= b:
                o[a + 1] = n[a]
                a += 1
        p += 1
    return m


@micropython.viper
def gather(sh, g, c0: int, c1: int, p0: int, p1: int) -> int:
    """Columns c0..c1 of pages p0..p1 of the shadow (frame at sh[4:]) into g[1:], page after
    page (what the panel expects for that window); returns the end index in g."""
    s = ptr8(sh)
    d = ptr8(g)
    o = 1
    p = p0
    while p <= p1:
        a = 4 + (p << 7) + c0
        e = 4 + (p << 7) + c1
        while a <= e:
            d[o] = s[a]
            o += 1
            a += 1
        p += 1
    return o
