#!/usr/bin/env python3
"""A virtual MicroPython board for tests and tools: the unix port behind a local socket that real
mpremote connects to, with the board's flash in a folder on the host.

Why: deploy, mip and the host companion talk to a Pico through mpremote's raw REPL. This board
runs tools/vboard_agent.py under `.venv/bin/micropython` (the REPL protocol, "/" mounted on
`root`), and relays one TCP client at a time on 127.0.0.1 to it. mpremote reaches it through
pyserial's `socket://` URL handler:

    mpremote connect socket://127.0.0.1:PORT fs ls :

Python API:

    with VBoard() as vb:                  # temp root, free port; VBoard(root=DIR, port=N)
        vb.device                         # "socket://127.0.0.1:PORT"
        vb.root                           # host folder that is the board's "/"
        vb.mpremote("fs", "ls", ":")      # CompletedProcess (text), real mpremote, check=True
        vb.files()                        # {"lib/x.mpy": b"...", ...} of the board's flash
        vb.resets                         # machine.reset() calls seen (mpremote `reset`)
        vb.wait_resets(n)                 # ... wait for them (reset returns before the board)

Command line: `python tools/vboard.py [--root DIR] [--port N]` serves until Ctrl-C.
The board state (REPL namespace, imported modules) lives across connections like a real board;
the process and the temp root go away on stop().
"""
import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AGENT = os.path.join(ROOT, "tools", "vboard_agent.py")
HOST = "127.0.0.1"


def _venv_exe(name):
    for d in (os.path.dirname(sys.executable), os.path.join(ROOT, ".venv", "bin")):
        p = os.path.join(d, name)
        if os.path.exists(p):
            return p
    return shutil.which(name) or name


class VBoard:
    def __init__(self, root=None, port=0, micropython=None, heap="2m"):
        self._own_root = root is None
        self.root = root
        self._want_port = port
        self.micropython = micropython or _venv_exe("micropython")
        self.heap = heap
        self.port = None
        self.resets = 0
        self.log = []                 # stderr lines of the board (tracebacks of the agent)
        self._proc = None
        self._srv = None
        self._conn = None
        self._lock = threading.Lock()
        self._threads = []

    # --- lifecycle ---------------------------------------------------------------------------

    def start(self):
        if self._own_root:
            self.root = tempfile.mkdtemp(prefix="vboard-")
        os.makedirs(self.root, exist_ok=True)
        self.root = os.path.realpath(self.root)
        self._proc = subprocess.Popen(
            [self.micropython, "-X", "heapsize=%s" % self.heap, AGENT, self.root],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=0)
        self._srv = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        self._srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self._srv.bind((HOST, self._want_port))
        self._srv.listen(1)
        self.port = self._srv.getsockname()[1]
        for fn in (self._accept_loop, self._out_loop, self._err_loop):
            t = threading.Thread(target=fn, daemon=True)
            t.start()
            self._threads.append(t)
        return self

    def stop(self):
        if self._srv is not None:
            try:
                self._srv.close()
            except OSError:
                pass
            self._srv = None
        self._drop_conn()
        if self._proc is not None:
            self._proc.kill()
            self._proc.wait()
            for f in (self._proc.stdin, self._proc.stdout, self._proc.stderr):
                f.close()
            self._proc = None
        for t in self._threads:
            t.join(timeout=2)
        self._threads = []
        if self._own_root and self.root and os.path.isdir(self.root):
            shutil.rmtree(self.root, ignore_errors=True)

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    @property
    def device(self):
        return "socket://%s:%d" % (HOST, self.port)

    @property
    def alive(self):
        return self._proc is not None and self._proc.poll() is None

    # --- relays ------------------------------------------------------------------------------

    def _drop_conn(self):
        with self._lock:
            c, self._conn = self._conn, None
        if c is not None:
            try:
                c.close()
            except OSError:
                pass

    def _accept_loop(self):
        """One client at a time, like a serial port; its bytes go to the board's stdin."""
        while self._srv is not None:
            try:
                conn, _ = self._srv.accept()
            except OSError:
                return
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            with self._lock:
                self._conn = conn
            try:
                while True:
                    data = conn.recv(4096)
                    if not data:
                        break
                    self._proc.stdin.write(data)
            except (OSError, ValueError, AttributeError):
                pass
            with self._lock:
                if self._conn is conn:
                    self._conn = None
            try:
                conn.close()
            except OSError:
                pass

    def _out_loop(self):
        """Board output to the connected client; dropped when nobody listens (a serial line)."""
        fd = self._proc.stdout.fileno()
        while True:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return
            if not data:
                return
            with self._lock:
                c = self._conn
            if c is not None:
                try:
                    c.sendall(data)
                except OSError:
                    pass

    def _err_loop(self):
        for line in iter(self._proc.stderr.readline, b""):
            text = line.decode("utf-8", "replace").rstrip("\n")
            if text == "vboard: reset":
                self.resets += 1
            else:
                self.log.append(text)

    # --- helpers -----------------------------------------------------------------------------

    def mpremote(self, *args, check=True, timeout=120):
        """Run real mpremote against this board: mpremote connect DEVICE ARGS..."""
        cmd = [_venv_exe("mpremote"), "connect", self.device] + list(args)
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        if check and r.returncode != 0:
            raise RuntimeError("mpremote %s failed (%d):\n%s%s\nboard log:\n%s" % (
                " ".join(args), r.returncode, r.stdout, r.stderr, "\n".join(self.log)))
        return r

    def wait_resets(self, n, timeout=10):
        """Wait until n machine.reset() calls were seen (mpremote `reset` does not wait)."""
        end = time.monotonic() + timeout
        while self.resets < n and time.monotonic() < end:
            time.sleep(0.02)
        return self.resets >= n

    def files(self):
        """{path relative to the board's /: bytes} for every file on the board's flash."""
        out = {}
        for d, dirs, files in os.walk(self.root):
            dirs.sort()
            for f in sorted(files):
                p = os.path.join(d, f)
                with open(p, "rb") as fh:
                    out[os.path.relpath(p, self.root).replace(os.sep, "/")] = fh.read()
        return out


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--root", help="host folder used as the board's flash (default: temp)")
    ap.add_argument("--port", type=int, default=0, help="TCP port on 127.0.0.1 (default: free)")
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))   # stop() runs on kill too
    vb = VBoard(root=args.root, port=args.port).start()
    print("virtual board: %s  root: %s" % (vb.device, vb.root), flush=True)
    print("try: mpremote connect %s fs ls :" % vb.device, flush=True)
    try:
        while vb.alive:
            threading.Event().wait(1)
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        vb.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
