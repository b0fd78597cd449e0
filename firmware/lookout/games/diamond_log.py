"""Diamond's log form: who did what, kept explicit so that deleting an earlier entry
(lookout.history) never gives a card to someone else or changes a scored round.

The log keeps ["play", suit, number, seat] (the seat that played it), ["steal", cards, victim]
and ["commit", [round points per seat]] (logged as ["commit", None], the points filled in by
the scoring itself: one scoring, no second one for the log). Replayed after an earlier entry
is deleted, a card that would now be another seat's, a steal from someone else or a round
that would score differently is refused, with the reason (the trick's order is the rules': no
card out of turn).
"""


def _to_play(s):
    return (s["lead"] + len(s["trick"])) % s["n"]


def _chance(s):
    """The round's Thief's Chance (thief, victim, cards), or None (not all counted, none)."""
    from lookout.games.diamond import counts, thiefs_chance
    c = counts(s)
    return None if None in c else thiefs_chance(c)


def compact(state, action):
    """The form the log keeps (an action it cannot read: as given, for apply to refuse)."""
    a = action
    if type(a) not in (list, tuple) or not a:
        return a
    k = a[0]
    if k == "play" and len(a) == 3 and state["phase"] == "play":
        return ["play", a[1], a[2], _to_play(state)]
    if k == "steal" and len(a) <= 2 and state["phase"] == "score":
        ch = _chance(state)
        if ch:
            return ["steal", a[1] if len(a) > 1 else None, ch[1]]
    if k == "commit" and len(a) == 1 and state["phase"] == "score":
        return ["commit", None]         # the points: filled in as it scores (logged)
    return a


def logged(s, a, done=False):
    """ValueError unless a logged action still does what it did (naming the difference); the
    rules read a logged action as they read the screens' form (its extra items after). A
    commit is checked once done (the points it appended), the rest before."""
    k = a[0]
    names = s["names"]
    if done:
        got = [r[-1] for r in s["score"]]
        if len(a) == 2 and a[1] is None:
            a[1] = got                  # a new entry: the points it scored (one scoring)
        elif len(a) == 2 and got != list(a[1]):
            raise ValueError("round %d would score %s, not %s" % (
                s["round"] - (s["phase"] != "over"), "/".join(["%s" % x for x in got]),
                "/".join(["%s" % x for x in a[1]])))
        return
    if k == "play" and len(a) == 4:
        if s["phase"] == "play" and a[3] != _to_play(s):
            raise ValueError("%s's card would be %s's" % (
                names[a[3]] if type(a[3]) is int and 0 <= a[3] < s["n"] else "?",
                names[_to_play(s)]))
    elif k == "steal" and len(a) == 3:
        ch = _chance(s) if s["phase"] == "score" else None
        if ch and ch[1] != a[2]:
            raise ValueError("the Thief's Chance would be on %s" % names[ch[1]])

