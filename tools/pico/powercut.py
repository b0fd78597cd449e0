"""Power cuts where they really happen: during a save, on the emulated board, with the flash.

    python tools/pico/powercut.py [--cuts N] [--boots B] [--seed S] [--only NAME]
    (make powercut)

For each scenario a key script is played on the device as built (tools/pico/device.py: main.py,
hal_pico, the deploy's flash); its last press saves. board.mjs writes the filesystem as it
stands before every flash erase and program littlefs makes from that press on, and after the
last. The emulator does an erase or a program at once, so each is given its typical length on
the Pico's flash (W25Q16JV: 45 ms a 4 KB sector erase, 0.4 ms a 256-byte page program) and N
cut times are drawn at random over the save: a cut between operations leaves the image of
those done; a cut inside one leaves it torn, the first part of its bytes erased/programmed and
the rest as before (a real torn program may leave any bits in between: not modelled).
Every cut's flash is checked on the host (littlefs-python mounts it): every file the deploy
wrote is there byte for byte, and each save record loads (with the firmware's lookout.store)
to what it was before the press or after it. The flashes before and after, and B of the
other distinct ones, are booted on the board: each must boot to the first screen of the
flash before or after ("Welcome back" when there was a save) and, after OK (Resume), show
exactly the screen that one shows.
"""
import json
import os
import random
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "firmware"))
import device      # noqa: E402
import pico        # noqa: E402
from simdriver import ocr   # noqa: E402

# name: (keys before, the press that saves, keys on the rebooted device). The scorepad enters
# Ann 7 then Bo 2 (a save before it); Forty Thieves starts a game (its first save: before it the
# device boots to the menu); Black Keep: setup, tiles laid out (~2 s of work on a Pico, when
# presses are not read: the wait), Done (guards placed), followed for 3 s: its writes come
# after the press's long work, as the sight table starts building). On
# the rebooted device: Welcome back > Resume (OK), and time for Black Keep's engine to load.
SCENARIOS = {
    "scorepad": ("DOWN DOWN OK OK UP*7 OK OK UP*2", "OK", "wait:300 OK"),
    "forty": ("OK DOWN*3 OK", "OK", "wait:300 OK"),
    "keep": ("OK DOWN DOWN OK DOWN*3 RIGHT DOWN OK wait:2500 UP", "OK wait:3000",
             "wait:300 OK wait:4000"),
}
MARGIN_MS = 1.0
ERASE_MS = 45.0                 # W25Q16JV (the Pico's flash), typical 4 KB sector erase
PROGRAM_MS = 0.4                # and 256-byte page program


def boot(img, d, keys):
    """Boot the board from a copy of img, press keys; (first frame text, last frame)."""
    work = os.path.join(d, "boot.img")
    shutil.copy(img, work)
    sched, end, _ = device.schedule(keys)
    pb = device.Playback(device.run_board(work, sched, (end + 200) / 1000,
                                          os.path.join(d, "boot.jsonl")))
    if not pb.booted:
        return None, None
    first = next(v for _ms, v in pb.frames if any(v))
    return ocr(first), pb.frames[-1][1]


def files_of(img):
    """{path: bytes} of every file on a littlefs image of the Pico's filesystem."""
    from littlefs import LittleFS
    fs = LittleFS(block_size=pico.BLOCK, block_count=pico.BLOCKS, read_size=32, prog_size=256,
                  lookahead_size=32, mount=False)
    with open(img, "rb") as f:
        fs.context.buffer = bytearray(f.read())
    fs.mount()
    out = {}
    for root, _dirs, names in fs.walk("/"):
        for n in names:
            p = (root.rstrip("/") + "/" + n).lstrip("/")
            with fs.open(p, "rb") as f:
                out[p] = f.read()
    return out


def load_saves(fl):
    """{record name: what lookout.store loads} for the save files among fl ({path: bytes}),
    read back with the firmware's own Store, as the app does at boot."""
    from lookout.fsys import OsFs
    from lookout.store import Store
    names = set(p.rsplit(".", 1)[0] for p in fl if p.endswith((".sav", ".tmp", ".bak")))
    with tempfile.TemporaryDirectory() as d:
        for p, b in fl.items():
            q = os.path.join(d, p)
            os.makedirs(os.path.dirname(q), exist_ok=True)
            with open(q, "wb") as f:
                f.write(b)
        return dict((n, Store(OsFs(d), n).load()) for n in sorted(names))


def timeline(ops):
    """[(start ms, length ms)] of the flash operations as a board's flash takes them: the
    emulator did each at once, so each one's typical time (W25Q16JV: ERASE_MS per 4 KB
    sector, PROGRAM_MS per 256-byte page) is added to every later time."""
    out = []
    late = 0.0
    for t, kind, _off, count in ops:
        ln = (count / 4096 * ERASE_MS) if kind == "erase" else (count / 256 * PROGRAM_MS)
        out.append((t + late, ln))
        late += ln
    return out


def cut_image(snaps, ops, tl, c, d):
    """The flash a cut at ms c leaves, written to d/cut.img: the image of the operations done
    before c, with the one under way torn (the first part of its bytes done). Returns (path,
    key) where key names the image (done ops, torn bytes)."""
    done = sum(1 for s, ln in tl if s + ln <= c)
    img = os.path.join(snaps, "%04d.img" % done)
    if done == len(ops) or c < tl[done][0]:
        return img, (done, 0)
    s, ln = tl[done]
    _t, _kind, off, count = ops[done]
    m = int((c - s) / ln * count)
    if m == 0:
        return img, (done, 0)
    with open(img, "rb") as f:
        a = bytearray(f.read())
    with open(os.path.join(snaps, "%04d.img" % (done + 1)), "rb") as f:
        b = f.read()
    a[off:off + m] = b[off:off + m]
    p = os.path.join(d, "cut_%d_%d.img" % (done, m))
    with open(p, "wb") as f:
        f.write(a)
    return p, (done, m)


def scenario(name, cuts, rng, fresh, deployed, boots=6, log=print):
    before, press, resume = SCENARIOS[name]
    with tempfile.TemporaryDirectory() as d:
        snaps = os.path.join(d, "snaps")
        os.makedirs(snaps)
        script = before + " " + press
        sched, end, starts = device.schedule(script)
        work = os.path.join(d, "flash.img")
        shutil.copy(fresh, work)
        recs = device.run_board(work, sched, (end + 300) / 1000, os.path.join(d, "t.jsonl"),
                                snap_dir=snaps, snap_after=starts[-1])
        t0 = next(r["t"] for r in recs if "ready" in r)
        ops = [((r["t"] - t0) / 1e6, r["flash"], r["off"], r["count"]) for r in recs
               if r.get("flash") in ("erase", "program")]
        if not ops:
            raise RuntimeError("%s: the last press wrote nothing to flash" % name)
        tl = timeline(ops)
        lo, hi = tl[0][0] - MARGIN_MS, tl[-1][0] + tl[-1][1] + MARGIN_MS
        ends = {}
        for k in (0, len(ops)):
            fl = files_of(os.path.join(snaps, "%04d.img" % k))
            first, last = boot(os.path.join(snaps, "%04d.img" % k), d, resume)
            ends[k] = (load_saves(fl), (first, last))
            log("%s: after %d of %d flash ops: %s | %s" % (
                name, k, len(ops), " / ".join(first or []), " / ".join(ocr(last)[:3])))
        before_s, after_s = ends[0][0], ends[len(ops)][0]
        host_ok = 0
        bad = []
        kept = {}
        for _ in range(cuts):
            c = rng.uniform(lo, hi)
            img, key = cut_image(snaps, ops, tl, c, d)
            try:
                fl = files_of(img)
                lost = [p for p, b in deployed.items() if fl.get(p) != b]
                got = load_saves(fl)
                same = all(got.get(n) in (before_s.get(n), after_s.get(n))
                           for n in set(got) | set(after_s))
            except Exception as e:          # noqa: BLE001 - a flash that does not mount
                lost, same = [repr(e)], False
            if not lost and same:
                host_ok += 1
                if key not in kept and key not in ((0, 0), (len(ops), 0)):
                    kept[key] = img if img.startswith(snaps) else shutil.copy(
                        img, os.path.join(snaps, "keep_%d_%d.img" % key))
            else:
                bad.append((c, key, lost[:2]))
        booted = 0
        boot_ok = 0
        for key in rng.sample(sorted(kept), min(boots, len(kept))):
            first, last = boot(kept[key], d, resume)
            booted += 1
            if (first, last) in (ends[0][1], ends[len(ops)][1]):
                boot_ok += 1
            else:
                bad.append(("boot", key, (first, ocr(last) if last else None)))
        torn = sum(1 for k in kept if k[1])
        log("%s: %d flash ops in the save (%.1f ms with flash timing), cuts: %d, intact on "
            "the host: %d, distinct flashes %d (%d torn mid-operation), booted %d, "
            "resumed right %d" % (name, len(ops), hi - lo - 2 * MARGIN_MS, cuts, host_ok,
                                  len(kept) + 2, torn, booted + 2, boot_ok + 2))
        for b in bad:
            log("%s: HARMED %r" % (name, b))
        return {"cuts": cuts, "intact_cuts": host_ok, "booted": booted + 2,
                "booted_ok": boot_ok + 2, "ops": len(ops)}


def main(argv):
    import argparse
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuts", type=int, default=100, help="per scenario")
    ap.add_argument("--seed", type=int, default=23)
    ap.add_argument("--boots", type=int, default=6,
                    help="cut flashes booted on the board per scenario (besides before/after)")
    ap.add_argument("--only", choices=sorted(SCENARIOS))
    a = ap.parse_args(argv)
    why = pico.missing()
    if why:
        sys.exit("emulated Pico unavailable: " + why)
    files = device.deploy_files()
    work = tempfile.mkdtemp()
    fresh = shutil.copy(pico.image(files), os.path.join(work, "fresh.img"))   # the cache may go
    rng = random.Random(a.seed)
    total = {"cuts": 0, "intact_cuts": 0, "booted": 0, "booted_ok": 0}
    for name in ([a.only] if a.only else SCENARIOS):
        r = scenario(name, a.cuts, rng, fresh, files, a.boots)
        for k in total:
            total[k] += r[k]
    print("cuts: %d" % total["cuts"])
    print("cuts leaving the save before or after and the deployed files intact: %d" %
          total["intact_cuts"])
    print("cut flashes booted on the board: %d, to Welcome back and the right screen: %d" % (
        total["booted"], total["booted_ok"]))
    print(json.dumps(total))
    shutil.rmtree(work)
    ok = total["intact_cuts"] == total["cuts"] and total["booted_ok"] == total["booted"]
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
