"""Deleting a history entry as a step (lookout.history): the log gets ["-", d], "the entry d
places before this one did not happen", so Undo brings the entry back and a resume replays the
same. Only the history list (lookout.screens.gamelog) deletes: imported then, so a game in play
holds none of this code."""
from lookout.history import VOID


def delete(h, i, state=None):
    """Delete History h's entry i (before the cursor) as a step. ValueError, the log as it was,
    when it cannot go: a marker, already deleted, or a later entry the rules then refuse (their
    message). state: the state without it, when the caller has replayed it already (the
    history list checks each later entry first)."""
    c = h.cursor
    if not 0 <= i < c:
        raise ValueError("only an entry in play can be deleted")
    acts = h.actions
    if acts[i][0] == VOID:
        raise ValueError("not an entry")
    if i in (h.voided(c) or ()):
        raise ValueError("that entry is already deleted")
    ms = h.marks
    while ms and ms[-1][0] > c:                 # the undone steps' (as do() drops them)
        ms.pop()
    tail = acts[c:]
    del acts[c:]
    acts.append([VOID, c - i])
    try:
        new = h._replay(c + 1) if state is None else state
    except BaseException:
        acts.pop()
        acts.extend(tail)
        raise
    while ms and ms[-1][0] > i:                 # the ones after the deleted entry hold it
        ms.pop()
    h.cursor = c + 1
    h.state = new
    if h.limit and len(acts) > h.limit:
        h._fold()
    return new
