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
