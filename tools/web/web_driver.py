"""Drive the web page in headless Chromium as tools/simdriver.py drives the simulator: the same
key scripts ("DOWN OK UP*3 OK:long wait:500"), by keyboard or by clicks on the on-screen
buttons, and the frame read back off the canvas's pixels (so text() is the simulator's OCR).

    with browser() as b:                       # Debian's chromium, Playwright's python package
        web = WebSim(b.new_page(**PHONE), url)
        web.keys("DOWN DOWN OK"); web.click("OK"); web.keys("UP:hold=900", TOUCH)
        web.text()

Time is real here (the page runs on its own timer): a tap is held TAP_MS and released TAP_MS,
as simdriver's; after each press the script waits while long work runs (window.lookout.busy).

    tools/web/web_driver.py --shot tools/shots/web_phone.png [--keys "DOWN DOWN OK"]
takes the README's phone screenshot from build/web (make web first).
"""
import contextlib
import os
import shutil
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, HERE)
from simdriver import KEYS, TAP_MS, WAIT, ocr, steps  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 3,
         "is_mobile": True, "has_touch": True}
KEY_NAMES = {"UP": "ArrowUp", "DOWN": "ArrowDown", "LEFT": "ArrowLeft", "RIGHT": "ArrowRight",
             "OK": "Enter", "BACK": "Backspace"}
TOUCH = "touch"     # WebSim.keys(script, TOUCH): a finger on the on-screen buttons
BUTTONS = {"UP": "#up", "DOWN": "#down", "LEFT": "#left", "RIGHT": "#right", "OK": "#ok",
           "BACK": "#back"}

# The canvas back to the 1024-byte MONO_VLSB frame: the centre of each scale x scale block,
# lit when brighter than the off colour by far (sum 40; the on colour sums 270 at the lowest
# contrast, 615 at the highest).
READ_FRAME = """() => {
  const c = document.getElementById('screen'), s = c.width / 128;
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
  const out = new Array(1024).fill(0);
  for (let y = 0; y < 64; y++) for (let x = 0; x < 128; x++) {
    const o = ((y * s + (s >> 1)) * c.width + x * s + (s >> 1)) * 4;
    if (d[o] + d[o + 1] + d[o + 2] > 150) out[(y >> 3) * 128 + x] |= 1 << (y & 7);
  }
  return out;
}"""


def missing():
    """Why the browser tests cannot run here, or None."""
    if not os.path.exists(CHROMIUM):
        return "no %s (Debian's chromium package: apt-get install chromium)" % CHROMIUM
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "no playwright python package (requirements-dev.txt)"
    if shutil.which("npm") is None and not os.path.isdir(os.path.join(HERE, "node_modules")):
        return "no npm to install the MicroPython WebAssembly runtime (cd tools/web && npm ci)"
    return None


@contextlib.contextmanager
def serving(directory):
    """The built page on http://127.0.0.1:<free port>/ for the duration."""
    from web_serve import server
    s = server(directory, 0, "127.0.0.1")
    t = threading.Thread(target=s.serve_forever, daemon=True)
    t.start()
    try:
        yield "http://127.0.0.1:%d/" % s.server_address[1]
    finally:
        s.shutdown()
        s.server_close()


@contextlib.contextmanager
def browser():
    """Headless Chromium from the system (no browser download)."""
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        try:
            yield b
        finally:
            b.close()


class WebSim:
    def __init__(self, page, url=None):
        self.page = page
        self.errors = []
        self._cdp = None
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        if url:
            self.open(url)

    def open(self, url=None):
        """Load (or reload) the page and wait for its first frame; returns the ms it took
        from the navigation's start (window.lookout.loadMs)."""
        if url:
            self.page.goto(url)
        else:
            self.page.reload()
        self.page.wait_for_function("window.lookout && window.lookout.loadMs > 0",
                                    timeout=30000)
        self.load_ms = self.page.evaluate("window.lookout.loadMs")
        return self.load_ms

    # -- presses -------------------------------------------------------------------------------
    def _hold(self, name, ms, click):
        if click == TOUCH:                  # a finger on the button (touch events)
            box = self.page.locator(BUTTONS[name]).bounding_box()
            at = {"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}
            if self._cdp is None:
                self._cdp = self.page.context.new_cdp_session(self.page)
            self._cdp.send("Input.dispatchTouchEvent", {"type": "touchStart",
                                                        "touchPoints": [at]})
            time.sleep(ms / 1000)
            self._cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        elif click:                         # the mouse on the button
            box = self.page.locator(BUTTONS[name]).bounding_box()
            self.page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
            self.page.mouse.down()
            time.sleep(ms / 1000)
            self.page.mouse.up()
        else:
            self.page.keyboard.down(KEY_NAMES[name])
            time.sleep(ms / 1000)
            self.page.keyboard.up(KEY_NAMES[name])
        time.sleep(TAP_MS / 1000)

    def busy(self):
        return self.page.evaluate("window.lookout.busy()")

    def settle(self, most_ms=30000):
        """Wait until the app has taken the press (every key seen up: however slow the
        machine, the frame is then the press's) and while long work runs (as a player waits
        for the bar)."""
        t = time.monotonic()
        while not self.page.evaluate("window.lookout.quiet() && !window.lookout.busy()"):
            if (time.monotonic() - t) * 1000 > most_ms:
                raise RuntimeError("still working after %d ms" % most_ms)
            time.sleep(0.01)

    def keys(self, script, click=False):
        """simdriver's key script, pressed on the keyboard (click=True: the on-screen buttons
        clicked with the mouse; click=TOUCH: touched with a finger, held as long)."""
        for name, ms in steps(script):
            if name == WAIT:
                time.sleep(ms / 1000)
                continue
            assert name in KEYS, name
            self._hold(name, ms, click)
            self.settle()
        return self

    def click(self, script):
        return self.keys(script, click=True)

    # -- what the page shows ----------------------------------------------------------------
    def frame(self):
        return bytes(self.page.evaluate(READ_FRAME))

    def text(self):
        return ocr(self.frame())

    def rows(self):
        out = {}
        for line in self.text()[1:]:
            parts = line.rsplit(None, 1)
            if len(parts) == 2 and parts[1].lstrip("-").isdigit():
                out[parts[0]] = int(parts[1])
        return out

    @property
    def led(self):
        return tuple(self.page.evaluate("window.lookout.led"))


def shot(path, keys=""):
    """The page on a phone held upright, after these keys, as a PNG."""
    with serving(os.path.join(ROOT, "build", "web")) as url, browser() as b:
        web = WebSim(b.new_page(**PHONE), url)
        web.keys(keys)
        time.sleep(0.3)
        web.page.screenshot(path=path)
    return path


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--shot", required=True, help="PNG to write")
    ap.add_argument("--keys", default="")
    a = ap.parse_args()
    why = missing()
    if why:
        sys.exit(why)
    print(shot(a.shot, a.keys))
