"""Every step, prompt and handler of Settlers, listed in one place.

The game runs on the engine's flow (:mod:`sherwood.engine.flow`): a command's handler changes
the state and either asks the next decision itself or pushes the steps that follow; the flow
pops and runs steps until one asks a seat (``state.prompt``, :mod:`.prompts`) or the game is
over. :data:`FLOW` is the whole table:

- ``steps``: the names queued in ``state.queue`` as ``(name, *args)``;
- ``options``: each prompt type with the function listing its legal answers (:mod:`.options`);
- ``handlers``: each command type with the function applying it.

Every prompt is asked even with one legal answer (SR-B-12.4 and SR-B-12.7 make a discard and
an answer to an offer commands of their seats; a lone roll or end of turn is still the
player's to give), so ``auto_answer`` is the engine's ``never``: the flow stops at the first
prompt and a prompt's answers are listed only when asked (:mod:`.rules`). A domestic offer
asks its addressees one after another from its handlers, without queued steps.

One turn, step by step::

    ("begin_turn", s)       TurnBegan; SR-B-11.3; asks BeforeRoll(s)
    Roll(s)                 dice; not 7: production, asks TradeAndBuild(s)
                            7: pushes ("discards", s), ("robber", s), ("resume", s)
    ("discards", s)         pushes ("discard", t, k) for each seat t over 7 cards
    Discard(t, cards)       ... then ("robber", s) asks MoveRobberPrompt(s)
    MoveRobber(s, hex)      robs at once, asks StealFromPrompt(s, ...), or finds nobody
    ("resume", s)           asks TradeAndBuild(s)
    EndTurn(s)              begins the next seat's turn, or ends at the turn limit (SR-M-5)

The solo game (SR-V) replaces the robber by Robin's automaton (:mod:`.robin`)::

    Roll(0) on 7            pushes ("discards", 0), ("robin_seven",), ("resume", 0)
    ("robin_seven",)        robs and scores (RobinWon ends), or relocates: may ask
                            RelocateRobinPrompt(0, hexes)
    PlayKnight(0)           pushes ("robin_draw", "knight"), ("resume", 0)
    EndTurn(0)              pushes ("robin_turn",), ("begin_turn", 0)
    ("robin_draw", why)     a card or die face; may ask ChooseRobinHexPrompt(0, hexes, card)
    BuildSettlement/City    at Robin's hex: may ask DisplaceRobinPrompt(0, hexes)
"""

from __future__ import annotations

from sherwood.engine.flow import FlowTables, never
from sherwood.games.settlers import (
    building,
    development,
    options,
    robber,
    robin,
    setup,
    solo_setup,
    trade,
    turn,
)
from sherwood.games.settlers.commands import (
    AcceptOffer,
    BuildCity,
    BuildRoad,
    BuildSettlement,
    BuyDevelopmentCard,
    CancelOffer,
    ChoosePartner,
    ChooseRobinHex,
    DeclineDisplacement,
    DeclineOffer,
    Discard,
    DisplaceRobin,
    EndTurn,
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
    Roll,
    StealFrom,
)
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

FLOW = FlowTables(
    "Settlers of the Forest Isle",
    steps={
        "setup_settlement": setup.setup_settlement,
        "shuffle_deck": setup.shuffle_deck,
        "begin_turn": turn.begin_turn,
        "resume": turn.resume,
        "discards": robber.discards,
        "discard": robber.discard_step,
        "robber": robber.robber_step,
        "free_road": development.free_road_step,
        "solo_ready": solo_setup.solo_ready,
        "robin_turn": robin.robin_turn,
        "robin_draw": robin.robin_draw,
        "robin_seven": robin.robin_seven,
    },
    options={
        SetupSettlement: options.setup_settlement_options,
        SetupRoad: options.setup_road_options,
        BeforeRoll: options.before_roll_options,
        DiscardPrompt: options.discard_options,
        MoveRobberPrompt: options.move_robber_options,
        StealFromPrompt: options.steal_options,
        TradeAndBuild: options.trade_build_options,
        FreeRoad: options.free_road_options,
        AnswerOffer: options.answer_options,
        ChoosePartnerPrompt: options.partner_options,
        ChooseRobinHexPrompt: options.robin_hex_options,
        DisplaceRobinPrompt: options.displace_options,
        RelocateRobinPrompt: options.relocate_options,
    },
    handlers={
        PlaceSettlement: setup.place_settlement,
        PlaceRoad: setup.place_road,
        Roll: turn.roll,
        EndTurn: turn.end_turn,
        Discard: robber.discard,
        MoveRobber: robber.move_robber,
        StealFrom: robber.steal_from,
        BuildRoad: building.build_road,
        BuildSettlement: building.build_settlement,
        BuildCity: building.build_city,
        BuyDevelopmentCard: building.buy_development_card,
        PlayKnight: development.play_knight,
        PlayRoadBuilding: development.play_road_building,
        PlaceFreeRoad: development.place_free_road,
        PlayYearOfPlenty: development.play_year_of_plenty,
        PlayMonopoly: development.play_monopoly,
        MaritimeTrade: trade.maritime_trade,
        OfferTrade: trade.offer_trade,
        AcceptOffer: trade.accept_offer,
        DeclineOffer: trade.decline_offer,
        ChoosePartner: trade.choose_partner,
        CancelOffer: trade.cancel_offer,
        ChooseRobinHex: robin.choose_robin_hex,
        DisplaceRobin: robin.displace_robin,
        DeclineDisplacement: robin.decline_displacement,
        RelocateRobin: robin.relocate_robin,
    },
    auto_answer=never,
)
