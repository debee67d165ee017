"""Build an exact Settlers position for a rules test.

:func:`situation` starts a real :class:`~sherwood.engine.Match` and replaces its state with
the one described; with ``script`` it also replaces the match's random generator by one that
first returns the given numbers (the dice, then which card a theft draws), then goes on with
the seeded stream; :func:`scripted_start` scripts a new game's setup. It is the only place
in these tests that touches ``match._state`` or ``match._rng``; every test then goes through
the public API (``legal_commands``, ``apply``, ``view``, ``undo``).

Places are the spec's names (SR-C): pieces as ``{"0,-1,S": seat}``, the robber as a hex
``"q,r"``; hands as ``{"brick": 2}`` per seat; development cards by their ids (SR-B-1.6).
Everything not named is where a fresh game after setup has it: resource cards not in a hand
are in the bank, development cards nobody holds are in the deck (``deck`` given: in that
order, top first), the robber on the desert. Longest Road and Largest Army go by their rules
(SR-B-10.3, SR-B-10.4) unless given. The position is the start of ``turn``'s turn
(``phase="before_roll"``) or its trade-and-build phase after the roll (``phase="trade"``).

>>> m = situation(seats=2, settlements={"0,-1,S": 0}, hands=[{"brick": 1, "lumber": 1}, {}])
>>> m.active_seat, m.view(1).hand_sizes, m.view(0).bank
(0, (2, 0), (18, 19, 19, 18, 19))
>>> m = situation(seats=2, turn=1, phase="before_roll", script=[3, 4])
>>> [e.total for e in m.apply(m.legal_commands()[0]) if e.kind == "dice_rolled"]
[7]

With ``seats=1`` it is the Robin Hood solo variant (SR-V): owner 1 is the neutral colour
(``settlements={"-1,2,N": 1}``), ``robber`` is Robin's hex, and ``robin_vp``, ``loot``
(``{"grain": 1}``), ``movement``, ``extra_draw`` and the movement cards (``moves``: the draw
pile, top first; ``moves_discard``: face up, as ``MOVES`` ids) are as given. Only the pieces
named are on the board (the neutral pieces setup placed are taken off); the bank holds
what neither the Sheriff's hand nor the loot holds (18 of each with the movement deck).

>>> m = situation(seats=1, settlements={"0,1,N": 0, "-1,2,N": 1}, robber="0,1", loot={"ore": 2},
...               moves=["move_grain", "move_knight"], phase="before_roll")
>>> v = m.view(0)
>>> v.bank, v.moves_left, len(v.moves_discard), v.robin_vp
((18, 18, 18, 18, 16), 2, 4, 0)
>>> situation(seats=1).view(0).moves_left
6
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import pytest

from sherwood.engine import Command, IllegalCommand, Match, Refusal, SeededRng
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import (
    DEV_INDEX,
    KNIGHT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    MOVE_INDEX,
    MOVES,
    RES_INDEX,
    bank_start,
    deck_of,
)
from sherwood.games.settlers.geometry import EDGE_ID, VERTEX_ID
from sherwood.games.settlers.prompts import BEFORE_ROLL, TRADE_AND_BUILD
from sherwood.games.settlers.tracking import derive


class ScriptedRng(SeededRng):
    """A seeded generator whose ``randint`` first returns the scripted numbers, in order
    (each must lie in the range asked for), then the seeded stream's."""

    __slots__ = ("script",)

    def __init__(self, seed: int, script: Iterable[int]):
        super().__init__(seed)
        self.script = list(script)

    def randint(self, a: int, b: int) -> int:
        if self.script:
            value = self.script.pop(0)
            if not a <= value <= b:
                raise ValueError(f"scripted {value} is not in {a}..{b}")
            self.uses += 1
            return value
        return super().randint(a, b)


def scripted_start(seats: int, script: Sequence[int], seed: int = 0,
                   options: Mapping[str, Any] | None = None) -> Match:
    """A new match whose setup draws the scripted numbers first (the solo game's neutral dice,
    SR-V-2.5 to SR-V-2.8; shuffles are not scripted), then the seeded stream's.

    >>> m = scripted_start(1, [3, 4, 4, 4, 5, 1])  # 7, then 8: -2,1 on a 5, corner 1
    >>> [(e.hex, e.vertex, e.edge) for e in m.opening_events if e.kind == "neutral_placed"][0]
    ('-2,1', '-2,1,N', '-2,1,NE')
    """
    match = Match.start("settlers", seats, seed=seed, options=options)
    match._rng = ScriptedRng(seed, script)
    match._state, opening = match.spec.rules.setup(match._rng, seats, match.options)
    match.opening_events = tuple(opening)
    return match


def legal_kinds(match: Match, kind: str) -> list[Any]:
    """The legal commands of ``kind`` (e.g. ``"build_road"``) now."""
    return [c for c in match.legal_commands() if c.kind == kind]


def refused(match: Match, command: Command) -> Refusal:
    """Why ``match`` refuses ``command`` (it must, changing nothing): the refusal's value."""
    before = match.state_hash()
    with pytest.raises(IllegalCommand) as caught:
        match.apply(command)
    assert match.state_hash() == before, f"{command!r} was refused but changed the game"
    return caught.value.refusal


RING_FIVE = {"1,0,NE": 0, "1,0,E": 0, "1,0,SE": 0, "0,1,NE": 0, "0,0,E": 0}
"""Five Sheriff roads round hex 1,0 in the solo game: the sixth, ``1,-1,SE``, closes the ring."""


def do(match: Match, kind: str, **fields: Any) -> list[Any]:
    """Apply the legal command of ``kind`` whose fields are ``fields``; its events."""
    for command in legal_kinds(match, kind):
        if all(getattr(command, k) == v for k, v in fields.items()):
            return match.apply(command)
    raise AssertionError(f"no legal {kind} {fields}: {match.legal_commands()}")


def kinds(events: Sequence[Any]) -> list[str]:
    """The kinds of ``events``, in order."""
    return [e.kind for e in events]


def only(events: Sequence[Any], kind: str) -> Any:
    """The one event of ``kind`` among ``events`` (fails the test when there are none or more)."""
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, kinds(events)
    return found[0]


def _hand(cards: Mapping[str, int] | Sequence[str]) -> list[int]:
    counts = [0] * 5
    items = cards.items() if isinstance(cards, Mapping) else Counter(cards).items()
    for name, n in items:
        counts[RES_INDEX[name]] += n
    return counts


def situation(*, seats: int = 4, turn: int = 0, phase: str = "trade",
              settlements: Mapping[str, int] | None = None,
              cities: Mapping[str, int] | None = None,
              roads: Mapping[str, int] | None = None,
              hands: Sequence[Mapping[str, int] | Sequence[str]] | None = None,
              dev: Sequence[Sequence[str]] | None = None,
              dev_new: Sequence[str] = (),
              deck: Sequence[str] | None = None,
              knights: Sequence[int] | None = None,
              robber: str | None = None,
              longest: Any = "rule", army: Any = "rule",
              dev_played: bool = False, turns: int = 1, turn_limit: int = 0,
              layout: str = "beginner", seed: int = 0,
              script: Sequence[int] = (), labels: Sequence[str] | None = None,
              robin_vp: int = 0, loot: Mapping[str, int] | None = None, movement: str = "deck",
              extra_draw: bool = False, moves: Sequence[str] | None = None,
              moves_discard: Sequence[str] | None = None) -> Match:
    """A match whose state is exactly the one described (see the module docstring)."""
    if labels is not None and len(labels) != seats:
        raise ValueError(f"{len(labels)} labels for {seats} seats")
    options: dict[str, Any] = {"layout": layout, "turn_limit": turn_limit}
    if seats == 1:
        options.update(movement=movement, displacement_extra_draw=extra_draw)
    match = Match.start("settlers", list(labels) if labels else seats, seed=seed, options=options)
    state = match._state.clone()
    owners = state.n  # the solo game: the Sheriff and the neutral colour
    state.vertex_owner = [-1] * len(state.vertex_owner)
    state.vertex_city = [False] * len(state.vertex_city)
    state.edge_owner = [-1] * len(state.edge_owner)
    state.robin_vp = robin_vp
    state.loot = _hand(loot or {})
    if state.movement == "deck":
        if moves_discard is None:  # the cards not in the pile named (all in it by default)
            moves_discard = [c for c in MOVES if moves is not None and c not in moves]
        pile = moves if moves is not None else [c for c in MOVES if c not in moves_discard]
        state.moves = [MOVE_INDEX[c] for c in reversed(pile)]  # drawn from the end
        state.moves_discard = [MOVE_INDEX[c] for c in moves_discard]
    state.in_setup = False
    state.queue = []
    state.turn = turn
    state.turns = turns
    state.first = 0
    for name, seat in (settlements or {}).items():
        state.vertex_owner[VERTEX_ID[name]] = seat
    for name, seat in (cities or {}).items():
        state.vertex_owner[VERTEX_ID[name]] = seat
        state.vertex_city[VERTEX_ID[name]] = True
    for name, seat in (roads or {}).items():
        state.edge_owner[EDGE_ID[name]] = seat
    hand_lists = [_hand(h) for h in (hands or [{}] * seats)]
    hand_lists += [[0] * 5 for _ in range(owners - len(hand_lists))]
    state.hands = hand_lists
    start = bank_start(state.variant, state.movement)
    state.bank = [start - sum(h[r] for h in hand_lists) - state.loot[r] for r in range(5)]
    if min(state.bank) < 0:
        raise ValueError(f"more cards in hands than exist: bank would be {state.bank}")
    state.dev_hands = [[DEV_INDEX[c] for c in cards] for cards in (dev or [[]] * seats)]
    state.dev_hands += [[] for _ in range(owners - len(state.dev_hands))]
    state.dev_new = [DEV_INDEX[c] for c in dev_new]
    state.knights = list(knights) if knights is not None else [0] * seats
    state.knights += [0] * (owners - len(state.knights))
    state.progress_played = [0, 0, 0]
    cards = deck_of(state.variant, state.movement)
    rest = Counter(cards)
    rest.subtract(k for h in state.dev_hands for k in h)
    rest[KNIGHT] -= sum(state.knights)
    if min(rest.values()) < 0:
        raise ValueError("more development cards held or played than the game has")
    if deck is not None:
        state.deck = [DEV_INDEX[c] for c in reversed(deck)]  # drawn from the end
    else:
        remaining = []
        for kind in cards:
            if rest[kind] > 0:
                remaining.append(kind)
                rest[kind] -= 1
        state.deck = remaining[::-1]  # the first of the deck's printed order on top
    state.robber = HEX_BY_NAME[robber] if robber else state.board.island.robber_start
    state.dev_played = dev_played
    state.rolled = phase == "trade"
    state.dice = (3, 3) if state.rolled else None
    state.offers_made = 0
    state.declined = []
    state.offer = None
    state.answers = []
    state.last_theft = None
    state.over = False
    state.winner = None
    derive(state)
    lengths = state.road_len
    if longest == "rule":
        top = max(lengths)
        longest = lengths.index(top) if top >= LONGEST_ROAD_MIN and lengths.count(top) == 1 else None
    state.longest = -1 if longest is None else longest
    if army == "rule":
        top = max(state.knights)
        army = state.knights.index(top) if top >= LARGEST_ARMY_MIN and state.knights.count(top) == 1 else None
    state.army = -1 if army is None else army
    if phase == "trade":
        state.prompt = TRADE_AND_BUILD[turn]
    elif phase == "before_roll":
        state.prompt = BEFORE_ROLL[turn]
    else:
        raise ValueError(f"phase must be 'before_roll' or 'trade', not {phase!r}")
    match._state = state
    if script:
        match._rng = ScriptedRng(seed, script)
    return match
