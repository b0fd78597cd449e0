"""lookout.fsys.OsFs on the real file system (CPython and the MicroPython unix port): on a
tight heap each file's use ends by keeping a file's worth of heap aside, and every open lets it
go first, so the next save's littlefs file (1,148 bytes in one piece on a Pico) finds room
however the heap is cut up. The Pico's own proof is host_tests/test_pico_emulated.py's Black
Keep game on the official firmware."""
import os

from lookout import heap
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


def test_a_lean_app_keeps_a_files_room_aside_between_uses():
    root = _fresh()
    fs = OsFs(root)
    lean = heap.LEAN
    heap.LEAN = False                          # CPython, the unix port's test heap
    try:
        fs.write("a", b"1")
        assert fs._spare is None               # room enough: nothing kept aside
        heap.LEAN = True                       # the official firmware's Pico
        fs.write("a", b"1")
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
        assert fs.read("none") is None         # a missing file: the room kept all the same
        assert len(fs._spare) == SPARE
    finally:
        heap.LEAN = lean
        _gone(root)


def test_lean_only_where_the_code_is_in_a_pico_sized_heap():
    import gc
    import sys
    if not hasattr(gc, "mem_free"):
        assert heap.LEAN is False              # CPython
        return
    big = gc.mem_free() + gc.mem_alloc() > heap.SMALL
    assert heap._lean() is (not big)           # this test run's heap: code from files
    import lookout
    f = lookout.__file__
    try:
        lookout.__file__ = "/rom/lookout/__init__.mpy"
        assert heap._lean() is False           # the Lookout board: code in ROMFS
    finally:
        lookout.__file__ = f
    assert "lookout" in sys.modules



def test_roomy_tries_once_more_with_the_kept_room_given_back():
    """A step that finds no room (a thief's picker on the official firmware's heap, late in
    a game) is tried again with the room kept for files freed, and the room is kept again
    after, whether the second try worked or not."""
    from lookout.fsys import roomy
    root = _fresh()
    fs = OsFs(root)
    lean = heap.LEAN
    heap.LEAN = True
    tries = []

    def step(n):
        tries.append(fs._spare is None)        # the room let go on a second try
        if len(tries) <= n:
            raise MemoryError("memory allocation failed, allocating 1024 bytes")
        return "picker"
    try:
        fs.spare()
        assert roomy(fs, step, 0) == "picker" and tries == [False]
        del tries[:]
        assert roomy(fs, step, 1) == "picker" and tries == [False, True]
        assert len(fs._spare) == SPARE         # kept again
        del tries[:]
        try:
            roomy(fs, step, 2)
            raise AssertionError("a second failure is the caller's")
        except MemoryError:
            pass
        assert tries == [False, True] and len(fs._spare) == SPARE

        class Web:                             # no room kept: the first failure is final
            pass
        del tries[:]
        try:
            roomy(Web(), step, 1)
            raise AssertionError("no second try without a room to give back")
        except MemoryError:
            pass
        assert tries == [False]
    finally:
        heap.LEAN = lean
        _gone(root)
