"""Where a Black Keep game comes back after a power cut: at the screen its last saved step
opened (the guards phase's instructions, the reveal of a players phase, the summary of the
Resource Phase; after a thief's card, the next thief's PIN pad), from its first page; else at
the hub, which always shows whose step it is.

The controller (keep/table.KeepPlay) notes with every save whether it was a step and which
(its resume marker: the History's cursor after g.do, -1 after anything else: undo, redo, a
wrong PIN). Screens that only acknowledge a step ("Played", "Corrected") are not repeated:
the device comes back to the screen their OK leads to. Private screens never come back by
themselves: their player opens them again behind the PIN.
"""
from lookout.screens.keep.pages import Pages, alarm, pages_for


def reopen(app, table, hub):
    """After the hub is pushed on a resume: push the screen of the last step, if it opened
    one."""
    g = table.g
    h = g.h
    m = g.resumed_cursor()
    if type(m) is not int or m <= 0 or m != h.cursor or m > len(h.actions):
        return
    a = h.actions[m - 1]
    kind = a[0]
    st = h.state
    ph = st["phase"]
    msgs = list(st["msg"])
    if kind == "guards":
        hub.show(msgs, "P%d" % st["mv"], alarm(app, msgs))
    elif kind == "play" and ph != "play":
        hub.after_play(True)                        # the reveal
    elif kind == "play":                            # the next thief's PIN, as after the card
        from lookout.screens.keep.choose import play_flow
        play_flow(app, table, table.game.waiting()[0], hub.after_play,
                  "%s played" % st["col"][a[1]])
    elif kind == "pass" and ph != "buy":
        hub.after_buy()                             # the market closed
    elif kind == "buy" and ph == "buy":             # the buyer's menu, on the row bought
        hub.buy(a[1])
        mkt = st["mkt"]
        k = len([c for c in mkt if c is not None])
        _at(app.top, len([c for c in mkt[:a[2]] if c is not None]) if a[2] >= 0 else k)
    elif kind == "market" and ph == "market":       # the next face-up card, cursor put
        from lookout.keep.draws import pool
        hub.market(0)
        c = st["mkt"][a[1]]
        left = pool(st, -1)
        _at(app.top, len([i for i in range(c) if left[i]]))
    elif kind == "join" and ph != "setup":
        app.push(Pages(app, table, pages_for(table, msgs[1:], "Turn")))


def _at(menu, sel):
    """The menu's cursor where the step left it (a row the menu still has)."""
    menu.sel = max(0, min(sel, len(menu.items) - 1))
    menu._scroll()
