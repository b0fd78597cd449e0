"""`lookout replay`: a finished Black Keep game as an animated GIF, phase by phase.

The device's save holds the game's log (lookout.history: the last steps after a fold, the
state before them as its start), so the game is replayed here with the firmware's own engine
on the same board (rebuilt from the tile files the save names), and a frame is drawn after
every guards phase and every players phase: the board as the mini-map draws it (the same
lattice, lookout.screens.keep.view.MapView's geometry) at a readable scale, the guards with
their facing and status, every thief where their dial was (the game is over: no secret is
left to keep), the thief markers, and the winner on the last frame. A game still in progress
is refused before anything is read (its dials are secret).

The log holds only the game's last steps (lookout.keep.game LIMIT); the device also keeps a
trace, a small record per phase (lookout.keep.trace: guards, dials, markers), so the phases
before the log's first come from it: a whole game, frame by frame. Without a trace (a game
from firmware before it, or one whose trace was lost) the GIF starts where the log does.
"""
from PIL import Image, ImageDraw, ImageFont

S = 7                     # pixels per lattice unit (a hex's centres are 3 units apart)
MARGIN = 24
TOP = 30                  # caption band
FLOOR = (236, 232, 222)
WALL = (40, 36, 32)
EDGE = (150, 140, 128)
VAULT = (250, 214, 120)
GUARD = {"Blue": (40, 90, 220), "Green": (30, 150, 60), "Red": (210, 40, 40)}
THIEF = {"Blue": (60, 110, 255), "Green": (40, 180, 70), "Red": (230, 50, 50),
         "Yellow": (230, 190, 0), "White": (250, 250, 250)}
# corner k ends side k (N, NE, SE, S, SW, NW), in lattice units (view.py's _OCX/_OCY x 1)
CX = (1, 2, 1, -1, -2, -1)
CY = (-1, 0, 1, 1, 0, -1)
FX = (0, 2, 2, 0, -2, -2)           # facing pointer per side
FY = (-2, -1, 1, 2, 1, -1)
SIDES = ("N", "NE", "SE", "S", "SW", "NW")


class Refused(ValueError):
    """The save has no finished Black Keep game to replay (the reason in words)."""


def game_of(session, lib):
    """(board, Game) of the session's Black Keep game, loaded with its log; Refused if there
    is none or it is not over."""
    from lookout.keep.game import Game
    e = (session.get("games") or {}).get("keep")
    d = e.get("g") if isinstance(e, dict) else None
    if not d:
        raise Refused("no Black Keep game is saved there")
    board = Game.board_of(d, lib)
    g = Game.load(board, d)
    if g.state["phase"] != "over":
        raise Refused("the Black Keep game there is not over yet: a replay shows secrets, "
                      "so it waits for the end")
    return board, g


def phases(board, g):
    """[(caption, public view, dials, in-states, key)] after each phase in the log, in order
    (key: lookout.keep.traceread.key of the phase, its turn and move before it)."""
    from lookout.keep.game import Game
    from lookout.keep import trace, traceread
    from lookout.keep.views import public_view
    run = Game(board, g.initial, kc=g.kc)
    out = []
    for a in g.actions[:g.cursor]:
        st = run.state
        was = st["phase"], st["turn"], st["mv"]
        run.do(a)
        st = run.state
        kind = trace.ended(was, a, st)
        if kind < 0:
            continue
        pub = public_view(run.kc, st)
        cap = "Turn %d, phase %d: %s" % (was[1], was[2], WHAT[kind])
        out.append((cap, pub, list(st["dial"]), list(st["in"]),
                    traceread.key(was[1], was[2], kind)))
    return out


WHAT = ("guards", "players")


def traced(g, raw, before):
    """The trace's phases (raw: its file's bytes) before the log's first (key before), in the
    form phases() gives, drawn from the finished game's own names and colours."""
    from lookout.keep import guardrec as G
    from lookout.keep import traceread
    from lookout.keep.hexgrid import SIDE_NAMES
    st = g.state
    nm = g.kc.name
    n = g.kc.board.n
    out = []
    for kind, turn, mv, gs, th in traceread.read(raw, st):
        k = traceread.key(turn, mv, kind)
        if before is not None and k >= before:
            break
        guards = [{"kind": G.KIND_NAMES[st["g"][i][G.KIND]],
                   "hex": nm(h) if 0 <= h < n else None,
                   "face": SIDE_NAMES[f] if 0 <= h < n else None,
                   "status": G.STATUS_NAMES[s]} for i, (h, f, s) in enumerate(gs)]
        thieves = [{"colour": st["col"][p], "marker": nm(m) if 0 <= m < n else None}
                   for p, (d, m, i) in enumerate(th)]
        pub = {"guards": guards, "thieves": thieves, "winner": None}
        cap = "Turn %d, phase %d: %s" % (turn, mv, WHAT[kind])
        out.append((cap, pub, [t[0] for t in th], [t[2] for t in th], k))
    return out


class Painter:
    """The board's picture: hex centres and walls from MapView's lattice, drawn once; each
    frame copies it and adds what stands on the hexes."""

    def __init__(self, board):
        from lookout.screens.keep.view import MapView
        v = MapView(board, layers=False)
        self.board = board
        self.cx = [MARGIN + v.x[h] * S for h in range(board.n)]
        self.cy = [TOP + MARGIN + v.y[h] * S for h in range(board.n)]
        self.w = max(self.cx) + MARGIN
        self.h = max(self.cy) + MARGIN
        self.index = dict((board.names[h], h) for h in range(board.n))
        self.font = ImageFont.load_default()
        im = Image.new("RGB", (self.w, self.h), (255, 255, 255))
        d = ImageDraw.Draw(im)
        for h in range(board.n):
            fill = VAULT if h == board.vault_hex else FLOOR
            d.polygon(self._corners(h), fill=fill, outline=EDGE)
        for h in range(board.n):
            bits = v.lines[h]
            pts = self._corners(h)
            for k in range(6):
                if bits >> k & 1:             # a wall (or the Keep's edge) on side k
                    d.line([pts[k - 1], pts[k]], fill=WALL, width=3)
        self.base = im

    def _corners(self, h):
        x, y = self.cx[h], self.cy[h]
        return [(x + CX[k] * S, y + CY[k] * S) for k in range(6)]

    def frame(self, caption, pub, dials, states, last):
        im = self.base.copy()
        d = ImageDraw.Draw(im)
        for t in pub["thieves"]:
            if t["marker"] in self.index:
                h = self.index[t["marker"]]
                x, y = self.cx[h], self.cy[h]
                c = THIEF.get(t["colour"], (0, 0, 0))
                d.line([(x - 4, y - 4), (x + 4, y + 4)], fill=c, width=2)
                d.line([(x - 4, y + 4), (x + 4, y - 4)], fill=c, width=2)
        for gd in pub["guards"]:
            if gd["hex"] not in self.index:
                continue
            h = self.index[gd["hex"]]
            x, y = self.cx[h], self.cy[h]
            k = SIDES.index(gd["face"])
            c = GUARD.get(gd["kind"], (0, 0, 0))
            d.polygon([(x + FX[k] * S * 3 // 4, y + FY[k] * S * 3 // 4),
                       (x + CX[(k + 2) % 6] * S // 2, y + CY[(k + 2) % 6] * S // 2),
                       (x + CX[(k + 4) % 6] * S // 2, y + CY[(k + 4) % 6] * S // 2)], fill=c)
            d.text((x + 5, y - 10), gd["status"][0], fill=c, font=self.font)
        for p, t in enumerate(pub["thieves"]):
            h = dials[p]
            if states[p] != 1 or not 0 <= h < self.board.n:     # in the Keep only
                continue
            x, y = self.cx[h], self.cy[h]
            c = THIEF.get(t["colour"], (0, 0, 0))
            d.ellipse([x - 5, y - 5, x + 5, y + 5], fill=c, outline=(0, 0, 0))
        d.rectangle([0, 0, self.w, TOP - 4], fill=(255, 255, 255))
        text = caption
        if last and pub["winner"]:
            text += "   %s wins!" % pub["winner"]
        elif last:
            text += "   no thief escaped: the guards win"
        d.text((6, 6), text, fill=(0, 0, 0), font=self.font)
        return im


def trace_name(session):
    """The file name of the session's Black Keep trace (lookout.keep.trace), or None."""
    from lookout.keep import trace
    e = (session.get("games") or {}).get("keep")
    ui = e.get("ui") if isinstance(e, dict) else None
    n = ui.get("trace") if isinstance(ui, dict) else None
    return trace.name(n) if type(n) is int else None


def frames_of(session, lib, raw=None):
    """(board, game, [(caption, pub, dials, states, key)]) of every phase: the trace's (raw:
    its bytes, or None) before the log's, then the log's."""
    board, g = game_of(session, lib)
    ps = phases(board, g)
    early = traced(g, raw, ps[0][4] if ps else None) if raw else []
    if not early and ps and g.initial["phase"] != "setup":    # the log was folded
        cap, pub, dials, states, k = ps[0]
        ps[0] = ("%s (the save keeps the last %d steps)" % (cap, len(g.actions)), pub, dials,
                 states, k)
    return board, g, early + ps


def gif(session, lib, out, ms=900, raw=None):
    """Write the GIF (raw: the game's trace file, lookout.keep.trace, or None); the number of
    frames (one a phase)."""
    board, g, ps = frames_of(session, lib, raw)
    if not ps:
        raise Refused("the saved log of that game holds no whole phase to show")
    winner = g.public()["winner"]
    paint = Painter(board)
    frames = []
    for i, (cap, pub, dials, states, _) in enumerate(ps):
        last = i == len(ps) - 1
        if last:
            pub = dict(pub, winner=winner)
        frames.append(paint.frame(cap, pub, dials, states, last))
    frames[0].save(out, save_all=True, append_images=frames[1:], duration=ms, loop=0)
    return len(frames)
