"""How a Black Keep job that stopped says so: short of RAM (home, and say so) or refused (the
reason under a title). Its own module so that setup and the opening share it without
importing each other."""


def failed(app, e, title, why=""):
    """A Black Keep job (lookout.ui.working) stopped: short of RAM (home, and say so), or a
    ValueError: the tiles, the rules or the save refuse (say why, under title)."""
    if isinstance(e, MemoryError):
        short(app, e)
    else:
        app.message(title, why + str(e))


def short(app, e=None):
    """Not enough free RAM for the board and its tables: say so (the console gets where),
    and give the RAM back."""
    import gc
    import sys
    if e is not None and hasattr(sys, "print_exception"):
        sys.print_exception(e, sys.stderr)
    app.home()
    gc.collect()
    sys.stderr.write("Black Keep: short of RAM, %d bytes free\n" % gc.mem_free())
    app.message("Black Keep", "Not enough free\nmemory for the\nboard. Restart\nthe device.")
