"""Menus dispatch by the row, not its position; the game registry shows an import error with
its message, says "coming soon" only for a game declared as not built, and checks players."""
from fakeapp import App

from lookout import buttons as B
from lookout.screens import games
from lookout.ui.menu import Menu
from lookout.ui.text import Text


def press_on(menu, label):
    """Move the cursor to the row with this label and press OK."""
    for _ in range(len(menu.items)):
        if menu.items[menu.sel] == label:
            menu.key(B.OK)
            return
        menu.key(B.DOWN)
    raise AssertionError("no row %r in %r" % (label, menu.items))


def test_menu_rows_run_their_own_action_in_any_order():
    ran = []
    rows = [("Undo", lambda: ran.append("undo"), 3), ("Redo", lambda: ran.append("redo")),
            ("New game", lambda: ran.append("new"))]
    for order in (rows, rows[::-1], [rows[1], rows[2], rows[0]]):
        app = App()
        m = Menu(app, "Game", order)
        app.push(m)
        for label in ("Redo", "New game", "Undo"):
            press_on(m, label)
        assert ran[-3:] == ["redo", "new", "undo"], (order, ran)
    # a row's number travels with it
    m = Menu(App(), "Game", rows[::-1])
    assert m.values == [None, None, 3] and m.items[2] == "Undo"


def test_a_label_too_long_for_its_row_is_abbreviated_with_a_stop_or_ends_on_a_word():
    """15 columns a row (the scroll bar takes the 16th), 4 of them for a value: a card name
    beside its price is abbreviated where it is cut; a label that fits is left alone."""
    m = Menu(App(), "Blue buys", [("Adjust Rigging", None, 3), ("Water Arrow", None, 2),
                                  ("Adjust Rigging", None), ("Done buying", None)])
    assert m.items == ["Adjust Rig.", "Water Arrow", "Adjust Rigging", "Done buying"], m.items
    # a cut that would leave one or two letters of a word ends on the word before instead
    # (a history row "11 Ann $240 stk" reads "11 Ann $240", not "11 Ann $240 s.")
    m = Menu(App(), "Long", [("A very long row label", None), ("Longer labelling", None),
                             ("Unabbreviatable-word", None)])
    assert m.items == ["A very long", "Longer labelli.", "Unabbreviatabl."], m.items


def test_plain_labels_still_pick_by_index_from_their_data():
    got = []
    names = ["Ann", "Bo", "Cat"]
    app = App()
    m = Menu(app, "Who has Bill?", names, lambda i: got.append(names[i]))
    app.push(m)
    press_on(m, "Cat")
    assert got == ["Cat"]


def test_registry_declares_each_game_and_its_players():
    from lookout.games import clumsy, diamond, oldbill
    byid = {g[0]: g for g in games.GAMES}
    assert byid["oldbill"][2:4] == (oldbill.MIN_PLAYERS, oldbill.MAX_PLAYERS)
    assert byid["clumsy"][2:4] == (clumsy.MIN_PLAYERS, clumsy.MAX_PLAYERS)
    assert byid["diamond"][2:4] == (min(diamond.RANGES), max(diamond.RANGES))
    assert byid["forty"][2:4] == (2, 4)
    assert byid["keep"][4] == "keep.start"


def test_an_import_error_inside_a_game_is_shown_with_its_message(tmp_path):
    import lookout.screens as pkg
    (tmp_path / "g_broken.py").write_text("import lookout.no_such_helper\n")
    pkg.__path__.append(str(tmp_path))
    try:
        app = App()
        games.open_entry(app, ("broken", "Broken", 2, 6, "g_broken"))
    finally:
        pkg.__path__.remove(str(tmp_path))
    top = app.top
    assert isinstance(top, Text) and top.title == "Broken"
    text = "".join(top.lines)            # the module name is one word, broken only by width
    assert "lookout.no_such_helper" in text and "Coming" not in text, top.lines
    assert all(len(s) <= 16 for s in top.lines)


def test_only_a_game_declared_unbuilt_is_coming_soon():
    app = App()
    games.open_entry(app, ("later", "Later Game", 2, 6, None))
    assert app.top.title == "Later Game" and "Coming soon." in app.top.lines


def test_registry_checks_the_player_count():
    app = App(names=("Ann", "Bo", "Cat", "Dan", "Eve"))
    games.open_game(app, "oldbill")
    t = " ".join(app.top.lines)
    assert app.top.title == "Old Bill" and "Needs 3-4" in t and "have 5" in t, app.top.lines


def test_jumps_and_wrap_arounds_pass_over_careful_rows():
    """Issue 20 #12: a page jump (LEFT/RIGHT: 6 rows) or a wrap-around never lands on a
    careful row; walking onto it row by row does."""
    from lookout.ui.menu import careful
    rows = [(n, None) for n in ("Ann", "Bo", "Cat", "Dan", "+ New round", "Rounds")]
    rows += [careful("Undo", None), ("Redo", None), ("Low wins", None),
             careful("Clear pad", None), careful("Restore pad", None), ("Results", None)]
    m = Menu(App(), "Pad", rows)
    m.key(B.RIGHT)                           # Ann + 6 = Undo: on to Redo
    assert m.items[m.sel] == "Redo"
    m.sel = 3
    m.key(B.RIGHT)                           # Dan + 6 = Clear pad: past Restore pad
    assert m.items[m.sel] == "Results"
    m.sel = 8
    m.key(B.DOWN)                            # row by row it is reachable
    assert m.items[m.sel] == "Clear pad"
    m = Menu(App(), "Welcome", [("Resume", None), ("Not now", None),
                                careful("Start afresh", None)])
    m.key(B.UP)                              # the wrap from the top passes Start afresh
    assert m.items[m.sel] == "Not now"
    m.key(B.DOWN)
    assert m.items[m.sel] == "Start afresh"
    m.key(B.DOWN)                            # and the wrap from it goes to the top
    assert m.items[m.sel] == "Resume"
    m = Menu(App(), "Last", [("A", None), ("B", None), careful("C", None)])
    m.key(B.RIGHT)                           # nothing harmless past it: the row before
    assert m.items[m.sel] == "B"
    m = Menu(App(), "All", [careful("X", None), careful("Y", None)])
    m.key(B.UP)                              # only careful rows: the cursor stays
    assert m.sel == 0
