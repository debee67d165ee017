"""What the Lieutenants table shows in words on the board and under the pointer: the tooltips
over a card, a plaque, a pile, a space of the route; the stage's labels; the plaques' rows and
status; the private notices (LT-5.2.3); the words drawn on the table. No pygame here.

Nothing here names a card the viewer may not see: a rival's hand is a count, a sealed offer
is "sealed", an ambush card is "face down" unless it is the viewer's own and the viewer is at
the screen (``table.show_hand``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from sherwood.engine import possessive
from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import ACTION, AMBUSH_COLOUR, MISSION_VP, VP, kind_of, mission_of
from sherwood.ui.games.lieutenants.words import (
    ACTION_NAMES,
    ACTION_WORDS,
    MISSION_RULES,
    MISSION_TITLES,
    OBJECT_NAMES,
    ambush_words,
    cap,
    card_name,
    cards_words,
    count_words,
    mission_short,
    object_words,
    plural,
)

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

# --- what the pointer tells ------------------------------------------------------------------------

ATTACKS = {
    "theft": "A random card of {who}'s goes to the thief, who gives this candlestick.",
    "robbery": "The robber looks at {who}'s hand, takes a card and gives these pearls.",
    "raid": "{who} lays their hand face up; the raider takes a card and gives these jewels.",
}
"""LT-5.2, LT-5.4, LT-5.5: what an attack does, told while it is under way."""

NOTES = {
    "stolen": "{other} stole {card} from your hand (Theft).",
    "robbed": "{other} robbed you of {card}.",
    "stole": "You stole {card} from {other}.",
    "drew": "The sheriff handed you {card}.",
}
"""LT-5.2.3: the private notices, in the seat's own words."""


def revealed_words(table: LieutenantsTable, card: str) -> tuple[str, str]:
    """The revealed card told beside it: ("Candlestick · 8 VP", what taking it and its action do)."""
    kind = kind_of(card)
    action = ACTION[kind]
    prompt = table.view.prompt
    n = table.match.names
    if isinstance(prompt, PR.ChooseTarget):
        return ACTION_NAMES[
            action
        ], f"{n[prompt.seat]} chooses a rival: {ATTACKS[action].format(who='the rival')}"
    if isinstance(prompt, PR.Defend):  # LT-5.6
        who = n[prompt.seat]
        title = f"{ACTION_NAMES[action]} against {who}"
        return title, (
            f"{ATTACKS[action].format(who=who)} A necklace stops it: {n[prompt.attacker]} gets "
            f"the necklace, {who} the {OBJECT_NAMES[kind]}."
        )
    title = f"{cap(OBJECT_NAMES[kind])} · {VP[kind]} VP"
    keep = f"Take it: it counts {VP[kind]} VP once delivered."
    if action == "defence":
        return title, f"{keep} {ACTION_NAMES[action]}: {ACTION_WORDS[action]}."
    return title, f"{keep} Or {ACTION_NAMES[action]}: {ACTION_WORDS[action]}."


def card_tip(card: str) -> str:
    kind = kind_of(card)
    action = ACTION[kind]
    return f"{object_words(card)} · {ACTION_NAMES[action]}: {ACTION_WORDS[action]}"


def plaque_tip(table: LieutenantsTable, seat: int) -> str:
    """A seat's plaque: hand size, what the viewer knows of it, loot, missions, ambushes, score."""
    v = table.view
    n = table.match.names
    parts = [f"{n[seat]}: {v.scores[seat]} VP, {plural(v.deliveries[seat], 'delivery', 'deliveries')}"]
    if seat != table.viewer:
        parts.append(plural(v.hand_sizes[seat], "card") + " in hand")
        known = v.known[seat] if table.show_hand else ()
        if known:
            parts.append(f"you know they hold {cards_words(known)}")
    loot = v.loot[seat]
    if loot:
        parts.append(f"loot {cards_words(loot)}")
    if v.missions_taken[seat]:
        parts.append("missions " + ", ".join(mission_short(mission_of(m)) for m in v.missions_taken[seat]))
    sets = len(v.ambush_golds[seat])
    if sets:
        parts.append(plural(sets, "ambush set"))
    return "; ".join(parts)


def hand_tip(table: LieutenantsTable, seat: int) -> str:
    v = table.view
    words = f"{possessive(table.match.names[seat])} hand: {plural(v.hand_sizes[seat], 'card')}, face down"
    known = v.known[seat] if table.show_hand and seat != table.viewer else ()
    return words + (f"; you know it holds {cards_words(known)}" if known else "")


def loot_tip(table: LieutenantsTable, seat: int, kind: str, count: int) -> str:
    each = f"{VP[kind]} VP" + (" each" if count > 1 else "")
    return f"{possessive(table.match.names[seat])} loot: {count_words(kind, count)} ({each})"


def taken_tip(table: LieutenantsTable, seat: int, card: str) -> str:
    m = mission_of(card)
    return (
        f"{table.match.names[seat]} completed \u201c{mission_short(m)}\u201d ({MISSION_RULES[m].lower()}): "
        f"{MISSION_VP[card]} VP"
    )


def ambush_tip(card: str) -> str:
    """An ambush card face up: what it waits for (LT-7.2)."""
    return f"Ambush card: {ambush_words(card)}. {_fires(card)}"


def ambush_set_tip(table: LieutenantsTable, seat: int, face: str | None) -> str:
    """A seat's ambush set on its plaque: its face for its owner at the screen, else what it
    may do (LT-7)."""
    if face is not None:
        return f"Your ambush set: {ambush_words(face)}, on a gold card. {_fires(face)}"
    who = table.match.names[seat]
    return (
        f"{possessive(who)} ambush set: a face-down ambush card on a gold card; at another's delivery "
        f"{who} may fire it to take a card"
    )


def _fires(card: str) -> str:
    if card in AMBUSH_COLOUR:
        return f"It fires when {ambush_words(card)} delivers (never at its owner)."
    return f"It fires at a delivery holding {ambush_words(card).replace(' + ', ' or ')}."


def back_tip(table: LieutenantsTable, group) -> str:
    """A face-down card on the stage: a sealed offer, a hand seen by another, ambush cards."""
    n = table.match.names
    if group.kind == "offer":
        return f"{possessive(n[group.seat])} sealed offer: shown when every offer is in"
    if group.kind == "hand":
        return f"{possessive(n[group.seat])} hand: only the robber sees it"
    return "Ambush cards drawn: only their drawer sees them"


def target_tip(table: LieutenantsTable, command: K.ChooseTarget) -> str:
    v = table.view
    n = table.match.names
    action = v.prompt.action if isinstance(v.prompt, PR.ChooseTarget) else "theft"
    size = plural(v.hand_sizes[command.target], "card")
    return f"{ACTION_NAMES[action]}: attack {n[command.target]} ({size} in hand)"


def space_tip(table: LieutenantsTable, space: int) -> str:
    """A space of the route: Nottingham ends the game (LT-10.1), a number gives the small
    hands a card (LT-8.3)."""
    v = table.view
    if space == 0:
        here = "The sheriff is here. " if v.sheriff == 0 else ""
        return f"{here}Nottingham: the sheriff's start and finish; when he is back, the game ends"
    number = v.route[space]
    here = "The sheriff is here. " if v.sheriff == space else ""
    nxt = "Next delivery brings him here. " if (v.sheriff + 1) % len(v.route) == space else ""
    return (
        f"{here}{nxt}Space {space}, number {number}: when the sheriff arrives, every hand of "
        f"{plural(number, 'card')} or fewer gets a card"
    )


def mission_tip(table: LieutenantsTable, mission: int) -> str:
    v = table.view
    stack = v.mission_stacks[mission - 1]
    left = ", ".join(f"{MISSION_VP[c]} VP" for c in stack) or "none left"
    return f'Mission "{mission_short(mission)}": {MISSION_RULES[mission]}. Cards left: {left}'


def pile_tips(table: LieutenantsTable) -> dict[str, str]:
    v = table.view
    top = f"; on top: {card_name(v.discard[-1])}" if v.discard else ""
    known = [a for a in v.ambush_deck if a is not None]
    deck = f"Ambush deck: {plural(len(v.ambush_deck), 'card')}"
    if known and table.show_hand:
        deck += f"; you know {len(known)} of them ({', '.join(ambush_words(a) for a in known)})"
    return {
        "draw": f"Draw pile: {plural(v.draw_size, 'card')}",
        "discard": f"Discard pile: {plural(len(v.discard), 'card')}{top}. Click to look through it.",
        "ambush_deck": deck,
    }


def notes_words(table: LieutenantsTable, notes: Sequence[tuple[int, str, int, str]]) -> list[str]:
    """The private notices in the seat's own words."""
    n = table.match.names
    out = []
    for _turn, what, other, card in notes:
        who = n[other] if 0 <= other < len(n) else "someone"
        out.append(NOTES.get(what, "{card}").format(other=who, card=card_name(card)))
    return out


def stage_card_tip(card: str) -> str:
    """A card on the stage that a click takes (or keeps, an ambush card)."""
    if card.startswith("AM"):
        return f"Keep this ambush card ({ambush_words(card)})"
    return f"Take {card_name(card)} ({object_words(card)})"


def pick_tip(card: str, picked: bool) -> str:
    """A hand card that a click picks up for an offer or a delivery, or puts back."""
    return "Put this card back" if picked else f"Pick {object_words(card)}"


CLOSE_NOTICE = "Close this notice"
DISCARD_TITLE = "Discard pile"
DISCARD_NOTE = "Newest first · click anywhere to close"
DISCARD_EMPTY = "The discard pile is empty"


# --- the stage's labels -----------------------------------------------------------------------------


def revealed_label(name: str) -> str:
    return f"{name}'s card"


def own_offer_label(name: str) -> str:
    return f"{name} (yours)"


def laid_out_label(name: str) -> str:
    return f"{name}'s hand, laid out"


def seen_hand_label(name: str) -> str:
    return f"{name}'s hand (only you see it)"


def hand_label(name: str) -> str:
    return f"{name}'s hand"


AMBUSH_CHOICE_LABEL = "Ambush cards drawn"
FIRE_LABEL = "Your ambushes that may fire"


def delivery_label(name: str, mission: int) -> str:
    what = "a set" if mission == 0 else f"\u201c{MISSION_TITLES[mission]}\u201d"
    return f"{name} delivers {what}"


def fired_label(name: str) -> str:
    return f"{possessive(name)} ambush fires"


# --- words drawn on the table ------------------------------------------------------------------------

ALL_TAKEN = "all taken"
"""A mission whose two cards are gone."""
PILE_NAMES = {"draw": "Draw", "ambush_deck": "Ambush", "discard": "Discard"}
"""The piles' names under them."""
TO_OFFER = "to offer"
"""An offer not made yet, on the stage."""
GAME_OVER = "The game is over."
HAND_EMPTY = "Your hand is empty"
NOTICE_HEAD = "Only you see this (click to close)"
VP_UNIT = "VP"
HAND_ROW = "Hand"
LOOT_ROW = "Loot"
NOTHING_YET = "nothing yet"
NO_EXTRAS = "no mission, no ambush"


def hidden_hand(name: str, n: int) -> str:
    """The viewer's hand while its seat is not at the screen."""
    return f"{name}'s hand: {n} card{'s' if n != 1 else ''}, hidden"


def plaque_name(name: str, you: bool) -> str:
    return name + (" (you)" if you else "")


def count_tag(n: int) -> str:
    """How many loot cards of an object lie under the one shown: "×2"."""
    return f"×{n}"


def status(view: Any, seat: int) -> str:
    """A word on the plaque about what the seat is doing now ("to act", "offered", "attacked")."""
    prompt = view.prompt
    if prompt is None:
        return ""
    if prompt.seat == seat:
        return "to act"
    if isinstance(prompt, PR.MakeOffer | PR.ChooseOffer) and view.offered[seat]:
        return "offered"
    if isinstance(prompt, PR.Defend | PR.ChooseCard) and getattr(prompt, "target", prompt.seat) == seat:
        return "attacked"
    if seat == view.active:
        return "their turn"
    return ""
