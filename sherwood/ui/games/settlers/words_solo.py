"""The words of the solo game (SR-V) at the Settlers table, beside its events' (:mod:`.words`):
the captions that add what the view shows (where Robin scored and for what), the banner's
line for each of the Sheriff's choices, the tooltips of Robin's plaque and of the glowing
hexes, the setup screen's notes, and the Hint's advice. No pygame here.

The player at the screen is the Sheriff, so the words speak to him: "you", "your road".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sherwood.engine import Command, Event
from sherwood.games.settlers import commands as K
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import MOVES, RESOURCE_TERRAIN, RESOURCES
from sherwood.games.settlers.robin import hex_value
from sherwood.ui.games.settlers.words import (
    card_words,
    cards_phrase,
    move_resource,
    names_phrase,
    plural,
    ratios,
)

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

TERRAIN_OF = dict(zip(RESOURCES, RESOURCE_TERRAIN, strict=True))
"""The terrain a resource's movement card leads Robin into: ``"lumber"`` -> ``"forest"``."""
MANY = {
    "forest": "forests",
    "pasture": "pastures",
    "fields": "fields",
    "hills": "hills",
    "mountains": "mountains",
}
NUMBERS = {2: "two", 3: "three"}


SETUP_NOTES = (
    "What you decide as the Sheriff",
    (
        "Robin's card fits two or more hexes: you pick the one he walks into.",
        "You build at Robin's hex: you may drive him to a hex next door, or leave him.",
        "A 7 finds no building at his hex: he goes where he scores most; you break ties.",
    ),
)
"""The setup screen's words on the Sheriff's choices (SR-V-4.7, SR-V-6.1, SR-V-7.12)."""


def value_words(table: SettlersTable, h: int) -> str:
    """What stands at hex ``h`` for Robin (SR-V-7.3): "your city and a neutral settlement"."""
    v = table.view
    mine_s = mine_c = neutral = 0
    for x in G.HEX_VERTICES[h]:
        owner = v.vertex_owner[x]
        if owner == 0:
            if v.vertex_city[x]:
                mine_c += 1
            else:
                mine_s += 1
        elif owner == 1:
            neutral += 1
    parts = []
    if mine_c:
        parts.append("your city" if mine_c == 1 else f"your {mine_c} cities")
    if mine_s:
        parts.append("your settlement" if mine_s == 1 else f"your {mine_s} settlements")
    if neutral:
        one = "a neutral one" if parts else "a neutral settlement"
        parts.append(
            one if neutral == 1 else f"{neutral} neutral ones" if parts else f"{neutral} neutral settlements"
        )
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# --- what happened, as it plays ---------------------------------------------------------------------


def caption(table: SettlersTable, event: Event, words: str) -> str:
    """The caption of a solo event while it plays: its log ``words`` and what the view after
    it shows (where Robin scored and for what, what the hex he moved to is worth)."""
    v = table.view
    say = table.say
    if isinstance(event, E.RobinScored):
        at = v.robber
        return (
            f"Robin scores {plural(event.points, 'VP', 'VP')} at {say.hex_words(at)} "
            f"({value_words(table, at)}): {event.total} of {say.target}"
        )
    if isinstance(event, E.RobinMoved) and event.how == "relocated":
        worth = hex_value(v, HEX_BY_NAME[event.to_hex])
        return f"{words} ({plural(worth, 'VP', 'VP')} on a 7)"
    return words


DRAWING = "Robin draws a movement card…"
ROLLING = "Robin rolls his movement die…"


def stays_note(words: str) -> str:
    """The note over Robin's head: "Robin stays: why" as "Stays: why"."""
    _, _, why = words.partition(": ")
    return f"Stays: {why}" if why else "Stays"


# --- the banner ----------------------------------------------------------------------------------------


def _choose_hex(table: SettlersTable, prompt: PR.ChooseRobinHexPrompt) -> str:
    res = move_resource(prompt.card)
    what = MANY.get(TERRAIN_OF[res], "hexes") if res else "hexes"
    n = NUMBERS.get(len(prompt.hexes), str(len(prompt.hexes)))
    return f"Robin drew {card_words(prompt.card)} and {n} {what} fit: click the one he walks into."


INSTRUCTIONS: dict[type, Any] = {
    PR.ChooseRobinHexPrompt: _choose_hex,
    PR.DisplaceRobinPrompt: lambda table, p: (
        "You built at Robin's hex: click a glowing hex to drive him there, or leave him."),
    PR.RelocateRobinPrompt: lambda table, p: (
        "A 7, and no building at Robin's hex: click where he goes (these tie for most VP)."),
}
"""The banner's line for each of the Sheriff's choices about Robin."""

HEX_HEADS = {
    PR.DisplaceRobinPrompt: "Drive Robin to",
    PR.RelocateRobinPrompt: "Put Robin on",
}


def hex_tip(table: SettlersTable, name: str) -> str:
    """A glowing hex of a choice about Robin: where he goes, and what it means for you."""
    prompt = table.view.prompt
    h = HEX_BY_NAME[name]
    where = table.say.hex_words(h)
    worth = hex_value(table.view, h)
    head = f"{HEX_HEADS.get(type(prompt), 'Send Robin into')} {where}"
    if table.view.island.terrain[h] == "desert":
        return f"{head}: the desert produces nothing anyway"
    if worth:
        return f"{head}: it stops producing; on a 7 he scores {worth} VP there ({value_words(table, h)})"
    return f"{head}: it stops producing; nothing there for him to score"


# --- Robin's plaque ---------------------------------------------------------------------------------------


def track_tip(table: SettlersTable) -> str:
    vp = table.view.robin_vp
    return (
        f"Robin Hood: {plural(vp, 'VP', 'VP')} of {table.target}. On every 7 he scores at his hex: 1 per "
        "settlement (yours or neutral), 2 per city of yours, and robs you of a card if one is yours."
    )


def loot_tip(table: SettlersTable) -> str:
    counts = table.view.loot
    if not sum(counts):
        return "Robin's loot pile: nothing yet. On a 7 at a hex with a building of yours he steals a card."
    return (
        f"Robin's loot pile: {cards_phrase(counts)}. He cannot spend it; "
        "a Monopoly takes back every card of the resource you name."
    )


def pile_tip(table: SettlersTable) -> str:
    if table.say.movement == "die":
        face = table.view.last_move
        last = f" Last roll: {move_resource(face) or 'knight'}." if face else ""
        return (
            "Robin's movement die: a resource sends him into a land of it next to him; "
            f"the knight sends him back to camp.{last}"
        )
    drawn = set(table.view.moves_discard)
    left = [m for m in MOVES if m not in drawn]
    still = ", ".join(move_resource(m) or "knight" for m in left) or "none"
    return (
        f"Robin's movement pile: {plural(table.view.moves_left, 'card')} face down "
        f"(still to come: {still}). He draws one after each of your turns."
    )


def slot_tip(table: SettlersTable, card: str) -> str:
    res = move_resource(card)
    what = (
        "Knight: Robin goes back to his camp in the desert"
        if res is None
        else f"{res.title()}: Robin walks into the {TERRAIN_OF[res]} beside him unless your road bars it"
    )
    state = "drawn (face up)" if card in table.view.moves_discard else "still in the pile"
    return f"{what}. {state.capitalize()}."


# --- the Hint's advice ---------------------------------------------------------------------------------


def _robin_where(table: SettlersTable, name: str) -> str:
    """What a hex means for Robin there: "(he scores nothing there)", "(on a 7 he scores 2 VP
    there)"."""
    worth = hex_value(table.view, HEX_BY_NAME[name])
    if worth:
        return f" (on a 7 he scores {plural(worth, 'VP', 'VP')} there)"
    return " (he scores nothing there)"


def _at(template: str, kind: str, field: str) -> Any:
    return lambda table, c: template.format(place=table.say.place(kind, getattr(c, field)))


def _maritime(table: SettlersTable, c: K.MaritimeTrade) -> str:
    rate = ratios(table.view, table.viewer)[RESOURCES.index(c.give)]
    return f"Hint: trade {rate} {c.give} for 1 {c.get} with the bank"


ADVICE: dict[type, Any] = {
    K.Roll: lambda table, c: "Hint: roll the dice",
    K.EndTurn: lambda table, c: "Hint: end your turn",
    K.BuyDevelopmentCard: lambda table, c: "Hint: buy a development card",
    K.PlaceSettlement: _at("Hint: place your settlement {place}", "vertex", "vertex"),
    K.PlaceRoad: _at("Hint: place your road {place}", "edge", "edge"),
    K.PlaceFreeRoad: _at("Hint: place your free road {place}", "edge", "edge"),
    K.BuildRoad: _at("Hint: build a road {place}", "edge", "edge"),
    K.BuildSettlement: _at("Hint: build a settlement {place}", "vertex", "vertex"),
    K.BuildCity: _at("Hint: turn your settlement {place} into a city", "vertex", "vertex"),
    K.MaritimeTrade: _maritime,
    K.ChooseRobinHex: lambda table, c: (f"Hint: send Robin into {table.say.land(c.hex)}"
                                        f"{_robin_where(table, c.hex)}"),
    K.DisplaceRobin: lambda table, c: (f"Hint: drive Robin into {table.say.land(c.hex)}"
                                       f"{_robin_where(table, c.hex)}"),
    K.RelocateRobin: lambda table, c: f"Hint: put Robin on {table.say.land(c.hex)}",
    K.DeclineDisplacement: lambda table, c: "Hint: leave Robin where he is",
    K.PlayKnight: lambda table, c: "Hint: play your Knight (Robin draws a movement card at once)",
    K.PlayRoadBuilding: lambda table, c: "Hint: play your Road Building (two roads for free)",
    K.PlayMonopoly: lambda table, c: (f"Hint: play your Monopoly on {c.resource} "
                                      "(take it back from Robin's loot)"),
    K.PlayYearOfPlenty: lambda table, c: f"Hint: play your Year of Plenty for {names_phrase(c.resources)}",
    K.Discard: lambda table, c: f"Hint: give back {names_phrase(c.cards)}",
}
"""Each command the Sheriff may give, as the Hint's advice, the places named by their land."""


def advice(table: SettlersTable, command: Command) -> str:
    """``command`` as advice to the Sheriff (never coordinates); a command without advice of
    its own: its click's label."""
    words = ADVICE.get(type(command))
    if words is not None:
        return words(table, command)
    first = table.chooser.stages(command)[-1].label or table.words.command(command)
    return "Hint: " + first[:1].lower() + first[1:]
