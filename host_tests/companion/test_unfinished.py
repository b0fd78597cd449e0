"""Issue 20 (QA of the careless evening): the companion on games not over yet says who is
leading, never "wins!", and the CSV export has a row per player for a game with entries but
no scored round (session written in the firmware's own format, games made by its cores)."""
import csv
import io
import os

from lookout import session
from lookout.games import forty, oldbill
from lookout.history import History
from lookout.store import encode
from lookout_host.cli import main


def write(flash, games):
    d = session.fresh()
    d["players"] = [["Fredrick", 0, 0], ["Ann", 1, 1], ["Patricia", 2, 2]]
    d["games"] = games
    os.makedirs(flash, exist_ok=True)
    with open(os.path.join(flash, "lookout.sav"), "wb") as f:
        f.write(encode(1, d))


def test_an_unfinished_den_game_has_a_leader_and_empty_scores_still_export(tmp_path, capsys):
    names = ["Fredrick", "Ann", "Patricia"]
    ob = History(oldbill, oldbill.new(names, {"mode": "den"}))
    ob.do(["suit", 0, 0, 3, 6, 0])                # only Fredrick's Den entered so far
    fo = History(forty, forty.new(names))
    flash = str(tmp_path / "flash")
    write(flash, {"oldbill": ob.dump(), "forty": fo.dump()})
    assert main(["--state", flash, "scores"]) == 0
    out = capsys.readouterr().out
    assert "Old Bill: Fredrick leading" in out and "wins" not in out.split("Forty")[0], out
    assert main(["--state", flash, "export", "--csv"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    got = {r["game"] for r in rows}
    assert "forty" in got and "oldbill" in got, rows    # was: no Forty rows at all


def test_forty_teams_keep_whole_names(tmp_path, capsys):
    names = ["Fredrick", "Patricia", "Ann", "Jonathan"]
    fo = History(forty, forty.new(names))
    assert forty.side_names(fo.state) == ["Fredrick+Ann", "Patricia+Jonathan"]
    lines = forty.result(fo.state)["lines"]
    assert any("Fredrick+Ann" in x for x in lines), lines      # was "Fre+Ann"
    flash = str(tmp_path / "flash")
    write(flash, {"forty": fo.dump()})
    assert main(["--state", flash, "scores"]) == 0
    out = capsys.readouterr().out
    assert "Tie: Fredrick+Ann/Patricia+Jonathan" in out, out   # was "Tie: Fre+/Pat+"
