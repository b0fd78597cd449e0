from lookout import buttons as B


def feed(btn, mask, t0, t1, step=5):
    """Poll every `step` ms from t0 to t1 holding mask; return [(time, event)]."""
    out = []
    t = t0
    while t <= t1:
        while True:
            ev = btn.poll(mask, t)
            if ev < 0:
                break
            out.append((t, ev))
        t += step
    return out


def test_arrow_fires_after_debounce_then_repeats_and_accelerates():
    b = B.Buttons()
    evs = feed(b, 1 << B.UP, 0, 3000)
    assert evs[0] == (B.DEBOUNCE_MS, B.UP + B.PRESS)
    reps = [t for t, e in evs if e == B.UP + B.REPEAT]
    assert reps[0] == B.DEBOUNCE_MS + B.REPEAT_DELAY_MS
    gaps = [reps[i + 1] - reps[i] for i in range(len(reps) - 1)]
    assert gaps[0] == B.REPEAT_MS and gaps[-1] == B.REPEAT_FAST_MS
    assert b.repeats == len(reps)


def test_held_arrow_tops_out_at_20_a_second_within_a_second():
    # issue 8 #7: a 2 s hold took number entry from 8 to 177; now the rate is capped
    b = B.Buttons()
    evs = feed(b, 1 << B.UP, 0, 6000)
    reps = [t for t, e in evs if e == B.UP + B.REPEAT]
    gaps = [reps[i + 1] - reps[i] for i in range(len(reps) - 1)]
    assert min(gaps) >= 50                       # never more than 20 a second
    fast = [reps[i] for i in range(len(gaps)) if gaps[i] == 50][0]
    assert fast - B.DEBOUNCE_MS <= 1000          # the top rate is reached within a second
    in_2s = len([t for t in reps if t - B.DEBOUNCE_MS <= 2000])
    assert 20 <= in_2s <= 35, in_2s


def test_bounce_shorter_than_debounce_is_ignored():
    b = B.Buttons()
    evs = feed(b, 1 << B.DOWN, 0, 10) + feed(b, 0, 15, 100)
    assert evs == []


def test_ok_short_fires_on_release_long_fires_once_while_held():
    b = B.Buttons()
    assert feed(b, 1 << B.OK, 0, 100) == []            # nothing while held briefly
    evs = feed(b, 0, 105, 200)
    assert [e for _, e in evs] == [B.OK + B.PRESS]
    evs = feed(b, 1 << B.OK, 300, 1500) + feed(b, 0, 1505, 1600)
    assert [e for _, e in evs] == [B.OK + B.LONG]       # no PRESS after a LONG
    assert evs[0][0] - 300 - B.DEBOUNCE_MS >= B.LONG_MS - 5


def test_key_and_kind_decode():
    ev = B.BACK + B.LONG
    assert B.key_of(ev) == B.BACK and B.kind_of(ev) == B.LONG


def test_a_held_arrow_repeats_as_often_whatever_the_loop_pass():
    """Repeats are due at fixed times from the press: a 1.5 s hold gives the same count with
    the simulator's 5 ms steps and the Pico's ~10-13 ms loop passes (the emulated board
    counted one fewer when each repeat was timed from the pass that fired the last)."""
    counts = []
    for step in (5, 7, 10, 13):
        b = B.Buttons()
        evs = feed(b, 1 << B.UP, 0, 1500, step)
        counts.append(len([t for t, e in evs if e == B.UP + B.REPEAT]))
    assert len(set(counts)) == 1, counts


def test_a_stalled_pass_drops_repeats_rather_than_bursting():
    b = B.Buttons()
    feed(b, 1 << B.UP, 0, 600)                           # pressed, repeating
    evs = feed(b, 1 << B.UP, 900, 900)                   # one pass 300 ms late
    assert len(evs) == 1, evs                            # one repeat, not three
    evs = feed(b, 1 << B.UP, 905, 1000)
    assert evs and all(t >= 900 + B.REPEAT_FAST_MS for t, _ in evs), evs
