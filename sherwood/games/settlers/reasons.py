"""Why a command is not legal now, as a value (``Rules.why_illegal``): a refusal code and its
parameters (places by their spec names, resources by name, seats by number); the table's
words (``sherwood/ui/games/settlers/words.py``) put it in a sentence.

The match asks only for a well-formed command of the seat whose decision it is that is not
among the legal ones (another seat's command it refuses itself). Each kind of command has
its reasons, checked in the order a player would think of them: is it the time, is it your
piece or place, can you pay, is there a piece left, does the place obey the rules.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from sherwood.engine import Command, Refusal, refuse
from sherwood.engine.flow import Prompt
from sherwood.games.settlers.board import HEX_BY_NAME, HEX_NAMES
from sherwood.games.settlers.commands import (
    AcceptOffer,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    CancelOffer,
    ChoosePartner,
    ChooseRobinHex,
    DeclineOffer,
    Discard,
    DisplaceRobin,
    MaritimeTrade,
    MoveRobber,
    OfferTrade,
    PlaceFreeRoad,
    PlaceRoad,
    PlaceSettlement,
    PlayKnight,
    PlayMonopoly,
    PlayRoadBuilding,
    PlayYearOfPlenty,
    RelocateRobin,
    StealFrom,
)
from sherwood.games.settlers.content import (
    CITY_COST,
    DEV_COST,
    DEV_KINDS,
    KNIGHT,
    MONOPOLY,
    MOVE_INDEX,
    RES_INDEX,
    RESOURCE_TERRAIN,
    ROAD_BUILDING,
    ROAD_COST,
    ROBIN_HOOD,
    SETTLEMENT_COST,
    YEAR_OF_PLENTY,
    counts_of,
)
from sherwood.games.settlers.geometry import (
    EDGE_ID,
    EDGE_NAMES,
    EDGE_VERTICES,
    HEX_NEIGHBOURS,
    VERTEX_EDGES,
    VERTEX_ID,
)
from sherwood.games.settlers.options import offer_problem, playable_cards
from sherwood.games.settlers.prompts import (
    AnswerOffer,
    BeforeRoll,
    ChoosePartnerPrompt,
    ChooseRobinHexPrompt,
    DiscardPrompt,
    DisplaceRobinPrompt,
    FreeRoad,
    MoveRobberPrompt,
    RelocateRobinPrompt,
    SetupRoad,
    SetupSettlement,
    StealFromPrompt,
    TradeAndBuild,
)
from sherwood.games.settlers.state import State

ANSWERS: dict[type, tuple[type, ...]] = {
    SetupSettlement: (PlaceSettlement,),
    SetupRoad: (PlaceRoad,),
    DiscardPrompt: (Discard,),
    MoveRobberPrompt: (MoveRobber,),
    StealFromPrompt: (StealFrom,),
    FreeRoad: (PlaceFreeRoad,),
    AnswerOffer: (AcceptOffer,),
    ChoosePartnerPrompt: (ChoosePartner,),
    ChooseRobinHexPrompt: (ChooseRobinHex,),
    DisplaceRobinPrompt: (DisplaceRobin,),
    RelocateRobinPrompt: (RelocateRobin,),
}
"""The command types whose own reasons apply while each prompt waits (others: what the
prompt asks, ``answer_first``)."""

DEV_PLAYS = (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)
TURN_COMMANDS = (BuildRoad, BuildSettlement, BuildCity, BuyDevelopmentCard, MaritimeTrade, OfferTrade)


def _cannot_pay(state: State, seat: int, cost: tuple[int, ...], item: str) -> Refusal | None:
    hand = state.hands[seat]
    if all(hand[r] >= cost[r] for r in range(5)):
        return None
    return refuse("cannot_pay", item=item)


def _road_place(state: State, seat: int, name: str) -> Refusal:
    e = EDGE_ID.get(name)
    if e is None:
        return refuse("no_such_edge", edge=name)
    if state.edge_owner[e] >= 0:
        return refuse("edge_taken", edge=name)
    for v in EDGE_VERTICES[e]:
        if state.vertex_owner[v] not in (-1, seat) and any(
                state.edge_owner[x] == seat for x in VERTEX_EDGES[v]):
            return refuse("road_through_building", edge=name)
    return refuse("road_not_joined", edge=name)


def _settlement_place(state: State, seat: int, name: str, need_road: bool) -> Refusal:
    v = VERTEX_ID.get(name)
    if v is None:
        return refuse("no_such_corner", vertex=name)
    if state.vertex_owner[v] >= 0:
        return refuse("corner_taken", vertex=name)
    if not state.free >> v & 1:
        return refuse("distance_rule", vertex=name)
    if need_road:
        return refuse("settlement_off_road", vertex=name)
    return refuse("cannot_settle_there", vertex=name)


def _build_road(state: State, c: BuildRoad) -> Refusal:
    if not state.roads_left[c.seat]:
        return refuse("no_piece_left", piece="road")
    return _cannot_pay(state, c.seat, ROAD_COST, "road") or _road_place(state, c.seat, c.edge)


def _build_settlement(state: State, c: BuildSettlement) -> Refusal:
    if not state.settlements_left[c.seat]:
        return refuse("no_piece_left", piece="settlement")
    return (_cannot_pay(state, c.seat, SETTLEMENT_COST, "settlement")
            or _settlement_place(state, c.seat, c.vertex, need_road=True))


def _build_city(state: State, c: BuildCity) -> Refusal:
    v = VERTEX_ID.get(c.vertex)
    if v is None or state.vertex_owner[v] != c.seat or state.vertex_city[v]:
        return refuse("city_needs_settlement", vertex=c.vertex)
    if not state.cities_left[c.seat]:
        return refuse("no_piece_left", piece="city")
    return _cannot_pay(state, c.seat, CITY_COST, "city") or refuse("cannot_build_city", vertex=c.vertex)


def _buy(state: State, c: BuyDevelopmentCard) -> Refusal:
    if not state.deck:
        return refuse("deck_empty")
    return _cannot_pay(state, c.seat, DEV_COST, "development_card") or refuse("cannot_buy")


def _maritime(state: State, c: MaritimeTrade) -> Refusal:
    if c.give not in RES_INDEX or c.get not in RES_INDEX:
        return refuse("name_two_resources", give=c.give, get=c.get)
    if c.give == c.get:
        return refuse("same_resource", resource=c.give)
    give, get = RES_INDEX[c.give], RES_INDEX[c.get]
    ratio = state.ratio[c.seat][give]
    if state.hands[c.seat][give] < ratio:
        return refuse("too_few_to_trade", resource=c.give, ratio=ratio)
    if not state.bank[get]:
        return refuse("bank_out_of", resource=c.get)
    return refuse("cannot_trade_with_bank")


DEV_OF: dict[type, int] = {PlayKnight: KNIGHT, PlayRoadBuilding: ROAD_BUILDING,
                           PlayYearOfPlenty: YEAR_OF_PLENTY, PlayMonopoly: MONOPOLY}


def _dev_play(state: State, c: Command) -> Refusal:
    kind = DEV_OF[type(c)]
    card = DEV_KINDS[kind]
    if state.dev_played:
        return refuse("card_played_this_turn")
    if kind not in state.dev_hands[c.seat]:
        return refuse("card_not_held", card=card)
    if playable_cards(state, c.seat)[kind] <= 0:
        return refuse("card_bought_this_turn", card=card)
    if isinstance(c, PlayMonopoly) and c.resource not in RES_INDEX:
        return refuse("name_a_resource", got=c.resource)
    if isinstance(c, PlayYearOfPlenty):
        if any(r not in RES_INDEX for r in c.resources) or not 1 <= len(c.resources) <= 2:
            return refuse("name_one_or_two_resources", got=c.resources)
        if list(c.resources) != sorted(c.resources, key=RES_INDEX.__getitem__):
            return refuse("cards_out_of_order")
        want = counts_of(c.resources)
        if any(want[r] > state.bank[r] for r in range(5)):
            return refuse("bank_lacks_cards", cards=c.resources)
        return refuse("take_two")
    return refuse("cannot_play_card", card=card)


def _discard(state: State, c: Discard) -> Refusal:
    prompt = state.prompt
    assert isinstance(prompt, DiscardPrompt)
    if len(c.cards) != prompt.count:
        return refuse("discard_count", count=prompt.count, got=len(c.cards))
    if any(card not in RES_INDEX for card in c.cards):
        return refuse("name_resources")
    counts = counts_of(c.cards)
    if any(counts[r] > state.hands[c.seat][r] for r in range(5)):
        return refuse("cards_not_held", cards=c.cards)
    return refuse("cards_out_of_order")


def _move_robber(state: State, c: MoveRobber) -> Refusal:
    if c.hex not in HEX_BY_NAME:
        return refuse("no_such_hex", hex=c.hex)
    return refuse("robber_must_move", hex=c.hex)


def _steal(state: State, c: StealFrom) -> Refusal:
    return refuse("cannot_rob", victim=c.victim)


def _setup_settlement(state: State, c: PlaceSettlement) -> Refusal:
    return _settlement_place(state, c.seat, c.vertex, need_road=False)


def _setup_road(state: State, c: PlaceRoad) -> Refusal:
    e = EDGE_ID.get(c.edge)
    if e is None:
        return refuse("no_such_edge", edge=c.edge)
    if state.edge_owner[e] >= 0:
        return refuse("edge_taken", edge=c.edge)
    return refuse("road_off_settlement", edge=c.edge)


def _free_road(state: State, c: PlaceFreeRoad) -> Refusal:
    return _road_place(state, c.seat, c.edge)


def _accept(state: State, c: AcceptOffer) -> Refusal:
    offer = state.offer
    return refuse("accept_needs_cards", cards=offer.want if offer else ())


def _choose(state: State, c: ChoosePartner) -> Refusal:
    return refuse("partner_not_accepted", partner=c.partner)


def _step(state: State, name: str) -> tuple[int, int] | Refusal:
    """The hex ``name`` next to Robin and the edge between, or why it is not one."""
    h = HEX_BY_NAME.get(name)
    if h is None:
        return refuse("no_such_hex", hex=name)
    for near, e in HEX_NEIGHBOURS[state.robber]:
        if near == h:
            return h, e
    return refuse("robin_not_next", hex=name, robin=HEX_NAMES[state.robber])


def _barred(state: State, e: int) -> Refusal | None:
    if state.edge_owner[e] == 0:
        return refuse("robin_barred", edge=EDGE_NAMES[e])
    return None


def _robin_hex(state: State, c: ChooseRobinHex) -> Refusal:
    """SR-V-4.6 to SR-V-4.8: the card's terrain, next to Robin, across no Sheriff road."""
    prompt = state.prompt
    assert isinstance(prompt, ChooseRobinHexPrompt)
    step = _step(state, c.hex)
    if isinstance(step, Refusal):
        return step
    card = MOVE_INDEX[prompt.card]
    if state.board.hex_res[step[0]] != card:
        return refuse("wrong_terrain", card=prompt.card, terrain=RESOURCE_TERRAIN[card])
    return _barred(state, step[1]) or refuse("choose_listed_hex", hexes=prompt.hexes)


def _displace(state: State, c: DisplaceRobin) -> Refusal:
    """SR-V-6.3: a neighbour of Robin's hex, across no Sheriff road."""
    step = _step(state, c.hex)
    if isinstance(step, Refusal):
        return step
    return _barred(state, step[1]) or refuse("cannot_displace", hex=c.hex)


def _relocate(state: State, c: RelocateRobin) -> Refusal:
    """SR-V-7.11, SR-V-7.12: one of the hexes worth the most to Robin."""
    prompt = state.prompt
    assert isinstance(prompt, RelocateRobinPrompt)
    if c.hex not in HEX_BY_NAME:
        return refuse("no_such_hex", hex=c.hex)
    return refuse("relocate_listed_hex", hexes=prompt.hexes)


NO_TRADE = refuse("solo_no_trade")
SOLO_REFUSED: dict[type, Refusal] = {
    MoveRobber: refuse("solo_no_robber"),  # SR-V-3.6: Robin is the robber
    StealFrom: refuse("solo_no_theft"),  # SR-V-3.6: only Robin robs, on a 7
    AcceptOffer: NO_TRADE,
    DeclineOffer: NO_TRADE,
    ChoosePartner: NO_TRADE,
    CancelOffer: NO_TRADE,
}
"""Commands of the standard game that never fit the solo game (SR-V-10.1)."""


REASONS: dict[type, Callable[..., Refusal]] = {
    BuildRoad: _build_road, BuildSettlement: _build_settlement, BuildCity: _build_city,
    BuyDevelopmentCard: _buy, MaritimeTrade: _maritime, Discard: _discard,
    MoveRobber: _move_robber, StealFrom: _steal, PlaceSettlement: _setup_settlement,
    PlaceRoad: _setup_road, PlaceFreeRoad: _free_road, AcceptOffer: _accept,
    ChoosePartner: _choose, ChooseRobinHex: _robin_hex, DisplaceRobin: _displace,
    RelocateRobin: _relocate,
    **dict.fromkeys(DEV_PLAYS, _dev_play),
}


def answer_first(prompt: Prompt) -> Refusal:
    """What the prompt waiting asks comes first: its kind and its fields (the seat aside)."""
    fields = {f.name: getattr(prompt, f.name) for f in dataclasses.fields(prompt) if f.name != "seat"}
    return refuse("answer_first", prompt=prompt.kind, **fields)


def why_illegal(state: State, command: Command) -> Refusal:
    """Why ``command`` (of the seat to decide) is not legal now."""
    prompt = state.prompt
    if state.over or prompt is None:
        return refuse("game_over")
    kind = type(command)
    if state.variant == ROBIN_HOOD and kind in SOLO_REFUSED:
        return SOLO_REFUSED[kind]
    if isinstance(command, OfferTrade):
        return offer_problem(state, command) or refuse("cannot_offer")
    if isinstance(prompt, BeforeRoll) and kind in DEV_PLAYS:
        return REASONS[kind](state, command)
    if isinstance(prompt, TradeAndBuild) and (kind in TURN_COMMANDS or kind in DEV_PLAYS):
        return REASONS[kind](state, command)
    if kind in ANSWERS.get(type(prompt), ()):
        return REASONS[kind](state, command)
    if isinstance(prompt, BeforeRoll) and kind in TURN_COMMANDS:
        return refuse("roll_first")
    return answer_first(prompt)
