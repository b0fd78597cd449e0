"""The emulated Pico's flash images (tools/pico/pico.py): a test module keeps its image for
all its tests while other tests make theirs, so making one image never removes another that
is in use; and a flash image that is not there is an error, never a blank flash (CI once ran
a bench script on a blank flash: "no module named 'peak'")."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import pico  # noqa: E402


def test_a_new_image_leaves_the_others_in_place(tmp_path, monkeypatch):
    monkeypatch.setattr(pico, "CACHE", str(tmp_path))
    first = pico.image({"a.txt": b"one"})
    others = [pico.image({"b%d.txt" % i: b"two"}) for i in range(3)]
    assert os.path.exists(first)
    assert all(os.path.exists(p) for p in others)
    assert pico.image({"a.txt": b"one"}) == first          # cached by content


def test_only_the_least_recently_used_images_go(tmp_path, monkeypatch):
    monkeypatch.setattr(pico, "CACHE", str(tmp_path))
    monkeypatch.setattr(pico, "KEEP_IMAGES", 2)
    old = pico.image({"a.txt": b"1"})
    os.utime(old, (1, 1))                                   # long unused
    pico.prune_images(2)
    kept = pico.image({"b.txt": b"2"})
    newest = pico.image({"c.txt": b"3"})
    pico.prune_images(2)
    assert not os.path.exists(old)
    assert os.path.exists(kept) and os.path.exists(newest)


@pytest.mark.skipif(pico.missing() is not None, reason="emulated Pico unavailable: %s"
                    % pico.missing())
def test_a_missing_flash_image_is_refused(tmp_path):
    r = pico.run("print('ran')", str(tmp_path / "gone.img"), timeout=30, wall_timeout=120)
    assert r.rc == 2
    assert "no flash image at" in r.err and "ran" not in r.out
