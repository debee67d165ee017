"""Every step, prompt and handler of Robin Hood and the Merry Men, listed in one place.

The game runs on the engine's flow (:mod:`sherwood.engine.flow`): a command's handler
changes the state and pushes the steps that follow from it; the flow then pops and runs
steps until one of them asks a seat to decide (``state.prompt``, one of the types of
:mod:`.prompts`) or the game is over. :data:`FLOW` is the game's whole table:

- ``steps``: the step names queued in ``state.queue`` as ``(name, *args)``, each with the
  function of a part of the round that runs it;
- ``options``: each prompt type with the function listing its legal answers;
- ``handlers``: each command type with the function that applies it.

A prompt with exactly one legal answer is answered at once (MM-14.3: "where only one option
exists, it is applied automatically"), so the rules never stop where nobody has a choice;
:func:`auto_answer` says so, with MM-14.3's one exception.

In the bots' own states the legal answers are listed once per prompt (:func:`remembered`):
the flow lists them to see whether a seat has a choice, and the search or the bot asks for
the same list again at once. Such a state remembers the list with its prompt
(``state.listed``); only the rules change it, and they make a new prompt object for each new
decision, so the list is right while ``state.prompt`` is that same object. A match's own
state does not remember (tests edit it by hand, see :class:`.state.State`).
"""

from __future__ import annotations

from collections.abc import Callable

from sherwood.engine.flow import FlowTables, OptionsFn, Prompt
from sherwood.games.merry_men import (
    board,
    hero_actions,
    hero_phase,
    hero_trades,
    merry_phase,
    merry_works,
    round_end,
    setup,
    solo,
)
from sherwood.games.merry_men.commands import (
    Accept,
    Build,
    BuildStop,
    Buy,
    ChooseCarriage,
    ChooseDepotSpace,
    ChooseGuard,
    ChooseHero,
    ChoosePrisoners,
    ChooseResource,
    ChooseTokens,
    ChooseWeaponType,
    CommitDice,
    DeclareDone,
    Decline,
    DiscardHand,
    DiscardPassive,
    Donate,
    Done,
    EndTurn,
    Exchange,
    FightAgain,
    JaneFreeBreak,
    Move,
    PayBail,
    PayD,
    PayFine,
    Place,
    PlaceTuck,
    PlaceWithSpy,
    Ransom,
    RerollAll,
    RerollOne,
    Retrieve,
    RobAgain,
    RobContinue,
    RobinReroll,
    RobSkip,
    RobStart,
    RobStop,
    SendMessenger,
    Skip,
    Stop,
    TakeDie,
    TakeFromSheriff,
)
from sherwood.games.merry_men.prompts import (
    BailPrompt,
    BuildPrompt,
    CarriagePrompt,
    CommitPrompt,
    DepotPrompt,
    DiscardHandPrompt,
    DiscardPassivePrompt,
    FightAgainPrompt,
    FinePrompt,
    GuardPrompt,
    HeroChoicePrompt,
    HeroPrompt,
    MessengerPrompt,
    PenaltyPrompt,
    PlacePrompt,
    PrisonersPrompt,
    RansomPrompt,
    RerollAllPrompt,
    RerollOnePrompt,
    ResourcePrompt,
    RetrievePrompt,
    RobAgainPrompt,
    RobContinuePrompt,
    RobinPrompt,
    RobStartPrompt,
    SheriffItemPrompt,
    SmithPrompt,
    TakeDiePrompt,
    TokensPrompt,
    VillagePrompt,
    WeaponPrompt,
)
from sherwood.games.merry_men.state import State


def remembered(options: Callable[..., list]) -> OptionsFn:
    """``options`` listing each prompt's answers once in a state that remembers: the list is
    kept in ``state.listed`` with the prompt it answers and given again while that prompt
    object is pending. Callers never change the list (:meth:`.rules.MerryMenRules.legal_commands`
    hands out a copy)."""
    def listed(state: State, prompt: Prompt) -> list:
        memo = state.listed
        if memo:
            if memo[0] is prompt:
                return memo[1]
        elif memo is False:
            return options(state, prompt)
        cmds = options(state, prompt)
        state.listed = (prompt, cmds)
        return cmds

    listed.__name__ = listed.__qualname__ = getattr(options, "__name__", "options")
    listed.__wrapped__ = options  # type: ignore[attr-defined]
    return listed


ALWAYS_ASKED = frozenset({RerollAllPrompt, RerollOnePrompt})
"""The prompt types :func:`auto_answer` never answers by itself (no prompt type has subclasses)."""


def auto_answer(prompt: Prompt) -> bool:
    """MM-14.3: a single option is applied automatically, except ``ACCEPT`` after a failed
    roll that could still be rerolled, which is always asked. (The reroll prompts are only
    asked while a distraction token is left, so they offer a reroll beside ``ACCEPT``.)"""
    return type(prompt) not in ALWAYS_ASKED


OPTIONS: dict[type[Prompt], Callable[..., list]] = {
    # setting up (MM-2.22): :mod:`.setup`
    HeroChoicePrompt: setup.hero_choice_options,
    # board mechanics, at any time (sections 4 and 5): :mod:`.board`
    WeaponPrompt: board.weapon_options,
    ResourcePrompt: board.resource_options,
    BailPrompt: board.bail_options,
    DiscardPassivePrompt: board.discard_passive_options,
    PenaltyPrompt: board.penalty_options,
    # the Merry Men phase (section 4, MM-10.5, MM-10.24): :mod:`.merry_phase`, :mod:`.merry_works`
    PlacePrompt: merry_phase.place_prompt_options,
    RobStartPrompt: merry_phase.rob_start_options,
    RobContinuePrompt: merry_phase.rob_continue_options,
    FinePrompt: merry_phase.fine_options,
    BuildPrompt: merry_works.build_options,
    MessengerPrompt: merry_works.messenger_options,
    # the Hero phase (section 5): :mod:`.hero_phase`
    TakeDiePrompt: hero_phase.take_die_options,
    HeroPrompt: hero_phase.hero_options,
    # the hero's actions (section 6): :mod:`.hero_actions`, :mod:`.hero_trades`
    CarriagePrompt: hero_actions.carriage_options,
    CommitPrompt: hero_actions.commit_options,
    RerollAllPrompt: hero_actions.reroll_all_options,
    RerollOnePrompt: hero_actions.reroll_one_options,
    DepotPrompt: hero_actions.depot_options,
    RobAgainPrompt: hero_actions.rob_again_options,
    GuardPrompt: hero_actions.guard_options,
    FightAgainPrompt: hero_actions.fight_again_options,
    TokensPrompt: hero_actions.tokens_options,
    RobinPrompt: hero_actions.robin_options,
    PrisonersPrompt: hero_actions.prisoners_options,
    SheriffItemPrompt: hero_actions.sheriff_item_options,
    SmithPrompt: hero_trades.smith_options,
    VillagePrompt: hero_trades.village_options,
    # the End of round (section 7): :mod:`.round_end`
    RansomPrompt: round_end.ransom_options,
    DiscardHandPrompt: round_end.discard_hand_options,
    RetrievePrompt: round_end.retrieve_options,
}
"""Each prompt type with the function listing its legal answers (FLOW lists them via
:func:`remembered`)."""

FLOW = FlowTables(
    "Robin Hood and the Merry Men",
    steps={
        # setting up (MM-2.22): :mod:`.setup`
        "choose_hero": setup.choose_hero_step,
        # board mechanics, at any time (sections 4 and 5): :mod:`.board`
        "gain": board.gain,
        "weapon_any": board.weapon_any,
        "loot": board.loot,
        "resource_choice": board.resource_choice,
        "guard": board.place_guard,
        "bail": board.bail,
        "spy": board.take_spy,
        "overflow": board.overflow,
        "activate": board.activate,
        "tax_activate": board.tax_activate,
        "villain_draw": board.villain_draw,
        "villain": board.villain,
        "pot": board.pot,
        "penalty": board.penalty,
        "penalty_ask": board.penalty_ask,
        # the Merry Men phase (section 4, MM-10.5, MM-10.24): :mod:`.merry_phase`, :mod:`.merry_works`
        "round_start": merry_phase.round_start,
        "merry_turn": merry_phase.merry_turn,
        "merry_after": merry_phase.merry_after,
        "spy_remove": merry_phase.spy_remove,
        "rob_offer": merry_phase.rob_offer,
        "rob_begin": merry_phase.rob_begin,
        "rob_attempt": merry_phase.rob_attempt,
        "rob_finish": merry_phase.rob_finish,
        "build": merry_works.build_step,
        "messenger": merry_works.messenger_step,
        # the Hero phase (section 5): :mod:`.hero_phase`
        "hero_start": hero_phase.hero_start,
        "take_dice": hero_phase.take_dice,
        "take_die_ask": hero_phase.take_die_ask,
        "hero_turn_start": hero_phase.hero_turn_start,
        "hero_turn": hero_phase.hero_turn,
        "move_end": hero_phase.move_end,
        # the hero's actions (section 6): :mod:`.hero_actions`, :mod:`.hero_trades`
        "road_start": hero_actions.road_start,
        "tax_check": hero_actions.tax_check_step,
        "rob_again_offer": hero_actions.rob_again_offer,
        "fight_start": hero_actions.fight_start,
        "fight_again_offer": hero_actions.fight_again_offer,
        "prison_start": hero_actions.prison_start,
        "prison_resolve": hero_actions.prison_resolve,
        "sheriff_items": hero_actions.sheriff_items,
        "archery": hero_actions.archery,
        "smith_start": hero_trades.smith_start,
        "village_start": hero_trades.village_start,
        # the End of round (section 7): :mod:`.round_end`
        "end_round": round_end.end_round,
        "ransom_ask": round_end.ransom_ask,
        "shift": round_end.shift,
        "arrests": round_end.arrests,
        "return_all": round_end.return_all,
        "villains_home": round_end.villains_home,
        "ransom_replace": round_end.ransom_replace,
        "discard_active": round_end.discard_active,
        "discard_hand_ask": round_end.discard_hand_ask,
        "pass_start": round_end.pass_start,
        "forced_returns": round_end.forced_returns,
        "retrieve_ask": round_end.retrieve_ask,
        "next_round": round_end.next_round,
        "final": round_end.final,
        # the solo edicts (section 11): :mod:`.solo`
        "edict": solo.edict,
    },
    options={ptype: remembered(fn) for ptype, fn in OPTIONS.items()},
    handlers={
        # setting up (MM-2.22): :mod:`.setup`
        ChooseHero: setup.choose_hero,
        # board mechanics, at any time (sections 4 and 5): :mod:`.board`
        ChooseWeaponType: board.choose_weapon,
        ChooseResource: board.choose_resource,
        PayBail: board.pay_bail,
        DiscardPassive: board.discard_passive,
        PayD: board.penalty_answer,
        Decline: board.penalty_answer,
        # the Merry Men phase (section 4, MM-10.5, MM-10.24): :mod:`.merry_phase`, :mod:`.merry_works`
        Place: merry_phase.place,
        PlaceTuck: merry_phase.place_tuck,
        PlaceWithSpy: merry_phase.place_with_spy,
        DeclareDone: merry_phase.declare_done,
        RobStart: merry_phase.rob_answer,
        RobSkip: merry_phase.rob_answer,
        RobContinue: merry_phase.rob_answer,
        RobStop: merry_phase.rob_answer,
        PayFine: merry_phase.pay_fine,
        Build: merry_works.build,
        BuildStop: merry_works.build,
        SendMessenger: merry_works.send_messenger,
        # the Hero phase (section 5): :mod:`.hero_phase`
        TakeDie: hero_phase.take_die_answer,
        Move: hero_phase.move,
        JaneFreeBreak: hero_phase.jane_free_break,
        EndTurn: hero_phase.end_turn,
        # the hero's actions (section 6): :mod:`.hero_actions`, :mod:`.hero_trades`
        ChooseCarriage: hero_actions.choose_carriage,
        CommitDice: hero_actions.commit_dice,
        RerollAll: hero_actions.reroll,
        RerollOne: hero_actions.reroll,
        Accept: hero_actions.reroll,
        ChooseDepotSpace: hero_actions.choose_depot,
        RobAgain: hero_actions.again,
        FightAgain: hero_actions.again,
        Stop: hero_actions.again,
        ChooseGuard: hero_actions.choose_guard,
        ChooseTokens: hero_actions.choose_tokens,
        RobinReroll: hero_actions.robin_answer,
        Skip: hero_actions.robin_answer,
        ChoosePrisoners: hero_actions.choose_prisoners,
        TakeFromSheriff: hero_actions.take_from_sheriff,
        Buy: hero_trades.trade,
        Exchange: hero_trades.trade,
        Donate: hero_trades.donate,
        Done: hero_trades.done,
        # the End of round (section 7): :mod:`.round_end`
        Ransom: round_end.ransom,
        DiscardHand: round_end.discard_hand,
        Retrieve: round_end.retrieve,
    },
    auto_answer=auto_answer,
)
"""The game's flow: :meth:`~sherwood.engine.flow.FlowTables.run`, ``legal`` and ``answer``."""
