"""lookout.fsys.OsFs on the real file system (CPython and the MicroPython unix port): on a
tight heap each file's use ends by keeping a file's worth of heap aside, and every open lets it
go first, so the next save's littlefs file (1,148 bytes in one piece on a Pico) finds room
however the heap is cut up. The Pico's own proof is host_tests/test_pico_emulated.py's Black
Keep game on the official firmware."""
import gc
import os

from lookout import fsys
from lookout.fsys import SPARE, OsFs


def _fresh():
    root = "/tmp/lookout_fsys_%d" % (id(object()) & 0xFFFFFF)
    try:
        os.mkdir(root)
    except OSError:
        pass
    for n in os.listdir(root):
        os.remove(root + "/" + n)
    return root


def _gone(root):
    for n in os.listdir(root):
        os.remove(root + "/" + n)
    os.rmdir(root)


def test_a_tight_heap_keeps_a_files_room_aside_between_uses():
    root = _fresh()
    fs = OsFs(root)
    tight = fsys.TIGHT
    heap = hasattr(gc, "mem_free")             # MicroPython: a heap that can be tight
    fsys.TIGHT = 1 << 30
    try:
        fs.write("a", b"1")
        if not heap:                           # CPython: never anything kept aside
            assert fs._spare is None
            return
        assert len(fs._spare) == SPARE
        f = fs.open_write("b.tmp")
        assert fs._spare is None               # the open let it go
        f.write(b"22")
        f.close()
        fs.rename("b.tmp", "b")                # a save's last step keeps the next one's
        assert len(fs._spare) == SPARE
        assert fs.read("b") == b"22"
        assert len(fs._spare) == SPARE
        fs.append("b", b"3")
        assert fs.read("b") == b"223"
        fsys.TIGHT = 0                         # a roomy heap keeps nothing aside
        fs._spare = None
        fs.write("c", b"4")
        assert fs._spare is None
    finally:
        fsys.TIGHT = tight
        _gone(root)

