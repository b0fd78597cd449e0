"""Assertion helpers that work on CPython and MicroPython alike (no pytest in the Pico port)."""
import os

RULES = None


def raises(exc, fn, *args, **kw):
    """Call fn and return the exception of type exc it raised; fail if it raised nothing."""
    try:
        fn(*args, **kw)
    except exc as e:
        return e
    raise AssertionError("expected %s from %s" % (exc.__name__, getattr(fn, "__name__", fn)))


def rules_dir():
    """../shared/rules, found from the repo root (works from both interpreters)."""
    here = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
    root = here + "/../.."
    for cand in (root + "/../shared/rules", root + "/shared/rules"):
        try:
            os.stat(cand)
            return cand
        except OSError:
            pass
    return None


def rules_text(name):
    d = rules_dir()
    if d is None:
        return None
    with open(d + "/" + name) as f:
        return f.read()
