"""The adventure's flow tables: every step, prompt and command, in one value.

Steps (queued as ``(name, *args)``): ``next_disc`` (AR-4.2), ``turn`` (AR-5.1), ``ask_turn``
(phase), ``after_action``, ``gisbourne`` (cause, AR-10.9), ``sheriff_hour``, ``watch``,
``draw_seal`` (AR-11), ``dossier_step`` (AR-9.1), ``gain`` (object, AR-7.3), ``turn_tile``
(tile, face).

Auto-answer: the turn's ``move`` and ``act`` prompts are always asked (a move must be
undoable, and "stay" is a choice of its own); every other prompt with one legal answer is
answered at once (the ``after`` phase with nothing but "end the turn" ends it by itself)."""

from __future__ import annotations

from typing import Any

from sherwood.engine.flow import FlowTables
from sherwood.games.adventures import actions, effects, overpower, rounds, tasks, turn
from sherwood.games.adventures.commands import (
    BlowHorn,
    Bribe,
    Deliver,
    DiscardObject,
    DoneTrading,
    Eat,
    EndTurn,
    Explore,
    Forgo,
    GiveUp,
    LetHimRide,
    Move,
    Overpower,
    RollBarrel,
    Swap,
    TakeObject,
    Trade,
    UseTile,
)
from sherwood.games.adventures.prompts import (
    BarrelCall,
    HornCall,
    MakeRoom,
    PickObject,
    Trading,
    Turn,
)


def asked(prompt: Any) -> bool:
    """Whether a prompt with one legal answer is answered at once (see the module)."""
    return not (isinstance(prompt, Turn) and prompt.phase in ("move", "act"))


FLOW = FlowTables(
    "The Adventures of Robin Hood: Solo",
    steps={
        "next_disc": rounds.next_disc, "turn": turn.begin_turn, "ask_turn": turn.ask_turn,
        "after_action": turn.after_action, "gisbourne": rounds.gisbourne,
        "sheriff_hour": rounds.sheriff_hour, "watch": rounds.watch,
        "draw_seal": rounds.draw_seal, "dossier_step": rounds.dossier_step,
        "gain": effects.gain_step, "turn_tile": effects.turn_tile_step,
    },
    options={
        Turn: turn.turn_options, PickObject: actions.pick_options,
        MakeRoom: effects.make_room_options, HornCall: overpower.horn_options,
        BarrelCall: rounds.barrel_options, Trading: actions.trading_options,
    },
    handlers={
        Move: turn.move, EndTurn: turn.end_turn, Eat: turn.eat, Bribe: turn.bribe,
        Deliver: tasks.deliver, Explore: actions.explore, TakeObject: actions.take_object,
        Trade: actions.trade, Swap: actions.swap, DoneTrading: actions.done_trading,
        UseTile: actions.use_tile, Overpower: overpower.overpower, BlowHorn: overpower.blow_horn,
        GiveUp: overpower.give_up, DiscardObject: effects.discard_object, Forgo: effects.forgo,
        RollBarrel: rounds.roll_barrel, LetHimRide: rounds.let_him_ride,
    },
    auto_answer=asked,
)
