#!/usr/bin/env python3
"""Serve build/web for trying the page (make web-serve): http://localhost:8024/ .

Python's http.server with the page's types set here (a module script must come as JavaScript,
the runtime as application/wasm, whatever the machine's mime.types says). Service workers, so
the offline copy, need localhost or https: a phone on the same network can play from
http://<this machine>:8024/ but gets no offline copy that way.

Usage: tools/web/web_serve.py [--port 8024] [--dir build/web]
"""
import argparse
import functools
import http.server
import os

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPES = {".js": "text/javascript", ".mjs": "text/javascript", ".wasm": "application/wasm",
         ".html": "text/html", ".pack": "application/octet-stream"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES)

    def log_message(self, *a):
        pass


def server(directory, port=8024, host=""):
    """A ThreadingHTTPServer on directory (port 0: any free port; .server_address says)."""
    return http.server.ThreadingHTTPServer(
        (host, port), functools.partial(Handler, directory=directory))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--port", type=int, default=8024)
    ap.add_argument("--dir", default=os.path.join(ROOT, "build", "web"))
    a = ap.parse_args()
    s = server(a.dir, a.port)
    print("Lookout on http://localhost:%d/ (Ctrl-C stops)" % a.port)
    try:
        s.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
