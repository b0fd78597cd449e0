"""No secret from a check, a message, a press or a pause (issue 19), through the buttons, as
twin games that differ in one secret: everything the players who did not enter that secret
can see (every frame after each press, the LED, the beeps) is the same in both.

- The Lantern entered at the join after Blue took it: Green's join goes on as if nothing were
  wrong (no "taken already": that told Green Blue's treasure, and threw the join away).
- Green drew the last Noise Arrow face down; the next market shows one: the table's entry is
  taken, with no public "cannot be in the guard deck" (that told everyone someone holds one).
- A private picker starts where the table cannot foresee (keep/blind): its start does not
  depend on the secret, and on a wrapping list the presses to any choice are spread alike.
"""
from lookout.keep import cards as C
from simdriver import Sim
from test_keep_game_ui import PINS, Bot, play_card, to_hub
from test_keep_gameplay import go
from test_keep_ui import PIN, TREASURES, read_pages, setup, to_row

LANTERN = TREASURES.index("The Lantern")
EYE = TREASURES.index("The Eye")


class Watched(Sim):
    """A simulator that keeps (frame, LED, beeps) after every press once watching is on."""
    on = False

    def keys(self, script):
        for tok in script.split():
            super().keys(tok)
            if self.on:
                self.seen.append((self.frame(), self.led, self.beeps))


def _join_run(flash, blue):
    sim = Watched(flash, seed=11)
    sim.seen = []

    def joined(p):
        if p == 0:                    # from Blue's "Joined" on: Green's join, Red's, the turn
            sim.on = True
    setup(sim, deal="table", treasures=(blue, LANTERN, 2), joined=joined)
    sim.keys("OK")                                    # the market picker: public
    err = sim.close()
    assert "Traceback" not in err, err
    return sim.seen, Bot(flash).game()


def test_the_lantern_taken_at_the_join_tells_green_nothing(tmp_path):
    a, ga = _join_run(str(tmp_path / "a"), LANTERN)      # Blue took the Lantern too
    b, gb = _join_run(str(tmp_path / "b"), EYE)
    assert ga.private(1, PINS[1])["treasure"] == "The Lantern"    # Green's join was kept
    assert ga.private(0, PINS[0])["treasure"] == "The Lantern"
    assert gb.private(0, PINS[0])["treasure"] == "The Eye"
    assert len(a) == len(b) > 20
    for i in range(len(a)):
        assert a[i] == b[i], "Green's or a public screen %d differs" % i


def _buy_face_down(sim, bot):
    """The buyer (Green in the test) buys the face-down card with its first two coin cards."""
    sim.keys("LEFT LEFT OK")
    to_row(sim, "Face down")
    sim.keys("OK OK DOWN OK")
    to_row(sim, "Pay")
    sim.keys("OK")
    assert bot.game().phase() == "draw", sim.text()


def _noise_run(flash, code):
    """Turn 1: the market holds one Noise Arrow (one left in the deck); Green buys face down
    and enters `code`; five phases; turn 2's market: the table enters a Noise Arrow first.
    Returns the public frames from Green's draw on (Green's own screens left out)."""
    sim = Watched(flash, seed=11)
    sim.seen = []
    setup(sim, deal="table")
    bot = Bot(flash)
    sim.keys("LEFT LEFT OK")                        # the market: Noise Arrow, then Art x2, ...
    for card in ("Noise Arrow", "Art", "Art", "Diligent", "Diligent"):
        to_row(sim, card)
        sim.keys("OK")
    sim.keys("LEFT LEFT OK UP OK")                  # Blue buys nothing
    if sim.text()[0].startswith("Buy"):
        sim.keys("BACK")
    _buy_face_down(sim, bot)                        # Green: face down
    sim.keys("LEFT LEFT OK " + PIN[1])
    to_row(sim, C.name(bot.game().state, bot.game().state["gt"].index(code)))
    sim.keys("OK")
    assert bot.game().private(1, PINS[1])["guard_cards"] == [code]
    sim.keys("OK")                                  # "Card drawn": everything after is public
    sim.on = True
    plays = 0
    while bot.game().state["turn"] == 1:
        g = bot.game()
        ph = g.phase()
        if ph == "buy":
            sim.keys("LEFT LEFT OK UP OK")
            if sim.text()[0].startswith("Buy"):
                sim.keys("BACK")
        elif ph == "guards":
            sim.keys("LEFT LEFT OK")
            read_pages(sim, "P%d " % g.state["mv"])
        else:
            p = g.waiting()[0]
            sim.on = False                          # a thief's own screens
            play_card(sim, bot, g, p, ("REST", None) if p == 1 else None)
            plays += 1
            sim.on = True
            sim.keys("wait:10")
    to_hub(sim)
    t = sim.text()
    assert t[0] == "T2 Resources" and t[1] == "Market: enter 5", t
    sim.keys("LEFT LEFT OK")
    assert sim.rows().get("Noise Arrow") == 1, sim.text()   # the table's count: one may be
    to_row(sim, "Noise Arrow")                                # left (Green's is unseen)
    sim.keys("OK")
    t = sim.text()
    assert t[0] == "Market 2/5 left", t            # taken: no refusal, no beep
    sim.keys("BACK")
    go(sim, "Messages")
    sim.keys("BACK")
    sim.on = False                                  # Green alone, behind the PIN: the note
    go(sim, "Green dial")
    sim.keys(PIN[1])
    said = " ".join(sim.text())
    err = sim.close()
    assert "Traceback" not in err, err
    g = bot.game()
    return sim.seen, g, said


def test_a_noise_arrow_held_in_secret_is_no_public_refusal(tmp_path):
    a, ga, na = _noise_run(str(tmp_path / "a"), "NOISE")     # Green drew the last one
    b, gb, nb = _noise_run(str(tmp_path / "b"), "LOCK")
    assert na.startswith("Green: notes Noise Arrow came") and "check your" in na, na
    assert nb.startswith("Green: notes No new notes."), nb    # the same page: one OK
    st = ga.state
    assert st["gt"][st["mkt"][0]] == "NOISE"
    assert ga.public() == gb.public()
    assert len(a) == len(b)
    for i in range(len(a)):
        assert a[i] == b[i], "public screen %d differs" % i
    assert ga.private(1, PINS[1])["notes"] and not gb.private(1, PINS[1])["notes"]


class _Hal:
    def __init__(self, seed):
        self.x = seed

    def random_bytes(self, n):
        out = bytearray(n)
        for i in range(n):
            self.x = (self.x * 1103515245 + 12345) & 0x7FFFFFFF
            out[i] = self.x >> 16 & 255
        return bytes(out)


class _Table:
    """What keep/blind reads of a table: the saved progress, the step, the HAL."""

    def __init__(self, seed, cursor):
        self.ui = {}
        self.app = type("A", (), {"hal": _Hal(seed)})()
        self.g = type("G", (), {"h": type("H", (), {"cursor": cursor})()})()


def test_blind_starts_are_uniform_and_the_presses_tell_nothing():
    """blind.start takes no secret (only the list's length, the step, the player); over games
    (salts) its starts are uniform; on a wrapping list, from a uniform start, the shortest
    presses to every choice are spread exactly alike, so no count or direction tells one."""
    from lookout.screens.keep import blind
    for n in (2, 5, 7):
        counts = [0] * n
        for seed in range(1, 3001):
            counts[blind.start(_Table(seed, 40), n, 1)] += 1
        assert max(counts) - min(counts) < 3000 // n // 4, counts    # about uniform
    for n in (2, 5, 6, 9):
        spreads = set()
        for goal in range(n):
            presses = []
            for s in range(n):
                d = (goal - s) % n
                presses.append(("RIGHT", d) if d <= n - d else ("LEFT", n - d))
            spreads.add(tuple(sorted(presses)))
        assert len(spreads) == 1, (n, spreads)     # the same for every choice
    t = _Table(5, 12)
    s = blind.start(t, 7, 2)
    assert blind.start(t, 7, 2) == s               # the same again (a power cut replays)


def test_the_entry_hex_picker_does_not_start_on_the_first_hex(tmp_path):
    """Issue 19: it always started on the first Outside Hex, so an arrow pressed or not told
    the hex. Now it starts where the game's hidden salt puts it: over games, anywhere."""
    from test_keep_ui import OPEN, board
    b = board()
    outs = [b.names[h] for h in b.outside_hexes(1)]
    starts = set()
    for seed in (1, 2, 3, 5, 8):
        sim = Sim(str(tmp_path / str(seed)), seed=seed)
        sim.keys(OPEN + " DOWN*3 RIGHT DOWN OK UP OK OK*4")      # to the joins
        sim.keys("OK OK " + PIN[0] + " " + PIN[0] + " OK OK OK")  # Blue: tile 1, exit 2
        t = sim.text()
        assert t[0] == "Entry" and t[1] in outs, t
        starts.add(t[1])
        sim.close()
    assert len(starts) >= 3, (starts, outs)


def _phase_run(flash, blue_card, blue_pin=None):
    """Turn 1, phase 1: Blue plays blue_card ((code, arg)); Green and Red then play the bot's
    cards. The frames, LED and beeps of everything but Blue's own entry, to the reveal."""
    import test_keep_game_ui as T
    import test_keep_ui as U
    pins = (U.PIN[:], T.PINS[:])
    if blue_pin:                                   # Blue's PIN differs: "1212", typed so
        U.PIN = ("UP DOWN UP DOWN",) + U.PIN[1:]
        T.PIN = U.PIN
        T.PINS = ("1212",) + T.PINS[1:]
    try:
        sim = Watched(flash, seed=7)
        sim.seen = []
        sim.on = True
        setup(sim)
        bot = Bot(flash)
        U.buy_nothing(sim)
        sim.keys("LEFT LEFT OK")
        read_pages(sim, "P1 ")
        sim.on = False
        play_card(sim, bot, bot.game(), 0, blue_card)
        sim.on = True
        for p in (1, 2):
            play_card(sim, bot, bot.game(), p)
        err = sim.close()
    finally:
        U.PIN, T.PINS = pins
        T.PIN = U.PIN
    assert "Traceback" not in err, err
    return sim.seen, Bot(flash).game()


def test_the_card_played_and_the_pin_change_nothing_the_others_see(tmp_path):
    """Twins per secret kind through the screens: Blue's card (Rest or Hide), Blue's PIN.
    Every frame, LED and beep the others see is the same, their own entries included, until
    the reveal (which shows the card: the rules' reveal)."""
    a, ga = _phase_run(str(tmp_path / "a"), ("REST", None))
    b, gb = _phase_run(str(tmp_path / "b"), ("HIDE", None))
    c, gc = _phase_run(str(tmp_path / "c"), ("REST", None), blue_pin=True)
    assert "Blue plays Rest" in ga.messages() and "Blue plays Hide" in gb.messages()
    assert len(a) == len(b) == len(c) > 40
    k = [i for i in range(len(a)) if a[i] != b[i]]
    assert all(i >= len(a) - 2 for i in k), k     # only the reveal, after Red's last press
    assert a == c                                  # the PIN: nothing at all
