"""Black Keep's engine has no import circles (issue 19: keep/draws <-> keep/turn): every import
in lookout/keep/*.py, at the top or inside a function, read with ast."""
import ast
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PKG = "lookout.keep"
DIR = os.path.join(ROOT, "firmware", "lookout", "keep")


def imports():
    """{module: set of lookout.keep modules it imports}."""
    out = {}
    for f in sorted(os.listdir(DIR)):
        if not f.endswith(".py") or f == "__init__.py":
            continue
        name = PKG + "." + f[:-3]
        with open(os.path.join(DIR, f)) as fh:
            tree = ast.parse(fh.read())
        got = set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Import):
                got.update(a.name for a in n.names if a.name.startswith(PKG + "."))
            elif isinstance(n, ast.ImportFrom) and n.module:
                if n.module == PKG:
                    got.update(PKG + "." + a.name for a in n.names)
                elif n.module.startswith(PKG + "."):
                    got.add(n.module)
        out[name] = got
    return out


def circles(graph):
    """Each import circle once, as the list of modules round it."""
    found = []
    seen = set()

    def walk(m, path):
        for n in sorted(graph.get(m, ())):
            if n in path:
                c = path[path.index(n):]
                key = frozenset(c)
                if key not in seen:
                    seen.add(key)
                    found.append(c + [n])
            elif n in graph:
                walk(n, path + [n])

    for m in sorted(graph):
        walk(m, [m])
    return found


def test_the_keep_engine_has_no_import_circles():
    g = imports()
    assert PKG + ".turn" in g and PKG + ".cards" in g[PKG + ".turn"]    # it reads imports
    assert circles(g) == [], circles(g)


def test_a_circle_is_found():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
