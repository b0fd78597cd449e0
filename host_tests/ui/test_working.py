"""lookout.ui.working: long work a slice per loop pass, after the first frame, then the job's
own next screen; a refusal or a shortage of RAM ends it with the screen it started from."""
import pytest
from fakeapp import App, drawn

from lookout import buttons as B
from lookout.ui.screen import Screen
from lookout.ui.working import Working


class Start(Screen):
    pass


def job(app, done, n, fail=None):
    for i in range(n):
        done.append(i)
        if i == fail:
            raise fail_with[0]
        yield
    app.pop()                    # the progress
    app.push(Start(app))         # what the job leads to
    done.append("end")


fail_with = [None]


def setup(n, fail=None, failed=None):
    app = App()
    first = Start(app)
    app.push(first)
    done = []
    w = Working(app, "Placing guards", job(app, done, n, fail), n, failed)
    app.push(w)
    return app, first, w, done


def test_a_slice_per_pass_after_the_first_frame_then_the_next_screen():
    app, first, w, done = setup(3)
    assert not w.tick(0) and done == []           # nothing before its first frame
    assert drawn(w) == [("Placing guards", 8, 20)]
    bars = []
    while app.top is w:
        w.key(B.BACK)                             # keys change nothing meanwhile
        assert app.top is w
        assert w.tick(0)
        bars.append(w.part)
        drawn(w)
    assert done == [0, 1, 2, "end"] and bars == [1, 2, 3, 3]
    assert app.stack[0] is first and isinstance(app.top, Start) and len(app.stack) == 2


@pytest.mark.parametrize("err", [ValueError("tile 2 has no red shield"), MemoryError()])
def test_a_refusal_or_no_ram_ends_it_where_it_started(err):
    seen = []
    fail_with[0] = err
    app, first, w, done = setup(4, fail=1, failed=seen.append)
    drawn(w)
    w.tick(0)
    w.tick(0)
    assert seen == [err] and app.top is first and len(app.stack) == 1
    assert not w.tick(0) and done == [0, 1]       # the job is gone


def test_by_default_a_refusal_is_said():
    fail_with[0] = ValueError("tile 2 has no red shield")
    app, first, w, done = setup(2, fail=0)
    drawn(w)
    w.tick(0)
    assert app.stack[0] is first and app.top.__class__.__name__ == "Text"
    assert "tile 2 has no red shield" in " ".join(t for t, x, y in drawn(app.top))


def test_any_other_error_goes_to_the_app_after_the_screen_goes():
    fail_with[0] = KeyError("r")
    app, first, w, done = setup(2, fail=0)
    drawn(w)
    with pytest.raises(KeyError):
        w.tick(0)
    assert app.top is first


def test_a_job_that_leaves_the_stack_alone_does_not_strand_the_player():
    app = App()
    first = Start(app)
    app.push(first)

    def quiet():
        yield
    w = Working(app, "Saving", quiet(), 1)
    app.push(w)
    drawn(w)
    w.tick(0)
    w.tick(0)
    assert app.top is first


def test_a_job_may_say_its_length_once_begun():
    app = App()
    app.push(Start(app))

    def counted():
        yield 4                          # known only now: 4 slices in all
        yield
        yield
        yield
    w = Working(app, "Opening game", counted(), 1)
    app.push(w)
    drawn(w)
    w.tick(0)
    assert (w.part, w.whole) == (1, 4)


def test_a_job_that_pushes_its_next_screen_leaves_without_a_pop():
    """After "Welcome back" the progress is over Home alone: a pop there unloads the modules
    the next screen needs (App.pop), so the progress leaves from beneath it instead."""
    app = App()
    home = Start(app)
    app.push(home)
    pops = []
    app.pop = lambda: pops.append(1)
    nxt = Start(app)

    def opens():
        yield
        app.push(nxt)
    w = Working(app, "Opening game", opens(), 1)
    app.push(w)
    drawn(w)
    w.tick(0)
    w.tick(0)
    assert app.stack == [home, nxt] and pops == []
