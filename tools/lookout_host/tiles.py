"""`lookout tiles check | preview | push`: a group's own Black Keep tile files, on the host.

check    the device's own parser (lookout.keep.tiles) on each file: `file:line: message` for a
         mistake (exit 1), else one line saying what the tile holds (exit 0).
preview  a PNG of the tile at the size of the printed one (--hex-mm: a hex's width corner to
         corner on your mat; --dpi goes into the PNG, so printing it at 100 % gives that
         size), drawn the way the device reads it: hex names, walls, special hexes, the Vault
         Hex, the crescent, the patrol line with star and shield, red shields and arrows.
         Hold it against the mat (or lay the mat beside the screen): what differs is a mistake
         in the file.
push     checks the file, then copies it into usertiles/ of the device (mpremote, as backup
         and restore do: the device parses it again with its own code before it keeps it) or
         of a simulator's flash folder (--state). A file of that name with other content is
         only replaced with --force: a game saved on the old one would no longer resume.

Geometry is the firmware's (lookout.keep.hexgrid): flat-topped hexes in lettered columns,
B, D, F, H half a hex lower; hex sides N NE SE S SW NW; the integer lattice puts the centre of
axial (q, r) at (3q, 2r + q) in units of half a side and sqrt(3)/2 of a side.
"""
import os

from lookout_host.device import Board, DeviceError, Folder

HEX_MM = 30.0           # a printed hex's width corner to corner (measure yours: --hex-mm)
DPI = 150
USER = "usertiles"
INCOMING = "tile.tmp"   # push copies here, the device checks it, then renames it into USER
COLOURS = {"wall": (20, 20, 20), "grid": (150, 150, 150), "special": (120, 120, 120),
           "patrol": (30, 150, 60), "red": (200, 30, 30), "crescent": (40, 90, 210),
           "vault": (215, 170, 20), "name": (90, 90, 90), "corner": (140, 60, 170)}


def _parse(path):
    """(Tile, None) or (None, 'file:line: message')."""
    from lookout.keep.layout import unfit
    from lookout.keep.tiles import TileError, load_tile
    try:
        t = load_tile(path)
    except TileError as e:
        return None, _file_line(str(e), path)
    why = unfit(t, path)
    return (None, why) if why else (t, None)


def _file_line(msg, path):
    """The parser's "NAME line N: text" (or "NAME: text") as "path:N: text"."""
    import re
    m = re.match(r"^(.*?) line (\d+): (.*)$", msg, re.S)
    if m:
        return "%s:%s: %s" % (path, m.group(2), m.group(3))
    head = os.path.basename(path) + ": "
    i = msg.find(head)
    if i >= 0:
        return "%s: %s" % (path, msg[i + len(head):])
    return "%s: %s" % (path, msg)


def summary(t):
    """One line on what a parsed tile holds (what to compare against the mat)."""
    walls = len(set(tuple(sorted([(c, r), _nb(c, r, d)])) for c, r, d in t.walls))
    if t.is_vault:
        from lookout.keep.hexgrid import hex_name
        return ("tile %s (vault): %d hexes, %d walls, %d special, vault hex %s, %d arrows"
                % (t.label, len(t.hexes), walls, len(t.special), hex_name(*t.vault),
                   len(t.arrows)))
    return ("tile %s (map): %d hexes, %d walls, %d special, patrol of %d hexes, %d red "
            "shield%s, %d arrows" % (t.label, len(t.hexes), walls, len(t.special),
                                     len(t.patrol), len(t.red_shields),
                                     "" if len(t.red_shields) == 1 else "s", len(t.arrows)))


def _nb(c, r, d):
    from lookout.keep.hexgrid import neighbour
    return neighbour(c, r, d)


def check(paths, out):
    """Check each file; returns the exit status (0: all good, 1: a bad file)."""
    rc = 0
    for p in paths:
        t, err = _parse(p)
        if err:
            out.append(err)
            rc = 1
        else:
            out.append("%s: ok, %s" % (p, summary(t)))
    return rc


# --- preview ----------------------------------------------------------------------------------
def _points(t, hex_px):
    """Pixel centre of each hex of t and the lattice-to-pixel scale: (centres, sx, sy, size)."""
    from lookout.keep.hexgrid import to_axial
    side = hex_px / 2.0                      # corner to corner is two sides
    sx = side / 2.0                          # lattice x unit: half a side
    sy = side * 3 ** 0.5 / 2.0               # lattice y unit
    pts = {}
    for c, r in t.hexes:
        q, ar = to_axial(c, r)
        pts[(c, r)] = (3 * q * sx, (2 * ar + q) * sy)
    xs = [p[0] for p in pts.values()]
    ys = [p[1] for p in pts.values()]
    m = hex_px * 0.9                         # room for the title, legend, arrows at the edge
    x0 = min(xs) - m
    y0 = min(ys) - m - hex_px * 0.7
    for h in pts:
        pts[h] = (pts[h][0] - x0, pts[h][1] - y0)
    size = (int(max(xs) - x0 + m), int(max(ys) - y0 + m + hex_px * 0.6))
    return pts, sx, sy, size


def preview(path, png, hex_mm=HEX_MM, dpi=DPI):
    """Draw the tile file at path into png; DeviceError on a bad file."""
    from PIL import Image, ImageDraw, ImageFont
    from lookout.keep.hexgrid import CORNER, hex_name
    t, err = _parse(path)
    if err:
        raise DeviceError(err)
    hex_px = hex_mm / 25.4 * dpi
    pts, sx, sy, size = _points(t, hex_px)
    img = Image.new("RGB", size, "white")
    d = ImageDraw.Draw(img)
    f_name = ImageFont.load_default(size=max(8, int(hex_px * 0.16)))
    f_title = ImageFont.load_default(size=max(10, int(hex_px * 0.22)))
    lw = max(1, int(hex_px / 60))

    def corner(h, k):
        x, y = pts[h]
        return x + CORNER[k % 6][0] * sx, y + CORNER[k % 6][1] * sy

    def ring(h, scale=1.0):
        x, y = pts[h]
        return [(x + (corner(h, k)[0] - x) * scale, y + (corner(h, k)[1] - y) * scale)
                for k in range(6)]

    corners = set(t.corners())
    for h in sorted(t.hexes):
        fill = (225, 225, 225) if h in t.special else None
        d.polygon(ring(h), fill=fill, outline=COLOURS["grid"], width=lw)
        if h in t.special:                   # hatched: nobody walks in, sight stops there
            x, y = pts[h]
            r = hex_px * 0.4                 # inside the hex (its inner radius is 0.43)
            for k in range(-3, 4):
                o = k * r / 3.5              # lines along (1, -1)/sqrt2, o along the normal
                h2 = (r * r - o * o) ** 0.5 / 2 ** 0.5
                cx, cy = x + o / 2 ** 0.5, y + o / 2 ** 0.5
                d.line([(cx - h2, cy + h2), (cx + h2, cy - h2)], fill=COLOURS["special"],
                       width=lw)
        if h in corners and not t.is_vault:  # a corner hex: an Outside Hex where it is free
            d.polygon(ring(h, 0.86), outline=COLOURS["corner"], width=lw * 2)
    if t.is_vault and t.vault:
        d.polygon(ring(t.vault, 0.7), fill=COLOURS["vault"])
    # the patrol line, star first, shield last
    if t.patrol:
        d.line([pts[h] for h in t.patrol], fill=COLOURS["patrol"], width=lw * 4,
               joint="curve")
        _star(d, pts[t.patrol[0]], hex_px * 0.2, COLOURS["patrol"])
        _shield(d, pts[t.patrol[-1]], hex_px * 0.17, COLOURS["patrol"])
    for h in t.red_shields:
        _shield(d, pts[h], hex_px * 0.17, COLOURS["red"])
    if t.crescent:
        x, y = pts[t.crescent]
        r = hex_px * 0.2
        d.ellipse([x - r, y - r, x + r, y + r], fill=COLOURS["crescent"])
        d.ellipse([x - r * 0.45, y - r * 1.05, x + r * 1.25, y + r * 0.75], fill="white")
    for h, side in t.arrows.items():
        _arrow(d, pts[h], side, hex_px, COLOURS["red"], lw)
    # walls on top, thick: each side once
    for c, r, side in t.walls:
        h = (c, r)
        a = corner(h, side - 1)
        b = corner(h, side)
        d.line([a, b], fill=COLOURS["wall"], width=lw * 6)
    for h in t.hexes:
        x, y = pts[h]
        d.text((x, y + hex_px * 0.28), hex_name(*h), fill=COLOURS["name"], font=f_name,
               anchor="mm")
    what, counts = summary(t).split(": ", 1)
    d.text((hex_px * 0.2, hex_px * 0.1), "%s: %s" % (os.path.basename(path), what),
           fill="black", font=f_title)
    d.text((hex_px * 0.2, hex_px * 0.1 + f_title.size * 1.3), counts, fill="black",
           font=f_name)
    d.text((hex_px * 0.2, hex_px * 0.1 + f_title.size * 1.3 + f_name.size * 1.3),
           "printed top up (hex sides N NE SE S SW NW clockwise from it); a hex %.0f mm "
           "corner to corner at %d dpi" % (hex_mm, dpi), fill=COLOURS["name"], font=f_name)
    legend = ("hatched: special hex   yellow: Vault Hex   black: walls",
              "purple ring: corner hex (an Outside Hex where no tile touches)",
              "green: patrol line, star first, shield last   blue crescent: Stationary guard",
              "red: Wandering guards' shields and arrows")
    for i in range(4):
        d.text((hex_px * 0.2, size[1] - hex_px * 0.1 - (4 - i) * f_name.size * 1.3),
               legend[i], fill=COLOURS["name"], font=f_name)
    img.save(png, dpi=(dpi, dpi))
    return size


def _star(d, at, r, colour):
    import math
    x, y = at
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((x + rr * math.cos(a), y - r * 0.3 + rr * math.sin(a)))
    d.polygon(pts, fill=colour)


def _shield(d, at, r, colour):
    x, y = at
    y -= r * 0.3
    d.polygon([(x - r, y - r), (x + r, y - r), (x + r, y + r * 0.2), (x, y + r * 1.2),
               (x - r, y + r * 0.2)], fill=colour)


def _arrow(d, at, side, hex_px, colour, lw):
    """A red arrow from near the hex's centre toward its side `side` (N = up, clockwise)."""
    import math
    a = math.radians(-90 + 60 * side)
    ux, uy = math.cos(a), math.sin(a)
    x, y = at
    r0 = hex_px * 0.12
    r1 = hex_px * 0.42
    tip = (x + ux * r1, y + uy * r1)
    d.line([(x + ux * r0, y + uy * r0), tip], fill=colour, width=lw * 3)
    w = hex_px * 0.09
    back = (tip[0] - ux * w * 1.6, tip[1] - uy * w * 1.6)
    d.polygon([tip, (back[0] - uy * w, back[1] + ux * w), (back[0] + uy * w, back[1] - ux * w)],
              fill=colour)


# --- push ---------------------------------------------------------------------------------------
def _push_code(name, size, chk, force):
    """Run on the device after `fs cp` put the file at INCOMING: the same bytes arrived, the
    device's own parser takes it, an existing different file is kept unless forced; then one
    rename puts it in usertiles/."""
    from lookout_host.device import _HEAD
    return _HEAD + (
        "from lookout.keep.tiles import read_tile\n"
        "raw = fs.read(%r)\n"
        "dest = %r\n"
        "old = fs.read(dest)\n"
        "if raw is None or len(raw) != %d or store.adler32(raw) != %d:\n"
        "    print('LKBAD')\n"
        "elif old is not None and old != raw and not %r:\n"
        "    print('LKDIFF')\n"
        "else:\n"
        "    try:\n"
        "        read_tile(fs, %r)\n"
        "        err = None\n"
        "    except ValueError as e:\n"
        "        err = str(e)\n"
        "    if err:\n"
        "        print('LKTILE', err)\n"
        "    else:\n"
        "        try:\n"
        "            os.mkdir(%r)\n"
        "        except OSError:\n"
        "            pass\n"
        "        fs.rename(%r, dest)\n"
        "        print('LKOK', 'same' if old == raw else 'new')\n"
        "raw = old = None\n"
        "fs.remove(%r)\n"
    ) % (INCOMING, USER + "/" + name, size, chk, bool(force), INCOMING, USER, INCOMING,
         INCOMING)


def push(target, path, force=False):
    """Put the tile file at path into the target's usertiles/; returns what was done."""
    t, err = _parse(path)
    if err:
        raise DeviceError("%s; nothing was copied" % err)
    with open(path, "rb") as f:
        raw = f.read()
    name = os.path.basename(path)
    dest = USER + "/" + name
    if isinstance(target, Folder):
        fs = target.fs
        old = fs.read(dest)
        if old is not None and old != raw and not force:
            raise DeviceError(_DIFF % (dest, target.where))
        os.makedirs(os.path.join(target.path, USER), exist_ok=True)
        fs.write(dest, raw)
        if fs.read(dest) != raw:
            raise DeviceError("%s could not store %s intact" % (target.where, dest))
        state = "same" if old == raw else "new"
    elif isinstance(target, Board):
        from lookout.store import adler32
        lines = target._run(_push_code(name, len(raw), adler32(raw), force),
                            ["fs", "cp", path, ":" + INCOMING, "+"])
        res = [ln for ln in lines if ln.startswith("LK") and not ln.startswith("LKV")]
        if not res or res[0] == "LKBAD":
            raise DeviceError("%s could not store %s intact (flash full?): nothing was "
                              "replaced" % (target.where, dest))
        if res[0] == "LKDIFF":
            raise DeviceError(_DIFF % (dest, target.where))
        if res[0].startswith("LKTILE"):
            raise DeviceError("the device refused %s: %s" % (name, res[0][7:]))
        state = res[0].split()[-1]
    else:
        raise DeviceError("no place to push to")
    what = "already there, unchanged" if state == "same" else "copied"
    return "%s: %s to %s on %s; Black Keep's layout offers it (%s)" % (
        path, what, dest, target.where, summary(t))


_DIFF = ("%s on %s has other content: a game saved on it would no longer resume; "
         "--force replaces it (or give the new file another name)")
