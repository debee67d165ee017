"""The sheriff's route (LT-1.D), read from the ``route`` section of ``boards/lieutenants.yaml``.

:func:`read_route` reads and checks the section: ``numbers`` lists the number printed on each
space of the route, Nottingham (space 0, no number: ``null``) first, then the 20 forest
spaces (LT-1.5). A mistake names the file, the line and the field, e.g.
``boards/lieutenants.yaml, line 14, field route.numbers[3]: expected a whole number,
got 'five'``. The game's ``BoardNeeds`` hands it to the board check
(``sections={"route": read_route}``); :func:`route_numbers` reads the bundled board once.

>>> numbers = route_numbers()
>>> len(numbers), numbers[0], numbers[1], numbers[20]
(21, None, 4, 2)
"""

from __future__ import annotations

from functools import cache
from typing import Any

from sherwood.engine.checked_yaml import At, YamlSeq, check_fields, read_int, show
from sherwood.engine.errors import BadLayout
from sherwood.engine.layout import load_layout_file
from sherwood.games.lieutenants.content import ROUTE_LENGTH
from sherwood.resources import resource_path

SHOWN = "boards/lieutenants.yaml"
ROUTE_NUMBERS = range(2, 9)
"""LT-1.5: the numbers a forest space carries, 2 to 8 (a hand of cards at most that many
gets one more at a delivery, LT-8.3)."""


def read_route(at: At, node: Any) -> tuple[int | None, ...]:
    """The ``route`` section ``node`` (at ``at``): the numbers of the 21 spaces (LT-1.5)."""
    node = check_fields(at, node, ("numbers",), ())
    where = at.key(node, "numbers")
    numbers = node["numbers"]
    if not isinstance(numbers, YamlSeq):
        where.fail(f"expected a list of {ROUTE_LENGTH} numbers (null first, for Nottingham), "
                   f"got {show(numbers)}")
    if len(numbers) != ROUTE_LENGTH:
        where.fail(f"expected {ROUTE_LENGTH} entries (Nottingham and the 20 forest spaces, "
                   f"LT-1.5), got {len(numbers)}")
    if numbers[0] is not None:
        where.item(numbers, 0).fail(f"Nottingham (space 0) has no number: write null, not "
                                    f"{show(numbers[0])}")
    found: list[int | None] = [None]
    for i in range(1, ROUTE_LENGTH):
        number_at = where.item(numbers, i)
        number = read_int(number_at, numbers[i])
        if number not in ROUTE_NUMBERS:
            number_at.fail(f"a forest space carries a number from {ROUTE_NUMBERS[0]} to "
                           f"{ROUTE_NUMBERS[-1]} (LT-1.5), got {number}")
        found.append(number)
    return tuple(found)


@cache
def route_numbers() -> tuple[int | None, ...]:
    """The route of the bundled ``boards/lieutenants.yaml``, read and checked once."""
    return route_from_yaml(resource_path("boards", "lieutenants.yaml"), SHOWN)


def route_from_yaml(path: Any, shown: str | None = None) -> tuple[int | None, ...]:
    """The route of the board file ``path``; errors are BadLayout naming ``shown``."""
    shown = shown if shown is not None else str(path)
    layout = load_layout_file(path, shown)
    section = layout.sections.get("route")
    if section is None:
        raise BadLayout(shown, None, "route", "is required but missing: the sheriff's route "
                        "(numbers: the number on each space, null for Nottingham; LT-1.D)")
    return read_route(section.at, section.node)
