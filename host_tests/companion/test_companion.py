"""The companion on a simulator's flash folder holding real games played through the buttons:
backup and restore round trip, score sheets equal to the device's results screens, plots in
the players' colours, and every refusal leaving the device as it was."""
import csv
import io
import json
import os

import pytest
from PIL import Image

from conftest import files
from lookout import players as P
from lookout import session
from lookout.fsys import OsFs
from lookout.store import Store, encode
from lookout.ui.wrap import wrap
from lookout_host import sheets as S
from lookout_host.cli import GAME_NAMES, check_version
from lookout_host.device import Board, DeviceError, Folder
from simdriver import Sim
from play import run

GAMES = ("pad", "oldbill", "clumsy", "forty", "diamond")
COLS = 16  # lookout.ui.gfx.COLS (gfx itself wants the built font file)


def one_line_error(rc, err, *words):
    assert rc == 1 and err.startswith("lookout: ") and err.count("\n") == 1, err
    for w in words:
        assert w in err, err


def the_backup(tmp_path, capsys, device, rc_want=0):
    rc, out, err = run(capsys, "--state", device, "backup", "--to", str(tmp_path / "bk"))
    assert rc == rc_want, err
    if rc_want:
        one_line_error(rc, err, "damaged", "not fit to restore")
    (dest,) = os.listdir(str(tmp_path / "bk"))
    return str(tmp_path / "bk" / dest), out


def test_backup_then_restore_gives_identical_files(device, tmp_path, capsys):
    saved = files(device)
    dest, out = the_backup(tmp_path, capsys, device)
    assert "checksum ok" in out
    got = files(dest)
    for name, raw in saved.items():
        assert got[name] == raw                     # every save copied byte for byte
    man = json.loads(got["manifest.json"])
    assert man["format"] == session.VERSION and man["files"]["lookout.sav"]["ok"] is True
    # play on: the device's saves move on from the backup
    with Sim(device, seed=7) as sim:
        sim.keys("DOWN DOWN OK")                    # the scorepad (left for the menu, so no
                                                    # Welcome back: issue 20)
        sim.keys("OK UP*9 OK")                      # Ann +9 in round 3
    assert files(device)["lookout.sav"] != got["lookout.sav"]
    rc, out, err = run(capsys, "--state", device, "restore",
                       os.path.join(dest, "lookout.sav"))
    assert rc == 0, err
    after = files(device)
    assert after["lookout.sav"] == got["lookout.sav"]
    assert "lookout.bak" not in after and "lookout.tmp" not in after
    assert "lookout.old.sav" in after                # what it replaced is kept
    # a second backup of the restored device is identical again
    dest2, _ = the_backup(tmp_path / "again", capsys, device)
    assert files(dest2)["lookout.sav"] == got["lookout.sav"]
    # and the device resumes the restored games: the pad is back to Ann 14
    with Sim(device, seed=7) as sim:
        sim.keys("DOWN DOWN OK")
        assert sim.rows()["Ann"] == 14, sim.text()


def _norm(line):
    return " ".join(line.split())


def as_shown(lines):
    """A sheet's lines as the device's results screen lays them out: lookout.ui.text.Text wraps
    them to all 16 columns (scrolling shows in the title bar, not in a column)."""
    return wrap(lines, COLS)


def test_scores_equal_the_device_results_screen(played, capsys):
    flash, screens = played
    rc, out, err = run(capsys, "--state", flash, "scores")
    assert rc == 0, err
    _, data = Folder(flash).public()
    ss = {s["gid"]: s for s in S.sheets(data)}
    assert sorted(ss) == sorted(GAMES)
    for gid in GAMES:
        shown = screens[gid]
        sh = ss[gid]
        assert shown[0] == sh["title"], (gid, shown, sh["title"])
        mine = [_norm(x) for x in as_shown(sh["lines"])]
        for k, ln in enumerate(shown[1:]):
            # the OCR may miss the last character under the scrollbar; dashes are a rule
            if set(ln) == {"-"}:
                assert set(mine[k]) == {"-"}, (gid, k, mine[k])
                continue
            assert mine[k].startswith(_norm(ln)), (gid, k, ln, mine[k])
            assert len(mine[k]) <= len(_norm(ln)) + 1
        assert "%s: %s" % (sh["game"], sh["title"]) in out
    # the winners and tie-breaks as played: Old Bill's tie on points and pairs is shared
    assert ss["oldbill"]["winners"] == ["Ann", "Bo"]
    assert "Red 6p>Blue 3p" in ss["oldbill"]["lines"]
    assert ss["diamond"]["winners"] == ["Ann", "Bo"] and ss["diamond"]["totals"] == [11, 11, 8]
    assert ss["pad"]["winners"] == ["Ann"] and ss["pad"]["totals"] == [14, 7, 11]
    assert ss["clumsy"]["winners"] == ["Bo"] and ss["clumsy"]["totals"] == [0, 240, 100]
    assert [r[1] for r in ss["pad"]["rows"]] == [[3, 5, 2], [11, -4, 0], [0, 6, 9]]


def test_export_csv_and_json_agree_with_the_sheets(played, capsys):
    flash = played[0]
    rc, text, err = run(capsys, "--state", flash, "export", "--csv")
    assert rc == 0, err
    rows = list(csv.DictReader(io.StringIO(text)))
    rc, js, err = run(capsys, "--state", flash, "export", "--json")
    data = json.loads(js)
    for sh in data["games"]:
        mine = [r for r in rows if r["game"] == sh["gid"]]
        assert len(mine) == len(sh["rows"]) * len(sh["players"])
        last = mine[-len(sh["players"]):]
        assert [int(r["running"]) for r in last] == sh["totals"], sh["gid"]
        assert [r["player"] for r in last if r["winner"] == "1"] == sh["winners"]


@pytest.mark.parametrize("game", ["scorepad", "diamond", "forty", "oldbill"])
def test_plot_is_drawn_in_the_players_colours(played, tmp_path, capsys, game):
    png = str(tmp_path / (game + ".png"))
    rc, out, err = run(capsys, "--state", played[0], "plot", game, "-o", png)
    assert rc == 0, err
    img = Image.open(png).convert("RGB")
    assert img.size == (640, 360)
    count = {c: n for n, c in img.getcolors(1 << 20)}
    _, data = Folder(played[0]).public()
    sh = S.find(data, GAME_NAMES[game])
    seats = dict((p[0], P.RGB[p[1]]) for p in data["players"])
    assert len(sh["rgb"]) == 3
    for name, rgb in zip(sh["players"], sh["rgb"]):
        assert tuple(rgb) == seats[name]         # the colour the device's LED shows
        # a line, its markers and the legend's sample, in exactly that RGB
        assert count.get(tuple(rgb), 0) >= 60, (name, rgb, count.get(tuple(rgb), 0))


def test_corrupt_file_is_refused_and_nothing_changes(device, tmp_path, capsys):
    dest, _ = the_backup(tmp_path, capsys, device)
    bad = os.path.join(dest, "lookout.sav")
    with open(bad, "rb") as f:
        raw = bytearray(f.read())
    raw[len(raw) // 3] ^= 0x01                      # one flipped bit in the middle
    with open(bad, "wb") as f:
        f.write(raw)
    before = files(device)
    rc, out, err = run(capsys, "--state", device, "restore", bad)
    one_line_error(rc, err, "damaged", "nothing on the device changed")
    assert files(device) == before


def test_newer_format_is_refused(device, tmp_path, capsys):
    d = session.fresh()
    d["v"] = session.VERSION + 1
    path = str(tmp_path / "future.sav")
    with open(path, "wb") as f:
        f.write(encode(3, d))
    before = files(device)
    rc, out, err = run(capsys, "--state", device, "restore", path)
    one_line_error(rc, err, "newer", "update")
    assert files(device) == before


def resumes_into(device, gid, cursor=None, where=True):
    """The save on device says the player is inside game gid (its resume marker; where=False:
    at the menu), that game undone back to entry `cursor` when given (so still being played),
    cursor -1: no such game saved (put aside)."""
    st = Store(OsFs(device))
    d = st.load()
    d["where"] = "game:" + gid if where else None
    if cursor == -1:
        del d["games"][gid]
    elif cursor is not None:
        d["games"][gid]["c"] = cursor
    st.save(d)
    return d


def test_a_game_the_device_would_resume_into_is_refused_unless_forced(device, tmp_path,
                                                                        capsys):
    dest, _ = the_backup(tmp_path, capsys, device)
    d = resumes_into(device, "forty", cursor=3)     # a power cut three plays into the round
    assert not S.find(d, "forty")["over"]
    before = files(device)
    rc, out, err = run(capsys, "--state", device, "restore", dest)
    one_line_error(rc, err, "busy in a game", "Forty Thieves")
    assert files(device) == before
    rc, out, err = run(capsys, "--state", device, "restore", "--force", dest)
    assert rc == 0, err


def test_a_game_left_for_the_menu_is_not_busy(device, tmp_path, capsys):
    """The device clears the marker when the player leaves: a game still in progress but not
    on screen is not in the way (the save it is in is kept as lookout.old.sav)."""
    dest, _ = the_backup(tmp_path, capsys, device)
    d = resumes_into(device, "forty", cursor=3, where=False)
    assert not S.find(d, "forty")["over"] and d["where"] is None
    rc, out, err = run(capsys, "--state", device, "restore", dest)
    assert rc == 0, err
    assert "restored" in out


def test_a_stale_marker_on_a_finished_or_missing_game_is_not_busy(device, tmp_path, capsys):
    """A save from before the device cleared the marker on leaving still names the game last
    opened: the game's own entry decides. Forty over (the device would start a new one, not
    resume) and no Diamond game at all (put aside) are not busy; the restore goes ahead."""
    dest, _ = the_backup(tmp_path, capsys, device)
    d = resumes_into(device, "forty")
    assert S.find(d, "forty")["over"]
    rc, out, err = run(capsys, "--state", device, "restore", dest)
    assert rc == 0, err
    d = resumes_into(device, "diamond", cursor=-1)
    assert S.find(d, "diamond") is None
    rc, out, err = run(capsys, "--state", device, "restore", dest)
    assert rc == 0, err


def test_different_firmware_version_is_one_line():
    with pytest.raises(DeviceError) as e:
        check_version(("9.9.9", 1), "the device on a0")
    assert "runs Lookout 9.9.9" in str(e.value) and "\n" not in str(e.value)
    check_version((__import__("lookout").VERSION, 1), "x")


def test_no_device_on_the_port(capsys, tmp_path):
    rc, out, err = run(capsys, "scores", "/dev/ttyLOOKOUT_NONE")
    one_line_error(rc, err, "no device on /dev/ttyLOOKOUT_NONE")
    rc, out, err = run(capsys, "--state", str(tmp_path / "none"), "scores")
    one_line_error(rc, err, "no simulator flash folder")
    assert isinstance(Board("a0"), Board)


def test_replay_of_a_folder_without_a_keep_game_says_so(device, capsys):
    rc, out, err = run(capsys, "--state", device, "replay", "-o", os.devnull)
    one_line_error(rc, err, "no Black Keep game is saved there")


def test_backup_keeps_a_damaged_copy_apart_and_says_so(device, tmp_path, capsys):
    p = os.path.join(device, "lookout.sav")
    with open(p, "rb") as f:
        raw = f.read()
    with open(p, "wb") as f:
        f.write(raw[:len(raw) // 2])                 # a save cut off by a power cut
    dest, out = the_backup(tmp_path, capsys, device, rc_want=1)   # kept, and says it failed
    got = files(dest)
    assert "lookout.sav %d bytes DAMAGED" % (len(raw) // 2) in out, out
    assert "lookout.bak" in out and "checksum ok" in out, out
    assert got["lookout.sav.damaged"] == raw[:len(raw) // 2] and "lookout.sav" not in got
    man = json.loads(got["manifest.json"])
    assert man["files"]["lookout.sav"]["ok"] is False and man["files"]["lookout.bak"]["ok"]
    # the last good copy is what the device resumes, and what restore accepts
    rc, out, err = run(capsys, "--state", device, "restore", os.path.join(dest, "lookout.bak"))
    assert rc == 0, err


def test_the_command_line_script(played):
    """tools/lookout itself, as a player runs it."""
    import subprocess
    import sys
    from lookout_host import ROOT
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "lookout"), "--state",
                        played[0], "scores"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert "Diamond Tricks: Tie: Ann/Bo" in r.stdout and "winners (shared): Ann, Bo" in r.stdout
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "lookout"), "--state",
                        played[0], "restore", "/nonexistent.sav"], capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 1 and r.stderr.startswith("lookout: cannot read"), r.stderr


def _damage(device, name, how):
    p = os.path.join(device, name)
    with open(p, "rb") as f:
        raw = bytearray(f.read())
    if how == "cut":
        raw = raw[:len(raw) // 2]
    else:
        raw[len(raw) // 3] ^= 0x01
    with open(p, "wb") as f:
        f.write(raw)


def test_scores_say_when_they_come_from_the_backup_copy(device, capsys):
    rc, whole, err = run(capsys, "--state", device, "scores")
    assert rc == 0 and not err
    _damage(device, "lookout.sav", "flip")
    rc, out, err = run(capsys, "--state", device, "scores")
    assert rc == 0 and "lookout.sav" in err and "damaged" in err and "lookout.bak" in err, err
    assert "Forty Thieves" in out


@pytest.mark.parametrize("how", ["cut", "flip"])
def test_every_copy_damaged_is_said_as_such_not_as_no_saves(device, capsys, how):
    _damage(device, "lookout.sav", how)
    _damage(device, "lookout.bak", how)
    rc, out, err = run(capsys, "--state", device, "scores")
    one_line_error(rc, err, "damaged", "lookout.sav damaged, lookout.bak damaged")
    assert "no saves yet" not in err


def test_restore_of_something_else_says_it_is_not_a_save(device, tmp_path, capsys):
    from lookout_host import ROOT
    before = files(device)
    rc, out, err = run(capsys, "--state", device, "restore", os.path.join(ROOT, "README.md"))
    one_line_error(rc, err, "is not a Lookout save", "nothing on the device changed")
    dest, _ = the_backup(tmp_path, capsys, device)
    cut = os.path.join(dest, "lookout.sav")
    _damage(dest, "lookout.sav", "cut")
    rc, out, err = run(capsys, "--state", device, "restore", cut)
    one_line_error(rc, err, "cut short")
    assert files(device) == before


def test_no_winner_for_a_game_nobody_has_scored_in(tmp_path, capsys):
    """A Forty Thieves game just begun (0-0): the sheet names no winner, shared or not."""
    from lookout_host.cli import sheet_text
    flash = str(tmp_path / "flash")
    with Sim(flash) as sim:
        sim.keys("OK DOWN*3 OK")                    # Games > Forty Thieves: its setup
        sim.keys("OK")
    rc, out, err = run(capsys, "--state", flash, "scores")
    assert rc == 0, err
    assert "Forty Thieves: Tie" in out                 # the game is there, begun
    assert "winner" not in out and "leading" not in out, out
    sh = {"gid": "forty", "game": "Forty Thieves", "title": "t", "players": ["A", "B"],
          "axis": "round", "rows": [["R1", [5, 0]]], "running": [[5, 0]], "totals": [5, 0],
          "winners": ["A"], "over": False, "lines": []}
    assert "leading: A" in sheet_text(sh)


def test_every_argument_has_help_and_the_exit_codes_are_said():
    import argparse
    from lookout_host.cli import parser
    ap = parser()
    subs = [a for a in ap._actions if isinstance(a, argparse._SubParsersAction)][0]
    assert "exit status" in ap.format_help()
    for name, p in subs.choices.items():
        assert "exit status" in p.format_help(), name
        for a in p._actions:
            assert a.help, (name, a.dest)
    assert all(a.help for a in ap._actions if a.dest != "cmd")


def test_backup_takes_the_kept_games_and_user_tiles_and_a_new_device_gets_them_back(
        device, tmp_path, capsys):
    """What Restore game / Restore session promise lives in the bin's records: a backup takes
    them (and usertiles/), and a restore from the backup folder onto a device that lacks them
    puts them back beside the save, never over a file the device has."""
    from lookout import kept
    fs = OsFs(device)
    kept.put(fs, kept.GAME + "forty-", "put aside", 7, {"c": 7}, [])
    kept.put(fs, kept.PREV, "afresh", 2, session.fresh(), [])
    os.makedirs(os.path.join(device, "usertiles"), exist_ok=True)
    with open(os.path.join(device, "usertiles", "tile4a.txt"), "w") as f:
        f.write("a tile of the group's own\n")
    recs = sorted(n for n in os.listdir(device) if n.startswith(("bin-", "prev-")))
    assert len(recs) >= 2
    dest, out = the_backup(tmp_path, capsys, device)
    got = files(dest)
    for n in recs:
        assert got[n] == files(device)[n], n
    assert "usertiles/tile4a.txt" in got
    assert "kept games and sessions" in out
    man = json.loads(got["manifest.json"])
    assert all(man["files"][n]["ok"] for n in recs)
    fresh = str(tmp_path / "new-device")
    os.makedirs(fresh)
    rc, out, err = run(capsys, "--state", fresh, "restore", dest)
    assert rc == 0, err
    now = files(fresh)
    for n in recs:
        assert now[n] == got[n], n
    assert now["usertiles/tile4a.txt"] == got["usertiles/tile4a.txt"]
    assert "put back beside it" in out
    # a device that has a record of that name keeps its own
    with open(os.path.join(fresh, recs[0]), "wb") as f:
        f.write(b"mine")
    rc, out, err = run(capsys, "--state", fresh, "restore", dest)
    assert rc == 0 and files(fresh)[recs[0]] == b"mine", err
