"""What the table draws, read from the game's view once per view: plain fields, dicts and
lists (the view is frozen tuples), so that the art and the panels never read the engine's
shapes directly and one place changes if they do.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

DISCS = ("own", "white", "grey", "grey", "red", "violet", "violet")  # the bag's canonical order (design)
PARCHMENT = ("provisions", "gold", "barrel", "horn", "sword")


@dataclass
class Shown:
    outlaw: str = "robin"
    task_set: str = "1"
    camp: int = 60
    at: str = ""
    gisbourne: str = "gate_shadows"
    hope: int = 4
    hourglasses: int = 7
    round: int = 1
    turns_taken: int = 0
    faces: dict[str, str] = field(default_factory=dict)
    objects: dict[str, int] = field(default_factory=dict)
    banner: int = 0
    cross: int = 0
    bag_discs: list[str] = field(default_factory=lambda: list(DISCS))
    drawn_discs: list[str] = field(default_factory=list)
    bag_white: int = 1
    bag_violet: int = 8
    bow_in_bag: bool = False
    supply_white: int = 19
    supply_violet: int = 12
    seals_bag: list[str] = field(default_factory=list)
    recesses: list[str] = field(default_factory=list)
    dossier: int = 1
    coat_of_arms: list[str] = field(default_factory=list)
    moved_steps: int | None = None
    result: str = ""
    over: bool = False
    prompt: Any = None
    tray: list[str] = field(default_factory=list)
    """The dice of the draw going on or last made (the table's, not the view's)."""
    tray_done: bool = False
    """The tray's draw is over: its dice went back; the next draw starts a new tray."""

    def face(self, tile: str, default: str = "") -> str:
        return self.faces.get(tile, default)

    @property
    def parchment_count(self) -> int:
        return sum(self.objects.get(o, 0) for o in PARCHMENT)


def _get(view: Any, name: str, default: Any) -> Any:
    return getattr(view, name, default)


def shown(view: Any) -> Shown:
    """The table's reading of ``view`` (the engine's ``AdventureView``; any object with the
    design's field names will do, as the throwaway pictures use)."""
    s = Shown()
    for name in (
        "outlaw",
        "task_set",
        "camp",
        "at",
        "gisbourne",
        "hope",
        "hourglasses",
        "round",
        "turns_taken",
        "banner",
        "cross",
        "bag_white",
        "bag_violet",
        "bow_in_bag",
        "supply_white",
        "supply_violet",
        "dossier",
        "moved_steps",
        "result",
        "over",
        "prompt",
    ):
        if hasattr(view, name):
            setattr(s, name, getattr(view, name))
    s.task_set = str(s.task_set)
    s.camp = int(s.camp) if s.camp not in (None, "random") else 60
    s.faces = dict(_get(view, "faces", {}))
    s.objects = dict(_get(view, "objects", {}))
    s.bag_discs = list(_get(view, "bag_discs", DISCS))
    s.drawn_discs = list(_get(view, "drawn_discs", ()))
    s.seals_bag = list(_get(view, "seals_bag", ()))
    s.recesses = list(_get(view, "recesses", ()))
    s.coat_of_arms = list(_get(view, "coat_of_arms", ()))
    s.tray = list(_get(view, "held", ()))
    return s
