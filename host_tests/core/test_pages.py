"""lookout.pages: only the columns of the OLED pages that changed go on the I2C bus, what that
costs, and that the panel (a model of its RAM) always ends up showing the frame buffer."""
from oledram import OledRam

from lookout import pages
from lookout.pages import ALL, FULL_TX, Pages, bus_us, gather_py, scan_py


def rng(seed):
    x = [seed]

    def r(n):
        x[0] = (x[0] * 1103515245 + 12345) & 0x7FFFFFFF
        return (x[0] >> 8) % n
    return r


def test_first_frame_is_whole_then_only_changes():
    buf = bytearray(1024)
    pg = Pages(buf)
    oled = OledRam()
    assert pg.send(oled.write) == FULL_TX == 1034 and pg.writes == 2
    assert pg.send(oled.write) == 0 and pg.writes == 0     # nothing drawn since
    buf[5] = 1                            # page 0, column 5
    buf[7 * 128 + 127] = 0x80             # page 7, last column
    assert pg.changed() == 0b10000001
    assert bytes(pg.spans[0:2]) == bytes((5, 5)) and bytes(pg.spans[14:16]) == bytes((127, 127))
    assert pg.changed() == 0
    pg.invalidate()
    assert pg.changed() == ALL


def test_a_span_costs_its_columns_plus_the_window():
    buf = bytearray(1024)
    pg = Pages(buf)
    oled = OledRam()
    pg.send(oled.write)
    for x in range(40, 64):               # a number redrawn: 24 columns of page 3
        buf[3 * 128 + x] = 0x3C
    assert pg.send(oled.write) == 8 + 2 + 24 and pg.writes == 2
    assert oled.ram == buf
    buf[3 * 128 + 41] = 0                 # one column: 11 bytes, not a 138-byte page
    assert pg.send(oled.write) == 11
    assert oled.ram == buf


def test_whole_width_runs_go_as_one_window():
    buf = bytearray(1024)
    pg = Pages(buf)
    oled = OledRam()
    pg.send(oled.write)
    for i in range(2 * 128, 5 * 128):     # a menu's highlight moved: pages 2-4, full width
        buf[i] = 0xA5
    assert pg.send(oled.write) == 10 + 3 * 128 and pg.writes == 2   # not 3 x 138
    assert oled.ram == buf
    buf[2 * 128 + 10] = 0                 # pages 2 and 4, a few columns: two small windows
    buf[4 * 128 + 100] = 0
    assert pg.send(oled.write) == 2 * 11 and pg.writes == 4
    assert oled.ram == buf


def test_a_short_bar_moved_goes_as_one_window_of_its_columns():
    buf = bytearray(1024)
    pg = Pages(buf)
    oled = OledRam()
    pg.send(oled.write)
    for p in (2, 3, 4):                   # a label-wide cursor bar moved: columns 0-43 of
        for x in range(44 - 10 * (p == 4)):    # pages 2-4 (less of page 4)
            buf[p * 128 + x] ^= 0xF0
    assert pg.send(oled.write) == 10 + 3 * 44 and pg.writes == 2   # not 3 windows, 152
    assert oled.ram == buf
    for x in range(20, 30):               # spans far apart in columns: still one window each
        buf[1 * 128 + x] = 0x11
    for x in range(90, 100):
        buf[2 * 128 + x] = 0x22
    assert pg.send(oled.write) == 2 * (10 + 10) and pg.writes == 4
    assert oled.ram == buf


def test_the_panel_always_shows_the_frame():
    r = rng(12345)
    buf = bytearray(1024)
    pg = Pages(buf)
    oled = OledRam()
    total = 0
    for frame in range(300):
        kind = r(5)
        if kind == 0:                      # a few random bytes
            for _ in range(1 + r(6)):
                buf[r(1024)] = r(256)
        elif kind == 1:                    # a text-like block: columns x..x+w of rows of pages
            p = r(8)
            x = r(128)
            for q in range(p, min(8, p + 1 + r(3))):
                for c in range(x, min(128, x + 1 + r(64))):
                    buf[q * 128 + c] ^= 1 + r(255)
        elif kind == 2:                    # a full-width band (menu highlight)
            p = r(8)
            for i in range(p * 128, min(8, p + 1 + r(4)) * 128):
                buf[i] ^= 0xFF
        elif kind == 3:                    # nothing changed
            pass
        else:                              # a new screen
            v = r(256)
            for i in range(1024):
                buf[i] = (i * v + frame) & 255
        if r(40) == 0:
            pg.invalidate()
        total += pg.send(oled.write)
        assert oled.ram == buf, frame
    assert total < 300 * FULL_TX


def test_native_scan_agrees_with_the_python_one():
    r = rng(7)
    new = bytearray(1024)
    a = bytearray(4 + 1024)
    b = bytearray(4 + 1024)
    sa = bytearray(16)
    sb = bytearray(16)
    for _ in range(60):
        for _ in range(r(12)):
            new[r(1024)] = r(256)
        ma = pages.scan(new, a, sa)
        mb = scan_py(new, b, sb)
        assert ma == mb
        for p in range(8):
            if ma >> p & 1:
                assert sa[2 * p:2 * p + 2] == sb[2 * p:2 * p + 2]
        assert a == b and a[4:] == new


def test_native_gather_agrees_with_the_python_one():
    r = rng(11)
    sh = bytearray(4 + 1024)
    for i in range(len(sh)):
        sh[i] = r(256)
    for _ in range(40):
        p0 = r(8)
        p1 = min(7, p0 + r(3))
        c0 = r(128)
        c1 = min(127, c0 + r(128 // (p1 - p0 + 1)))
        ga = bytearray(1 + 3 * 128)
        gb = bytearray(1 + 3 * 128)
        ea = pages.gather(sh, ga, c0, c1, p0, p1)
        eb = gather_py(sh, gb, c0, c1, p0, p1)
        assert ea == eb == 1 + (p1 - p0 + 1) * (c1 - c0 + 1)
        assert ga == gb
        assert ga[1:1 + c1 - c0 + 1] == sh[4 + p0 * 128 + c0:4 + p0 * 128 + c1 + 1]


def test_bus_time():
    assert bus_us(1034, 400000) == 23265      # a whole frame: ~23 ms at 400 kHz
    assert bus_us(138, 1000000) == 1242
    assert bus_us(1034, 400000, 2) == 23275   # START and STOP of its two writes
