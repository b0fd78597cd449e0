"""The virtual board answers real mpremote the way a Pico does: files, exec, errors, reset."""
import os

import pytest

from vboard import VBoard

HERE = os.path.abspath(__file__)


@pytest.fixture(scope="module")
def vb():
    with VBoard() as board:
        yield board


def test_device_is_a_local_socket_and_root_is_a_folder(vb):
    assert vb.device == "socket://127.0.0.1:%d" % vb.port
    assert os.path.isdir(vb.root)


def test_cp_ls_cat_rm_land_in_the_root_folder(vb):
    with open(HERE, "rb") as f:
        data = f.read()
    vb.mpremote("fs", "mkdir", ":lib")
    vb.mpremote("fs", "cp", HERE, ":lib/t.py")
    assert vb.files()["lib/t.py"] == data
    ls = vb.mpremote("fs", "ls", ":lib").stdout
    assert "%d t.py" % len(data) in ls.replace("  ", " ")
    assert vb.mpremote("fs", "cat", ":lib/t.py").stdout.startswith('"""The virtual board')
    vb.mpremote("fs", "rm", "-r", ":lib")
    assert "lib/t.py" not in vb.files()


def test_exec_runs_on_micropython_and_sees_the_board_root(vb):
    with open(os.path.join(vb.root, "hello.txt"), "w") as f:
        f.write("hi")
    out = vb.mpremote("exec", "import sys, os; print(sys.implementation.name, "
                      "open('/hello.txt').read(), 'hello.txt' in os.listdir('/'))").stdout
    assert out.split() == ["micropython", "hi", "True"]
    os.remove(os.path.join(vb.root, "hello.txt"))


def test_board_modules_import_from_lib(vb):
    os.makedirs(os.path.join(vb.root, "lib"), exist_ok=True)
    with open(os.path.join(vb.root, "lib", "probe.py"), "w") as f:
        f.write("VALUE = 6 * 7\n")
    assert vb.mpremote("exec", "import probe; print(probe.VALUE)").stdout.strip() == "42"


def test_errors_come_back_as_a_board_traceback(vb):
    r = vb.mpremote("exec", "1/0", check=False)
    assert r.returncode == 1
    assert r.stdout.splitlines() == [
        "Traceback (most recent call last):",
        '  File "<stdin>", line 1, in <module>',
        "ZeroDivisionError: divide by zero"]


def test_state_lives_across_connections_until_a_reset(vb):
    vb.mpremote("exec", "x = 5")
    assert vb.mpremote("resume", "exec", "print(x)").stdout.strip() == "5"
    before = vb.resets
    vb.mpremote("reset")
    assert vb.wait_resets(before + 1) and vb.resets == before + 1
    r = vb.mpremote("resume", "exec", "print(x)", check=False)
    assert "NameError" in r.stdout
    assert vb.alive and vb.log == []
