"""The whole adventure at one moment. Nothing in it is hidden (AR-16): every draw happens
when it occurs, with the match's generator, so the view is this state (``view.py``).

Fields, besides the flow's ``queue`` and ``prompt``:

- ``outlaw``, ``task_set`` (``"1"``, ``"2"``, ``"3"``, ``"none"``), ``camp`` (60 or 70);
- ``at`` (your space), ``gisbourne`` (his space);
- ``hope`` (0-18), ``hourglasses`` (7-0), ``round`` (1-7), ``turns_taken``;
- ``faces``: every tile's face, by tile id (board order);
- ``objects``: the five parchment objects' counts (markers in use: their sum, at most 5);
  ``banner`` and ``cross``: the task objects (AR-7.4);
- ``bag_discs`` (canonical order, AR-4.1) and ``drawn_discs`` (in draw order, AR-4.7);
- ``bag_white``, ``bag_violet``, ``bow_in_bag``; ``supply_white``, ``supply_violet``;
  ``held``: the dice of a draw sequence held aside until it ends (AR-6.6), e.g. while the
  Horn is asked for;
- ``seals_bag`` (sorted) and ``recesses`` (recess 1 first);
- ``dossier`` (the red die's square, 1-5), ``coat_of_arms`` (completed tasks, in order);
- ``moved_steps``: the steps of this turn's move (None before it);
- ``result``: ``""`` while playing, else ``hope`` or ``tasks`` (won), ``hourglasses`` or
  ``camp`` (lost); ``over``.

``encode()`` is the saved fingerprint: never change its output once games are saved.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sherwood.engine.flow import Step
from sherwood.games.adventures.prompts import AnyPrompt


@dataclass
class State:
    outlaw: str
    task_set: str
    camp: int
    at: str
    gisbourne: str
    hope: int
    hourglasses: int
    round: int
    turns_taken: int
    faces: dict[str, str]
    objects: dict[str, int]
    banner: int
    cross: int
    bag_discs: list[str]
    drawn_discs: list[str]
    bag_white: int
    bag_violet: int
    bow_in_bag: bool
    supply_white: int
    supply_violet: int
    seals_bag: list[str]
    recesses: list[str]
    dossier: int
    coat_of_arms: list[str]
    moved_steps: int | None = None
    held: list[str] = field(default_factory=list)
    result: str = ""
    over: bool = False
    queue: list[Step] = field(default_factory=list)
    prompt: AnyPrompt | None = None

    def clone(self) -> State:
        """A deep copy, field by field (the steps and the prompt are immutable: shared)."""
        return State(
            self.outlaw, self.task_set, self.camp, self.at, self.gisbourne, self.hope,
            self.hourglasses, self.round, self.turns_taken, dict(self.faces), dict(self.objects),
            self.banner, self.cross, self.bag_discs[:], self.drawn_discs[:], self.bag_white,
            self.bag_violet, self.bow_in_bag, self.supply_white, self.supply_violet,
            self.seals_bag[:], self.recesses[:], self.dossier, self.coat_of_arms[:],
            self.moved_steps, self.held[:], self.result, self.over, self.queue[:], self.prompt)

    def encode(self) -> Any:
        """Every field as plain JSON data (the state hash of saves)."""
        return {
            "outlaw": self.outlaw, "task_set": self.task_set, "camp": self.camp, "at": self.at,
            "gisbourne": self.gisbourne, "hope": self.hope, "hourglasses": self.hourglasses,
            "round": self.round, "turns_taken": self.turns_taken, "faces": dict(self.faces),
            "objects": dict(self.objects), "banner": self.banner, "cross": self.cross,
            "bag_discs": list(self.bag_discs), "drawn_discs": list(self.drawn_discs),
            "bag_white": self.bag_white, "bag_violet": self.bag_violet,
            "bow_in_bag": self.bow_in_bag, "supply_white": self.supply_white,
            "supply_violet": self.supply_violet, "seals_bag": list(self.seals_bag),
            "recesses": list(self.recesses), "dossier": self.dossier,
            "coat_of_arms": list(self.coat_of_arms), "moved_steps": self.moved_steps,
            "held": list(self.held), "result": self.result, "over": self.over,
            "queue": [list(step) for step in self.queue],
            "prompt": None if self.prompt is None else self.prompt.to_json(),
        }

    @property
    def markers_used(self) -> int:
        """AR-7.2: dice of your colour on the parchments."""
        return sum(self.objects.values())


def ask(state: State, prompt: AnyPrompt) -> None:
    """Wait for the outlaw's answer to ``prompt`` (:func:`sherwood.engine.flow.ask`, typed
    for this game's prompts)."""
    state.prompt = prompt
