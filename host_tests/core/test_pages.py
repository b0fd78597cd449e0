"""lookout.pages: only the OLED pages that changed go on the I2C bus, and what that costs."""
from lookout.pages import ALL, FULL_TX, Pages, bus_bytes, bus_us


def test_first_frame_is_whole_then_only_changes():
    buf = bytearray(1024)
    pg = Pages(buf)
    assert pg.changed() == ALL            # the panel's RAM is unknown at power-up
    assert pg.changed() == 0              # nothing drawn since
    buf[5] = 1                            # page 0
    buf[7 * 128 + 127] = 0x80             # page 7, last byte
    assert pg.changed() == 0b10000001
    assert pg.changed() == 0
    buf[5] = 0
    assert pg.changed() == 1
    pg.invalidate()
    assert pg.changed() == ALL


def test_shadow_holds_the_frame_ready_to_send():
    buf = bytearray(1024)
    pg = Pages(buf)
    for i in range(1024):
        buf[i] = (i * 7) & 255
    pg.changed()
    for p in range(8):
        tx = bytes(pg.tx[p])
        assert tx[0] == 0x40 and tx[1:] == bytes(buf[p * 128:(p + 1) * 128])
        assert bytes(pg.window(p)) == bytes((0, 0x21, 0, 127, 0x22, p, p))


def test_bus_cost():
    assert bus_bytes(0) == 0
    assert bus_bytes(1) == 138                # window command (8) + page write (130)
    assert bus_bytes(0b101) == 276
    assert bus_bytes(ALL) == FULL_TX == 1034  # whole frame: one window, one 1025-byte write
    assert bus_bytes(0x7F) < FULL_TX < 8 * 138
    assert bus_us(1034, 400000) == 23265      # ~23 ms at 400 kHz
    assert bus_us(138, 1000000) == 1242
