"""The SSD1306 panel as its I2C bus leaves it: the project's one model of the display RAM.

What a write does is what the datasheet says the controller does with it. Each I2C write
(the bytes after the address byte) is a run of control bytes and what they introduce: 0x00 a
command stream, 0x40 a data stream, 0x80 / 0xC0 one command / data byte and another control
byte after it. Commands take their arguments from the bytes that follow (ARGS), in any later
write too. Data goes into the 1 KB of display RAM as the addressing mode walks it: horizontal
(0x20 0) and vertical (0x20 1) through the 0x21 column and 0x22 page window, wrapping as the
panel does; page mode (0x20 2, the panel's state after reset) along one page from the column
0x00-0x1F set, page from 0xB0-0xB7. Contrast, display on/off, invert and all-on are kept for
visible(), what a person looking at the glass sees.

A command byte the model does not know raises ValueError, so nothing new reaches a panel
unchecked. Used by the simulator's HAL (tools/simhal.py, on the MicroPython unix port, so
plain code), the HAL tests, the CircuitPython host (tools/cphost.py) and the emulated board.
"""

# command -> number of argument bytes (fundamental, scrolling, addressing, hardware, timing)
ARGS = {0x81: 1, 0xA4: 0, 0xA5: 0, 0xA6: 0, 0xA7: 0, 0xAE: 0, 0xAF: 0,
        0x26: 6, 0x27: 6, 0x29: 5, 0x2A: 5, 0x2E: 0, 0x2F: 0, 0xA3: 2,
        0x20: 1, 0x21: 2, 0x22: 2,
        0xA0: 0, 0xA1: 0, 0xA8: 1, 0xC0: 0, 0xC8: 0, 0xD3: 1, 0xDA: 1,
        0xD5: 1, 0xD9: 1, 0xDB: 1, 0xE3: 0, 0x8D: 1, 0xAD: 1}
HORIZONTAL, VERTICAL, PAGE = 0, 1, 2


def _args(c):
    """Argument count of command byte c; None if the model does not know it."""
    if c in ARGS:
        return ARGS[c]
    if c < 0x20 or 0x40 <= c < 0x80 or 0xB0 <= c < 0xB8:
        return 0            # page-mode column low/high nibble, start line, page start
    return None


class OledRam:
    def __init__(self, mode=HORIZONTAL, log=False):
        """mode: HORIZONTAL where the writes start after micropython-lib's init_display (the
        simulator's model, which sees only what lookout.pages sends); PAGE for a bus recorded
        from power-on (the panel's reset state). log: keep every (command, args)."""
        self.ram = bytearray(1024)
        self.mode = mode
        self.c0, self.c1, self.p0, self.p1 = 0, 127, 0, 7
        self.col, self.page = 0, 0
        self.contrast = 0x7F
        self.on = False
        self.inverse = False
        self.all_on = False
        self.start_line = 0
        self.cmds = [] if log else None
        self._cmd = None           # a command still waiting for argument bytes
        self._need = 0
        self._got = []
        self.writes = 0            # I2C writes
        self.bytes = 0             # bytes on the bus, the address byte included
        self.data_bytes = 0

    def write(self, b):
        """One I2C write to the panel's address (the bytes after the address byte)."""
        self.writes += 1
        self.bytes += 1 + len(b)
        i = 0
        n = len(b)
        while i < n:
            ctl = b[i]
            i += 1
            if ctl & 0x3F:
                raise ValueError("control byte 0x%02x not modelled" % ctl)
            if ctl & 0x80:              # Co = 1: one byte, then another control byte
                if i < n:
                    if ctl & 0x40:
                        self._data(b[i])
                    else:
                        self._command(b[i])
                    i += 1
                continue
            if ctl & 0x40:
                while i < n:
                    self._data(b[i])
                    i += 1
            else:
                while i < n:
                    self._command(b[i])
                    i += 1

    def _command(self, c):
        if self._cmd is not None:
            self._got.append(c)
            if len(self._got) == self._need:
                self._do(self._cmd, self._got)
                self._cmd = None
            return
        n = _args(c)
        if n is None:
            raise ValueError("command 0x%02x not modelled" % c)
        if n:
            self._cmd, self._need, self._got = c, n, []
        else:
            self._do(c, ())

    def _do(self, c, a):
        if self.cmds is not None:
            self.cmds.append((c, tuple(a)))
        if c == 0x20:
            self.mode = a[0] & 3
        elif c == 0x21:
            self.c0, self.c1 = a[0] & 127, a[1] & 127
            self.col = self.c0
        elif c == 0x22:
            self.p0, self.p1 = a[0] & 7, a[1] & 7
            self.page = self.p0
        elif c == 0x81:
            self.contrast = a[0]
        elif c in (0xAE, 0xAF):
            self.on = c == 0xAF
        elif c in (0xA6, 0xA7):
            self.inverse = c == 0xA7
        elif c in (0xA4, 0xA5):
            self.all_on = c == 0xA5
        elif 0xB0 <= c < 0xB8:
            self.page = c & 7
        elif c < 0x10:
            self.col = (self.col & 0xF0) | c
        elif c < 0x20:
            self.col = (self.col & 0x0F) | ((c & 7) << 4)
        elif 0x40 <= c < 0x80:
            self.start_line = c & 63

    def _data(self, d):
        self.ram[self.page * 128 + self.col] = d
        self.data_bytes += 1
        if self.mode == PAGE:
            self.col = (self.col + 1) & 127
        elif self.mode == VERTICAL:
            if self.page == self.p1:
                self.page = self.p0
                self.col = self.c0 if self.col == self.c1 else self.col + 1
            else:
                self.page += 1
        elif self.col == self.c1:
            self.col = self.c0
            self.page = self.p0 if self.page == self.p1 else self.page + 1
        else:
            self.col += 1

    def visible(self):
        """The 1024 bytes (MONO_VLSB, as the RAM) a person sees: dark while the display is
        off, every dot lit with all-on, inverted with invert (contrast only dims)."""
        if not self.on:
            return bytes(1024)
        if self.all_on:
            return b"\xff" * 1024
        if self.inverse:
            return bytes(x ^ 0xFF for x in self.ram)
        return bytes(self.ram)
