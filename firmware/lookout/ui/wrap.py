"""Word-wrap text to the screen's columns: lines break between words, never inside one; only a
single word longer than a whole line is broken (it could not be shown otherwise).

Pure (no framebuf), so the core tests can check every message a rules core raises."""


def squeeze(s, width):
    """A table line one or two columns too wide: drop padding spaces (two in a row), then an
    apostrophe, instead of breaking it, so columns of numbers stay on one line. A rule (a line
    of dashes) is just shortened."""
    if len(s) > width and not s.strip("-"):
        return s[:width]
    while len(s) > width:
        k = s.rfind("  ")
        if k < 0:
            k = s.rfind("'")
            if k < 0 or len(s) > width + 1:
                return s
        s = s[:k] + s[k + 1:]
    return s


def wrap_line(s, width, out):
    """Append the lines of one paragraph s, wrapped to width, to out."""
    s = squeeze(s, width)
    if len(s) <= width:
        out.append(s)
        return
    if ("  " in s or "\t" in s or "\r" in s or "\v" in s or "\f" in s or s.startswith(" ")
            or s.endswith(" ")):
        _wrap_words(s, width, out)
        return
    # Words apart by single spaces: each line is one slice of s. On a Pico every new str is
    # looked up among the interned names (~0.2 ms with a game loaded), and word by word made
    # about three per word; the same lines (host_tests/core/test_wrap.py checks both ways).
    n = len(s)
    a = 0
    while n - a > width:
        k = s.rfind(" ", a, a + width + 1)     # the last break that keeps the line in width
        if k > a:
            out.append(s[a:k])
            a = k + 1
        else:                                  # a word longer than a line: the hard break
            out.append(s[a:a + width])
            a += width
    out.append(s[a:])


def _wrap_words(s, width, out):
    """wrap_line word by word: any spacing (runs of spaces, tabs) reads as one space."""
    line = ""
    for w in s.split():
        while len(w) > width:              # a word longer than a line: the only hard break
            if line:
                out.append(line)
                line = ""
            out.append(w[:width])
            w = w[width:]
        if not line:
            line = w
        elif len(line) + 1 + len(w) <= width:
            line += " " + w
        else:
            out.append(line)
            line = w
    if line or not out:
        out.append(line)


def wrap(text, width=16):
    """text (a string, newlines kept as breaks, or a list of lines) as a list of lines of at
    most width characters."""
    paras = text.split("\n") if type(text) is str else text
    out = []
    for p in paras:
        wrap_line(p, width, out)
    return out
