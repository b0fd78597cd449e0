"""A Black Keep state never changes once History keeps it: the checkpoints are those very
objects (lookout.history keeps them by reference, no JSON round trip), so a step that wrote
into a list it shares with an earlier state (game.SHARED, copy_state) would corrupt an undo.
A step applies in place only to a state History holds as its current one alone (in_place).
Seeded bench bot games: after every action the checkpoints and the initial state are as
they were when made (and the state before it, when it was one of them), most steps reuse the
current state, and undo/redo walk back and forth through exactly the states the game went
through."""
import gc
import json
from binascii import crc32

import keepbench  # noqa: I001 - first: the board before the engine (MicroPython heap)
import keepref

from lookout.keep.context import Keep

BOT = keepref.BOT
KC = []            # one Keep context (routes, caches) for every game: the heap is Pico-sized


def digest(x):
    """A state's JSON as its length and CRC: the window's ~50 states as text would take
    100 KB of a Pico-sized heap (the test, not the game, ran out of memory on CI)."""
    s = json.dumps(x)
    return len(s), crc32(s.encode())


def _play(seed, actions, trail=None):
    """Play seed's bot game for up to `actions` actions, checking after each that the states
    History held are unchanged; trail: a list that gets every state's digest, in order."""
    gc.collect()
    if not KC:
        KC.append(Keep(keepbench.BOARD, keepbench.SIGHT))
    g, r = BOT.start(KC[0], seed)
    seen = {}          # id of a state History held -> (the object, its JSON when first seen)
    phases = 0
    reused = 0
    done = 0

    def note(x):
        if id(x) not in seen:
            seen[id(x)] = (x, digest(x))

    def same(x):
        k = seen.get(id(x))
        return k is None or k[0] is not x or digest(x) == k[1]

    for _ in range(actions):
        a = BOT.decide(g, r)
        if a is None:
            break
        before = g.state
        kept = before is g.initial or any(m[1] is before for m in g.marks)
        if kept:
            note(before)
        note(g.initial)
        for m in g.marks:
            note(m[1])
        g.do(a)
        done += 1
        phases += a[0] == "guards"
        reused += g.state is before
        assert not (kept and g.state is before), (seed, a)
        if trail is not None:
            trail.append(digest(g.state))
            if len(trail) > g.limit + 1:      # only the undo window can come back
                del trail[0]
        assert same(before) and same(g.initial), (seed, a)
        for m in g.marks:
            assert same(m[1]), (seed, a, m[0])
        if len(seen) > 12:            # older ones are out of every window by now
            seen = {}
    return g, phases, reused, done


def test_states_stay_as_they_were_made():
    phases = 0
    for seed in (1, 3, 7):
        g, n, reused, done = _play(seed, 120)
        phases += n
        # every EVERY-th state is a checkpoint and is copied; the others are changed in place
        assert reused >= done - done // g.every - 1, (seed, reused, done)
    assert phases >= 20


def test_undo_and_redo_give_back_every_state_of_the_window():
    for seed in (2, 5):
        trail = []
        g = _play(seed, 70, trail)[0]
        assert g.cursor == len(g.actions) and len(trail) >= len(g.actions) + 1
        gc.collect()
        for k in range(len(g.actions)):
            assert digest(g.state) == trail[-1 - k], (seed, k)
            g.undo()
        for k in range(len(g.actions)):
            g.redo()
            assert digest(g.state) == trail[-len(g.actions) + k], (seed, k)
