"""Building and buying (SR-B-8) in the trade-and-build phase.

Each build pays its cost to the bank (SR-B-8.1), puts the piece on the board
(:mod:`.tracking`), settles Longest Road (:mod:`.roads`, SR-B-10.3: a settlement may cut
another seat's trail, SR-E-1) and checks victory (SR-B-11.2). Where a piece may go is
decided by the legal commands (:mod:`.options`): an empty edge joined to the seat's own
road or building and not through an opponent's building (SR-B-8.2, SR-B-8.3); a free
vertex at the end of its own road (SR-B-8.4, SR-B-8.5); its own settlement (SR-B-8.6);
while it has the piece (SR-B-8.7).

In the solo game a settlement or city at Robin's hex lets the Sheriff displace him (SR-V-6),
and a road that closes the ring round Robin's hex ends the game (SR-V-9.4).
"""

from __future__ import annotations

from collections.abc import Sequence

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events
from sherwood.games.settlers.commands import BuildCity, BuildRoad, BuildSettlement, BuyDevelopmentCard
from sherwood.games.settlers.content import (
    CITY_COST,
    DEV_COST,
    ROAD_COST,
    ROBIN_HOOD,
    SETTLEMENT_COST,
    VP_FIRST,
)
from sherwood.games.settlers.events import BOUGHT_EVENT, CITY_EVENT, ROAD_EVENT, SETTLEMENT_EVENT
from sherwood.games.settlers.geometry import EDGE_ID, VERTEX_ID
from sherwood.games.settlers.prompts import TRADE_AND_BUILD, SettlersPrompt
from sherwood.games.settlers.roads import after_road, after_settlement
from sherwood.games.settlers.robin import check_encircled, offer_displacement
from sherwood.games.settlers.state import State
from sherwood.games.settlers.tracking import ask, put_city, put_road, put_settlement
from sherwood.games.settlers.turn import check_win


def pay(state: State, seat: int, cost: Sequence[int]) -> None:
    """SR-B-8.1: the cards of ``cost`` go from ``seat``'s hand to the bank."""
    hand, bank = state.hands[seat], state.bank
    for r in range(5):
        c = cost[r]
        if c:
            hand[r] -= c
            bank[r] += c


def build_road(state: State, command: BuildRoad, rng: SeededRng, events: Events,
               prompt: SettlersPrompt) -> None:
    """SR-B-8.2, SR-B-8.3: a road for 1 lumber and 1 brick."""
    seat, e = command.seat, EDGE_ID[command.edge]
    pay(state, seat, ROAD_COST)
    put_road(state, seat, e)
    events.append(ROAD_EVENT[seat][e][1])
    after_road(state, seat, events)
    if check_win(state, events) or (state.variant == ROBIN_HOOD and check_encircled(state, e, events)):
        return  # SR-V-9.10: the 15 VP first, then the ring (SR-V-9.4)
    ask(state, TRADE_AND_BUILD[seat])


def build_settlement(state: State, command: BuildSettlement, rng: SeededRng, events: Events,
                     prompt: SettlersPrompt) -> None:
    """SR-B-8.4, SR-B-8.5: a settlement for 1 lumber, 1 wool, 1 grain and 1 brick."""
    seat, v = command.seat, VERTEX_ID[command.vertex]
    pay(state, seat, SETTLEMENT_COST)
    put_settlement(state, seat, v)
    events.append(SETTLEMENT_EVENT[seat][v][1])
    after_settlement(state, seat, v, events)
    _after_building(state, seat, v, events)


def build_city(state: State, command: BuildCity, rng: SeededRng, events: Events,
               prompt: SettlersPrompt) -> None:
    """SR-B-8.6: a city for 2 grain and 3 ore, in place of the seat's settlement."""
    seat, v = command.seat, VERTEX_ID[command.vertex]
    pay(state, seat, CITY_COST)
    put_city(state, seat, v)
    events.append(CITY_EVENT[seat][v])
    _after_building(state, seat, v, events)


def _after_building(state: State, seat: int, v: int, events: Events) -> None:
    """SR-B-11.2: a win ends the game at once (SR-E-26: no displacement then); SR-V-6: a
    building at Robin's hex lets the Sheriff drive him off; else the turn goes on."""
    if check_win(state, events):
        return
    if state.variant == ROBIN_HOOD and offer_displacement(state, v, events):
        return
    ask(state, TRADE_AND_BUILD[seat])


def buy_development_card(state: State, command: BuyDevelopmentCard, rng: SeededRng, events: Events,
                         prompt: SettlersPrompt) -> None:
    """SR-B-8.8: the top card of the deck for 1 wool, 1 grain and 1 ore (a Victory Point card
    may win at once, SR-E-7)."""
    seat = command.seat
    pay(state, seat, DEV_COST)
    card = state.deck.pop()
    state.dev_hands[seat].append(card)
    state.dev_new.append(card)
    if card >= VP_FIRST:
        state.vp_cards[seat] += 1
    events.append(BOUGHT_EVENT[seat])
    if not check_win(state, events):
        ask(state, TRADE_AND_BUILD[seat])
