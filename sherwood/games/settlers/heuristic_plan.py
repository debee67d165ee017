"""The heuristic bot's facts and build planning (the spec's bot notes, "Build priority").

:class:`Facts` gathers what one seat's view says in the shape the planning wants (hand and
costs as 5 counts in RESOURCES order, places as integer ids). :func:`goals` lists the
builds the seat could make if it had the cards, in the order of the bot notes: a city, a
settlement on a reachable spot, a development card, a road toward a spot. The rest answers
"how do I get there": the deficit of a build, the maritime trades that complete it
(SR-B-7.6 to SR-B-7.9), the cards to keep on a discard.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.games.settlers.heuristic_board import (
    CITY,
    DEV_CARD,
    ROAD,
    SETTLEMENT,
    Tables,
    buildable_edges,
    longest_trail,
    production,
    ratios,
    reachable_spots,
    road_target,
    tables,
)

GOAL_COSTS = {"city": CITY, "settlement": SETTLEMENT, "dev": DEV_CARD, "road": ROAD}
WIN = 10
"""SR-B-11.2: the target (the view's ``target`` where it gives one: 15 in solo, SR-V-9.2)."""
HAND_LIMIT = 7
"""SR-B-6.2: more cards than this lose half on a 7."""


def deficit(hand: Sequence[int], cost: Sequence[int]) -> int:
    """Cards still missing for ``cost``."""
    return sum(c - h for h, c in zip(hand, cost, strict=True) if c > h)


def affordable(hand: Sequence[int], cost: Sequence[int]) -> bool:
    return all(h >= c for h, c in zip(hand, cost, strict=True))


def trade_plan(hand: Sequence[int], cost: Sequence[int], ratio: Sequence[int],
               bank: Sequence[int]) -> list[tuple[int, int]]:
    """Maritime trades ``(give, get)`` that complete ``cost`` from ``hand`` without touching
    the cards it needs, or [] if there are none (SR-B-7.9: the bank must hold what is asked,
    never the type given).

    >>> trade_plan([4, 0, 2, 0, 2], CITY, [4, 4, 4, 4, 4], [19] * 5)  # 4 lumber for an ore
    [(0, 4)]
    >>> trade_plan([3, 0, 2, 0, 2], CITY, [4, 4, 4, 4, 4], [19] * 5)
    []
    """
    h = list(hand)
    b = list(bank)
    plan: list[tuple[int, int]] = []
    for _ in range(6):
        missing = [r for r in range(5) if h[r] < cost[r]]
        if not missing:
            return plan
        get = max(missing, key=lambda r: (cost[r] - h[r], -r))
        if b[get] < 1:
            return []
        givers = [g for g in range(5) if g != get and h[g] - cost[g] >= ratio[g]]
        if not givers:
            return []
        give = max(givers, key=lambda g: (h[g] - cost[g] - ratio[g], -ratio[g], -g))
        h[give] -= ratio[give]
        b[give] += ratio[give]
        h[get] += 1
        b[get] -= 1
        plan.append((give, get))
    return []


class Facts:
    """One seat's view in the planner's terms. Fields named as the view names them."""

    def __init__(self, view: Any, seat: int):
        self.seat = seat
        self.view = view
        self.t: Tables = tables(view.island)
        self.vertex_owner: Sequence[int] = view.vertex_owner
        self.vertex_city: Sequence[bool] = view.vertex_city
        self.edge_owner: Sequence[int] = view.edge_owner
        self.robber: int = view.robber
        self.hand: list[int] = list(view.hand)
        self.bank: Sequence[int] = view.bank
        self.seats = len(view.hand_sizes)
        self.public_vp: Sequence[int] = view.public_vp
        self.vp: int = view.vp
        self.solo: bool = view.variant != "standard"
        """The Robin Hood variant: the Sheriff (seat 0) against the automaton (SR-V)."""
        self.target: int = getattr(view, "target", None) or WIN
        self.robin_vp: int = getattr(view, "robin_vp", None) or 0
        self.own_res = production(self.t, seat, self.vertex_owner, self.vertex_city)
        self.ratio = ratios(self.t, seat, self.vertex_owner)
        settlements, cities, roads = pieces(view, seat)
        self.settlements_left, self.cities_left, self.roads_left = settlements, cities, roads
        self._spots: list[int] | None = None
        self._road_scores: dict[int, float] | None = None

    # --- places ------------------------------------------------------------------------

    @property
    def spots(self) -> list[int]:
        """Open vertices at the seat's road ends (settlement spots, cards aside)."""
        if self._spots is None:
            self._spots = reachable_spots(self.seat, self.vertex_owner, self.edge_owner)
        return self._spots

    def road_scores(self) -> dict[int, float]:
        """Each edge the seat could build on -> the value of the spot it leads toward."""
        if self._road_scores is None:
            self._road_scores = {
                e: road_target(self.t, self.seat, e, self.vertex_owner, self.edge_owner, self.own_res,
                               self.robber)
                for e in buildable_edges(self.seat, self.vertex_owner, self.edge_owner)}
        return self._road_scores

    def road_length(self, extra: int = -1) -> int:
        return longest_trail(self.seat, self.vertex_owner, self.edge_owner, extra)

    def others_best_length(self) -> int:
        lengths = self.view.road_lengths
        return max((lengths[s] for s in range(self.seats) if s != self.seat), default=0)

    # --- goals -------------------------------------------------------------------------

    def goals(self) -> list[str]:
        """Builds the seat could make with enough cards, in the bot notes' priority."""
        out = []
        if self.cities_left and any(o == self.seat and not c for o, c in
                                    zip(self.vertex_owner, self.vertex_city, strict=True)):
            out.append("city")
        if self.settlements_left and self.spots:
            out.append("settlement")
        if self.view.deck_size > 0:
            out.append("dev")
        if self.roads_left and self.settlements_left and not self.spots and \
                any(v > 0 for v in self.road_scores().values()):
            out.append("road")
        return out


def pieces(view: Any, seat: int) -> tuple[int, int, int]:
    """``(settlements, cities, roads)`` the seat still has in supply (SR-B-1.7)."""
    left = view.pieces_left[seat]
    return int(left[0]), int(left[1]), int(left[2])


def protected_cards(facts: Facts) -> list[int]:
    """The bot notes' discard rule, first half: the cards of the highest-priority build the
    hand completes (a goal first, else any build), or if none, of the first goal as far as
    the hand holds them."""
    goals = facts.goals() or ["dev"]
    for goal in [*goals, "city", "settlement", "dev", "road"]:
        cost = GOAL_COSTS[goal]
        if affordable(facts.hand, cost):
            return list(cost)
    cost = GOAL_COSTS[goals[0]]
    return [min(h, c) for h, c in zip(facts.hand, cost, strict=True)]


def discard_choice(facts: Facts, count: int) -> tuple[int, ...]:
    """SR-B-6.2 and the bot notes: ``count`` cards to give up, as counts per resource, taken
    one at a time from the most plentiful type beyond the protected build (ties: the type
    the seat collects most of, then RESOURCES order)."""
    hand = list(facts.hand)
    keep = protected_cards(facts)
    out = [0] * 5
    for _ in range(count):
        spare = [r for r in range(5) if hand[r] > keep[r]]
        pool = spare if spare else [r for r in range(5) if hand[r] > 0]
        r = max(pool, key=lambda x: (hand[x] - (keep[x] if spare else 0), facts.own_res[x], -x))
        hand[r] -= 1
        out[r] += 1
    return tuple(out)


def estimated_holdings(facts: Facts) -> list[float]:
    """What the other seats hold of each type, estimated from their hand sizes and the
    share of each type in what their buildings collect (the view keeps no history)."""
    est = [0.0] * 5
    for s in range(facts.seats):
        if s == facts.seat:
            continue
        size = facts.view.hand_sizes[s]
        if not size:
            continue
        prod = production(facts.t, s, facts.vertex_owner, facts.vertex_city)
        total = sum(prod)
        for r in range(5):
            est[r] += size * (prod[r] / total if total else 0.2)
    return est
