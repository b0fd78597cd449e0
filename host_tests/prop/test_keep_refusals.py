"""Black Keep's refusal promise (KeepModel.in_place, lookout.history): an action the rules
refuse raises ValueError before it changes anything, because History hands apply the game's
own state, not a copy. Seeded bot games with random wrong actions tried before every step
(wrong player, PIN, phase, card, hex, guard, slot, fix): each refused one leaves the state's
JSON and the log as they were; one the rules happen to take is simply played."""
import json
import random

from hypothesis import given, settings, strategies as st

import keepbench
import keepref
from lookout.keep import cards as C
from lookout.keep.context import Keep

BOT = keepref.BOT
KC = Keep(keepbench.BOARD, keepbench.SIGHT)
KINDS = ("join", "buy", "pass", "guards", "play", "market", "drew", "fix", "fly")
FIX = ("hex", "face", "status", "marker", "torch", "wings")


def junk(g, rnd):
    """A random action, most of them wrong in some way."""
    n = g.state["n"]
    p = rnd.choice((rnd.randrange(n), rnd.randrange(-1, n + 2)))
    pin = rnd.choice((BOT.PINS[p % 4], "0000", "12", 1234))
    nb = KC.board.n
    where = rnd.choice((rnd.randrange(nb), rnd.randrange(-2, nb + 3), "1-C4", "9-Z9", "OFF",
                        None))
    card = rnd.choice(C.THIEF + tuple(g.state["gt"]) + ("FLY", 3, None))
    k = rnd.choice(KINDS)
    if k == "join":
        return ["join", p, pin, rnd.randrange(-1, 6), rnd.randrange(-1, 6), where]
    if k == "buy":
        return ["buy", p, rnd.randrange(-2, 6), rnd.sample(C.THIEF, rnd.randrange(4))]
    if k in ("pass", "fly"):
        return [k, p]
    if k == "guards":
        return ["guards"]
    if k == "play":
        a = ["play", p, pin, card]
        if rnd.random() < 0.8:
            a.append(rnd.choice((where, rnd.randrange(-1, 12))))
        return a
    if k == "market":
        return ["market", rnd.randrange(-1, 6), card]
    if k == "drew":
        return ["drew", p, pin, card]
    return ["fix", rnd.choice(FIX), rnd.randrange(-1, 12), rnd.choice((where, 0, 3, 7))]


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(1, 40), jseed=st.integers(0, 10 ** 6))
def test_a_refused_action_changes_nothing(seed, jseed):
    g, r = BOT.start(KC, seed)
    rnd = random.Random(jseed)
    refused = 0
    for _ in range(60):
        for _ in range(3):
            a = junk(g, rnd)
            s = g.state
            before = json.dumps(s)
            log = json.dumps([g.actions, g.cursor])
            try:
                g.do(a)
            except ValueError:
                refused += 1
                assert g.state is s and json.dumps(s) == before, a
                assert json.dumps([g.actions, g.cursor]) == log, a
        if g.phase() == "over":
            break
        a = BOT.decide(g, r)
        if a is None:
            break
        g.do(a)
    assert refused >= 20
