"""Where a Black Keep game comes back after a power cut: at the screen its last saved step
opened (the guards phase's instructions, the reveal of a players phase, the summary of the
Resource Phase), from its first page; else at the hub, which always shows whose step it is.

The controller (keep_table.KeepPlay) notes with every save whether it was a step and which
(its resume marker: the History's cursor after g.do, -1 after anything else: undo, redo, a
wrong PIN). Screens that only acknowledge a step ("Played", "Corrected") are not repeated:
the device comes back to the screen their OK leads to. Private screens never come back by
themselves: their player opens them again behind the PIN.
"""
from lookout.screens.keep_pages import Pages, alarm, pages_for


def reopen(app, table, hub):
    """After the hub is pushed on a resume: push the screen of the last step, if it opened
    one."""
    g = table.g
    h = g.h
    m = g.resumed_cursor()
    if type(m) is not int or m <= 0 or m != h.cursor or m > len(h.actions):
        return
    kind = h.actions[m - 1][0]
    st = h.state
    ph = st["phase"]
    msgs = list(st["msg"])
    if kind == "guards":
        alarm(app, msgs)
        hub.show(msgs, "P%d" % st["mv"])
    elif kind == "play" and ph != "play":
        hub.after_play(True)                        # the reveal
    elif kind == "pass" and ph != "buy":
        hub.after_buy()                             # the market closed
    elif kind == "join" and ph != "setup":
        app.push(Pages(app, table, pages_for(table, msgs[1:], "Turn")))
