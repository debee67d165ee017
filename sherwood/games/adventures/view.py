"""What the player sees: everything (AR-16). The bag's contents are public as counts and
lists (AR-16.2, AR-16.3); only the order of future draws is hidden, and that lives in the
match's generator, never in the state. So :func:`sample_hidden` rebuilds the state from the
view exactly.

>>> from sherwood.engine import Match, SeededRng
>>> m = Match.start("adventures", 1, seed=4, options={"camp": 60})
>>> v = m.view(0)
>>> v.camp, dict(v.objects)["sword"], v.hourglasses
(60, 0, 7)
>>> view_of(sample_hidden(v, 0, SeededRng(1)), 0) == v
True
"""

from __future__ import annotations

from dataclasses import dataclass

from sherwood.engine import SeededRng
from sherwood.engine.flow import Step
from sherwood.games.adventures.board import forest
from sherwood.games.adventures.content import OBJECTS
from sherwood.games.adventures.prompts import AnyPrompt
from sherwood.games.adventures.state import State


@dataclass(frozen=True)
class View:
    """The whole state (see :mod:`.state` for the fields), as tuples: ``faces`` as ``(tile,
    face)`` in board order, ``objects`` as ``(object, count)`` for the five parchment objects
    in parchment order (zeros included)."""

    seat: int
    outlaw: str
    task_set: str
    camp: int
    at: str
    gisbourne: str
    hope: int
    hourglasses: int
    round: int
    turns_taken: int
    faces: tuple[tuple[str, str], ...]
    objects: tuple[tuple[str, int], ...]
    banner: int
    cross: int
    bag_discs: tuple[str, ...]
    drawn_discs: tuple[str, ...]
    bag_white: int
    bag_violet: int
    bow_in_bag: bool
    supply_white: int
    supply_violet: int
    seals_bag: tuple[str, ...]
    recesses: tuple[str, ...]
    dossier: int
    coat_of_arms: tuple[str, ...]
    moved_steps: int | None
    held: tuple[str, ...]
    result: str
    over: bool
    queue: tuple[Step, ...]
    prompt: AnyPrompt | None


def view_of(state: State, seat: int) -> View:
    """The whole of ``state``, as the player sees it (AR-16.1)."""
    return View(
        seat, state.outlaw, state.task_set, state.camp, state.at, state.gisbourne, state.hope,
        state.hourglasses, state.round, state.turns_taken,
        tuple((t, state.faces[t]) for t in forest().tiles),
        tuple((o, state.objects[o]) for o in OBJECTS), state.banner, state.cross,
        tuple(state.bag_discs), tuple(state.drawn_discs), state.bag_white, state.bag_violet,
        state.bow_in_bag, state.supply_white, state.supply_violet, tuple(state.seals_bag),
        tuple(state.recesses), state.dossier, tuple(state.coat_of_arms), state.moved_steps,
        tuple(state.held), state.result, state.over, tuple(state.queue), state.prompt)


def sample_hidden(view: View, seat: int, rng: SeededRng) -> State:
    """The state ``view`` shows: nothing is hidden, so this is an exact rebuild (``rng`` is
    part of the protocol and unused)."""
    return State(
        view.outlaw, view.task_set, view.camp, view.at, view.gisbourne, view.hope,
        view.hourglasses, view.round, view.turns_taken, dict(view.faces), dict(view.objects),
        view.banner, view.cross, list(view.bag_discs), list(view.drawn_discs), view.bag_white,
        view.bag_violet, view.bow_in_bag, view.supply_white, view.supply_violet,
        list(view.seals_bag), list(view.recesses), view.dossier, list(view.coat_of_arms),
        view.moved_steps, list(view.held), view.result, view.over, list(view.queue), view.prompt)
