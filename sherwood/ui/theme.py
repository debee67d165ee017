"""Sherwood's widget theme, ``assets/theme.json``, read without pygame_gui.

pygame_gui draws the widgets of most scenes from this theme (:mod:`sherwood.ui.gui` makes
their managers). The main menu draws its buttons itself in the same look
(:mod:`sherwood.ui.widgets.plain_button`), so that its first frame needs no pygame_gui: importing
it, parsing the theme and shaping the menu's eight buttons were nearly half of the start-up.
Both read the theme, and scale its fonts to the window, here.
"""

from __future__ import annotations

import json
from typing import Any

from sherwood.resources import resource_path

DESIGN_WINDOW = (1280, 800)  # the window the theme's font sizes are meant for


def load_theme() -> dict[str, Any]:
    """``assets/theme.json`` with its font paths made absolute (they are relative to assets/)."""
    data = json.loads(resource_path("assets", "theme.json").read_text(encoding="utf-8"))

    def fix(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key.endswith("_path") and isinstance(value, str):
                    node[key] = str(resource_path("assets", value))
                else:
                    fix(value)

    fix(data)
    return data


def font_factor(size: tuple[int, int]) -> float:
    """How much larger than the theme says text is drawn in a window of ``size``: larger
    windows get larger text, never more than 1.8 times nor less than 0.85 times; within 5%
    of the design window, the theme's own sizes (1.0)."""
    factor = min(1.8, max(0.85, min(size[0] / DESIGN_WINDOW[0], size[1] / DESIGN_WINDOW[1])))
    return factor if abs(factor - 1) > 0.05 else 1.0


def value(theme: dict[str, Any], blocks: tuple[str, ...], section: str, key: str) -> str | None:
    """What the theme says of ``section``/``key`` (``"colours"``/``"hovered_bg"``) for a widget
    themed by ``blocks``, most particular first (``("@menu", "button")``), as pygame_gui
    reads it: each block, then the block its ``prototype`` names, then ``defaults``."""
    for name in blocks:
        block = theme.get(name)
        while isinstance(block, dict):
            found = block.get(section, {}).get(key)
            if found is not None:
                return str(found)
            block = theme.get(block["prototype"]) if "prototype" in block else None
    found = theme.get("defaults", {}).get(section, {}).get(key)
    return None if found is None else str(found)
