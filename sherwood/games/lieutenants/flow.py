"""The flow's tables (:mod:`sherwood.engine.flow`): every step, prompt and command of the game.

| prompt          | seat                      | answers                                            |
|-----------------|---------------------------|----------------------------------------------------|
| TakeOrAct       | active                    | Take, Act (LT-4.4)                                 |
| ChooseTarget    | active                    | ChooseTarget(target)                               |
| Defend          | target                    | Defend (with a necklace), NoDefence                |
| MakeOffer       | each other seat with cards | Offer(cards)                                      |
| ChooseOffer     | active                    | ChooseOffer(offerer)                               |
| ChooseCard      | active                    | ChooseCard(card)                                   |
| ChooseAmbush    | active                    | ChooseAmbush(card)                                 |
| Deliver         | active                    | DeliverSet, DeliverMission, EndTurn                |
| FireOrHold      | each other seat with sets | FireAmbush(ambush), HoldAmbush                     |
| AmbushTake      | the ambusher              | AmbushTake(card)                                   |

Every prompt is asked, even with one answer: another seat's prompt answered inside the
mover's command would show the mover that seat's card, and LT-5.6.6 and LT-7.4 want the
"no defence" and "hold" asked anyway.
"""

from __future__ import annotations

from sherwood.engine.flow import FlowTables, never
from sherwood.games.lieutenants import actions, delivery_phase
from sherwood.games.lieutenants import commands as C
from sherwood.games.lieutenants import prompts as P

FLOW = FlowTables(
    "The Sheriff's Lieutenants",
    steps={
        "turn": actions.begin_turn,
        "deliver": actions.ask_delivery,
        "ambushes": delivery_phase.ambush_chain,
        "resolve": delivery_phase.resolve,
    },
    options={
        P.TakeOrAct: actions.take_or_act_options,
        P.ChooseTarget: actions.target_options,
        P.Defend: actions.defend_options,
        P.MakeOffer: actions.offer_options,
        P.ChooseOffer: actions.choose_offer_options,
        P.ChooseCard: actions.card_options,
        P.ChooseAmbush: actions.choose_ambush_options,
        P.Deliver: delivery_phase.deliver_options,
        P.FireOrHold: delivery_phase.fire_options,
        P.AmbushTake: delivery_phase.take_options,
    },
    handlers={
        C.Take: actions.take,
        C.Act: actions.act,
        C.ChooseTarget: actions.choose_target,
        C.Defend: actions.defend,
        C.NoDefence: actions.no_defence,
        C.Offer: actions.offer,
        C.ChooseOffer: actions.choose_offer,
        C.ChooseCard: actions.choose_card,
        C.ChooseAmbush: actions.choose_ambush,
        C.DeliverSet: delivery_phase.deliver_set,
        C.DeliverMission: delivery_phase.deliver_mission,
        C.EndTurn: delivery_phase.end_turn,
        C.FireAmbush: delivery_phase.fire_ambush,
        C.HoldAmbush: delivery_phase.hold,
        C.AmbushTake: delivery_phase.ambush_take,
    },
    auto_answer=never,
)
