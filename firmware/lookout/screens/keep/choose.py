"""A thief's card in a players phase: one private picker, destination first (issue 19: a
faster players phase whose presses tell nothing).

The map lights every hex a card in the thief's hand can take it to, and the thief's own hex
for the cards that leave it there (Rest, Hide, Pick Pocket, the guard cards, a move card
that cannot move, an escape off the board). LEFT/RIGHT go round those hexes (clockwise
round the thief, nearest first), UP/DOWN round the cards that reach the hex under the cursor
(compass order: NE, E, SE, SW, W, NW, then Run, Rest, Hide, Pick Pocket, Rope Arrow, the
guard cards); the panel names the card, and "1/2" when two cards reach that hex (each
neighbour is a corner of two direction cards). OK plays it; a guard card that needs a guard
or a hex asks for it next. BACK leaves, nothing played.

Every start is one the table cannot foresee (keep/blind): the hex, the card at each hex, the
guard or hex of a guard card. On lists that wrap, the presses to any choice are then spread
the same way.
The picker appears a fixed PACE_MS after the PIN, so the pause tells nothing either.
After the card the device goes straight to the next thief's PIN ("Blue played"; BACK there
is the hub), or, after the last card, to the reveal: no press between two thieves' entries.
"""
from lookout import buttons as B
from lookout import heap
from lookout.fsys import roomy
from lookout.keep import cards as C
from lookout.keep import guardrec as G
from lookout.screens.keep import blind
from lookout.screens.keep.map import MapScreen

ORDER = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "REST", "HIDE", "PICK", "ROPE")
MOVES = ("NE", "E", "SE", "SW", "W", "NW", "RUN", "ROPE")     # cards with a destination
# PIN to picker, whatever the thief's place: longer than making the picker ever takes, or the
# pause would tell how many cards and hexes the thief has (bench-pico's keep_picker_ms, the
# whole keepui game, 2026-11-28: from ROMFS worst 93 ms of 42; on the official firmware, whose
# collections run inside it on a tight heap, median 227-229 ms, worst 608 ms)
PACE_MS = 1000 if heap.LEAN else 300


def play_flow(app, table, p, done, title=None):
    """p's card behind the PIN (keep/dial.ask_pin), then the picker, PACE_MS after the PIN
    whatever it had to work out (the legal moves of a thief in the open take longer than of
    one in a corner: the pause would tell it)."""
    from lookout.screens.keep.dial import ask_pin

    def opened(pin):
        from lookout.ui.working import Working
        app.push(Working(app, "One moment", _paced(app, table, p, pin, done), 1))
    ask_pin(app, table, p, opened, "play", title=title)


def _paced(app, table, p, pin, done):
    """The picker made in the first slice (after the first frame: a press is answered at
    once), shown when PACE_MS have passed since: every slice says the bar is whole, so the
    frames meanwhile are the same too."""
    hal = app.hal
    t0 = hal.ticks_ms()
    yield 1
    pick = roomy(app.hal.fs, _picker, app, table, p, pin, done)
    while hal.ticks_diff(hal.ticks_ms(), t0) < PACE_MS:
        yield 1
    if pick is None:                   # (a hand with no card to play: never in the rules)
        app.message(table.colour(p), "No card you\ncan play now.")
    else:
        app.push(pick)


def _picker(app, table, p, pin, done):
    """p's picker, or None for a hand with no card to play."""
    pv = table.game.private(p, pin)
    return PlayPick(app, table, p, pin, done, pv) if pv["legal"] else None


def label(code):
    """A card on the 6-column panel: a compass card's code (NE), a thief card's word (Run,
    Pick), a guard card's code (FLASK, NOISE, the group's own: its first letters)."""
    r = _rank(code)
    if r < len(ORDER) and len(code) > 2:
        return code[0] + code[1:].lower()
    return code[:6]


def _rank(code):
    for i in range(len(ORDER)):
        if ORDER[i] == code:
            return i
    return len(ORDER)


def _angle(u, w):
    """Clockwise from north, 0..4095, of the offset (u east, w north): integers only, so
    every port sorts the same."""
    if u >= 0 and w > 0:
        return 1024 * u // (u + w)
    if u > 0:
        return 1024 + 1024 * -w // (u - w)
    if w < 0:
        return 2048 + 1024 * -u // (-u - w)
    return 3072 + (1024 * w // (w - u) if u else 0)


def _around(v, here, hexes):
    """hexes clockwise from north round here, ring by ring (the map's pixels: x is 1/1.7 of
    y's scale)."""
    x0 = v.x[here]
    y0 = v.y[here]
    q = v.board.q
    r = v.board.r

    def key(h):
        dq = q[h] - q[here]
        dr = r[h] - r[here]
        return ((abs(dq) + abs(dr) + abs(dq + dr)) // 2,
                _angle((v.x[h] - x0) * 17, (y0 - v.y[h]) * 10), h)
    return sorted(hexes, key=key)


def choices(b, v, legal, here):
    """(order, cards): the hexes the picker goes round (here first when a card leaves the
    thief there, then clockwise round it) and, per hex, its [(code, arg), ...] in compass
    order. legal: the engine's card code -> destinations (keep/views.private_view)."""
    at = {}
    for code in sorted(legal, key=lambda c: (_rank(c), c)):
        args = legal[code]
        if args and code in MOVES:
            for d in args:
                h = here if d == "OFF" else b.index(d)
                at.setdefault(h, []).append((code, d))
        else:
            at.setdefault(here, []).append((code, None))
    hexes = [h for h in at if h != here]
    order = ([here] if here in at else []) + _around(v, here, hexes)
    return order, [at[h] for h in order]


class PlayPick(MapScreen):
    def __init__(self, app, table, p, pin, done, pv):
        b = table.board
        self.p = p
        self.pin = pin
        self.done = done
        here = b.index(pv["hex"])
        order, self.cards = choices(b, table.view(), pv["legal"], here)
        self.ci = bytearray([blind.start(table, len(self.cards[i]), p, 2 + i)
                             for i in range(len(self.cards))])
        super().__init__(app, table, table.colour(p), order=order,
                         at=blind.start(table, len(order), p), on_pick=self._ok, self_hex=here)
        self.here = here

    def info(self):
        super().info()
        cs = self.cards[self.at]
        code, arg = cs[self.ci[self.at]]
        p = self.v.panel
        for i in range(2, 6):
            p[i] = ""
        p[2] = label(code)
        if len(cs) > 1:
            p[3] = "%d/%d ^v" % (self.ci[self.at] + 1, len(cs))
        if arg == "OFF":
            p[4] = "Escape"
        elif self.cursor == self.here:
            p[4] = "Stays"
        p[6] = "OK=yes"

    def key(self, ev):
        k = B.key_of(ev)
        if k == B.OK and B.kind_of(ev) != B.LONG:
            self._ok()
            return
        if (k == B.UP or k == B.DOWN) and B.kind_of(ev) != B.LONG:
            n = len(self.cards[self.at])
            self.ci[self.at] = (self.ci[self.at] + (1 if k == B.DOWN else -1)) % n
            self.info()
            return
        super().key(ev)

    def turn(self, d, k):
        if k == B.LEFT or k == B.RIGHT:
            super().turn(d, k)

    def _ok(self):
        """OK on the card shown (the picker stays under what comes next until it is played:
        a refusal shows over it)."""
        code, arg = self.cards[self.at][self.ci[self.at]]
        app = self.app
        st = self.t.game.state
        if code not in ORDER:
            row = C.guard_row(st, code)
            args = self.t.game.private(self.p, self.pin)["legal"].get(code, [])
            if row[4] == C.T_GUARD and args:
                self._guard(code, args)
                return
            if row[4] == C.T_HEX and args:
                b = self.t.board
                hs = [b.index(x) for x in args]
                app.push(MapScreen(app, self.t, code[:6], order=hs,
                                   at=blind.start(self.t, len(hs), self.p, 1),
                                   on_pick=lambda t: self.play(code, b.names[t]),
                                   self_hex=self.here))
                return
        self.play(code, arg)

    def _guard(self, code, args):
        from lookout.ui.menu import Menu
        st = self.t.game.state
        labels = []
        for gi in args:
            gd = st["g"][gi]
            labels.append("%s %s" % (G.KIND_NAMES[gd[G.KIND]][:3],
                                     self.t.board.names[gd[G.HEX]]))
        app = self.app

        def pick(j):
            app.pop()
            self.play(code, args[j])
        app.push(Menu(app, C.guard_row(st, code)[1] + " on", labels, pick,
                      sel=blind.start(self.t, len(labels), self.p, 1)))

    def play(self, code, arg):
        """The card, then straight on: the next thief's PIN, or the reveal."""
        app = self.app
        a = ["play", self.p, self.pin, code]
        if arg is not None:
            a.append(arg)
        t = self.t
        if not t.g.do(a):
            return                     # refused (the core said why, over the picker)
        app.pop()                      # the picker: nothing private stays on screen
        app.public()
        g = t.game
        col = t.colour(self.p)
        if g.phase() == "play":
            play_flow(app, t, g.waiting()[0], self.done, "%s played" % col)
        else:
            self.done(True)
