from lookout.ui.wrap import squeeze, wrap


def test_short_text_and_newlines_are_kept():
    assert wrap("Nothing to undo") == ["Nothing to undo"]
    assert wrap("Forget this\ngame?") == ["Forget this", "game?"]
    assert wrap("") == [""]


def test_breaks_between_words_never_inside_one():
    msg = "only 12 Red thieves in the deck"
    lines = wrap(msg, 16)
    assert lines == ["only 12 Red", "thieves in the", "deck"]
    assert all(len(s) <= 16 for s in lines)
    assert " ".join(lines).split() == msg.split()


def test_a_word_longer_than_a_line_is_the_only_hard_break():
    lines = wrap("bad tile firmware/tiles/abcdefghij.txt", 16)
    assert lines[0] == "bad tile"
    assert "".join(lines[1:]) == "firmware/tiles/abcdefghij.txt"
    assert all(len(s) <= 16 for s in lines)


def test_table_lines_lose_padding_not_columns():
    assert squeeze("Ann  12  3 pts 4", 15) == "Ann  12 3 pts 4"
    assert wrap(["Ann  12  3 pts 4"], 15) == ["Ann  12 3 pts 4"]
    assert squeeze("No Thief'sChance", 15) == "No ThiefsChance"
    assert wrap(["-" * 16, "Ann"], 15) == ["-" * 15, "Ann"]          # a rule stays one line
    assert wrap("it's a long sentence that wraps", 15)[0] == "it's a long"


def test_list_input_is_one_paragraph_a_line():
    assert wrap(["a b", "", "c"], 16) == ["a b", "", "c"]


def test_the_slice_by_line_reading_gives_the_word_by_word_lines():
    # wrap_line cuts lines as slices where words are apart by single spaces (one new str a
    # line, not three a word: a Pico pays ~0.2 ms for each); _wrap_words is the word-by-word
    # reading, which any other spacing still takes. Both on made-up paragraphs: words of 1-30
    # letters, widths 1-24 (a deterministic LCG, so MicroPython runs the same cases).
    from lookout.ui.wrap import _wrap_words, wrap_line
    x = 12345
    checked = 0
    for _ in range(400):
        words = []
        for _ in range(1 + x % 9):
            x = (x * 1103515245 + 12345) & 0x7FFFFFFF
            words.append("abcdefghijklmnopqrstuvwxyz0123"[:1 + x % 30])
        s = " ".join(words)
        x = (x * 1103515245 + 12345) & 0x7FFFFFFF
        width = 1 + x % 24
        fast = []
        wrap_line(s, width, fast)
        slow = []
        _wrap_words(s, width, slow)
        if squeeze_free(s, width):
            assert fast == slow, (s, width)
            checked += 1
    assert checked > 300
    for s in ("Blue guard 1-C4 -> 1-C5, face NE", "Green guard 2-C4 is Alert: sees 2-E5 - "
              "Red thief spotted", "a  b", " lead", "trail ", "tab\there"):
        for width in (4, 8, 16, 21):
            a = []
            wrap_line(s, width, a)
            b = []
            _wrap_words(squeeze(s, width), width, b)
            assert a == b or len(s) <= width, (s, width)


def squeeze_free(s, width):
    """squeeze() leaves s as it is (it only acts on padded or dashed lines)."""
    return squeeze(s, width) == s
