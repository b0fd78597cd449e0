"""The MicroPython side of the virtual board (tools/vboard.py): run by the unix port, it speaks
MicroPython's REPL protocol on stdin/stdout the way a Pico does over USB, so real mpremote can
drive it.

Usage (micropython): vboard_agent.py ROOT

ROOT is mounted as the board's "/" (vfs.VfsPosix(ROOT)), so `open("/main.py")` and every mpremote
fs command land inside it (a path prefix for tests, not a security sandbox: "/../x" escapes).
Supported: the raw REPL (Ctrl-A, Ctrl-B, Ctrl-C, Ctrl-D = run / soft reset), raw-paste mode
(Ctrl-E A Ctrl-A, with flow control), a line-at-a-time friendly REPL, and machine.reset() (a hard
reset: fresh namespace, board modules unloaded, a banner; the host counts it from the
"vboard: reset" line on stderr).
main.py is not run after a reset: the virtual board has no pins for the app to drive.
"""
import io
import os
import sys
import vfs

BANNER = "MicroPython (Lookout virtual board: unix port); Type \"help()\" for more information.\r\n"
RAW_BANNER = "raw REPL; CTRL-B to exit\r\n"
WINDOW = 512                        # raw-paste flow-control window (bytes)

_read = sys.stdin.buffer.read
_out = sys.stdout.buffer if hasattr(sys.stdout, "buffer") else sys.stdout
_real_machine = __import__("machine")


class HardReset(Exception):
    pass


class Machine:
    """The unix port's machine module plus reset()/bootloader(), which end the exec'd code."""

    def reset(self):
        raise HardReset()

    def bootloader(self):
        raise HardReset()

    def __getattr__(self, name):
        return getattr(_real_machine, name)


class Os:
    """The unix port's os, with ilistdir() giving sizes (name, type, inode, size) like a Pico's
    littlefs; VfsPosix leaves the size out and `mpremote fs ls` would show 0 bytes."""

    def ilistdir(self, path="."):
        base = path if path.endswith("/") else path + "/"
        for e in os.ilistdir(path):
            size = 0 if e[1] == 0x4000 else os.stat(base + e[0])[6]
            yield (e[0], e[1], e[2], size)

    def __getattr__(self, name):
        return getattr(os, name)


def report(e):
    """Traceback as a board prints it: without the agent's own frames."""
    buf = io.StringIO()
    sys.print_exception(e, buf)
    for line in buf.getvalue().split("\n"):
        if line and __file__ not in line:
            write(line + "\r\n")


def write(s):
    _out.write(s if isinstance(s, bytes) else s.encode())


def log(s):
    sys.stderr.write("vboard: %s\n" % s)


class Board:
    def __init__(self, root):
        vfs.umount("/")
        vfs.mount(vfs.VfsPosix(root), "/")
        os.chdir("/")
        self.boot_modules = set(sys.modules.keys())
        self.fresh()

    def fresh(self):
        """Power-on state: empty namespace, board modules forgotten, /lib on the path."""
        for k in list(sys.modules.keys()):
            if k not in self.boot_modules:
                del sys.modules[k]
        sys.modules["machine"] = Machine()
        sys.modules["os"] = Os()
        sys.path[:] = ["", ".frozen", "/lib"]
        self.ns = {"__name__": "__main__"}
        os.chdir("/")

    def run(self, code):
        """Execute code; returns True when it asked for a hard reset."""
        try:
            exec(compile(code, "<stdin>", "exec"), self.ns)
        except HardReset:
            return True
        except BaseException as e:   # noqa: B036 - the REPL reports everything, like a board
            write(b"\x04")
            report(e)
            write(b"\x04")
            return False
        write(b"\x04\x04")
        return False

    def hard_reset(self):
        log("reset")
        self.fresh()
        write("\r\n" + BANNER)

    def raw_paste(self):
        """Ctrl-E A Ctrl-A: receive code with flow control, ack the end with Ctrl-D, run it."""
        write(b"R\x01" + bytes((WINDOW & 0xFF, WINDOW >> 8, 1)))
        buf = bytearray()
        got = 0
        while True:
            c = _read(1)
            if not c:
                raise EOFError
            if c == b"\x04":
                break
            buf += c
            got += 1
            if got == WINDOW:
                got = 0
                write(b"\x01")
        write(b"\x04")
        return self.run(bytes(buf))

    def raw_repl(self):
        """Returns "friendly" (Ctrl-B) or "reset" (machine.reset())."""
        write(RAW_BANNER)
        while True:
            write(b">")
            line = bytearray()
            while True:
                c = _read(1)
                if not c:
                    raise EOFError
                if c == b"\x01":
                    if len(line) == 2 and line[0] == 5:
                        if line[1] != 0x41:
                            write(b"R\x00")
                            line = bytearray()
                            continue
                        if self.raw_paste():
                            return "reset"
                        break
                    write(RAW_BANNER)
                    line = bytearray()
                    write(b">")
                elif c == b"\x02":
                    write(b"\r\n")
                    return "friendly"
                elif c == b"\x03":
                    line = bytearray()
                elif c == b"\x04":
                    write(b"OK")
                    if not line:
                        write(b"\r\nMPY: soft reboot\r\n")
                        self.fresh()
                        write(RAW_BANNER)
                        break
                    if self.run(bytes(line)):
                        return "reset"
                    break
                else:
                    line += c

    def friendly_repl(self):
        """Line by line: echo, run on Enter. Returns "raw" (Ctrl-A) or "reset"."""
        write(">>> ")
        line = bytearray()
        while True:
            c = _read(1)
            if not c:
                raise EOFError
            if c == b"\x01":
                write(b"\r\n")
                return "raw"
            if c == b"\x03":
                line = bytearray()
                write(b"\r\n>>> ")
            elif c == b"\x04" and not line:
                write(b"\r\nMPY: soft reboot\r\n" + BANNER.encode())
                self.fresh()
                write(b">>> ")
            elif c == b"\r":
                write(b"\r\n")
                if line:
                    src = bytes(line)
                    line = bytearray()
                    try:
                        code = compile(src, "<stdin>", "single")
                    except SyntaxError as e:
                        report(e)
                        code = None
                    if code is not None:
                        try:
                            exec(code, self.ns)
                        except HardReset:
                            return "reset"
                        except BaseException as e:   # noqa: B036
                            report(e)
                write(b">>> ")
            elif c == b"\n":
                pass
            elif c in (b"\x08", b"\x7f"):
                if line:
                    line = line[:-1]
                    write(b"\x08 \x08")
            else:
                line += c
                write(c)

    def serve(self):
        write(BANNER)
        mode = "friendly"
        while True:
            if mode == "raw":
                mode = self.raw_repl()
            elif mode == "friendly":
                mode = self.friendly_repl()
            if mode == "reset":
                self.hard_reset()
                mode = "friendly"


def main():
    if len(sys.argv) < 2:
        sys.stderr.write("usage: micropython vboard_agent.py ROOT\n")
        sys.exit(2)
    board = Board(sys.argv[1])
    try:
        board.serve()
    except (EOFError, KeyboardInterrupt):
        pass


main()
