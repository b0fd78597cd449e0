# ruff: noqa: F821 - ROOT is put in front of this script by the host
# The heaviest card game, Diamond tricks: 5 players, one whole round card by card as
# tools/bench/bench_games_b.py plays it (every card of the round, diamonds, Thief's Chance,
# discards, commit), each step through History with the GC held off (Peak): the lowest free
# heap. (bench_games_b's whole 5-round game with undo takes ~25 min of wall time emulated.)
import sys
sys.path.insert(0, ROOT + 'tools/bench')
sys.path.insert(0, ROOT + 'firmware')
from peak import Peak
from lookout.history import History
from lookout.games import diamond
import bench_games_b as B
rng = B.Rng(11)
pk = Peak()
n = 5
h = pk.step(History, diamond, diamond.new(["Ann", "Bo", "Cy", "Di", "Ed"]))
B.diamond_round(pk, h, rng, n)
print("diamond_actions: %d actions" % len(h.actions))
print("diamond_round: %d" % h.state["round"])
print("cards_min_free_bytes: %d bytes" % Peak.low_free)
