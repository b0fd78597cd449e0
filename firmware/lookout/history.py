"""Undo/redo as an event log: state = replay(initial, actions[:cursor]).

Games keep a JSON-able initial state and a list of actions; a `model` object supplies
`apply(state, action) -> state` (raising ValueError, state untouched, for an illegal action).
Undo and redo move a cursor, so they are exact, and a save is just (initial, actions, cursor).
"""


def copy_data(x):
    """Deep copy of JSON-like data (lists, dicts, tuples, scalars); no copy module on the Pico."""
    t = type(x)
    if t is list or t is tuple:
        return [copy_data(v) for v in x]
    if t is dict:
        return {k: copy_data(v) for k, v in x.items()}
    return x


class History:
    """limit: keep at most this many undo steps; older actions are folded into `initial`, so a
    long game's log (and its save file) stays bounded."""

    def __init__(self, model, initial, actions=None, cursor=None, limit=0):
        self.model = model
        self.limit = limit
        self.initial = initial
        self.actions = list(actions or [])
        self.cursor = len(self.actions) if cursor is None else cursor
        if not 0 <= self.cursor <= len(self.actions):
            raise ValueError("history cursor %d out of range" % self.cursor)
        self.state = self._replay(self.cursor)

    def _replay(self, n):
        s = copy_data(self.initial)
        for a in self.actions[:n]:
            s = self.model.apply(s, a)
        return s

    def do(self, action):
        """Apply action; on ValueError the state and the log are as before."""
        new = self.model.apply(copy_data(self.state), action)
        del self.actions[self.cursor:]
        self.actions.append(action)
        self.cursor += 1
        self.state = new
        if self.limit and len(self.actions) > self.limit:
            self.initial = self.model.apply(copy_data(self.initial), self.actions.pop(0))
            self.cursor -= 1
        return new

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
        if self.cursor < len(self.actions):
            self.state = self.model.apply(copy_data(self.state), self.actions[self.cursor])
            self.cursor += 1
        return self.state

    def dump(self):
        """JSON-able record for the save file."""
        return {"i": self.initial, "a": self.actions, "c": self.cursor}

    @classmethod
    def load(cls, model, d, limit=0):
        return cls(model, d["i"], d["a"], d["c"], limit)
