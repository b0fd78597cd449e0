"""The Black Keep mini-map drawing: the whole board as an overview, or a readable zoom that
follows a hex cursor, with a 6-column text panel on the right.

Geometry comes from lookout.keep.hexgrid's integer lattice (centre of axial (q, r) at
x = 3q, y = 2r + q), computed once per board into bytearrays. What never changes (walls, the
Keep's edge, floor, special hexes, the vault) is drawn once per board into two small layers
(the overview, and the whole board at zoom scale, ~3 KB); draw() blits the layer and adds
what stands on each hex (guards, markers, torches, allowed / seen hexes: per-hex flag bytes
set by set_*() calls from key handlers), so it is only arithmetic and drawing calls (no
allocation), and a redraw costs a blit (framebuf's, or lookout.ui.canvas's on CircuitPython)
plus the few hexes with something on them.
"""
from array import array


from lookout.compat import const

MAPW = const(79)          # map area width; the panel starts at PX
PX = const(80)
PCOLS = const(6)
PROWS = const(7)

# per-hex flags
F_SPECIAL = const(1)
F_GUARD = const(2)
F_MARK = const(4)
F_TORCH = const(8)
F_ALLOWED = const(16)
F_SEEN = const(32)
F_VAULT = const(64)
F_SELF = const(128)
DYN = const(2 | 4 | 8 | 16 | 32 | 128)   # what changes during play; the rest is pre-drawn
ZM = const(6)             # margin of the pre-drawn zoom layer round the board

# zoom scale: lattice x * 2, y * 3 (a hex ~9 x 7 pixels); corner k ends side k
ZX = const(2)
ZY = const(3)
_ZCX = (2, 4, 2, -2, -4, -2)
_ZCY = (-3, 0, 3, 3, 0, -3)
_ZFX = (0, 5, 5, 0, -5, -5)          # facing pointer tip per side
_ZFY = (-6, -3, 3, 6, 3, -3)
_OCX = (1, 2, 1, -1, -2, -1)          # overview: scale 1
_OCY = (-1, 0, 1, 1, 0, -1)
_OFX = (0, 2, 2, 0, -2, -2)
_OFY = (-2, -1, 1, 2, 1, -1)


class MapView:
    """Per-board drawing tables. zoom=True draws around the cursor, else the whole board."""

    def __init__(self, board, layers=True, kept=None):
        self.board = board
        n = board.n
        self.n = n
        q = board.q
        r = board.r
        x0 = y0 = 1 << 20
        x1 = y1 = -x0
        for h in range(n):                 # (no list of n ints: a lean heap may have no
            x = 3 * q[h]                   # piece that big late in a game)
            y = 2 * r[h] + q[h]
            x0 = min(x0, x)
            x1 = max(x1, x)
            y0 = min(y0, y)
            y1 = max(y1, y)
        x0 -= 2
        y0 -= 1
        self.bw = x1 + 3 - x0              # overview size in pixels at scale 1
        self.bh = y1 + 2 - y0
        xs = self.x = bytearray(n)
        ys = self.y = bytearray(n)
        for h in range(n):
            xs[h] = 3 * q[h] - x0
            ys[h] = 2 * r[h] + q[h] - y0
        self.ox = (MAPW - self.bw) // 2
        self.oy = (64 - self.bh) // 2
        lines = bytearray(n)                 # walls and the Keep's outer edge, per side
        for h in range(n):
            v = board.wallbits(h)
            for d in range(6):
                if board.nbr(h, d) < 0:
                    v |= 1 << d
            lines[h] = v
        self.lines = lines
        self.flags = bytearray(n)
        self.face = bytearray(n)             # guard facing on that hex (255: none, clear())
        self.kind = bytearray(n)             # guard kind on that hex
        self.base = bytearray(n)
        self.dyn = array("h", bytes(2 * n))
        self.nd = 0
        for h in range(n):
            if board.special(h):
                self.base[h] |= F_SPECIAL
        if board.vault_hex >= 0:
            self.base[board.vault_hex] |= F_VAULT
        # tile centres (for labels in the overview): hex, label, top corner hex (where its
        # printed top points: its turn), half the label's width
        self.tc = []
        for pt in board.tiles:
            rad = 0
            for h in pt.hexes():
                if board.lcol[h] > rad:
                    rad = board.lcol[h]
            rad >>= 1
            best = top = pt.first
            for h in pt.hexes():
                if board.lcol[h] == rad and board.lrow[h] == rad:
                    best = h
                if board.lcol[h] == rad and board.lrow[h] == 0:
                    top = h                  # its printed top corner (E1 on a radius-4 mat)
            self.tc.append((best, pt.label, top, 4 * len(pt.label)))
        self.zoom = True
        self.labels = False
        self.cursor = board.vault_hex if board.vault_hex >= 0 else 0
        self.panel = [""] * PROWS
        self.clear()
        self.kept = None
        if layers:                   # (a host tool that uses only the geometry passes False)
            self._layers(kept)

    def _layers(self, kept):
        """Pre-draw the static board: the overview (map area) and the whole board at zoom.
        kept: an earlier view's layers (self.kept) of the same size, drawn over again rather
        than made anew, so a lean heap never needs their ~3.5 KB in one piece twice."""
        zw = self.bw * ZX + 2 * ZM
        zh = (self.bh * ZY + 2 * ZM + 7) & ~7
        if kept is not None and kept[0] == zw and kept[1] == zh:
            kept[2].fill(0)
            kept[3].fill(0)
        else:
            from lookout.ui.gfx import frame     # on a device only: host tools never draw
            kept = (zw, zh,                      # framebuf, or the canvas on CircuitPython
                    frame(bytearray(MAPW * 8), MAPW, 64), frame(bytearray(zw * zh // 8), zw, zh))
        self.kept = kept
        self._ofb = kept[2]
        self._zfb = kept[3]
        self._static(self._ofb, self.ox, self.oy, 1, 1, _OCX, _OCY)
        self._static(self._zfb, ZM, ZM, ZX, ZY, _ZCX, _ZCY)

    def _static(self, fb, ox, oy, sx, sy, kx, ky):
        xs = self.x
        ys = self.y
        ln = self.lines
        bs = self.base
        zoom = sx > 1
        for h in range(self.n):
            cx = ox + xs[h] * sx
            cy = oy + ys[h] * sy
            v = ln[h]
            for d in range(6):
                if v >> d & 1:
                    fb.line(cx + kx[d - 1], cy + ky[d - 1], cx + kx[d], cy + ky[d], 1)
            f = bs[h]
            if f & F_SPECIAL:
                if zoom:
                    fb.fill_rect(cx - 1, cy - 1, 3, 3, 1)
            else:
                fb.pixel(cx, cy, 1)
            if f & F_VAULT and zoom:
                fb.rect(cx - 2, cy - 2, 5, 5, 1)

    # -- what is on the board (call from key handlers, never from draw) -----------------
    def clear(self):
        self.flags[:] = self.base
        for h in range(self.n):
            self.face[h] = 255
        self.nd = 0

    def _dyn(self, h, was):
        """Keep the list of hexes that have something on them (draw walks only those)."""
        if not was & DYN and self.flags[h] & DYN:
            self.dyn[self.nd] = h
            self.nd += 1

    def set_guards(self, guards):
        """guards: iterable of (hex, facing, kind) for guards on the board."""
        for h, f, k in guards:
            if h >= 0:
                was = self.flags[h]
                self.flags[h] |= F_GUARD
                self.face[h] = f
                self.kind[h] = k
                self._dyn(h, was)

    def set_flag(self, hexes, flag):
        for h in hexes:
            if 0 <= h < self.n:
                was = self.flags[h]
                self.flags[h] |= flag
                self._dyn(h, was)

    # -- drawing --------------------------------------------------------------------------
    def draw(self, fb):
        if self.zoom:
            self._draw_zoom(fb)
        else:
            self._draw_overview(fb)
        fb.fill_rect(MAPW, 0, 128 - MAPW, 64, 0)
        fb.vline(MAPW - 1, 0, 64, 1)
        p = self.panel
        for i in range(PROWS):
            fb.text(p[i], PX, i * 9, 1)

    def _draw_zoom(self, fb):
        xs = self.x
        ys = self.y
        c = self.cursor
        ox = MAPW // 2 - xs[c] * ZX
        oy = 32 - ys[c] * ZY
        fb.blit(self._zfb, ox - ZM, oy - ZM)
        fl = self.flags
        dyn = self.dyn
        for i in range(self.nd):
            h = dyn[i]
            f = fl[h]
            cx = ox + xs[h] * ZX
            cy = oy + ys[h] * ZY
            if cx < -5 or cx > MAPW + 4 or cy < -4 or cy > 68:
                continue
            if f & F_GUARD:
                fb.fill_rect(cx - 2, cy - 2, 5, 5, 0)
                k = self.kind[h]
                if k == 0:
                    fb.fill_rect(cx - 2, cy - 2, 5, 5, 1)
                elif k == 1:
                    fb.rect(cx - 2, cy - 2, 5, 5, 1)
                    fb.pixel(cx, cy, 1)
                else:
                    fb.line(cx - 2, cy - 2, cx + 2, cy + 2, 1)
                    fb.line(cx - 2, cy + 2, cx + 2, cy - 2, 1)
                d = self.face[h]
                if d < 6:
                    fb.line(cx, cy, cx + _ZFX[d], cy + _ZFY[d], 1)
            elif f & F_SELF:
                fb.fill_rect(cx - 1, cy - 2, 3, 5, 1)
                fb.fill_rect(cx - 2, cy - 1, 5, 3, 1)
            elif f & F_SEEN:
                fb.hline(cx - 1, cy, 3, 1)
                fb.vline(cx, cy - 1, 3, 1)
            if f & F_MARK:
                fb.rect(cx - 3, cy - 3, 7, 7, 1)
            if f & F_TORCH:
                fb.line(cx - 3, cy + 2, cx + 3, cy - 2, 1)
            if f & F_ALLOWED:
                fb.pixel(cx - 3, cy, 1)
                fb.pixel(cx + 3, cy, 1)
                fb.pixel(cx, cy - 2, 1)
                fb.pixel(cx, cy + 2, 1)
        cx = ox + xs[c] * ZX
        cy = oy + ys[c] * ZY
        # corner brackets: what is inside stays readable
        fb.hline(cx - 6, cy - 5, 3, 1)
        fb.vline(cx - 6, cy - 5, 3, 1)
        fb.hline(cx + 4, cy - 5, 3, 1)
        fb.vline(cx + 6, cy - 5, 3, 1)
        fb.hline(cx - 6, cy + 5, 3, 1)
        fb.vline(cx - 6, cy + 3, 3, 1)
        fb.hline(cx + 4, cy + 5, 3, 1)
        fb.vline(cx + 6, cy + 3, 3, 1)

    def _draw_overview(self, fb):
        xs = self.x
        ys = self.y
        ox = self.ox
        oy = self.oy
        fb.blit(self._ofb, 0, 0)
        fl = self.flags
        dyn = self.dyn
        for i in range(self.nd):
            h = dyn[i]
            f = fl[h]
            cx = ox + xs[h]
            cy = oy + ys[h]
            if f & F_GUARD:
                fb.fill_rect(cx - 1, cy - 1, 3, 3, 1)
                d = self.face[h]
                if d < 6:
                    fb.line(cx, cy, cx + _OFX[d], cy + _OFY[d], 1)
            elif f & (F_SEEN | F_ALLOWED | F_SELF):
                fb.hline(cx - 1, cy, 3, 1)
            if f & (F_MARK | F_TORCH):
                fb.pixel(cx - 1, cy - 1, 1)
                fb.pixel(cx + 1, cy + 1, 1)
                fb.pixel(cx - 1, cy + 1, 1)
                fb.pixel(cx + 1, cy - 1, 1)
        if self.labels:
            for h, lab, top, w in self.tc:
                cx = ox + xs[h]
                cy = oy + ys[h]
                fb.fill_rect(cx - w - 1, cy - 5, 2 * w + 2, 10, 0)
                fb.text(lab, cx - w, cy - 4, 1)
                cx = ox + xs[top]            # its top corner, a block: the tile's turn
                cy = oy + ys[top]
                fb.fill_rect(cx - 2, cy - 2, 5, 5, 0)
                fb.fill_rect(cx - 1, cy - 1, 3, 3, 1)
        else:
            c = self.cursor
            fb.rect(ox + xs[c] - 3, oy + ys[c] - 3, 7, 7, 1)

    # -- cursor movement ------------------------------------------------------------------
    def step(self, dx, dy, allowed=None):
        """Move the cursor to the nearest hex (in allowed, a per-hex bytearray, if given)
        in direction (dx, dy) = one of (+-1, 0), (0, +-1). Returns True if it moved."""
        c = self.cursor
        xs = self.x
        ys = self.y
        x0 = xs[c]
        y0 = ys[c]
        best = -1
        bs = 1 << 20
        for h in range(self.n):
            if h == c or (allowed is not None and not allowed[h]):
                continue
            ex = (xs[h] - x0) * 4         # lattice units to ~real distance (x 1/2, y 0.87)
            ey = (ys[h] - y0) * 7
            along = ex * dx + ey * dy
            if along <= 0:
                continue
            perp = ey * dx + ex * dy
            if perp < 0:
                perp = -perp
            s = along + perp
            if s < bs:
                bs = s
                best = h
        if best < 0:
            return False
        self.cursor = best
        return True
