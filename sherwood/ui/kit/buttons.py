"""What the game host's buttons can hold, so that a table words its buttons and sizes its
panels to fit them (a label wider than its button is cut by pygame_gui).

The host (:mod:`sherwood.ui.scenes.play`) lays the action buttons out by
:func:`action_boxes`, at most 190 board units wide, sharing the table's ``actions`` panel,
and the three controls (Undo, Show/Hide log, Menu) share its ``controls`` panel; the
theme's fonts do not shrink below 85 % in a small window, so there a panel may need more
board units than it has.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from sherwood.ui.kit.table import GameTable
    from sherwood.ui.render.board import Box

ACTION_MAX = 190  # board units, as the host lays out the action buttons
ACTION_GAP = 10
CONTROL_GAP = 8
CONTROL_LABELS = ("Undo", "Show log", "Hide log", "Menu")
EDGE = 2 * (2 + 2) + 6  # the theme's border and shadow on both sides, and a little air


def label_width(table: GameTable, label: str, object_id: str) -> int | None:
    """``label``'s width in pixels in the host's theme for ``object_id`` buttons (None before
    the host has its widgets)."""
    ui = getattr(table.host, "ui", None)
    if ui is None:
        return None
    return ui.get_theme().get_font([object_id, "button"]).size(label)[0]


def action_boxes(table: GameTable, count: int) -> list[pygame.Rect]:
    """Where the host puts ``count`` action buttons: side by side at the right end of the
    table's actions panel, in window pixels."""
    T = table.T
    area = T.rect(table.panel("actions"))
    gap = T.length(ACTION_GAP)
    width = min(T.length(ACTION_MAX), (area.w - gap * (count - 1)) // max(1, count))
    x = area.right - count * width - (count - 1) * gap
    return [pygame.Rect(x + i * (width + gap), area.y, width, area.h) for i in range(count)]


def action_fits(table: GameTable, label: str, count: int) -> bool:
    """Whether ``label`` fits on one of ``count`` action buttons side by side."""
    need = label_width(table, label, "@action")
    return need is None or need + EDGE <= action_boxes(table, count)[0].w


def first_fitting(table: GameTable, labels: Sequence[str], count: int) -> str:
    """The first of ``labels`` (longest wording first) that fits an action button; the last one
    if none does."""
    for label in labels:
        if action_fits(table, label, count):
            return label
    return labels[-1]


def controls_shortfall(table: GameTable, box: Box) -> float:
    """Board units the controls panel ``box`` lacks for its three buttons' labels (0 if none)."""
    need = max((label_width(table, label, "@quiet") or 0) for label in CONTROL_LABELS)
    if not need:
        return 0.0
    T = table.T
    want = 3 * (need + EDGE) + 2 * T.length(CONTROL_GAP)
    have = T.rect(box).w
    return max(0.0, (want - have) / T.scale)


def banner_row_panel(
    table: GameTable, name: str, box: Box, controls: Box, *, take: float = 0.0
) -> Box:
    """Panel ``name`` of the banner's row ("controls", "banner" or "actions"; ``box`` is its
    zone) once the controls panel ``controls`` has taken from the banner the room its labels
    need (a small window: the theme's fonts shrink less than the board); ``take``: board units
    the banner and the actions at its right end also give up (controls moved into the row)."""
    x, y, w, h = box
    cx, cy, cw, ch = controls
    extra = controls_shortfall(table, controls)
    if name == "controls":
        return (cx - extra, cy, cw + extra, ch)
    if name == "banner":
        return (x, y, w - extra - take, h)
    return (x - extra - take, y, w, h)  # the actions, at the banner's right end
