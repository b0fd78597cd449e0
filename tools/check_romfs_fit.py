#!/usr/bin/env python3
"""Check that a Lookout board firmware ends below its ROMFS partition.

    tools/check_romfs_fit.py FIRMWARE [--board DIR]

FIRMWARE is the build's firmware.elf, firmware.bin or firmware.uf2 (ports/rp2/build-LOOKOUT_PICO/).
MicroPython v1.28.0's rp2 linker script gives the firmware all of flash below the filesystem,
so nothing stops a bigger firmware from growing into the ROMFS partition just below it
(upstream reserves it in the linker script after 1.28); `romfs deploy` would then overwrite
the firmware's tail. This script is that missing check:

- the firmware's end: firmware.elf's `__flash_binary_end` symbol (the SDK's linker script
  defines it), else the end of its flash LOAD segments; firmware.bin's size (it starts at
  0x10000000); firmware.uf2's highest block;
- the ROMFS base, twice: from the board (DIR/mpconfigboard.h: 2 MB flash minus
  MICROPY_HW_FLASH_STORAGE_BYTES minus MICROPY_HW_ROMFS_BYTES) and from the firmware itself
  (its pico-sdk binary info entry named "ROMFS", ports/rp2/rp2_flash.c); they must agree.

Exit 0 and one line with the headroom when it fits; 1 with the overlap in bytes when not.
"""
import argparse
import os
import re
import struct
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BOARD = os.path.join(ROOT, "firmware", "boards", "LOOKOUT_PICO")
XIP = 0x10000000
FLASH_BYTES = 2 * 1024 * 1024          # the Pico's W25Q16 (PICO_FLASH_SIZE_BYTES, board "pico")
UF2_MAGIC = (0x0A324655, 0x9E5D5157)


def board_base(board=BOARD):
    """The ROMFS partition (offset, size) the board's mpconfigboard.h asks for."""
    with open(os.path.join(board, "mpconfigboard.h")) as f:
        text = f.read()

    def define(name):
        m = re.search(r"#define\s+%s\s+\(?\s*(\d+)\s*\*\s*(\d+)\s*\)?" % name, text)
        if not m:
            raise SystemExit("%s: no %s in mpconfigboard.h" % (board, name))
        return int(m.group(1)) * int(m.group(2))

    romfs = define("MICROPY_HW_ROMFS_BYTES")
    return FLASH_BYTES - define("MICROPY_HW_FLASH_STORAGE_BYTES") - romfs, romfs


def _uf2(data):
    img = bytearray()
    for off in range(0, len(data) - 511, 512):
        m0, m1, flags, addr, n = struct.unpack_from("<IIIII", data, off)
        if (m0, m1) != UF2_MAGIC or flags & 1:
            continue
        a = addr - XIP
        if len(img) < a + n:
            img.extend(b"\xff" * (a + n - len(img)))
        img[a:a + n] = data[off + 32:off + 32 + n]
    return bytes(img)


def _elf(data):
    """(flash image from the LOAD segments, __flash_binary_end offset or None)."""
    if data[:4] != b"\x7fELF" or data[4] != 1:
        raise SystemExit("not a 32-bit ELF file")
    phoff, shoff = struct.unpack_from("<II", data, 28)
    phentsize, phnum, shentsize, shnum = struct.unpack_from("<HHHH", data, 42)
    img = bytearray()
    for i in range(phnum):
        p_type, p_off, _vaddr, paddr, filesz = struct.unpack_from("<IIIII", data,
                                                                  phoff + i * phentsize)
        if p_type != 1 or not filesz or not XIP <= paddr < XIP + FLASH_BYTES:
            continue
        a = paddr - XIP
        if len(img) < a + filesz:
            img.extend(b"\xff" * (a + filesz - len(img)))
        img[a:a + filesz] = data[p_off:p_off + filesz]
    end = None
    secs = [struct.unpack_from("<IIIIIIIIII", data, shoff + i * shentsize) for i in range(shnum)]
    for s in secs:
        if s[1] != 2:                      # SHT_SYMTAB
            continue
        strtab = secs[s[6]]
        for k in range(s[5] // 16):        # Elf32_Sym: name, value, size, info, other, shndx
            name, value = struct.unpack_from("<II", data, s[4] + k * 16)
            nm = data[strtab[4] + name:data.index(b"\0", strtab[4] + name)]
            if nm == b"__flash_binary_end":
                end = value - XIP
    return bytes(img), end


def firmware_end(path):
    """(flash image, offset where the firmware ends) of an .elf, .bin or .uf2."""
    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".uf2"):
        img = _uf2(data)
        return img, len(img)
    if path.endswith(".elf"):
        img, end = _elf(data)
        return img, end if end is not None else len(img)
    return data, len(data)


def declared_romfs(img):
    """The (offset, size) of the "ROMFS" binary info entry in a flash image, or None."""
    i = img.find(b"ROMFS\0")
    while i >= 0:
        ptr = struct.pack("<I", XIP + i)
        j = img.find(ptr)
        while j >= 0:
            if j % 4 == 0:
                addr, size = struct.unpack_from("<II", img, j + 4)
                if XIP <= addr < XIP + FLASH_BYTES:
                    return addr - XIP, size
            j = img.find(ptr, j + 1)
        i = img.find(b"ROMFS\0", i + 1)
    return None


def check(path, board=BOARD):
    """(ok, message)."""
    base, size = board_base(board)
    img, end = firmware_end(path)
    got = declared_romfs(img)
    if got is None:
        return False, "%s declares no ROMFS partition: not built from %s" % (path, board)
    if got != (base, size):
        return False, ("%s puts ROMFS at 0x%08x (%d KB), the board at 0x%08x (%d KB)"
                       % (path, XIP + got[0], got[1] // 1024, XIP + base, size // 1024))
    if end > base:
        return False, ("%s ends at 0x%08x (%.1f KB): %d bytes into the ROMFS partition at "
                       "0x%08x" % (path, XIP + end, end / 1024, end - base, XIP + base))
    return True, ("%s ends at 0x%08x (%.1f KB), %d bytes (%.1f KB) below the ROMFS partition "
                  "at 0x%08x (%d KB)" % (path, XIP + end, end / 1024, base - end,
                                         (base - end) / 1024, XIP + base, size // 1024))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("firmware", help="firmware.elf, firmware.bin or firmware.uf2")
    ap.add_argument("--board", default=BOARD, help="the board folder (its mpconfigboard.h)")
    a = ap.parse_args(argv)
    ok, msg = check(a.firmware, a.board)
    print(("ok: " if ok else "FAIL: ") + msg)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
