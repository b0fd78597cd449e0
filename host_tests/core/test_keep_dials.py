"""Location Dials: secret hex behind a per-player 4-digit PIN."""
from checks import raises

from lookout.keep import dials
from lookout.keep.rng import Rng, seed_state


def _st(n=3):
    return {"dial": [-1] * n, "pin": [-1] * n, "salt": 7}


def test_pin_must_be_four_digits():
    for bad in ("123", "12345", "12a4", "", -1, 10000):
        raises(ValueError, dials.valid_pin, bad)
    assert dials.valid_pin(42) == "0042"
    assert dials.valid_pin("0007") == "0007"


def test_set_and_read_with_pin():
    st = _st()
    dials.set_pin(st, 0, "1234")
    dials.write(st, 0, "1234", 17)
    assert dials.read(st, 0, "1234") == 17


def test_pin_not_stored_in_plain():
    st = _st()
    dials.set_pin(st, 1, "4321")
    assert "4321" not in repr(st) and 4321 not in st["pin"]


def test_wrong_pin_reveals_nothing():
    st = _st()
    dials.set_pin(st, 0, "1234")
    dials.write(st, 0, "1234", 17)
    e1 = raises(dials.PinError, dials.read, st, 0, "0000")
    dials.write(st, 0, "1234", 3)
    e2 = raises(dials.PinError, dials.read, st, 0, "0000")
    assert str(e1) == str(e2) == "Wrong PIN"
    assert "3" not in str(e2) and "17" not in str(e1)


def test_wrong_pin_cannot_turn_dial():
    st = _st()
    dials.set_pin(st, 0, "1234")
    dials.write(st, 0, "1234", 5)
    raises(dials.PinError, dials.write, st, 0, "9999", 6)
    assert st["dial"][0] == 5


def test_garbage_pin_is_just_wrong():
    st = _st()
    dials.set_pin(st, 0, "1234")
    e = raises(dials.PinError, dials.read, st, 0, "zz")
    assert str(e) == "Wrong PIN"


def test_no_pin_yet_is_wrong_pin():
    st = _st()
    raises(dials.PinError, dials.read, st, 2, "1234")


def test_pin_set_only_once():
    st = _st()
    dials.set_pin(st, 0, "1111")
    raises(ValueError, dials.set_pin, st, 0, "2222")
    assert dials.read(st, 0, "1111") == -1


def test_same_pin_different_players_different_hash():
    st = _st()
    dials.set_pin(st, 0, "1111")
    dials.set_pin(st, 1, "1111")
    assert st["pin"][0] != st["pin"][1]
    raises(dials.PinError, dials.read, st, 1, "1112")


def test_rng_deterministic_and_savable():
    a = Rng(12345)
    rolls = [a.die() for _ in range(50)]
    b = Rng(12345)
    assert [b.die() for _ in range(50)] == rolls
    st = a.state()
    more = [a.die() for _ in range(20)]
    c = Rng.from_state(st)
    assert [c.die() for _ in range(20)] == more


def test_rng_die_range_and_spread():
    r = Rng(99)
    counts = [0] * 7
    for _ in range(600):
        counts[r.die()] += 1
    assert counts[0] == 0
    assert min(counts[1:]) > 60


def test_rng_small_ints_and_seeds_differ():
    assert seed_state(1) != seed_state(2)
    r = Rng(0)
    for _ in range(100):
        v = r.next16()
        assert 0 <= v < 65536
    assert r.state() != [0, 0]


def test_rng_shuffle_is_permutation():
    r = Rng(5)
    lst = list(range(20))
    r.shuffle(lst)
    assert sorted(lst) == list(range(20)) and lst != list(range(20))
    raises(ValueError, r.below, 0)
