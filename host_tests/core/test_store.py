import json

from lookout.store import CHUNK, Store, _dump, _Summer, adler32, decode, encode
from memfs import MemFs, PowerCut


def test_adler32_known_value():
    # zlib.adler32(b"Wikipedia") == 0x11E60398
    assert adler32(b"Wikipedia") == 0x11E60398


def test_adler32_native_loop_agrees_with_the_python_one():
    # lookout.adler (viper, where the port compiles it: the Pico, the unix port) against the
    # Python loop, across the 2500-byte reductions, from a running checksum, on any buffer
    import lookout.store as S
    data = bytes([(i * 7 + (i >> 3)) & 255 for i in range(7000)])
    cases = [(b"", 1), (b"Wikipedia", 1), (data[:2500], 1), (data[:2501], 99),
             (data, 123456789), (bytearray(data[:3000]), 7), (memoryview(data)[5:6005], 1)]
    native = [S.adler32(d, s) for d, s in cases]      # (the first call loads lookout.adler)
    saved = S._native
    S._native = None
    try:
        assert [S.adler32(d, s) for d, s in cases] == native
    finally:
        S._native = saved
    assert native[1] == 0x11E60398


def test_roundtrip_and_sequence():
    fs = MemFs()
    st = Store(fs)
    assert st.load() is None
    st.save({"a": 1})
    st.save({"a": 2})
    assert Store(fs).load() == {"a": 2}
    assert decode(fs.files["lookout.bak"])[1] == {"a": 1}


def test_streamed_save_is_byte_identical_to_encode():
    fs = MemFs()
    st = Store(fs)
    obj = {"players": [["Ann", 0], ["Bo", 1]], "n": [1, -2, 300], "s": "x\"y",
           "g": {"a": [[1, "x"], {"k": [1, 2]}, 3], "t": [[1, 2], [3]], "e": {}, "l": []}}
    st.save(obj)
    assert fs.files["lookout.sav"] == encode(1, obj)
    assert decode(fs.files["lookout.sav"]) == (1, obj)
    # a Black Keep entry: session > games > keep > g (History) > i (state) > its keys, deeper
    # than the levels written key by key
    deep = {"games": {"keep": {"r": {"t": [[1, 2]]}, "g": {"i": {"st": {"a": {"b": [1]}},
                                                                   "n": 2}, "a": [], "c": 0}}}}
    st.save(deep)
    assert fs.files["lookout.sav"] == encode(2, deep)
    # more than a chunk, at every level: the pieces cross the chunks' ends anywhere
    big = {"games": {"keep": {"g": {"i": {"k%d" % k: [k] * (k % 40) for k in range(90)},
                                    "a": [["play", k, "x" * (k % 13)] for k in range(120)]}}},
           "s": "\u00e9\"" * 300}
    assert len(encode(3, big)) > 4 * CHUNK
    st.save(big)
    assert fs.files["lookout.sav"] == encode(3, big)


def test_a_save_writes_its_file_a_chunk_at_a_time():
    # a Black Keep save is ~300 pieces; a file write and a checksum each took ~110 ms of a
    # press on the Pico (issue 21): the pieces go out CHUNK bytes at a time
    class Counting(MemFs):
        writes = 0

        def open_write(self, name):
            f = MemFs.open_write(self, name)
            fs = self

            class W:
                def write(self, data):
                    fs.writes += 1
                    return f.write(data)

                def close(self):
                    f.close()
            return W()
    fs = Counting()
    state = {"k%d" % k: [k, [k, -1]] for k in range(300)}
    obj = {"games": {"keep": {"g": {"i": state, "a": [], "c": 0}}}}
    Store(fs).save(obj)
    size = len(fs.files["lookout.sav"])
    assert fs.files["lookout.sav"] == encode(1, obj)
    assert fs.writes <= size // CHUNK + 2, (fs.writes, size)      # the chunks, the trailer


def test_truncated_or_flipped_copy_rejected():
    raw = encode(3, {"players": ["Ann", "Bo"]})
    assert decode(raw) == (3, {"players": ["Ann", "Bo"]})
    assert decode(raw[:-1]) is None
    bad = bytearray(raw)
    bad[-3] ^= 1
    assert decode(bytes(bad)) is None
    assert decode(b"") is None and decode(b"garbage") is None


def test_power_cut_at_every_step_leaves_before_or_after():
    before = {"round": 4, "scores": [10, 20]}
    after = {"round": 5, "scores": [12, 25]}
    for k in range(60):
        after["p%d" % k] = [k * 7] * 20
    assert len(encode(1, after)) > 3 * CHUNK       # written a chunk at a time
    base = MemFs()
    s0 = Store(base)
    s0.save({"round": 3, "scores": [1, 2]})
    s0.save(before)
    snapshot = dict(base.files)
    k = 1
    cuts = 0
    while True:
        fs = MemFs(snapshot, cut_at=k)
        st = Store(fs)
        st.load()
        try:
            st.save(after)
            finished = True
        except PowerCut:
            finished = False
            cuts += 1
        got = Store(MemFs(fs.files)).load()
        assert got in (before, after), (k, got)
        if finished:
            assert got == after
            break
        k += 1
    assert cuts >= 8      # open, each streamed write, close, rename to .bak, into place


def test_damaged_main_falls_back_and_warns():
    fs = MemFs()
    st = Store(fs)
    st.save({"v": 1})
    st.save({"v": 2})
    fs.files["lookout.sav"] = fs.files["lookout.sav"][:10]
    st2 = Store(fs)
    assert st2.load() == {"v": 1}
    assert "damaged" in st2.warning
    # the next save continues the sequence and is preferred afterwards
    st2.save({"v": 3})
    assert Store(fs).load() == {"v": 3}


def test_all_copies_garbage_starts_fresh_without_crash():
    fs = MemFs({"lookout.sav": b"LK1 x", "lookout.bak": b"\xff\xfe", "lookout.tmp": b""})
    st = Store(fs)
    assert st.load() is None
    assert "fresh" in st.warning


def test_a_games_log_is_written_an_entry_at_a_time():
    """A Black Keep log of 32 entries (~1 KB as JSON) goes out entry by entry: on the official
    Pico firmware a 1 KB string and its bytes copy at every save were room the players phase
    lacked (MemoryError); the bytes are json.dumps's."""
    class Pieces:
        def __init__(self):
            self.out = []

        def write(self, s):
            self.out.append(s if type(s) is bytes else s.encode())
    log = [["play", p % 3, 1234, "NE", 100 + p] for p in range(32)]
    obj = {"games": {"keep": {"g": {"i": {"n": 3}, "a": log, "c": 32}}}}
    f = Pieces()
    w = _Summer(f)
    _dump(obj, w)
    w.flush()
    assert b"".join(f.out) == json.dumps(obj).encode()
    assert max(len(s) for s in f.out) < CHUNK + 40 < len(json.dumps(log))
