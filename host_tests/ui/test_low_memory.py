"""A lean heap that runs out (the official firmware late in a Black Keep game): a save that
finds no room is tried once more with the file room lookout.fsys keeps aside, and if it
still fails the press goes on with the game in memory, said as a storage fault is (it was an
exception out of the middle of the screen's code: a card played in memory, its picker still
up). A press that runs out anywhere else gives the room back and says so in words."""
import os

import fakeapp  # noqa: F401  (a framebuf for CPython)
from lookout import app as A
from lookout import heap
from lookout.app import App
from lookout.fsys import SPARE, OsFs


class Session:
    def __init__(self, fs, fails):
        self.fs = fs
        self.fails = fails
        self.tries = []
        self.notices = []

    def save(self):
        self.tries.append(self.fs._spare is None)
        if len(self.tries) <= self.fails:
            raise MemoryError("memory allocation failed, allocating 1148 bytes")

    def say(self, text):
        self.notices.append(text)


class Hal:
    def __init__(self, fs):
        self.fs = fs


def lean_app(tmp_path, fails):
    fs = OsFs(str(tmp_path))
    app = App.__new__(App)              # the services alone: no display, no buttons
    app.hal = Hal(fs)
    app.session = Session(fs, fails)
    app.errors = 0
    app.last_error = None
    app.shown = []
    app.message = lambda title, text, then=None: app.shown.append((title, text))
    app.stack = [None]
    fs.spare()
    return app, fs


def with_lean(fn):
    def run(tmp_path):
        lean = heap.LEAN
        heap.LEAN = True
        try:
            fn(tmp_path)
        finally:
            heap.LEAN = lean
    run.__name__ = fn.__name__
    return run


@with_lean
def test_a_save_that_finds_no_room_is_tried_again_with_the_file_room(tmp_path):
    app, fs = lean_app(tmp_path, 1)
    assert len(fs._spare) == SPARE
    app.save()
    assert app.session.tries == [False, True]      # the second try had the room
    assert app.session.notices == [] and app.errors == 0
    assert len(fs._spare) == SPARE                 # kept again for the next file


@with_lean
def test_a_save_that_still_fails_is_said_and_the_press_goes_on(tmp_path):
    app, fs = lean_app(tmp_path, 2)
    app.save()                                     # returns: the screen's code goes on
    assert app.session.tries == [False, True]
    assert app.session.notices == [A.LOW_SAVE]
    assert app.errors == 1 and isinstance(app.last_error, MemoryError)
    assert app.shown == []                         # said once the press is done (notices)
    app.session.fails = 0
    app.save()                                     # "saves at the next change"
    assert app.session.notices == [A.LOW_SAVE]


@with_lean
def test_a_press_that_runs_out_gives_the_room_back_and_says_so(tmp_path):
    app, fs = lean_app(tmp_path, 0)
    app._fault(MemoryError("memory allocation failed, allocating 1024 bytes"))
    assert app.shown == [("Memory", A.LOW)]
    assert fs._spare is None                       # the next try has it
    assert app.errors == 1
    app._fault(ValueError("bad"))                  # any other fault: its own words
    assert app.shown[-1] == ("Error", "bad")
    assert os.listdir(str(tmp_path)) == []
