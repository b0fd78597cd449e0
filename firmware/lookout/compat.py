"""What MicroPython has built in and CPython lacks, so core modules import the same on both."""
try:
    from micropython import const  # noqa: F401
except ImportError:  # CPython
    def const(x):
        return x
