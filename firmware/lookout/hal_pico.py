"""Lookout HAL for a Raspberry Pi Pico running MicroPython (rp2 port).

Implements the contract in `lookout.hal`. Pin numbers are the constants below; hardware/pinout.md,
hardware/diagram.json and host_tests/test_hardware_docs.py are checked against them.

Display: SSD1306 128x64 on I2C0 (GP4 SDA, GP5 SCL, 400 kHz, address 0x3C). The micropython-lib
driver (`mpremote mip install ssd1306`) does the init sequence and contrast; `show()` does NOT use
the driver's `show()`, because that one allocates a 1 KB copy of the frame on every call on rp2:

    SSD1306_I2C.write_data() calls i2c.writevto(addr, [b"\\x40", buffer]). The rp2 machine.I2C
    protocol sets `.transfer = mp_machine_i2c_transfer_adaptor` (ports/rp2/machine_i2c.c) because
    the Pico SDK only writes one contiguous buffer. For more than one buffer that adaptor
    (extmod/machine_i2c.c) does `m_new(uint8_t, total_len)` and memcpy's every piece into it,
    so each frame costs a 1025-byte heap allocation, GC churn and eventually fragmentation.
    With a single buffer (n == 1) the adaptor passes it straight through.

So this HAL never hands the driver a frame: `buf` is a plain `bytearray(1024)` (MONO_VLSB page
order, word-aligned for the native diff), `fb` a `framebuf.FrameBuffer` over it, and `show()`
sends through lookout.pages, which keeps a shadow of the last frame with a spare byte in front
of every span: per changed page only the columns that changed, as one 7-byte window command
(0x21 columns, 0x22 pages) and one `i2c.writeto` of the span with its 0x40 control byte in
front, each a single buffer (so the adaptor copies nothing); a run of pages changed across
nearly the whole width goes as one window. A new number costs ~40 bytes, a menu move ~400,
a whole frame 1,034 (23 ms at 400 kHz).
I2C runs at 400 kHz; many SSD1306 modules take 1 MHz: `Hal(i2c_hz=I2C_FAST_FREQ)` or
`hal.i2c_speed(I2C_FAST_FREQ)` (off by default: long wires or weak pull-ups may not).
The driver still owns its own 1 KB buffer (used once, at init).

Missing display: the constructor catches OSError (no ACK at 0x3C) and ImportError (ssd1306 not
installed), sets `display_ok = False`, `display_error` to the reason, lights the NeoPixel red and
carries on; `show()` is then a no-op. If the display stops answering later (loose wire) show()
marks it missing and `service()` tries to re-initialise it every RETRY_MS.

Buzzer: passive buzzer on GP18 driven by machine.PWM (50 % duty while sounding, 0 otherwise, so
the NPN driver transistor is off when silent). `beep(freq, ms)` starts the tone and returns;
**the app must call `hal.service(hal.ticks_ms())` once per main-loop pass** to stop it at its
deadline (the other HALs implement service() as a no-op or the same). `Hal(buzzer=False)` or a
PWM error leaves `buzzer_ok = False` and beep() does nothing.

Watchdog: a loop pass that takes longer than WDT_MS is a hang; machine.WDT then resets the
Pico and the app boots to "Welcome back" (every change is saved as it happens). The app's
first service() arms it (boot, which the dog would turn into a crash loop, is not watched) and
every service() feeds it: work over ~200 ms already runs in slices with a loop pass between
them (lookout.ui.working), so only a true hang stops the feeding (a loop that never ends, a
driver that never returns, or the interpreter itself). WDT_MS is near the RP2040's maximum
(8388 ms): a false reset mid-work would cost more than a frozen screen for a few more seconds.
machine.WDT cannot be stopped and survives a soft reset, so stop() clears the enable bit in
the watchdog's own register when the app leaves its loop for the REPL (Ctrl-C, which is how
mpremote, `make deploy` and the companion get in), and boot.py does the same at every boot.
Not done in a Timer callback: a feeder the loop does not run would need a heartbeat check of
its own, and mpremote's Ctrl-C could land in that callback, where MicroPython swallows it.

Randomness: os.urandom on the rp2 port fills each byte with `rosc_random_u8(8)` (ports/rp2/
modos.c and main.c): eight reads of the ring oscillator's RANDOMBIT register, 1 us apart, mixed
through an 8-bit LFSR. That is hardware noise, good for dice and shuffles, not for cryptography.
"""
import os
import sys
import time

import framebuf
from machine import I2C, PWM, WDT, Pin
from micropython import const

from lookout.fsys import OsFs
from lookout.hal import BUF_BYTES, H, W, Base, keep_room
from lookout.pages import Pages

# --- Pin map (GPIO numbers). Keep in sync with hardware/pinout.md and hardware/diagram.json. ---
I2C_ID = const(0)
PIN_SDA = const(4)        # physical pin 6
PIN_SCL = const(5)        # physical pin 7
I2C_FREQ = const(400_000)
I2C_FAST_FREQ = const(1_000_000)   # optional: most SSD1306 modules run at it
ROM = "/rom/"             # the ROMFS mount (firmware/boards/LOOKOUT_PICO, tools/romfs.py)
OLED_ADDR = const(0x3C)
PIN_UP = const(10)        # physical pin 14
PIN_DOWN = const(11)      # physical pin 15
PIN_LEFT = const(12)      # physical pin 16
PIN_RIGHT = const(13)     # physical pin 17
PIN_OK = const(14)        # physical pin 19
PIN_BACK = const(15)      # physical pin 20
PIN_NEOPIXEL = const(16)  # physical pin 21
PIN_BUZZER = const(18)    # physical pin 24

# Order = bit number in the buttons() mask (lookout.buttons.UP=0 .. BACK=5).
BUTTON_PINS = (PIN_UP, PIN_DOWN, PIN_LEFT, PIN_RIGHT, PIN_OK, PIN_BACK)

RETRY_MS = const(2000)
WDT_MS = const(8000)      # a loop pass this long is a hang: the watchdog resets the Pico
# The watchdog's CTRL register through its atomic-clear alias (+0x3000), and its ENABLE bit:
# RP2040 0x40058000, RP2350 (Pico 2) 0x400d8000 (datasheets, WATCHDOG_BASE).
WDT_CTRL_CLR = {"RP2040": 0x4005B000, "RP2350": 0x400DB000}
WDT_ENABLE = const(1 << 30)


class Hal(Base):
    def __init__(self, buzzer=True, i2c_hz=I2C_FREQ, watchdog=True):
        self._start()
        self._dog = watchdog              # True: arm at the first service(); then the WDT
        self.buf = bytearray(BUF_BYTES)
        self.fb = framebuf.FrameBuffer(self.buf, W, H, framebuf.MONO_VLSB)
        self._pages = Pages(self.buf)
        self._send = self._write          # one bound method, made once
        self._hz = i2c_hz

        self.ticks_ms = time.ticks_ms
        self.ticks_diff = time.ticks_diff
        self.sleep_ms = time.sleep_ms
        self.fs = OsFs("/")
        # the shipped tiles, with the app's code (an image too full for them leaves them to
        # the littlefs: tools/romfs.py fit)
        if __file__.startswith(ROM) and self.fs.exists(ROM[1:] + "tiles"):
            self.fs.mount("tiles", ROM + "tiles")
        self.keep_tiles, self.keep_thieves, self.keep_tiles_why = keep_room(__file__, sys.platform)

        # Buttons: to GND, internal pull-ups, so pressed reads 0.
        self._keys = tuple(Pin(p, Pin.IN, Pin.PULL_UP) for p in BUTTON_PINS)

        # NeoPixel first, so a missing display can still be reported in colour.
        self._np = None
        try:
            import neopixel
            self._np = neopixel.NeoPixel(Pin(PIN_NEOPIXEL), 1)
            self._order = self._np.ORDER
        except (ImportError, OSError, ValueError):
            self._np = None

        self._buzz = None
        if buzzer:
            try:
                self._buzz = PWM(Pin(PIN_BUZZER))
                self._buzz.freq(1000)
                self._buzz.duty_u16(0)
                self.buzzer_ok = True
            except (OSError, ValueError):
                self._buzz = None

        self._i2c = None
        self._disp = None
        self._retry_at = 0
        self._open_display()
        if not self.display_ok:
            self.led(64, 0, 0)

    # --- display ---------------------------------------------------------------------------

    def _open_display(self):
        try:
            if self._i2c is None:
                self._i2c = I2C(I2C_ID, sda=Pin(PIN_SDA), scl=Pin(PIN_SCL), freq=self._hz)
            if OLED_ADDR not in self._i2c.scan():
                raise OSError(19)  # ENODEV: nothing ACKed at 0x3C
            if self._disp is None:
                import ssd1306
                self._disp = ssd1306.SSD1306_I2C(W, H, self._i2c, addr=OLED_ADDR)
            else:
                self._disp.init_display()
            self.display_ok = True
            self.display_error = None
            self._pages.invalidate()
        except ImportError:
            self.display_ok = False
            self.display_error = "ssd1306 driver missing: mpremote mip install ssd1306"
        except OSError as e:
            self.display_ok = False
            self.display_error = "no display at 0x3C on I2C0 (GP4/GP5): %r" % (e,)
        self._retry_at = time.ticks_add(time.ticks_ms(), RETRY_MS)

    def show(self):
        """Send the columns of buf that changed since the last frame (lookout.pages)."""
        if not self.display_ok:
            return
        try:
            self._pages.send(self._send)
        except OSError:
            self._pages.invalidate()
            self.display_ok = False
            self.display_error = "display stopped answering"
            self._retry_at = time.ticks_add(time.ticks_ms(), RETRY_MS)

    def _write(self, b):
        self._i2c.writeto(OLED_ADDR, b)

    def i2c_speed(self, hz):
        """Change the I2C clock (I2C_FREQ, or I2C_FAST_FREQ for modules that take 1 MHz)."""
        self._hz = hz
        if self._i2c is not None:    # rp2: the same bus object, re-initialised
            self._i2c = I2C(I2C_ID, sda=Pin(PIN_SDA), scl=Pin(PIN_SCL), freq=hz)

    def contrast(self, v):
        if self.display_ok:
            try:
                self._disp.contrast(max(0, min(255, v)))
            except OSError:
                self.display_ok = False

    # --- input -----------------------------------------------------------------------------

    def buttons(self):
        """Raw mask of held keys, bit k = lookout.buttons key k. Active low. No allocation."""
        m = 0
        bit = 1
        for p in self._keys:
            if not p.value():
                m |= bit
            bit <<= 1
        return m

    # --- NeoPixel --------------------------------------------------------------------------

    def _led_write(self, r, g, b):
        """The driver's GRB byte buffer written directly (np[0] = (r, g, b) would build a
        tuple)."""
        np = self._np
        if np is None:
            return
        o = self._order
        nb = np.buf
        nb[o[0]] = r
        nb[o[1]] = g
        nb[o[2]] = b
        np.write()

    # --- buzzer ----------------------------------------------------------------------------

    def _tone(self, freq):
        pwm = self._buzz
        if freq:
            pwm.freq(freq)
            pwm.duty_u16(32768)
        else:
            pwm.duty_u16(0)

    def service(self, now=None):
        """Housekeeping; the app calls it once per loop pass. Ends a beep at its deadline,
        arms (first call) or feeds the watchdog and retries a missing display every RETRY_MS."""
        if now is None:
            now = time.ticks_ms()
        Base.service(self, now)
        dog = self._dog
        if dog is True:
            self._dog = WDT(timeout=WDT_MS)
        elif dog:
            dog.feed()
        if not self.display_ok and time.ticks_diff(now, self._retry_at) >= 0:
            self._open_display()
            if self.display_ok:
                self.show()

    def stop(self):
        """The app leaves its loop for the REPL: the watchdog stops (see the module's note)."""
        self._dog = None
        stop_watchdog()

    # --- misc ------------------------------------------------------------------------------

    def random_bytes(self, n):
        """n bytes from the RP2040 ring oscillator (os.urandom on rp2)."""
        return os.urandom(n)


def stop_watchdog():
    """Clear the watchdog's enable bit (what pico-sdk's watchdog_disable does)."""
    import sys
    from machine import mem32
    for chip, reg in WDT_CTRL_CLR.items():
        if chip in sys.implementation._machine:
            mem32[reg] = WDT_ENABLE
