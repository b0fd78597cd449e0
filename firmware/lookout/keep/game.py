"""Thieves of the Black Keep: the whole game as an event log, with a public view.

A UI drives it through Game (or, with lookout.history.History, through KeepModel: the game
contract of every Lookout game, see history.py; KeepModel.limit/every/keep are its History
settings):

    from lookout.keep.game import Game, Keep
    kc = Keep(board)           # board: lookout.keep.board.Board; builds the sight tables once
                               # (or Keep(board, sightcache.get(fs, board)))
    g = Game.new(board, seed, players=3, kc=kc)
        # options: colours=("Blue", "Green", "Red"), guards=[[kind, tile], ...] (kinds from
        # guardrec.py: STATIONARY/PATROLLING/WANDERING; default: difficulty="easy" = one random
        # kind per map tile, "hard" = two different kinds), owners=[player per map tile]
        # (default: map tile i+1 -> player i), first=0, calm=False (Alert guards calm down at
        # the Resource Phase), pass1=False (pass the first player already on turn 1),
        # cards=[[code, name, count, cost, target, arrow], ...] user-added guard cards or
        # corrected counts/costs (cards.guard_card); they live in the game's state;
        # deal="table" (the table deals the real cards; the device asks: draws.py) or
        # "device" (the device shuffles its own guard deck and treasures)
    g.phase()           # "setup", "buy", "guards", "play", "over"
    g.waiting()         # players the engine waits for (setup/buy/play); [] in "guards"/"over"
    g.messages()        # public messages of the last step: board instructions ("Green guard
                        # 2-C4 -> 2-C5, face SE") and reasons ("Blue guard 1-D3 is Alert:
                        # sees 1-C4 - Red thief spotted")
    g.public()          # public view, JSON-able dict: phase, turn, move (1-5), order, buyer,
                        # guards (kind, hex, face, status, owner), thieves (colour, state,
                        # marker, resting, entry/exit tile, revealed treasure, spent cards,
                        # hand size, played yet?), market + costs, deck/discard sizes,
                        # torches, winner, messages. Never a secret location.

    # Setup, each player once (secretly: the start hex): PIN, entry tile, exit tile, hex
    g.join(p, "1234", entry_tile, exit_tile, "1-A5")            # the device deals
    g.join(p, "1234", entry_tile, exit_tile, "1-A5", "SWORD")   # the table deals: treasure
    # The table deals: at each Resource Phase (phase "market") the table enters the face-up
    # cards, then after a face-down buy or a Pick Pocket (phase "draw") the drawer enters it
    g.market(slot, "ART")          # slot 0-4: the next, or one entered already (a correction)
    g.drew(p, pin, "MOSS")         # secret: g.waiting() are the players who must
    g.pool(p)                      # per guard card: how many may come off the deck (p's view)
    # Resource phase: the current buyer (g.waiting()[0]) buys, then passes
    g.buy(p, slot, ["NE", "E"])    # slot 0-4 face up, -1 = face down from the deck (2 coins)
    g.pass_turn(p)
    # Movement phases 1-5
    g.guards()                     # guards phase: every guard moves, spotting checks
    g.play(p, pin, "E", "1-C4")    # players phase, secret: card code + destination hex
    g.play(p, pin, "E")            #   no destination: only when the card cannot move it
    g.play(p, pin, "NE", "OFF")    #   escaping from an Outside Hex of the exit tile
    g.play(p, pin, "ART", 3)       #   a guard card on guard 3 (index in public()["guards"])
    g.play(p, pin, "NOISE", "1-D4")  # an arrow at a hex within the thief's line of sight
    g.play(p, pin, "REST")         #   Rest, Hide, Pick Pocket, Diligent, ...: no argument
        # a player may play again to change the card until the last thief in the Keep has
        # played; then the cards are revealed together and resolved in player order
    g.private(p, pin)   # the player's own secrets: hex, treasure, hand, guard cards, played
                        # card, and "legal": card code -> destinations / guard indices / hexes
    g.undo(); g.redo(); g.can_undo(); g.can_redo(); g.dump()
    # Resume: the save carries its board (recipe.py: tile files, sides, rotations, checksums)
    board = Game.board_of(saved, TileLib(fs))   # rebuilt from the tile files (tilelib.py)
    g = Game.load(board, saved, kc=Keep(board)) # a board given is checked against the save
        # a missing or changed tile file, or another board: ValueError naming the tile

Game is a lookout.history.History: g.state (read-only; a step may change it in place or
make a new object, so read g.state again after a step), g.actions, g.cursor, g.initial. Undo
reaches back 17-32 actions (LIMIT, EVERY, KEEP below; about a turn of 4 players); undo replays
fewer than EVERY actions from a checkpoint and a resume at most LIMIT, so neither grows with
the game's length.
Every step raises ValueError (a message a player can read; dials.PinError "Wrong PIN" for a
bad PIN, the same text whatever the dial holds) and then leaves the game as it was.

Actions in the log (actions.py; logged compacted by KeepModel.compact: hex ids, int PINs):
    ["join", p, pin, entry_tile, exit_tile, hex]   ["buy", p, slot, [coin card codes]]
    ["pass", p]   ["guards"]   ["play", p, pin, card_code, arg]
The log holds PINs and secret hexes: the device is the referee, the save file is not public
output. Replaying the log from the initial state gives the same state (the die is a seeded
xorshift whose state is part of the game state), so undo is exact and saves are small
(~2 KB + ~25 bytes per action as JSON, at most LIMIT actions).

Modules: context.py (Keep: board, sight, routes), newgame.py (new_state, DECISIONS: the rules
decisions where the text is silent), actions.py (apply, compact), views.py (public, private,
waiting), recipe.py (the board in the save), turn.py / guards.py (the sequencer, the guards).
"""
import gc

from lookout.history import History
from lookout.keep import actions as A
from lookout.keep.homes import warm_homes
from lookout.keep import views as V
from lookout.keep.actions import apply, compact  # noqa: F401 - the engine's entry points
from lookout.keep.context import COLOURS, MAX_PLAYERS, Keep  # noqa: F401
from lookout.keep.said import texts

LIMIT = 32      # actions kept for undo (a turn of 4 players is ~30); a resume replays <= this
EVERY = 8       # a checkpoint every EVERY actions: undo replays fewer than this
KEEP = 3        # checkpoints held: states History made, kept by reference (history.py)
HOMES_PER_STEP = 3   # guards' home fields made after each step (not a guards phase)
SECRET_STEPS = ("join", "play", "drew")  # checked against the thief's own secrets (held)
SHARED = ("board", "gt", "gx", "col", "opt", "msg")   # never changed in place after new_state
                                                      # ("msg" is replaced by every action)


def copy_state(st):
    """The copy History hands apply (KeepModel.copy): every list of the state is at most two
    levels deep (lists of ints, lists of flat lists), so two levels are copied; the SHARED parts
    are shared. About twice as fast as lookout.history.copy_data. Few allocations (on a Pico
    each one over a heap block scans the heap): the dict's table in one (dict.copy), each list
    by a slice (its exact size), never grown item by item."""
    out = st.copy()
    for k in out:
        v = out[k]
        if type(v) is list and k not in SHARED:
            v = v[:]
            for i in range(len(v)):
                if type(v[i]) is list:
                    v[i] = v[i][:]
            out[k] = v
    return out


class KeepModel:
    """The game contract for lookout.history.History: apply(state, action) -> state (changes
    the state History hands it: a copy, or with in_place its own current state), compact(state,
    action) -> the action as logged, copy(state). apply raises ValueError only before it
    changes anything (host_tests/prop/test_keep_refusals.py)."""
    limit = LIMIT
    every = EVERY
    keep = KEEP
    in_place = True     # apply may change the current state itself (history.py): no copy

    def __init__(self, board=None, sight=None, kc=None):
        self.kc = kc if kc is not None else Keep(board, sight)

    def apply(self, state, action):
        st = A.apply(self.kc, state, action)
        if action[0] != "guards":     # the guards' ways home, a few per step (guards.py)
            warm_homes(self.kc, st["g"], HOMES_PER_STEP)
        return st

    def compact(self, state, action):
        return A.compact(self.kc, state, action)

    def copy(self, state):
        return copy_state(state)

    def held(self, action):
        """Why the history list may not delete an entry before this one, or None: a thief's
        secret step (its PIN, hex, treasure, card) is checked against that thief's secrets,
        so whether a replay would then refuse it, and why, would tell the table about them
        (screens/gamelog.replay)."""
        if action[0] in SECRET_STEPS:
            return "is secret: deleting before it would tell about it. Use Go to here."
        return None

    def history(self, initial, actions=None, cursor=None):
        return History(self, initial, actions, cursor, LIMIT, EVERY, KEEP)


class Game(History):
    """The facade a screen holds: one game on one board. It is the game's History (do, undo,
    redo, can_undo, can_redo, dump, state, initial, actions, cursor), plus the steps and views."""

    def __init__(self, board, initial, actions=(), cursor=None, sight=None, kc=None):
        rec = initial.get("board")
        if rec is None:
            raise ValueError("this save does not say which board it was played on")
        from lookout.keep import recipe     # a game's start only: load.ONCE, dropped after
        recipe.check(kc.board if kc is not None else board, rec)   # before any sight table
        self.kc = kc if kc is not None else Keep(board, sight)
        History.__init__(self, KeepModel(kc=self.kc), initial, actions, cursor, LIMIT, EVERY,
                         KEEP)
        gc.collect()   # a new game or a resume leaves no garbage (the board signature's, once)

    @classmethod
    def new(cls, board, seed, sight=None, kc=None, **cfg):
        """kc: reuse the Keep context (board + precomputed sight) of an earlier game."""
        from lookout.keep.newgame import new_state   # a new game only (5 KB of code): the
        kc = kc if kc is not None else Keep(board, sight)   # table drops it once play starts
        return cls(board, new_state(kc, seed, **cfg), kc=kc)

    @staticmethod
    def board_of(d, lib):
        """The board a save (dump()) was played on, built from its tile files in lib
        (tilelib.TileLib); ValueError naming a missing or changed tile."""
        from lookout.keep import recipe
        return recipe.build(d["i"]["board"], lib)

    @classmethod
    def load(cls, board, d, sight=None, kc=None):
        return cls(board, d["i"], d["a"], d["c"], sight=sight, kc=kc)

    # -- steps -------------------------------------------------------------------------
    def join(self, p, pin, entry, exit_tile, hex_, treasure=None):
        a = ["join", p, pin, entry, exit_tile, hex_]
        if treasure is not None:
            a.append(treasure)
        return self.do(a)

    def market(self, slot, code):
        return self.do(["market", slot, code])

    def drew(self, p, pin, code):
        return self.do(["drew", p, pin, code])

    def buy(self, p, slot, coins):
        return self.do(["buy", p, slot, list(coins)])

    def pass_turn(self, p):
        return self.do(["pass", p])

    def guards(self):
        return self.do(["guards"])

    def play(self, p, pin, card, arg=None):
        a = ["play", p, pin, card]
        if arg is not None:
            a.append(arg)
        return self.do(a)

    # -- reading -----------------------------------------------------------------------
    def phase(self):
        return self.state["phase"]

    def messages(self):
        """The last step's public messages as text (the guards' moves are kept as codes)."""
        return texts(self.kc, self.state["msg"])

    def said(self):
        """The same as kept: a guard's move is an int (lookout.keep.said.text makes its
        words), for screens that make a page's text only when it is shown."""
        return list(self.state["msg"])

    def public(self):
        return V.public_view(self.kc, self.state)

    def private(self, p, pin):
        return V.private_view(self.kc, self.state, p, pin)

    def waiting(self):
        return V.waiting(self.state)

    def pool(self, p=-1):
        from lookout.keep.draws import pool
        return pool(self.state, p)
