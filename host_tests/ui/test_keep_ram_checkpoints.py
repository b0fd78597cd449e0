"""Black Keep where the app's code is in RAM (the official Pico firmware, CircuitPython: the
HAL's keep_tiles_why says so) keeps keep/game.KEEP_RAM checkpoints, not KEEP: a state is
~2.5 KB of a heap the last card of a players phase needs (the emulated Pico met MemoryError
there with three). Undo still reaches back (KEEP_RAM - 1) * EVERY + 1 actions and more."""
import keepbench
import keepref

from lookout.keep.context import Keep
from lookout.keep.game import EVERY, KEEP, KEEP_RAM
from lookout.screens.keep.table import fit


class _Hal:
    def __init__(self, why):
        self.keep_tiles_why = why


class _App:
    def __init__(self, why):
        self.hal = _Hal(why)


def _game(why, actions=40):
    g, r = keepref.BOT.start(Keep(keepbench.BOARD, keepbench.SIGHT), 1)
    fit(_App(why), g)
    done = 0
    while done < actions:
        a = keepref.BOT.decide(g, r)
        if a is None:
            break
        g.do(a)
        done += 1
        assert len(g.marks) <= (KEEP_RAM if why else KEEP)
    return g, done


def test_code_in_ram_keeps_fewer_checkpoints_and_undo_still_reaches_back():
    g, done = _game("the Lookout firmware (ROMFS)")
    assert done == 40 and g.keep == KEEP_RAM < KEEP and len(g.marks) == KEEP_RAM
    want = g.state
    back = 0
    while g.can_undo() and back < (KEEP_RAM - 1) * EVERY + 1:
        g.undo()
        back += 1
    assert back == (KEEP_RAM - 1) * EVERY + 1
    for _ in range(back):
        g.redo()
    assert g.state == want


def test_code_in_flash_keeps_every_checkpoint():
    g, _ = _game(None)
    assert g.keep == KEEP and len(g.marks) == KEEP
