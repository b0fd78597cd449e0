"""Score sheets from a saved session, computed by the firmware's own rules modules on CPython.

Nothing here scores: each game's History is replayed with its module's apply() and read back
with its result()/totals(); the sheet only arranges those numbers round by round and repeats
the device's results screen (its title and lines) so the two can be compared.

A sheet is a dict: "gid", "game", "players" (names), "rgb" (device colour per player),
"axis" ("round", or "entry" for games without rounds: the running total after each entry),
"rows" ([label, [points per player]] per round/entry, running totals in "running"),
"totals", "winners" (names), "over", "title" and "lines" (the device's results screen).
"""
from lookout import players as P
from lookout import ranking
from lookout import scorepad as pad
from lookout.games import clumsy, diamond, forty, oldbill
from lookout.history import copy_data

TITLES = {"pad": "Scorepad", "oldbill": "Old Bill", "clumsy": "Clumsy Thief",
          "forty": "Forty Thieves", "diamond": "Diamond Tricks", "keep": "Black Keep"}
ORDER = ("pad", "oldbill", "clumsy", "forty", "diamond", "keep")


def _states(model, dump):
    """The state after each entry of a History dump: [initial, after 1, ..., current]."""
    s = copy_data(dump["i"])
    out = [s]
    for a in dump["a"][:dump["c"]]:
        s = model.apply(copy_data(s), a)
        out.append(s)
    return out


def _rgb(session, names):
    """Each name's device colour (the session's player list); grey for a name not in it."""
    col = {p[0]: P.RGB[p[1] % len(P.RGB)] for p in session.get("players", [])}
    return [col.get(n, (128, 128, 128)) for n in names]


def _sheet(gid, names, rgb, axis, per, over, title, lines, winners):
    running = []
    t = [0] * len(names)
    for _, pts in per:
        t = [t[i] + pts[i] for i in range(len(names))]
        running.append(t)
    return {"gid": gid, "game": TITLES[gid], "players": names, "rgb": rgb, "axis": axis,
            "rows": per, "running": running, "totals": t, "over": over, "title": title,
            "lines": lines, "winners": [names[i] for i in winners]}


def _deltas(totals_seq):
    """[label, points gained per player] from running totals after each entry."""
    rows = []
    for k in range(1, len(totals_seq)):
        a, b = totals_seq[k - 1], totals_seq[k]
        rows.append(["%d" % k, [b[i] - a[i] for i in range(len(b))]])
    return rows


def pad_sheet(session):
    d = session.get("pad")
    if not d:
        return None

    class M:
        apply = staticmethod(pad.apply)
    ps = session["players"]
    ids = [p[2] if len(p) > 2 else k for k, p in enumerate(ps)]   # before ids: seat k is k
    st = _states(M, pad.migrate(d, ids))[-1]
    names = [p[0] for p in ps]              # the columns are people: today's players' own
    low = bool(session.get("padlow"))
    t = pad.totals(st, ids)
    rk = ranking.rank(t, low)
    win = ranking.winners(t, low)
    title = "Tie!" if len(win) > 1 else "%s wins" % names[win[0]]
    lines = ["%s %s %d" % (ranking.place_label(rk, k), names[rk[k][1]], t[rk[k][1]])
             for k in range(len(rk))]
    per = [["R%d" % (r + 1), [pad.points(st, r, i) for i in ids]]
           for r in range(len(st["rounds"]))]
    return _sheet("pad", names, _rgb(session, names), "round", per, True, title, lines, win)


def oldbill_sheet(session, d):
    states = _states(oldbill, d)
    st = states[-1]
    names = st["names"]
    r = oldbill.result(st)
    win = r["winners"]
    if r["mode"] == "den" and not all([any([c[0] for c in st["den"][p]]) or st["pairs"][p]
                                       for p in range(len(names))]):
        r["over"] = False               # a Den still to enter: someone is leading, no winner
    if r["mode"] == "den" and not r["over"]:
        title = "%s leading" % names[win[0]] if len(win) == 1 else "Not over yet"
    elif r["mode"] == "oldmaid" and r["over"]:
        title = "%s loses" % names[r["loser"]]
    elif not r["over"]:
        title = "Not over yet"
    elif len(win) == 1:
        title = "%s wins!" % names[win[0]]
    else:
        title = "Tie: " + ",".join([names[p] for p in win])
    lines = list(r["lines"])
    for g in r["ranking"]:
        for p in g:
            lines.append("-" * 16)
            lines.extend(r["players"][p]["lines"])
    key = "total" if r["mode"] == "den" else "pairs"
    seq = [[x.get(key, 0) for x in oldbill.result(s)["players"]] for s in states]
    return _sheet("oldbill", names, _rgb(session, names), "entry", _deltas(seq), r["over"],
                  title, lines, win)


def clumsy_sheet(session, d):
    states = _states(clumsy, d)
    st = states[-1]
    names = st["names"]
    r = clumsy.result(st)
    win = r["winners"]
    title = "%s wins!" % names[win[0]] if len(win) == 1 else \
        "Tie: " + ",".join([names[p] for p in win])
    lines = ["Game over" if r["over"] else "Deck %d, need %d" % (r["deck"], r["need"])]
    lines += r["lines"]
    for g in r["ranking"]:
        for p in g:
            lines.append("-" * 16)
            lines.extend(r["players"][p]["lines"])
    seq = [clumsy.result(s)["totals"] for s in states]
    return _sheet("clumsy", names, _rgb(session, names), "entry", _deltas(seq), r["over"],
                  title, lines, win)


def forty_sheet(session, d):
    st = _states(forty, d)[-1]
    sides = forty.side_names(st)
    r = forty.result(st)
    w = r["winners"]
    title = ("%s wins!" % sides[w[0]]) if w else \
        "Tie: " + "/".join(sides[i] for i in r["tied"])
    # a side's colour is its first seat's colour
    seat_rgb = _rgb(session, st["names"])
    rgb = [seat_rgb[st["side"].index(s)] for s in range(len(sides))]
    per = []
    for rnd, side, pts, how in st["log"]:
        row = [0] * len(sides)
        row[side] = pts
        per.append(["R%d" % rnd, row])
    win = w if w else r["tied"]
    return _sheet("forty", sides, rgb, "round", per, r["over"], title, r["lines"], win)


def diamond_sheet(session, d):
    st = _states(diamond, d)[-1]
    names = st["names"]
    r = diamond.result(st)
    if r["over"]:
        w = r["winners"]
        title = ("%s wins!" % names[w[0]]) if len(w) == 1 else \
            "Tie: " + "/".join(names[i] for i in w)
    else:
        title = "Scores"
    nr = max([len(x) for x in st["score"]] or [0])
    per = [["R%d" % (k + 1), [x[k] if k < len(x) else 0 for x in st["score"]]]
           for k in range(nr)]
    return _sheet("diamond", names, _rgb(session, names), "round", per, r["over"], title,
                  r["lines"], r["winners"] if r["over"] else r["ranking"][0])


def keep_sheet(session, e):
    """A Black Keep entry as exported (lookout.public): no points, a winner once over."""
    pub = e.get("public") or {}
    cols = [t["colour"] for t in pub.get("thieves", [])]
    rgb = [P.RGB[P.COLOURS.index(c)] if c in P.COLOURS else (128, 128, 128) for c in cols]
    if e.get("over"):
        title = "%s wins!" % pub["winner"] if pub.get("winner") else "Game over"
    else:
        title = "In progress"
    lines = [e.get("note", "")] if not e.get("over") else []
    for t in pub.get("thieves", []):
        lines.append("%s: %s" % (t["colour"], t["state"]))
    winners = [cols.index(pub["winner"])] if e.get("over") and pub.get("winner") in cols else []
    return _sheet("keep", cols, rgb, "round", [], bool(e.get("over")), title, lines, winners)


MAKERS = {"oldbill": oldbill_sheet, "clumsy": clumsy_sheet, "forty": forty_sheet,
          "diamond": diamond_sheet, "keep": keep_sheet}


def sheets(session):
    """Every game in the session with something in it, in menu order."""
    out = []
    s = pad_sheet(session)
    if s and s["rows"]:
        out.append(s)
    games = session.get("games", {})
    for gid in ORDER[1:]:
        if gid in games and games[gid]:
            out.append(MAKERS[gid](session, games[gid]))
    return out


def in_play(session):
    """The game a device booting from this session (an exported one, lookout.public) would
    resume into while it is still being played, as its gid; else None. The resume marker
    ("where": "game:<gid>") alone is not enough: a save from before the device cleared it on
    leaving may still name a game that is over, put aside or never begun; the game's own
    entry says whether it is open (its replayed state not over; Black Keep's exported "over";
    a Black Keep table still being set up is open: the device resumes into its wizard)."""
    where = (session or {}).get("where")
    if type(where) is not str or not where.startswith("game:"):
        return None
    s = find(session, where[5:])
    return None if s is None or s["over"] else s["gid"]


def find(session, gid):
    for s in sheets(session):
        if s["gid"] == gid:
            return s
    return None
