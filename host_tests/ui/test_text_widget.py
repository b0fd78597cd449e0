"""Every message a rules core can raise, shown through the text widget, fits the screen with
no word cut; long text scrolls."""
import ast
import os

from fakeapp import App, drawn

from lookout import buttons as B
from lookout.ui.dialogs import Confirm, Message
from lookout.ui.text import Text

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PKG = os.path.join(ROOT, "firmware", "lookout")
CORES = ["games/oldbill.py", "games/clumsy.py", "games/forty.py", "games/diamond.py",
         "games/common.py", "scorepad.py", "players.py"]
NAME = "Abcdefgh"      # the longest name a player can type (8 letters)


def fill(fmt):
    """The message with the widest plausible values in its % slots."""
    out = ""
    i = 0
    while i < len(fmt):
        c = fmt[i]
        if c != "%":
            out += c
            i += 1
            continue
        j = i + 1
        while fmt[j] in "0123456789-.":
            j += 1
        kind = fmt[j]
        out += {"d": "-999", "s": NAME, "r": "'%s'" % NAME, "%": "%"}[kind]
        i = j + 1
    return out


def core_messages():
    """(file, line, text) of every `raise ValueError(...)` with a literal message."""
    found = []
    for rel in CORES:
        src = open(os.path.join(PKG, rel)).read()
        for node in ast.walk(ast.parse(src)):
            if not (isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)):
                continue
            if getattr(node.exc.func, "id", "") != "ValueError" or not node.exc.args:
                continue
            arg = node.exc.args[0]
            if isinstance(arg, ast.BinOp) and isinstance(arg.op, ast.Mod):
                arg = arg.left
            assert isinstance(arg, ast.Constant), "%s:%d message is not a literal" % (
                rel, node.lineno)
            found.append((rel, node.lineno, fill(arg.value)))
    return found


def shown(screen):
    """All lines of a text screen, scrolled through, checked to be drawn inside the 128 px."""
    for s, x, y in drawn(screen):
        assert x >= 0 and x + 8 * len(s) <= 128, (s, x)
    return screen.lines


def test_core_messages_are_found():
    msgs = core_messages()
    assert len(msgs) > 100, len(msgs)
    assert any("10 is already" in m for _, _, m in msgs) or any("already" in m
                                                                 for _, _, m in msgs)


def test_every_core_message_is_wrapped_without_a_clipped_glyph():
    app = App()
    for rel, line, msg in core_messages():
        m = Message(app, "Not allowed", msg)
        lines = shown(m)
        assert all(len(s) <= 16 for s in lines), (rel, line, lines)
        words = msg.replace("'", "").split()
        got = " ".join(lines).replace("'", "").split()
        assert got == words, (rel, line, msg, lines)        # no word split or lost


def test_long_text_scrolls_to_its_end_and_draws_in_the_frame():
    app = App()
    msg = " ".join("word%d" % i for i in range(40))
    t = Text(app, "Help", msg)
    app.push(t)
    assert len(t.lines) > 6 and all(len(s) <= 16 for s in t.lines)
    first = drawn(t)
    for _ in range(len(t.lines)):
        t.key(B.DOWN)
    last = drawn(t)
    assert first[1][0] == t.lines[0] and last[-1][0] == t.lines[-1]
    t.key(B.OK)
    assert app.stack == []


def test_confirm_wraps_and_answers():
    app = App()
    said = []
    c = Confirm(app, "Abandon", "Forget this whole game and every entry in it?",
                lambda: said.append("yes"), lambda: said.append("no"))
    app.push(c)
    assert c.lines[-1] == "OK=yes BACK=no" and all(len(s) <= 16 for s in c.lines)
    c.key(B.DOWN)                      # scrolling is not an answer
    assert said == [] and app.stack == [c]
    c.key(B.OK)
    assert said == ["yes"] and app.stack == []
