"""Roman numerals, as printed on tarot trumps, road signs and prison levels.

>>> roman(4), roman(14), roman(21), roman(1994)
('IV', 'XIV', 'XXI', 'MCMXCIV')
"""

from __future__ import annotations

_VALUES = (
    (1000, "M"),
    (900, "CM"),
    (500, "D"),
    (400, "CD"),
    (100, "C"),
    (90, "XC"),
    (50, "L"),
    (40, "XL"),
    (10, "X"),
    (9, "IX"),
    (5, "V"),
    (4, "IV"),
    (1, "I"),
)


def roman(n: int) -> str:
    """``n`` (1 to 3999) in Roman numerals; there is no Roman zero, so 0 raises ValueError."""
    if not 1 <= int(n) <= 3999:
        raise ValueError(f"Roman numerals run from 1 to 3999, not {n}")
    n = int(n)
    out = []
    for value, symbol in _VALUES:
        count, n = divmod(n, value)
        out.append(symbol * count)
    return "".join(out)
