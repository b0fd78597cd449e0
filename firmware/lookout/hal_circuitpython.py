"""Lookout HAL for a Raspberry Pi Pico running CircuitPython (9.x and 10.x; 8.x through the
fallbacks below).

Same contract as `lookout.hal` and the same wiring as hal_pico.py (hardware/pinout.md).
Libraries (circup, build/circuitpython/requirements.txt): adafruit_displayio_ssd1306, neopixel.
`make build-circuitpython` lays out the drive: code.py, boot.py, lib/lookout/ (with the font
lookout.ui.canvas draws with), tiles/.

Drawing: CircuitPython has no `framebuf`, so `fb` is lookout.ui.canvas.Canvas over `buf` (1024
bytes in SSD1306 page order, MONO_VLSB): the same font and pixels as framebuf on MicroPython.

Display: displayio owns the panel. busio.I2C(SCL, SDA) -- note the argument order, clock first --
on GP5/GP4 at 400 kHz; an I2C display bus (i2cdisplaybus on 9.x+, displayio.I2CDisplay on 8.x);
adafruit_displayio_ssd1306.SSD1306 with auto_refresh off. Its current release needs 9.x's
busdisplay; when it cannot be imported (8.x, or the library missing) the HAL drives the panel
itself: busdisplay.BusDisplay or 8.x's displayio.Display with INIT below (SSD1306 datasheet
commands). One TileGrid over a displayio.Bitmap(128, 64, 2) with a 2-colour Palette is the root
group. show() diffs buf against a shadow copy of what was last sent and, for every changed
byte, writes its 8 vertical pixels into the Bitmap by linear index (bitmap[i] = v; bitmap[x, y]
would build a tuple each time), then display.refresh(). An unchanged frame is one C-level
compare, a blank one a fill; a typical update (~100 changed bytes) ~1000 bitmap writes.

Buttons: keypad.Keys scans the six pins in the background (active low, internal pull-ups,
debounced) and buttons() drains its event queue into a held-keys mask using
one preallocated keypad.Event. Falls back to digitalio if keypad is missing.

NeoPixel: adafruit `neopixel` on GP16, auto_write off, GRB; written as one 0xRRGGBB int (no tuple).
Buzzer: pwmio.PWMOut on GP18 with variable_frequency; beep() starts it, service(now) stops it at
the deadline, exactly as on the Pico -- the app calls hal.service(now) every loop pass.
Time: ticks_ms is supervisor.ticks_ms (wraps at 2**29); ticks_diff handles the wrap.
Randomness: os.urandom, the port's hardware entropy source.

Storage: CircuitPython mounts its flash read-only to code while USB can write it. boot.py
(firmware/boot_circuitpython.py, installed as boot.py by the build) remounts it writable.
Without that, saves raise OSError (EROFS) and the app shows "Save failed".
"""
import os
import time

import board
import busio
import displayio
import supervisor

from lookout.fsys import OsFs
from lookout.hal import BUF_BYTES, KEEP_THIEVES_RAM, KEEP_TILES_RAM, KEEP_TILES_WHY, H, W, Base
from lookout.ui.canvas import Canvas, shared_font

# Same pins as hal_pico.py (GPIO numbers); board.GPn objects are looked up from these.
PIN_SDA = 4
PIN_SCL = 5
I2C_FREQ = 400_000
OLED_ADDR = 0x3C
BUTTON_PINS = (10, 11, 12, 13, 14, 15)   # UP, DOWN, LEFT, RIGHT, OK, BACK = mask bits 0..5
PIN_NEOPIXEL = 16
PIN_BUZZER = 18

_TICKS_PERIOD = 1 << 29
_TICKS_MAX = _TICKS_PERIOD - 1
_TICKS_HALF = _TICKS_PERIOD // 2

# SSD1306 128x64 power-up, displayio init_sequence format (command, arg count, args), used
# when adafruit_displayio_ssd1306 cannot be imported. From the datasheet's init flow.
INIT = bytes((
    0xAE, 0,              # display off
    0xD5, 1, 0x80,        # clock divide ratio / oscillator
    0xA8, 1, H - 1,       # multiplex ratio: 64 rows
    0xD3, 1, 0x00,        # display offset 0
    0x40, 0,              # start line 0
    0x8D, 1, 0x14,        # charge pump on (3.3 V modules)
    0x20, 1, 0x00,        # horizontal addressing
    0xA1, 0,              # column 127 is SEG0 (as hal_pico's driver)
    0xC8, 0,              # COM scan from the bottom
    0xDA, 1, 0x12,        # COM pins: alternative, no remap (64 rows)
    0x81, 1, 0xCF,        # contrast
    0xD9, 1, 0xF1,        # pre-charge
    0xDB, 1, 0x40,        # VCOMH deselect level
    0xA4, 0,              # show RAM
    0xA6, 0,              # not inverted
    0xAF, 0,              # display on
))


def _gp(n):
    return getattr(board, "GP%d" % n)


def _bus_display(bus):
    """The panel without adafruit_displayio_ssd1306 (CircuitPython 8, or library missing)."""
    try:
        from busdisplay import BusDisplay as Display            # CircuitPython 9+
    except ImportError:
        Display = displayio.Display  # pyright: ignore[reportAttributeAccessIssue] (8.x name)
    return Display(bus, INIT, width=W, height=H, color_depth=1, grayscale=True,
                   pixels_in_byte_share_row=False, set_column_command=0x21,
                   set_row_command=0x22, data_as_commands=True, brightness_command=0x81,
                   single_byte_bounds=True, auto_refresh=False)


class Hal(Base):
    def __init__(self, buzzer=True, root="/"):
        self._start()
        self.buf = bytearray(BUF_BYTES)
        self._shadow = bytearray(BUF_BYTES)
        self._blank = bytes(BUF_BYTES)
        self.ticks_ms = supervisor.ticks_ms
        self.fb = Canvas(self.buf, W, H, shared_font())   # font read at start, not in a draw
        self.fs = OsFs(root)
        self._dirty_all = True
        # its code loads into RAM as on the official MicroPython firmware (not measured here)
        self.keep_tiles, self.keep_thieves = KEEP_TILES_RAM, KEEP_THIEVES_RAM
        self.keep_tiles_why = KEEP_TILES_WHY

        self._init_buttons()

        self._px = None
        try:
            import neopixel
            self._px = neopixel.NeoPixel(_gp(PIN_NEOPIXEL), 1, brightness=1.0,
                                         auto_write=False, pixel_order=neopixel.GRB)
        except (ImportError, ValueError, RuntimeError):
            self._px = None

        self._pwm = None
        if buzzer:
            try:
                import pwmio
                self._pwm = pwmio.PWMOut(_gp(PIN_BUZZER), duty_cycle=0, frequency=1000,
                                         variable_frequency=True)
                self.buzzer_ok = True
            except (ImportError, ValueError, RuntimeError):
                self._pwm = None

        self.driver = None
        self._display = None
        self._bitmap = None
        self._open_display()
        if not self.display_ok:
            self.led(64, 0, 0)

    # --- display ---------------------------------------------------------------------------

    def _open_display(self):
        displayio.release_displays()
        try:
            i2c = busio.I2C(_gp(PIN_SCL), _gp(PIN_SDA), frequency=I2C_FREQ)
            try:
                from i2cdisplaybus import I2CDisplayBus        # CircuitPython 9+
            except ImportError:
                I2CDisplayBus = displayio.I2CDisplay  # pyright: ignore[reportAttributeAccessIssue]
            bus = I2CDisplayBus(i2c, device_address=OLED_ADDR)
            try:
                import adafruit_displayio_ssd1306
                disp = adafruit_displayio_ssd1306.SSD1306(bus, width=W, height=H,
                                                          auto_refresh=False)
                self.driver = "adafruit_displayio_ssd1306"
            except ImportError:
                disp = _bus_display(bus)
                self.driver = "lookout INIT"
            bitmap = displayio.Bitmap(W, H, 2)
            palette = displayio.Palette(2)
            palette[0] = 0x000000
            palette[1] = 0xFFFFFF
            group = displayio.Group()
            group.append(displayio.TileGrid(bitmap, pixel_shader=palette))
            disp.root_group = group
            self._display = disp
            self._bitmap = bitmap
            self.display_ok = True
        except ImportError as e:
            self.display_error = "library missing: %s" % e
        except (OSError, ValueError, RuntimeError) as e:
            # ValueError "No I2C device at address" / RuntimeError "No pull up found on SDA"
            self.display_error = "no display at 0x3C on GP4/GP5: %s" % e
            displayio.release_displays()

    def show(self):
        """Copy the bytes that changed since the last show() into the Bitmap, then refresh."""
        if not self.display_ok:
            return
        buf = self.buf
        shadow = self._shadow
        if not self._dirty_all and buf == shadow:
            return
        bm = self._bitmap
        if buf == self._blank:
            _clear(bm)
            for i in range(BUF_BYTES):
                shadow[i] = 0
        else:
            full = self._dirty_all
            for i in range(BUF_BYTES):
                v = buf[i]
                if full or v != shadow[i]:
                    shadow[i] = v
                    # byte i = page (i >> 7), column (i & 127); bit b = row page*8 + b
                    p = ((i >> 7) << 10) + (i & 127)     # linear index of (x, page*8)
                    bm[p] = v & 1
                    bm[p + 128] = (v >> 1) & 1
                    bm[p + 256] = (v >> 2) & 1
                    bm[p + 384] = (v >> 3) & 1
                    bm[p + 512] = (v >> 4) & 1
                    bm[p + 640] = (v >> 5) & 1
                    bm[p + 768] = (v >> 6) & 1
                    bm[p + 896] = (v >> 7) & 1
        self._dirty_all = False
        try:
            self._display.refresh()
        except (OSError, RuntimeError):
            self.display_ok = False
            self.display_error = "display stopped answering"

    def contrast(self, v):
        if self.display_ok:
            try:
                self._display.brightness = max(0, min(255, v)) / 255
            except (AttributeError, NotImplementedError, RuntimeError):
                pass

    # --- input -----------------------------------------------------------------------------

    def _init_buttons(self):
        self._mask = 0
        try:
            import keypad
            self._keys = keypad.Keys(tuple(_gp(p) for p in BUTTON_PINS),
                                     value_when_pressed=False, pull=True)
            self._event = keypad.Event()
            self._dio = None
        except ImportError:
            import digitalio
            self._keys = None
            self._dio = []
            for p in BUTTON_PINS:
                d = digitalio.DigitalInOut(_gp(p))
                d.switch_to_input(pull=digitalio.Pull.UP)
                self._dio.append(d)

    def buttons(self):
        """Raw mask of held keys (bit k = lookout.buttons key k)."""
        keys = self._keys
        if keys is not None:
            ev = self._event
            m = self._mask
            while keys.events.get_into(ev):
                if ev.pressed:
                    m |= 1 << ev.key_number
                else:
                    m &= ~(1 << ev.key_number)
            self._mask = m
            return m
        m = 0
        bit = 1
        for d in self._dio:
            if not d.value:
                m |= bit
            bit <<= 1
        return m

    # --- NeoPixel --------------------------------------------------------------------------

    def _led_write(self, r, g, b):
        px = self._px
        if px is not None:
            px[0] = (r << 16) | (g << 8) | b
            px.show()

    # --- buzzer ----------------------------------------------------------------------------

    def _tone(self, freq):
        pwm = self._pwm
        if not freq:
            pwm.duty_cycle = 0
            return True
        try:
            pwm.frequency = freq
        except ValueError:
            return False
        pwm.duty_cycle = 32768
        return True

    # --- time, randomness --------------------------------------------------------------------

    def ticks_diff(self, a, b):
        """a - b for ticks_ms values, correct across the 2**29 wrap."""
        return ((a - b + _TICKS_HALF) & _TICKS_MAX) - _TICKS_HALF

    def sleep_ms(self, ms):
        time.sleep(ms / 1000)

    def random_bytes(self, n):
        return os.urandom(n)


def _clear(bm):
    try:
        import bitmaptools
        bitmaptools.fill_region(bm, 0, 0, W, H, 0)
    except ImportError:
        bm.fill(0)
