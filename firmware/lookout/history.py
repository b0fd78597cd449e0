"""Undo/redo as an event log: state = replay(initial, actions[:cursor]).

The game contract (every rules core: card games, Black Keep): a JSON-able initial state, a list
of JSON-able actions, and a `model` with `apply(state, action) -> state` that raises ValueError
for an illegal action. Who copies: History. It hands `apply` a private copy of the state, so
apply may change what it is given in place and return it (or return a new object); `initial`
and the checkpoints are never handed to apply (nor, except with `in_place` below, the state
History holds). Callers treat
`History.state` as read-only. A model may also offer `compact(state, action) -> action`, the
form the log keeps (Black Keep: hex ids instead of names), and `copy(state) -> state`, a faster
deep-enough copy that knows which parts never change (History uses copy_data otherwise).
Undo and redo move a cursor, so they are exact, and a save is just (initial, actions, cursor).

A model with `in_place = True` (Black Keep) lets History skip that copy: the state History
holds only as its current one (not `initial`, not a checkpoint) is handed to apply itself, since
nothing needs it after the step (undo replays from a checkpoint). The state before a step is
then gone, so its callers read `History.state` after each step. Such a model promises that
apply raises ValueError before it changes anything (a refusal costs nothing); after any other
error the state is made again by a replay from the nearest checkpoint (fewer than `every`
actions; if that replay itself fails, the error is raised and a resume replays the log from
the save). On a Pico a Black Keep copy is ~50 allocations, ~5 ms of a ~28 ms guards phase.

Deleting an entry is a step too (the history list, lookout.screens.gamelog): lookout.logedit
logs ["-", d], "the entry d places before this one did not happen". The state is then the replay of
the other entries, each with its own player and card (the cores log them explicitly: see their
`compact`), and undo brings the entry back like any step. A replay starts from a checkpoint no
later marker reaches behind (one after the deleted entry holds it: dropped), and folding (past
`limit`) takes a deleted entry together with its marker.

Bounded work on a long game:
- `limit`: at most this many actions are kept; older ones are folded into `initial`, so the log,
  the save file and a resume (one replay of the log) stay bounded.
- `every`: a checkpoint every `every` actions, at most `keep` of them, so undo replays fewer
  than `every` actions from the nearest checkpoint instead of the whole log. A checkpoint is a
  state History already holds (states are never changed once made: see the copy rule), kept
  by reference: no serialising or parsing in the step that makes one (on a Pico a JSON round
  trip of a Black Keep state is 10-25 ms); a replay starts from a private copy of it. A
  checkpoint made during a replay is a copy (the replayed state is changed in place).
  With `every`, folding moves `initial` to the oldest checkpoint (no extra apply per action):
  the undo depth stays between (keep - 1) * every + 1 and limit (when limit >= keep * every;
  limit - every + 1 otherwise). Without it (every=0, the card games), each action past the
  limit is folded on its own: exactly `limit` undo steps.
"""


VOID = "-"      # ["-", d]: the entry d places before this one is deleted


def copy_data(x):
    """Deep copy of JSON-like data (lists, dicts, tuples, scalars); no copy module on the Pico."""
    t = type(x)
    if t is list or t is tuple:
        return [copy_data(v) for v in x]
    if t is dict:
        return {k: copy_data(v) for k, v in x.items()}
    return x


class History:
    def __init__(self, model, initial, actions=None, cursor=None, limit=0, every=0, keep=3):
        self.model = model
        self.limit = limit
        self.every = every
        self.keep = keep if keep > 0 else 1
        self.copy = getattr(model, "copy", None) or copy_data
        self.in_place = getattr(model, "in_place", False)
        self.marks = []         # [(index, the state after actions[:index])], ascending
        self.initial = initial
        self.actions = list(actions or [])
        self.cursor = len(self.actions) if cursor is None else cursor
        if not 0 <= self.cursor <= len(self.actions):
            raise ValueError("history cursor %d out of range" % self.cursor)
        self.state = self._replay(self.cursor, getattr(model, "upgrade", None))

    # -- checkpoints ----------------------------------------------------------------------
    def _mark(self, i, s):
        """Remember state s (never changed again: History's own) as the state at index i;
        drop marks past the cursor first, then the oldest, to stay within `keep`."""
        ms = self.marks
        j = 0
        while j < len(ms) and ms[j][0] < i:
            j += 1
        if j < len(ms) and ms[j][0] == i:
            return
        ms.insert(j, (i, s))
        while len(ms) > self.keep:
            if ms[-1][0] > self.cursor and ms[-1][0] != i:
                ms.pop()
            else:
                ms.pop(0)

    def voided(self, n=None):
        """The indexes of the entries deleted by the markers among actions[:n] (default: up
        to the cursor), or None when there is no marker."""
        v = None
        acts = self.actions
        for k in range(self.cursor if n is None else n):
            a = acts[k]
            if a[0] == VOID:
                if v is None:
                    v = []
                v.append(k - a[1])
        return v

    def _clean(self, m, n):
        """No marker among actions[m:n] deletes an entry before m: the state at m (a mark
        made before those markers) still holds on the way to n."""
        acts = self.actions
        for k in range(m, n):
            a = acts[k]
            if a[0] == VOID and k - a[1] < m:
                return False
        return True

    def _base(self, n, v=None):
        """(index, a private copy of the state there) for replaying to index n: from the
        nearest mark at or before n (with entries deleted, v: one no later marker reaches
        behind), else from initial."""
        best = None
        for m in self.marks:
            if m[0] <= n and (v is None or self._clean(m[0], n)):
                best = m
        if best is None:
            return 0, self.copy(self.initial)
        return best[0], self.copy(best[1])

    def _replay(self, n, up=None):
        """The state at index n. up(state, action): the log form of an entry saved before
        its model logged who did what (a card core's `upgrade`, its compact), put in the log
        as it is replayed on load, so a deletion never reattributes an old game's entries."""
        v = self.voided(n)
        i, s = self._base(n, v)
        last = i
        ev = self.every
        acts = self.actions
        while i < n:
            a = acts[i]
            if v is None or (a[0] != VOID and i not in v):
                if up is not None:
                    a = acts[i] = up(s, a)
                s = self.model.apply(s, a)
            i += 1
            if ev and i - last >= ev and i < n and (v is None or self._clean(i, n)):
                self._mark(i, self.copy(s))     # s is changed in place by the next apply
                last = i                        # (not when a later marker reaches behind i:
        return s                                # s lacks an entry the state at i has)

    def _last_mark(self):
        ms = self.marks
        return ms[-1][0] if ms else 0

    # -- the log --------------------------------------------------------------------------
    def _held(self, s):
        """s is initial or a checkpoint: it must never change."""
        if s is self.initial:
            return True
        for m in self.marks:
            if m[1] is s:
                return True
        return False

    def _next(self, action):
        """The state after action from the current one: on a copy, or (in_place) on the
        current state itself when History holds it nowhere else."""
        s = self.state
        if not self.in_place or self._held(s):
            return self.model.apply(self.copy(s), action)
        try:
            return self.model.apply(s, action)
        except ValueError:
            raise               # the model's promise: a refusal comes before any change
        except BaseException:   # anything else (a MemoryError, an interrupt) may have left
            self.state = self._replay(self.cursor)     # it half done
            raise

    def do(self, action):
        """Apply action; on ValueError (or any error) the state and the log are as before."""
        c = self.cursor
        norm = getattr(self.model, "compact", None)
        if norm is not None:
            action = norm(self.state, action)
        new = self._next(action)
        del self.actions[c:]
        ms = self.marks
        while ms and ms[-1][0] > c:
            ms.pop()
        self.actions.append(action)
        self.cursor = c + 1
        self.state = new
        if self.every and self.cursor - self._last_mark() >= self.every:
            self._mark(self.cursor, new)
        if self.limit and len(self.actions) > self.limit:
            self._fold()
        return new

    def _fold(self):
        ms = self.marks
        if self.every and ms and ms[0][0] <= self.cursor and \
                self._clean(ms[0][0], self.cursor):
            k, s = ms.pop(0)
            self.initial = s
        else:
            k = 1
            acts = self.actions
            v = self.voided()
            if v is not None and 0 in v:        # deleted: fold through its marker too, so
                while not (acts[k - 1][0] == VOID and k - 1 - acts[k - 1][1] == 0):
                    k += 1                      # undo never reaches a marker whose entry
                self.initial = self._replay(k)  # is gone
            elif acts[0][0] != VOID:
                self.initial = self.model.apply(self.copy(self.initial), acts[0])
        del self.actions[:k]
        self.cursor -= k
        self.marks = [(i - k, s) for i, s in ms if i >= k]

    def can_undo(self):
        return self.cursor > 0

    def can_redo(self):
        return self.cursor < len(self.actions)

    def undo(self):
        if self.cursor:
            self.cursor -= 1
            self.state = self._replay(self.cursor)
        return self.state

    def redo(self):
        c = self.cursor
        if c < len(self.actions):
            if self.actions[c][0] == VOID:
                self.state = self._replay(c + 1)
            else:
                self.state = self._next(self.actions[c])
            self.cursor = c + 1
        return self.state

    def dump(self):
        """JSON-able record for the save file."""
        return {"i": self.initial, "a": self.actions, "c": self.cursor}

    @classmethod
    def load(cls, model, d, limit=0, every=0, keep=3):
        return cls(model, d["i"], d["a"], d["c"], limit, every, keep)
