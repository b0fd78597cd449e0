"""The emulated board's USB serial port as a pty: real mpremote against the real firmware.

    python tools/pico/serialport.py [--fs IMG] [--minutes M]     (make device-serial)

boots the device as built (tools/pico/device.py: main.py, hal_pico, the deploy's flash; or the
flash image IMG, kept) on board.mjs with its USB CDC bridged to a pty, prints the port, and runs
until Ctrl-C (or M minutes), then writes the flash back to IMG. Meanwhile, from another shell:

    mpremote connect /dev/pts/N fs ls
    make deploy PORT=/dev/pts/N
    tools/lookout backup /dev/pts/N

The pty is made here (os.openpty), its slave end set raw (no echo: the device's output would
come back to it as input) and held open for the run (without an open slave, reads on the
master fail with EIO); board.mjs gets the master, non-blocking, and moves bytes between it
and rp2040js's USBCDC (tools/pico/usbserial.mjs). The emulated Pico runs at ~15% of real
time: mpremote's 10 s timeouts are wall time, and hold (a soft reset here takes ~2 s).
"""
import json
import os
import shutil
import subprocess
import sys
import time
import tty

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pico      # noqa: E402

READY_S = 300               # wall seconds for the app's first frame


class SerialBoard:
    """board.mjs on the flash image img with its USB serial port at self.port (a pty).
    trace: board.mjs's trace file; stop() ends the run and writes the flash back to img."""

    def __init__(self, img, trace, wall_timeout=1800):
        why = pico.missing()
        if why:
            raise RuntimeError(why)
        self.img = img
        self.trace = trace
        self.wall_timeout = wall_timeout
        self.proc = None

    def start(self):
        master, slave = os.openpty()
        tty.setraw(slave)
        os.set_blocking(master, False)
        ctl_r, ctl_w = os.pipe()
        os.set_blocking(ctl_r, False)
        cmd = [pico.node(), os.path.join(HERE, "board.mjs"), "--uf2", pico.uf2_path(),
               "--bootrom", pico.bootrom_path(), "--fs", self.img, "--save-fs", self.img,
               "--trace", self.trace, "--until", "0", "--boot-limit", "0",
               "--serial-fd", str(master), "--ctl-fd", str(ctl_r),
               "--wall-timeout", str(self.wall_timeout)]
        self._err = open(self.trace + ".err", "wb")
        # its own session: a Ctrl-C in this terminal is ours, the board then saves its flash
        self.proc = subprocess.Popen(cmd, pass_fds=(master, ctl_r), stderr=self._err,
                                     start_new_session=True)
        os.close(master)
        os.close(ctl_r)
        self._slave = slave
        self._ctl = ctl_w
        self.port = os.ttyname(slave)
        return self

    def records(self):
        with open(self.trace) as f:
            return [json.loads(ln) for ln in f if ln.strip().endswith("}")]

    def errors(self):
        with open(self.trace + ".err", "rb") as f:
            return f.read().decode("utf-8", "replace")[-800:]

    def wait(self, cond, what, timeout=READY_S):
        """Wait until cond(the trace's records) is true."""
        t = time.time() + timeout
        while time.time() < t:
            if self.proc.poll() is not None:
                raise RuntimeError("board.mjs ended: %s" % self.errors())
            if os.path.exists(self.trace) and cond(self.records()):
                return
            time.sleep(0.5)
        raise RuntimeError("%s: not in %d s" % (what, timeout))

    def wait_ready(self, timeout=READY_S):
        """Wait for the app's first frame (so mpremote's Ctrl-C finds the app running)."""
        self.wait(lambda rs: any("ready" in r for r in rs), "the app's first frame", timeout)

    def stop(self):
        """End the run; the flash is written back to img. The trace's records."""
        if self.proc is None:
            return []
        os.close(self._ctl)
        try:
            self.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        os.close(self._slave)
        self._err.close()
        self.proc = None
        return self.records()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()


def main(argv):
    import argparse
    import tempfile
    ap = argparse.ArgumentParser(description="the emulated board's USB serial port as a pty")
    ap.add_argument("--fs", help="flash image to use and keep (default: a fresh deploy, "
                    "written to build/device-serial/flash.img)")
    ap.add_argument("--minutes", type=float, default=60, help="stop after this long (60)")
    a = ap.parse_args(argv)
    why = pico.missing()
    if why:
        sys.exit("emulated Pico unavailable: " + why)
    img = a.fs
    if img is None:
        import device
        out = os.path.join(pico.ROOT, "build", "device-serial")
        os.makedirs(out, exist_ok=True)
        img = shutil.copy(device.flash_image(), os.path.join(out, "flash.img"))
    import signal
    for sig in (signal.SIGINT, signal.SIGTERM):      # (a background job ignores SIGINT)
        signal.signal(sig, signal.default_int_handler)
    trace = os.path.join(tempfile.mkdtemp(), "board.jsonl")
    board = SerialBoard(img, trace, wall_timeout=int(a.minutes * 60)).start()
    print("the emulated Pico's USB serial port: %s" % board.port)
    print("  mpremote connect %s fs ls" % board.port)
    print("Ctrl-C here ends the run and keeps the flash in %s" % img)
    sys.stdout.flush()
    try:
        board.proc.wait()
    except KeyboardInterrupt:
        pass
    recs = board.stop()
    resets = [r for r in recs if "reset" in r]
    print("flash kept in %s; chip resets: %d" % (img, len(resets)))
    shutil.rmtree(os.path.dirname(trace))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
