"""What goes on the I2C bus leaves the panel showing the frame buffer, frame by frame.

The simulator sends every frame as hal_pico does (lookout.pages: only the changed columns of
the changed pages) into a model of the SSD1306's RAM (tools/oledram.py) and logs, per frame,
the bytes, the writes and whether the model then equals the frame buffer."""
from simdriver import Sim


def frames_of(tmp_path, monkeypatch, script):
    log = str(tmp_path / "bus.log")
    monkeypatch.setenv("LOOKOUT_BUS_LOG", log)    # put back after (make bench-pico sets it)
    with Sim(str(tmp_path / "flash"), seed=3) as sim:
        sim.keys(script)
    with open(log) as f:
        rows = [tuple(int(x) for x in ln.split()) for ln in f if ln.strip()]
    return rows


def test_every_frame_of_a_walk_reaches_the_panel_exactly(tmp_path, monkeypatch):
    # scorepad: a pad, scores entered (number entry), rows moved; dice rolled; the timer;
    # the games list; back to the menu each time
    rows = frames_of(tmp_path, monkeypatch, "DOWN DOWN OK OK UP*3 OK DOWN OK UP UP OK DOWN*3 "
                            "BACK BACK UP OK OK wait:1500 OK wait:1500 BACK BACK "
                            "DOWN*3 OK OK wait:1200 BACK BACK UP*3 OK DOWN OK BACK BACK")
    assert len(rows) > 30
    bad = [i for i, r in enumerate(rows) if r[2] != 1]
    assert not bad, "frames %s: the panel differs from the frame buffer" % bad
    assert rows[0][0] == 1034                 # the first frame is whole
    small = sorted(r[0] for r in rows)[len(rows) // 2]
    assert small < 1034 // 2                  # most frames send far less than a whole one


def test_a_cursor_move_sends_one_small_window(tmp_path, monkeypatch):
    # the menu's bar is as long as its label: a move rewrites the labels' columns of three
    # pages as one window (Games -> Dice: 42 columns), not three whole-width pages (414 bytes)
    rows = frames_of(tmp_path, monkeypatch, "DOWN UP")
    assert all(r[2] == 1 for r in rows)
    assert [r[:2] for r in rows[-2:]] == [(10 + 3 * 42, 2), (10 + 3 * 42, 2)], rows
