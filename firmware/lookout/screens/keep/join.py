"""A player joins the Black Keep game in private: a new PIN (typed twice), their treasure (the
card the table dealt them, picked from the list; or the one the device dealt, shown),
their entry and exit tiles, and their entry hex on the mini-map (only that tile's Outside
Hexes can be chosen). The screens around it show the same text whatever was chosen.
From the first PIN press to the entry hex the screens are private (App.private): left idle they
blank; OK then asks the new PIN (or, before it was typed twice, starts the join again). BACK on
the exit tile or the entry hex goes back one step; elsewhere it leaves, nothing joined.
"""
from lookout.keep import cards as C
from lookout.ui.dialogs import Confirm, Message
from lookout.ui.menu import Menu
from lookout.ui.pin import PinEntry


def join_flow(app, table, p):
    col = table.colour(p)
    priv = []

    def start():
        priv.append(app.private(col, afresh))
        app.push(PinEntry(app, "%s: new PIN" % col, "Choose a PIN", first))

    def afresh(_lift):                  # left idle before the PIN was set: start again
        priv[0].leave()
        join_flow(app, table, p)

    def first(pin):
        app.push(PinEntry(app, "%s: new PIN" % col, "Same PIN again", lambda b: again(pin, b)))

    def again(a, b):
        if a != b:
            app.public()
            app.message("PIN", "The two PINs\ndiffer. Start\nagain.",
                        lambda: join_flow(app, table, p))
            return
        from lookout.screens.keep.dial import ask_pin
        priv[0].ask = lambda lift: ask_pin(app, table, p, lambda _: lift(), "PIN", False, a)
        t = table.game.state["tr"][p]
        if t < 0:                   # the table dealt the treasures: which card is yours
            from lookout.screens.keep.draw import TreasurePick
            app.push(TreasurePick(app, table, p, lambda code: entry(a, code)))
            return
        app.push(Message(app, "%s: secret" % col,
                         "Your treasure:\n%s\n\nKeep the card\nhidden. OK" % C.TREASURE_NAMES[t],
                         lambda: entry(a)))

    def entry(pin, tr=None):
        b = table.board
        tiles = list(range(1, len(b.tiles)))
        app.push(Menu(app, "%s enters by" % col, ["Tile %s" % b.tiles[t].label for t in tiles],
                      lambda i: exit_(pin, tiles[i], tr)))

    def exit_(pin, ent, tr):            # on top of the entry menu: BACK goes back to it
        b = table.board
        tiles = [t for t in range(1, len(b.tiles)) if t != ent]
        app.push(Menu(app, "%s leaves by" % col, ["Tile %s" % b.tiles[t].label for t in tiles],
                      lambda i: hex_(pin, ent, tiles[i], tr)))

    def hex_(pin, ent, ext, tr):        # on top of the tile menus, the same
        from lookout.screens.keep.map import MapScreen
        from lookout.screens.keep import blind
        outs = table.board.outside_hexes(ent)
        app.push(MapScreen(app, table, "Entry", order=outs, at=blind.start(table, len(outs), p, 1),
                           on_pick=lambda h: done(pin, ent, ext, h, tr)))

    def done(pin, ent, ext, h, tr):
        a = ["join", p, pin, ent, ext, h]
        if tr is not None:
            a.append(tr)
        del app.stack[max(1, priv[0].base):]     # the tile menus under the picker
        app.public()                    # the private screens are gone: what follows is public
        if not table.g.do(a):
            return
        g = table.game
        msgs = g.said()
        if g.phase() != "setup":
            from lookout.screens.keep.pages import Pages, pages_for
            app.message("Joined", "%s is in.\nEveryone may\nlook again." % col,
                        lambda: app.push(Pages(app, table, pages_for(table, msgs[1:], "Turn"))))
        else:
            app.message("Joined", "%s is in.\nPass the device\non." % col)

    app.push(Confirm(app, "%s joins" % col, "Give the device\nto %s.\nOthers look\naway." % col,
                     start))                 # BACK: not now (a Message would go on)
