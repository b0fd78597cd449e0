"""Turn timer: the clock runs, OK passes the turn clockwise, the limit beeps and turns red."""
from lookout.players import RGB


def seconds(sim):
    """The big m:ss clock as seconds (OCR reads it as the digits m + ss)."""
    d = "".join(sim.big())
    return int(d[:-2]) * 60 + int(d[-2:])


def test_turns_pass_clockwise_and_limit_alarm(sim):
    sim.keys("DOWN*3 OK")
    t = sim.text()
    assert t[0] == "Ann" and "max 1:00" in t[-1]
    assert sim.led == RGB[0]
    sim.wait(5000)
    assert seconds(sim) == 5
    sim.keys("OK")
    assert sim.text()[0] == "Bo"
    assert sim.led == RGB[1]
    sim.keys("DOWN*3")                        # 60 -> 45 -> 30 -> 15 s
    assert "max 0:15" in sim.text()[-1]
    beeps = sim.beeps
    sim.wait(16000)
    t = sim.text()
    assert "TIME!" in t[-1]
    assert sim.beeps == beeps + 1
    assert sim.led == (255, 0, 0)
    sim.keys("OK OK")                         # Cat, then back round to Ann
    assert sim.text()[0] == "Ann"


def test_pause_stops_the_clock(sim):
    sim.keys("DOWN*3 OK")
    sim.wait(3000)
    sim.keys("OK:long")
    frozen = seconds(sim)
    sim.wait(5000)
    assert seconds(sim) == frozen == 3
    assert "PAUSED" in sim.text()[-1]
