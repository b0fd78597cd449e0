"""Long work a slice per loop pass, its progress on screen.

A press whose work would keep a Pico from drawing for over ~200 ms (laying tiles, loading the
Black Keep engine, placing the guards) pushes a Working screen instead. Its job is a generator
that does the work and yields between slices of it (each well under 200 ms on a Pico);
Working runs one slice per loop pass, after its first frame is on the display, so the press
is answered at once and the bar moves while the rest is done. The job ends by pushing what
comes next: this screen then leaves from beneath it without a pop (a pop down to the home
screen unloads the modules of what was open, and the next screen needs them). A job may also
change the stack below itself, or pop this screen.

Keys are ignored meanwhile (BACK included): a job is a second or two, and one stopped half
way would leave a half-made game. A MemoryError or a ValueError (a tile file or a board the
rules refuse) ends the job: this screen goes and `failed(e)` says why; any other error goes
to the app's fault screen, as from any screen.
"""
from lookout.ui import gfx
from lookout.ui.screen import Screen

BAR_Y = 36
BAR_H = 8


def _gone(app):
    """The job is over: this module's RAM back for play (the next job imports it again)."""
    app.drop("lookout.ui.working")


class Working(Screen):
    def __init__(self, app, text, job, slices, failed=None):
        """text: one line (at most 16 characters); slices: how many yields the job makes (the
        bar's whole; a job that knows only once begun yields that number, an int); failed(e):
        what to do after a MemoryError or ValueError (by default a message naming it)."""
        super().__init__(app)
        self.text = text
        self.job = job
        self.whole = slices
        self.part = 0
        self.shown = False
        self.failed = failed

    def key(self, ev):
        pass

    def tick(self, now):
        if not self.shown or self.job is None:
            return False
        try:
            r = next(self.job)
            if type(r) is int:          # the job says how many slices it makes in all
                self.whole = r
            self.part += 1
        except StopIteration:
            self._end()
        except (MemoryError, ValueError) as e:
            self._end()
            if self.failed is not None:
                self.failed(e)
            else:
                self.app.message(self.text, str(e) or type(e).__name__)
        except BaseException:
            self._end()
            raise
        return True

    def _end(self):
        """The job is over: its generator (and what it holds) goes, and so does this screen,
        popped if it is on top (a job that failed, or pushed nothing), else taken out from
        under what the job pushed."""
        self.job = None
        _gone(self.app)
        st = self.app.stack
        if st and st[-1] is self:
            self.app.pop()
        elif self in st:
            st.remove(self)

    def draw(self, fb):
        self.shown = True
        gfx.center(fb, self.text, 20)
        gfx.bar(fb, 14, BAR_Y, 100, BAR_H, self.part, self.whole)
