"""A Pico whose app was installed as source (mip of the repository) is told, when a new Black
Keep game is set up, that Black Keep needs the compiled install; the simulator, the host and a
compiled install are not."""
import sys

from lookout.screens.keep import start


def test_only_a_board_running_from_source_is_warned(monkeypatch):
    assert start.__file__.endswith(".py")
    assert not start.from_source()                 # the host is no board
    monkeypatch.setattr(start, "BOARDS", (sys.platform,))
    assert start.from_source()                     # a Pico running this same .py
    monkeypatch.setattr(start, "__file__", start.__file__[:-3] + ".mpy")
    assert not start.from_source()                 # compiled (littlefs .mpy or ROMFS)
    from lookout.ui.wrap import wrap
    assert "compiled install" in start.SOURCE and len(wrap(start.SOURCE)) <= 8
