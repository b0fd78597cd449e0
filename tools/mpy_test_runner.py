"""Run core test modules under the MicroPython unix port: the same files pytest runs.

Usage: micropython tools/mpy_test_runner.py ROOT MODULE [MODULE...]
Each test_* function is called with no arguments; prints one line per failure and a
closing 'micropython: N passed, N failed'.
"""
import gc
import sys

root = sys.argv[1]
sys.path.insert(0, root + "/tools")            # test models (oledram)
sys.path.insert(0, root + "/host_tests/core")
sys.path.insert(0, root + "/firmware")

passed = failed = 0
for modname in sys.argv[2:]:
    mod = __import__(modname)
    for name in sorted(dir(mod)):
        if not name.startswith("test_"):
            continue
        fn = getattr(mod, name)
        if not callable(fn):
            continue
        gc.collect()          # each test starts from what the last one left live, not its garbage
        try:
            fn()
            passed += 1
        except Exception as e:  # noqa: BLE001 - report every failure, keep going
            failed += 1
            print("FAIL %s.%s" % (modname, name))
            sys.print_exception(e)
print("micropython: %d passed, %d failed" % (passed, failed))
sys.exit(1 if failed else 0)
