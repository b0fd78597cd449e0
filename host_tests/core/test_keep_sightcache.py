from lookout.keep.tiles import parse_tile
from lookout.keep.board import Board
from lookout.keep import sightcache as sc
from lookout.keep.guardrec import ALERT
from lookout.keep.sight import Sight
from checks import raises
from memfs import MemFs, PowerCut

EXAMPLE = """tile R
kind vault
vault H7
special B3
wall D5 S, C5 SW, C4 SW, E6 S, B6 S
"""
PLAIN = "tile 1\ncrescent E5\npatrol E5 E6\nred E2\nwall C3 S, D4 NE\nspecial F6\n"


def board(rot=0, extra=""):
    v = parse_tile(EXAMPLE + extra, "ex.txt")
    m = parse_tile(PLAIN, "m.txt")
    return Board(v, [(m, 1, rot)])


def test_roundtrip_gives_identical_table():
    b = board()
    fs = MemFs()
    s = sc.get(fs, b)
    assert len(fs.files) == 1
    name = list(fs.files)[0]
    assert name.startswith("sight_") and name.endswith(".bin")
    t = sc.load(fs, b)
    assert t is not None
    assert bytes(t.bits) == bytes(s.bits)
    assert t.pending() == 0
    g = b.index("R-D3")
    assert t.seen(g, 4, ALERT) == s.seen(g, 4, ALERT)
    assert bytes(Sight(b).bits) == bytes(t.bits)


def test_get_uses_the_cache_once_saved():
    b = board()
    fs = MemFs()
    calls = []
    sc.get(fs, b, progress=lambda d, n: calls.append(d))
    assert len(calls) == b.n
    fs.steps = 0
    calls[:] = []
    sc.get(fs, b, progress=lambda d, n: calls.append(d))
    assert calls == [b.n]           # one call: loaded, nothing computed
    assert fs.steps == 0            # nothing written


def test_other_board_does_not_match():
    fs = MemFs()
    sc.get(fs, board())
    b2 = board(rot=2)
    assert sc.load(fs, b2) is None
    b3 = board(extra="wall E5 N\n")
    assert sc.load(fs, b3) is None
    assert sc.filename(board()) != sc.filename(b2)
    # a foreign file under this board's name is refused (exact signature check)
    fs.files[sc.filename(b2)] = fs.files[sc.filename(board())]
    assert sc.load(fs, b2) is None
    s = sc.get(fs, b2)
    assert bytes(s.bits) == bytes(Sight(b2).bits)
    assert sc.load(fs, b2) is not None


def test_reach_is_part_of_the_key():
    b = board()
    fs = MemFs()
    sc.get(fs, b, reach=2)
    assert sc.load(fs, b) is None
    assert sc.load(fs, b, reach=2) is not None


def _damaged(data):
    """A table file's bytes each way they can come back wrong: a flipped bit in the magic, the
    sizes, the signature, the bitmap and the checksum; cut short; one byte too many; empty."""
    out = []
    for i in (0, 5, 9, 12, len(data) // 2, len(data) - 5, len(data) - 1):
        bad = bytearray(data)
        bad[i] ^= 0x10
        out.append(bytes(bad))
    return out + [bytes(data[:-7]), bytes(data) + b"x", b""]


def _saved():
    """The example board, a flash holding its table, that table, its file's name and bytes."""
    b = board()
    fs = MemFs()
    good = sc.get(fs, b)
    name = sc.filename(b)
    return b, fs, good, name, bytes(fs.files[name])


def test_corrupt_or_truncated_falls_back():
    b, fs, good, name, data = _saved()
    for k, bad in enumerate(_damaged(data)):
        fs.files[name] = bad
        assert sc.load(fs, b) is None, k
    s = sc.get(fs, b)
    assert bytes(s.bits) == bytes(good.bits)
    assert fs.files[name] == bytes(data)


def test_power_cut_never_leaves_a_bad_table():
    b = board()
    want = bytes(Sight(b).bits)
    for cut in range(1, 6):
        fs = MemFs(cut_at=cut)
        try:
            sc.get(fs, b)
        except PowerCut:
            pass
        fs.cut_at = -1
        t = sc.load(fs, b)
        assert t is None or bytes(t.bits) == want, cut
        assert bytes(sc.get(fs, b).bits) == want


class FullFs(MemFs):
    def write(self, name, data):
        raise OSError(28)


def test_full_flash_still_returns_the_table():
    b = board()
    s = sc.get(FullFs(), b)
    assert s.pending() == 0 and bytes(s.bits) == bytes(Sight(b).bits)


def test_incomplete_table_is_not_saved():
    b = board()
    s = Sight(b, lazy=True)
    s.warm(3)
    raises(ValueError, sc.save, MemFs(), s)


def test_from_bits_checks_size():
    b = board()
    raises(ValueError, Sight.from_bits, b, b"\x00" * 3)


def test_adler32_known_value():
    assert sc.adler32(b"Wikipedia") == 0x11E60398
    assert sc.adler32(b"") == 1


# --- lean: the table's rows stay in the file (Sight.from_file) ------------------------------
def test_lean_load_reads_rows_from_the_file_and_answers_as_the_table():
    from lookout.keep.sight import ROWS_KEPT
    from test_keep_game import example_board
    from lookout.fsys import OsFs
    from test_fsys import _fresh, _gone
    b = example_board()
    d = _fresh()
    fs = OsFs(d)
    s = sc.get(fs, b)
    t = sc.load(fs, b, lean=True)
    assert t is not None
    assert len(t.bits) == ROWS_KEPT * t.rowbytes < len(s.bits) // 10
    assert t.pending() == 0
    # every guard hex, in an order that makes rows meet in one slot and come back
    for g in list(range(0, b.n, 7)) + list(range(b.n - 1, -1, -5)):
        for f in range(6):
            assert t.seen(g, f, ALERT) == s.seen(g, f, ALERT), (g, f)
        for h in range(0, b.n, 3):
            assert t.full(g, h) == s.full(g, h), (g, h)
            assert t.sees(g, g % 6, ALERT, h) == s.sees(g, g % 6, ALERT, h)
    t.close()
    _gone(d)
    raises((OSError, ValueError), t.full, 1, 2)       # a closed table never answers wrongly


def test_lean_load_of_a_damaged_file_closes_it_and_gives_none():
    b, fs, good, name, data = _saved()
    for k, bad in enumerate(_damaged(data)):
        fs.files[name] = bad
        assert sc.load(fs, b, lean=True) is None, k
    del fs.files[name]
    assert sc.load(fs, b, lean=True) is None
    assert sc.load(fs, board(rot=2), lean=True) is None
    assert fs.opens == 0
    fs.files[name] = data
    t = sc.load(fs, b, lean=True)
    assert [t.seen(g, 4, ALERT) for g in range(b.n)] == [good.seen(g, 4, ALERT)
                                                         for g in range(b.n)]


def test_lean_without_open_read_reads_the_table_into_ram():
    class Plain(MemFs):
        open_read = None
    b = board()
    fs = Plain()
    s = sc.get(fs, b)
    t = sc.load(fs, b, lean=True)
    assert bytes(t.bits) == bytes(s.bits)


def test_a_whole_game_plays_the_same_with_rows_from_the_file():
    """The engine's own queries (Keep.sees, seen_by, thief sight) through the file's rows:
    a bot game's every state as with the table in RAM (and the file on a real OsFs)."""
    import os
    from lookout.fsys import OsFs
    from lookout.keep.context import Keep
    from lookout.keep.game import Game
    from test_fsys import _fresh, _gone
    from test_keep_game import bot_game, example_board
    b = example_board()
    d = _fresh()
    fs = OsFs(d)
    sc.get(fs, b)
    t = sc.load(fs, b, lean=True)
    assert len(t.bits) < 1000 and os.listdir(d) == [sc.filename(b)]
    reads = []

    class Counted:                      # the file's reads counted: the rows do come from it
        def __init__(self, f):
            self.f = f

        def seek(self, *a):
            reads.append(a)
            return self.f.seek(*a)

        def readinto(self, buf):
            return self.f.readinto(buf)

        def close(self):
            self.f.close()
    t._file = Counted(t._file)
    g, pins = bot_game(3, max_steps=700)
    again = Game(b, g.initial, g.actions, kc=Keep(b, t))
    t.close()
    _gone(d)
    assert g.actions and again.state == g.state
    assert len(reads) >= 5, len(reads)      # 8 rows read (2026-11-28): the arc checks
