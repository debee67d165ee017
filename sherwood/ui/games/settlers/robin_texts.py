"""The words of the solo game (SR-V) at the Settlers table: what Robin Hood just did and why,
named by the land ("Robin walks from the Hills 6 into the Fields 9"), the banner's line for
each of the Sheriff's choices, and the tooltips of Robin's plaque and of the glowing hexes.
No pygame here.

The player at the screen is the Sheriff, so the words speak to him: "you", "your road".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from sherwood.engine import Event
from sherwood.games.settlers import events as E
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.robin import hex_value
from sherwood.ui.games.settlers import robin_side as side
from sherwood.ui.games.settlers.art.robin import TERRAIN_OF, move_resource
from sherwood.ui.games.settlers.texts import cards_phrase, hex_words, plural

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

SHERIFF = "Sheriff"
WHY = {
    "turn": "",
    "knight": " (your Knight makes him draw at once)",
    "displaced": " (driven off, he draws again)",
}
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


def land(table: SettlersTable, name: str) -> str:
    """A hex's spec name ("1,0") as a player reads it ("the Fields 9")."""
    return hex_words(table, HEX_BY_NAME[name])


def card_words(card: str) -> str:
    res = move_resource(card)
    return "the knight card" if res is None else f"the {res} card"


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


_BARS = re.compile(r"the road on \S+ bars the (\w+) at (-?\d+,-?\d+)")
_NONE = re.compile(r"no (\w+) next to (-?\d+,-?\d+)")


def stay_reason(table: SettlersTable, reason: str) -> str:
    """Why Robin stays where he is (SR-V-4.4, SR-V-4.9), in words: the engine's ``reason``
    ("the road on 0,0,NE bars the pasture at 1,0; ...", "no hills next to 0,0") with the
    places named by the land."""
    barred = [land(table, h) for _t, h in _BARS.findall(reason)]
    if barred:
        verb = "bars" if len(barred) == 1 else "bar"
        return f"your road{'s' if len(barred) > 1 else ''} {verb} the way into " + " and ".join(barred)
    m = _NONE.search(reason)
    if m:
        return f"no {m.group(1)} next to {land(table, m.group(2))}"
    if "camp" in reason:
        return "he is in his camp already"
    return places(table, reason)


_EDGE = re.compile(r"(?<![\d,])(-?\d+,-?\d+,(?:NE|NW|SE|SW|E|W|N|S))")
_HEX = re.compile(r"(?<![\d,])(-?\d+,-?\d+)(?![\d,])")


def places(table: SettlersTable, words: str) -> str:
    """``words`` with the spec's place names ("0,0,NE", "1,0") named by the land."""

    def edge(m: re.Match) -> str:
        e = G.EDGE_ID.get(m.group(1))
        if e is None:
            return m.group(1)
        hexes = [hex_words(table, h) for h in G.EDGE_HEXES[e]]
        return "the side of " + " and ".join(hexes) if hexes else m.group(1)

    def hexname(m: re.Match) -> str:
        try:
            return land(table, m.group(1))
        except KeyError:  # not a hex of the island
            return m.group(1)

    return _HEX.sub(hexname, _EDGE.sub(edge, words))


# --- what happened --------------------------------------------------------------------------------------


def _neutral(table: SettlersTable, event: Event) -> str:
    """SR-V-2.5 to SR-V-2.8: where the neutral dice put a settlement, and the dice."""
    two = len(event.candidates) == 2
    sums = event.rolls[: len(event.rolls) - (2 if two else 1)]
    dice = "rolled " + ", then ".join(str(x) for x in sums)
    if two:
        dice += f"; die {event.rolls[-2]} picks one of the two"
    dice += f"; corner die {event.corner}"
    where = land(table, event.hex)
    if event.vertex is None:
        return f"The neutral dice pick {where}, but no corner there is free ({dice})"
    return f"A neutral settlement and road go on {where} ({dice})"


def event_words(table: SettlersTable, event: Event) -> str | None:
    """A solo event's words for the log, from the event alone (the log is written before the
    table's view moves on, and again from the whole history after a load); None: not one of
    the solo game's events. :func:`caption_words` adds what the view after it shows."""
    if isinstance(event, E.MovementDrawn):
        return f"Robin draws {card_words(event.card)}{WHY.get(event.why, '')}"
    if isinstance(event, E.MovementRolled):
        face = move_resource(event.face) or "knight"
        return f"Robin rolls his movement die: {face}{WHY.get(event.why, '')}"
    if isinstance(event, E.RobinMoved):
        frm, to = land(table, event.from_hex), land(table, event.to_hex)
        if event.how == "camp":
            return f"Robin goes back to his camp in {to}"
        if event.how == "displaced":
            return f"You drive Robin from {frm} into {to}"
        if event.how == "relocated":
            return f"No building stood at Robin's hex: he moves to {to}, the hex worth most to him"
        return f"Robin walks from {frm} into {to}"
    if isinstance(event, E.RobinStayed):
        return "Robin stays: " + stay_reason(table, event.reason)
    if isinstance(event, E.RobinRobbed):
        if event.resource is None:
            return "Robin finds no card in your hand to steal"
        return f"Robin robs you of 1 {event.resource}: it goes onto his loot pile"
    if isinstance(event, E.RobinScored):
        return f"Robin scores {plural(event.points, 'VP', 'VP')} on the 7: {event.total} of {table.target}"
    if isinstance(event, E.RobinWon):
        return f"Robin Hood reaches {event.total} VP and wins"
    if isinstance(event, E.Encircled):
        if event.sheriff_vp > event.robin_vp:
            result = "you win"
        elif event.sheriff_vp < event.robin_vp:
            result = "Robin wins"
        else:
            result = "a draw"
        return (
            f"Your roads close the ring round Robin at {land(table, event.hex)}: "
            f"{event.sheriff_vp} VP to {event.robin_vp}, {result}"
        )
    if isinstance(event, E.MovesShuffled):
        return "Robin's movement cards are shuffled into a new draw pile"
    if isinstance(event, E.RobinTurnBegan):
        draws = "draws a movement card" if side.movement(table) == "deck" else "rolls his movement die"
        return f"Robin Hood's turn: he {draws}"
    if isinstance(event, E.LootRecovered):
        return f"You take {event.count} {event.resource} back from Robin's loot"
    if isinstance(event, E.NeutralPlaced):
        return _neutral(table, event)
    return None


def caption_words(table: SettlersTable, event: Event, words: str) -> str:
    """The caption of a solo event while it plays: its log ``words`` and what the view after
    it shows (where Robin scored and for what, what the hex he moved to is worth)."""
    v = table.view
    if isinstance(event, E.RobinScored):
        at = v.robber
        return (
            f"Robin scores {plural(event.points, 'VP', 'VP')} at {hex_words(table, at)} "
            f"({value_words(table, at)}): {event.total} of {table.target}"
        )
    if isinstance(event, E.RobinMoved) and event.how == "relocated":
        worth = hex_value(v, HEX_BY_NAME[event.to_hex])
        return f"{words} ({plural(worth, 'VP', 'VP')} on a 7)"
    return words


# --- the banner ----------------------------------------------------------------------------------------


def instruction(table: SettlersTable) -> str | None:
    """The banner's line for the Sheriff's choices about Robin (None: another prompt)."""
    prompt = table.view.prompt
    if isinstance(prompt, PR.ChooseRobinHexPrompt):
        res = move_resource(prompt.card)
        what = MANY.get(TERRAIN_OF[res], "hexes") if res else "hexes"
        n = NUMBERS.get(len(prompt.hexes), str(len(prompt.hexes)))
        return f"Robin drew {card_words(prompt.card)} and {n} {what} fit: click the one he walks into."
    if isinstance(prompt, PR.DisplaceRobinPrompt):
        return "You built at Robin's hex: click a glowing hex to drive him there, or leave him."
    if isinstance(prompt, PR.RelocateRobinPrompt):
        return "A 7, and no building at Robin's hex: click where he goes (these tie for most VP)."
    return None


def hex_tip(table: SettlersTable, name: str) -> str:
    """A glowing hex of a choice about Robin: where he goes, and what it means for you."""
    prompt = table.view.prompt
    h = HEX_BY_NAME[name]
    where = hex_words(table, h)
    worth = hex_value(table.view, h)
    if isinstance(prompt, PR.DisplaceRobinPrompt):
        head = f"Drive Robin to {where}"
    elif isinstance(prompt, PR.RelocateRobinPrompt):
        head = f"Put Robin on {where}"
    else:
        head = f"Send Robin into {where}"
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
    if side.movement(table) == "die":
        face = table.view.last_move
        last = f" Last roll: {move_resource(face) or 'knight'}." if face else ""
        return (
            "Robin's movement die: a resource sends him into a land of it next to him; "
            f"the knight sends him back to camp.{last}"
        )
    drawn = set(table.view.moves_discard)
    left = [m for m in side.MOVES if m not in drawn]
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
