"""tools/oledram.py, the project's one SSD1306 model: the bus bytes micropython-lib's driver,
Adafruit's displayio driver and lookout.pages send leave the RAM as the datasheet says."""
from oledram import HORIZONTAL, PAGE, VERTICAL, OledRam

from checks import raises


def test_driver_init_then_a_whole_frame_in_horizontal_mode():
    o = OledRam(PAGE, log=True)           # from power-on
    # micropython-lib ssd1306's init_display: each command as its own 0x80-prefixed write
    for c in (0xAE, 0x20, 0x00, 0x40, 0xA1, 0xA8, 63, 0xC8, 0xD3, 0, 0xDA, 0x12, 0xD5, 0x80,
              0xD9, 0xF1, 0xDB, 0x30, 0x81, 0xFF, 0xA4, 0xA6, 0x8D, 0x14, 0xAF):
        o.write(bytes((0x80, c)))
    assert o.mode == HORIZONTAL and o.on and o.contrast == 0xFF and not o.inverse
    assert [c for c, _ in o.cmds][:3] == [0xAE, 0x20, 0x40]
    for c in (0x21, 0, 127, 0x22, 0, 7):                  # show(): the whole window
        o.write(bytes((0x80, c)))
    frame = bytes(i & 0xFF for i in range(1024))
    o.write(b"\x40" + frame)
    assert o.ram == frame and o.visible() == frame
    assert o.data_bytes == 1024 and o.writes == 25 + 6 + 1


def test_a_window_wraps_column_then_page_and_back_to_its_start():
    o = OledRam()
    o.write(bytes((0x00, 0x21, 10, 12, 0x22, 2, 3)))      # 3 columns x 2 pages
    o.write(b"\x40" + bytes(range(1, 8)))                 # 7 bytes: one past the window
    assert list(o.ram[2 * 128 + 10:2 * 128 + 13]) == [7, 2, 3]   # the 7th went back to start
    assert list(o.ram[3 * 128 + 10:3 * 128 + 13]) == [4, 5, 6]


def test_vertical_mode_goes_down_the_pages_first():
    o = OledRam()
    o.write(bytes((0x00, 0x20, VERTICAL, 0x21, 0, 1, 0x22, 0, 1)))
    o.write(b"\x40\x01\x02\x03\x04")
    assert (o.ram[0], o.ram[128], o.ram[1], o.ram[129]) == (1, 2, 3, 4)


def test_page_mode_stays_on_its_page():
    o = OledRam(PAGE)
    o.write(bytes((0x00, 0xB5, 0x0E, 0x17)))              # page 5, column 0x7E
    o.write(b"\x40\x0a\x0b\x0c")
    assert (o.ram[5 * 128 + 126], o.ram[5 * 128 + 127], o.ram[5 * 128]) == (10, 11, 12)
    assert o.ram[6 * 128] == 0


def test_arguments_may_come_in_a_later_write_and_data_by_co_bit():
    o = OledRam()
    o.write(bytes((0x00, 0x21)))
    o.write(bytes((0x00, 4, 5)))
    o.write(bytes((0xC0, 9, 0xC0, 8)))                   # one data byte each, Co = 1
    assert (o.c0, o.c1) == (4, 5) and (o.ram[4], o.ram[5]) == (9, 8)


def test_what_a_person_sees():
    o = OledRam()
    o.ram[0] = 0x0F
    assert o.visible() == bytes(1024)                     # off after reset
    o.write(bytes((0x00, 0xAF, 0xA7)))                    # on, inverted
    v = o.visible()
    assert v[0] == 0xF0 and v[1] == 0xFF
    o.write(bytes((0x00, 0xA6, 0xA5)))                    # normal, entire display on
    assert o.visible() == b"\xff" * 1024
    o.write(bytes((0x00, 0xA4, 0xAE)))
    assert o.visible() == bytes(1024)


def test_an_unknown_command_or_control_byte_is_refused():
    o = OledRam()
    raises(ValueError, o.write, bytes((0x00, 0xFE)))
    raises(ValueError, o.write, bytes((0x41, 0)))
