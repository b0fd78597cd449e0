"""A thief's private note costs no press, pause, frame, LED or beep anyone else can read
(issue 19: "No public screen, message, refusal, LED, beep, press count or pause depends on
anyone's secret").

A note (keep/cards.note) tells one thief of a table's mistake only their secret shows: Green
entered a Noise Arrow as drawn face down, and a later market shows one. It used to be an
extra screen at Green's next PIN, one more OK: anyone counting presses learnt that Green had
a secret note. Now every thief whom a public step may have given a note (a card entered from
the deck while they hold guard cards, a treasure revealed while theirs is not) gets their
notes page at their next PIN, note or "No new notes.", one OK either way
(screens/keep/dial.due).
"""
from simdriver import presses
from test_keep_game_ui import PINS, Bot, play_card, to_hub
from test_keep_secrets_ui import Watched, _buy_face_down
from test_keep_ui import PIN, past_notes, read_pages, setup, to_row


class Counted(Watched):
    """Watched (frames, LED, beeps after each press while `on`), counting every press: the
    public ones, and all (a thief's own too: `pressed`)."""
    pressed = public = 0

    def keys(self, script):
        n = presses(script)
        self.pressed += n
        self.public += n if self.on else 0
        super().keys(script)


def _buy_nothing(sim):
    sim.keys("LEFT LEFT OK UP OK")
    if sim.text()[0].startswith("Buy"):
        sim.keys("BACK")


def _run(flash, code):
    """Turn 1: Green buys face down and enters `code` (the last Noise Arrow, or Lockpicks);
    turn 2: the table enters a Noise Arrow in the market (a note for Green when Green holds
    the last one), the buys, the guards phase, then phase 1's cards to the reveal. Returns
    the sim (the frames everyone may see, every press counted), the presses of Green's turn 2
    card (hub row to OK) and what Green read at that PIN."""
    sim = Counted(flash, seed=11)
    sim.seen = []
    setup(sim, deal="table")
    bot = Bot(flash)
    sim.on = True
    sim.keys("LEFT LEFT OK")                        # the market: Noise Arrow, then Art x2, ...
    for card in ("Noise Arrow", "Art", "Art", "Diligent", "Diligent"):
        to_row(sim, card)
        sim.keys("OK")
    _buy_nothing(sim)                               # Blue
    _buy_face_down(sim, bot)                        # Green: face down
    sim.on = False                                  # Green's own screens
    sim.keys("LEFT LEFT OK " + PIN[1])
    assert past_notes(sim, "Green") is None         # (no note can be due: no guard card yet)
    g = bot.game()
    to_row(sim, "Noise Arrow" if code == "NOISE" else "Lockpicks")
    sim.keys("OK")
    assert bot.game().private(1, PINS[1])["guard_cards"] == [code]
    sim.on = True
    assert sim.text()[0] == "Card drawn", sim.text()
    sim.keys("OK")                                  # public
    mine = said = None
    while bot.game().state["turn"] < 3:
        g = bot.game()
        ph = g.phase()
        st = g.state
        if ph == "market":
            to_hub(sim)
            sim.keys("LEFT LEFT OK")
            if st["turn"] == 2:                     # the Noise Arrow Green may hold: taken
                to_row(sim, "Noise Arrow")
            while bot.game().phase() == "market":
                sim.keys("OK")
        elif ph == "buy":
            to_hub(sim)
            _buy_nothing(sim)
        elif ph == "guards":
            to_hub(sim)
            sim.keys("LEFT LEFT OK")
            read_pages(sim, "P%d " % st["mv"])
        elif ph == "play":
            p = g.waiting()[0]
            sim.on = False                          # a thief's own screens
            n = sim.pressed
            k = len(getattr(sim, "notes", ()))
            play_card(sim, bot, g, p, ("REST", None) if p == 1 else None)
            if st["turn"] == 2 and p == 1:
                mine = sim.pressed - n
                said = [s for c, s in getattr(sim, "notes", ())[k:] if c == "Green"]
            sim.on = True
            sim.keys("wait:10")
            if st["turn"] == 2 and bot.game().phase() != "play":
                break                               # the reveal: phase 1 of turn 2 done
        else:
            raise AssertionError((ph, sim.text()))
    err = sim.close()
    assert "Traceback" not in err, err
    return sim, mine, said, bot.game()


def test_a_private_note_costs_no_press_anyone_can_count(tmp_path):
    """Twin games: in one, Green holds the last Noise Arrow and the table enters a Noise
    Arrow in turn 2's market (the table's mistake: Green is told privately); in the other,
    Green holds Lockpicks (no note). Every frame, LED and beep the others see, every public
    press and the presses to Green's card in turn 2 are the same in both; Green reads the note
    in one (nothing is lost) and "No new notes." in the other, each one OK."""
    a, na, sa, ga = _run(str(tmp_path / "a"), "NOISE")
    b, nb, sb, gb = _run(str(tmp_path / "b"), "LOCK")
    assert ga.private(1, PINS[1])["notes"] and not gb.private(1, PINS[1])["notes"]
    assert sa and sa[0].startswith("Noise Arrow came off the deck") and \
        "check your guard cards" in sa[0], sa
    assert na == nb, (na, nb)                        # Green's presses, hub row to the OK
    assert sb == ["No new notes."], sb
    assert a.public == b.public > 100, (a.public, b.public)
    assert len(a.seen) == len(b.seen) > 100, (len(a.seen), len(b.seen))
    for i in range(len(a.seen)):
        assert a.seen[i] == b.seen[i], "what the others see %d differs" % i
    assert ga.public() == gb.public()


def test_every_note_fits_its_page():
    """A notes page is read without an arrow (one to scroll would tell there was more): each
    note the engine writes fits the screen, for every built-in guard card, colour and
    treasure."""
    from lookout.keep import cards as C
    from lookout.keep import draws as D
    from lookout.keep.context import COLOURS
    from lookout.ui import gfx
    from lookout.ui.wrap import wrap
    notes = []
    for col in COLOURS:
        for t in range(len(C.TREASURE)):
            for q in range(len(COLOURS)):
                if q == COLOURS.index(col):
                    continue
                st = {"n": len(COLOURS), "col": list(COLOURS), "tr": [t] * len(COLOURS),
                      "trv": [0] * len(COLOURS), "opt": {"tbl": 1}}
                st["trv"][COLOURS.index(col)] = 1
                C.clash(st, COLOURS.index(col), [])
                notes += [x for n in st["pn"] for x in n]
    for row in C.GUARD:
        st = {"n": 2, "col": ["Blue", "Green"], "gt": [r[0] for r in C.GUARD], "opt": {},
              "deck": [], "disc": [], "gh": [[], [C.GUARD.index(row)]],
              "gs": [[], [C.GUARD.index(row)]]}
        st["deck"] = [0] if C.GUARD.index(row) else [1]
        D.take(st, C.GUARD.index(row), -1, [], 0)
        assert st["pn"][1] and row[1] in st["pn"][1][0], st
        notes += st["pn"][1]
    for n in notes:
        assert len(wrap(n, gfx.COLS)) <= gfx.ROWS, n
