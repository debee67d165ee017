"""Exact adventure positions and injected draws for rules tests (the one documented helper).

- :func:`situation` starts a real match and replaces its state with the one described: the
  only place in these tests that sets ``match._state``. Defaults: Robin Hood, Set 1, camp 60,
  on ``hollow_tree``, Gisbourne on ``gate_shadows``, Hope 4, 7 hourglasses, round 1, the bag
  with 8 violet dice, 1 white one and all 7 discs, every seal in the bag (``recesses`` puts
  some in the recesses, in order), the dossier on square 1, no object, every tile on its
  initial face with the set's and camp's changes (``faces`` overrides; a completed task in
  ``coat_of_arms`` shows its reward's face); it is your turn at ``phase``: ``"move"`` (the
  turn's start, the default), ``"act"`` (you have moved: ``moved_steps`` 0, no white die
  added) or ``"after"`` (the action is done). The next disc is drawn when the turn ends.
  Mind that after an action with no free action left the turn ends by itself (the flow's
  auto-answer) and the next disc is drawn: rig ``discs=["own"]`` to stop at the next turn.
- :func:`rig` makes the match's next draws the ones given (the design's draw rule: every
  draw is ``rng.choice`` over the items of its kind in the bag, so dice, discs and seals are
  three vocabularies): ``dice="VVW"`` (``W``, ``V``, ``B``), ``discs=["violet", "own"]``,
  ``seals=["S5"]``. A draw whose script is used up, or was not given, comes from the match's
  own generator; a scripted item not in the bag fails the test at once.
- :func:`start` is ``Match.start`` with setup's draws given: ``lion`` (the shuffled lion
  seals, laid on old_oak, hollow_tree, stones, herbs_94), ``seals`` (the setup seal first),
  ``discs`` (the first disc first), ``camp``, ``dice``.

>>> m = situation(at="mushrooms_91", bag_white=1, phase="act")
>>> rig(m, dice="W", discs=["own"])
>>> [e.kind for e in m.apply(next(c for c in m.legal_commands() if c.kind == "explore"))][:3]
['die_drawn', 'dice_returned', 'explored']
>>> m.view(0).hope
6
>>> m = start(outlaw="will", camp=70, lion=["S4", "S1", "S2", "S3"], seals=["S5"], discs=["own"])
>>> m.view(0).at, m.view(0).recesses, m.view(0).drawn_discs
('old_oak', ('S5',), ('own',))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, MutableSequence, Sequence
from typing import Any, TypeVar

from sherwood.engine import Match, SeededRng
from sherwood.games.adventures.content import (
    DISCS,
    MARKERS,
    SEAL_IDS,
    VIOLET_DICE,
    WHITE_DICE,
    task_reward,
)
from sherwood.games.adventures.prompts import AnyPrompt, Turn
from sherwood.games.adventures.setup import new_state
from sherwood.games.adventures.state import State

T = TypeVar("T")

_DICE = frozenset("WVB")
_DISCS = frozenset(DISCS)
_SEALS = frozenset(SEAL_IDS)


class ScriptedRng:
    """A generator whose ``choice`` returns the next scripted item of the kind drawn (dice,
    discs, seals, the camp), and whose ``shuffle`` lays the lion seals as scripted; anything
    unscripted comes from ``fallback``. ``uses`` counts every call, as the match expects."""

    def __init__(self, fallback: SeededRng, dice: Iterable[str] = (), discs: Iterable[str] = (),
                 seals: Iterable[str] = (), lion: Sequence[str] | None = None,
                 camps: Iterable[int] = ()):
        self.fallback = fallback
        self.scripts: dict[str, list[Any]] = {"dice": list(dice), "discs": list(discs),
                                              "seals": list(seals), "camp": list(camps)}
        self.lion = list(lion) if lion is not None else None
        self.uses = fallback.uses

    @staticmethod
    def vocabulary(items: Sequence[Any]) -> str:
        found = set(items)
        if found <= _DICE:
            return "dice"
        if found <= _DISCS:
            return "discs"
        if found <= _SEALS:
            return "seals"
        return "camp" if found <= {60, 70} else "other"

    def choice(self, items: Sequence[T]) -> T:
        self.uses += 1
        script = self.scripts.get(self.vocabulary(items))
        if not script:
            return self.fallback.choice(items)
        token = script.pop(0)
        if token not in items:
            raise AssertionError(f"the scripted draw {token!r} is not in the bag: {list(items)}")
        return token  # type: ignore[no-any-return]

    def shuffle(self, seq: MutableSequence[Any]) -> None:
        self.uses += 1
        if self.lion is not None and sorted(seq) == sorted(self.lion):
            seq[:] = self.lion
            self.lion = None
        else:
            self.fallback.shuffle(seq)

    def random(self) -> float:
        self.uses += 1
        return self.fallback.random()

    def randint(self, a: int, b: int) -> int:
        self.uses += 1
        return self.fallback.randint(a, b)

    def to_json(self) -> list[Any]:
        data = self.fallback.to_json()
        return [*data[:-1], self.uses]


def rig(match: Match, dice: Iterable[str] = "", discs: Iterable[str] = (),
        seals: Iterable[str] = ()) -> None:
    """Make ``match``'s next draws the ones given (see the module docstring)."""
    base = match._rng
    fallback = base.fallback if isinstance(base, ScriptedRng) else base
    match._rng = ScriptedRng(fallback, dice, discs, seals)  # type: ignore[assignment]


def start(*, outlaw: str = "robin", task_set: str = "1", camp: int | str = 60,
          lion: Sequence[str] | None = None, seals: Iterable[str] = (),
          discs: Iterable[str] = (), dice: Iterable[str] = "", seed: int = 0,
          camp_draw: int | None = None, labels: Sequence[str] | None = None) -> Match:
    """``Match.start`` with setup's draws injected (see the module docstring);
    ``camp_draw`` is the draw of a ``"random"`` camp."""
    options = {"outlaw": outlaw, "task_set": task_set, "camp": camp}
    match = Match.start("adventures", list(labels) if labels else 1, seed=seed, options=options)
    rng = ScriptedRng(SeededRng(seed), dice, discs, seals, lion,
                      () if camp_draw is None else (camp_draw,))
    match._state, opening = match.spec.rules.setup(rng, 1, match.options)
    match.opening_events = tuple(opening)
    match._rng = rng  # type: ignore[assignment]
    return match


def situation(*, outlaw: str = "robin", task_set: str = "1", camp: int = 60,
              at: str = "hollow_tree", gisbourne: str = "gate_shadows", hope: int = 4,
              hourglasses: int = 7, round: int = 1, turns_taken: int = 1,
              faces: Mapping[str, str] | None = None, objects: Mapping[str, int] | None = None,
              banner: int = 0, cross: int = 0, bag_discs: Sequence[str] | None = None,
              drawn_discs: Sequence[str] = (), bag_white: int = 1, bag_violet: int = 8,
              bow_in_bag: bool = False, recesses: Sequence[str] = (), dossier: int = 1,
              coat_of_arms: Sequence[str] = (), phase: str = "move",
              moved_steps: int | None = None, prompt: AnyPrompt | None = None,
              queue: Sequence[tuple[Any, ...]] | None = None, seed: int = 0,
              labels: Sequence[str] | None = None) -> Match:
    """A match whose state is exactly the one described (see the module docstring)."""
    match = Match.start("adventures", list(labels) if labels else 1, seed=seed,
                        options={"outlaw": outlaw, "task_set": task_set, "camp": camp})
    state: State = new_state(outlaw, task_set, camp, at)
    for task in coat_of_arms:
        reward = task_reward(task, task_set, camp)
        if reward.tile is not None:
            state.faces[reward.tile] = reward.face
    unknown = set(faces or {}) - set(state.faces)
    if unknown:
        raise ValueError(f"no tiles {sorted(unknown)}")
    state.faces.update(faces or {})
    wrong = set(objects or {}) - set(state.objects)
    if wrong or sum((objects or {}).values()) > MARKERS:
        raise ValueError(f"objects {dict(objects or {})}: the five parchment objects, at most "
                         f"{MARKERS} in all (AR-7.3)")
    state.objects.update(objects or {})
    drawn = list(drawn_discs)
    if bag_discs is None:
        rest = list(DISCS)
        for disc in drawn:
            rest.remove(disc)
        bag_discs = rest
    state.gisbourne, state.hope, state.hourglasses = gisbourne, hope, hourglasses
    state.round, state.turns_taken, state.banner, state.cross = round, turns_taken, banner, cross
    state.bag_discs, state.drawn_discs = list(bag_discs), drawn
    state.bag_white, state.bag_violet, state.bow_in_bag = bag_white, bag_violet, bow_in_bag
    state.supply_white, state.supply_violet = WHITE_DICE - bag_white, VIOLET_DICE - bag_violet
    state.recesses = list(recesses)
    state.seals_bag = [s for s in SEAL_IDS if s not in state.recesses]
    state.dossier, state.coat_of_arms = dossier, list(coat_of_arms)
    state.moved_steps = moved_steps if moved_steps is not None or phase == "move" else 0
    state.queue = list(queue) if queue is not None else [("next_disc",)]
    state.prompt = prompt if prompt is not None else Turn(0, phase)
    match._state = state
    return match
