"""Diamond thief tricks through the buttons: the rule text's three tricks named correctly, undo,
a power cut mid-round, and a whole 3-round game entered as counts, ending in a tie."""
from simdriver import Sim

SUITS = ("Thief", "Dog", "Madam")
TRICK_BOUND = 40     # presses to enter a 4-card trick
ROUND_BOUND = 48     # presses to enter a whole 3-player round as counts + points


def entry(sim):
    """(seat name, suit, number) of the inverted entry row."""
    row = sim.text()[-1].lstrip(">").split()
    return row[0], row[1], int(row[2])


def play(sim, suit, num):
    """Set the entry to suit/num with the fewest presses, OK; returns the presses used."""
    presses = 0
    _, s, n = entry(sim)
    d = (SUITS.index(suit) - SUITS.index(s)) % 3
    if d:
        sim.keys("RIGHT" if d == 1 else "LEFT")
        presses += 1
        _, s, n = entry(sim)
    while n != num:
        sim.keys("UP" if num > n else "DOWN")
        presses += 1
        _, s, n = entry(sim)
    sim.keys("OK")
    return presses + 1


def add_player_and_open(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")     # Players > + Add player (Dan)
    sim.keys("UP*4 OK DOWN*4 OK")            # Games > Diamond Tricks
    t = sim.text()
    assert t[0] == "Diamond: 4p", t
    assert t[2].split() == ["Rounds", "4"] and t[3] == "Dog>Thief", t
    sim.keys("OK")                           # Start game


def test_rule_text_tricks_undo_and_power_cut(flash):
    sim = Sim(flash, seed=7)
    add_player_and_open(sim)
    assert sim.text()[0] == "R1 Trick 1/12"
    assert entry(sim) == ("Ann", "Thief", 10) and sim.led == (255, 0, 0)
    counts = []
    n = 0
    for c in (("Dog", 3), ("Dog", 9), ("Dog", 12), ("Dog", 8)):
        n += play(sim, *c)
    counts.append(n)
    t = sim.text()
    assert t[0] == "Cat wins+leads" and t[3].split() == ["*Cat", "Dog", "12"], t
    assert entry(sim)[0] == "Cat" and sim.led == (0, 160, 0)
    n = 0
    for c in (("Thief", 7), ("Dog", 6), ("Thief", 16), ("Dog", 11)):
        n += play(sim, *c)
    counts.append(n)
    t = sim.text()
    assert t[0] == "Bo wins+leads" and t[4].split() == ["*Bo", "Dog", "11"], t
    n = 0
    for c in (("Dog", 10), ("Madam", 14), ("Thief", 3), ("Madam", 3)):
        n += play(sim, *c)
    counts.append(n)
    t = sim.text()
    assert t[0] == "Dan wins+leads" and t[3].split() == ["*Dan", "Thief", "3"], t
    assert entry(sim)[0] == "Dan"
    # undo the last card (long BACK), then redo it from the menu
    sim.keys("BACK:long")
    t = sim.text()
    assert t[0] == "R1 Trick 3/12" and len(t) == 5 and entry(sim)[0] == "Ann", t
    sim.keys("BACK DOWN*3 OK")               # Redo
    assert sim.text()[0] == "Dan wins+leads"
    # counts are refused while cards are tracked
    sim.keys("BACK DOWN*4 OK")               # Counts instead
    assert sim.text()[0] == "Counts"
    sim.keys("OK")
    # power cut: nothing lost
    assert sim.text()[0] == "Dan wins+leads"
    sim.proc.kill()
    sim.proc.wait()
    sim.close()
    sim = Sim(flash, seed=7)
    assert sim.text()[0] == "Welcome back"
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Dan wins+leads" and entry(sim)[0] == "Dan", t
    sim.keys("BACK DOWN OK")                 # History
    t = sim.text()
    assert t[0] == "History 12/12" and t[-1] == ">12 Ann M3", t
    print("diamond presses per 4-card trick:", counts)
    assert max(counts) <= TRICK_BOUND
    sim.close()


def counts_round(sim, moves, points):
    """Long OK (counts instead of tricks), `moves` keys on the grid, OK; then each player's
    points."""
    n = 1
    sim.keys("OK:long")                      # long OK: counts for the whole round
    assert sim.text()[0].startswith("Cards"), sim.text()
    if moves:
        sim.keys(moves)
        n += len(moves.split())
    sim.keys("OK")
    n += 1
    assert sim.text()[0].startswith("Score round"), sim.text()
    lines = sim.text()
    for p in points:
        keys = "OK " + ("UP*%d " % p if p else "") + "OK"
        sim.keys(keys)
        n += 2 + p
    return n, lines


def test_full_game_by_counts_ends_in_tie(sim):
    sim.keys("OK DOWN*4 OK OK")              # Games > Diamond Tricks > Start (3 players)
    assert sim.text()[0] == "R1 Trick 1/12"
    # Round 1: Ann T6 D2 M1, Bo T2 D4 M6, Cat T4 D6 M5 (from 4 4 4 each)
    moves = "UP*2 RIGHT DOWN*2 RIGHT DOWN*3 RIGHT DOWN*2 RIGHT RIGHT UP*2 RIGHT RIGHT UP*2 RIGHT UP"
    n, lines = counts_round(sim, moves, [9, 7, 5])
    assert lines[1].split() == ["Ann<Bo", "M2"], lines       # Thief's Chance: 6 - 4 dogs = 2
    assert lines[2].split() == ["Ann", "T6", "D2", "M1"], lines
    assert lines[3].split() == ["-T2", "-M1", "?"], lines     # 2 dogs drop 2 thieves, 4 left: -M1
    t = sim.text()
    assert t[-1] == "Score round" or "Score round" in t, t
    sim.keys("OK")
    n += 1
    t = sim.text()
    assert t[0] == "Round 1 scored" and t[1:3] == ["Next leader:", "Bo"], t
    assert t[3:6] == ["Ann 9", "Bo 7", "Cat 5"], t     # a line each: never split
    sim.keys("OK")
    n += 1
    print("diamond presses for a round by counts:", n)
    assert n <= ROUND_BOUND
    # Rounds 2 and 3: 4 4 4 each, no Thief's Chance (ties)
    _, lines = counts_round(sim, "", [2, 4, 0])
    assert lines[1] == "No ThiefsChance", lines
    sim.keys("OK")
    assert sim.text()[2] == "Cat"            # leader rotates: Ann, Bo, Cat
    sim.keys("OK")
    counts_round(sim, "", [0, 0, 3])
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Tie: Ann/Bo", t
    assert t[1].split() == ["1=", "Ann", "11"] and t[2].split() == ["1=", "Bo", "11"], t
    assert t[3].split() == ["3", "Cat", "8"] and t[4].split() == ["Ann", "9", "2", "0"], t
    sim.keys("OK")
    assert sim.text()[0] == "Lookout"
