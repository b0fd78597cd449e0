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


def test_corrupt_or_truncated_falls_back():
    b = board()
    fs = MemFs()
    good = sc.get(fs, b)
    name = sc.filename(b)
    data = bytearray(fs.files[name])
    for i in (0, 5, 12, len(data) // 2, len(data) - 1):
        bad = bytearray(data)
        bad[i] ^= 0x10
        fs.files[name] = bytes(bad)
        assert sc.load(fs, b) is None, i
    fs.files[name] = bytes(data[:-7])
    assert sc.load(fs, b) is None
    fs.files[name] = b""
    assert sc.load(fs, b) is None
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
