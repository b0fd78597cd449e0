"""Secret Location Dials behind per-player 4-digit PINs.

State keys: "dial" (one hex per player, -1 = not set yet) and "pin" (a salted hash of each
player's PIN, -1 = none yet). The engine reads dials directly (it is the referee: spotting and
catching need the real hex); everything a player sees of a dial goes through read()/write(),
which check the PIN first. A wrong PIN raises PinError("Wrong PIN") - the same text whatever
the dial holds, so it reveals nothing. The plain PIN is never kept in the state.
"""


class PinError(ValueError):
    pass


def valid_pin(pin):
    """'0042' or 42 -> '0042'; ValueError unless it is 4 digits."""
    if type(pin) is int:
        if not 0 <= pin <= 9999:
            raise ValueError("PIN must be 4 digits")
        pin = "%04d" % pin
    pin = str(pin)
    if len(pin) != 4 or not pin.isdigit():
        raise ValueError("PIN must be 4 digits")
    return pin


def pin_hash(pin, salt):
    """20-bit salted hash of a 4-digit PIN (small ints only)."""
    pin = valid_pin(pin)
    h = (salt * 2654435761 + 0x5BD1E) & 0xFFFFF
    for ch in pin:
        h = ((h ^ ord(ch)) * 0x3D) & 0xFFFFF
        h ^= h >> 7
    return h


def _salt(st, p):
    return st.get("salt", 0) * 8 + p


def has_pin(st, p):
    return st["pin"][p] >= 0


def set_pin(st, p, pin):
    """Choose player p's PIN (only once: the PIN guards the dial for the whole game)."""
    pin = valid_pin(pin)
    if st["pin"][p] >= 0:
        raise ValueError("PIN already set")
    st["pin"][p] = pin_hash(pin, _salt(st, p))


def check(st, p, pin):
    """Raise PinError unless pin is player p's PIN."""
    try:
        ok = st["pin"][p] >= 0 and pin_hash(pin, _salt(st, p)) == st["pin"][p]
    except ValueError:
        ok = False
    if not ok:
        raise PinError("Wrong PIN")


def read(st, p, pin):
    """Player p's dial (hex index, -1 if not set); PinError on a wrong PIN."""
    check(st, p, pin)
    return st["dial"][p]


def write(st, p, pin, h):
    """Turn player p's dial to hex h (the engine checks h is a legal place first)."""
    check(st, p, pin)
    st["dial"][p] = h
