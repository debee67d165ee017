"""Why a command is not legal now, in one sentence for the player (``Rules.why_illegal``).

The match asks only for a well-formed command of the seat whose decision it is that is not
among the legal ones (another seat's command it refuses itself). Each kind of command has
its reasons, checked in the order a player would think of them: is it the time, is it your
piece or place, can you pay, is there a piece left, does the place obey the rules.
"""

from __future__ import annotations

from collections.abc import Callable

from sherwood.engine import Command
from sherwood.engine.values import shown
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
    KNIGHT,
    MONOPOLY,
    MOVE_INDEX,
    RES_INDEX,
    RESOURCE_TERRAIN,
    RESOURCES,
    ROAD_BUILDING,
    ROAD_COST,
    ROBIN_HOOD,
    SETTLEMENT_COST,
    YEAR_OF_PLENTY,
    cards_words,
    counts_of,
    counts_words,
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
"""The command types whose own reasons apply while each prompt waits (others: the prompt's
``must``)."""

DEV_PLAYS = (PlayKnight, PlayRoadBuilding, PlayYearOfPlenty, PlayMonopoly)
TURN_COMMANDS = (BuildRoad, BuildSettlement, BuildCity, BuyDevelopmentCard, MaritimeTrade, OfferTrade)


def _cannot_pay(state: State, seat: int, cost: tuple[int, ...], what: str) -> str | None:
    hand = state.hands[seat]
    if all(hand[r] >= cost[r] for r in range(5)):
        return None
    return f"{what} costs {counts_words(cost)}."


def _road_place(state: State, seat: int, name: str) -> str:
    e = EDGE_ID.get(name)
    if e is None:
        return f"There is no edge {shown(name)} on the board."
    if state.edge_owner[e] >= 0:
        return "That edge already has a road."
    for v in EDGE_VERTICES[e]:
        if state.vertex_owner[v] not in (-1, seat) and any(
                state.edge_owner[x] == seat for x in VERTEX_EDGES[v]):
            return "A road cannot pass through another player's building."
    return "A road must join one of your own roads or buildings."


def _settlement_place(state: State, seat: int, name: str, need_road: bool) -> str:
    v = VERTEX_ID.get(name)
    if v is None:
        return f"There is no corner {shown(name)} on the board."
    if state.vertex_owner[v] >= 0:
        return "That corner is taken."
    if not state.free >> v & 1:
        return "A settlement needs the three neighbouring corners empty (the distance rule)."
    if need_road:
        return "A settlement must stand at the end of one of your roads."
    return "You cannot build a settlement there."


def _build_road(state: State, c: BuildRoad) -> str:
    if not state.roads_left[c.seat]:
        return "You have no road left in your supply."
    return _cannot_pay(state, c.seat, ROAD_COST, "A road") or _road_place(state, c.seat, c.edge)


def _build_settlement(state: State, c: BuildSettlement) -> str:
    if not state.settlements_left[c.seat]:
        return "You have no settlement left in your supply."
    return (_cannot_pay(state, c.seat, SETTLEMENT_COST, "A settlement")
            or _settlement_place(state, c.seat, c.vertex, need_road=True))


def _build_city(state: State, c: BuildCity) -> str:
    v = VERTEX_ID.get(c.vertex)
    if v is None or state.vertex_owner[v] != c.seat or state.vertex_city[v]:
        return "A city replaces one of your settlements."
    if not state.cities_left[c.seat]:
        return "You have no city left in your supply."
    return _cannot_pay(state, c.seat, CITY_COST, "A city") or "You cannot build a city there."


def _buy(state: State, c: BuyDevelopmentCard) -> str:
    if not state.deck:
        return "The development deck is empty."
    return _cannot_pay(state, c.seat, DEV_COST, "A development card") or "You cannot buy a card now."


def _maritime(state: State, c: MaritimeTrade) -> str:
    if c.give not in RES_INDEX or c.get not in RES_INDEX:
        return f"Name two resources ({', '.join(RESOURCES)})."
    if c.give == c.get:
        return "Trade for a resource of another type."
    give, get = RES_INDEX[c.give], RES_INDEX[c.get]
    ratio = state.ratio[c.seat][give]
    if state.hands[c.seat][give] < ratio:
        return f"You need {ratio} {c.give} for this trade."
    if not state.bank[get]:
        return f"The bank has no {c.get} left."
    return "You cannot trade with the bank now."


def _dev_play(state: State, c: Command) -> str:
    kind = {PlayKnight: KNIGHT, PlayRoadBuilding: ROAD_BUILDING, PlayYearOfPlenty: YEAR_OF_PLENTY,
            PlayMonopoly: MONOPOLY}[type(c)]
    if state.dev_played:
        return "You have already played a development card this turn."
    if kind not in state.dev_hands[c.seat]:
        return "You do not hold that card."
    if playable_cards(state, c.seat)[kind] <= 0:
        return "A card bought this turn cannot be played until your next turn."
    if isinstance(c, PlayMonopoly) and c.resource not in RES_INDEX:
        return f"Name a resource ({', '.join(RESOURCES)})."
    if isinstance(c, PlayYearOfPlenty):
        if any(r not in RES_INDEX for r in c.resources) or not 1 <= len(c.resources) <= 2:
            return "Name one or two resources."
        if list(c.resources) != sorted(c.resources, key=RES_INDEX.__getitem__):
            return f"List the cards in the order {', '.join(RESOURCES)}."
        want = counts_of(c.resources)
        if any(want[r] > state.bank[r] for r in range(5)):
            return "The bank does not hold those cards."
        return "Take two cards when the bank can give two."
    return "You cannot play that card now."


def _discard(state: State, c: Discard) -> str:
    prompt = state.prompt
    assert isinstance(prompt, DiscardPrompt)
    if len(c.cards) != prompt.count:
        return f"Discard exactly {prompt.count} cards."
    if any(card not in RES_INDEX for card in c.cards):
        return f"Name resources ({', '.join(RESOURCES)})."
    counts = counts_of(c.cards)
    if any(counts[r] > state.hands[c.seat][r] for r in range(5)):
        return f"You do not hold {cards_words(c.cards)}."
    return f"List the cards in the order {', '.join(RESOURCES)}."


def _move_robber(state: State, c: MoveRobber) -> str:
    h = HEX_BY_NAME.get(c.hex)
    if h is None:
        return f"{shown(c.hex)} is not a land hex."
    return "The robber must move to another hex."


def _steal(state: State, c: StealFrom) -> str:
    return "Rob a player with a building at the robber's hex and a card in hand."


def _setup_settlement(state: State, c: PlaceSettlement) -> str:
    return _settlement_place(state, c.seat, c.vertex, need_road=False)


def _setup_road(state: State, c: PlaceRoad) -> str:
    e = EDGE_ID.get(c.edge)
    if e is None:
        return f"There is no edge {shown(c.edge)} on the board."
    if state.edge_owner[e] >= 0:
        return "That edge already has a road."
    return "The road must touch the settlement you just placed."


def _free_road(state: State, c: PlaceFreeRoad) -> str:
    return _road_place(state, c.seat, c.edge)


def _accept(state: State, c: AcceptOffer) -> str:
    offer = state.offer
    wants = cards_words(offer.want) if offer else "the cards"
    return f"You can accept only holding {wants}."


def _choose(state: State, c: ChoosePartner) -> str:
    return "Trade only with a player who accepted."


def _step(state: State, name: str) -> tuple[int, int] | str:
    """The hex ``name`` next to Robin and the edge between, or why it is not one."""
    h = HEX_BY_NAME.get(name)
    if h is None:
        return f"{shown(name)} is not a land hex."
    for near, e in HEX_NEIGHBOURS[state.robber]:
        if near == h:
            return h, e
    return f"Robin moves only to a hex next to his own ({HEX_NAMES[state.robber]})."


def _barred(state: State, e: int) -> str | None:
    if state.edge_owner[e] == 0:
        return f"Robin cannot cross the Sheriff's road on {EDGE_NAMES[e]}."
    return None


def _robin_hex(state: State, c: ChooseRobinHex) -> str:
    """SR-V-4.6 to SR-V-4.8: the card's terrain, next to Robin, across no Sheriff road."""
    prompt = state.prompt
    assert isinstance(prompt, ChooseRobinHexPrompt)
    step = _step(state, c.hex)
    if isinstance(step, str):
        return step
    card = MOVE_INDEX[prompt.card]
    terrain = RESOURCE_TERRAIN[card]
    if state.board.hex_res[step[0]] != card:
        return f"The {RESOURCES[card]} card leads Robin only into a {terrain} hex."
    return _barred(state, step[1]) or f"Choose one of {', '.join(prompt.hexes)}."


def _displace(state: State, c: DisplaceRobin) -> str:
    """SR-V-6.3: a neighbour of Robin's hex, across no Sheriff road."""
    step = _step(state, c.hex)
    if isinstance(step, str):
        return step
    return _barred(state, step[1]) or "You cannot drive Robin there."


def _relocate(state: State, c: RelocateRobin) -> str:
    """SR-V-7.11, SR-V-7.12: one of the hexes worth the most to Robin."""
    prompt = state.prompt
    assert isinstance(prompt, RelocateRobinPrompt)
    if c.hex not in HEX_BY_NAME:
        return f"{shown(c.hex)} is not a land hex."
    return f"Robin goes to a hex worth the most to him: {', '.join(prompt.hexes)}."


SOLO_REFUSED: dict[type, str] = {
    MoveRobber: "Robin Hood is the robber in this game, and he moves by his own cards (SR-V-3.6).",
    StealFrom: "Only Robin Hood robs in this game, on a 7 (SR-V-3.6).",
    AcceptOffer: "There is nobody to trade with: the Sheriff trades only with the bank.",
    DeclineOffer: "There is nobody to trade with: the Sheriff trades only with the bank.",
    ChoosePartner: "There is nobody to trade with: the Sheriff trades only with the bank.",
    CancelOffer: "There is nobody to trade with: the Sheriff trades only with the bank.",
}
"""Commands of the standard game that never fit the solo game (SR-V-10.1)."""


REASONS: dict[type, Callable[..., str]] = {
    BuildRoad: _build_road, BuildSettlement: _build_settlement, BuildCity: _build_city,
    BuyDevelopmentCard: _buy, MaritimeTrade: _maritime, Discard: _discard,
    MoveRobber: _move_robber, StealFrom: _steal, PlaceSettlement: _setup_settlement,
    PlaceRoad: _setup_road, PlaceFreeRoad: _free_road, AcceptOffer: _accept,
    ChoosePartner: _choose, ChooseRobinHex: _robin_hex, DisplaceRobin: _displace,
    RelocateRobin: _relocate,
    **dict.fromkeys(DEV_PLAYS, _dev_play),
}


def why_illegal(state: State, command: Command) -> str:
    """One sentence saying why ``command`` (of the seat to decide) is not legal now."""
    prompt = state.prompt
    if state.over or prompt is None:
        return "The game is over."
    kind = type(command)
    if state.variant == ROBIN_HOOD and kind in SOLO_REFUSED:
        return SOLO_REFUSED[kind]
    if isinstance(command, OfferTrade):
        return offer_problem(state, command) or "You cannot make that offer now."
    if isinstance(prompt, BeforeRoll) and kind in DEV_PLAYS:
        return REASONS[kind](state, command)
    if isinstance(prompt, TradeAndBuild) and (kind in TURN_COMMANDS or kind in DEV_PLAYS):
        return REASONS[kind](state, command)
    if kind in ANSWERS.get(type(prompt), ()):
        return REASONS[kind](state, command)
    if isinstance(prompt, BeforeRoll) and kind in TURN_COMMANDS:
        return "Roll the dice first: only a development card may come before the roll."
    return f"You must {prompt.must} now."
