"""The third whole Black Keep game through the buttons: wizard to the end, with an undo (a
played card taken back and played again) and a 'table differs' correction (a guard moved on
the device to where the table has it) in the middle; the game goes on from the corrected board
and ends, and both stay in the history list."""
from simdriver import Sim
from test_keep_fix_ui import Counted, synced
from test_keep_game_ui import MAX_PLAYS, Bot, play_card, to_hub
from test_keep_ui import read_pages, setup

from lookout.keep import guardrec as G

UNDO_AT = 4              # the players' card this many plays in is undone and played again
FIX_AT = 3               # before this guards phase, a guard is corrected


def correct_a_guard(sim, bot):
    """Move the first guard on the picker one hex over; returns (guard, old hex, new hex)."""
    c = Counted(sim)
    sim.keys("LEFT LEFT")
    c.go("Table differs")
    c.keys("OK OK")                                  # A guard, the first one
    t = sim.text()
    g = synced(sim, bot)
    i = [gd[G.HEX] for gd in g.state["g"]].index(bot.b.index(t[0].split()[1]))
    h0 = g.state["g"][i][G.HEX]
    c.keys("OK")                                     # Move it
    for step, back in (("RIGHT", "LEFT"), ("LEFT", "RIGHT"), ("DOWN", "UP"), ("UP", "DOWN")):
        c.keys(step)
        if bot.b.names[h0] not in sim.text():
            break
        c.keys(back)
    c.keys("OK OK")                                  # picked, confirmed
    t = sim.text()
    assert t[0] == "Corrected", t
    c.keys("OK")
    g = synced(sim, bot)
    assert g.actions[-1][:3] == ["fix", "hex", i], g.actions[-1]
    c.go("History")                                  # the list's cursor on the correction
    sel = sim.selected()
    assert sel and sel.split()[1].startswith("Correct"), (sel, sim.text())
    sim.keys("BACK")
    return i, h0, g.state["g"][i][G.HEX]


def test_a_game_with_an_undo_and_a_correction(flash):
    sim = Sim(flash, seed=4)
    setup(sim)
    bot = Bot(flash)
    plays = guards = 0
    undone = fixed = None
    while plays < MAX_PLAYS:
        g = synced(sim, bot)
        ph = g.phase()
        if ph == "over":
            break
        if ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
        elif ph == "guards":
            if guards == FIX_AT and fixed is None:
                fixed = correct_a_guard(sim, bot)
                i, h0, h1 = fixed
                assert synced(sim, bot).state["g"][i][G.HEX] == h1 != h0
            sim.keys("LEFT LEFT OK")
            t = sim.text()
            assert t[0].startswith("P%d 1/" % g.state["mv"]), t
            read_pages(sim, "P%d " % g.state["mv"])
            guards += 1
        else:
            p = g.waiting()[0]
            n = len(g.actions)
            play_card(sim, bot, g, p)
            plays += 1
            if plays == UNDO_AT and undone is None and synced(sim, bot).phase() == "play":
                to_hub(sim)
                sim.keys("LEFT LEFT")
                Counted(sim).go("Undo")
                t = sim.text()
                assert t[0] == "Undo", t
                sim.keys("OK")
                g2 = synced(sim, bot)
                assert g2.cursor == n and p in g2.waiting(), (g2.cursor, n)
                sim.keys("LEFT LEFT")
                assert "%s plays" % g2.state["col"][p] in sim.text(), sim.text()
                undone = (n, p)
                play_card(sim, bot, g2, p)             # played again (the same card)
                g3 = synced(sim, bot)
                assert len(g3.actions) == n + 1 and g3.actions[n][:2] == ["play", p]
    g = synced(sim, bot)
    assert g.phase() == "over", (plays, g.state["turn"])
    assert undone is not None and fixed is not None, (undone, fixed)
    t = sim.text()
    assert t[0] == "Game over" and t[1] == "Results", t
    sim.keys("LEFT LEFT OK")
    t = sim.text()
    w = g.state["win"]
    said = " ".join(t[1:])
    if w >= 0:
        assert said.startswith("%s escapes and wins!" % g.state["col"][w]), t
    else:
        assert "guards win" in said, t
    print("game 3: %s after %d plays, %d guards phases; undone play %r, guard %d corrected"
          " %s -> %s" % (g.state["col"][w] + " escapes" if w >= 0 else "every thief caught",
                         plays, guards, undone, fixed[0], bot.b.names[fixed[1]],
                         bot.b.names[fixed[2]]))
    err = sim.close()
    assert "Traceback" not in err, err
