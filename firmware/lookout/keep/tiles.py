"""Tile files: a plain-text transcription of one side of a Black Keep mat.

One directive per line; '#' starts a comment; blank lines are ignored; case does not matter.
Hex names are the letter+number printed on the tile (D5). Sides: N NE SE S SW NW.

    tile 1              label used for this tile's hexes on the board ("1-C3"): 1-3 letters/digits
    kind map            map (default) or vault
    radius 4            the mat holds every hex within 4 steps of its centre hex (default 4:
                        columns A-I, centre E5, 61 hexes)
    missing A3 I7       hexes of that shape that are not on the mat (optional)
    wall D5 S           a wall on the S side of D5; "wall D5 D6" says the same; several on one
                        line: "wall D5 S, E4 F4". A wall on an edge side blocks the way to the
                        neighbouring tile.
    special B3 G2       special hexes (no walking in; sight goes in but not through)
    vault E5            the Vault Hex (vault tile only; required there)
    crescent C4         blue crescent: the Stationary guard's spot (map tile: required)
    patrol B6 C6 D5 E5  green line, star first, shield last: neighbours in order, no wall
                        crossed, no special hex, no hex twice (map tile: required)
    star B6             optional; must be the first patrol hex
    shield E5           optional; must be the last patrol hex
    red A3 G7           red shields: Wandering guard starts (at least one per tile)
    arrow C2 SE, D2 S   red arrows: the hex and the side it points to; the arrow must lead to a
                        hex of this tile, not across a wall and not into a special hex

Every mistake raises TileError (a ValueError) naming the line: "tile1a.txt line 7: ...".
Tile files are read through the storage boundary (lookout.fsys): read_tile(fs, path); the
folders the device reads them from are in tilelib.py.
"""
from lookout.keep import hexgrid as hg
from lookout.store import adler32

MAX_BYTES = 8192        # a tile file is ~0.5 KB; anything much bigger is not one


class TileError(ValueError):
    pass


def shape_hexes(radius):
    """Tile hexes (col, row) of a mat of this radius, and its centre hex (col=row=radius)."""
    qc, rc = hg.to_axial(radius, radius)
    out = []
    for col in range(2 * radius + 1):
        for row in range(3 * radius + 1):
            q, r = hg.to_axial(col, row)
            if hg.axial_distance(q, r, qc, rc) <= radius:
                out.append((col, row))
    return out, (radius, radius)


class Tile:
    """A parsed tile side. All hexes are (col, row) tile coordinates."""

    def __init__(self, name):
        self.name = name
        self.label = None
        self.vault = None          # vault hex or None (kind map)
        self.is_vault = False
        self.radius = 4
        self.centre = (4, 4)
        self.hexes = set()
        self.walls = set()         # (col, row, side), stored from both sides when both on tile
        self.special = set()
        self.crescent = None
        self.patrol = ()
        self.star = None
        self.shield = None
        self.red_shields = ()
        self.arrows = {}           # (col, row) -> side
        self.sum = 0               # checksum of the geometry (not the label): geometry_sum()

    def wall(self, col, row, d):
        return (col, row, d) in self.walls

    def corners(self):
        """The six corner hexes of the mat shape (N, NE, SE, S, SW, NW of the centre)."""
        out = []
        for d in range(6):
            c, r = self.centre
            for _ in range(self.radius):
                c, r = hg.neighbour(c, r, d)
            out.append((c, r))
        return out

    def __repr__(self):
        return "<Tile %s %s %d hexes>" % (self.label, "vault" if self.is_vault else "map",
                                         len(self.hexes))


_DIRECTIVES = ("tile", "kind", "radius", "missing", "wall", "special", "vault", "crescent",
               "patrol", "star", "shield", "red", "arrow")
_ONCE = ("tile", "kind", "radius", "vault", "crescent", "patrol", "star", "shield")


def parse_tile(text, name="?"):
    """Parse a tile file's text; name (e.g. the file name) goes into error messages."""
    t = Tile(name)
    lines = []
    seen = {}
    for no, raw in enumerate(text.split("\n"), 1):
        s = raw.split("#", 1)[0].strip()
        if not s:
            continue
        parts = s.split(None, 1)
        key = parts[0].lower()
        rest = parts[1] if len(parts) > 1 else ""
        if key not in _DIRECTIVES:
            raise TileError("%s line %d: unknown directive %r (expected one of: %s)"
                            % (name, no, parts[0], " ".join(_DIRECTIVES)))
        if key in _ONCE and key in seen:
            raise TileError("%s line %d: duplicate %r (already on line %d)"
                            % (name, no, key, seen[key]))
        seen[key] = no
        lines.append((no, key, rest))

    def err(no, msg):
        return TileError("%s line %d: %s" % (name, no, msg))

    # Pass 1: shape and identity, so hex names can be checked whatever the line order.
    for no, key, rest in lines:
        if key == "tile":
            lab = rest.strip()
            if not (1 <= len(lab) <= 3) or not _alnum(lab):
                raise err(no, "tile label must be 1-3 letters/digits, got %r" % lab)
            t.label = lab.upper()
        elif key == "kind":
            k = rest.strip().lower()
            if k not in ("map", "vault"):
                raise err(no, "kind must be 'map' or 'vault', got %r" % rest.strip())
            t.is_vault = k == "vault"
        elif key == "radius":
            v = rest.strip()
            if not v.isdigit() or not 1 <= int(v) <= 8:
                raise err(no, "radius must be a whole number 1-8, got %r" % v)
            t.radius = int(v)
    if t.label is None:
        raise TileError("%s: missing 'tile <label>' line" % name)
    shape, t.centre = shape_hexes(t.radius)
    t.hexes = set(shape)

    def hexes_of(no, s, want=None):
        out = []
        for tok in s.replace(",", " ").split():
            try:
                h = hg.parse_hex(tok)
            except ValueError as e:
                raise err(no, str(e))
            if h not in t.hexes:
                raise err(no, "unknown hex %s (not on a radius-%d tile%s)"
                          % (tok.upper(), t.radius, " or listed as missing" if h in shape else ""))
            out.append(h)
        if want is not None and len(out) != want:
            raise err(no, "expected %d hex name%s, got %d" % (want, "" if want == 1 else "s",
                                                             len(out)))
        if not out:
            raise err(no, "expected hex names")
        return out

    for no, key, rest in lines:
        if key == "missing":
            for h in hexes_of(no, rest):
                t.hexes.discard(h)

    def named(h):
        return hg.hex_name(h[0], h[1])

    def pairs(no, rest, what):
        """(hex, tokens) of each comma-separated 'HEX X' item of a line."""
        out = []
        for item in rest.split(","):
            toks = item.split()
            if len(toks) != 2:
                raise err(no, "%s, got %r" % (what, item.strip()))
            out.append((hexes_of(no, toks[0], 1)[0], toks))
        return out

    def once(no, h, used, what):
        if h in used:
            raise err(no, "duplicate %s %s" % (what, named(h)))
        used.add(h)

    for no, key, rest in lines:
        if key == "special":
            for h in hexes_of(no, rest):
                once(no, h, t.special, "special hex")
        elif key == "vault":
            t.vault = hexes_of(no, rest, 1)[0]
        elif key == "crescent":
            t.crescent = hexes_of(no, rest, 1)[0]
        elif key == "star":
            t.star = (hexes_of(no, rest, 1)[0], no)
        elif key == "shield":
            t.shield = (hexes_of(no, rest, 1)[0], no)
        elif key == "red":
            reds = list(t.red_shields)
            used = set(reds)
            for h in hexes_of(no, rest):
                once(no, h, used, "red shield")
                reds.append(h)
            t.red_shields = tuple(reds)
        elif key == "wall":
            for a, toks in pairs(no, rest, "a wall is 'HEX SIDE' or 'HEX HEX'"):
                if toks[1].upper() in hg.SIDE_NAMES:
                    d = hg.parse_side(toks[1])
                else:
                    try:
                        b = hg.parse_hex(toks[1])
                    except ValueError:
                        raise err(no, "%r is neither a side (N NE SE S SW NW) nor a hex" % toks[1])
                    d = hg.side_to(a, b)
                    if d < 0:
                        raise err(no, "wall between %s and %s: they are not neighbours"
                                  % (named(a), toks[1].upper()))
                    if b not in t.hexes:
                        raise err(no, "unknown hex %s" % toks[1].upper())
                if (a[0], a[1], d) in t.walls:
                    raise err(no, "duplicate wall on side %s of %s" % (hg.SIDE_NAMES[d], named(a)))
                t.walls.add((a[0], a[1], d))
                b = hg.neighbour(a[0], a[1], d)
                if b in t.hexes:
                    t.walls.add((b[0], b[1], hg.opposite(d)))

    for no, key, rest in lines:
        if key == "vault" and not t.is_vault:
            raise err(no, "a vault hex only belongs on a 'kind vault' tile")
        if key == "vault" and t.vault in t.special:
            raise err(no, "the vault hex cannot be a special hex")
        if key == "crescent" and t.crescent in t.special:
            raise err(no, "the crescent cannot be on a special hex")
        if key == "red":
            for h in t.red_shields:
                if h in t.special:
                    raise err(no, "red shield on special hex %s" % named(h))
        if key == "patrol":
            path = hexes_of(no, rest)
            if len(path) < 2:
                raise err(no, "a patrol line needs at least a star and a shield hex")
            used = set()
            for i, h in enumerate(path):
                once(no, h, used, "patrol hex")
                if h in t.special:
                    raise err(no, "patrol line enters special hex %s" % named(h))
                if i:
                    p = path[i - 1]
                    d = hg.side_to(p, h)
                    if d < 0:
                        raise err(no, "patrol line is not a path: %s and %s are not neighbours"
                                  % (named(p), named(h)))
                    if (p[0], p[1], d) in t.walls:
                        raise err(no, "patrol line crosses a wall between %s and %s"
                                  % (named(p), named(h)))
            t.patrol = tuple(path)
        if key == "arrow":
            for a, toks in pairs(no, rest, "an arrow is 'HEX SIDE'"):
                try:
                    d = hg.parse_side(toks[1])
                except ValueError as e:
                    raise err(no, str(e))
                if a in t.arrows:
                    raise err(no, "duplicate arrow on %s" % named(a))
                if a in t.special:
                    raise err(no, "arrow on special hex %s" % named(a))
                b = hg.neighbour(a[0], a[1], d)
                if b not in t.hexes:
                    raise err(no, "arrow on %s points %s, off the tile"
                              % (named(a), toks[1].upper()))
                if (a[0], a[1], d) in t.walls:
                    raise err(no, "arrow on %s points %s into a wall" % (named(a), toks[1].upper()))
                if b in t.special:
                    raise err(no, "arrow on %s points %s into special hex %s"
                              % (named(a), toks[1].upper(), named(b)))
                t.arrows[a] = d

    # Whole-tile checks.
    if t.star is not None:
        if not t.patrol or t.star[0] != t.patrol[0]:
            raise err(t.star[1], "the star must be the first hex of the patrol line")
    if t.shield is not None:
        if not t.patrol or t.shield[0] != t.patrol[-1]:
            raise err(t.shield[1], "the shield must be the last hex of the patrol line")
    t.star = t.patrol[0] if t.patrol else None
    t.shield = t.patrol[-1] if t.patrol else None
    if t.is_vault:
        if t.vault is None:
            raise TileError("%s: a vault tile needs a 'vault <hex>' line" % name)
        for key in ("crescent", "patrol"):
            if key in seen:
                raise err(seen[key], "%s belongs on map tiles, not the vault tile" % key)
    else:
        if t.crescent is None:
            raise TileError("%s: a map tile needs a 'crescent <hex>' line" % name)
        if not t.patrol:
            raise TileError("%s: a map tile needs a 'patrol <star> ... <shield>' line" % name)
        if not t.red_shields:
            raise TileError("%s: a map tile needs at least one 'red <hex>' line" % name)
    t.sum = geometry_sum(t)
    return t


def geometry_sum(t):
    """Adler-32 over everything of a parsed tile that the game reads, in a fixed order (not its
    label or file name): a save compares it to notice a changed tile file."""
    out = bytearray((t.radius, 1 if t.is_vault else 0))
    for h in sorted(t.hexes):
        out.append(h[0])
        out.append(h[1])
    out.append(255)
    for w in sorted(t.walls):
        out.extend(bytes(w))
    out.append(255)
    for h in sorted(t.special):
        out.extend(bytes(h))
    out.append(255)
    for h in (t.vault, t.crescent):
        out.extend(bytes(h) if h else b"\xff\xff")
    for h in t.patrol:
        out.extend(bytes(h))
    out.append(255)
    for h in t.red_shields:
        out.extend(bytes(h))
    out.append(255)
    for h in sorted(t.arrows):
        out.extend(bytes(h))
        out.append(t.arrows[h])
    return adler32(out)


def _alnum(s):
    for ch in s:
        if not ("0" <= ch <= "9" or "a" <= ch.lower() <= "z"):
            return False
    return True


def read_tile(fs, path):
    """Read and parse the tile file `path` of file system fs (lookout.fsys); every failure is a
    TileError naming the file: missing, too big, not UTF-8 text, or the parser's line."""
    size = getattr(fs, "size", None)
    n = size(path) if size is not None else -1
    if n > MAX_BYTES:
        raise TileError("%s: %d bytes is too big for a tile file (at most %d)"
                        % (path, n, MAX_BYTES))
    raw = fs.read(path)
    if raw is None:
        raise TileError("%s: no such tile file" % path)
    if len(raw) > MAX_BYTES:
        raise TileError("%s: %d bytes is too big for a tile file (at most %d)"
                        % (path, len(raw), MAX_BYTES))
    try:
        text = raw.decode("utf-8")
    except UnicodeError:
        raise TileError("%s: not a text file (UTF-8 expected)" % path)
    raw = None
    return parse_tile(text, path)


def load_tile(path):
    """Read and parse a tile file by its path on this machine (tests, tools); the file name
    goes into error messages."""
    from lookout.fsys import OsFs
    if "/" not in path:
        return read_tile(OsFs("."), path)
    d, f = path.rsplit("/", 1)
    return read_tile(OsFs(d or "/"), f)
