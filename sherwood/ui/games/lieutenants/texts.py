"""The words of the Lieutenants table: the banner's phase and instruction (who must act, and
what), the buttons and their tooltips, what the pointer tells over a card, a plaque, a pile,
a space of the route, and the private notices (LT-5.2.3). No pygame here.

Nothing here names a card the viewer may not see: a rival's hand is a count, a sealed offer
is "sealed", an ambush card is "face down" unless it is the viewer's own and the viewer is at
the screen (``table.show_hand``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sherwood.engine import possessive
from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import prompts as PR
from sherwood.games.lieutenants.content import (
    ACTION,
    ACTION_NAMES,
    AMBUSH_COLOUR,
    MISSION_VP,
    OBJECT_NAMES,
    OBJECT_PLURALS,
    VP,
    ambush_words,
    card_name,
    cards_words,
    kind_of,
    mission_of,
)
from sherwood.ui.games.lieutenants.art.cards import MISSION_RULES, MISSION_TITLES

if TYPE_CHECKING:
    from sherwood.ui.games.lieutenants.table import LieutenantsTable

ACTION_WORDS = {
    "buy": "every rival with cards offers one card in secret; you buy one offer with this copper coin",
    "theft": "take a random card from a rival's hand and give this candlestick",
    "ambush": "draw two ambush cards and lay one face down on this gold, to ambush a later delivery",
    "robbery": "look at a rival's hand, take a card you choose and give these pearls",
    "raid": "a rival lays their hand face up; take a card you choose and give these jewels",
    "defence": "no use on your own turn: a necklace only defends against an attack",
    "exchange": "every rival offers one or two cards in secret; take one offer for this chest",
}
"""LT-5: what each action does, said to the player deciding."""

ATTACKS = {
    "theft": "A random card of {who}'s goes to the thief, who gives this candlestick.",
    "robbery": "The robber looks at {who}'s hand, takes a card and gives these pearls.",
    "raid": "{who} lays their hand face up; the raider takes a card and gives these jewels.",
}
"""LT-5.2, LT-5.4, LT-5.5: what an attack does, told while it is under way."""

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

SHORT_MISSIONS = {1: "1 of each", 2: "5 alike", 3: "4 pairs", 4: "3 pairs"}
"""The missions' names on a narrow button."""

NOTES = {
    "stolen": "{other} stole {card} from your hand (Theft).",
    "robbed": "{other} robbed you of {card}.",
    "stole": "You stole {card} from {other}.",
    "drew": "The sheriff handed you {card}.",
}
"""LT-5.2.3: the private notices, in the seat's own words."""


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def object_words(card: str) -> str:
    """ "Copper coin (7 VP)"."""
    kind = kind_of(card)
    return f"{cap(OBJECT_NAMES[kind])} ({VP[kind]} VP)"


def mission_short(mission: int) -> str:
    return MISSION_TITLES[mission]


# --- the banner ------------------------------------------------------------------------------------


def phase_title(table: LieutenantsTable) -> str:
    v = table.view
    if v is None or v.over:
        return ""
    return f"Turn {v.turn} · Sheriff {v.sheriff}/{len(v.route) - 1}"


def _who(table: LieutenantsTable, seat: int) -> str:
    return table.match.names[seat]


def task(table: LieutenantsTable, prompt) -> str:
    """What ``prompt`` asks of its seat, said about that seat ("make a secret offer for
    Yellow's copper coin")."""
    v = table.view
    n = table.match.names
    active = n[v.active]
    if isinstance(prompt, PR.TakeOrAct):
        act = ACTION_NAMES[ACTION[kind_of(prompt.card)]]
        return f"take {card_name(prompt.card)} or use it for {act}"
    if isinstance(prompt, PR.ChooseTarget):
        return f"choose whom to attack ({ACTION_NAMES[prompt.action]})"
    if isinstance(prompt, PR.Defend):
        return f"defend against {possessive(n[prompt.attacker])} {ACTION_NAMES[prompt.action]}, or not"
    if isinstance(prompt, PR.MakeOffer):
        paying = "copper coin" if prompt.action == "buy" else "chest"
        return f"make a secret offer for {possessive(n[prompt.buyer])} {paying}"
    if isinstance(prompt, PR.ChooseOffer):
        return "choose one of the offers"
    if isinstance(prompt, PR.ChooseCard):
        return f"take a card from {possessive(n[prompt.target])} hand"
    if isinstance(prompt, PR.ChooseAmbush):
        return "keep one of the two ambush cards"
    if isinstance(prompt, PR.Deliver):
        return "deliver objects, or end the turn"
    if isinstance(prompt, PR.FireOrHold):
        return f"fire an ambush at {possessive(n[prompt.deliverer])} delivery, or hold"
    if isinstance(prompt, PR.AmbushTake):
        return f"take a card from {possessive(n[prompt.deliverer])} delivery"
    return f"{active} to play"


def instruction(table: LieutenantsTable) -> str:
    """Who must act and what, in one sentence; for the seat deciding at the screen, how."""
    v = table.view
    if v is None:
        return ""
    if v.over or v.prompt is None:
        return "The game is over."
    prompt = v.prompt
    seat = prompt.seat
    if not table.my_turn:
        return f"Waiting for {_who(table, seat)}: {task(table, prompt)}."
    return f"{_who(table, seat)}: {how(table, prompt)}"


def how(table: LieutenantsTable, prompt) -> str:
    """The instruction for the seat deciding now, with the clicks to make."""
    n = table.match.names
    if isinstance(prompt, PR.TakeOrAct):
        kind = kind_of(prompt.card)
        act = ACTION_NAMES[ACTION[kind]]
        if any(isinstance(c, K.Act) for c in table.legal):
            return f"take the {OBJECT_NAMES[kind]} into your hand, or use it: {act}."
        return f"take the {OBJECT_NAMES[kind]} into your hand ({act} is not possible now)."
    if isinstance(prompt, PR.ChooseTarget):
        return f"click the rival to attack with {ACTION_NAMES[prompt.action]}."
    if isinstance(prompt, PR.Defend):
        what = f"{possessive(n[prompt.attacker])} {ACTION_NAMES[prompt.action]}"
        if any(isinstance(c, K.Defend) for c in table.legal):
            return f"{what} targets you: play a necklace to defend, or let it happen."
        return f"{what} targets you. You hold no necklace: no defence."
    if isinstance(prompt, PR.MakeOffer):
        paying = "copper coin" if prompt.action == "buy" else "chest"
        many = "a card" if prompt.action == "buy" else "one or two cards"
        return (
            f"make a secret offer for {possessive(n[prompt.buyer])} {paying}: select {many} "
            "in your hand, then Offer."
        )
    if isinstance(prompt, PR.ChooseOffer):
        return "click the offer you take."
    if isinstance(prompt, PR.ChooseCard):
        return f"click the card you take from {possessive(n[prompt.target])} hand."
    if isinstance(prompt, PR.ChooseAmbush):
        return "click the ambush card you keep; the other goes under the deck."
    if isinstance(prompt, PR.Deliver):
        return deliver_words(table)
    if isinstance(prompt, PR.FireOrHold):
        if any(isinstance(c, K.FireAmbush) for c in table.legal):
            return f"fire an ambush at {possessive(n[prompt.deliverer])} delivery (click it), or hold."
        return f"none of your ambushes can fire at {possessive(n[prompt.deliverer])} delivery: hold."
    if isinstance(prompt, PR.AmbushTake):
        return f"click the card your ambush takes from {possessive(n[prompt.deliverer])} delivery."
    return task(table, prompt)


def deliver_words(table: LieutenantsTable) -> str:
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


# --- buttons ----------------------------------------------------------------------------------------


def button_words(table: LieutenantsTable, command) -> tuple[tuple[str, ...], str]:
    """(wordings longest first, tooltip) of the button giving ``command``."""
    v = table.view
    n = table.match.names
    if isinstance(command, K.Take):
        card = v.revealed
        what = card_name(card) if card else "the card"
        return ("Take the card", "Take"), f"Take {what} into your hand"
    if isinstance(command, K.Act):
        action = ACTION[kind_of(v.revealed)] if v.revealed else "buy"
        return ACT_BUTTON[action], f"{ACTION_NAMES[action]}: {ACTION_WORDS[action]}"
    if isinstance(command, K.Defend):
        return ("Defend",), "Play a necklace: the attack stops; you get the attacking card"
    if isinstance(command, K.NoDefence):
        return ("No defence", "Let it be"), "Let the attack happen"
    if isinstance(command, K.EndTurn):
        return ("End turn", "End"), "Deliver nothing this turn: the next lieutenant plays"
    if isinstance(command, K.HoldAmbush):
        return ("Hold",), "Let the delivery pass; your ambushes stay hidden"
    if isinstance(command, K.Offer):
        return ("Offer",), f"Offer {cards_words(command.cards)} (sealed until every offer is in)"
    if isinstance(command, K.DeliverSet):
        kind = kind_of(command.cards[0])
        tip = (
            f"Deliver {cards_words(command.cards)} as a set: one {OBJECT_NAMES[kind]} to your loot "
            f"({VP[kind]} VP), the rest to the discard pile"
        )
        return ("Deliver set", "Deliver", "Set"), tip
    if isinstance(command, K.DeliverMission):
        title = mission_short(command.mission)
        stack = v.mission_stacks[command.mission - 1]
        vp = MISSION_VP[stack[0]] if stack else 0
        words = (f"Mission: {title}", title, SHORT_MISSIONS[command.mission])
        return words, f'Complete the mission "{title}" ({vp} VP)'
    if isinstance(command, K.FireAmbush):
        return (f"Fire {ambush_words(command.ambush)}", "Fire"), "Fire this ambush at the delivery"
    return (command.describe(n),), ""


# --- tooltips ---------------------------------------------------------------------------------------


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


def kinds(cards: Sequence[str]) -> Counter:
    return Counter(kind_of(c) for c in cards)


def count_words(kind: str, n: int) -> str:
    return plural(n, OBJECT_NAMES[kind], OBJECT_PLURALS[kind])
