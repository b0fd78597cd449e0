"""Peak heap of the heaviest scoring flows: a full 4-player Old Bill Den entry (every card one
by one, Mimes, pairs, Old Bill discards) and a full 6-player Clumsy Thief game (every money
card in stacks, takes, refills), each through lookout.history.History with an undo/redo and the
final result(). Run under micropython: micropython tools/bench/bench_games_a.py

Peak = the largest (live heap before a step + everything the step allocates with the GC held
off), measured with gc.mem_alloc() against the heap after the imports: an upper bound on what
the flow needs at once.
"""
import sys

_here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, _here + "/../../firmware")
sys.path.insert(0, _here)

from lookout.history import History  # noqa: E402
from peak import Peak  # noqa: E402
from lookout.games import oldbill, clumsy  # noqa: E402


def oldbill_actions():
    acts = []
    for p in range(4):                      # 12 thieves of every suit: 3 per player per suit
        for s in range(4):
            for v in (1, 3, 5):
                acts.append(["card", p, s, v])
    for m in range(5):
        acts.append(["mime", m % 4, m % 3, 2])
    for p in range(4):
        for _ in range(4):
            acts.append(["pair", p, 1])
    for p in range(4):
        acts.append(["discard", p, p, 3, "t"])
    acts.append(["discard", 0, 0, 5, "p"])
    return acts


def clumsy_actions():
    # 50 money cards in $100 stacks (toppings included) over 6 players, the centre deck down
    # to 30 as they were drawn (the rules core checks table + deck against the 93-card box)
    acts = [["deck", 30]]
    vals = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95]
    cards = 0
    i = 0
    while cards + 4 <= 50:
        a = vals[i % len(vals)]
        acts.append(["stack", i % 6, [a, 100 - a, a, 100 - a] if i % 3 == 0 else [a, 100 - a]])
        cards += 4 if i % 3 == 0 else 2
        i += 1
    for r in range(6):                       # takes: money, Thief, Jail
        acts.append(["take", (r + 1) % 6, r, 0, clumsy.THIEF])
        acts.append(["hand", r, 3])
        acts.append(["refill"])
    # Jail on the Thief-topped stack player 1 took last
    acts.append(lambda s: ["take", 2, 1, len(s["stacks"][1]) - 1, clumsy.JAIL])
    acts.append(["deck", 4])
    acts.append(["hand", 0, 2])              # 5 cards short, 4 in the deck: game over
    return acts


def flow(model, initial, actions):
    pk = Peak()
    h = pk.step(History, model, initial)
    for a in actions:
        if callable(a):
            a = a(h.state)
        pk.step(h.do, a)
    pk.step(h.undo)
    pk.step(h.redo)
    r = pk.step(model.result, h.state)
    return pk.peak, h, r


def main():
    peak, h, r = flow(oldbill, oldbill.new(["Ann", "Bob", "Cy", "Dee"]), oldbill_actions())
    assert len(r["players"]) == 4
    print("oldbill_peak_heap_bytes: %d bytes" % peak)
    del h, r
    peak, h, r = flow(clumsy, clumsy.new(["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"]),
                      clumsy_actions())
    assert r["over"] and sum(r["totals"]) > 0
    print("clumsy_peak_heap_bytes: %d bytes" % peak)


main()
