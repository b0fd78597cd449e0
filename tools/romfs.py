#!/usr/bin/env python3
"""`make romfs`: the app packed into a MicroPython ROMFS image, build/lookout.romfs.

    tools/romfs.py [--out FILE] [--build DIR] [--info IMG]

The Lookout board (firmware/boards/LOOKOUT_PICO: RPI_PICO with a 256 KB ROMFS partition) mounts
the image at /rom, and code there runs in place from flash: bytecode and constants cost no
heap, which is what lets Black Keep fit (README, Install). `make deploy-romfs PORT=...` writes
it with `mpremote romfs deploy`; no reflash, the saves on the littlefs stay.

Contents: tools/build.py's output (the .mpy of lookout/ and tiles/; main.py, boot.py and
pick_app.mpy stay on the littlefs, they are what chooses the app) under the image's root, so
/rom/lookout is the package and /rom/tiles the shipped tiles (hal_pico mounts them when the
app runs from /rom).
The first file is the manifest `lookout.ver`, one line:

    LKROM <app version> <save format> <bytes> <crc32 of the rest> <crc32 of the last 4 KB>

"the rest" is every byte of the image after the manifest's record, so firmware/pick_app.py can
check a new image once (a damaged or half-written one is refused) and the tail every boot (an
interrupted `romfs deploy` leaves an erased tail). The image itself is written by mpremote's
own ROMFS writer (mpremote.romfs.VfsRomWriter, the pinned mpremote), not a format of ours.
"""
import argparse
import binascii
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))
from pick_app import spans, uint as _uint  # noqa: E402 - the device's own reader

CAPACITY = 256 * 1024           # MICROPY_HW_ROMFS_BYTES of firmware/boards/LOOKOUT_PICO
OUT = os.path.join(ROOT, "build", "lookout.romfs")
MANIFEST = "lookout.ver"
TAIL = 4096
HEADER = b"\xd2\xcd\x31"        # ROMFS magic (extmod/vfs_rom.c)
LEAVE_OUT = ("main.py", "boot.py", "pick_app.mpy",   # the littlefs's: they pick the app
             "package.json",                       # mip's list (tools/build.py)
             "README.txt",      # tiles/'s format notes (3.8 KB): for people, not the app
             "routespy.mpy")    # the routes' Python search (0.7 KB): a Pico runs keep.astar


def versions():
    """(app version, save format) of the firmware in this checkout."""
    import lookout
    from lookout import session
    return lookout.VERSION, session.VERSION


def manifest_line(size, crc, tail, ver=None):
    v, fmt = ver or versions()
    return "LKROM %s %d %08x %08x %08x\n" % (v, fmt, size, crc, tail)


def layout(img):
    """(end of the manifest's record, end of the image) in img; ValueError if it is no
    Lookout image (firmware/pick_app.py's reader, the one the device boots with)."""
    if img[:3] != HEADER:
        raise ValueError("not a ROMFS image (no header)")
    m_end, end, first = spans(img)
    if first != MANIFEST.encode():
        raise ValueError("the image's first file is not %s" % MANIFEST)
    return m_end, end


def sums(img):
    """(crc32 of what follows the manifest, crc32 of the last TAIL bytes)."""
    m_end, end = layout(img)
    return (binascii.crc32(img[m_end:end]) & 0xFFFFFFFF,
            binascii.crc32(img[max(m_end, end - TAIL):end]) & 0xFFFFFFFF)


def listing(img):
    """{path: bytes} of every file in an image (records as extmod/vfs_rom.c reads them)."""
    if img[:3] != HEADER:
        raise ValueError("not a ROMFS image (no header)")
    size, start = _uint(img, 3)
    end = start + size
    out = {}

    def walk(i, stop, prefix):
        while i < stop:
            kind, i = _uint(img, i)
            n, i = _uint(img, i)
            if kind in (4, 5):                          # directory, file
                nl, j = _uint(img, i)
                name = prefix + bytes(img[j:j + nl]).decode()
                if kind == 4:
                    walk(j + nl, i + n, name + "/")
                else:
                    dk, k = _uint(img, j + nl)
                    dn, k = _uint(img, k)
                    if dk != 2:
                        raise ValueError("%s: data kind %d (only verbatim is written)" % (name, dk))
                    out[name] = bytes(img[k:k + dn])
            i += n

    walk(start, end, "")
    return out


def _tree(w, path, skip=()):
    for name in sorted(os.listdir(path)):
        p = os.path.join(path, name)
        if name in LEAVE_OUT or name in skip or name.startswith("."):
            continue
        if os.path.isdir(p):
            w.opendir(name)
            _tree(w, p)
            w.closedir()
        else:
            with open(p, "rb") as f:
                w.mkfile(name, f.read())


def pack(build, ver=None, tiles=True):
    """The image's bytes for the compiled tree build (tools/build.py's output); tiles=False
    leaves its tiles/ out."""
    from mpremote.romfs import VfsRomWriter

    def write(line):
        w = VfsRomWriter()
        w.mkfile(MANIFEST, line.encode())
        _tree(w, build, () if tiles else ("tiles",))
        return w.finalise()

    first = write(manifest_line(0, 0, 0, ver))        # the same widths: the same layout
    crc, tail = sums(first)
    img = write(manifest_line(layout(first)[1], crc, tail, ver))
    if sums(img) != (crc, tail) or len(img) != len(first):
        raise RuntimeError("the manifest changed the image's layout")
    return img


def fit(build, ver=None):
    """(image, tiles inside?): the tree with its tiles/ when that fits the partition, else
    without them (the code is what must run from flash; `make deploy-romfs` then copies tiles/
    to the littlefs, where hal_pico reads them as on the official firmware)."""
    img = pack(build, ver)
    if len(img) <= CAPACITY:
        return img, True
    return pack(build, ver, tiles=False), False


def has_tiles(img):
    """Does the image hold the shipped tiles (tiles/ at its root)?"""
    return any(n.startswith("tiles/") for n in listing(img))


def read_manifest(img):
    """{'version', 'format', 'bytes', 'ok'} of an image (ok: its checksums match)."""
    m_end, end = layout(img)
    start = img.find(b"LKROM ")
    if start < 0 or start > m_end:
        raise ValueError("no manifest line in the image")
    f = img[start:img.index(b"\n", start)].decode().split()
    got = sums(img)
    return {"version": f[1], "format": int(f[2]), "bytes": int(f[3], 16),
            "ok": got == (int(f[4], 16), int(f[5], 16)) and int(f[3], 16) == end}


def build_image(out=OUT, build=None, quiet=False):
    """Compile the firmware (unless build is given) and write the image to out; its bytes."""
    import build as fwbuild
    with tempfile.TemporaryDirectory() as d:
        if build is None:
            build = os.path.join(d, "fw")
            failed, _ = fwbuild.build(build, fwbuild.default_mpy_cross(), quiet=True)
            if failed:
                raise RuntimeError("firmware did not compile (tools/build.py)")
        img, tiles = fit(build)
        over = 0 if tiles else len(pack(build)) - CAPACITY
    os.makedirs(os.path.dirname(os.path.abspath(out)), exist_ok=True)
    tmp = out + ".tmp"
    with open(tmp, "wb") as f:
        f.write(img)
    os.replace(tmp, out)
    if not quiet:
        v, fmt = versions()
        print("%s: Lookout %s (save format %d), %d bytes = %.1f KB of the %d KB ROMFS "
              "partition (%.0f%%, %.1f KB free)" % (os.path.relpath(out, ROOT), v, fmt, len(img),
                                                    len(img) / 1024, CAPACITY // 1024,
                                                    100.0 * len(img) / CAPACITY,
                                                    (CAPACITY - len(img)) / 1024))
        if not tiles:
            print("romfs: tiles/ left out of the image (%d bytes over the partition with them); "
                  "make deploy-romfs copies them to the littlefs" % over)
    return img


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=OUT, help="image file (build/lookout.romfs)")
    ap.add_argument("--build", help="an already compiled tree (default: compile firmware/)")
    ap.add_argument("--info", metavar="IMG", help="print an image's manifest and check it")
    a = ap.parse_args(argv)
    if a.info:
        with open(a.info, "rb") as f:
            img = f.read()
        try:
            m = read_manifest(img)
        except (ValueError, IndexError) as e:
            print("%s: not a Lookout ROMFS image (%s)" % (a.info, e))
            return 1
        print("%s: Lookout %s (save format %d), %d bytes, checksums %s" % (
            a.info, m["version"], m["format"], m["bytes"], "ok" if m["ok"] else "WRONG"))
        return 0 if m["ok"] else 1
    img = build_image(a.out, a.build)
    if len(img) > CAPACITY:
        print("romfs: the image is %d bytes over the %d KB partition" % (
            len(img) - CAPACITY, CAPACITY // 1024), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
