"""Everything a game of The Sheriff's Lieutenants is at one moment, hidden parts included.

Plain lists and dicts (``clone`` copies them field by field; ``encode`` is plain JSON).
Conventions (the design, ``lt-design.md``):

- ``draw``: the object draw pile, top = the **last** element (``draw.pop()``);
  ``discard`` in discard order; ``hands`` per seat, each kept **sorted**; ``loot`` per seat
  in order;
- ``ambush_deck``: top = element 0, the bottom is appended to; ``ambush_knower`` is parallel:
  ``-1`` nobody knows the card, ``-2`` everyone (it fired, LT-7.5), ``k`` seat k buried it
  (LT-12.3); ``ambush_sets`` per seat: ``[ambush, gold]`` in the order laid;
- ``mission_stacks``: mission (1..4) -> the cards left, top first; ``missions_taken`` per seat;
- ``offers`` per seat: the sealed offer (a tuple of cards that stay in the hand) or None;
- ``ambush_choice``: the two ambush cards drawn while the active seat chooses;
- ``laid_out``: a raided hand while it lies face up (the cards are still in the hand);
- ``delivery``: the pending delivery ``{"seat", "mission" (0: a set), "cards"}``, its cards
  out of the hand;
- ``known[s][t]``: the cards seat s knows are in t's hand (sorted, s != t, LT-12.5);
- ``notes`` per seat: private notices ``[turn, what, other_seat, card]``;
- ``colours``: the colour each seat plays (LT-2.1), which its colour ambush card names.

Between two commands the queue is empty: every decision is the prompt alone.

>>> s = new_state(3, short=False, auto_ambush=False)
>>> len(s.hands), s.sheriff, s.mission_stacks[1]
(3, 0, ['MI1A', 'MI1B'])
>>> c = s.clone(); c.hands[0].append("CU01")
>>> s.hands[0], c.hands[0]
([], ['CU01'])
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from sherwood.engine.flow import Step
from sherwood.games.lieutenants.content import COLOURS, MISSION_CARDS, SHORT_START
from sherwood.games.lieutenants.prompts import LieutenantsPrompt

NOBODY = -1
"""``ambush_knower``: nobody knows this ambush card's face."""
EVERYONE = -2
"""``ambush_knower``: every seat knows it (it fired, LT-7.5)."""


@dataclass
class State:
    """A game of The Sheriff's Lieutenants (see the module docstring for the conventions)."""

    seats: int
    short: bool
    auto_ambush: bool
    first: int = 0
    active: int = 0
    turn: int = 0
    draw: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    hands: list[list[str]] = field(default_factory=list)
    loot: list[list[str]] = field(default_factory=list)
    missions_taken: list[list[str]] = field(default_factory=list)
    mission_stacks: dict[int, list[str]] = field(default_factory=dict)
    ambush_deck: list[str] = field(default_factory=list)
    ambush_knower: list[int] = field(default_factory=list)
    ambush_sets: list[list[list[str]]] = field(default_factory=list)
    sheriff: int = 0
    deliveries: list[int] = field(default_factory=list)
    revealed: str | None = None
    delivered: bool = False
    offers: list[tuple[str, ...] | None] = field(default_factory=list)
    offers_revealed: bool = False
    ambush_choice: list[str] = field(default_factory=list)
    laid_out: list[str] | None = None
    delivery: dict[str, Any] | None = None
    known: list[list[list[str]]] = field(default_factory=list)
    notes: list[list[list[Any]]] = field(default_factory=list)
    result: str = ""
    queue: list[Step] = field(default_factory=list)
    prompt: LieutenantsPrompt | None = None
    colours: tuple[str, ...] = ()

    @property
    def over(self) -> bool:
        """Whether the game has ended (LT-10.1, LT-9.3): ``result`` says why."""
        return self.result != ""

    def clone(self) -> State:
        """A deep copy, field by field (prompts and steps are immutable and shared)."""
        return State(
            self.seats, self.short, self.auto_ambush, self.first, self.active, self.turn,
            self.draw[:], self.discard[:], [h[:] for h in self.hands], [p[:] for p in self.loot],
            [m[:] for m in self.missions_taken],
            {m: cards[:] for m, cards in self.mission_stacks.items()},
            self.ambush_deck[:], self.ambush_knower[:],
            [[pair[:] for pair in sets] for sets in self.ambush_sets],
            self.sheriff, self.deliveries[:], self.revealed, self.delivered, self.offers[:],
            self.offers_revealed, self.ambush_choice[:],
            None if self.laid_out is None else self.laid_out[:],
            None if self.delivery is None else {**self.delivery, "cards": self.delivery["cards"][:]},
            [[k[:] for k in row] for row in self.known],
            [[n[:] for n in notes] for notes in self.notes],
            self.result, self.queue[:], self.prompt, self.colours,
        )

    def encode(self) -> Any:
        """Every field as plain JSON data (the state hash of saves). The colours only when
        the seats chose others than the first ones in order (LT-2.1): so a game saved before
        seats could choose hashes as it did."""
        data: dict[str, Any] = {
            "seats": self.seats, "short": self.short, "auto_ambush": self.auto_ambush,
            "first": self.first, "active": self.active, "turn": self.turn,
            "draw": self.draw, "discard": self.discard, "hands": self.hands, "loot": self.loot,
            "missions_taken": self.missions_taken,
            "mission_stacks": {str(m): c for m, c in sorted(self.mission_stacks.items())},
            "ambush_deck": self.ambush_deck, "ambush_knower": self.ambush_knower,
            "ambush_sets": self.ambush_sets, "sheriff": self.sheriff,
            "deliveries": self.deliveries, "revealed": self.revealed,
            "delivered": self.delivered,
            "offers": [None if o is None else list(o) for o in self.offers],
            "offers_revealed": self.offers_revealed, "ambush_choice": self.ambush_choice,
            "laid_out": self.laid_out, "delivery": self.delivery, "known": self.known,
            "notes": self.notes, "result": self.result,
            "queue": [list(step) for step in self.queue],
            "prompt": None if self.prompt is None else self.prompt.to_json(),
        }
        if self.colours != COLOURS[:self.seats]:
            data["colours"] = list(self.colours)
        return data


def new_state(seats: int, short: bool, auto_ambush: bool,
              colours: tuple[str, ...] | None = None) -> State:
    """An empty table of ``seats`` seats playing ``colours`` (None: the first colours in
    order): no cards dealt, the missions in their stacks (LT-2.5), the sheriff on Nottingham
    or, in the short game, on space 8 (LT-2.3, LT-V1)."""
    return State(
        seats=seats, short=short, auto_ambush=auto_ambush,
        hands=[[] for _ in range(seats)], loot=[[] for _ in range(seats)],
        missions_taken=[[] for _ in range(seats)],
        mission_stacks={m: list(cards) for m, cards in MISSION_CARDS.items()},
        ambush_sets=[[] for _ in range(seats)], sheriff=SHORT_START if short else 0,
        deliveries=[0] * seats, offers=[None] * seats,
        known=[[[] for _ in range(seats)] for _ in range(seats)],
        notes=[[] for _ in range(seats)], colours=COLOURS[:seats] if colours is None else colours,
    )


def ask(state: State, prompt: LieutenantsPrompt) -> None:
    """Wait for ``prompt.seat``'s answer to ``prompt`` (:func:`sherwood.engine.flow.ask`, typed
    for this game's prompts)."""
    state.prompt = prompt
