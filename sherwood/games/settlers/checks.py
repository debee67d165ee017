"""The conservation rules of Settlers, checked after every command by the tests
(``Rules.check_invariants``): nothing created or lost, the bookkeeping true to the record.

- SR-B-1.5: the 95 resource cards are all in the bank or in hands, 19 of each, none negative;
- SR-B-1.6: the 25 development cards are in the deck, in hands, played as knights, or played
  as progress cards;
- SR-B-1.7: no seat has more pieces on the board than its supply;
- the bookkeeping (:mod:`.tracking`) equals what :func:`.tracking.derive` computes;
- SR-B-10.3, SR-B-10.4: the special cards are where their rules put them;
- SR-B-11.2: while the game goes on, the turn's seat has fewer than 10 VP (solo: 15);
- SR-V-1.10, SR-V-1.12: in the solo game the bank, the Sheriff's hand and Robin's loot hold
  18 of each resource with the movement deck (19 with the die), the development cards are
  24 (25), the six movement cards are each in the draw pile or the discards, the neutral
  colour holds no card, and Robin has fewer than 15 VP while the game goes on;
- the flow is at rest: a prompt waits (unless the game is over), and an offer is pending
  exactly while its answers are.
"""

from __future__ import annotations

from collections import Counter

from sherwood.games.settlers.content import (
    KNIGHT,
    LARGEST_ARMY_MIN,
    LONGEST_ROAD_MIN,
    MONOPOLY,
    MOVES,
    NEUTRAL,
    ROAD_BUILDING,
    ROBIN_HOOD,
    SHERIFF,
    SOLO_RESULTS,
    SOLO_TARGET,
    YEAR_OF_PLENTY,
    bank_start,
    deck_of,
    supply,
    target,
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
    solo = state.variant == ROBIN_HOOD
    loot = state.loot
    for r in range(5):
        held = [state.hands[s][r] for s in range(n)]
        assert min(held) >= 0 and state.bank[r] >= 0 and loot[r] >= 0, \
            f"negative cards of resource {r}: {held}, loot {loot[r]}"
        assert state.bank[r] + sum(held) + loot[r] == bank_start(state.variant, state.movement), \
            f"resource {r}: bank {state.bank[r]} + hands {held} + loot {loot[r]} != " \
            f"{bank_start(state.variant, state.movement)}"
    if not solo:
        assert not any(loot) and not state.moves and not state.moves_discard and not state.robin_vp, \
            "Robin's things in the standard game"
    else:
        _check_solo(state)
    deck = deck_of(state.variant, state.movement)
    cards = Counter(state.deck)
    for hand in state.dev_hands:
        cards.update(hand)
    cards[KNIGHT] += sum(state.knights)
    for kind, played in zip((ROAD_BUILDING, YEAR_OF_PLENTY, MONOPOLY), state.progress_played, strict=True):
        cards[kind] += played
    assert cards == Counter(deck), f"development cards created or lost: {cards - Counter(deck)} " \
                                   f"extra, {Counter(deck) - cards} missing"
    assert Counter(state.dev_new) <= Counter(state.dev_hands[state.turn]), "dev_new not in the turn's hand"
    settlements, cities = [0] * n, [0] * n
    for v, o in enumerate(state.vertex_owner):
        if o >= 0:
            (cities if state.vertex_city[v] else settlements)[o] += 1
    for s in range(n):
        roads = state.edge_owner.count(s)
        most = supply(state.variant, s)
        assert settlements[s] <= most[0] and cities[s] <= most[1] and roads <= most[2], \
            f"owner {s} has {settlements[s]} settlements, {cities[s]} cities, {roads} roads"
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
        assert state.total_vp(state.turn) < target(state), \
            f"seat {state.turn} has {state.total_vp(state.turn)} VP in its own turn"
    waiting = isinstance(state.prompt, AnswerOffer | ChoosePartnerPrompt)
    assert waiting == (state.offer is not None), f"offer {state.offer!r} with prompt {state.prompt!r}"
    assert state.offer is not None or not state.answers, f"answers {state.answers!r} to no offer"


def _check_solo(state: State) -> None:
    """SR-V: the solo game's own conservation rules."""
    assert state.n == 2 and state.players == 1, f"{state.n} owners, {state.players} players"
    neutral = state.hands[NEUTRAL]
    assert not any(neutral) and not state.dev_hands[NEUTRAL] and not state.knights[NEUTRAL], \
        "the neutral colour holds cards"  # SR-V-2.11
    assert not any(state.vertex_city[v] for v, o in enumerate(state.vertex_owner) if o == NEUTRAL), \
        "a neutral city"
    if state.movement == "deck":  # SR-V-1.9, SR-V-4.1: the six cards, each once
        assert sorted(state.moves + state.moves_discard) == list(range(len(MOVES))), \
            f"movement cards: pile {state.moves}, discards {state.moves_discard}"
    else:
        assert not state.moves and not state.moves_discard, "movement cards in die mode"
    assert state.robin_vp >= 0
    if state.over:
        assert state.solo_result in SOLO_RESULTS, f"a finished solo game ended by {state.solo_result!r}"
        if state.solo_result == "robin_15":
            assert state.robin_vp >= SOLO_TARGET and state.winner is None
        if state.solo_result == "sheriff_15":
            assert state.total_vp(SHERIFF) >= SOLO_TARGET and state.winner == SHERIFF
    else:
        assert state.solo_result is None and state.robin_vp < SOLO_TARGET, \
            f"Robin has {state.robin_vp} VP and the game goes on"
