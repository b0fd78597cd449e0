"""The Wokwi project runs as given: wokwi.toml beside the diagram points at a MicroPython
firmware file the user supplies (ignored by git) and opens the serial bridge that
`make deploy` then uses; the diagram's Pico says which MicroPython wokwi.com runs."""
import json
import os
import subprocess
import sys
import tomllib

from deploy import commands, is_shortcut

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HW = os.path.join(ROOT, "hardware")


def toml():
    with open(os.path.join(HW, "wokwi.toml"), "rb") as f:
        return tomllib.load(f)["wokwi"]


def test_wokwi_toml_runs_micropython_with_a_serial_bridge():
    w = toml()
    assert w["version"] == 1
    assert w["firmware"].endswith(".uf2") and w["elf"] == w["firmware"]
    assert isinstance(w["rfc2217ServerPort"], int)
    # the UF2 is the user's download: git must not pick it up
    r = subprocess.run(["git", "check-ignore", "-q", os.path.join("hardware", w["firmware"])],
                       cwd=ROOT)
    assert r.returncode == 0, "%s is not ignored by git" % w["firmware"]
    assert os.path.isfile(os.path.join(HW, "diagram.json"))   # Wokwi reads it beside the toml


def test_diagram_pico_names_a_micropython_build():
    with open(os.path.join(HW, "diagram.json")) as f:
        parts = json.load(f)["parts"]
    pico = [p for p in parts if p["id"] == "pico"][0]
    assert pico["attrs"]["env"].startswith("micropython-")


def test_deploy_reaches_the_simulator_through_the_bridge(tmp_path):
    port = "port:rfc2217://localhost:%d" % toml()["rfc2217ServerPort"]
    assert is_shortcut(port)
    (tmp_path / "main.py").write_text("import lookout\n")
    cmds = commands(port, str(tmp_path), exe="mpremote")
    assert all(c[:3] == ["mpremote", "connect", port] for c in cmds)
    r = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "deploy.py"), port,
                        "--build", str(tmp_path), "--dry-run"], capture_output=True, text=True)
    assert r.returncode == 0 and port in r.stdout


def test_serial_monitor_is_the_usb_repl():
    """Wired to no pin, Wokwi's serial monitor (and its RFC2217 bridge) is the Pico's USB CDC,
    where MicroPython's REPL is and so where mpremote and `make deploy` talk; a $serialMonitor
    wired to GP0/GP1 moves it to UART0, which the firmware leaves silent."""
    with open(os.path.join(HW, "diagram.json")) as f:
        conns = json.load(f)["connections"]
    assert not [c for c in conns if any(str(end).startswith("$serialMonitor") for end in c[:2])]
