"""A model of the SSD1306's display RAM as the I2C writes of lookout.pages leave it.

Each write starts with its control byte: 0x00, a command stream (only what lookout.pages
sends is understood: 0x21 column range, 0x22 page range; anything else is an error here, so
a new command cannot slip past the check), or 0x40, display data written in horizontal
addressing mode: column by column through the window, wrapping to the next page, and from
the last page back to the first, as the panel does. Used by the simulator's HAL and the
tests to prove that what the diff sends leaves the panel showing the frame buffer.
"""


class OledRam:
    def __init__(self):
        self.ram = bytearray(1024)
        self.c0, self.c1, self.p0, self.p1 = 0, 127, 0, 7
        self.col, self.page = 0, 0
        self.writes = 0
        self.bytes = 0

    def write(self, b):
        """One I2C write (the bytes after the address byte)."""
        self.writes += 1
        self.bytes += 1 + len(b)
        if b[0] == 0x00:
            i = 1
            while i < len(b):
                c = b[i]
                if c == 0x21:
                    self.c0, self.c1 = b[i + 1], b[i + 2]
                    self.col = self.c0
                elif c == 0x22:
                    self.p0, self.p1 = b[i + 1], b[i + 2]
                    self.page = self.p0
                else:
                    raise ValueError("command 0x%02x not modelled" % c)
                i += 3
        elif b[0] == 0x40:
            for i in range(1, len(b)):
                self.ram[self.page * 128 + self.col] = b[i]
                if self.col == self.c1:
                    self.col = self.c0
                    self.page = self.p0 if self.page == self.p1 else self.page + 1
                else:
                    self.col += 1
        else:
            raise ValueError("control byte 0x%02x not modelled" % b[0])
