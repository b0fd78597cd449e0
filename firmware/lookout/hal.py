"""The hardware boundary every port implements (Pico, CircuitPython, web page, simulator).

Screens and the app only ever use these members; nothing else touches pins.

    W, H            display size (128 x 64)
    buf             bytearray(1024), the frame in SSD1306 page order (framebuf MONO_VLSB)
    fb              a framebuf-compatible canvas over buf (fill, pixel, hline, vline, rect,
                    fill_rect, line, text, blit)
    show()          send buf to the display (no allocation)
    buttons()       raw bitmask of held keys, bit lookout.buttons.UP..BACK (not debounced)
    led(r, g, b)    NeoPixel colour 0..255 each
    beep(freq, ms)  start a tone and return at once; no-op without a buzzer
    ticks_ms()      monotonic milliseconds (small int arithmetic; see ticks_diff)
    ticks_diff(a, b)
    sleep_ms(ms)
    random_bytes(n) hardware randomness where there is one
    contrast(v)     display brightness 0..255
    service(now)    called every loop pass: ends a tone on time, feeds a watchdog (no allocation)
    stop()          the app leaves its loop for the REPL (Ctrl-C): stop any watchdog
    fs              storage: a lookout.fsys.Fs over the board's flash (or the sim's folder)
    keep_tiles      the most map tiles a Black Keep board gets here (its heap),
    keep_thieves    the most thieves a Black Keep game has here, and
    keep_tiles_why  what more would need (None where five fit): keep_room()
"""

W = 128
H = 64
BUF_BYTES = W * H // 8
BEEP_MIN_HZ = 30          # rp2 PWM cannot go below ~8 Hz at 125 MHz; 30 Hz is inaudible anyway
BEEP_MAX_HZ = 20000
# Black Keep's room: a map tile per thief, at most five. Measured on the emulated Pico
# (tools/pico/bench_pico.py --only keepui, keepbig): with the app's code in RAM (the official
# firmware, .mpy on the littlefs; CircuitPython likewise) a whole game of three thieves runs the
# heap out in turn 2 (HACKING, "Tried on 2026-11-28"), while one of two thieves ends with
# ~15 KB free at its low; so there a game has at most KEEP_THIEVES_RAM thieves, a tile each.
# With the code in flash (the Lookout board's ROMFS) five thieves on five tiles fit with room
# to spare.
KEEP_TILES = 5
KEEP_TILES_RAM = 2
KEEP_THIEVES_RAM = 2
KEEP_TILES_WHY = "the Lookout firmware (ROMFS)"     # what more needs (keep/layout.fewer, setup)


def keep_room(path, platform):
    """(keep_tiles, keep_thieves, keep_tiles_why) for an app whose code is at path (a module's
    __file__) on sys.platform platform: an RP2040 loading it from its littlefs has room for
    KEEP_TILES_RAM map tiles and KEEP_THIEVES_RAM thieves; from ROMFS (/rom), or anywhere
    else, five of each."""
    if platform == "rp2" and not path.startswith("/rom/"):
        return KEEP_TILES_RAM, KEEP_THIEVES_RAM, KEEP_TILES_WHY
    return KEEP_TILES, KEEP_TILES, None


class Base:
    """What every port's Hal does the same way: the LED skips an unchanged colour (a NeoPixel
    write is a timed bit stream), a tone is clamped to what a piezo plays and service() ends
    it on time. A port sets buzzer_ok and gives ticks_ms, ticks_diff, _led_write(r, g, b)
    (no-op without a pixel) and _tone(freq) (0: silence; False: the hardware refused it)."""
    W = W
    H = H
    keep_tiles = KEEP_TILES
    keep_thieves = KEEP_TILES
    keep_tiles_why = None

    def _start(self):
        self._rgb = -1
        self.buzzer_ok = False
        self._beeping = False
        self._beep_at = 0
        self._beep_ms = 0
        self.display_ok = False
        self.display_error = None

    def led(self, r, g, b):
        rgb = (r << 16) | (g << 8) | b
        if rgb != self._rgb:
            self._rgb = rgb
            self._led_write(r, g, b)

    def beep(self, freq, ms):
        """Start a tone of freq Hz for ms milliseconds and return at once (see service())."""
        if not self.buzzer_ok:
            return
        if freq <= 0 or ms <= 0:
            self._tone(0)
            self._beeping = False
            return
        if freq < BEEP_MIN_HZ:
            freq = BEEP_MIN_HZ
        elif freq > BEEP_MAX_HZ:
            freq = BEEP_MAX_HZ
        if self._tone(freq) is False:
            return
        self._beep_at = self.ticks_ms()
        self._beep_ms = ms
        self._beeping = True

    def stop(self):
        """The app leaves its loop (Ctrl-C): a port with a watchdog stops it here."""

    def service(self, now=None):
        """Call once per loop pass: ends a beep at its deadline (no allocation)."""
        if self._beeping:
            if now is None:
                now = self.ticks_ms()
            if self.ticks_diff(now, self._beep_at) >= self._beep_ms:
                self._tone(0)
                self._beeping = False
