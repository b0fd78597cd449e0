"""Real saves for the companion tests: games played through the simulator's buttons, with the
device's results screen read off the OLED for each (title first, as the OCR sees it)."""
from lookout_host.cli import main
from simdriver import Sim

# Forty Thieves, one round of three players (host_tests/ui/test_forty_ui.py): Ann completes
# the row 42 45 48 49 on the last move.
FORTY_OPEN = "OK DOWN*3 OK DOWN OK LEFT OK UP OK"
FORTY_SEQ = [(0, 5), (1, 2), (1, 10), (1, 3), (1, 9), (0, 9), (1, 7), (0, 7), (0, 1), (0, 2),
             (0, 6), (1, 9), (1, 5), (1, 8)]


def run(capsys, *argv):
    """The companion's command line run in-process: (exit code, stdout, stderr)."""
    rc = main(list(argv))
    out = capsys.readouterr()
    return rc, out.out, out.err


def screen(sim, pages=0):
    """The text on the OLED, plus `pages` more screens scrolled down (DOWN*6 each)."""
    t = sim.text()
    for _ in range(pages):
        sim.keys("DOWN*6")
        t += sim.text()[1:]
    return t


def scorepad(sim):
    """Three rounds: Ann 3 11 0, Bo 5 -4 6, Cat 2 0 9: Ann 14 wins, Cat 11, Bo 7."""
    sim.keys("DOWN DOWN OK")
    for r, pts in enumerate(([3, 5, 2], [11, -4, 0], [0, 6, 9])):
        if r:
            sim.keys("OK")                 # the cursor is on + New round; then on Ann
        for p in pts:
            sim.keys("OK " + ("UP*%d " % p if p > 0 else "DOWN*%d " % -p if p else "") + "OK")
    sim.keys("UP*4 OK")                     # + New round -> Cat, Bo, Ann, Results (last)
    t = screen(sim)
    sim.keys("BACK BACK")
    return t


def forty(sim):
    sim.keys(FORTY_OPEN)
    pile, card = 0, 5
    for k, (p, c) in enumerate(FORTY_SEQ):
        keys = []
        if p != pile:
            keys.append("LEFT" if p == 0 else "RIGHT")
        up, down = (c - card) % 10, (card - c) % 10
        keys += ["UP"] * up if up <= down else ["DOWN"] * down
        pile, card = p, c
        sim.keys(" ".join(keys + ["OK"]))
        if k == 2:
            sim.keys("OK")                  # the thief replays the 2 (steals Bo's 10)
            card = 10
    assert sim.text()[0] == "Round 1 over", sim.text()
    sim.keys("OK")
    t = screen(sim)
    sim.keys("BACK")
    return t


def diamond(sim):
    sim.keys("OK DOWN*4 OK OK")
    moves = "UP*2 RIGHT DOWN*2 RIGHT DOWN*3 RIGHT DOWN*2 RIGHT RIGHT UP*2 RIGHT RIGHT UP*2 " \
            "RIGHT UP"
    for mv, pts in ((moves, (9, 7, 5)), ("", (2, 4, 0)), ("", (0, 0, 3))):
        sim.keys("OK:long")
        if mv:
            sim.keys(mv)
        sim.keys("OK")
        for p in pts:
            sim.keys("OK " + ("UP*%d " % p if p else "") + "OK")
        sim.keys("OK")                      # score the round
        if sim.text()[0].startswith("Round"):
            sim.keys("OK")
    t = screen(sim)
    sim.keys("OK")
    return t


def oldbill(sim):
    """Den scoring: Ann and Bo 13 points and 2 pairs each (a shared win), Cat 1."""
    sim.keys("OK OK OK")
    sim.keys("OK OK UP*4 OK OK OK UP OK UP*4 OK DOWN*2 OK UP*2 OK OK")
    sim.keys("OK OK UP*2 OK UP*4 OK OK UP*2 OK UP OK OK UP OK UP*2 OK DOWN OK UP*2 OK "
             "DOWN*3 BACK")
    sim.keys("OK OK UP OK OK BACK")
    sim.keys("UP OK")                       # the cursor moved on to Ann; UP: Results (last)
    t = screen(sim, 1)
    sim.keys("BACK BACK")
    return t


def clumsy(sim):
    sim.keys("OK DOWN OK")
    sim.keys("OK OK DOWN*2 OK  DOWN OK OK OK  DOWN OK DOWN*2 OK  UP OK:long OK OK")
    sim.keys("UP*2 OK")                     # the cursor stayed on Bo: Ann, Results (last)
    t = screen(sim)
    sim.keys("BACK BACK")
    return t


def play_all(flash):
    """Plays every game into the flash folder; {gid: results screen lines}."""
    out = {}
    # the scorepad last (left for the menu: no game is open, nothing to resume)
    for gid, fn in (("diamond", diamond), ("forty", forty), ("oldbill", oldbill),
                    ("clumsy", clumsy), ("pad", scorepad)):
        with Sim(flash, seed=7) as sim:          # a fresh start: the menu cursor on Games
            assert sim.text()[0] == "Lookout", sim.text()
            out[gid] = fn(sim)
            assert sim.errors == 0, sim.stderr()
    return out
