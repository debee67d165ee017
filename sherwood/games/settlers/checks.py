"""The conservation rules of Settlers, checked after every command by the tests
(``Rules.check_invariants``): nothing created or lost, the bookkeeping true to the record.

- SR-B-1.5: the 95 resource cards are all in the bank or in hands, 19 of each, none negative;
- SR-B-1.6: the 25 development cards are in the deck, in hands, played as knights, or played
  as progress cards;
- SR-B-1.7: no seat has more pieces on the board than its supply;
- the bookkeeping (:mod:`.tracking`) equals what :func:`.tracking.derive` computes;
- SR-B-10.3, SR-B-10.4: the special cards are where their rules put them;
- SR-B-11.2: while the game goes on, the turn's seat has fewer than 10 VP;
- the flow is at rest: a prompt waits (unless the game is over), and an offer is pending
  exactly while its answers are.
"""

from __future__ import annotations

from collections import Counter

from sherwood.games.settlers.content import (
    BANK_START,
    CITIES,
    DECK,
    KNIGHT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    MONOPOLY,
    ROAD_BUILDING,
    ROADS,
    SETTLEMENTS,
    TARGET,
    YEAR_OF_PLENTY,
)
from sherwood.games.settlers.prompts import AnswerOffer, ChoosePartnerPrompt
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import derive

BOOKKEEPING = ("free", "road_spots", "settle_spots", "roads_mask", "settlement_mask", "ratio",
               "building_vp", "road_len", "vp_cards", "settlements_left", "cities_left", "roads_left",
               "offer_want")


def check_invariants(state: State) -> None:
    """Raise AssertionError naming the first rule ``state`` breaks."""
    n = state.n
    for r in range(5):
        held = [state.hands[s][r] for s in range(n)]
        assert min(held) >= 0 and state.bank[r] >= 0, f"negative cards of resource {r}: {held}"
        assert state.bank[r] + sum(held) == BANK_START, \
            f"resource {r}: bank {state.bank[r]} + hands {held} != {BANK_START}"
    cards = Counter(state.deck)
    for hand in state.dev_hands:
        cards.update(hand)
    cards[KNIGHT] += sum(state.knights)
    for kind, played in zip((ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY), state.progress_played, strict=True):
        cards[kind] += played
    assert cards == Counter(DECK), f"development cards created or lost: {cards - Counter(DECK)} " \
                                   f"extra, {Counter(DECK) - cards} missing"
    assert Counter(state.dev_new) <= Counter(state.dev_hands[state.turn]), "dev_new not in the turn's hand"
    settlements, cities = [0] * n, [0] * n
    for v, o in enumerate(state.vertex_owner):
        if o >= 0:
            (cities if state.vertex_city[v] else settlements)[o] += 1
    for s in range(n):
        roads = state.edge_owner.count(s)
        assert settlements[s] <= SETTLEMENTS and cities[s] <= CITIES and roads <= ROADS, \
            f"seat {s} has {settlements[s]} settlements, {cities[s]} cities, {roads} roads"
    fresh = state.clone()
    derive(fresh)
    for name in BOOKKEEPING:
        assert getattr(fresh, name) == getattr(state, name), \
            f"bookkeeping {name!r} is {getattr(state, name)!r}, the board says {getattr(fresh, name)!r}"
    lengths = state.road_len
    top = max(lengths)
    if state.longest >= 0:
        assert lengths[state.longest] == top >= LONGEST_ROAD_MIN, \
            f"Longest Road with seat {state.longest} at {lengths}"
    else:
        assert top < LONGEST_ROAD_MIN or lengths.count(top) > 1, f"Longest Road unclaimed at {lengths}"
    knights = state.knights
    if state.army >= 0:
        assert knights[state.army] == max(knights) >= LARGEST_ARMY_MIN, \
            f"Largest Army with seat {state.army} at {knights}"
    else:
        assert max(knights) < LARGEST_ARMY_MIN, f"Largest Army unclaimed at {knights}"
    if state.over:
        assert state.prompt is None and not state.queue, "the game is over but a decision waits"
        return
    assert state.prompt is not None, "nobody is asked anything"
    if not state.in_setup:
        assert state.total_vp(state.turn) < TARGET, \
            f"seat {state.turn} has {state.total_vp(state.turn)} VP in its own turn"
    waiting = isinstance(state.prompt, AnswerOffer | ChoosePartnerPrompt)
    assert waiting == (state.offer is not None), f"offer {state.offer!r} with prompt {state.prompt!r}"
    assert state.offer is not None or not state.answers, f"answers {state.answers!r} to no offer"
