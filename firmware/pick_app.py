"""Which Lookout main.py starts: the app in ROMFS (/rom) when it is whole and new enough for
the saves, else the copy on the flash filesystem (littlefs). boot.py calls pick() at power-on
(this module is compiled to pick_app.mpy on the littlefs: compiling the same code as source
took 88 ms each boot on the Pico) and drops the module again, so the app gets the whole heap.

The Lookout board (firmware/boards/LOOKOUT_PICO) mounts a ROMFS image at /rom and puts /rom
after "" (the littlefs root) on sys.path; a good image goes first here, so a littlefs copy left
by `make deploy` cannot shadow it. The image's first file, lookout.ver (tools/romfs.py), holds
its version, save format, size and two CRC-32s: of everything after it (checked once per new
image; romfs.ok then remembers the image) and of its last 4 KB (checked every boot: an
interrupted `romfs deploy` leaves the tail erased). lookout.fmt remembers the newest save
format an app from ROMFS ran with: an older image would read those saves as unusable, so it is
refused. A refusal is shown on the display (the driver straight, not lookout.ui: the app may be
what is broken) and printed; /rom is then unmounted and main.py starts the littlefs app, or
fails to import one and leaves the message on the screen and the REPL on USB: no crash loop.
The official firmware has no ROMFS partition: nothing happens there. It must never block
(MicroPython starts USB after boot.py) except to let a refusal be read.
"""
import sys

OK_FILE = "romfs.ok"
FMT_FILE = "lookout.fmt"
TAIL = 4096
SHOW_MS = 4000                    # how long a refusal stays before the littlefs app starts
I2C_ID, SDA, SCL, ADDR = 0, 4, 5, 0x3C    # lookout/hal_pico.py's display pins
EMPTY = "No app in ROMFS"
DAMAGED = "App in ROMFS\nis damaged"
OLD = "App in ROMFS is\nolder than the\nsaves (format %d)"
UNREADABLE = "ROMFS holds no\nLookout app"
FALLBACK = "Starting the app\non flash."
NO_APP = "No app on flash:\nrun make\ndeploy-romfs"


def read(name):
    try:
        with open(name) as f:
            return f.read()
    except OSError:
        return None


def write(name, text):
    try:
        with open(name, "w") as f:
            f.write(text)
    except OSError:
        pass


def uint(m, i):
    """ROMFS's variable-length unsigned int at m[i]: (value, index after it)."""
    v = 0
    while True:
        x = m[i]
        i += 1
        v = (v << 7) | (x & 0x7F)
        if not x & 0x80:
            return v, i


def spans(m):
    """(end of the first record, end of the image, the first file's name) of the ROMFS image
    m (records as extmod/vfs_rom.c reads them); tools/romfs.py reads images with this too."""
    size, start = uint(m, 3)
    i = uint(m, start)[1]
    n, i = uint(m, i)
    nl, j = uint(m, i)
    return i + n, start + size, bytes(m[j:j + nl])


def rom_verdict():
    """(None, format) when /rom's app may run, else (message, None)."""
    import vfs
    from binascii import crc32
    if "/rom" not in sys.path:
        return EMPTY, None
    try:
        line = read("/rom/lookout.ver")
        f = line.split()
        fmt = int(f[2])
        m = memoryview(vfs.rom_ioctl(2, 0))
        m_end, end, first = spans(m)
        if f[0] != "LKROM" or first != b"lookout.ver" or int(f[3], 16) != end:
            return UNREADABLE, None
    except Exception:          # noqa: BLE001 - no manifest, or a garbled one
        return UNREADABLE, None
    if crc32(m[max(m_end, end - TAIL):end]) != int(f[5], 16):
        return DAMAGED, None
    if read(OK_FILE) != line:
        if crc32(m[m_end:end]) != int(f[4], 16):
            return DAMAGED, None
        write(OK_FILE, line)
    need = read(FMT_FILE)
    need = int(need) if need and need.strip().isdigit() else 0
    if fmt < need:
        return OLD % need, None
    if fmt > need:
        write(FMT_FILE, "%d\n" % fmt)
    return None, fmt


def show(text):
    print("lookout boot: " + text.replace("\n", " "))
    try:
        from machine import I2C, Pin
        import ssd1306
        d = ssd1306.SSD1306_I2C(128, 64, I2C(I2C_ID, sda=Pin(SDA), scl=Pin(SCL)), ADDR)
        d.fill(0)
        y = 0
        for ln in text.split("\n"):
            d.text(ln, 0, y, 1)
            y += 10
        d.show()
    except Exception:          # noqa: BLE001 - no display, no driver: the console has it
        pass


def has_flash_app():
    import os
    for n in ("/lookout/__init__.mpy", "/lookout/__init__.py"):
        try:
            os.stat(n)
            return True
        except OSError:
            pass
    return False


def pick():
    """Set sys.path for main.py; (where the app comes from, the message or None)."""
    try:
        import vfs
    except ImportError:
        return "flash", None
    if not hasattr(vfs, "rom_ioctl") or type(vfs.rom_ioctl(2, 0)) is int:
        return "flash", None                   # no ROMFS partition: the official firmware
    try:
        why = rom_verdict()[0]
    except Exception as e:     # noqa: BLE001 - whatever it is, the littlefs app may still run
        why = "%s\n%s" % (UNREADABLE, type(e).__name__)
    if why is None:
        for p in ("/rom/lib", "/rom"):
            while p in sys.path:
                sys.path.remove(p)
            sys.path.insert(0, p)
        return "/rom", None
    for p in ("/rom", "/rom/lib"):
        while p in sys.path:
            sys.path.remove(p)
    try:
        vfs.umount("/rom")
    except OSError:
        pass
    if has_flash_app():
        show(why + "\n" + FALLBACK)
        import time
        time.sleep_ms(SHOW_MS)
        return "flash", why
    show(why + "\n" + NO_APP)
    return None, why
