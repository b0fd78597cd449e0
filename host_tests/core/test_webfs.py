"""The web page's storage (lookout.webfs): localStorage keys under lookout.store's atomic
protocol. A reload of the page can fall between any two key operations: the load then finds
the state before the save or after it, never a mix; a full storage fails the save with
OSError (the app says "Save failed") and keeps the last good copy."""
from lookout.store import Store
from lookout.webfs import PREFIX, KeyFs
from checks import raises


class Reload(Exception):
    pass


class Kv:
    """localStorage as the page gives it: str keys, bytes values; `cut_at=k` ends the page
    before its k-th change (the change not done), `room` bytes in all."""

    def __init__(self, keys=None, cut_at=-1, room=1 << 20):
        self.keys = dict(keys or {})
        self.cut_at = cut_at
        self.room = room
        self.steps = 0

    def _step(self):
        self.steps += 1
        if self.steps == self.cut_at:
            raise Reload()

    def load(self, key):
        return self.keys.get(key)

    def store(self, key, data):
        self._step()
        if sum(len(v) for k, v in self.keys.items() if k != key) + len(data) > self.room:
            return False
        self.keys[key] = data
        return True

    def drop(self, key):
        self._step()
        self.keys.pop(key, None)

    def names(self, prefix):
        return [k[len(prefix):] for k in self.keys if k.startswith(prefix)]


def test_files_are_keys_and_a_save_round_trips():
    kv = Kv()
    fs = KeyFs(kv)
    Store(fs).save({"a": 1})
    Store(fs).save({"a": 2})
    assert Store(KeyFs(kv)).load() == {"a": 2}
    assert sorted(kv.keys) == [PREFIX + "lookout.bak", PREFIX + "lookout.sav"]
    assert fs.listdir("") == ["lookout.bak", "lookout.sav"]
    assert fs.size("lookout.sav") == len(kv.keys[PREFIX + "lookout.sav"])
    assert fs.size("nothing") == -1 and fs.read("nothing") is None
    assert not fs.exists("lookout.tmp")


def test_folders_list_only_their_own_files():
    fs = KeyFs(Kv())
    fs.write("usertiles/t1.txt", b"x")
    fs.write("usertiles/t2.txt", b"yy")
    fs.write("top.txt", b"z")
    assert fs.listdir("usertiles") == ["t1.txt", "t2.txt"]
    assert fs.listdir("") == ["top.txt"]
    assert fs.listdir("none") == []
    fs.rename("usertiles/t2.txt", "usertiles/t3.txt")
    assert fs.listdir("usertiles") == ["t1.txt", "t3.txt"] and fs.read("usertiles/t3.txt") == b"yy"
    assert isinstance(raises(OSError, fs.rename, "gone", "x"), OSError)


def test_reload_at_every_step_leaves_before_or_after():
    before = {"round": 4, "scores": [10, 20]}
    after = {"round": 5, "scores": [12, 25]}
    kv = Kv()
    Store(KeyFs(kv)).save({"round": 3, "scores": [1, 2]})
    Store(KeyFs(kv)).save(before)
    snapshot = dict(kv.keys)
    k = 1
    while True:
        cut = Kv(snapshot, cut_at=k)
        st = Store(KeyFs(cut))
        st.load()
        try:
            st.save(after)
            done = True
        except Reload:
            done = False
        got = Store(KeyFs(Kv(cut.keys))).load()
        assert got in (before, after), (k, got)
        if done:
            assert got == after
            break
        k += 1
    assert k > 4          # tmp, then sav -> bak (write, drop), then tmp -> sav (write, drop)


def test_full_storage_fails_the_save_and_keeps_the_last_copy():
    kv = Kv()
    Store(KeyFs(kv)).save({"s": "small"})
    kv.room = sum(len(v) for v in kv.keys.values()) + 40
    st = Store(KeyFs(kv))
    st.load()
    e = raises(OSError, st.save, {"s": "x" * 200})
    assert e.args[0] == 28
    assert Store(KeyFs(kv)).load() == {"s": "small"}
