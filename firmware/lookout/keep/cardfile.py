"""The group's guard cards as a text file, keepcards.txt at the top of the flash (written by
the setup's Guard cards screen, or by hand and copied over: `mpremote fs cp keepcards.txt :`;
not in usertiles/, whose files are tiles). The box has 24 guard cards; the 15
whose counts are known (NOTES.md) are built in (cards.GUARD), and the rest of the 24 are
"Other card" until the group writes down its own. One card a line:

    # name, copies, cost[, target]      (# starts a comment; blank lines are skipped)
    Smoke Bomb, 2, 2
    Grappling Hook, 1, 3, hex
    Water Arrow, 2, 2                   (a built-in card's name: its copies and cost corrected)

copies 0-9; cost 1-3 (gold coins); target: none (the default), guard (played on a guard) or
hex (a hex the thief can see). The device has no rule for a card of the group's own: it
tracks who holds it and how many are left, and its reveal says "resolve it by hand". The
built-in "Other card" row fills the deck up to 24 (cards.DECK_SIZE): its copies go down as
the group's cards come in. A bad line is a ValueError "cards.txt:LINE: why".
"""
from lookout.keep import cards as C

PATH = "keepcards.txt"
TARGETS = ("none", "guard", "hex")       # C.T_NONE, C.T_GUARD, C.T_HEX
HEAD = "# Black Keep guard cards: name, copies, cost[, target none/guard/hex]\n"


def code_of(name, taken):
    """A card's code (1-8 capitals, as the log and the save hold it) from its name: a known
    card's own, else the name's letters, the last one changed until it is free."""
    if name.strip().upper() == C.OTHER[1].upper():
        raise ValueError("'%s' is the device's row for the cards not written down: give "
                         "the card its printed name" % C.OTHER[1])
    for r in C.GUARD:
        if r[1].upper() == name.upper():
            return r[0]
    letters = "".join([ch for ch in name.upper() if "A" <= ch <= "Z"])[:8]
    if not letters:
        raise ValueError("a card's name needs a letter")
    code = letters
    k = 0
    while code in taken:
        code = letters[:7] + chr(65 + k)
        k += 1
        if k > 25:
            raise ValueError("too many cards named alike: %s" % name)
    return code


def parse(text, where="cards.txt"):
    """The rows (cards.guard_card's [code, name, copies, cost, target, arrow]) of a card
    file's text."""
    rows = []
    taken = [r[0] for r in C.GUARD]
    names = []
    n = 0
    for line in text.split("\n"):
        n += 1
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        f = [x.strip() for x in line.split(",")]
        try:
            if len(f) not in (3, 4) or not f[0]:
                raise ValueError("want: name, copies, cost[, target]")
            if not (f[1].isdigit() and f[2].isdigit()):
                raise ValueError("copies and cost are numbers")
            t = f[3].lower() if len(f) == 4 else "none"
            if t not in TARGETS:
                raise ValueError("target is none, guard or hex")
            if f[0].upper() in names:
                raise ValueError("%s is listed twice" % f[0])
            if len(f[0]) > 20:
                raise ValueError("a name of at most 20 letters")
            code = code_of(f[0], [r[0] for r in rows] + [c for c in taken
                                                          if c not in [r[0] for r in C.GUARD]])
            rows.append(C.guard_card(code, f[0], int(f[1]), int(f[2]), TARGETS.index(t)))
            names.append(f[0].upper())
        except ValueError as e:
            raise ValueError("%s:%d: %s" % (where, n, e))
    C.table(rows)                 # the whole deck is checked too (at most DECK_MAX)
    return rows


def dump(rows):
    """The text of a card file holding rows (what parse reads back)."""
    out = [HEAD]
    for r in rows:
        t = ", " + TARGETS[r[4]] if r[4] else ""
        out.append("%s, %d, %d%s\n" % (r[1], r[2], r[3], t))
    return "".join(out)


def load(fs):
    """The group's rows from the flash ([] when there is no file); ValueError naming the line
    of a bad one."""
    data = fs.read(PATH)
    if data is None:
        return []
    try:
        text = data.decode()
    except UnicodeError:
        raise ValueError("%s: not a text file" % PATH)
    return parse(text, PATH)


def save(fs, rows):
    """Written whole, then renamed over the old file (a power cut leaves one or the other)."""
    fs.write(PATH + ".new", dump(rows).encode())
    fs.rename(PATH + ".new", PATH)
