"""A new Black Keep game: the initial state, and the rules decisions the engine makes where the
rule text is silent (NOTES.md asks for them as data or settings; the two that are settings are
new_state's calm and pass1)."""
from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.keep.guards import new_guard, place
from lookout.keep import recipe
from lookout.keep.context import COLOURS, MAX_PLAYERS
from lookout.keep.rng import Rng, seed_state

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
    "After a failed investigation the investigated marker leaves the board; so does a caught "
    "thief's marker.",
    "The Lantern's \"turn to face you\": the side nearest the straight line to its carrier.",
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
    "The table deals (setting deal): the device asks which card came up. A bought market "
    "card is not replaced.",
    "The device deals (setting deal): only cards it can name, the built-in ones and the "
    "group's list; never an 'Other card'. With a list, the table sets the box's others aside.",
)


# --- new game ---------------------------------------------------------------------------------
def new_state(kc, seed, players=3, colours=None, guards=None, owners=None, first=0,
              difficulty="easy", calm=False, pass1=False, cards=(), deal="table"):
    """The initial state of a game on kc.board (see game.py for the options). It carries the
    board's recipe and signature (recipe.py) and the game's guard card table (cards.py).
    deal="table": the table shuffles and deals the real cards and the device asks which ones
    came up (draws.py); "device": the device shuffles its own deck and treasures (a group
    without the cards)."""
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
    if not b.tiles[0].red_shields:     # else placing the vault guard would fail mid-play
        raise ValueError("the vault tile needs a red shield for its Wandering guard")
    if deal not in ("table", "device"):
        raise ValueError("who deals: the table or the device")
    tbl = deal == "table"
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
    gt, gx = C.table(cards, tbl)
    deck = C.new_deck({"gt": gt, "gx": gx})
    tr = list(range(len(C.TREASURE)))
    if tbl:
        tr = [-1] * len(tr)   # each thief enters the card the table dealt, at the join
    else:
        rng.shuffle(deck)
        rng.shuffle(tr)
    msgs = ["New game: %s; %d map tiles" % (", ".join(cols), ntiles - 1)]
    st = {
        "v": 2, "n": n, "col": cols, "salt": seed & 0xFFF, "board": recipe.recipe(b),
        "opt": {"calm": 1 if calm else 0, "pass1": 1 if pass1 else 0},
        "phase": "setup", "turn": 0, "mv": 0, "pc": 0, "first": first, "bi": 0,
        "own": own, "g": [],
        "dial": [-1] * n, "pin": [-1] * n, "mk": [-1] * n, "rest": [0] * n,
        "in": [G.T_OUT] * n, "hid": [0] * n, "ent": [-1] * n, "ex": [-1] * n,
        "tr": tr[:n], "trv": [0] * n,
        "hand": [list(C.HAND) for _ in range(n)], "spent": [[] for _ in range(n)],
        "gh": [[] for _ in range(n)], "play": [None] * n,
        "rig": [0] * n, "lock": [-1] * n, "moss": [-1] * n,
        "dil": 0, "torch": [], "gt": gt, "gx": gx, "deck": deck, "disc": [], "mkt": [],
        "win": -1, "msg": msgs,
    }
    for kind, t in guards:
        if kind not in (G.STATIONARY, G.PATROLLING, G.WANDERING) or not 1 <= t < ntiles:
            raise ValueError("bad guard %r on tile %r" % (kind, t))
        g = new_guard(kind, t, own[t])
        place(kc, g, msgs)
        st["g"].append(g)
    st["g"].append(new_guard(G.WANDERING, 0, -1))  # the vault guard, placed later
    st["rng"] = rng.state()
    if tbl:
        st["opt"]["tbl"] = 1
        st["dr"] = []                      # players who must enter the card they drew
        st["gs"] = [[] for _ in range(n)]  # guard cards each holds that nobody else saw
        msgs.append("Shuffle the guard cards and the treasures; each thief takes a treasure")
    elif cards:          # the group's own list, dealt by the device: the rest stay in the box
        aside = C.aside(len(deck))
        if aside:
            msgs.append(aside)
    msgs.append("Each player joins: PIN, %sentry tile, exit tile, secret start hex" % (
        "treasure, " if tbl else ""))
    return st
