"""What the Lieutenants table asks in words: the banner's phase and instruction (who must act,
and what: one function per prompt type) and the buttons that answer (one function per
command type), their words and tooltips. No pygame here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from sherwood.engine import possessive
from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import ACTION, MISSION_VP, VP, kind_of
from sherwood.ui.games.lieutenants.words import (
    ACTION_NAMES,
    ACTION_WORDS,
    MISSION_SHORT,
    MISSION_TITLES,
    OBJECT_NAMES,
    OBJECT_PLURALS,
    ambush_words,
    card_name,
    cards_words,
    mission_short,
)

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

ACT_BUTTON = {
    "buy": ("Buy",),
    "theft": ("Steal",),
    "ambush": ("Ambush",),
    "robbery": ("Rob",),
    "raid": ("Raid",),
    "defence": ("Defend",),
    "exchange": ("Exchange",),
}
"""The act button's words for each action."""


# --- the banner ------------------------------------------------------------------------------------


def phase_title(table: LieutenantsTable) -> str:
    v = table.view
    if v is None or v.over:
        return ""
    return f"Turn {v.turn} · Sheriff {v.sheriff}/{len(v.route) - 1}"


def _whose(table: LieutenantsTable, seat: int) -> str:
    return possessive(table.match.names[seat])


def _paying(prompt: PR.MakeOffer) -> str:
    return "copper coin" if prompt.action == "buy" else "chest"


TASKS: dict[type, Callable[[LieutenantsTable, Any], str]] = {
    PR.TakeOrAct: lambda t, p: (f"take {card_name(p.card)} or use it for "
                                f"{ACTION_NAMES[ACTION[kind_of(p.card)]]}"),
    PR.ChooseTarget: lambda t, p: f"choose whom to attack ({ACTION_NAMES[p.action]})",
    PR.Defend: lambda t, p: f"defend against {_whose(t, p.attacker)} {ACTION_NAMES[p.action]}, or not",
    PR.MakeOffer: lambda t, p: f"make a secret offer for {_whose(t, p.buyer)} {_paying(p)}",
    PR.ChooseOffer: lambda t, p: "choose one of the offers",
    PR.ChooseCard: lambda t, p: f"take a card from {_whose(t, p.target)} hand",
    PR.ChooseAmbush: lambda t, p: "keep one of the two ambush cards",
    PR.Deliver: lambda t, p: "deliver objects, or end the turn",
    PR.FireOrHold: lambda t, p: f"fire an ambush at {_whose(t, p.deliverer)} delivery, or hold",
    PR.AmbushTake: lambda t, p: f"take a card from {_whose(t, p.deliverer)} delivery",
}
"""What each prompt asks of its seat, said about that seat ("make a secret offer for Yellow's
copper coin"), for those watching."""


def task(table: LieutenantsTable, prompt) -> str:
    """What ``prompt`` asks of its seat, said about that seat."""
    words = TASKS.get(type(prompt))
    return words(table, prompt) if words is not None else f"{table.match.names[table.view.active]} to play"


def instruction(table: LieutenantsTable) -> str:
    """Who must act and what, in one sentence; for the seat deciding at the screen, how."""
    v = table.view
    if v is None:
        return ""
    if v.over or v.prompt is None:
        return "The game is over."
    prompt = v.prompt
    who = table.match.names[prompt.seat]
    if not table.my_turn:
        return f"Waiting for {who}: {task(table, prompt)}."
    return f"{who}: {how(table, prompt)}"


def _may(table: LieutenantsTable, kind: type) -> bool:
    return any(isinstance(c, kind) for c in table.legal)


def _how_take_or_act(table: LieutenantsTable, prompt: PR.TakeOrAct) -> str:
    kind = kind_of(prompt.card)
    act = ACTION_NAMES[ACTION[kind]]
    if _may(table, K.Act):
        return f"take the {OBJECT_NAMES[kind]} into your hand, or use it: {act}."
    return f"take the {OBJECT_NAMES[kind]} into your hand ({act} is not possible now)."


def _how_defend(table: LieutenantsTable, prompt: PR.Defend) -> str:
    what = f"{_whose(table, prompt.attacker)} {ACTION_NAMES[prompt.action]}"
    if _may(table, K.Defend):
        return f"{what} targets you: play a necklace to defend, or let it happen."
    return f"{what} targets you. You hold no necklace: no defence."


def _how_offer(table: LieutenantsTable, prompt: PR.MakeOffer) -> str:
    many = "a card" if prompt.action == "buy" else "one or two cards"
    return (
        f"make a secret offer for {_whose(table, prompt.buyer)} {_paying(prompt)}: select {many} "
        "in your hand, then Offer."
    )


def _how_fire(table: LieutenantsTable, prompt: PR.FireOrHold) -> str:
    if _may(table, K.FireAmbush):
        return f"fire an ambush at {_whose(table, prompt.deliverer)} delivery (click it), or hold."
    return f"none of your ambushes can fire at {_whose(table, prompt.deliverer)} delivery: hold."


def deliver_words(table: LieutenantsTable, prompt: Any = None) -> str:
    """LT-6: what the hand can deliver (the engine's helper says), and what the cards picked
    make."""
    shapes = table.selection.shapes()
    if not shapes:
        return "you cannot deliver now: end your turn."
    picked = table.selection.cards
    if not picked:
        could = "; ".join(shapes[:3]) + ("; ..." if len(shapes) > 3 else "")
        return f"pick the cards to deliver (you could: {could}), or end your turn."
    if table.selection.made():
        return f"deliver {cards_words(picked)} with the button, or pick other cards."
    return f"{cards_words(picked)} make no delivery: 3 or more alike, or a mission's cards."


HOW: dict[type, Callable[[LieutenantsTable, Any], str]] = {
    PR.TakeOrAct: _how_take_or_act,
    PR.ChooseTarget: lambda t, p: f"click the rival to attack with {ACTION_NAMES[p.action]}.",
    PR.Defend: _how_defend,
    PR.MakeOffer: _how_offer,
    PR.ChooseOffer: lambda t, p: "click the offer you take.",
    PR.ChooseCard: lambda t, p: f"click the card you take from {_whose(t, p.target)} hand.",
    PR.ChooseAmbush: lambda t, p: "click the ambush card you keep; the other goes under the deck.",
    PR.Deliver: deliver_words,
    PR.FireOrHold: _how_fire,
    PR.AmbushTake: lambda t, p: f"click the card your ambush takes from {_whose(t, p.deliverer)} delivery.",
}
"""The instruction for the seat deciding now, with the clicks to make, by prompt type."""


def how(table: LieutenantsTable, prompt) -> str:
    """The instruction for the seat deciding now, with the clicks to make."""
    words = HOW.get(type(prompt))
    return words(table, prompt) if words is not None else task(table, prompt)


# --- buttons ----------------------------------------------------------------------------------------

ButtonWords = tuple[tuple[str, ...], str]
"""A button's wordings, longest first, and its tooltip."""


def _take_button(table: LieutenantsTable, command: K.Take) -> ButtonWords:
    card = table.view.revealed
    what = card_name(card) if card else "the card"
    return ("Take the card", "Take"), f"Take {what} into your hand"


def _act_button(table: LieutenantsTable, command: K.Act) -> ButtonWords:
    v = table.view
    action = ACTION[kind_of(v.revealed)] if v.revealed else "buy"
    return ACT_BUTTON[action], f"{ACTION_NAMES[action]}: {ACTION_WORDS[action]}"


def _set_button(table: LieutenantsTable, command: K.DeliverSet) -> ButtonWords:
    kind = kind_of(command.cards[0])
    tip = (
        f"Deliver {cards_words(command.cards)} as a set: one {OBJECT_NAMES[kind]} to your loot "
        f"({VP[kind]} VP), the rest to the discard pile"
    )
    return ("Deliver set", "Deliver", "Set"), tip


def _mission_button(table: LieutenantsTable, command: K.DeliverMission) -> ButtonWords:
    title = mission_short(command.mission)
    stack = table.view.mission_stacks[command.mission - 1]
    vp = MISSION_VP[stack[0]] if stack else 0
    words = (f"Mission: {title}", title, MISSION_SHORT[command.mission])
    return words, f'Complete the mission "{title}" ({vp} VP)'


BUTTONS: dict[type, Callable[[LieutenantsTable, Any], ButtonWords]] = {
    K.Take: _take_button,
    K.Act: _act_button,
    K.Defend: lambda t, c: (("Defend",), "Play a necklace: the attack stops; you get the attacking card"),
    K.NoDefence: lambda t, c: (("No defence", "Let it be"), "Let the attack happen"),
    K.EndTurn: lambda t, c: (("End turn", "End"), "Deliver nothing this turn: the next lieutenant plays"),
    K.HoldAmbush: lambda t, c: (("Hold",), "Let the delivery pass; your ambushes stay hidden"),
    K.Offer: lambda t, c: (("Offer",), f"Offer {cards_words(c.cards)} (sealed until every offer is in)"),
    K.DeliverSet: _set_button,
    K.DeliverMission: _mission_button,
    K.FireAmbush: lambda t, c: ((f"Fire {ambush_words(c.ambush)}", "Fire"),
                                "Fire this ambush at the delivery"),
}
"""Each button's words and tooltip, by the type of the command it gives."""


def button_words(table: LieutenantsTable, command) -> ButtonWords:
    """(wordings longest first, tooltip) of the button giving ``command``."""
    words = BUTTONS.get(type(command))
    return words(table, command) if words is not None else ((table.words.command(command),), "")


def delivery_shape(mission: int, cards: Sequence[str]) -> str:
    """A delivery the hand allows, in words: "chests as a set", "Three pairs"."""
    return f"{OBJECT_PLURALS[kind_of(cards[0])]} as a set" if mission == 0 else MISSION_TITLES[mission]
