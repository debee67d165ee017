"""What the table draws, read from the game's view once per view: plain fields, dicts and
lists (the view is frozen tuples), so that the art and the panels never read the engine's
shapes directly, and the animation can step a copy through a command's events (:mod:`.motion`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sherwood.games.adventures.content import DISCS, OBJECTS
from sherwood.games.adventures.view import View


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
        return sum(self.objects.get(o, 0) for o in OBJECTS)


_PLAIN = ("outlaw", "task_set", "camp", "at", "gisbourne", "hope", "hourglasses", "round",
          "turns_taken", "banner", "cross", "bag_white", "bag_violet", "bow_in_bag",
          "supply_white", "supply_violet", "dossier", "moved_steps", "result", "over", "prompt")


def shown(view: View) -> Shown:
    """The table's reading of ``view``."""
    s = Shown(**{name: getattr(view, name) for name in _PLAIN})
    s.faces = dict(view.faces)
    s.objects = dict(view.objects)
    s.bag_discs = list(view.bag_discs)
    s.drawn_discs = list(view.drawn_discs)
    s.seals_bag = list(view.seals_bag)
    s.recesses = list(view.recesses)
    s.coat_of_arms = list(view.coat_of_arms)
    s.tray = list(view.held)
    return s
