"""Peak heap of a flow, step by step, for the benches (runs under micropython).

Each step runs with the GC held off, so the figure is the live heap before the step plus
everything the step allocates: an upper bound on what the flow needs at once.
"""
import gc


class Peak:
    def __init__(self):
        gc.collect()
        self.base = gc.mem_alloc()
        self.peak = 0

    def step(self, fn, *args):
        gc.collect()
        gc.disable()
        try:
            out = fn(*args)
        finally:
            used = gc.mem_alloc() - self.base
            gc.enable()
        if used > self.peak:
            self.peak = used
        return out
