"""Issue 20 items 9, 11, 12 and 13 through the buttons, as a careless evening found them:
number entries stop at the rules' limits and say why, a refusal returns to the field at
fault; history rows keep their values; no jump or wrap-around lands on a row that throws
away, swaps or undoes; 8-letter names are never cut from titles and rows."""
import os
import sys

from simdriver import ROOT, Sim

LONG = [["Augustin", 0], ["Bartholo", 1], ["Penelope", 2], ["Cordelia", 3]]


def seed(flash, **data):
    """A saved session (the firmware's own format) with these fields over a fresh one."""
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout import session, store
    d = session.fresh()
    d.update(data)
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(store.encode(1, d))


def done(sim):
    err = sim.close()
    assert sim.errors == 0 and "Traceback" not in err, err


def test_9_den_count_stops_at_the_deck_and_says_why(sim):
    sim.keys("OK OK OK")                     # Games > Old Bill > Den scoring
    sim.keys("OK OK")                        # Ann's Den > Red cards
    assert sim.text()[0] == "Red cards"
    sim.keys("UP:hold=3000")                 # held: it stops at the deck's 12, not 17
    assert sim.big() == ["12"], sim.big()
    t = sim.text()
    assert t[-2:] == ["12 Red thieves", "left in the deck"], t
    sim.keys("DOWN")                         # off the limit: the hint again
    assert sim.text()[-1] == "OK next"
    sim.keys("UP OK OK")                     # 12 cards, 12 points: taken, no refusal
    t = sim.text()
    assert t[0] == "Ann 12p" and t[1].split()[:2] == ["Red", "12c"], t


def test_9_den_refusal_returns_to_the_field_at_fault(sim):
    sim.keys("OK OK OK OK OK")               # Ann's Den, Red cards
    sim.keys("UP*12 OK OK")                  # Red 12 cards, 12 points
    sim.keys("DOWN*5 OK OK UP*2 OK")         # Mimes > Red: 2 of the 12 are Mimes
    sim.keys("UP OK")                        # Done: Bo's row
    sim.keys("OK OK UP*5")                   # Bo's Red: 2 thieves left, the entry says so
    assert sim.big() == ["2"] and sim.text()[-2:] == ["2 Red thieves", "left in the deck"]
    sim.keys("OK OK UP*5 OK")                # 2 cards 2 points; Done; back on Cat: up to Ann
    assert sim.text()[0] == "Old Bill: Dens"
    sim.keys("UP*2 OK DOWN*6 OK OK")         # Ann's Den > Mimes > Red: 2 Mimes of 12
    assert sim.text()[0] == "Mimes of 12", sim.text()
    sim.keys("DOWN*2 OK")                    # no Mimes: 12 Red thieves + Bo's 2 = 14
    t = sim.text()
    assert t[0] == "Not allowed" and "14 entered" in " ".join(t), t
    sim.keys("OK")                           # back on the field at fault, its value kept
    assert sim.text()[0] == "Mimes of 12" and sim.big() == ["0"], sim.text()
    sim.keys("UP*2 OK")
    assert sim.text()[0] == "Ann 12p", sim.text()


def test_9_diamond_points_need_a_madam_card_kept(sim):
    sim.keys("OK DOWN*4 OK OK OK:long")      # Diamond, 3 players, counts for the round
    # Ann T2 D0 M1 (her 2 Thieves discard her 1 Madam), Bo T6 D3 M6, Cat T4 D9 M5
    sim.keys("DOWN*2 RIGHT DOWN*4 RIGHT DOWN*3 RIGHT UP*2 RIGHT DOWN RIGHT UP*2 RIGHT RIGHT "
             "UP*5 RIGHT UP OK")
    assert sim.text()[2].split() == ["Ann", "T2", "D0", "M1"], sim.text()
    sim.keys("OK UP*5")                      # Ann's points: none to score, it says why
    assert sim.big() == ["0"], sim.big()
    assert sim.text()[-2:] == ["No Madam card", "kept: no points"], sim.text()
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.games import diamond as D
    st = D.new(["Ann", "Bo", "Cat"])
    st = D.apply(st, ["counts", [[2, 0, 1], [6, 3, 6], [4, 9, 5]]])
    try:
        D.apply(D.copy(st), ["dia", 0, 5])
        assert False, "5 points with no Madam card kept"
    except ValueError as e:
        assert str(e) == "Ann keeps 0 Madam cards: at most 0 points", e
    D.apply(D.copy(st), ["dia", 1, 60])      # Bo keeps 6 - 3 = 3 Madams: 60 at most
    try:
        D.apply(D.copy(st), ["dia", 1, 61])
        assert False
    except ValueError as e:
        assert "at most 60" in str(e)


def test_11_history_rows_keep_their_values(flash):
    seed(flash, players=LONG)
    sim = Sim(flash, seed=7)
    sim.keys("OK OK OK")                     # Old Bill > Den scoring (4 players)
    sim.keys("OK OK UP*4 OK UP*8 OK")        # Augustin: Red 4 cards, 12 points
    sim.keys("DOWN*4 OK")                    # Done: Bartholo; Blue 4 cards 12 points
    sim.keys("OK DOWN OK UP*4 OK UP*8 OK DOWN*3 OK")
    sim.keys("DOWN*2 OK")                    # from Penelope: Cordelia, History
    t = sim.text()
    assert t[0] == "History 2/2", t
    # (the OCR drops the indent of the second lines)
    assert t[1:] == ["1 Augustin Red", "4c 12p", ">2 Bartholo", "Blue 4c 12p"], t
    assert sim.selected() == ">2 Bartholo"   # the bar covers the whole entry
    sim.keys("UP")                           # an entry at a time
    assert sim.selected() == "1 Augustin Red"
    sim.keys("OK")                           # the entry's menu: harmless first
    t = sim.text()
    assert t[:4] == ["Entry 1", "Go to here", "Keep it", "Delete entry"], t
    sim.keys("UP")                           # the wrap-around passes Delete entry
    assert sim.selected() == "Keep it"
    done(sim)


def test_11_every_games_history_text_keeps_names_and_values():
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.games import clumsy, diamond, forty, oldbill
    from lookout.screens import g_clumsy, g_diamond, g_forty, g_oldbill
    names = [p[0] for p in LONG]
    cases = [
        (g_clumsy, clumsy.new(names), ["top", 2, 0, 25], "Penelope tops #1 $25"),
        (g_clumsy, clumsy.new(names), ["take", 3, 1, 1, 90], "Cordelia takes Bartholo #2 $90"),
        (g_clumsy, clumsy.new(names), ["total", 0, 240], "Augustin stack $240"),
        (g_oldbill, oldbill.new(names), ["suit", 3, 0, 16, 120, 4], "Cordelia Red 16c 120p 4M"),
        (g_oldbill, oldbill.new(names), ["discard", 1, 3, 7, "p"], "Bartholo Bill: Gold pair 7p"),
        (g_forty, forty.new(names), ["play", 1, 10, 7], "%s R10>7" % names[0]),
        (g_diamond, diamond.new(names), ["dia", 2, 47], "Penelope 47 pts"),
        (g_diamond, diamond.new(names), ["counts", 3, 6, 3, 3], "Cordelia T6D3M3"),
    ]
    for mod, st, a, want in cases:
        assert mod.describe(st, a) == want, (mod.__name__, a, mod.describe(st, a))


def test_12_pad_jumps_and_wraps_never_land_on_harm(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")     # Players > + Add player: Dan
    sim.keys("UP*2 OK")                      # Scorepad, 4 players
    sim.keys("OK UP OK " * 4)                # a round: the cursor ends on + New round
    assert sim.selected() == "+ New round"
    sim.keys("OK RIGHT")                     # the new round; RIGHT from Ann: not onto Undo
    assert sim.text()[0] == "Round 2"
    assert sim.selected().startswith("Redo "), sim.selected()   # Undo was the 6th row
    sim.keys("LEFT")
    assert sim.selected().startswith("Bo "), sim.selected()
    sim.keys("DOWN*2 RIGHT")                 # RIGHT from Dan: past Clear pad to Results
    assert sim.selected() == "Results", sim.selected()
    sim.keys("UP OK OK")                     # Clear pad, asked, yes: Ann highlighted
    assert sim.text()[0] == "Scorepad"
    assert sim.selected().startswith("Ann "), sim.text()
    sim.keys("DOWN*3 RIGHT")                 # from Dan: past Clear pad and Restore pad
    assert sim.text()[-2:] == ["Restore pad", "Results"], sim.text()
    assert sim.selected() == "Results", sim.selected()


def test_12_welcome_back_up_from_resume_is_not_start_afresh(flash):
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*2 OK OK UP OK")           # Scorepad: Ann 1
    sim.cut()
    sim = Sim(flash, seed=7)
    assert sim.text()[0] == "Welcome back"
    assert sim.selected() == "Resume"
    sim.keys("UP")
    assert sim.selected() == "Not now", sim.selected()
    sim.keys("DOWN")                         # walked to row by row it is there
    assert sim.selected() == "Start afresh"
    done(sim)


def test_12_settings_wrap_passes_reset_all(sim):
    sim.keys("UP*2 OK")                      # Settings
    assert sim.text()[0] == "Settings"
    sim.keys("UP")                           # from Brightness: not Reset all, not Restore
    assert sim.selected().startswith("LED"), sim.selected()


def test_13_eight_letter_names_whole_in_titles_and_rows(flash):
    seed(flash, players=LONG)
    sim = Sim(flash, seed=7)
    sim.keys("OK OK OK")                     # Old Bill Dens, nothing entered
    sim.keys("UP OK")                        # Results (the last row): all tie at 0
    t = sim.text()
    assert t[0] == "Tie: 4 players", t
    assert t[1:6] == ["Shared by 4:", "Augustin", "Bartholo", "Penelope", "Cordelia"], t
    sim.keys("BACK BACK UP OK")              # Games > Diamond Tricks, 4 players
    sim.keys("OK")                           # Start: the name whole, the card as "T10"
    assert sim.text()[1] == ">Augustin T10", sim.text()
    sim.keys("RIGHT DOWN*7")                 # Dog 3 leaves room for the whole name
    assert sim.text()[1] == ">Augustin Dog 3", sim.text()
    sim.keys("OK:long OK")                   # counts 4/4/4 each
    t = sim.text()                           # the counts whole, the name gives way
    assert t[0] == "Score round 1" and t[2:4] == ["Augustin", "T4 D4 M4"], t   # name whole
    for _ in range(4):
        sim.keys("OK UP*2 OK")               # 2 points each
    sim.keys("OK")                           # Score round
    t = sim.text()
    assert t[0] == "Round 1 scored", t
    assert t[3:7] == ["Augustin 2", "Bartholo 2", "Penelope 2", "Cordelia 2"], t
    sim.keys("OK BACK UP OK")                # the game's menu: UP wraps to Leave game
    assert sim.text()[0] == "Lookout", sim.text()
    sim.keys("DOWN*4 OK DOWN OK DOWN*5 OK")  # Players > Bartholo > Remove: asks
    t = " ".join(sim.text())
    assert "Remove Bartholo" in t and '"Back: Bartholo"' in t, t   # names the row to undo it
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Players (3)" and "Back: Bartholo" in t, t
    done(sim)


def test_den_ok_on_an_unchanged_suit_logs_nothing(sim):
    sim.keys("OK OK OK OK")                  # Ann's Den
    sim.keys("OK OK OK OK")                  # Red 0 and Blue 0 confirmed: the cursor moves on
    assert sim.selected().startswith("Green"), sim.selected()
    sim.keys("UP*2 OK OK")                   # Red: 0 cards stays 0
    sim.keys("BACK")                         # Done: back on the Dens
    assert sim.rows()["Undo"] == 0, sim.text()   # no empty entries in the history


def test_9_old_bill_discard_refused_at_the_suit_then_the_kind(sim):
    sim.keys("OK OK OK OK")                  # Ann's Den
    sim.keys("OK UP*2 OK OK")                # Red: 2 cards, 2 points (no Mime, no pair)
    sim.keys("DOWN*6 OK")                    # Old Bill: which suit
    assert sim.text()[0] == "Bill: discard", sim.text()
    sim.keys("DOWN OK")                      # Blue: empty, said at once, the list stays
    t = sim.text()
    assert t[0] == "Not allowed" and "no Blue card" in " ".join(t), t
    sim.keys("OK")
    assert sim.text()[0] == "Bill: discard", sim.text()
    sim.keys("UP OK DOWN OK")                # Red > A Mime: Red has none, the kinds stay
    t = sim.text()
    assert t[0] == "Not allowed" and "no Mime in Red" in " ".join(t), t
    sim.keys("OK")
    assert sim.text()[0] == "Discard what?", sim.text()
    sim.keys("UP OK")                        # A thief: its points, at most Red's 2 ...
    assert sim.text()[0] == "Its points" and sim.big() == ["1"], sim.text()
    sim.keys("UP*3")                         # ... and it says why it stops
    assert sim.big() == ["2"] and sim.text()[-1] == "Red has 2 points", sim.text()
    sim.keys("OK LEFT UP")                   # taken; up to see Red
    t = sim.text()
    assert t[0] == "Ann 0p" and t[1].split() == ["Red", "1c", "ML", "0"], t


HARM = ("Undo", "New game", "Abandon game", "Concede", "Clear pad", "Delete entry",
        "Start afresh", "Reset all", "Remove")


def harmless(sel):
    return not any(sel == h or sel.startswith(h + " ") for h in HARM)


def test_12_game_menus_one_press_from_the_cursor_is_harmless(sim):
    sim.keys("DOWN*4 OK DOWN*3 OK BACK")     # 4 players
    sim.keys("UP*4 OK OK OK")                # Games > Old Bill > Den scoring
    for start in ("", "DOWN", "DOWN*2", "DOWN*3"):        # each player's row
        for k in ("UP", "DOWN", "LEFT", "RIGHT"):
            sim.keys("LEFT*3 " + start + " " + k)
            assert harmless(sim.selected()), (start, k, sim.text())
    sim.keys("LEFT*3 DOWN*3 DOWN")           # past the last player: History, not Undo
    assert sim.selected() == "History", sim.text()
    sim.keys("BACK DOWN*3 OK OK")            # Games > Forty Thieves > Start game
    sim.keys("BACK")
    assert sim.text()[0] == "Forty menu", sim.text()
    for k in ("UP", "DOWN", "LEFT", "RIGHT"):
        sim.keys("LEFT*3 " + k)
        assert harmless(sim.selected()), (k, sim.text())


def test_history_counts_the_lines_wrap_makes():
    """gamelog.count_lines (no strings made) agrees with lookout.ui.wrap.wrap_line."""
    import random
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from lookout.screens.gamelog import count_lines
    from lookout.ui.wrap import wrap_line
    rnd = random.Random(5)
    words = ["Augustin", "Red", "12c", "120p", "takes", "#2", "$95", "Bartholomew1234567",
             "a", "Thief's", "", "x" * 13]
    for _ in range(3000):
        s = " ".join(rnd.choice(words) for _ in range(rnd.randint(1, 7)))
        for width in (9, 11, 12, 14, 15):
            out = []
            wrap_line(s, width, out)
            assert count_lines(s, width) == len(out), (s, width, out)


def test_clumsy_money_card_on_an_unknown_top_stays_in_the_game(sim):
    """A careless evening's find: topping a stack entered as a total (its top unknown) with
    a money card closed one screen too many, out of the game to the Games list."""
    sim.keys("OK DOWN OK OK")                # Clumsy > Ann
    sim.keys("DOWN*3 OK RIGHT UP*4 OK")      # + Stack total $170
    sim.keys("OK DOWN*4 OK OK OK")           # Ann > Top own stack > $170 ? > Money card
    assert sim.text()[0] == "Card $", sim.text()
    sim.keys("DOWN*3 OK")                    # $35
    t = sim.text()
    assert t[0] == "Clumsy deck 72" and sim.rows()["Ann"] == 205, t


def cut_names(lines):
    """Lines where an 8-letter name shows only in part ("Augus", "Bart,")."""
    import re
    bad = []
    for ln in lines:
        for p in LONG:
            n = p[0]
            for k in range(3, 8):
                if re.search(r"(?<![A-Za-z])%s(?![a-z])" % n[:k], ln):
                    bad.append(ln)
    return bad


def test_careless_evening_scorepad_six_rounds_long_names(flash):
    """Four 8-letter names, six rounds, UP and BACK pressed carelessly between entries:
    every total is the sum of what was entered, no name is cut on any screen seen."""
    import random
    seed(flash, players=LONG)
    sim = Sim(flash, seed=7)
    sim.keys("DOWN*2 OK")                    # Scorepad
    rnd = random.Random(20)
    want = [0, 0, 0, 0]
    seen = []
    for r in range(6):
        for p in range(4):
            v = rnd.randint(-3, 14)
            sim.keys("OK " + ("UP*%d " % v if v > 0 else "DOWN*%d " % -v if v < 0 else ""))
            seen += sim.text()
            sim.keys("OK")
            want[p] += v
            if rnd.random() < 0.3:           # a careless UP (and back down to the cursor)
                sim.keys("UP")
                seen += sim.text()
                sim.keys("DOWN")
        if r == 2:                           # BACK out of the pad and in again
            sim.keys("BACK")
            assert sim.text()[0] == "Lookout"
            sim.keys("OK")
        assert sim.selected() == "+ New round", (r, sim.text())
        seen += sim.text()
        if r < 5:
            sim.keys("OK")
    assert [sim.rows()[p[0]] for p in LONG] == want, (sim.text(), want)
    sim.keys("LEFT UP OK")                   # Results: the last row, UP from the top
    t = sim.text()
    assert t[0] == "%s wins" % LONG[want.index(max(want))][0] or t[0] == "Tie!", t
    seen += t
    assert not cut_names(seen), cut_names(seen)
    done(sim)


def whole(sim):
    """A question's text, scrolled through to its end (then back to its top)."""
    t = sim.text()
    sim.keys("DOWN*4")
    t = t + sim.text()
    sim.keys("UP*4")
    return " ".join(t)


def test_12_concede_and_drop_stack_say_how_to_take_them_back(sim):
    """A careless evening (a20): Forty's Concede and Clumsy's Drop stack end a round or take a
    stack away with one more OK, and their questions did not say Undo takes them back (every
    other such question does)."""
    sim.keys("OK DOWN*3 OK OK OK RIGHT UP OK")      # Forty: Ann L5, Bo R6
    sim.keys("BACK DOWN*5 OK")                      # the menu > Concede
    t = whole(sim)
    assert "Cat concedes" in t and "Undo" in t, t
    sim.keys("BACK BACK")                           # no: the menu, then leave
    sim.keys("BACK*3 LEFT*2")
    assert sim.text()[0] == "Lookout", sim.text()
    sim.keys("OK DOWN OK OK OK OK")                 # Clumsy: Ann $50+50
    sim.keys("OK DOWN*5 OK OK")                     # Ann > My stacks > the stack
    assert sim.text()[0] == "Drop stack", sim.text()
    t = whole(sim)
    assert "Undo" in t, t
