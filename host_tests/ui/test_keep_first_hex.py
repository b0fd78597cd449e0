"""keep_pages.first_hex reads the hex a message names from its bytes (no new str per word:
on a Pico each is a ~0.2 ms interned-name lookup). It must find what the word-by-word
reading it replaced found: every message of seeded bench bot games, and made-up ones."""
import keepbench
import keepref
from lookout.keep.context import Keep
from lookout.screens.keep_pages import first_hex

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
