"""What the Black Keep engine shows: the public view every player may see, one player's secrets
behind their PIN, and whom the engine waits for."""
from lookout.keep import cards as C
from lookout.keep import dials
from lookout.keep import guardrec as G
from lookout.keep import turn as T
from lookout.keep.hexgrid import SIDE_NAMES
from lookout.keep.said import texts
from lookout.keep.actions import check_play, legal_moves


def public_view(kc, st):
    """Everything every player may see. Secret locations, treasures not yet revealed, the
    cards just played and face-down guard cards are never in it."""
    nm = kc.name
    gs = []
    for g in st["g"]:
        gs.append({"kind": G.KIND_NAMES[g[G.KIND]], "tile": g[G.TILE],
                   "hex": nm(g[G.HEX]) if g[G.HEX] >= 0 else None,
                   "face": SIDE_NAMES[g[G.FACING]] if g[G.HEX] >= 0 else None,
                   "status": G.STATUS_NAMES[g[G.STATUS]],
                   "owner": st["col"][g[G.OWNER]] if g[G.OWNER] >= 0 else None})
    th = []
    for p in range(st["n"]):
        m = st["mk"][p]
        th.append({"colour": st["col"][p],
                   "state": ("joining", "in the Keep", "caught", "escaped")[st["in"][p]],
                   "marker": nm(m) if m >= 0 else None,
                   "resting": bool(st["rest"][p]),
                   "entry": st["ent"][p], "exit": st["ex"][p],
                   "treasure": C.TREASURE_NAMES[st["tr"][p]] if st["trv"][p] else None,
                   "spent": [C.THIEF[c] for c in st["spent"][p]],
                   "hand": len(st["hand"][p]) + len(st["gh"][p]),
                   "guard_cards": len(st["gh"][p]),
                   "played": st["play"][p] is not None})
    return {
        "phase": st["phase"], "turn": st["turn"], "move": st["mv"],
        "first": st["col"][st["first"]], "order": [st["col"][p] for p in T.order(st)],
        "buyer": st["col"][T.buyer(st)] if st["phase"] == "buy" else None,
        "guards": gs, "thieves": th,
        "market": [C.name(st, c) if c is not None else None for c in st["mkt"]],
        "market_cost": [C.cost(st, c) if c is not None else None for c in st["mkt"]],
        "market_left": _market_left(st),
        "drawing": [st["col"][p] for p in st.get("dr", ())],
        "dealer": "table" if C.table_deals(st) else "device",
        "deck": C.deck_size(st), "discard": len(st["disc"]),
        "torches": [nm(h) for h in st["torch"]], "diligent": st["dil"],
        "winner": st["col"][st["win"]] if st["win"] >= 0 else None,
        "messages": texts(kc, st["msg"]),
    }


def _market_left(st):
    if st["phase"] != "market":
        return 0
    from lookout.keep.draws import market_left
    return market_left(st)


def private_view(kc, st, p, pin):
    """Player p's secrets (PinError "Wrong PIN" reveals nothing): hex, treasure, hand,
    guard cards, and the legal plays now (card code -> list of hex names / guard indices)."""
    h = dials.read(st, p, pin)
    kc.cols = st["col"]
    legal = {}
    if st["in"][p] == G.T_KEEP and st["phase"] == "play":
        for c in sorted(set(st["hand"][p])):
            try:
                if c in C.DIRECTION_CARDS or c in (C.RUN, C.ROPE):
                    ds = legal_moves(kc, st, p, c)
                    check_play(kc, st, p, C.THIEF[c], ds[0] if ds else None)
                    legal[C.THIEF[c]] = ["OFF" if d == T.OFF else kc.name(d) for d in ds]
                else:
                    check_play(kc, st, p, C.THIEF[c], None)
                    legal[C.THIEF[c]] = []
            except ValueError:
                pass
        for gi in sorted(set(st["gh"][p])):
            code = st["gt"][gi]
            row = C.guard_row(st, code)
            if st["trv"][p] and row[5] and T.treasure_on(kc, st, p, C.EYE):
                continue
            if row[4] == C.T_GUARD:
                legal[code] = [i for i in range(len(st["g"])) if st["g"][i][G.HEX] >= 0]
            elif row[4] == C.T_HEX:
                legal[code] = [kc.name(x) for x in kc.thief_sight(h)]
            else:
                legal[code] = []
    return {
        "hex": kc.name(h) if h >= 0 else None,
        "treasure": C.TREASURE_NAMES[st["tr"][p]] if st["tr"][p] >= 0 else None,
        "hand": [C.THIEF[c] for c in st["hand"][p]],
        "guard_cards": [st["gt"][c] for c in st["gh"][p]],
        "played": st["play"][p],
        "hidden": bool(st["hid"][p]),
        "lockpicks": st["lock"][p] >= 0,
        "legal": legal,
        "drawing": p in st.get("dr", ()),
        "notes": list(st["pn"][p]) if "pn" in st else [],
    }


def waiting(st):
    """Players the engine waits for (setup/buy/play/draw: the ones who drew a card); [] in
    "guards", "over" and "market" (the table enters it: draws.market_left)."""
    ph = st["phase"]
    if ph == "setup":
        return [p for p in range(st["n"]) if st["in"][p] == G.T_OUT]
    if ph == "buy":
        return [T.buyer(st)]
    if ph == "draw":
        return list(st["dr"])
    if ph == "play":
        return [p for p in T.order(st) if T.in_keep(st, p) and st["play"][p] is None]
    return []
