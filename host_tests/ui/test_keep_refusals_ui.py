"""Every refusal the Black Keep screens can show, and no secret in any of them (issue 19).

REFUSALS is the list: each message a Keep screen shows (a refusal, an error, what a step did,
a question), where it comes from, whose entry it answers and how a player reaches it. A scan of the
sources (test_every_message_is_in_the_table) fails when a screen or the engine gets a new
message that is not in the table, or the table keeps one the sources lost.

Whose entry (WHO):
  public   an entry anyone makes at the table: checked against public knowledge only
  private  a thief's own entry behind the PIN: that thief's knowledge and public knowledge
  pin      the PIN check itself: the same words whatever the dial holds
  setup    before any thief has a secret (options, tiles, card file, RAM), or a save's tiles
  said     not a refusal: what a step did, in public words (or a thief's own, behind the PIN)
How (REACH): "ui: the presses" where the buttons can show it (the twin tour below shows every
public, private and pin one in twin games, through the screens), or "core: why the screens
never send it" (a picker lists only what the engine takes): the engine gets those actions in
twin states below (each phase, Green with the Eye or the Hammer, holding guard cards, caught;
the game over), and NEVER names the rows no state gives (they read the action's form only).
host_tests/core/test_keep_secrets.py does the same on CPython and the unix port.
"""
import ast
import os

from lookout.history import copy_data
from lookout.keep import cards as C
from simdriver import ROOT, Sim, ocr
from test_keep_game_ui import Bot, play_card, to_hub
from test_keep_gameplay import go
from test_keep_ui import TREASURES, read_pages, setup, to_row

CORE = "core: the picker lists only what the engine takes"
LAYOUT = "ui: the layout (or a save's) makes a board the engine refuses"
REFUSALS = (
    # (file, title or "raise"/"note"/"held", text as in the source, WHO, REACH)
    # -- the controller every game shares: the engine's refusal under "Not allowed"
    ("gameplay.py", "Not allowed", "<str(e)>", "public", "ui: any refusal below"),
    ("gameplay.py", "<what>", "Nothing to %s", "said", "ui: Redo with nothing undone"),
    ("gameplay.py", "Restore game", "The game restored was the same as the one in play: "
     "nothing changed.", "said", "ui: Restore game of the same game"),
    # -- the history list (hub > History)
    ("gamelog.py", "History", "No entries yet", "said", "ui: History before the first join"),
    ("gamelog.py", "Can't delete", "<why>", "public", "ui: Delete entry (why_not, replay)"),
    ("gamelog.py", "Can't delete", "<str(e)>", "public", "core: replay checked it first"),
    ("gamelog.py", "Undo", "Nothing to undo", "said", "core: Black Keep's hub has its own"),
    ("gamelog.py", "why", "This row is a deletion: Undo brings the entry back.", "public",
     "ui: Delete entry on a Deleted row"),
    ("gamelog.py", "why", "Entry %d is already deleted.", "public",
     "ui: Delete entry on an x row"),
    ("gamelog.py", "why", "Entry %d is undone: Redo or Go to here first.", "public",
     "ui: Undo, then Delete entry on the undone entry"),
    ("gamelog.py", "why", "Entry %s would then be refused: %s", "public",
     "ui: Delete a guards phase: the plays after it (public entries only: held)"),
    ("gamelog.py", "why", "Entry %s %s", "public", "ui: Delete an entry before a secret step"),
    ("game.py", "held", "is secret: deleting before it would tell about it. Use Go to here.",
     "public", "ui: Delete Blue's buy before Blue's card"),
    # -- the hub
    ("turn.py", "Undo", "Nothing to undo", "said", "ui: Undo before the first join"),
    # -- PIN, dial and notes (screens/keep/dial)
    ("dial.py", "Dial locked", "%s: %d wrong\nPINs. Try again\nin %d s.", "pin",
     "ui: a dial asked again after 3 wrong PINs"),
    ("dial.py", "Wrong PIN", "%s: wrong PIN.\n%s", "pin", "ui: a wrong PIN on a dial"),
    ("dial.py", "raise", "wrong PIN", "pin", "ui: the join's second PIN check (caught)"),
    ("dial.py", "%s: notes", "<note>", "private",
     "ui: a thief's PIN after a step that may have made a note (dial.due: a note or NONE)"),
    ("draws.py", "note", "%s came off the deck, but you entered one as drawn: check your "
     "guard cards", "private", "ui: test_keep_secrets_ui (Noise Arrow held in secret)"),
    ("cards.py", "note", "%s revealed %s, the treasure you entered: check your treasure card",
     "private", "ui: two thieves entered one treasure, one reveals it"),
    ("dials.py", "raise", "Wrong PIN", "pin", "core: the screens check the PIN first"),
    ("dials.py", "raise", "PIN must be 4 digits", "pin", "core: the pad makes 4 digits"),
    ("dials.py", "raise", "PIN already set", "pin", "core: a joined thief has no join row"),
    # -- join (screens/keep/join)
    ("join.py", "PIN", "The two PINs\ndiffer. Start\nagain.", "private",
     "ui: the second PIN differs (only the joining thief's own presses)"),
    ("join.py", "Joined", "%s is in.\nEveryone may\nlook again.", "said", "ui: the last join"),
    ("join.py", "Joined", "%s is in.\nPass the device\non.", "said", "ui: a join"),
    ("actions.py", "raise", "setup is over", "private", "core: join rows only in setup"),
    ("actions.py", "raise", "join needs player, PIN, entry tile, exit tile, hex~", "private",
     CORE),
    ("actions.py", "raise", "%s has already joined", "private", "core: join rows only unjoined"),
    ("actions.py", "raise", "entry must be a map tile (1-%d)", "private", CORE),
    ("actions.py", "raise", "exit must be a different map tile", "private", CORE),
    ("actions.py", "raise", "start on an Outside Hex of your entry tile", "private", CORE),
    ("draws.py", "raise", "choose your treasure card", "private", CORE),
    # -- the market and the cards drawn (screens/keep/draw)
    ("draw.py", "Card drawn", "%s has the\ncard. Pass the\ndevice on.", "said",
     "ui: a card drawn entered"),
    ("draws.py", "raise", "%s cannot be in the guard deck now: check the card", "private",
     "core: the pickers list only draws.pool's cards (the table's or the thief's own)"),
    ("draws.py", "raise", "the market is laid out at the Resource Phase", "public", CORE),
    ("draws.py", "raise", "market needs slot, card", "public", CORE),
    ("draws.py", "raise", "enter market card %d next", "public", CORE),
    ("draws.py", "raise", "no card to enter now", "private", CORE),
    ("draws.py", "raise", "no such player", "private", CORE),
    ("draws.py", "raise", "drew needs player, PIN, card", "private", CORE),
    ("draws.py", "raise", "%s has no card to enter", "private", "core: drew rows only then"),
    ("actions.py", "raise", "first %s enters the card drawn", "public",
     "core: the hub shows only the drew rows then"),
    ("actions.py", "raise", "the device deals the cards in this game", "public", CORE),
    # -- buying (screens/keep/play)
    ("cards.py", "raise", "costs %d gold coin%s", "public",
     "ui: Pay with too few or too many coins ticked"),
    ("cards.py", "raise", "%s has no gold coin", "public", "core: only coin cards are listed"),
    ("cards.py", "raise", "%s is not in your hand", "public", "core: only the hand is listed"),
    ("actions.py", "raise", "at most %d guard cards in your deck", "public",
     "ui: a 7th guard card (turns in: twins below by the engine)"),
    ("actions.py", "raise", "the guard deck is empty", "public",
     "ui: face down with no card left (twins below by the engine)"),
    ("actions.py", "raise", "no card in that market slot", "public", CORE),
    ("actions.py", "raise", "buy needs player, slot, coin cards", "public", CORE),
    ("actions.py", "raise", "buy guard cards in the Resource Phase", "public", CORE),
    ("actions.py", "raise", "nothing to pass now", "public", CORE),
    ("actions.py", "raise", "it is %s's turn to buy", "public", "core: the buyer's row only"),
    ("actions.py", "raise", "no such player", "public", CORE),
    # -- the guards phase
    ("actions.py", "raise", "not the guards phase", "public", "core: the row only then"),
    ("actions.py", "raise", "the game is over", "public", "core: no step rows then"),
    ("actions.py", "raise", "bad action", "public", CORE),
    ("actions.py", "raise", "unknown action %r", "public", CORE),
    # -- a thief's card (screens/keep/choose: the picker shows only legal cards and hexes)
    ("choose.py", "<table.colour(p)>", "No card you\ncan play now.", "private",
     "core: never in the rules (Rest is always in a hand or played)"),
    ("actions.py", "raise", "not the players phase", "private", "core: the row only then"),
    ("actions.py", "raise", "play needs player, PIN, card[, target]", "private", CORE),
    ("actions.py", "raise", "your thief is out of the game", "private",
     "core: rows only for thieves in the Keep"),
    ("actions.py", "raise", "%s is not in your hand", "private", CORE),
    ("actions.py", "raise", "The Eye: no Arrow cards", "private", CORE),
    ("actions.py", "raise", "The Hammer: no Run or Hide", "private", CORE),
    ("actions.py", "raise", "your thief must move if it can: choose a hex", "private", CORE),
    ("actions.py", "raise", "%s cannot take your thief there", "private", CORE),
    ("actions.py", "raise", "choose a guard on the board", "private", CORE),
    ("actions.py", "raise", "choose a hex your thief can see", "private", CORE),
    ("actions.py", "raise", "your thief cannot see %s", "private", CORE),
    ("moves.py", "raise", "unknown treasure %r", "private", CORE),
    ("moves.py", "raise", "entry must be a map tile 1-%d", "private", CORE),
    ("moves.py", "raise", "the thief is not on the board (hex %r)", "private", CORE),
    ("moves.py", "raise", "unknown thief card %r", "private", CORE),
    ("cards.py", "raise", "unknown guard card %s", "private", CORE),
    ("cards.py", "raise", "unknown thief card %s", "private", CORE),
    ("context.py", "raise", "no hex %d on the board", "private", CORE),
    ("board.py", "raise", "not a board hex name: %r (tile label, '-', hex, e.g. 1-C3)",
     "private", CORE),
    ("board.py", "raise", "no tile labelled %r on the board", "private", CORE),
    ("board.py", "raise", "tile %s has no hex %s", "private", CORE),
    ("board.py", "raise", "not a direction card: %r", "private", CORE),
    # -- the table differs (screens/keep/fix: pickers of the public board)
    ("fix.py", "Not allowed", "<str(e)>", "public", "ui: a correction the board has already"),
    ("fix.py", "Corrected", "<' '.join(self.t.game.messages())>", "said", "ui: a correction"),
    ("fix.py", "Thief markers", "No thief is in the Keep.", "public",
     "core: no thief in the Keep is game over (no Table differs row)"),
    ("fix.py", "raise", "%s is already there", "public", "ui: Move it to the same hex"),
    ("fix.py", "raise", "%s already faces %s", "public", "ui: Facing, OK unturned"),
    ("fix.py", "raise", "%s is already %s", "public", "ui: Status, the one it has"),
    ("fix.py", "raise", "the %s marker is already %s", "public",
     "ui: a marker moved to where it is"),
    ("fix.py", "raise", "%s already stands on %s", "public", "core: the picker leaves them out"),
    ("fix.py", "raise", "guards never stand on a special hex (%s)", "public",
     "core: the picker leaves them out"),
    ("fix.py", "raise", "a guard is placed on its own tile (%s)", "public",
     "core: the picker offers its tile only"),
    ("fix.py", "raise", "%s guard is not on the board yet", "public", CORE),
    ("fix.py", "raise", "%s %s an Extinguished Torch", "public", "core: OK toggles the torch"),
    ("fix.py", "raise", "no %s %r", "public", CORE),
    ("fix.py", "raise", "no such guard", "public", CORE),
    ("fix.py", "raise", "no such player", "public", CORE),
    ("fix.py", "raise", "the %s thief is not in the Keep", "public", CORE),
    ("fix.py", "raise", "a correction needs what, which and the new value", "public", CORE),
    ("fix.py", "raise", "cannot correct %r", "public", CORE),
    # -- questions (ui.dialogs.Confirm) and a thief's own treasure (Message), from the screens
    ("fix.py", "Correction", "<words>~", "said", "ui: a correction, before OK (public words)"),
    ("gamelog.py", "Delete entry", "<said>~", "said", "ui: Delete entry, nothing held after"),
    ("gamelog.py", "Go to here", "Back to entry %d? Your next entry drops the %d after it "
     "(Redo keeps them till then).", "said", "ui: Go to here on an earlier entry"),
    ("gamelog.py", "Undo", "Take back %s? Redo brings it back.", "said",
     "core: Black Keep's hub asks its own"),
    ("gameplay.py", "<title>", "Put this game aside? Restore game brings it back.", "said",
     "ui: New game"),
    ("join.py", "%s joins", "Give the device\nto %s.\nOthers look\naway.", "said",
     "ui: a join row"),
    ("join.py", "%s: secret", "Your treasure:\n%s\n\nKeep the card\nhidden. OK", "said",
     "ui: a join when the device deals (the joining thief's own, private)"),
    ("turn.py", "Leave game", "Back to the main menu? The game is saved: Black Keep resumes "
     "it.", "said", "ui: Leave game"),
    ("turn.py", "Restore game", "Swap this game for the one put aside? Restore game swaps "
     "them back.", "said", "ui: Restore game"),
    ("turn.py", "Undo", "Take back: %s? Redo brings it back.", "said",
     "ui: Undo (describe: public words)"),
    # -- setup, the card file, tiles, RAM, opening a save: no thief has a secret yet
    ("deck.py", "Other card", "When the table deals, it fills the deck to the box's %d; your "
     "own cards make it fewer. The device deals no card it cannot name.", "setup",
     "ui: setup > Guard cards > Other card"),
    ("deck.py", "Guard cards", "<str(e)>", "setup", "ui: a card name the deck refuses"),
    ("deck.py", "Guard cards", "Not saved:\n%s", "setup", "ui: the card file cannot be saved"),
    ("setup.py", "Guard cards", "%s\nThe built-in\ncards for now.", "setup",
     "ui: a bad cards.txt"),
    ("setup.py", "Not used", "<'\\n'.join(bad)>", "setup", "ui: a bad tile file"),
    ("setup.py", "raise", "<str(e)>~", "setup", "ui: too few good tiles"),
    ("setup.py", "Tiles", "<few>", "setup",
     "ui: more thieves than good map tiles, or than the tiles a bench allows (layout.fewer)"),
    ("setup.py", "Thieves", "Room here for %d thieves: %s need %s.", "setup",
     "ui: more thieves than the heap has room for (the official firmware: test_keep_ui)"),
    ("laying.py", "Tiles", "<said>", "setup", "ui: the layout's check"),
    ("laying.py", "Tiles", "<HELP_TEXT>", "setup", "ui: the layout's help"),
    ("laying.py", "Not used", "<'\\n'.join(self.bad)>", "setup", "ui: a bad tile file"),
    ("laying.py", "Guard cards", "<aside>", "setup",
     "ui: the device deals a list with cards it cannot name (said once, at Done)"),
    ("fail.py", "<title>", "<why>~", "setup", "ui: a tile or save the engine refuses"),
    ("fail.py", "Black Keep", "Not enough free\nmemory for the\nboard. Restart\nthe device.",
     "setup", "ui: short of RAM for the board"),
    ("start.py", "raise", "<e>", "setup", "ui: a save not usable"),
    ("start.py", "Black Keep", "<SOURCE>", "setup", "ui: the game's source"),
    ("game.py", "raise", "this save does not say which board it was played on", "setup",
     "ui: a save not usable"),
    ("guards.py", "raise", "tile %d has no red shield for a Wandering guard", "setup",
     "ui: the layout's tiles"),
    ("cards.py", "raise", "card code must be 1-8 letters", "setup", "ui: the card file"),
    ("board.py", "raise", "the centre tile %s is not a vault tile", "setup", LAYOUT),
    ("board.py", "raise", "compass orientation must be 0-5, got %r", "setup", LAYOUT),
    ("board.py", "raise", "the board is too big", "setup", LAYOUT),
    ("board.py", "raise", "tile %s is a vault tile; only one vault goes on the board", "setup",
     LAYOUT),
    ("board.py", "raise", "tile %s: vault side must be 0-5 (N..NW), got %r", "setup", LAYOUT),
    ("board.py", "raise", "tile %s: rotation must be 0-5, got %r", "setup", LAYOUT),
    ("board.py", "raise", "tile %s has radius %d but the vault has %d", "setup", LAYOUT),
    ("board.py", "raise", "tiles %s and %s both on vault side %s", "setup", LAYOUT),
    ("board.py", "raise", "two tiles labelled %s on the board", "setup", LAYOUT),
    ("board.py", "raise", "placed tile %d must be (tile, vault side, rotation)", "setup", LAYOUT),
    ("cards.py", "raise", "card %s: count 0-9, cost 1-3", "setup", "ui: the card file"),
    ("cards.py", "raise", "at most %d guard cards in the deck (%d listed)", "setup",
     "ui: the card file"),
)
# Modules whose every message is said before any thief has a secret (the layout, the tile
# and card files, a new game, a save's board and sight table): listed as a whole.
SETUP_MODULES = ("tiles.py", "tilelib.py", "layout.py", "recipe.py", "cardfile.py",
                 "newgame.py", "sight.py", "sightcache.py", "hexgrid.py", "rng.py")
SCREENS = ("screens/keep", "screens/gamelog.py", "screens/gameplay.py")
ENGINE = ("actions.py", "draws.py", "dials.py", "fix.py", "cards.py", "moves.py", "context.py",
          "turn.py", "guards.py", "game.py", "board.py", "views.py", "spotting.py", "said.py")
ERRORS = ("ValueError", "PinError", "BoardError", "HexError", "SightError", "TileError")
RETURNS = ("why_not", "replay", "held")     # functions whose returned words are a refusal


def _fmt(n):
    """The format strings an expression can give (the part before % or +)."""
    if isinstance(n, ast.Constant) and isinstance(n.value, str):
        return [n.value]
    if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod):
        return _fmt(n.left)
    if isinstance(n, ast.BinOp) and isinstance(n.op, ast.Add):
        return [a + "~" for a in _fmt(n.left)]
    if isinstance(n, ast.IfExp):
        return _fmt(n.body) + _fmt(n.orelse)
    return ["<%s>" % ast.unparse(n)]


def messages(path):
    """(title, text) of every message in a source file: app.message(title, text), a raised
    error's text ("raise"), a private note ("note"), a refusal a function returns."""
    out = []
    tree = ast.parse(open(path).read())
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in RETURNS:
            for n in ast.walk(fn):
                if isinstance(n, ast.Return) and n.value is not None:
                    v = n.value.elts[-1] if isinstance(n.value, ast.Tuple) else n.value
                    if not (isinstance(v, ast.Constant) and v.value is None):
                        out += [("held" if fn.name == "held" else "why", s) for s in _fmt(v)]
    for n in ast.walk(tree):
        if not isinstance(n, ast.Call) or not n.args:
            continue
        f = n.func
        name = getattr(f, "id", None) or getattr(f, "attr", "")
        if name in ERRORS:
            out += [("raise", s) for s in _fmt(n.args[0])]
        elif name == "message" and len(n.args) >= 2:
            out += [(t, s) for t in _fmt(n.args[0]) for s in _fmt(n.args[1])]
        elif name in ("Message", "Confirm") and len(n.args) >= 3:   # (app, title, text, ...)
            out += [(t, s) for t in _fmt(n.args[1]) for s in _fmt(n.args[2])]
        elif name == "note" and len(n.args) >= 3 and \
                getattr(getattr(f, "value", None), "id", "C") == "C":   # (not trace.note)
            out += [("note", s) for s in _fmt(n.args[2])]
    return out


def sources():
    fw = os.path.join(ROOT, "firmware", "lookout")
    out = []
    for s in SCREENS:
        p = os.path.join(fw, s)
        if os.path.isdir(p):
            out += [os.path.join(p, f) for f in sorted(os.listdir(p)) if f.endswith(".py")]
        else:
            out.append(p)
    out += [os.path.join(fw, "keep", f) for f in ENGINE]
    return out


def test_every_message_is_in_the_table():
    """A new message in a Keep screen or the engine it drives fails here until it is in the
    table (whose entry it answers, how it is reached); the table keeps no message that is
    gone. The setup modules' messages are all said before any thief has a secret."""
    found = set()
    for path in sources():
        base = os.path.basename(path)
        for title, text in messages(path):
            found.add((base, title, text))
    table = set((f, t, s) for f, t, s, _, _ in REFUSALS)
    assert len(table) == len(REFUSALS), "a row twice"
    setup = set(x for x in table if x[0] in SETUP_MODULES)
    missing = sorted(found - table)
    assert not missing, "messages not in REFUSALS: %r" % missing
    gone = sorted(table - found - setup)
    assert not gone, "REFUSALS rows no source has: %r" % gone
    for f, t, s, who, how in REFUSALS:
        assert who in ("public", "private", "pin", "setup", "said"), (s, who)
        assert how.startswith("ui: ") or how.startswith("core: "), (s, how)
    fw = os.path.join(ROOT, "firmware", "lookout", "keep")
    for m in SETUP_MODULES:             # their messages are setup's: listed as a module
        assert os.path.exists(os.path.join(fw, m)), m
    assert not set(SETUP_MODULES) & set(ENGINE)


# --- the history list: a deletion never replays a thief's secret step -------------------------
class _Log:
    """What screens/gamelog reads of a game's controller."""

    def __init__(self, g):
        from lookout.screens.keep.table import describe
        self.h = g
        self.rules = g.model
        self.describe = describe


def _deleting_the_buy(blue):
    """Blue buys the Noise Arrow (public), then plays blue (secret, not revealed): what the
    history list answers to deleting the buy."""
    from lookout.screens import gamelog
    from test_keep_secrets import PINS, joined, market, new, rest_of_joins
    g = new()
    joined(g)
    rest_of_joins(g)
    market(g)
    g.buy(0, 4, ["NE", "E"])
    for p in range(3):
        g.pass_turn(p)
    g.guards()
    g.do(["play", 0, PINS[0]] + blue)
    i = [j for j in range(len(g.actions)) if g.actions[j][0] == "buy"][0]
    return gamelog.replay(_Log(g), i)[1:], g


def test_deleting_before_a_secret_card_tells_nothing():
    """Issue 19: deleting Blue's public buy of the Noise Arrow while Blue's card was still
    secret said "Entry 14 Blue plays would then be refused: Noise Arrow is not in your hand"
    when Blue had played it, and asked the question when Blue had played Rest: the table
    learnt Blue's card. Now a deletion before any thief's secret step is refused in words
    from the log's public kinds only."""
    a, ga = _deleting_the_buy(["NOISE", "2-A2"])
    b, gb = _deleting_the_buy(["REST"])
    assert ga.public() == gb.public()
    assert a == b, (a, b)
    assert "is secret" in a[1] and "Noise" not in a[1], a


# --- the twin tour: every refusal the buttons reach, in twin games ----------------------------
BASE = {"entry": 0, "treasure": 0, "pin": None, "drawn": "Lockpicks", "card": "NOISE"}
TWINS = (("hex", {"entry": 1}), ("treasure", {"treasure": TREASURES.index("The Lantern")}),
         ("PIN", {"pin": ("UP DOWN UP DOWN", "1212")}), ("card drawn", {"drawn": "Moss Arrow"}),
         ("card played", {"card": "REST"}))
SHOTS = os.environ.get("KEEP_REFUSAL_PNG")       # a folder: the refusals as PNGs, to look at


class Tour(Sim):
    """The simulator, keeping (frame, LED, beeps heard, frames drawn by the press: a pause
    shows as more) after every press while `on` (everything but Blue's own private
    screens, from the public screen they end on: `until`), and every refusal it shows."""
    on = True
    until = None

    def keys(self, script):
        for tok in script.split():
            n = self.frames
            super().keys(tok)
            if self.on or self.until:
                f = self.frame()                     # beeps: all heard, Blue's too
                t = ocr(f)
                if not self.on and t[0] == self.until:
                    self.on = True
                    self.until = None
                if not self.on:
                    continue
                self.seen.append((f, self.led, self.beeps, self.frames - n))
                if t[0] in ("Not allowed", "Can't delete", "Wrong PIN", "Dial locked", "PIN"):
                    said = " ".join(t[1:-1] if t[-1].startswith("OK") else t[1:])
                    if not self.said or self.said[-1][1] != said:
                        self.said.append((t[0], said))
                        if SHOTS:
                            self.png(os.path.join(SHOTS, "%02d.png" % len(self.said)))
        return self


def _pay(sim, coins):
    """In a coin picker: tick these coins (their names), then Pay."""
    for c in coins:
        to_row(sim, "[ ] " + c)
        sim.keys("OK")
    to_row(sim, "Pay")
    sim.keys("OK")


def _refused(sim, title, words):
    t = sim.text()
    assert t[0] == title and words in " ".join(t), (title, words, t)
    sim.keys("OK")


def tour(flash, secret):
    """Blue's secrets are `secret` (BASE with one of them changed); the table deals. Every
    refusal a player can reach through the buttons in turn 1, with Blue's drawn card and
    Blue's card played still secret: the frames everyone but Blue sees, and the refusals."""
    import test_keep_game_ui as T
    import test_keep_ui as U
    pins = (U.PIN, T.PINS, T.PIN)
    if secret["pin"]:
        U.PIN = (secret["pin"][0],) + U.PIN[1:]
        T.PIN = U.PIN
        T.PINS = (secret["pin"][1],) + T.PINS[1:]
    try:
        return _tour(flash, secret, U.PIN)
    finally:
        U.PIN, T.PINS, T.PIN = pins


def _tour(flash, secret, pin):
    sim = Tour(flash, seed=11)
    sim.seen = []
    sim.said = []
    bot = Bot(flash)

    def blue(until):              # Blue's own private screens are not watched, till `until`
        sim.on = False
        sim.until = until
        sim.frame()               # (frames drawn are counted from here)
    blue("Joined")

    def joined(p):
        if p == 0:                                   # Green's two PINs differ: start again
            assert sim.on
            sim.keys("OK OK " + pin[1] + " " + pin[2])
            _refused(sim, "PIN", "The two PINs differ")
            assert sim.text()[0] == "Green joins", sim.text()
            sim.keys("BACK")
    setup(sim, entry=(secret["entry"], 0, 0), deal="table",
          treasures=(secret["treasure"], 1, 2), joined=joined)
    sim.keys("LEFT LEFT OK")                         # the table lays out the market
    for card in ("Noise Arrow", "Art", "Art", "Diligent", "Diligent"):
        to_row(sim, card)
        sim.keys("OK")
    t = sim.text()
    assert t[0] == "T1 Resources" and t[1] == "Blue buys", t
    _delete(sim, bot, 3)                             # Market 1: the four after it refused
    _refused(sim, "Can't delete", "would then be refused: enter market card 1")
    sim.keys("BACK LEFT LEFT OK")                    # Blue buys the Noise Arrow: one coin
    to_row(sim, "Noise Arrow")
    sim.keys("OK")
    _pay(sim, ["Nor-East"])
    _refused(sim, "Not allowed", "costs 2 gold coins")
    _pay(sim, ["East"])
    to_row(sim, "Face down")                         # ... and a card face down
    sim.keys("OK")
    _pay(sim, ["Sou-East", "Sou-West"])
    t = sim.text()
    assert t[0] == "T1 card drawn" and t[1] == "Blue drew", t
    blue("Card drawn")
    sim.keys("LEFT LEFT OK " + pin[0])
    to_row(sim, secret["drawn"])
    sim.keys("OK")
    assert sim.text()[0] == "Card drawn" and sim.on, sim.text()
    sim.keys("OK LEFT LEFT OK")                      # Blue: done buying
    to_row(sim, "Done buying")
    sim.keys("OK")
    sim.keys("LEFT LEFT OK")                         # Green: Art with two coins
    to_row(sim, "Art")
    sim.keys("OK")
    _pay(sim, ["Nor-East", "East"])
    _refused(sim, "Not allowed", "costs 1 gold coin")
    sim.keys("BACK")
    to_row(sim, "Done buying")
    sim.keys("OK LEFT LEFT OK")                      # Red
    to_row(sim, "Done buying")
    sim.keys("OK")
    while sim.text()[0].startswith("Buy"):
        sim.keys("BACK")
    sim.keys("LEFT LEFT OK")                         # guards phase 1
    read_pages(sim, "P1 ")
    g = bot.game()
    assert g.phase() == "play", sim.text()
    blue("Blue played")                              # Blue's card: secret till the reveal
    pv = g.private(0, _blue_pin(secret))
    card = secret["card"]
    arg = pv["legal"][card][0] if pv["legal"][card] else None
    play_card(sim, bot, g, 0, (card, arg))
    assert sim.on, sim.text()                        # from Green's PIN pad on
    to_hub(sim)
    t = sim.text()
    assert t[0] == "T1 P1 thieves" and t[1] == "Green plays", t
    _corrections(sim)
    _history(sim, bot)
    _pins(sim)
    sim.keys("LEFT LEFT")                            # Green and Red play: private screens of
    for p in (1, 2):                                 # players who know none of Blue's secrets
        play_card(sim, bot, bot.game(), p)
    assert bot.game().phase() == "guards", sim.text()   # the reveal was shown
    err = sim.close()
    assert "Traceback" not in err, err
    return sim, bot


def _corrections(sim):
    """The table differs, with what the device has already: refused, in public words."""
    go(sim, "Table differs")
    sim.keys("OK OK")                                # A guard: the one the picker starts on
    sim.keys("OK OK")                                # Move it: OK where it stands
    _refused(sim, "Not allowed", "is already there")
    sim.keys("OK OK DOWN OK OK")                     # Facing: OK unturned
    _refused(sim, "Not allowed", "already faces")
    sim.keys("OK OK DOWN DOWN OK OK")                # Status: the one it has
    _refused(sim, "Not allowed", "is already")
    sim.keys("DOWN OK OK OK")                        # A thief marker: Blue's, on the board
    t = sim.text()
    assert t[0] == "Correction" and "Blue marker on" in " ".join(t), t
    sim.keys("OK OK")                                # done, said
    go(sim, "Table differs")
    sim.keys("DOWN OK OK OK OK")                     # Blue's marker, Move it, OK where it is
    _refused(sim, "Not allowed", "marker is already there")
    sim.keys("BACK LEFT LEFT")


def _delete(sim, bot, i):
    """Hub > History > entry i (the list opens on the current entry) > Delete entry."""
    sim.frame()                                      # (the device has saved the last key)
    at = bot.game().cursor - 1
    go(sim, "History")
    t = sim.text()
    assert t[0].startswith("History"), t
    sim.keys(("UP*%d " % (at - i) if at > i else "DOWN*%d " % (i - at) if i > at else "") +
             "OK")
    t = sim.text()
    assert t[0] == "Entry %d" % (i + 1), (i, t)
    sim.keys("DOWN DOWN OK")


def _history(sim, bot):
    """The history list: Blue's public buy (Blue's secret card after it), an undone entry, a
    deletion's row and the entry it deleted."""
    acts = bot.game().actions
    _delete(sim, bot, [j for j in range(len(acts)) if acts[j][:3] == ["buy", 0, 0]][0])
    _refused(sim, "Can't delete", "is secret: deleting before it")
    sim.keys("BACK LEFT LEFT")
    go(sim, "Undo")                                  # the correction: taken back, then
    sim.keys("OK")
    _delete(sim, bot, len(acts) - 1)
    _refused(sim, "Can't delete", "is undone: Redo")
    sim.keys("BACK LEFT LEFT")
    go(sim, "Redo")
    _delete(sim, bot, len(acts) - 1)                 # deleted (the last entry: nothing after)
    t = sim.text()
    assert t[0] == "Delete entry", t
    sim.keys("OK LEFT LEFT")
    _delete(sim, bot, len(acts))                     # the deletion's own row
    _refused(sim, "Can't delete", "is a deletion")
    sim.keys("BACK LEFT LEFT")
    _delete(sim, bot, len(acts) - 1)                 # the entry it deleted
    _refused(sim, "Can't delete", "already deleted")
    sim.keys("BACK LEFT LEFT")


def _pins(sim):
    """Green tries Blue's dial: wrong PINs, then a locked dial."""
    import test_keep_ui as U
    go(sim, "Blue dial")
    for i in range(3):                               # OK: the pad again, till it locks
        sim.keys(U.WRONG)
        _refused(sim, "Wrong PIN", "Try again." if i < 2 else "Locked 30 s.")
    sim.keys("LEFT LEFT")
    go(sim, "Blue dial")
    _refused(sim, "Dial locked", "Blue: 3 wrong")


def _blue_pin(secret):
    """Blue's PIN as digits (the bot's form: UP=1 DOWN=2 LEFT=3 RIGHT=4)."""
    from test_keep_game_ui import PINS
    return secret["pin"][1] if secret["pin"] else PINS[0]


ELSEWHERE = {       # refusals the buttons reach that the tour does not show, and where they are
    "wrong PIN": "the join's PIN after an idle veil: shown as dial.py's 'Wrong PIN' (toured)",
    "<note>": "test_keep_notes_ui (Green's note or none, behind Green's PIN: one OK)",
    "%s came off the deck, but you entered one as drawn: check your guard cards":
        "test_keep_secrets_ui.test_a_noise_arrow_held_in_secret_is_no_public_refusal",
    "%s revealed %s, the treasure you entered: check your treasure card":
        "core/test_keep_draws (twin treasures at the reveal)",
    "at most %d guard cards in your deck": "test_a_full_hand_or_an_empty_deck_tells_nothing",
    "the guard deck is empty": "test_a_full_hand_or_an_empty_deck_tells_nothing",
}


def _pattern(s):
    """A table text as a regular expression over the OCR's words (lines joined by spaces)."""
    import re
    out = ""
    for part in re.split(r"(%[sdr])", s.replace("\n", " ").rstrip("~")):
        out += ".*?" if part in ("%s", "%d", "%r") else re.escape(part)
    return re.compile(out.replace(r"\ ", r"\s+").replace(" ", r"\s+"))


def _row_of(said):
    """The REFUSALS rows whose words the shown text holds."""
    return [r for r in REFUSALS if not r[2].startswith("<") and _pattern(r[2]).search(said)]


def test_every_refusal_the_buttons_reach_tells_only_what_the_one_entering_knows(tmp_path):
    """Twin games that differ in one of Blue's secrets (the entry hex, the treasure, the PIN,
    the card drawn face down, the card played): every refusal the buttons reach in turn 1 is
    shown (a market entry, buying, corrections, the history list, PINs, a join's PINs), then
    Green and Red play; every frame, LED, beep and frame count the others see to the reveal
    - Green's and Red's own screens too - is the same in both, so no refusal, picker or
    pause says anything Blue's secret decides."""
    base, bot = tour(str(tmp_path / "base"), BASE)
    said = " ".join(bot.game().messages())
    assert "Blue plays Noise Arrow" in said, said
    for kind, change in TWINS:
        sec = dict(BASE)
        sec.update(change)
        twin, bot = tour(str(tmp_path / kind.replace(" ", "_")), sec)
        g = bot.game()
        if kind == "card played":
            assert "Blue plays Rest" in g.messages(), g.messages()
        assert len(twin.seen) == len(base.seen) > 300, kind
        reveal = [i for i in range(len(base.seen)) if ocr(base.seen[i][0])[0].startswith(
            "Reveal")][0]             # the reveal shows Blue's card and where its Noise Arrow
        if kind not in ("hex", "card played"):     # lands: the rules' own reveal
            reveal = len(base.seen)
        for i in range(reveal):
            assert twin.seen[i] == base.seen[i], "%s: what the others see %d differs: %r / %r" % (
                kind, i, ocr(base.seen[i][0]), ocr(twin.seen[i][0]))
        assert twin.said == base.said, kind
    met = set()
    for title, said in base.said:
        rows = _row_of(said)
        assert rows, (title, said)
        met.update(r[2] for r in rows)
    for f, title, text, who, how in REFUSALS:
        if who in ("public", "private", "pin") and how.startswith("ui: ") and \
                not text.startswith("<"):
            assert text in met or text in ELSEWHERE, ("not shown by the tour", f, text)


def test_a_full_hand_or_an_empty_deck_tells_nothing():
    """The buy's two refusals the tour cannot reach in one turn, by the engine on twin states:
    a seventh guard card, a face-down card with none left. The same words whatever Blue's
    hex, treasure or unseen cards; the counts they read are public."""
    from lookout.keep.actions import apply
    from test_keep_secrets import joined, market, new, rest_of_joins
    answers = []
    for kw, unseen in (({}, "LOCK"), ({"blue_hex": "2-C5"}, "LOCK"), ({"blue_tr": "LANTERN"},
                                                                          "LOCK"), ({}, "MOSS")):
        g = new()
        joined(g, **kw)
        rest_of_joins(g)
        market(g)
        st = copy_data(g.state)
        gt = st["gt"]
        st["gh"][0] = [gt.index("ART")] * 5 + [gt.index(unseen)]      # six: the most
        st["gs"][0] = [gt.index(unseen)]
        got = []
        for action, change in ((["buy", 0, 0, ["NE"]], None),
                               (["buy", 0, -1, ["NE", "E"]], "empty")):
            s = copy_data(st)
            if change:
                s["gh"][0] = s["gh"][0][:2]
                del s["deck"][:]
                del s["disc"][:]
            try:
                apply(g.kc, s, action)
                got.append("ok")
            except ValueError as e:
                got.append(str(e))
        answers.append(got)
    assert answers[0] == ["at most 6 guard cards in your deck", "the guard deck is empty"]
    assert all(a == answers[0] for a in answers), answers


# --- the engine's refusals the screens never send, under twin states --------------------------
NEVER = {   # rows no state of a game can give, or that read only the action or the options
    "<str(e)>": "gamelog: the replay checked the deletion first",
    "PIN must be 4 digits": "the action's PIN only",
    "PIN already set": "'has already joined' comes first",
    "join needs player, PIN, entry tile, exit tile, hex~": "the action's form",
    "entry must be a map tile (1-%d)": "the action and the board",
    "exit must be a different map tile": "the action and the board",
    "choose your treasure card": "the action's treasure code",
    "market needs slot, card": "the action's form",
    "no such player": "the action's player",
    "drew needs player, PIN, card": "the action's form",
    "the device deals the cards in this game": "the game's options (public)",
    "buy needs player, slot, coin cards": "the action's form",
    "bad action": "the action's form",
    "unknown action %r": "the action's form",
    "No card you\ncan play now.": "never in the rules: Rest is in the hand or just played",
    "play needs player, PIN, card[, target]": "the action's form",
    "unknown treasure %r": "moves.py's own callers pass a treasure index",
    "entry must be a map tile 1-%d": "moves.py: the join checked it",
    "the thief is not on the board (hex %r)": "moves.py: a thief in the Keep is on it",
    "unknown thief card %r": "moves.py: check_play checked it",
    "unknown guard card %s": "the action's card code",
    "unknown thief card %s": "the action's card code",
    "no hex %d on the board": "the action's hex and the board",
    "not a board hex name: %r (tile label, '-', hex, e.g. 1-C3)": "the action's hex",
    "no tile labelled %r on the board": "the action's hex and the board",
    "tile %s has no hex %s": "the action's hex and the board",
    "not a direction card: %r": "board.py's callers pass direction cards",
    "No thief is in the Keep.": "screens/keep/fix reads st['in'] (public) only",
    "no such guard": "the action's guard",
    "a correction needs what, which and the new value": "the action's form",
    "cannot correct %r": "the action's form",
}


def _probes(g):
    """Entries Green or the table can send in any phase, refused or not."""
    from test_keep_secrets import CARDS, PINS
    st = g.state
    b = g.kc.board
    here = st["dial"][1] if st["dial"][1] >= 0 else b.outside_hexes(2)[0]
    near = [b.names[h] for h in range(b.n) if abs(b.q[h] - b.q[here]) <= 2
            and abs(b.r[h] - b.r[here]) <= 2][:12]
    special = [h for h in range(b.n) if b.special(h)][0]
    out = [["guards"], ["pass", 1], ["pass", 0], ["market", len(st["mkt"]), "ART"],
           ["market", 0, "ART"], ["market", len(st["mkt"]) + 1, "ART"],
           ["market", len(st["mkt"]), "RIG"], ["join", 0, "1111", 2, 1, "2-A2", "EYE"],
           ["join", 1, PINS[1], 2, 1, "2-C3", "EYE"],
           ["play", 0, "0000", "REST"], ["drew", 0, "0000", "ART"]]     # Blue's, a wrong PIN
    out += [["join", 1, PINS[1], 2, 1, "2-A4", t] for t in C.TREASURE]  # Blue's taken too
    for c in CARDS:
        out.append(["drew", 1, PINS[1], c] if c in CARDS[11:] else ["play", 1, PINS[1], c])
        for arg in (None, 0, 99, "OFF") + tuple(near):
            out.append(["play", 1, PINS[1], c] + ([] if arg is None else [arg]))
    out += [["play", 1, PINS[1], "NOISE", b.names[h]] for h in range(b.n)]   # seen or not
    for slot in (-1, 0, 4, 7):
        for coins in (["NE"], ["NE", "E"], ["RUN", "NE"]):
            out.append(["buy", 1, slot, coins])
            out.append(["buy", 0, slot, coins])
    gs = st["g"]
    for i in range(len(gs)):
        h = gs[i][2]
        out += [["fix", "hex", i, h], ["fix", "face", i, gs[i][3]],
                ["fix", "status", i, gs[i][4]], ["fix", "torch", max(h, 0), 0],
                ["fix", "hex", i, special], ["fix", "hex", i, "2-C4"]]
        out += [["fix", "hex", i, gs[j][2]] for j in range(len(gs)) if j != i]
    out += [["fix", "marker", 1, st["mk"][1]], ["fix", "marker", 0, -1]]
    return out


def _blue_twins(st):
    """Copies of st that differ from it in one of Blue's secrets each (what Blue knows and no
    other: the dial's hex, the treasure before its reveal, an unseen guard card, the PIN,
    the card played before the reveal)."""
    from lookout.keep import dials
    out = []
    t = copy_data(st)
    t["dial"][0] = [h for h in range(len(t["in"]) and 400) if h != st["dial"][0]][0] \
        if st["dial"][0] >= 0 else -1
    out.append(t)
    if not st["trv"][0]:
        t = copy_data(st)
        t["tr"][0] = (st["tr"][0] + 1) % 5
        out.append(t)
    if st["gs"][0]:
        t = copy_data(st)
        c = t["gs"][0][0]                  # another card: it left the deck instead
        d = [x for x in t["deck"] if x != c][0]
        t["deck"].remove(d)
        t["deck"].append(c)
        t["gs"][0][0] = t["gh"][0][t["gh"][0].index(c)] = d
        out.append(t)
    if st["pin"][0] >= 0:
        t = copy_data(st)
        t["pin"][0] = dials.pin_hash("9876", dials._salt(t, 0))
        out.append(t)
    if st["play"] and st["play"][0] is not None:
        t = copy_data(st)
        t["play"][0] = [C.thief_card("REST"), -1]
        out.append(t)
    return out


def test_every_engine_refusal_answers_alike_in_twin_states():
    """The refusals the screens never send (their pickers list only what the engine takes),
    by the engine: in each phase of a table-dealt game, and with Green carrying the Eye or
    the Hammer, holding guard cards, caught, or the game over, every entry Green or the table
    can make gets the same answer in twin states that differ in one of Blue's secrets. Every
    such row of REFUSALS is met, or NEVER says why no state gives it."""
    from lookout.keep import guardrec as G
    from lookout.keep.actions import apply
    from test_keep_secrets import PINS, joined, market, new, rest_of_joins
    g = new()
    states = []

    def keep():
        states.append(copy_data(g.state))
    joined(g)
    keep()                                              # setup: Blue joined
    rest_of_joins(g)
    keep()                                              # the market
    s = copy_data(g.state)
    s["deck"] = [c for c in s["deck"] if g.state["gt"][c] != "RIG"]
    states.append(s)                                    # ... with no Adjust Rigging left
    market(g)
    keep()                                              # buying
    g.buy(0, -1, ["NE", "E"])
    keep()                                              # Blue's card drawn, not entered
    g.drew(0, PINS[0], "NOISE")
    for p in range(3):
        g.pass_turn(p)
    keep()                                              # guards (Blue holds a card unseen)
    g.guards()
    g.do(["play", 0, PINS[0], "REST"])
    keep()                                              # Blue's card played, not revealed
    gt = g.state["gt"]
    st = copy_data(g.state)
    st["gh"][1] += [gt.index("ART"), gt.index("NOISE"), gt.index("MOSS"), gt.index("FLASK")]
    states.append(st)                                   # Green holds guard cards (seen)
    for tr in (C.EYE, C.HAMMER):
        s = copy_data(st)
        s["tr"][1] = tr
        s["trv"][1] = 1
        states.append(s)                                # Green carries the Eye, the Hammer
    s = copy_data(st)
    s["in"][1] = G.T_CAUGHT
    states.append(s)                                    # Green is caught
    s = copy_data(st)
    s["phase"] = "over"
    states.append(s)
    seen = set()
    for st in states:
        g.state = st
        probes = _probes(g)
        twins = _blue_twins(st)
        assert twins
        for act in probes:
            ans = []
            for s in [st] + twins:
                try:
                    apply(g.kc, copy_data(s), copy_data(act))
                    ans.append("ok")
                except ValueError as e:
                    ans.append(str(e))
            assert all(a == ans[0] for a in ans), (st["phase"], act, ans)
            seen.add(ans[0])
    met = set()
    for s in seen:
        met.update(r[2] for r in _row_of(s))
    lost = [(f, text) for f, title, text, who, how in REFUSALS if how.startswith("core: ") and
            who in ("public", "private", "pin") and text not in met and text not in NEVER]
    assert not lost, "no twin state gives: %s" % "\n".join(map(repr, lost))
