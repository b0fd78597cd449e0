"""The app's ROMFS image (tools/romfs.py, `make romfs`), the firmware-fit check
(tools/check_romfs_fit.py), `make deploy-romfs`'s steps and boot.py's constants, on the host.
The image running on the emulated Lookout board: test_pico_boot.py, test_pico_emulated.py."""
import ast
import os
import re
import struct
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import build as fwbuild  # noqa: E402
import check_romfs_fit as fit  # noqa: E402
import deploy  # noqa: E402
import romfs  # noqa: E402

FW = os.path.join(ROOT, "firmware")
SHARED_UF2 = os.path.join(os.path.dirname(ROOT), "shared", "pico-emu", "firmware-romfs.uf2")
if not os.path.exists(SHARED_UF2):
    SHARED_UF2 = os.path.join(os.path.dirname(os.path.dirname(ROOT)), "shared", "pico-emu",
                              "firmware-romfs.uf2")


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """(compiled tree, image bytes) as `make romfs` makes them."""
    d = tmp_path_factory.mktemp("romfs")
    tree = str(d / "micropython")
    failed, _ = fwbuild.build(tree, fwbuild.default_mpy_cross(), quiet=True)
    assert not failed
    out = str(d / "lookout.romfs")
    img = romfs.build_image(out, tree, quiet=True)
    with open(out, "rb") as f:
        assert f.read() == img
    return tree, img


def imported_modules():
    """Every lookout module a Pico firmware source imports (statically; not the CircuitPython
    only files)."""
    mods = set()
    for d, _, names in os.walk(os.path.join(FW, "lookout")):
        for n in names:
            rel = os.path.relpath(os.path.join(d, n), FW).replace(os.sep, "/")
            if not n.endswith(".py") or rel in fwbuild.PICO_SKIP:
                continue
            with open(os.path.join(d, n)) as f:
                tree = ast.parse(f.read())
            for node in ast.walk(tree):
                if isinstance(node, ast.Import):
                    mods.update(a.name for a in node.names if a.name.startswith("lookout"))
                elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(
                        "lookout"):
                    mods.add(node.module)
                    for a in node.names:          # from lookout.keep import game
                        sub = os.path.join(FW, *node.module.split("."), a.name + ".py")
                        if os.path.exists(sub):
                            mods.add(node.module + "." + a.name)
    return mods


def test_image_fits_and_holds_every_module_the_app_imports(built):
    tree, img = built
    assert len(img) <= romfs.CAPACITY == 256 * 1024
    files = romfs.listing(img)
    assert list(files)[0] == "lookout.ver"               # the manifest first: boot.py's check
    compiled, copied = fwbuild.plan()
    for rel in compiled:
        rel = rel.replace(os.sep, "/")
        if os.path.basename(rel)[:-3] + ".mpy" not in romfs.LEAVE_OUT:
            assert rel[:-3] + ".mpy" in files, rel
    for rel in copied:
        rel = rel.replace(os.sep, "/")
        if os.path.basename(rel) not in romfs.LEAVE_OUT:
            assert rel in files, rel                      # tiles/
    assert "tiles/tile1a.txt" in files and "tiles/README.txt" not in files
    mods = imported_modules()
    assert "lookout.keep.game" in mods and "lookout.screens.home" in mods
    for m in mods:
        p = m.replace(".", "/")
        if p + ".py" in fwbuild.PICO_SKIP or p.split("/")[-1] + ".mpy" in romfs.LEAVE_OUT:
            continue                  # CircuitPython's (lookout.ui.gfx imports it only there),
            #                           or where no viper runs (lookout.keep.routespy)
        assert p + ".mpy" in files or p + "/__init__.mpy" in files, m
    for n in romfs.LEAVE_OUT:                             # they stay on the littlefs
        assert n not in files
    with open(os.path.join(tree, "lookout", "app.mpy"), "rb") as f:
        assert files["lookout/app.mpy"] == f.read()


def test_an_image_too_full_for_the_tiles_leaves_them_to_the_littlefs(built, tmp_path,
                                                                    monkeypatch, capsys):
    """The code must run from flash; the shipped tiles go there only while they fit. Without
    them the image still holds every module, and deploy-romfs copies tiles/ to the littlefs
    (where hal_pico reads them, as on the official firmware)."""
    tree, img = built
    assert romfs.has_tiles(img)
    assert deploy.romfs_commands("a0", tree, str(tmp_path / "none.romfs"), exe="m")[-3][3:5] \
        == ["fs", "cp"]                                   # no image yet: no extra step
    path = tmp_path / "full.romfs"
    path.write_bytes(img)
    assert [c for c in deploy.romfs_commands("a0", tree, str(path), exe="m") if "-r" in c] == []
    monkeypatch.setattr(romfs, "CAPACITY", len(img) - 1)
    small, tiles = romfs.fit(tree)
    assert tiles is False and not romfs.has_tiles(small) and len(small) <= romfs.CAPACITY
    codes = {n for n in romfs.listing(img) if not n.startswith("tiles/")}
    assert set(romfs.listing(small)) == codes and romfs.read_manifest(small)["ok"]
    path.write_bytes(small)
    cmds = deploy.romfs_commands("a0", tree, str(path), exe="m")
    copy = [c for c in cmds if "-r" in c]
    assert copy == [["m", "connect", "a0", "fs", "cp", "-r", os.path.join(tree, "tiles"), ":"]]
    assert cmds.index(copy[0]) < [c[3:5] for c in cmds].index(["romfs", "deploy"])
    out = tmp_path / "cli.romfs"
    capsys.readouterr()
    assert romfs.build_image(str(out), tree) == small
    assert "tiles/ left out of the image (" in capsys.readouterr().out


def test_manifest_names_the_version_and_catches_damage(built):
    import lookout
    from lookout import session
    _, img = built
    m = romfs.read_manifest(img)
    assert m == {"version": lookout.VERSION, "format": session.VERSION, "bytes": len(img),
                 "ok": True}
    bad = bytearray(img)
    bad[len(img) // 2] ^= 1
    assert romfs.read_manifest(bytes(bad))["ok"] is False
    cut = bytearray(img)
    cut[-100:] = b"\xff" * 100                            # an interrupted deploy's tail
    assert romfs.read_manifest(bytes(cut))["ok"] is False


def test_image_reads_as_mpremotes_own_build_of_the_same_tree(built, tmp_path):
    """The same files as `mpremote romfs build` packs them (its own make_romfs)."""
    from mpremote.romfs import make_romfs
    tree, img = built
    src = tmp_path / "src"
    for rel, data in romfs.listing(img).items():
        p = src / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_bytes(data)
    theirs = make_romfs(str(src), mpy_cross=False)
    assert romfs.listing(theirs) == romfs.listing(img)


def test_romfs_cli_reports_the_size_against_256_kb(built, tmp_path):
    tree, _ = built
    out = tmp_path / "x.romfs"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "romfs.py"), "--build",
                        tree, "--out", str(out)], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert re.search(r"\d+ bytes = [\d.]+ KB of the 256 KB ROMFS partition", r.stdout)
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "romfs.py"), "--info",
                        str(out)], capture_output=True, text=True)
    assert r.returncode == 0 and "checksums ok" in r.stdout


def test_deploy_romfs_steps(built, tmp_path):
    tree, img = built
    cmds = deploy.romfs_commands("a0", tree, "/x/lookout.romfs", exe="mpremote")
    steps = [" ".join(c[3:5]) for c in cmds]
    assert steps == ["mip install", "exec " + cmds[1][4], "fs cp", "fs cp", "fs cp",
                     "romfs deploy", "reset"]
    assert "romfs.ok" in cmds[1][4]                       # the new image is checked whole
    assert [c[-1] for c in cmds[2:5]] == [":pick_app.mpy", ":boot.py", ":main.py"]
    assert cmds[5][-1] == "/x/lookout.romfs"
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "deploy.py"), "a0",
                        "--build", tree, "--romfs", str(tmp_path / "none.romfs"), "--dry-run"],
                       capture_output=True, text=True)
    assert r.returncode and "make romfs" in r.stderr


def test_pick_app_uses_hal_picos_display_pins_and_fits_its_lines():
    with open(os.path.join(FW, "pick_app.py")) as f:
        boot = f.read()
    with open(os.path.join(FW, "lookout", "hal_pico.py")) as f:
        hal = f.read()
    pins = re.search(r"I2C_ID, SDA, SCL, ADDR = (\d+), (\d+), (\d+), (0x[0-9A-F]+)", boot)
    want = [re.search(r"^%s = const\((\w+)\)" % n, hal, re.M).group(1)
            for n in ("I2C_ID", "PIN_SDA", "PIN_SCL", "OLED_ADDR")]
    assert [int(x, 0) for x in pins.groups()] == [int(x, 0) for x in want]
    msgs = re.findall(r'^[A-Z_]+ = "(.*)"$', boot, re.M)
    assert len(msgs) >= 6
    for msg in msgs:
        for ln in (msg % 9 if "%d" in msg else msg).split("\\n"):
            assert len(ln) <= 16, ln                      # 128 px / 8 px glyphs


def elf(image, end_symbol):
    """A minimal ELF32 (ARM): one flash LOAD segment holding image at 0x10000000 and a
    symbol table with __flash_binary_end = end_symbol."""
    strtab = b"\0__flash_binary_end\0"
    sym = bytes(16) + struct.pack("<IIIBBH", 1, end_symbol, 0, 0, 0, 1)
    ph_off, data_off = 52, 52 + 32
    sym_off = data_off + len(image)
    str_off = sym_off + len(sym)
    sh_off = (str_off + len(strtab) + 3) & ~3
    head = struct.pack("<4sBBBB8sHHIIIIIHHHHHH", b"\x7fELF", 1, 1, 1, 0, bytes(8), 2, 40, 1,
                       0x10000000, ph_off, sh_off, 0, 52, 32, 1, 40, 4, 0)
    ph = struct.pack("<IIIIIIII", 1, data_off, 0x10000000, 0x10000000, len(image), len(image),
                     5, 4)
    body = head + ph + image + sym + strtab
    body += bytes(sh_off - len(body))
    sh = bytes(40)
    sh += struct.pack("<IIIIIIIIII", 0, 1, 0, 0, data_off, len(image), 0, 0, 4, 0)
    sh += struct.pack("<IIIIIIIIII", 0, 2, 0, 0, sym_off, len(sym), 3, 1, 4, 16)
    sh += struct.pack("<IIIIIIIIII", 0, 3, 0, 0, str_off, len(strtab), 0, 0, 1, 0)
    return body + sh


@pytest.mark.skipif(not os.path.exists(SHARED_UF2),
                    reason="no ../shared/pico-emu/firmware-romfs.uf2 (the Lookout board UF2)")
def test_firmware_fit_check(tmp_path):
    ok, msg = fit.check(SHARED_UF2)
    assert ok and "0x10060000" in msg, msg
    img, end = fit.firmware_end(SHARED_UF2)
    assert 300 * 1024 < end < 384 * 1024
    b = tmp_path / "firmware.bin"
    b.write_bytes(img)
    assert fit.check(str(b))[0]
    # the same firmware grown 4 KB past the partition's base: refused, the overlap named
    big = img + b"\0" * (0x61000 - len(img))
    b.write_bytes(big)
    ok, msg = fit.check(str(b))
    assert not ok and "4096 bytes into the ROMFS partition" in msg
    e = tmp_path / "firmware.elf"
    e.write_bytes(elf(img, 0x10000000 + end))
    assert fit.firmware_end(str(e))[1] == end and fit.check(str(e))[0]
    e.write_bytes(elf(img, 0x10060010))                  # the linker's end is what counts
    ok, msg = fit.check(str(e))
    assert not ok and "16 bytes into" in msg
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "check_romfs_fit.py"),
                        str(e)], capture_output=True, text=True)
    assert r.returncode == 1 and r.stdout.startswith("FAIL")
