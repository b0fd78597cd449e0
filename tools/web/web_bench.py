#!/usr/bin/env python3
"""The web page's figures in headless Chromium: the page's size, its load time (navigation to
the first frame; then a reload from the offline copy) and every Black Keep guards phase of a
whole game, measured in the browser.

The game is bench_pico's keep_ui game (tools/pico/bench_pico.keep_ui_keys: the UI test's bot
plays a 3-thief game in the simulator, every button change recorded), replayed on a phone-sized
page with the simulator's seed (?seed=N), so the same game unfolds on the Python twins of the
viper modules. A guards phase is the press whose screen goes from "T<t> P<n> guards" to that
phase's first page "P<n> 1/..."; its figures are the longest loop pass it ran (the page's
window.lookout.longest: the phase itself) and the wall time from the key down to its frame
with every key seen up (what the player waits; it includes the driver's round trips).

    make web && .venv/bin/python tools/web/web_bench.py [--loads 5] [--presses N]

Prints `name: value unit` lines (as tools/bench).
"""
import argparse
import os
import re
import statistics
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(ROOT, "tools", "pico"))
import web_driver as driver  # noqa: E402

BUILD = os.path.join(ROOT, "build", "web")
GUARDS = re.compile(r"T\d+ P(\d+) guards$")


def presses(keys):
    """The recording (3 bytes a record: mask, ms u16) as (mask, ms held, ms waited after)."""
    out = []
    for i in range(0, len(keys), 3):
        mask, ms = keys[i], keys[i + 1] | keys[i + 2] << 8
        if mask:
            out.append([mask, ms, 0])
        elif out:
            out[-1][2] += ms
    return out


def loads(b, url, n):
    """Load times (ms, navigation to the first frame) of n fresh profiles, and of a reload of
    each once its offline copy serves it (the service worker in control)."""
    first, again = [], []
    for _ in range(n):
        ctx = b.new_context(**driver.PHONE)
        try:
            web = driver.WebSim(ctx.new_page(), url)
            first.append(web.load_ms)
            web.page.wait_for_function("navigator.serviceWorker.controller !== null",
                                       timeout=30000)
            again.append(web.open())
        finally:
            ctx.close()
    return first, again


def guards_phases(b, url, seed, script, most=0):
    """Replay the game on the page; returns [(phase name, longest pass ms, wall ms)]."""
    ctx = b.new_context(**driver.PHONE)
    web = driver.WebSim(ctx.new_page(), url + "?seed=%d" % seed)
    keys = {1 << driver.KEYS[n]: k for n, k in driver.KEY_NAMES.items()}
    out = []
    top = web.text()[0]
    try:
        for i, (mask, held, after) in enumerate(script):
            if most and i >= most:
                break
            m = GUARDS.match(top)
            web.page.evaluate("window.lookout.longest = 0")
            t0 = time.monotonic()
            web.page.keyboard.down(keys[mask])
            time.sleep(held / 1000)
            web.page.keyboard.up(keys[mask])
            web.settle()
            wall = (time.monotonic() - t0) * 1000 - held
            time.sleep(max(0, after - driver.TAP_MS) / 1000)
            web.settle()
            top = web.text()[0]
            if m and top.startswith("P%s 1/" % m.group(1)):
                out.append((m.group(0), web.page.evaluate("window.lookout.longest"), wall))
        assert web.errors == [], web.errors
        if not most:        # the game's end, as the simulator's (test_keep_game_ui.whole_game)
            assert web.text()[0] == "Thief Blue", ("not the simulator's game", web.text())
    finally:
        ctx.close()
    return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--loads", type=int, default=5, help="fresh loads timed")
    ap.add_argument("--presses", type=int, default=0, help="replay only the first N presses")
    ap.add_argument("--verbose", action="store_true", help="every guards phase")
    a = ap.parse_args(argv)
    why = driver.missing()
    if why:
        sys.exit(why)
    if not os.path.exists(os.path.join(BUILD, "app.pack")):
        sys.exit("no %s: make web first" % BUILD)
    size = sum(os.path.getsize(os.path.join(BUILD, f)) for f in os.listdir(BUILD))
    print("web_page_bytes: %d bytes" % size)
    import bench_pico
    t = time.time()
    keys, _ = bench_pico.keep_ui_keys()
    script = presses(keys)
    print("# keep_ui game: %d presses recorded in the simulator in %.0f s"
          % (len(script), time.time() - t), flush=True)
    with driver.serving(BUILD) as url, driver.browser() as b:
        first, again = loads(b, url, a.loads)
        for name, ms, what in (("web_load_ms", first, "fresh loads"),
                               ("web_reload_offline_copy_ms", again, "reloads")):
            print("%s: median %d worst %d ms (%d %s: %s)" % (
                name, statistics.median(ms), max(ms), len(ms), what, " ".join(map(str, ms))),
                flush=True)
        t = time.time()
        got = guards_phases(b, url, bench_pico.KEEP_UI_SEED, script, a.presses)
        print("# replayed in %.0f s" % (time.time() - t))
    if a.verbose:
        for name, step, wall in got:
            print("# %-14s pass %5.1f ms, key to frame %5.0f ms" % (name, step, wall))
    if not got:
        sys.exit("no guards phase reached")
    step = [g[1] for g in got]
    wall = [g[2] for g in got]
    print("web_guards_pass_ms: median %.0f worst %.0f ms (%d guards phases)"
          % (statistics.median(step), max(step), len(step)))
    print("web_guards_key_to_frame_ms: median %.0f worst %.0f ms"
          % (statistics.median(wall), max(wall)))


if __name__ == "__main__":
    main()
