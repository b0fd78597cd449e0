"""Peak heap of the heaviest flows of two games, each a full game through
lookout.history.History with an undo/redo and the final result():
- Forty Thieves: 4 players (teams), 10 rounds, random 5-card hands each turn, legal_moves()
  asked before every discard (as a forced-concession check would), concede when none.
- Diamond tricks: 5 players, 5 rounds, all 60 cards tracked trick by trick, diamonds entered
  card by card, the Thief's Chance / discard choices changed when there is one, commit.
Run under micropython: micropython tools/bench/bench_games_b.py

Peak = the largest (live heap before a step + everything the step allocates with the GC held
off), measured with gc.mem_alloc() against the heap after the imports. Undo replays the whole
log from the start and makes one state's worth of garbage per action (hundreds of KB over a
full game), so it cannot run with the GC held off: the bench measures the replay one action at
a time (what the GC can free between them) and times the real undo with the GC running.
"""
import gc
import sys
import time

_here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
sys.path.insert(0, _here + "/../../firmware")
sys.path.insert(0, _here)

from lookout.history import History  # noqa: E402
from peak import Peak  # noqa: E402
from lookout.games import forty, diamond  # noqa: E402


def undo_measured(pk, h):
    """h.undo() with the replay's peak measured action by action, then timed for real."""
    from lookout.history import copy_data as _copy
    st = _copy(h.initial)
    for a in h.actions[:h.cursor - 1]:
        st = pk.step(h.model.apply, _copy(st), a)
    t = time.ticks_ms()
    h.undo()
    ms = time.ticks_diff(time.ticks_ms(), t)
    assert h.state == st
    return ms


class Rng:
    """Tiny LCG so both interpreters make the same game."""
    def __init__(self, seed):
        self.x = seed

    def below(self, n):
        self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
        return (self.x >> 8) % n


def forty_game():
    rng = Rng(7)
    pk = Peak()
    h = pk.step(History, forty, forty.new(["Ann", "Bo", "Cy", "Di"], {"rounds": 10}))
    steps = 0
    while h.state["phase"] != "over" and steps < 3000:
        steps += 1
        hand = [1 + rng.below(10) for _ in range(5)]
        moves = pk.step(forty.legal_moves, h.state, hand)
        if moves:
            pk.step(h.do, moves[rng.below(len(moves))])
        elif h.state["phase"] == "play":
            pk.step(h.do, ["concede"])
    ms = undo_measured(pk, h)
    pk.step(h.redo)
    pk.step(forty.result, h.state)
    pk.step(forty.cells, h.state)
    return pk.peak, len(h.actions), h.state, ms


def diamond_round(pk, h, rng, n):
    """One whole round of n players card by card: every card, diamonds, Thief's Chance,
    discards, commit; each step through pk (also played on the emulated Pico:
    tools/pico/device/cards_figs.py)."""
    lo, hi = diamond.RANGES[n]
    cards = [[s, k] for s in "TDM" for k in range(lo, hi + 1)]
    while cards:
        c = cards.pop(rng.below(len(cards)))
        pk.step(h.do, ["play", c[0], c[1]])
    cnt = diamond.counts(h.state)
    for i in range(n):
        pk.step(h.do, ["dia", i, [1 + rng.below(4) for _ in range(cnt[i][2])]])
    pk.step(diamond.round_lines, h.state)
    ch = diamond.thiefs_chance(cnt)
    if ch and ch[2]:
        pk.step(h.do, ["steal", list(range(ch[2]))])
    b = diamond.breakdown(h.state)
    for i in range(n):
        if b[i]["drop_m"]:
            keep = [j for j in range(cnt[i][2]) if j not in b[i]["stolen"]]
            pk.step(h.do, ["discard", i, keep[-b[i]["drop_m"]:]])
    pk.step(h.do, ["commit"])


def diamond_game():
    rng = Rng(11)
    pk = Peak()
    n = 5
    h = pk.step(History, diamond, diamond.new(["Ann", "Bo", "Cy", "Di", "Ed"]))
    while h.state["phase"] != "over":
        diamond_round(pk, h, rng, n)
    ms = undo_measured(pk, h)
    pk.step(h.redo)
    pk.step(diamond.result, h.state)
    return pk.peak, len(h.actions), h.state, ms


def main():
    fp, fa, fs, fms = forty_game()
    print("forty_peak_heap_bytes: %d bytes" % fp)
    print("forty_actions: %d actions" % fa)
    print("forty_rounds: %d rounds" % len(fs["log"]))
    print("forty_undo_full_game_ms: %d ms" % fms)
    gc.collect()
    dp, da, ds, dms = diamond_game()
    print("diamond_peak_heap_bytes: %d bytes" % dp)
    print("diamond_actions: %d actions" % da)
    print("diamond_undo_full_game_ms: %d ms" % dms)


if __name__ == "__main__":      # tools/pico runs diamond_game() alone
    main()
