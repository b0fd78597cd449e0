"""The house rule (HACKING.md, issue 20): no import cycles. lookout.app imports the screens
(home -> games -> a game's screens); a screen gets what it needs from the app it is handed
(app.drop, app.OPENING, app.here...), never by importing lookout.app back."""
import ast
import os

ROOT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware",
                    "lookout")


def _imports(path):
    tree = ast.parse(open(path).read())
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            yield node.module, [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            for a in node.names:
                yield a.name, []


ENTRIES = ("app.py", "webpage.py")   # the app, and the web page's loop (main.py's twin)


def test_no_module_but_main_imports_the_app():
    bad = []
    for d, _, files in os.walk(ROOT):
        for f in files:
            if f.endswith(".py") and f not in ENTRIES:
                p = os.path.join(d, f)
                for mod, names in _imports(p):
                    if mod == "lookout.app" or (mod == "lookout" and "app" in names):
                        bad.append(os.path.relpath(p, ROOT))
    assert bad == [], bad
