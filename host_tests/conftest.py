"""Put firmware/ and the shared core-test helpers on sys.path for every test."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in ("firmware", "host_tests/core", "tools"):
    path = os.path.join(ROOT, p)
    if path not in sys.path:
        sys.path.insert(0, path)
