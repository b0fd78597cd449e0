"""`make shots`: the README's pictures of the OLED, made by playing the simulator.

Each shot is a key script from a fresh device; the PNGs land in tools/shots/.
"""
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from simdriver import Sim, ROOT  # noqa: E402

OUT = os.path.join(ROOT, "tools", "shots")

SHOTS = (
    ("menu", ""),
    ("dice", "DOWN OK UP OK wait:1000"),
    ("keep_die", "DOWN OK LEFT*4 OK wait:1000"),
    # round 1: Ann 3, Bo 5, Cat 2; the cursor then sits on + New round; round 2: Ann 4
    ("scorepad", "DOWN*2 OK OK UP*3 OK OK UP*5 OK OK UP*2 OK OK OK UP*4 OK"),
    ("number_entry", "DOWN*2 OK OK UP*12"),
    ("results", "DOWN*2 OK OK UP*3 OK OK UP*5 OK OK UP*5 OK DOWN*6 OK"),
    ("timer", "DOWN*3 OK wait:42000"),
    ("players", "DOWN*4 OK"),
    ("games", "OK"),
    ("oldbill", "OK OK"),
    ("oldbill_den", "OK OK OK OK OK UP*2 OK UP*3 OK DOWN OK UP OK UP*4 OK"),
    ("clumsy", "OK DOWN OK"),
    ("forty", "OK DOWN*3 OK"),
    ("forty_board", "OK DOWN*3 OK OK UP*4 OK RIGHT UP OK UP*2 OK LEFT UP*5 OK"),
    ("diamond", "OK DOWN*4 OK"),
    ("diamond_trick", "OK DOWN*4 OK OK UP*6 OK RIGHT UP*5 OK"),
)


def main(names=None):
    os.makedirs(OUT, exist_ok=True)
    for name, keys in SHOTS:
        if names and name not in names:
            continue
        with tempfile.TemporaryDirectory() as d:
            sim = Sim(d, seed=11)
            sim.keys(keys)
            sim.wait(200)
            path = sim.png(os.path.join(OUT, name + ".png"), scale=3)
            print(path, "|", " / ".join(sim.text()[:3]))
            sim.close()


if __name__ == "__main__":
    main(sys.argv[1:])
