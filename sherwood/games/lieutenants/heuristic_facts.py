"""What the Normal bot knows when it decides: :class:`Facts`, the same plain facts whether they
come from a seat's view (the bot, LT-11.5) or from a full sampled state (the search's
rollouts). Both builders read only what the seat may see (LT-12): its own hand and ambush
faces, what it knows of the other hands (LT-12.5), and the public table.

Derived figures the decisions share (the chance that an unknown card is of each object, the
score leader, what a card is worth to a rival) are methods, computed once per decision.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from sherwood.games.lieutenants.board import route_numbers
from sherwood.games.lieutenants.content import (
    AMBUSH_COLOUR,
    AMBUSH_OBJECTS,
    MISSION_VP,
    MISSIONS,
    ROUTE_LENGTH,
)
from sherwood.games.lieutenants.heuristic_value import (
    NE,
    Counts,
    Missions,
    counts,
    gain,
    shares,
    unseen,
)
from sherwood.games.lieutenants.view import scores_of


@dataclass(frozen=True)
class Facts:
    """The table as ``seat`` sees it, in plain values (see the module docstring)."""

    seat: int
    prompt: Any
    hand: tuple[str, ...]
    sizes: tuple[int, ...]                 # every hand's size
    known: tuple[tuple[str, ...], ...]     # known[t]: cards this seat knows t holds (own: ())
    scores: tuple[int, ...]
    deliveries: tuple[int, ...]
    missions_taken: tuple[tuple[str, ...], ...]   # per seat, mission card ids
    mission_stacks: Mapping[int, tuple[str, ...]]  # mission -> cards left, top first
    sheriff: int
    route: tuple[int | None, ...]
    ambush_sets: tuple[int, ...]           # how many ambush sets each seat has
    own_ambushes: tuple[str, ...]          # this seat's ambush faces, in the order laid
    ambush_deck: int                       # cards in the ambush deck
    ambush_choice: tuple[str, ...]         # the two drawn, while this seat chooses
    seen: frozenset[str]                   # object cards whose place this seat knows
    delivery: Mapping[str, Any] | None     # the pending delivery: seat, mission, cards
    offers: tuple[tuple[str, ...] | None, ...] | None  # revealed offers per seat, else None
    colours: tuple[str, ...]               # the colour each seat plays (LT-2.1)
    missions_left: int = field(default=0)

    # --- derived, once per decision -------------------------------------------------------

    @property
    def seats(self) -> int:
        return len(self.sizes)

    @cached_property
    def mine(self) -> Counts:
        return counts(self.hand)

    @cached_property
    def pool(self) -> Counts:
        """Per object, the copies this seat cannot place (rival hands' unknown part and the
        draw pile)."""
        return unseen(self.seen)

    @cached_property
    def p(self) -> tuple[float, ...]:
        """The chance that an unknown card is of each object."""
        return shares(self.pool)

    def open_missions(self, seat: int) -> Missions:
        """(mission, the VP ``seat`` would take for it) for the missions with a card left that
        ``seat`` has not completed (LT-6.10)."""
        done = {int(card[2]) for card in self.missions_taken[seat]}
        return tuple((m, MISSION_VP[self.mission_stacks[m][0]]) for m in MISSIONS
                     if m not in done and self.mission_stacks.get(m))

    @cached_property
    def my_missions(self) -> Missions:
        return self.open_missions(self.seat)

    @cached_property
    def worth(self) -> tuple[float, ...]:
        """Per object, what one more card of it is worth to this seat (LT-14.1)."""
        return tuple(gain(self.mine, o, self.my_missions) for o in range(7))

    @cached_property
    def rivals(self) -> tuple[int, ...]:
        """The other seats, clockwise from this seat's left."""
        n = self.seats
        return tuple((self.seat + k) % n for k in range(1, n))

    def leader(self, among: tuple[int, ...] | None = None) -> int:
        """The score leader among ``among`` (default: the rivals); ties to more deliveries,
        then the bigger hand, then the first clockwise."""
        group = self.rivals if among is None else among
        return max(group, key=lambda s: (self.scores[s], self.deliveries[s], self.sizes[s],
                                         -group.index(s)))

    def leads(self, seat: int) -> bool:
        """Whether ``seat`` has the top score at the table while someone is behind it."""
        top = max(self.scores)
        return self.scores[seat] == top and min(self.scores) < top

    def rival_gain(self, seat: int, o: int) -> float:
        """What one more card of object ``o`` is worth to ``seat``, from the cards this seat
        knows it holds (LT-14.2: the paying card's marginal value to its new owner)."""
        return gain(counts(self.known[seat]), o, self.open_missions(seat))

    def no_necklace(self, seat: int) -> float:
        """The chance that ``seat`` holds no necklace: 0 if this seat knows one there, else
        about (1 - p_necklace) ^ unknown cards (LT-14.2's (6/7)^h, from the unseen cards)."""
        known = self.known[seat]
        if any(card.startswith("NE") for card in known):
            return 0.0
        unknown = max(0, self.sizes[seat] - len(known))
        return (1.0 - self.p[NE]) ** unknown

    @cached_property
    def deliveries_left(self) -> int:
        """Successful deliveries before the sheriff is back in Nottingham (LT-10.2)."""
        return ROUTE_LENGTH - self.sheriff if self.sheriff else ROUTE_LENGTH

    @cached_property
    def late(self) -> bool:
        """LT-14.6: the sheriff on space 17 or later, or one mission card left."""
        return self.sheriff >= 17 or self.missions_left <= 1

    def next_number(self) -> int | None:
        """The number on the sheriff's next space (None for Nottingham: no hand-out)."""
        nxt = (self.sheriff + 1) % ROUTE_LENGTH
        return self.route[nxt] if nxt else None


def ambush_seat(ambush: str, colours: tuple[str, ...]) -> int | None:
    """The seat a colour ambush card names, the seats playing ``colours`` (None for an object
    card, or a colour nobody plays)."""
    colour = AMBUSH_COLOUR.get(ambush)
    return colours.index(colour) if colour in colours else None


def ambush_objects(ambush: str) -> tuple[str, ...]:
    """The objects an object ambush card shows (() for a colour card)."""
    return AMBUSH_OBJECTS.get(ambush, ())


def _build(seat: int, prompt: Any, hands_seen: dict[int, tuple[str, ...]], **public: Any) -> Facts:
    """Facts from plain fields; ``seen`` is worked out here, the same way for both
    builders: every card whose place the seat knows, once."""
    seen = set(public.pop("public_cards"))
    seen.update(public["hand"])
    for cards in hands_seen.values():
        seen.update(cards)
    known = tuple(hands_seen.get(t, ()) for t in range(len(public["sizes"])))
    stacks = public["mission_stacks"]
    return Facts(seat=seat, prompt=prompt, known=known, seen=frozenset(seen),
                 missions_left=sum(len(c) for c in stacks.values()), **public)


def facts_from_state(state: Any, seat: int) -> Facts:
    """The facts ``seat`` has in the full ``state`` (its own hand and ambush faces, what it
    knows of the others, the public table): what its view would show, read directly, for
    the search's rollouts."""
    n = state.seats
    offers = tuple(state.offers) if state.offers_revealed else None
    hands_seen: dict[int, tuple[str, ...]] = {}
    for t in range(n):
        if t == seat:
            continue
        cards = set(state.known[seat][t])
        if offers and offers[t]:
            cards.update(offers[t])
        if cards:
            hands_seen[t] = tuple(sorted(cards))
    public_cards = [*state.discard]
    for pile in state.loot:
        public_cards += pile
    for sets in state.ambush_sets:
        public_cards += [gold for _, gold in sets]
    if state.revealed is not None:
        public_cards.append(state.revealed)
    if state.delivery is not None:
        public_cards += state.delivery["cards"]
    prompt = state.prompt
    choosing = prompt is not None and prompt.kind == "choose_ambush" and prompt.seat == seat
    return _build(
        seat, prompt, hands_seen,
        public_cards=public_cards,
        hand=tuple(state.hands[seat]),
        sizes=tuple(len(h) for h in state.hands),
        scores=tuple(scores_of(state.loot, state.missions_taken)),
        deliveries=tuple(state.deliveries),
        missions_taken=tuple(tuple(m) for m in state.missions_taken),
        mission_stacks={m: tuple(c) for m, c in state.mission_stacks.items()},
        sheriff=state.sheriff,
        route=route_numbers(),
        ambush_sets=tuple(len(s) for s in state.ambush_sets),
        own_ambushes=tuple(a for a, _ in state.ambush_sets[seat]),
        ambush_deck=len(state.ambush_deck),
        ambush_choice=tuple(state.ambush_choice) if choosing else (),
        delivery=None if state.delivery is None else {
            "seat": state.delivery["seat"], "mission": state.delivery["mission"],
            "cards": tuple(state.delivery["cards"])},
        offers=offers,
        colours=tuple(state.colours),
    )


def facts_from_view(view: Any) -> Facts:
    """The facts in a seat's :class:`~.view.View` (what the Normal bot decides from)."""
    n = view.seats
    offers = tuple(view.offers) if any(o is not None for o in view.offers) else None
    hands_seen: dict[int, tuple[str, ...]] = {}
    for t in range(n):
        if t == view.seat:
            continue
        cards = set(view.known[t])
        if offers and offers[t]:
            cards.update(offers[t])
        if cards:
            hands_seen[t] = tuple(sorted(cards))
    public_cards = [*view.discard]
    for pile in view.loot:
        public_cards += pile
    for golds in view.ambush_golds:
        public_cards += golds
    if view.revealed is not None:
        public_cards.append(view.revealed)
    pending = view.delivery
    if pending is not None:
        public_cards += pending.cards
    return _build(
        view.seat, view.prompt, hands_seen,
        public_cards=public_cards,
        hand=tuple(view.hand),
        sizes=tuple(view.hand_sizes),
        scores=tuple(view.scores),
        deliveries=tuple(view.deliveries),
        missions_taken=tuple(view.missions_taken),
        mission_stacks={m: tuple(view.mission_stacks[m - 1]) for m in MISSIONS},
        sheriff=view.sheriff,
        route=tuple(view.route),
        ambush_sets=tuple(len(g) for g in view.ambush_golds),
        own_ambushes=tuple(view.own_ambushes),
        ambush_deck=len(view.ambush_deck),
        ambush_choice=tuple(view.ambush_choice),
        delivery=None if pending is None else {
            "seat": pending.seat, "mission": pending.mission, "cards": tuple(pending.cards)},
        offers=offers,
        colours=tuple(view.colours),
    )
