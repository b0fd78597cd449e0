# main.py of the watchdog test's flash (host_tests/test_device_watchdog.py), never of a
# deployed build: the app as firmware/main.py starts it, except that holding LEFT and RIGHT
# together makes its loop hang on purpose (a pass that never ends, as a bug would), so the
# Pico's watchdog must reset it. machine.reset_cause() is printed at each boot.
import machine
from lookout import app

print("reset cause", machine.reset_cause())
_step = app.App.step


def step(self, now):
    if self.hal.buttons() & 12 == 12:       # lookout.buttons LEFT (bit 2) + RIGHT (bit 3)
        print("hang: LEFT+RIGHT held, the loop stops")
        while True:
            pass
    _step(self, now)


app.App.step = step
app.main()
