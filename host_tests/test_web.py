"""The web page (make web) in headless Chromium: the firmware on MicroPython's WebAssembly port
behind lookout.hal_web. The canvas shows the simulator's frames pixel for pixel; a scorepad
round by keyboard and by touch, a Forty Thieves turn by keyboard and by clicks on the on-
screen buttons; a reload is a power cut ("Welcome back" with the scores); the page works
offline once loaded; the export is a file the companion restores onto a device (the
simulator's flash) and the import brings it back on another browser; Black Keep's setup
reaches the first guards phase and a private screen left idle is veiled; dice from the
browser's randomness with their beep, Space as a long OK, the page's mute kept and heard;
the screen and buttons in view on a small or sideways phone; a new build reaches a page kept
offline; a second tab never saves over the other's game. Skipped, with the reason, where
Chromium, Playwright or npm (for the runtime) is missing."""
import os
import sys
import time

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "web"))
sys.path.insert(0, os.path.join(ROOT, "host_tests", "ui"))
import web_driver as driver  # noqa: E402
from simdriver import Sim  # noqa: E402

WHY = driver.missing()
pytestmark = pytest.mark.skipif(WHY is not None, reason=str(WHY))
SCOREPAD = "DOWN DOWN OK"
PAGE_BYTES = [0]


@pytest.fixture(scope="module")
def url(tmp_path_factory):
    import web_build as build
    out = str(tmp_path_factory.mktemp("web"))
    PAGE_BYTES[0] = sum(build.build(out)[1].values())
    with driver.serving(out) as u:
        yield u


@pytest.fixture(scope="module")
def chromium():
    with driver.browser() as b:
        yield b


@pytest.fixture
def web(chromium, url):
    """A phone-sized page in a fresh browser profile (empty storage)."""
    ctx = chromium.new_context(**driver.PHONE)
    page = ctx.new_page()
    away = []                               # nothing is fetched from anywhere else
    page.on("request", lambda r: away.append(r.url) if not r.url.startswith(url) else None)
    w = driver.WebSim(page, url)
    yield w
    ctx.close()
    assert w.errors == [], w.errors
    assert away == [], away


def enter(w, ups, click=False):
    """OK on the selected player, raise the number by ups, OK (test_scorepad_ui's entry)."""
    w.keys("OK " + "UP*%d" % ups + " OK", click)


def test_canvas_shows_the_simulators_frames_crisp(web, tmp_path, capsys):
    canvas = web.page.evaluate("(() => { const c = document.getElementById('screen');"
                               " const r = c.getBoundingClientRect();"
                               " return [c.width, c.height, r.width, r.height]; })()")
    w, h, css_w, css_h = canvas
    scale = w // 128
    assert w == 128 * scale and h == 64 * scale and scale >= 6, canvas   # 390 px phone, 3x
    assert abs(css_w * 3 - w) < 1 and abs(css_h * 3 - h) < 1, canvas   # 1 canvas px = 1 dot
    sim = Sim(str(tmp_path / "flash"), seed=7)
    try:
        for keys in ("", "DOWN DOWN", "UP UP OK", "BACK DOWN*5 OK"):
            sim.keys(keys)
            web.keys(keys)
            assert web.frame() == sim.frame(), (keys, web.text(), sim.text())
        assert web.text()[0] == "Settings", web.text()
    finally:
        sim.close()
    with capsys.disabled():
        print("\nweb: page %d bytes, first frame %d ms after navigation in headless Chromium"
              % (PAGE_BYTES[0], web.load_ms))
    # every dot a solid scale x scale block: no smoothing between dots
    blocks = web.page.evaluate("""(() => {
      const c = document.getElementById('screen'), s = c.width / 128;
      const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
      const seen = new Set();
      for (let i = 0; i < d.length; i += 4) seen.add(d[i] + ',' + d[i + 1] + ',' + d[i + 2]);
      return [...seen];
    })()""")
    assert len(blocks) == 2, blocks                      # the panel's two colours only


def test_a_new_build_reaches_a_page_already_offline(chromium, tmp_path):
    """A page kept offline gets the next build once it is online: the new offline copy is
    fetched from the host, not from the browser's HTTP cache (which keeps a file whose
    Last-Modified is months old for weeks, or a host's max-age)."""
    import web_build as build
    out = str(tmp_path / "site")
    build.build(out)
    old = time.time() - 365 * 86400
    for f in os.listdir(out):
        os.utime(os.path.join(out, f), (old, old))
    with driver.serving(out) as u:
        ctx = chromium.new_context(**driver.PHONE)
        try:
            web = driver.WebSim(ctx.new_page(), u)
            web.page.wait_for_function("navigator.serviceWorker.controller !== null",
                                       timeout=30000)
            # the next build: another page text, a new offline copy (sw.js's hash)
            for name, a, b in (("index.html", b"<title>Lookout<", b"<title>Lookout 2<"),
                               ("sw.js", b'"lookout-', b'"lookout-2-')):
                path = os.path.join(out, name)
                with open(path, "rb") as f:
                    data = f.read()
                assert a in data, name
                with open(path, "wb") as f:
                    f.write(data.replace(a, b))
            web.open()                  # the old copy still serves; the new one installs
            t = time.monotonic()        # and takes over (the old copy deleted)
            while True:
                keys = web.page.evaluate("caches.keys()")
                if len(keys) == 1 and keys[0].startswith("lookout-2-"):
                    break
                assert time.monotonic() - t < 30, keys
                time.sleep(0.1)
            web.open()
            assert web.page.title() == "Lookout 2"
        finally:
            ctx.close()


def test_scorepad_round_by_keys_reload_export_import(web, chromium, url, tmp_path):
    web.keys(SCOREPAD)
    assert web.text()[0] == "Scorepad"
    enter(web, 3)
    enter(web, 5)
    web.keys("OK UP:hold=1000 OK")          # held UP repeats: 1 + after 400 ms every 100 ms
    assert web.text()[0] == "Round 1"
    r = web.rows()
    cat = r["Cat"]
    assert (r["Ann"], r["Bo"]) == (3, 5) and 5 <= cat <= 9, web.text()
    web.keys("OK")                              # + New round
    assert web.text()[0] == "Round 2"
    # a reload is a power cut: the saves are in the browser's storage
    web.open()
    assert web.text()[0] == "Welcome back", web.text()
    web.keys("OK")
    assert web.text()[0] == "Round 2" and web.rows()["Ann"] == 3, web.text()
    # (still in the pad: leaving for the menu would clear the resume marker, issue 20)
    # offline once loaded: the service worker serves every file
    web.page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=30000)
    web.page.context.set_offline(True)
    web.open()
    assert web.text()[0] == "Welcome back", web.text()
    web.page.context.set_offline(False)
    # export: the file the companion restores to a device
    with web.page.expect_download() as dl:
        web.page.click("#export")
    path = str(tmp_path / "lookout.sav")
    dl.value.save_as(path)
    from lookout_host.cli import check_file
    from lookout_host import sheets
    raw, data = check_file(path)            # what `tools/lookout restore FILE` checks
    sheet = sheets.find(data, "pad")        # what `tools/lookout scores` prints
    assert sheet["players"][:3] == ["Ann", "Bo", "Cat"] and sheet["totals"][:3] == [3, 5, cat]
    # the companion puts it on a device (here the simulator's flash): the same game there
    from lookout_host.cli import restore
    from lookout_host.device import Folder
    flash = str(tmp_path / "device")
    os.makedirs(flash)
    restore(Folder(flash), path)
    sim = Sim(flash, seed=7)
    try:
        assert sim.text()[0] == "Welcome back", sim.text()
        sim.keys("OK")
        assert sim.text()[0] == "Round 2" and sim.rows()["Cat"] == cat, sim.text()
    finally:
        sim.close()
    # import it on another browser (a fresh profile): Welcome back with the same scores
    ctx = chromium.new_context(**driver.PHONE)
    try:
        other = driver.WebSim(ctx.new_page(), url)
        assert other.text()[0] != "Welcome back"
        other.page.on("dialog", lambda d: d.accept())
        bad = str(tmp_path / "damaged.sav")
        with open(bad, "wb") as f:
            f.write(raw.replace(b"Ann", b"Anz", 1))     # the checksum no longer matches
        other.page.set_input_files("#file", bad)
        other.page.wait_for_function("document.getElementById('status').textContent !== ''")
        assert "damaged" in other.page.text_content("#status")
        assert other.text()[0] != "Welcome back", other.text()
        with other.page.expect_navigation():
            other.page.set_input_files("#file", path)
        other.page.wait_for_function("window.lookout && window.lookout.loadMs > 0")
        assert other.text()[0] == "Welcome back", other.text()
        other.keys("OK")
        assert other.text()[0] == "Round 2" and other.rows()["Bo"] == 5, other.text()
        assert other.errors == [], other.errors
    finally:
        ctx.close()


@pytest.mark.parametrize("size", [(320, 568, 2), (844, 390, 3), (568, 320, 2), (1366, 620, 1)],
                         ids=["small-upright", "sideways", "small-sideways", "laptop"])
def test_phone_screen_and_buttons_in_view(chromium, url, size):
    """A small phone held upright, a phone turned sideways, a laptop's short window: the
    screen and the six buttons all in view without scrolling, the screen crisp (whole device
    pixels per dot), and a press still reaches the app."""
    w, h, dpr = size
    ctx = chromium.new_context(viewport={"width": w, "height": h}, device_scale_factor=dpr,
                               is_mobile=True, has_touch=True)
    try:
        web = driver.WebSim(ctx.new_page(), url)
        for sel in ["#screen"] + list(driver.BUTTONS.values()):
            box = web.page.locator(sel).bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= w, (sel, box)
            assert box["y"] >= 0 and box["y"] + box["height"] <= h, (sel, box)
            if sel != "#screen":
                assert min(box["width"], box["height"]) >= 44, (sel, box)   # a thumb's
        cw, css = web.page.evaluate("[document.getElementById('screen').width,"
                                    " document.getElementById('screen').getBoundingClientRect()"
                                    ".width]")
        assert cw % 128 == 0 and abs(css * dpr - cw) < 1, (cw, css)
        assert css >= min(0.45 * w, 512), (cw, css)             # not a stamp in a corner
        web.click("DOWN OK")
        assert web.text()[0].startswith("2d6"), web.text()
        assert web.errors == [], web.errors
    finally:
        ctx.close()


def test_scorepad_round_by_touch_held_button_repeats(web):
    """The same round as by keys, with a finger on the on-screen buttons: taps, and UP held
    on its button repeating as the held key does."""
    web.keys(SCOREPAD, driver.TOUCH)
    assert web.text()[0] == "Scorepad", web.text()
    enter(web, 3, driver.TOUCH)
    enter(web, 5, driver.TOUCH)
    web.keys("OK UP:hold=1000 OK", driver.TOUCH)
    r = web.rows()
    assert web.text()[0] == "Round 1" and (r["Ann"], r["Bo"]) == (3, 5), web.text()
    assert 5 <= r["Cat"] <= 9, web.text()           # 1 + after 400 ms every 100 ms
    web.keys("OK", driver.TOUCH)                    # + New round
    assert web.text()[0] == "Round 2", web.text()


def test_a_second_tab_stops_the_first(chromium, url):
    """The page opened twice (a tab, the home screen's icon): once the other one has saved,
    this one stops and says so, so a press here never saves its older session over the
    other's game; a reload plays on from the other's saves."""
    ctx = chromium.new_context(**driver.PHONE)
    try:
        a = driver.WebSim(ctx.new_page(), url)
        a.keys(SCOREPAD)
        enter(a, 3)                                     # Ann 3, on the first tab
        b = driver.WebSim(ctx.new_page(), url)
        assert b.text()[0] == "Welcome back", b.text()
        b.keys("OK")                                    # Resume: the cursor on Bo
        enter(b, 5)                                     # Bo 5, on the second
        assert (b.rows()["Ann"], b.rows()["Bo"]) == (3, 5), b.text()
        a.page.wait_for_function("document.getElementById('status').textContent !== ''")
        assert "another tab" in a.page.text_content("#status")
        a.keys("OK UP*2 OK")                            # the first tab's presses: nothing
        b.open()
        assert b.text()[0] == "Welcome back", b.text()
        b.keys("OK")
        assert (b.rows()["Ann"], b.rows()["Bo"]) == (3, 5), b.text()
        a.open()                                        # a reload there plays on from them
        a.keys("OK")
        assert (a.rows()["Ann"], a.rows()["Bo"]) == (3, 5), a.text()
        assert a.errors == [] and b.errors == [], (a.errors, b.errors)
    finally:
        ctx.close()


@pytest.mark.parametrize("click", [True, False], ids=["clicks", "keys"])
def test_forty_thieves_turn(web, tmp_path, click):
    """The dealer's start and the next player's turn (a card on the other pile claims the
    product) by clicks on the on-screen buttons or by the keyboard: the simulator's frames;
    the rules' refusal on screen; long BACK undoes."""
    sim = Sim(str(tmp_path / "flash"), seed=7)
    try:
        for keys in ("OK DOWN*3 OK", "DOWN OK LEFT OK UP OK", "OK", "DOWN OK"):
            web.keys(keys, click)
            sim.keys(keys)
            assert web.frame() == sim.frame(), (keys, web.text(), sim.text())
    finally:
        sim.close()
    t = web.text()           # Games > Forty Thieves, 1 round, Start; Ann starts the left
    assert t[1:3] == ["Cat", "L5 R4"], t            # pile with a 5, Bo plays a 4 right:
    assert web.led == (0, 160, 0)                   # 4x5 = 20 is Bo's; Cat (green) is next
    web.keys("OK", click)                           # Cat's 4 on the right: 20 again
    t = web.text()
    assert t[0] == "Not allowed" and " ".join(t[1:]) == "20 is already claimed", t
    web.keys("BACK", click)
    assert web.text()[1:3] == ["Cat", "L5 R4"], web.text()
    web.keys("BACK:long", click)                    # long BACK held: undo Bo's turn
    assert web.text()[1:3] == ["Bo", "L5 R-"], web.text()
    assert web.led == (0, 0, 255)


def pages(dev):
    """Every page of the guards phase on screen, less its bottom row: the keys' hint there
    gives way to the sight tables' progress while they build in the background, at the speed
    of whatever runs them."""
    first = dev.text()
    out = []
    for i in range(int(first[0].split("/")[1].split()[0])):
        if i:
            dev.keys("RIGHT")
        t = dev.text()
        assert t[-1].startswith(("OK ", "Sight ")), t
        out.append(t[:-1])
    dev.keys("LEFT*%d" % (len(out) - 1))
    return out


def test_black_keep_setup_to_the_first_guards_phase(web, url, tmp_path, capsys):
    import test_keep_ui as K
    web.open(url + "?seed=7")                   # the simulator's randomness, from its seed
    K.setup(web)
    K.buy_nothing(web)
    t = web.text()
    assert t[0] == "T1 P1 guards" and t[1] == "Move the guards", t
    web.page.evaluate("window.lookout.longest = 0")
    web.page.keyboard.down("Enter")
    time.sleep(driver.TAP_MS / 1000)
    web.page.keyboard.up("Enter")
    t0 = time.monotonic()
    while web.busy() or not web.text()[0].startswith("P1 "):
        assert time.monotonic() - t0 < 30, web.text()
        time.sleep(0.005)
    ms = (time.monotonic() - t0) * 1000
    t = web.text()
    assert t[0].startswith("P1 1/") and t[1] == "Phase 1: guards", t
    step = web.page.evaluate("window.lookout.longest")   # the pass that ran the phase
    # the same game on the simulator (the viper modules there, their twins here): the same
    # guards move the same way
    sim = Sim(str(tmp_path / "flash"), seed=7)
    try:
        K.setup(sim)
        K.buy_nothing(sim)
        sim.keys("OK")
        assert pages(web) == pages(sim)
    finally:
        sim.close()
    web.page.click("#export")               # secrets in play: no file leaves the page
    assert web.page.text_content("#status").startswith("A Black Keep game is in progress")
    with capsys.disabled():
        print("\nweb: Black Keep guards phase: its loop pass %.0f ms in the browser (%.0f ms "
              "from OK released to its first page, as the test saw it)" % (step, ms))
    assert step < ms
    # a private screen left idle is veiled as on the device: the phone can be passed on
    from lookout.ui.idle import IDLE_MS
    web.keys("BACK")
    assert web.text()[0] == "T1 P1 thieves", web.text()
    web.keys("OK " + K.PIN[0])
    assert web.text()[0] == "Blue", web.text()    # the one private picker (keep/choose)
    time.sleep(IDLE_MS / 1000 + 1)
    t = web.text()
    assert t[0] == "Blue: hidden" and t[1] == "Left idle: the", t
    web.keys("OK " + K.PIN[0])                  # that player's PIN lifts it
    assert web.text()[0] == "Blue", web.text()
    # a reload mid-game: Welcome back, and the game opens again (its slices, as on the Pico)
    web.keys("BACK")
    web.open()
    assert web.text()[0] == "Welcome back", web.text()
    web.keys("OK")                              # back at the last saved step's screen
    t = web.text()
    assert t[0].startswith("P1 1/") and t[1] == "Phase 1: guards", t
    web.keys("BACK")
    t = web.text()
    assert t[0] == "T1 P1 thieves" and t[1:4] == ["Blue plays", "Green plays", "Red plays"], t


def test_dice_randomness_beep_space_and_mute(web):
    web.keys("DOWN OK")                         # Dice: 2d6
    assert web.text()[0].startswith("2d6"), web.text()
    beeps, heard = web.page.evaluate("[window.lookout.beeps, window.lookout.heard]")
    web.keys("OK wait:1000")                    # faces from crypto.getRandomValues
    faces = [int(f) for f in web.text()[1].split()]
    assert len(faces) == 2 and all(1 <= f <= 6 for f in faces), web.text()
    assert web.page.evaluate("[window.lookout.beeps, window.lookout.heard]") == [
        beeps + 1, heard + 1]                   # the roll's beep, through Web Audio
    web.page.keyboard.press(" ")                # Space: a long OK (Roll history)
    web.settle()                                # (held LONG_HOLD_MS, then let go)
    t = web.text()
    assert t[0] == "Roll history" and t[1].split()[0] == "2d6", t
    assert int(t[1].split()[-1]) == sum(faces), t
    # the phone suspends the page's sound (a call, another app): the next press resumes it
    web.page.evaluate("window.lookout.audio().suspend()")
    web.keys("BACK")
    web.page.wait_for_function("window.lookout.audio().state === 'running'", timeout=5000)
    assert web.page.text_content("#mute") == "Sound on"
    web.page.click("#mute")                     # the page's own mute, kept over a reload
    web.open()
    assert web.page.text_content("#mute") == "Sound off"
    assert web.text()[:3] == ["Welcome back", "Resume", "Not now"], web.text()
    web.keys("DOWN OK DOWN OK OK wait:1000")    # Not now, Dice, a roll: its beep, not heard
    assert web.text()[0].startswith("2d6"), web.text()
    assert web.page.evaluate("[window.lookout.beeps, window.lookout.heard]") == [1, 0]
