"""Draw hardware/wiring.png: the Lookout wiring as a schematic-style picture (Pillow).

Usage: python tools/draw_wiring.py [OUT.png]

Pin numbers come from firmware/lookout/hal_pico.py (read with ast, like the hardware docs test),
so a moved pin moves in the picture too. Wires are orthogonal; a dot is a junction, a hop
(small arc) is a crossing without connection.
"""
import ast
import os
import sys

from PIL import Image, ImageDraw, ImageFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HAL = os.path.join(ROOT, "firmware", "lookout", "hal_pico.py")
OUT = os.path.join(ROOT, "hardware", "wiring.png")

W, H = 1500, 1110
PICO_X0, PICO_X1 = 570, 850
Y0, PITCH = 190, 40

LEFT_NAMES = ["GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7", "GP8", "GP9",
              "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15"]
RIGHT_NAMES = ["GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN",
               "GP26", "GP27", "AGND", "GP28", "ADC_VREF", "3V3(OUT)", "3V3_EN", "GND", "VSYS",
               "VBUS"]   # physical pins 21..40

COL = {"sda": (0, 90, 200), "scl": (200, 140, 0), "gnd": (20, 20, 20), "3v3": (210, 30, 30),
       "5v": (150, 0, 120), "btn": (0, 130, 60), "np": (120, 60, 200), "bz": (230, 100, 0)}


def font(size, bold=False):
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    for d in ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/dejavu",
              "/Library/Fonts", "C:/Windows/Fonts"):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return ImageFont.truetype(p, size)
    return ImageFont.load_default()


F = font(15)
FS = font(13)
FB = font(17, True)
FT = font(24, True)


def hal_pins():
    out = {}
    for node in ast.parse(open(HAL).read()).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            v = node.value
            if isinstance(v, ast.Call) and v.args:
                v = v.args[0]
            if isinstance(v, ast.Constant) and isinstance(v.value, int):
                out[node.targets[0].id] = v.value
    return out


def phys_of(name):
    if name in LEFT_NAMES:
        return LEFT_NAMES.index(name) + 1
    return RIGHT_NAMES.index(name) + 21


def pin_xy(phys):
    """Where a wire attaches to physical pin `phys` (outside edge of the board)."""
    if phys <= 20:
        return PICO_X0, Y0 + (phys - 1) * PITCH
    return PICO_X1, Y0 + (40 - phys) * PITCH


class Sheet:
    def __init__(self):
        self.im = Image.new("RGB", (W, H), "white")
        self.d = ImageDraw.Draw(self.im)
        self.wires = []      # (points, colour)
        self.dots = []

    def wire(self, pts, colour, width=3):
        self.wires.append((pts, colour, width))

    def dot(self, x, y, colour):
        self.dots.append((x, y, colour))

    def text(self, xy, s, f=F, fill="black", anchor="la"):
        self.d.text(xy, s, font=f, fill=fill, anchor=anchor)

    def label(self, xy, s, colour, anchor="mb"):
        """Wire label on a white pad so it stays readable over lines."""
        x, y = xy
        box = self.d.textbbox((x, y), s, font=FS, anchor=anchor)
        self.d.rectangle((box[0] - 3, box[1] - 2, box[2] + 3, box[3] + 2), fill="white")
        self.d.text((x, y), s, font=FS, fill=colour, anchor=anchor)

    def finish(self):
        d = self.d
        segs = []
        for i, (pts, c, w) in enumerate(self.wires):
            d.line(pts, fill=c, width=w, joint="curve")
            for a, b in zip(pts, pts[1:]):
                segs.append((i, a, b, c, w))
        # hops: a vertical segment crossing a horizontal one of another wire, away from ends
        for i, a, b, c, w in segs:
            if a[0] != b[0]:
                continue
            x = a[0]
            ylo, yhi = sorted((a[1], b[1]))
            for j, p, q, c2, w2 in segs:
                if j == i or p[1] != q[1]:
                    continue
                y = p[1]
                xlo, xhi = sorted((p[0], q[0]))
                if xlo + 4 < x < xhi - 4 and ylo + 4 < y < yhi - 4:
                    d.rectangle((x - 8, y - w2, x + 8, y + w2), fill="white")
                    d.arc((x - 8, y - 8, x + 8, y + 8), 180, 360, fill=c2, width=w2)
                    d.line((x, y - 10, x, y + 10), fill=c, width=w)
        for x, y, c in self.dots:
            d.ellipse((x - 5, y - 5, x + 5, y + 5), fill=c)


def draw_pico(s, used):
    d = s.d
    d.rounded_rectangle((PICO_X0, Y0 - 40, PICO_X1, Y0 + 19 * PITCH + 40), 12,
                        fill=(226, 240, 226), outline=(40, 110, 40), width=3)
    d.rectangle((PICO_X0 + 75, Y0 - 58, PICO_X1 - 75, Y0 - 28), fill=(190, 190, 190),
                outline="black")
    s.text(((PICO_X0 + PICO_X1) // 2, Y0 - 43), "USB", FS, anchor="mm")
    s.text(((PICO_X0 + PICO_X1) // 2, Y0 + 9 * PITCH), "Raspberry Pi", FB, anchor="mm")
    s.text(((PICO_X0 + PICO_X1) // 2, Y0 + 9 * PITCH + 24), "Pico", FT, anchor="mm")
    s.text(((PICO_X0 + PICO_X1) // 2, Y0 + 9 * PITCH + 52), "(top view)", FS, anchor="mm")
    for n in range(1, 41):
        x, y = pin_xy(n)
        name = LEFT_NAMES[n - 1] if n <= 20 else RIGHT_NAMES[n - 21]
        on = n in used
        fill = (0, 0, 0) if on else (150, 150, 150)
        d.rectangle((x - 7, y - 7, x + 7, y + 7), fill=(230, 190, 60) if on else "white",
                    outline=fill, width=2)
        if n <= 20:
            s.text((x + 12, y), name, F if on else FS, fill, anchor="lm")
            s.text((x - 12, y - 4), str(n), FS, (110, 110, 110), anchor="rb")
        else:
            s.text((x - 12, y), name, F if on else FS, fill, anchor="rm")
            s.text((x + 12, y - 4), str(n), FS, (110, 110, 110), anchor="lb")


def box(s, x0, y0, x1, y1, title, sub=None, fill=(235, 235, 250)):
    s.d.rounded_rectangle((x0, y0, x1, y1), 8, fill=fill, outline="black", width=2)
    s.text(((x0 + x1) // 2, y0 + 8), title, FB, anchor="ma")
    if sub:
        s.text(((x0 + x1) // 2, y0 + 30), sub, FS, (60, 60, 60), anchor="ma")


def resistor(s, x, y, value, colour, vertical=False):
    """Zig-zag resistor centred at (x, y), 40 px long."""
    pts = []
    for k in range(9):
        t = -20 + k * 5
        off = 0 if k in (0, 8) else (6 if k % 2 else -6)
        pts.append((x + off, y + t) if vertical else (x + t, y + off))
    pad = (x - 9, y - 21, x + 9, y + 21) if vertical else (x - 21, y - 9, x + 21, y + 9)
    s.d.rectangle(pad, fill="white")
    s.d.line(pts, fill=colour, width=2)
    if vertical:
        s.text((x + 12, y), value, FS, anchor="lm")
    else:
        s.text((x, y - 12), value, FS, anchor="mb")


def gnd_symbol(s, x, y):
    d = s.d
    d.line((x, y, x, y + 10), fill="black", width=2)
    for k, half in enumerate((12, 8, 4)):
        d.line((x - half, y + 10 + k * 5, x + half, y + 10 + k * 5), fill="black", width=2)


def main(out=OUT):
    c = hal_pins()
    s = Sheet()
    P = lambda gp: phys_of("GP%d" % gp)  # noqa: E731
    used = {P(c["PIN_SDA"]), P(c["PIN_SCL"]), P(c["PIN_NEOPIXEL"]), P(c["PIN_BUZZER"]),
            18, 23, 36, 38, 40}
    buttons = [("UP", c["PIN_UP"]), ("DOWN", c["PIN_DOWN"]), ("LEFT", c["PIN_LEFT"]),
               ("RIGHT", c["PIN_RIGHT"]), ("OK", c["PIN_OK"]), ("BACK", c["PIN_BACK"])]
    used |= {P(gp) for _, gp in buttons}

    draw_pico(s, used)
    s.text((30, 20), "Lookout wiring", FT)
    s.text((30, 52), "Raspberry Pi Pico + SSD1306 OLED + 6 buttons + WS2812B + passive buzzer",
           F, (60, 60, 60))

    # --- OLED (left, pins aligned with SDA/SCL rows) ---
    ysda = pin_xy(P(c["PIN_SDA"]))[1]
    yscl = pin_xy(P(c["PIN_SCL"]))[1]
    ox1 = 300
    box(s, 60, ysda - 130, ox1, yscl + 30, "SSD1306 OLED", "0.96\" 128x64, I2C 0x3C",
        fill=(225, 235, 255))
    s.d.rectangle((85, ysda - 80, ox1 - 85, ysda - 20), fill=(20, 30, 60))
    oled_pins = [("GND", ysda - 80), ("VCC", ysda - 40), ("SDA", ysda), ("SCL", yscl)]
    for name, y in oled_pins:
        s.d.rectangle((ox1 - 6, y - 6, ox1 + 6, y + 6), fill=(230, 190, 60), outline="black")
        s.text((ox1 - 12, y), name, F, anchor="rm")
    s.wire([(ox1, ysda), pin_xy(P(c["PIN_SDA"]))], COL["sda"])
    s.label((430, ysda - 4), "SDA  GP%d (pin %d)" % (c["PIN_SDA"], P(c["PIN_SDA"])), COL["sda"])
    s.wire([(ox1, yscl), pin_xy(P(c["PIN_SCL"]))], COL["scl"])
    s.label((430, yscl + 18), "SCL  GP%d (pin %d)" % (c["PIN_SCL"], P(c["PIN_SCL"])), COL["scl"],
            anchor="mb")
    # OLED power over the top from pins 36 (3V3) and 38 (GND)
    x36, y36 = pin_xy(36)
    x38, y38 = pin_xy(38)
    s.wire([(ox1, ysda - 40), (380, ysda - 40), (380, 118), (905, 118), (905, y36), (x36, y36)],
           COL["3v3"])
    s.wire([(ox1, ysda - 80), (350, ysda - 80), (350, 100), (925, 100), (925, y38), (x38, y38)],
           COL["gnd"])
    s.label((520, 116), "3V3 (pin 36) -> OLED VCC", COL["3v3"])
    s.label((520, 98), "GND (pin 38) -> OLED GND", COL["gnd"])

    # --- buttons (left, rows aligned with their pins; common GND bus to pin 18) ---
    gx = 110
    ys = []
    for name, gp in buttons:
        x, y = pin_xy(P(gp))
        ys.append(y)
        sx = 250
        s.wire([(x, y), (sx + 22, y)], COL["btn"])
        s.wire([(sx - 22, y), (gx, y)], COL["gnd"])
        d = s.d
        d.ellipse((sx - 26, y - 4, sx - 18, y + 4), outline="black", width=2)
        d.ellipse((sx + 18, y - 4, sx + 26, y + 4), outline="black", width=2)
        d.line((sx - 20, y - 8, sx + 20, y - 8), fill="black", width=3)
        d.line((sx, y - 8, sx, y - 18), fill="black", width=3)
        s.text((sx, y - 22), name, FS, anchor="mb")
        s.label((430, y - 3), "GP%d (pin %d)" % (gp, P(gp)), COL["btn"])
        s.dot(gx, y, COL["gnd"])
    y18 = pin_xy(18)[1]
    s.wire([(gx, min(ys)), (gx, max(ys) + 40)], COL["gnd"])
    s.wire([(gx, y18), pin_xy(18)], COL["gnd"])
    s.dot(gx, y18, COL["gnd"])
    s.label((430, y18 - 3), "GND (pin 18)", COL["gnd"])
    gnd_symbol(s, gx, max(ys) + 40)
    s.text((140, max(ys) + 45), "6x 6x6 mm tactile switches to GND;", FS)
    s.text((140, max(ys) + 61), "internal pull-ups, active low", FS)

    # --- buzzer driver (right, middle) ---
    xbz, ybz = pin_xy(P(c["PIN_BUZZER"]))
    x23, y23 = pin_xy(23)
    x40, y40 = pin_xy(40)
    tx, ty = 1120, ybz          # transistor base point
    s.wire([(xbz, ybz), (tx - 20, ty)], COL["bz"])
    resistor(s, 1065, ybz, "1k", COL["bz"])
    s.label((965, ybz - 4), "GP%d PWM (pin %d)" % (c["PIN_BUZZER"], P(c["PIN_BUZZER"])),
            COL["bz"])
    d = s.d
    d.ellipse((tx - 28, ty - 34, tx + 40, ty + 34), outline="black", width=2)
    d.line((tx - 2, ty - 20, tx - 2, ty + 20), fill="black", width=4)     # base bar
    d.line((tx - 20, ty, tx - 2, ty), fill="black", width=2)
    cx, ex = tx + 22, tx + 22
    d.line((tx - 2, ty - 8, cx, ty - 28), fill="black", width=2)           # collector
    d.line((tx - 2, ty + 8, ex, ty + 28), fill="black", width=2)           # emitter
    d.polygon([(ex, ty + 28), (ex - 12, ty + 25), (ex - 5, ty + 17)], fill="black")
    s.text((tx + 46, ty), "Q1 2N3904", FS, anchor="lm")
    s.text((tx + 46, ty + 16), "(NPN)", FS, anchor="lm")
    # emitter to GND row (pin 23)
    s.wire([(ex, ty + 28), (ex, y23)], COL["gnd"])
    s.dot(ex, y23, COL["gnd"])
    # buzzer + diode between VBUS and collector
    byt, byb = ty - 190, ty - 110
    s.wire([(cx, ty - 28), (cx, byb)], COL["bz"])
    d.ellipse((cx - 32, byt + 2, cx + 32, byb - 2), fill=(40, 40, 40), outline="black", width=2)
    d.ellipse((cx - 8, (byt + byb) // 2 - 8, cx + 8, (byt + byb) // 2 + 8), fill=(90, 90, 90))
    s.text((cx - 42, (byt + byb) // 2 - 10), "BZ1 passive", FS, anchor="rm")
    s.text((cx - 42, (byt + byb) // 2 + 8), "magnetic buzzer", FS, anchor="rm")
    s.wire([(cx, byt), (cx, byt - 40)], COL["5v"])
    dx = cx + 80
    s.wire([(cx, byt - 40), (dx, byt - 40), (dx, byb + 40), (cx, byb + 40)], COL["bz"], 2)
    s.dot(cx, byt - 40, COL["5v"])
    s.dot(cx, byb + 40, COL["bz"])
    dy = (byt + byb) // 2
    d.polygon([(dx - 10, dy + 8), (dx + 10, dy + 8), (dx, dy - 8)], fill="black")
    d.line((dx - 10, dy - 8, dx + 10, dy - 8), fill="black", width=3)
    s.text((dx + 14, dy), "D1 1N4148", FS, anchor="lm")
    # VBUS down to the buzzer
    s.wire([(x40, y40), (cx, y40), (cx, byt - 40)], COL["5v"])
    s.label((1020, y40 - 3), "VBUS 5 V (pin 40)", COL["5v"])

    # --- NeoPixel (bottom right, DIN on the GP16 row) ---
    xnp, ynp = pin_xy(P(c["PIN_NEOPIXEL"]))
    nx0, nx1 = 1180, 1330
    box(s, nx0, ynp - 60, nx1, ynp + 60, "WS2812B", "NeoPixel", fill=(245, 230, 250))
    for name, yy in (("VDD", ynp - 30), ("DIN", ynp), ("VSS", ynp + 30)):
        xx = nx1 if name != "DIN" else nx0
        s.d.rectangle((xx - 6, yy - 6, xx + 6, yy + 6), fill=(230, 190, 60), outline="black")
        if xx == nx1:
            s.text((xx - 10, yy), name, FS, anchor="rm")
        else:
            s.text((xx + 10, yy), name, FS, anchor="lm")
    s.wire([(xnp, ynp), (nx0, ynp)], COL["np"])
    resistor(s, 1100, ynp, "330R", COL["np"])
    s.label((965, ynp - 4), "GP%d DIN (pin %d)" % (c["PIN_NEOPIXEL"], P(c["PIN_NEOPIXEL"])),
            COL["np"])
    # GND row from pin 23 to the pixel's VSS
    s.wire([(x23, y23), (1420, y23), (1420, ynp + 30), (nx1, ynp + 30)], COL["gnd"])
    s.label((960, y23 - 3), "GND (pin 23)", COL["gnd"])
    # 3V3 from pin 36 along the far right to VDD
    s.wire([(x36, y36), (1460, y36), (1460, ynp - 30), (nx1, ynp - 30)], COL["3v3"])
    s.dot(905, y36, COL["3v3"])
    s.label((1300, y36 - 3), "3V3 (pin 36) -> NeoPixel VDD", COL["3v3"])
    cxp = 1380
    s.d.line((cxp, ynp - 30, cxp, ynp - 3), fill="black", width=2)
    s.d.line((cxp, ynp + 3, cxp, ynp + 30), fill="black", width=2)
    s.d.line((cxp - 10, ynp - 3, cxp + 10, ynp - 3), fill="black", width=3)
    s.d.line((cxp - 10, ynp + 3, cxp + 10, ynp + 3), fill="black", width=3)
    s.text((cxp + 14, ynp), "C1", FS, anchor="lm")
    s.text((nx1, ynp + 68), "C1 = 100 nF across VDD/VSS at the pixel", FS, anchor="ma")
    s.dot(cxp, ynp - 30, COL["3v3"])
    s.dot(cxp, ynp + 30, COL["gnd"])

    s.finish()
    s.text((30, H - 30), "Dot = junction, hop = crossing without connection. "
           "Full table: hardware/pinout.md; simulation: hardware/diagram.json (Wokwi).",
           FS, (70, 70, 70))
    os.makedirs(os.path.dirname(out), exist_ok=True)
    s.im.save(out)
    print("wrote", out)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else OUT)
