"""Thieves of the Black Keep: the whole game as an event log, with a public view.

A UI drives it through Game (or, with lookout.history.History, through KeepModel):

    from lookout.keep.game import Game, Keep
    kc = Keep(board)           # board: lookout.keep.board.Board; builds the sight tables once
    g = Game.new(board, seed, players=3, kc=kc)
        # options: colours=("Blue", "Green", "Red"), guards=[[kind, tile], ...] (kinds from
        # guards.py: STATIONARY/PATROLLING/WANDERING; default: difficulty="easy" = one random
        # kind per map tile, "hard" = two different kinds), owners=[player per map tile]
        # (default: map tile i+1 -> player i), first=0, calm=False (Alert guards calm down at
        # the Resource Phase), pass1=False (pass the first player already on turn 1)
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
    g.join(p, "1234", entry_tile, exit_tile, "1-A5")
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
    g.undo(); g.redo(); g.can_undo(); g.dump(); Game.load(board, saved, kc=kc)

Every step raises ValueError (a message a player can read; dials.PinError "Wrong PIN" for a
bad PIN, the same text whatever the dial holds) and then leaves the game as it was.

Actions in the log (JSON-able; Game.do stores them compacted: hex ids, int PINs):
    ["join", p, pin, entry_tile, exit_tile, hex]   ["buy", p, slot, [coin card codes]]
    ["pass", p]   ["guards"]   ["play", p, pin, card_code, arg]
The log holds PINs and secret hexes: the device is the referee, the save file is not public
output. Replaying the log from the initial state gives the same state (the die is a seeded
xorshift whose state is part of the game state), so undo is exact and saves are small
(~1.2 KB + ~25 bytes per action as JSON).

Rules decisions where the text is silent: DECISIONS below (NOTES.md asks for them as data or
settings; the two that are settings are new_state's calm and pass1).
"""
from lookout.history import copy_data
from lookout.keep import cards as C
from lookout.keep import dials
from lookout.keep import guards as G
from lookout.keep import moves
from lookout.keep import turn as T
from lookout.keep.rng import Rng, seed_state
from lookout.keep.routes import Routes
from lookout.keep.hexgrid import AXIAL
from lookout.keep.sight import (ALERT, ARC_QA, ARC_RA, ARC_T, BORED, DISTRACTED, INTERESTED,
                                Sight)

COLOURS = ("Blue", "Green", "Red", "Yellow", "White")
MAX_PLAYERS = 5  # five treasures

DECISIONS = (
    "Turn 1 keeps the chosen first player; initiative passes from turn 2 (setting pass1).",
    "Wandering guard setup: the die picks the tile's n-th red shield; re-roll above n.",
    "A Distracted guard does not move; at the Resource Phase it goes back to its default "
    "status (Stationary rolls facing, Patrolling rolls direction).",
    "Alert lasts until the guard spots a thief or drinks a Hip Flask (setting calm: Alert "
    "guards return to default at the Resource Phase).",
    "Noise (Run without Moss Arrow, every move with the Armour) reaches the guards on the "
    "tiles the thief leaves and enters.",
    "A guard on the same hex as a thief catches it, whoever moved (glossary: Extinguished "
    "Torch); a hidden thief too.",
    "After a failed investigation the investigated marker leaves the board.",
    "A marker in a special hex is investigated from a neighbouring hex (guards cannot enter).",
    "A Pursuing guard chases the nearest visible marker (hex distance), else the marker it "
    "was after; with none left it goes Returning (Diligent may keep it Pursuing).",
    "A Wandering guard's regular spot is the nearest red-arrow hex of its tile; a "
    "Patrolling guard returns to the nearest hex of its route.",
    "A thief's line of sight (Noise/Water Arrow targets) is an Alert guard's arcs in all six "
    "facings together (all round), or its own hex.",
    "Noise Arrow: guards that see the marker's hex go Pursuing it; nothing else hears it.",
    "Hide: the thief cannot be spotted until it plays its next card (catching still works).",
    "Rest: every spent thief card comes back, the Rest card too; a Thief Marker on the board "
    "becomes a resting marker (removed at the next Resource Phase).",
    "Pick Pocket: needs a guard on a neighbouring hex with no wall between and fewer than "
    "six guard cards; draws the top guard card. Otherwise the thief just stays.",
    "Guard cards go to the discard pile when played; their effect is kept in the state "
    "(Adjust Rigging to the end of the turn, Lockpicks until the thief leaves the tile).",
    "Unknown (user-added) guard cards are discarded with 'resolve by hand'.",
    "The vault guard is placed when the first thief steps onto the vault tile; that "
    "player moves it from then on, in their place in the player order.",
    "Guards of an unowned map tile move after every player's guards; a caught player's "
    "guards still move in that player's place.",
    "A guard that spots two thieves at once pursues the last one spotted.",
    "Nothing public says that a card was invalid (the thief stays: it may be a bluff).",
)


class Keep:
    """Rules context shared by every action of one game: board, sight, routes (static) and
    the per-action rng and colour names."""

    def __init__(self, board, sight=None):
        self.board = board
        self.sight = sight if sight is not None else Sight(board)
        self.routes = Routes(board)
        self.rng = None
        self.after = []
        self.cols = COLOURS
        self._arrows = {}
        self._names = {}

    def name(self, h):
        """Board hex name, with a small cache (names are made on demand by the board)."""
        c = self._names
        s = c.get(h)
        if s is None:
            if len(c) >= 48:
                c.clear()
            s = c[h] = self.board.names[h]
        return s

    def colour(self, p):
        return self.cols[p]

    def sees(self, g, h):
        """Guard record g sees hex h now. Bored/Interested guards only see their straight
        row: hexes off that line are turned away with a little arithmetic before asking
        the sight tables (the hot path of every spotting check)."""
        s = g[G.S]
        if s == DISTRACTED:
            return False
        gh = g[G.H]
        if h == gh:
            return False
        b = self.board
        q = b.q
        r = b.r
        dq = q[h] - q[gh]
        dr = r[h] - r[gh]
        f = g[G.F]
        if s <= INTERESTED:
            a = AXIAL[f]
            k = dq * a[0] if a[0] else dr * a[1]
            if k < 1 or dq != k * a[0] or dr != k * a[1] or (s == BORED and k > 2):
                return False
            return k <= self.sight.row_reach(gh, f)
        # Alert, Pursuing, Returning: the 180-degree arc, then the full-visibility table
        if ARC_QA[f] * dq + ARC_RA[f] * dr < ARC_T[f]:
            return False
        sg = self.sight
        if not sg.done[gh >> 3] >> (gh & 7) & 1:
            sg._row(gh)
        return bool(sg.bits[gh * sg.rowbytes + (h >> 3)] >> (h & 7) & 1)

    def arrow(self, h):
        """Side the red arrow on hex h points to, -1 (Board has it per placed tile)."""
        b = self.board
        return b.tiles[b.tile(h)].arrow(h)

    def arrow_hexes(self, t):
        a = self._arrows.get(t)
        if a is None:
            pt = self.board.tiles[t]
            a = tuple([h for h in pt.hexes() if pt.arrow(h) >= 0])
            self._arrows[t] = a
        return a

    def thief_sight(self, h):
        """Hexes a thief at h can see (*decision*: an Alert guard's arcs in all six facings
        together: all round, full hexes only, walls and special hexes block)."""
        s = self.sight
        out = []
        for f in range(6):
            for x in s.seen(h, f, ALERT):
                if x not in out:
                    out.append(x)
        return out

    def hex(self, x):
        """A hex from an action: id or name ("1-C4"); ValueError if not on the board."""
        if type(x) is int:
            if not 0 <= x < self.board.n:
                raise ValueError("no hex %d on the board" % x)
            return x
        return self.board.index(x)


# --- new game ---------------------------------------------------------------------------------
def new_state(kc, seed, players=3, colours=None, guards=None, owners=None, first=0,
              difficulty="easy", calm=False, pass1=False):
    b = kc.board
    n = players
    if not 2 <= n <= MAX_PLAYERS:
        raise ValueError("2-%d players" % MAX_PLAYERS)
    cols = list(colours or COLOURS[:n])
    if len(cols) != n:
        raise ValueError("one colour per player")
    if not 0 <= first < n:
        raise ValueError("first player out of range")
    ntiles = len(b.tiles)
    if ntiles < 2 or not b.tiles[0].is_vault:
        raise ValueError("the board needs the vault tile and at least one map tile")
    rng = Rng(state=seed_state(seed))
    kc.rng = rng
    kc.cols = cols
    if owners is None:
        owners = [i if i < n else -1 for i in range(ntiles - 1)]
    if len(owners) != ntiles - 1:
        raise ValueError("one owner per map tile")
    own = [-1] + [int(o) for o in owners]
    if guards is None:
        guards = []
        for t in range(1, ntiles):
            k1 = rng.below(3)
            guards.append([k1, t])
            if difficulty == "hard":
                k2 = (k1 + 1 + rng.below(2)) % 3
                guards.append([k2, t])
    gt = C.table_codes()
    deck = C.new_deck(gt)
    rng.shuffle(deck)
    tr = list(range(len(C.TREASURE)))
    rng.shuffle(tr)
    msgs = ["New game: %s; %d map tiles" % (", ".join(cols), ntiles - 1)]
    st = {
        "v": 1, "n": n, "col": cols, "salt": seed & 0xFFF, "nhex": b.n,
        "opt": {"calm": 1 if calm else 0, "pass1": 1 if pass1 else 0},
        "ph": "setup", "turn": 0, "mv": 0, "pc": 0, "first": first, "bi": 0,
        "own": own, "g": [],
        "dial": [-1] * n, "pin": [-1] * n, "mk": [-1] * n, "rest": [0] * n,
        "in": [G.T_OUT] * n, "hid": [0] * n, "ent": [-1] * n, "ex": [-1] * n,
        "tr": tr[:n], "trv": [0] * n,
        "hand": [list(C.HAND) for _ in range(n)], "spent": [[] for _ in range(n)],
        "gh": [[] for _ in range(n)], "play": [None] * n,
        "rig": [0] * n, "lock": [-1] * n, "moss": [-1] * n,
        "dil": 0, "torch": [], "gt": gt, "deck": deck, "disc": [], "mkt": [],
        "win": -1, "msg": msgs,
    }
    for kind, t in guards:
        if kind not in (G.STATIONARY, G.PATROLLING, G.WANDERING) or not 1 <= t < ntiles:
            raise ValueError("bad guard %r on tile %r" % (kind, t))
        g = G.new_guard(kind, t, own[t])
        G.place(kc, g, msgs)
        st["g"].append(g)
    st["g"].append(G.new_guard(G.WANDERING, 0, -1))  # the vault guard, placed later
    st["rng"] = rng.state()
    msgs.append("Each player joins: PIN, entry tile, exit tile, secret start hex")
    return st


# --- validation helpers -----------------------------------------------------------------------
def legal_moves(kc, st, p, c):
    """Destinations of thief card c for player p now (lookout.keep.moves): hex ids, and
    T.OFF (moves.OFF) for escaping the Keep."""
    b = kc.board
    h = st["dial"][p]
    tr = st["tr"][p] if T.carrying(kc, st, p) else -1
    lock = st["lock"][p] >= 0 and st["lock"][p] == b.tile(h)
    return moves.destinations(b, h, c, tr, st["ex"][p], bool(st["trv"][p]), lock)


def _guard_target(st, a):
    if type(a) is not int or not 0 <= a < len(st["g"]) or st["g"][a][G.H] < 0:
        raise ValueError("choose a guard on the board")
    return a


def check_play(kc, st, p, card, arg):
    """Validate a secret play; returns the [card, arg] pair stored until the reveal."""
    hand = st["hand"][p]
    code = str(card).upper()
    eye = T.treasure_on(kc, st, p, C.EYE)
    ci = -1
    for i in range(len(C.THIEF)):
        if C.THIEF[i] == code:
            ci = i
    if ci >= 0:
        if ci not in hand:
            raise ValueError("%s is not in your hand" % C.THIEF_NAMES[ci])
        if eye and ci == C.ROPE:
            raise ValueError("The Eye: no Arrow cards")
        if T.treasure_on(kc, st, p, C.HAMMER) and ci in (C.RUN, C.HIDE):
            raise ValueError("The Hammer: no Run or Hide")
        if ci in C.DIRECTION_CARDS or ci in (C.RUN, C.ROPE):
            legal = legal_moves(kc, st, p, ci)
            if arg is None or arg == -1:
                if legal:
                    raise ValueError("your thief must move if it can: choose a hex")
                return [ci, -1]
            if arg == "OFF" or arg == T.OFF:
                d = T.OFF
            else:
                d = kc.hex(arg)
            if d not in legal:
                raise ValueError("%s cannot take your thief there" % C.THIEF_NAMES[ci])
            return [ci, d]
        return [ci, -1]
    gi = C.guard_index(st, code)
    if gi not in st["gh"][p]:
        raise ValueError("%s is not in your hand" % C.name(st, gi))
    row = C.guard_row(code)
    if eye and row[5]:
        raise ValueError("The Eye: no Arrow cards")
    a = -1
    if row[4] == C.T_GUARD:
        a = _guard_target(st, arg)
    elif row[4] == C.T_HEX:
        if arg is None:
            raise ValueError("choose a hex your thief can see")
        a = kc.hex(arg)
        if a not in kc.thief_sight(st["dial"][p]) and a != st["dial"][p]:
            raise ValueError("your thief cannot see %s" % kc.name(a))
    return [100 + gi, a]


# --- apply ------------------------------------------------------------------------------------
def apply(kc, st, action):
    """Apply one action to st IN PLACE and return st; ValueError (st untouched) if illegal."""
    if type(action) not in (list, tuple) or not action:
        raise ValueError("bad action")
    kind = action[0]
    kc.cols = st["col"]
    ph = st["ph"]
    n = st["n"]
    if ph == "over":
        raise ValueError("the game is over")

    def player(i):
        if len(action) <= i or type(action[i]) is not int or not 0 <= action[i] < n:
            raise ValueError("no such player")
        return action[i]

    msgs = []
    if kind == "join":
        if ph != "setup":
            raise ValueError("setup is over")
        if len(action) != 6:
            raise ValueError("join needs player, PIN, entry tile, exit tile, hex")
        p = player(1)
        if st["in"][p] != G.T_OUT or st["pin"][p] >= 0:
            raise ValueError("%s has already joined" % st["col"][p])
        pin = dials.valid_pin(action[2])
        ent = action[3]
        ext = action[4]
        nt = len(kc.board.tiles)
        if type(ent) is not int or not 1 <= ent < nt:
            raise ValueError("entry must be a map tile (1-%d)" % (nt - 1))
        if type(ext) is not int or not 1 <= ext < nt or ext == ent:
            raise ValueError("exit must be a different map tile")
        h = kc.hex(action[5])
        if kc.board.tile(h) != ent or not kc.board.outside(h):
            raise ValueError("start on an Outside Hex of your entry tile")
        # valid: mutate
        kc.rng = Rng(state=st["rng"])
        dials.set_pin(st, p, pin)
        st["dial"][p] = h
        st["in"][p] = G.T_KEEP
        st["ent"][p] = ent
        st["ex"][p] = ext
        msgs.append("%s enters by tile %s and must leave by tile %s" % (
            kc.colour(p), kc.board.tiles[ent].label, kc.board.tiles[ext].label))
        done = True
        for q in range(n):
            if st["in"][q] == G.T_OUT:
                done = False
        if done:
            T.start_turn(kc, st, msgs)
    elif kind == "buy":
        if ph != "buy":
            raise ValueError("buy guard cards in the Resource Phase")
        p = player(1)
        if p != T.buyer(st):
            raise ValueError("it is %s's turn to buy" % st["col"][T.buyer(st)])
        if len(action) != 4 or type(action[2]) is not int or type(action[3]) not in (list, tuple):
            raise ValueError("buy needs player, slot, coin cards")
        slot = action[2]
        mkt = st["mkt"]
        if slot == -1:
            if not st["deck"] and not st["disc"]:
                raise ValueError("the guard deck is empty")
            price = C.BLIND_COST
        else:
            if not 0 <= slot < len(mkt) or mkt[slot] is None:
                raise ValueError("no card in that market slot")
            price = C.cost(st, mkt[slot])
        if len(st["gh"][p]) >= C.MAX_GUARD_CARDS:
            raise ValueError("at most %d guard cards in your deck" % C.MAX_GUARD_CARDS)
        coins = [C.thief_card(x) for x in action[3]]
        C.check_payment(st["hand"][p], coins, price)
        kc.rng = Rng(state=st["rng"])
        for c in coins:
            st["hand"][p].remove(c)
            st["spent"][p].append(c)
        paid = ", ".join([C.THIEF_NAMES[c] for c in coins])
        if slot == -1:
            c = C.draw(st, kc.rng)
            msgs.append("%s buys a face-down guard card (%s)" % (kc.colour(p), paid))
        else:
            c = mkt[slot]
            mkt[slot] = None
            msgs.append("%s buys %s (%s)" % (kc.colour(p), C.name(st, c), paid))
        st["gh"][p].append(c)
    elif kind == "pass":
        if ph != "buy":
            raise ValueError("nothing to pass now")
        p = player(1)
        if p != T.buyer(st):
            raise ValueError("it is %s's turn to buy" % st["col"][T.buyer(st)])
        kc.rng = Rng(state=st["rng"])
        msgs.append("%s is done buying" % kc.colour(p))
        T.next_buyer(kc, st, msgs)
    elif kind == "guards":
        if ph != "guards":
            raise ValueError("not the guards phase")
        kc.rng = Rng(state=st["rng"])
        T.guards_phase(kc, st, msgs)
    elif kind == "play":
        if ph != "play":
            raise ValueError("not the players phase")
        p = player(1)
        if len(action) not in (4, 5):
            raise ValueError("play needs player, PIN, card[, target]")
        dials.check(st, p, action[2])
        if st["in"][p] != G.T_KEEP:
            raise ValueError("your thief is out of the game")
        pl = check_play(kc, st, p, action[3], action[4] if len(action) > 4 else None)
        kc.rng = Rng(state=st["rng"])
        again = st["play"][p] is not None
        st["play"][p] = pl
        k = 0
        m = 0
        for q in range(n):
            if st["in"][q] == G.T_KEEP:
                m += 1
                if st["play"][q] is not None:
                    k += 1
        msgs.append("%s %s a card (%d/%d)" % (kc.colour(p), "changes" if again else "plays",
                                              k, m))
        if T.all_played(st):
            T.players_phase(kc, st, msgs)
    else:
        raise ValueError("unknown action %r" % (kind,))
    st["rng"] = kc.rng.state()
    st["msg"] = msgs
    return st


_KINDS = ("join", "buy", "pass", "guards", "play")


def _canon(x, names):
    """The table's own string object for x (no new string per logged action)."""
    if type(x) is str:
        u = x.upper()
        for c in names:
            if c == u:
                return c
    return x


def _pin(x):
    try:
        return int(dials.valid_pin(x))
    except (ValueError, TypeError):
        return x


def _hexid(kc, x):
    if type(x) is str and x.upper() != "OFF":
        try:
            return kc.board.index(x)
        except ValueError:
            return x
    if type(x) is str:
        return T.OFF
    return x


def compact(kc, st, action):
    """The action as it is logged: a fresh list of small ints and shared short strings
    (hex names -> ids, PINs -> ints, card codes -> the card tables' strings). Anything it
    cannot read is left as it is, for apply() to reject."""
    if type(action) not in (list, tuple) or not action:
        return action
    a = list(action)
    a[0] = _canon(a[0], _KINDS)
    k = a[0]
    n = len(a)
    if k == "join" and n == 6:
        a[2] = _pin(a[2])
        a[5] = _hexid(kc, a[5])
    elif k == "buy" and n == 4 and type(a[3]) in (list, tuple):
        a[3] = [_canon(c, C.THIEF) for c in a[3]]
    elif k == "play" and n >= 4:
        a[2] = _pin(a[2])
        a[3] = _canon(_canon(a[3], C.THIEF), st["gt"])
        if n > 4:
            a[4] = _hexid(kc, a[4])
    return a


class KeepModel:
    """Model for lookout.history.History: apply(state, action) -> state."""

    def __init__(self, board, sight=None):
        self.kc = Keep(board, sight)

    def apply(self, state, action):
        return apply(self.kc, state, action)


# --- views ------------------------------------------------------------------------------------
def public_view(kc, st):
    """Everything every player may see. Secret locations, treasures not yet revealed, the
    cards just played and face-down guard cards are never in it."""
    nm = kc.name
    gs = []
    for g in st["g"]:
        gs.append({"kind": G.KIND_NAMES[g[G.K]], "tile": g[G.T],
                   "hex": nm(g[G.H]) if g[G.H] >= 0 else None,
                   "face": G.SIDE_NAMES[g[G.F]] if g[G.H] >= 0 else None,
                   "status": G.STATUS_NAMES[g[G.S]],
                   "owner": st["col"][g[G.OW]] if g[G.OW] >= 0 else None})
    th = []
    for p in range(st["n"]):
        m = st["mk"][p]
        th.append({"colour": st["col"][p],
                   "state": ("joining", "in the Keep", "caught", "escaped")[st["in"][p]],
                   "marker": nm(m) if m >= 0 else None,
                   "resting": bool(st["rest"][p]),
                   "entry": st["ent"][p], "exit": st["ex"][p],
                   "treasure": C.TREASURE_NAMES[st["tr"][p]] if st["trv"][p] else None,
                   "spent": [C.THIEF[c] for c in st["spent"][p]],
                   "hand": len(st["hand"][p]) + len(st["gh"][p]),
                   "guard_cards": len(st["gh"][p]),
                   "played": st["play"][p] is not None})
    return {
        "phase": st["ph"], "turn": st["turn"], "move": st["mv"],
        "first": st["col"][st["first"]], "order": [st["col"][p] for p in T.order(st)],
        "buyer": st["col"][T.buyer(st)] if st["ph"] == "buy" else None,
        "guards": gs, "thieves": th,
        "market": [C.name(st, c) if c is not None else None for c in st["mkt"]],
        "market_cost": [C.cost(st, c) if c is not None else None for c in st["mkt"]],
        "deck": len(st["deck"]), "discard": len(st["disc"]),
        "torches": [nm(h) for h in st["torch"]], "diligent": st["dil"],
        "winner": st["col"][st["win"]] if st["win"] >= 0 else None,
        "messages": list(st["msg"]),
    }


def private_view(kc, st, p, pin):
    """Player p's secrets (PinError "Wrong PIN" reveals nothing): hex, treasure, hand,
    guard cards, and the legal plays now (card code -> list of hex names / guard indices)."""
    h = dials.read(st, p, pin)
    kc.cols = st["col"]
    legal = {}
    if st["in"][p] == G.T_KEEP and st["ph"] == "play":
        for c in sorted(set(st["hand"][p])):
            try:
                if c in C.DIRECTION_CARDS or c in (C.RUN, C.ROPE):
                    ds = legal_moves(kc, st, p, c)
                    check_play(kc, st, p, C.THIEF[c], ds[0] if ds else None)
                    legal[C.THIEF[c]] = ["OFF" if d == T.OFF else kc.name(d) for d in ds]
                else:
                    check_play(kc, st, p, C.THIEF[c], None)
                    legal[C.THIEF[c]] = []
            except ValueError:
                pass
        for gi in sorted(set(st["gh"][p])):
            code = st["gt"][gi]
            row = C.guard_row(code)
            if st["trv"][p] and row[5] and T.treasure_on(kc, st, p, C.EYE):
                continue
            if row[4] == C.T_GUARD:
                legal[code] = [i for i in range(len(st["g"])) if st["g"][i][G.H] >= 0]
            elif row[4] == C.T_HEX:
                legal[code] = [kc.name(x) for x in kc.thief_sight(h)]
            else:
                legal[code] = []
    return {
        "hex": kc.name(h) if h >= 0 else None,
        "treasure": C.TREASURE_NAMES[st["tr"][p]],
        "hand": [C.THIEF[c] for c in st["hand"][p]],
        "guard_cards": [st["gt"][c] for c in st["gh"][p]],
        "played": st["play"][p],
        "hidden": bool(st["hid"][p]),
        "lockpicks": st["lock"][p] >= 0,
        "legal": legal,
    }


# --- the game object --------------------------------------------------------------------------
class Game:
    """Event-log game: initial state + actions; undo/redo replay exactly."""

    def __init__(self, board, initial, actions=(), cursor=None, sight=None, kc=None):
        self.kc = kc if kc is not None else Keep(board, sight)
        self.initial = initial
        self.actions = list(actions)
        self.cursor = len(self.actions) if cursor is None else cursor
        if initial.get("nhex") != self.kc.board.n:
            raise ValueError("this save belongs to another board")
        for g in initial["g"]:   # every guard's way home, once, before play starts
            G.home_field(self.kc, g)
        self.state = self._replay(self.cursor)

    @classmethod
    def new(cls, board, seed, sight=None, kc=None, **cfg):
        """kc: reuse the Keep context (board + precomputed sight) of an earlier game."""
        kc = kc if kc is not None else Keep(board, sight)
        st = new_state(kc, seed, **cfg)
        return cls(board, st, kc=kc)

    def _replay(self, k):
        s = copy_data(self.initial)
        for a in self.actions[:k]:
            apply(self.kc, s, a)
        return s

    def do(self, action):
        """Apply an action; ValueError leaves state and log as they were."""
        action = compact(self.kc, self.state, action)
        try:
            apply(self.kc, self.state, action)
        except ValueError:
            raise
        except Exception:
            self.state = self._replay(self.cursor)  # a bug mid-way: restore exactly
            raise
        del self.actions[self.cursor:]
        self.actions.append(action)
        self.cursor += 1
        return self.state

    def can_undo(self):
        return self.cursor > 0

    def can_redo(self):
        return self.cursor < len(self.actions)

    def undo(self):
        if self.cursor:
            self.cursor -= 1
            self.state = self._replay(self.cursor)

    def redo(self):
        if self.cursor < len(self.actions):
            apply(self.kc, self.state, self.actions[self.cursor])
            self.cursor += 1

    def dump(self):
        return {"i": self.initial, "a": self.actions, "c": self.cursor}

    @classmethod
    def load(cls, board, d, sight=None, kc=None):
        return cls(board, d["i"], d["a"], d["c"], sight=sight, kc=kc)

    # -- steps -------------------------------------------------------------------------
    def join(self, p, pin, entry, exit_tile, hex_):
        return self.do(["join", p, pin, entry, exit_tile, hex_])

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
        return self.state["ph"]

    def messages(self):
        return list(self.state["msg"])

    def public(self):
        return public_view(self.kc, self.state)

    def private(self, p, pin):
        return private_view(self.kc, self.state, p, pin)

    def waiting(self):
        st = self.state
        ph = st["ph"]
        if ph == "setup":
            return [p for p in range(st["n"]) if st["in"][p] == G.T_OUT]
        if ph == "buy":
            return [T.buyer(st)]
        if ph == "play":
            return [p for p in T.order(st) if T.in_keep(st, p) and st["play"][p] is None]
        return []
