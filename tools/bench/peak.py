"""Peak heap of a flow, step by step, for the benches (runs under micropython).

Each step runs with the GC held off, so the figure is the live heap before the step plus
everything the step allocates: an upper bound on what the flow needs at once.
Peak.low_free: the lowest gc.mem_free() at the end of any step (of any Peak), i.e. what was
left of the real heap at the worst moment (make bench-pico reports it for the Pico's heap).
"""
import gc


class Peak:
    low_free = 1 << 30

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
            free = gc.mem_free()
            gc.enable()
        if free < Peak.low_free:
            Peak.low_free = free
        if used > self.peak:
            self.peak = used
        return out
