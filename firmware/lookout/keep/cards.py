"""Black Keep cards as data: thief cards, treasures, the guard card table, the guard deck/market.

Thief cards (12 per colour, NOTES.md): the six direction cards (each with a gold coin), Run,
Rest, Hide, Pick Pocket, Rope Arrow, Exit. In the game state a thief card is its index in
THIEF (0..11); Exit is never in the hand (it is placed beside the exit tile at the start).

Guard cards: GUARD is the table (code, name, count, cost, target, arrow). Known cards come from
the designer's list in NOTES.md; counts/costs marked *decision* there are defaults here. A group
that owns the real deck adds its unknown cards with add_guard_card(); the engine has no rule for
an added card, so playing it just discards it with "resolve by hand". A game copies the codes of
the table it was started with into its state ("gt"), so a save replays even if the table
changes later.

Target kinds: T_NONE (no target), T_GUARD (a guard index), T_HEX (a hex within line of sight
of the player's thief).

Deck/market (state keys "deck", "disc", "mkt"): the deck is a list of guard-card indices into
"gt", top = last item; the market holds up to five face-up cards (None once bought).
"""

# --- thief cards -----------------------------------------------------------------------------
NE, E, SE, SW, W, NW, RUN, REST, HIDE, PICK, ROPE, EXIT = range(12)
THIEF = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "REST", "HIDE", "PICK", "ROPE", "EXIT")
THIEF_NAMES = ("Nor-East", "East", "Sou-East", "Sou-West", "West", "Nor-West", "Run", "Rest",
               "Hide", "Pick Pocket", "Rope Arrow", "Exit")
DIRECTION_CARDS = (NE, E, SE, SW, W, NW)
COIN_CARDS = DIRECTION_CARDS  # only these show a gold coin
MOVE_CARDS = (NE, E, SE, SW, W, NW, RUN)  # "movement Thief cards" (Armour, leaving the Keep)
HAND = (NE, E, SE, SW, W, NW, RUN, REST, HIDE, PICK, ROPE)  # starting hand (Exit is placed)

# --- treasures -------------------------------------------------------------------------------
ARMOUR, EYE, HAMMER, LANTERN, SWORD = range(5)
TREASURE = ("ARMOUR", "EYE", "HAMMER", "LANTERN", "SWORD")
TREASURE_NAMES = ("The Armour", "The Eye", "The Hammer", "The Lantern", "The Sword")

# --- guard cards -----------------------------------------------------------------------------
T_NONE, T_GUARD, T_HEX = 0, 1, 2
MAX_GUARD_CARDS = 6  # in one player's deck
MARKET_SIZE = 5
BLIND_COST = 2  # a face-down card from the deck

GUARD = [
    # code, name, count, cost, target, arrow
    ["RIG", "Adjust Rigging", 2, 3, T_NONE, 0],
    ["ART", "Art", 2, 1, T_GUARD, 0],
    ["DIL", "Diligent", 2, 1, T_NONE, 0],
    ["FLASK", "Hip Flask", 2, 1, T_GUARD, 0],
    ["LOCK", "Lockpicks", 2, 3, T_NONE, 0],
    ["MOSS", "Moss Arrow", 3, 1, T_NONE, 1],
    ["NOISE", "Noise Arrow", 2, 2, T_HEX, 1],   # cost: *decision* (unknown)
    ["WATER", "Water Arrow", 2, 2, T_HEX, 1],   # count and cost: *decision* (unknown)
]
_BUILTIN = len(GUARD)


def add_guard_card(code, name, count=1, cost=2, target=T_NONE, arrow=0):
    """Add (or replace) a user-transcribed guard card; returns its table index."""
    code = str(code).upper()
    if not code or len(code) > 8:
        raise ValueError("card code must be 1-8 letters")
    if not 0 <= count <= 9 or not 1 <= cost <= 3 or target not in (T_NONE, T_GUARD, T_HEX):
        raise ValueError("card %s: count 0-9, cost 1-3" % code)
    row = [code, str(name)[:20], count, cost, target, 1 if arrow else 0]
    for i, r in enumerate(GUARD):
        if r[0] == code:
            if i < _BUILTIN:
                # a known card: only its count/cost may be corrected
                r[2] = count
                r[3] = cost
                return i
            GUARD[i] = row
            return i
    GUARD.append(row)
    return len(GUARD) - 1


def reset_guard_cards():
    """Drop user-added cards (tests)."""
    del GUARD[_BUILTIN:]


def guard_row(code):
    for r in GUARD:
        if r[0] == code:
            return r
    raise ValueError("unknown guard card %s" % code)


def table_codes():
    """The codes of the current table, stored in a new game's state as "gt"."""
    return [r[0] for r in GUARD]


def new_deck(codes):
    """A sorted (unshuffled) deck: indices into codes, each card count times."""
    deck = []
    for i, c in enumerate(codes):
        deck.extend([i] * guard_row(c)[2])
    return deck


def cost(st, gi):
    return guard_row(st["gt"][gi])[3]


def name(st, gi):
    return guard_row(st["gt"][gi])[1]


def thief_card(code):
    """Thief card index from its code ("NE", "run", ...); ValueError if unknown."""
    c = str(code).upper()
    for i, t in enumerate(THIEF):
        if t == c:
            return i
    raise ValueError("unknown thief card %s" % code)


def guard_index(st, code):
    """Guard card index (into st["gt"]) from its code; ValueError if unknown."""
    c = str(code).upper()
    gt = st["gt"]
    for i in range(len(gt)):
        if gt[i] == c:
            return i
    raise ValueError("unknown guard card %s" % code)


# --- deck and market -------------------------------------------------------------------------
def draw(st, rng):
    """Top card of the guard deck (reshuffling the discards when it is empty), or -1."""
    deck = st["deck"]
    if not deck:
        disc = st["disc"]
        if not disc:
            return -1
        deck.extend(disc)
        del disc[:]
        rng.shuffle(deck)
    return deck.pop()


def deal_market(st, rng):
    """Five face-up cards from the deck (fewer if deck and discards run out)."""
    mkt = []
    for _ in range(MARKET_SIZE):
        c = draw(st, rng)
        if c < 0:
            break
        mkt.append(c)
    st["mkt"] = mkt


def close_market(st):
    """Unbought face-up cards go to the discard pile."""
    for c in st["mkt"]:
        if c is not None:
            st["disc"].append(c)
    st["mkt"] = []


def check_payment(hand, coins, price):
    """coins: thief card indices to spend. ValueError unless they are exactly `price` coin
    cards, all in hand and distinct."""
    if len(coins) != price:
        raise ValueError("costs %d gold coin%s" % (price, "" if price == 1 else "s"))
    seen = []
    for c in coins:
        if c not in COIN_CARDS:
            raise ValueError("%s has no gold coin" % THIEF_NAMES[c])
        if c not in hand or c in seen:
            raise ValueError("%s is not in your hand" % THIEF_NAMES[c])
        seen.append(c)
