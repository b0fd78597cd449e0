"""A Remove is one save: the table without the player and their "Bring back" row land
together. They were two saves, and a power cut between them (test_people_soak found it, 2026-11-28)
lost the player from both: no seat, no Bring back, their name free for the next + Add player."""
import copy

import fakeapp  # noqa: F401 - framebuf for the screens under CPython

from lookout.screens.players import PlayersScreen
from lookout.session import Session


class App:
    """Just what the Players screen uses; save() keeps a copy of what would be on flash."""

    def __init__(self):
        self.session = Session(None)
        self.saved = []
        self.stack = []
        self.fb = fakeapp.FrameBuffer()

    def save(self):
        self.saved.append(copy.deepcopy(self.session.data))

    def push(self, s):
        self.stack.append(s)

    def pop(self):
        self.stack.pop()

    def message(self, title, text):
        raise AssertionError("%s: %s" % (title, text))


def test_remove_saves_the_seat_and_the_bring_back_row_at_once():
    app = App()
    s = app.session
    names = [p[0] for p in s.players()]
    screen = PlayersScreen(app)
    app.push(screen)
    screen.edit_rows(1)[5][1]()            # Remove ... asks first
    app.stack[-1].on_yes()                 # ... OK
    assert app.saved, "nothing saved"
    for d in app.saved:                    # whichever save a power cut leaves, everyone is
        s.data = d                         # at the table or listed to bring back
        here = [p[0] for p in s.players()] + [g[1][0] for g in s.removed()]
        assert sorted(here) == sorted(names), (here, names)
    assert names[1] not in [p[0] for p in s.players()]


def test_remove_says_which_removed_player_can_no_longer_come_back():
    """Players keeps the last KEEP_GONE removed players to bring back; the Remove that pushes
    the oldest out says so in its question, by name, before anything changes."""
    from lookout import players as P
    app = App()
    s = app.session
    gone = []
    for k in range(P.KEEP_GONE + 2):
        ps = s.add_player()
        name = ps[-1][0]
        screen = PlayersScreen(app)
        app.push(screen)
        screen.edit_rows(len(ps) - 1)[5][1]()
        q = app.stack[-1]
        text = " ".join(q.lines)
        if len(gone) < P.KEEP_GONE:
            assert "no longer" not in text, text
        else:
            oldest = gone[-P.KEEP_GONE]
            assert "%s, removed longest ago, can then no longer come back." % oldest in \
                text.replace("\n", " ").replace("  ", " "), text
        q.on_yes()
        gone.append(name)
        del app.stack[:]
        assert [g[1][0] for g in s.removed()] == gone[::-1][:P.KEEP_GONE]
