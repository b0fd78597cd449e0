"""keep/pages.first_hex reads the hex a message names from its bytes (no new str per word:
on a Pico each is a ~0.2 ms interned-name lookup). It must find what the word-by-word
reading it replaced found: every message of seeded bench bot games, and made-up ones."""
import keepbench
import keepref
from lookout.keep.context import Keep
from lookout.screens.keep.pages import first_hex

BOARD = keepbench.BOARD


def by_words(board, s):
    """The reading first_hex replaced: split into words, Board.index each candidate."""
    for w in s.replace(",", " ").replace(":", " ").replace("(", " ").split(" "):
        if "-" in w and 3 <= len(w) <= 7:
            try:
                return board.index(w)
            except ValueError:
                pass
    return -1


MADE_UP = ["", "-", "--", "a-b", "1-", "-C4", "1-C", "1-C0", "1-c4", "v-e5", "9-Z9 1-C4",
           "(1-C4)", "1-C4, 2-D3", "x:1-C4", "1-C4-2", "12-C4", "1-C12", "1-AA4",
           "Blue guard 1-C4 -> 1-C5, face NE", "out - 1-B2", "1-C04", "V-E5:", " 3-A1(",
           "4-H8", "4-H9", "2-%", "1-\u00e94", "caf\u00e9 2-B3"]


def test_first_hex_finds_what_the_words_did():
    kc = Keep(BOARD, keepbench.SIGHT)
    seen = 0
    for seed in (1, 2, 3, 4):
        g, r = keepref.BOT.start(kc, seed)
        for _ in range(250):
            for m in g.messages():
                assert first_hex(BOARD, m) == by_words(BOARD, m), m
                seen += 1
            if g.phase() == "over":
                break
            a = keepref.BOT.decide(g, r)
            if a is None:
                break
            g.do(a)
    assert seen > 300
    for m in MADE_UP + [BOARD.names[h] for h in range(0, BOARD.n, 7)]:
        assert first_hex(BOARD, m) == by_words(BOARD, m), m


def test_a_guards_move_is_a_code_whose_page_names_the_hex_its_words_name():
    """A guards phase keeps each guard's board instruction as a small int (lookout.keep.said:
    no new str in the phase); its page's hex (said.hex_of) is the one its words name, and its
    words are the reference engine's (test_keep_routes_ref compares them in lockstep)."""
    from lookout.keep import said
    kc = Keep(BOARD, keepbench.SIGHT)
    codes = 0
    for seed in (1, 2):
        g, r = keepref.BOT.start(kc, seed)
        for _ in range(250):
            if g.phase() == "over":
                break
            a = keepref.BOT.decide(g, r)
            guards_on = len([x for x in g.state["g"] if x[2] >= 0])
            g.do(a)
            if a[0] != "guards":
                continue
            moved = 0
            for m in g.said():
                if type(m) is int:
                    assert 0 <= m < 1 << 30                  # a small int on a Pico too
                    s = said.text(kc, m)
                    assert s.startswith(("Blue guard ", "Green guard ", "Red guard ")), s
                    assert said.hex_of(m) == first_hex(BOARD, s) >= 0, s
                    moved += 1
            idle = len([m for m in g.said() if type(m) is str and "no marker to pursue" in m])
            assert moved == guards_on - idle, g.messages()  # one instruction a guard
            codes += moved
    assert codes > 100
