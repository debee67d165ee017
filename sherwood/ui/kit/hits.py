"""The least size of a place to click.

A board drawn small (Merry Men at 800×500 is drawn at 0.42 of its design) makes its spots
small too: a hideout 18 pixels across, a barricade's place on a road 17. A click target is
never smaller than :data:`LEAST` pixels each way: :func:`grown` grows the boxes of a table's
spots about their centres (the picture stays as drawn; only the place that takes the click
grows), and where two grown boxes would meet, each stops halfway between the two centres,
never inside the other's own box, so that no spot takes a click meant for its neighbour.
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.ui.render.board import BoardTransform, Box

LEAST = 20
"""Pixels: the least width and height of a place to click on the screen."""


def grown(boxes: Sequence[Box], T: BoardTransform, least: int = LEAST) -> list[Box]:
    """``boxes`` (board units) each at least ``least`` pixels wide and high in ``T``'s window,
    grown about their centres and kept apart (see the module's docstring).

    >>> T = BoardTransform((1000, 1000), (500, 500))  # half size: 20 px are 40 board units
    >>> grown([(0, 0, 30, 30), (100, 0, 60, 60)], T)
    [(-5.0, -5.0, 40.0, 40.0), (100, 0, 60, 60)]
    >>> [b[0] + b[2] for b in grown([(0, 0, 30, 30), (34, 0, 30, 30)], T)][0]  # halfway: 32
    32.0
    """
    side = least / T.scale
    out = []
    for x, y, w, h in boxes:
        if w >= side and h >= side:
            out.append((x, y, w, h))
            continue
        gw, gh = max(w, side), max(h, side)
        out.append((x - (gw - w) / 2, y - (gh - h) / 2, gw, gh))
    for i in range(len(out)):
        for j in range(i + 1, len(out)):
            if _meet(out[i], out[j]) and not _meet(boxes[i], boxes[j]):  # met only as they grew
                out[i], out[j] = _apart(out[i], out[j], boxes[i], boxes[j])
    return out


def _meet(a: Box, b: Box) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def _apart(a: Box, b: Box, own_a: Box, own_b: Box) -> tuple[Box, Box]:
    """``a`` and ``b`` cut back to meet halfway between their centres, along the axis they
    lie further apart on, each never smaller than its own box (``own_a``, ``own_b``)."""
    ax, ay = a[0] + a[2] / 2, a[1] + a[3] / 2
    bx, by = b[0] + b[2] / 2, b[1] + b[3] / 2
    horizontal = abs(ax - bx) >= abs(ay - by)
    axis = 0 if horizontal else 1
    if (ax, ay)[axis] > (bx, by)[axis]:
        b2, a2 = _apart(b, a, own_b, own_a)
        return a2, b2
    mid = ((ax, ay)[axis] + (bx, by)[axis]) / 2
    a_end = max(mid, own_a[axis] + own_a[axis + 2])  # a's far edge, back to the middle
    b_start = min(mid, own_b[axis])  # b's near edge
    a_list, b_list = list(a), list(b)
    a_list[axis + 2] = min(a[axis] + a[axis + 2], a_end) - a[axis]
    new_start = max(b[axis], b_start)
    b_list[axis + 2] = b[axis] + b[axis + 2] - new_start
    b_list[axis] = new_start
    return (a_list[0], a_list[1], a_list[2], a_list[3]), (b_list[0], b_list[1], b_list[2], b_list[3])
