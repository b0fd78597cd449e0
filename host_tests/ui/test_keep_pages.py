"""Black Keep's instruction pages (screens/keep/pages.Pages) under CPython: a page longer than
the screen shows every line (OK/DOWN go on through it, then to the next page), no row is
drawn over the footer, and the LED shows the colour of whom each page is for (issue 19: the
first player's colour stayed on every guard page; a spotting page said less than it held)."""
from fakeapp import App, drawn

from lookout import buttons as B
from lookout.keep.context import RGB
from lookout.screens.keep.pages import FLASH_MS, LINES, Pages, wrap

LONG = ("Red guard 2-C7 is Alert: sees 2-A5 - Green thief spotted. Put Green's marker on "
        "2-A5. Set the counter to Pursuing")


class Table:
    def sight_left(self):
        return 0

    def work(self):
        return False


class LedApp(App):
    def __init__(self):
        App.__init__(self)
        self.leds = []

    def led(self, rgb):
        self.leds.append(rgb)


def rows(screen):
    return [(s, y) for s, x, y in drawn(screen)]


def test_a_long_page_shows_every_line_and_never_draws_over_the_footer():
    app = LedApp()
    lines = wrap(LONG)
    assert len(lines) > LINES
    p = Pages(app, Table(), [("P2 3/9 Red", lines, -1, "Red"), ("P2 4/9", wrap("Next"), -1, "")])
    app.push(p)
    seen = []
    for _ in range(3):
        r = rows(p)
        assert all(y < 56 for s, y in r[1:-1]), r          # text rows above the footer
        seen += [s for s, y in r[1:-1]]
        if r[-1][0].startswith("OK more"):
            p.key(B.OK)
        else:
            break
    assert " ".join(dict.fromkeys(seen)) == " ".join(lines), seen
    assert rows(p)[-1][0] == "OK next  <back"
    p.key(B.UP)                          # back up through the lines
    assert rows(p)[1][0] == lines[0]
    p.key(B.RIGHT)                       # RIGHT: the next page at once
    assert rows(p)[0][0] == "P2 4/9" and rows(p)[-1][0] == "OK done  <back"
    p.key(B.LEFT)
    assert rows(p)[1][0] == lines[0]


def test_the_led_shows_whom_each_page_is_for_after_the_alarm():
    app = LedApp()
    pages = [("P1 1/3", ["Phase 1"], -1, ""), ("P1 2/3 Green", ["Green guard"], 5, "Green"),
             ("P1 3/3 Red", ["Red guard"], 7, "Red")]
    p = Pages(app, Table(), pages, flash=True)     # the alarm lit the LED red
    app.push(p)
    assert app.leds == []                # red stays a moment...
    p.tick(1000)
    p.tick(1000 + FLASH_MS - 1)
    assert app.leds == []
    p.tick(1000 + FLASH_MS)              # ...then the page's owner (nobody: off)
    assert app.leds == [(0, 0, 0)]
    p.key(B.RIGHT)
    assert app.leds[-1] == RGB["Green"]
    p.key(B.OK)
    assert app.leds[-1] == RGB["Red"]
    q = Pages(app, Table(), pages, i=1)
    app.push(q)
    assert app.leds[-1] == RGB["Green"]  # no alarm: the owner's colour at once
