"""Game data outlives the menu: a user-added guard card lives in the game's state, so it survives
the menu dropping the Black Keep modules (App.unload) and a power cut during a save."""
import gc
import sys

from memfs import MemFs, PowerCut

import lookout
from lookout.keep import cards as C
from lookout.keep.game import Game
from lookout.store import Store
from test_keep_guards import MAP, PINS, VAULT, board, keep

SMOKE = "Smoke Bomb: no rule in the device for this card - resolve it by hand"


def tiles_fs():
    """The files test_keep_guards.board() parsed, by the names it gave them."""
    return MemFs({"v": VAULT.encode(), "1": (MAP % ("1", "")).encode(),
                  "2": (MAP % ("2", "")).encode()})


def smoke_in_the_market():
    b = board()
    for seed in range(1, 30):
        g = Game.new(b, seed, deal="device", players=2, guards=[[0, 1]], kc=keep(b),
                     cards=[C.guard_card("SMOKE", "Smoke Bomb", 9, 1)])
        g.join(0, PINS[0], 2, 1, "2-A2")
        g.join(1, PINS[1], 2, 1, "2-A4")
        pub = g.public()
        if "Smoke Bomb" in pub["market"] and pub["buyer"] == "Blue":
            return g, pub["market"].index("Smoke Bomb")
    raise AssertionError("no seed puts the Smoke Bomb in the market")


def unload_keep_modules():
    """What App.unload does at the menu, for the Black Keep package; returns the old modules."""
    old = {}
    for name in list(sys.modules):
        if name == "lookout.keep" or name.startswith("lookout.keep."):
            old[name] = sys.modules.pop(name)
    if hasattr(lookout, "keep"):
        delattr(lookout, "keep")
    gc.collect()
    return old


def restore(old):
    for name in list(sys.modules):
        if name == "lookout.keep" or name.startswith("lookout.keep."):
            del sys.modules[name]
    for name in old:
        sys.modules[name] = old[name]
    lookout.keep = old["lookout.keep"]


def test_a_user_guard_card_survives_the_menu_and_a_power_cut():
    g, slot = smoke_in_the_market()
    g.buy(0, slot, ["NE"])
    g.pass_turn(0)
    g.pass_turn(1)
    g.guards()
    fs = MemFs()
    Store(fs).save({"games": {"keep": g.dump()}})
    g.play(1, PINS[1], "REST")
    fs.cut_at = fs.steps + 3               # the power goes in the middle of the next save
    try:
        Store(fs).save({"games": {"keep": g.dump()}})
        raise AssertionError("the save should have been cut")
    except PowerCut:
        pass
    g = None
    old = unload_keep_modules()
    try:
        from lookout.keep import cards as C2
        from lookout.keep.game import Game as Game2
        from lookout.keep.tilelib import TileLib
        assert C2 is not C and "SMOKE" not in [r[0] for r in C2.GUARD]
        st = Store(fs)
        d = st.load()["games"]["keep"]
        b = Game2.board_of(d, TileLib(tiles_fs()))
        h = Game2.load(b, d)
        assert h.private(0, PINS[0])["guard_cards"] == ["SMOKE"]
        h.play(0, PINS[0], "SMOKE")
        for p in h.waiting():
            h.play(p, PINS[p], "REST")
        assert SMOKE in h.messages(), h.messages()
        h.undo()
        h.redo()                              # replaying the log needs the card too
        assert SMOKE in h.messages()
    finally:
        restore(old)


def test_a_lean_save_is_written_in_small_pieces():
    """On the official firmware's heap (lookout.heap.LEAN) a save goes out in small pieces:
    the state's lists item by item (DEPTH 8) and 128-byte chunks, so besides its file it needs
    no block over ~250 bytes (in the bench's game a save in turn 2 found no 448 free in one
    piece). The bytes are the same either way. A Black Keep game played 60 steps by the bot,
    in the session's shape."""
    import lookout.store as S
    from test_keep_game import bot_game
    g, _ = bot_game(5, max_steps=60)
    obj = {"games": {"keep": {"g": g.dump(), "ui": {"last": [1, 2]}}}, "players": ["A", "B"]}
    want = S.encode(1, obj)

    def pieces(depth, chunk):
        out = []

        class F:
            def write(self, b):
                out.append(bytes(b))
        saved = S.CHUNK
        S.CHUNK = chunk
        try:
            w = S._Summer(F())
            S._dump(obj, w, depth)
            w.flush()
        finally:
            S.CHUNK = saved
        assert b"".join(out) == want[:want.index(b"\nLK1 ")]   # the body, byte for byte
        return [len(p) for p in out]
    wide = pieces(5, 256)                      # elsewhere (CPython, the unix port, ROMFS)
    lean = pieces(8, 128)
    assert max(wide) > 300, wide              # what the official firmware could not place
    assert max(lean) <= 128 + 130, lean       # the biggest item past a chunk's end
    assert len(lean) > len(wide)
