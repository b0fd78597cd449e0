"""The Black Keep map's pre-drawn layers outlive its tables: the hub gives the tables back on a
lean heap (lookout.heap) and the next map draws the same board into the same two layers, so a
fragmented heap never has to find their ~3.5 KB in one piece again."""
import pytest

from lookout.screens.keep.table import Table
from lookout.screens.keep.view import MapView
from test_keep_game_ui import board


@pytest.fixture(autouse=True)
def canvas(monkeypatch):
    """Real pixels (lookout.ui.canvas), whatever framebuf another test put in place."""
    from lookout.ui import gfx
    monkeypatch.setattr(gfx, "FrameBuffer", None)


def pixels(view):
    return bytes(view.kept[2].buf), bytes(view.kept[3].buf)


def test_a_view_made_again_draws_the_same_board_into_the_kept_layers():
    b = board()
    t = Table(None, None, board=b)
    first = t.view()
    fresh = pixels(first)
    assert any(fresh[0]) and any(fresh[1])            # the board is drawn in both
    first.kept[2].fill_rect(0, 0, 20, 20, 1)          # what a blit over them would leave
    first.kept[3].fill(1)
    t.forget_view()
    again = t.view()
    assert again is not first
    assert again.kept is first.kept                   # the same buffers, not new ones
    assert pixels(again) == fresh                     # and the board as a new view draws it
    assert pixels(MapView(b)) == fresh


def test_a_board_of_another_size_makes_its_own_layers():
    b = board()
    v = MapView(b)
    other = MapView(b, kept=(1, 1) + v.kept[2:])      # layers of a smaller board's
    assert other.kept is not v.kept and other.kept[:2] == v.kept[:2]
    assert pixels(other) == pixels(v)
