"""The Sheriff's Lieutenants in a player's words: every event, command and refusal of the game
(:data:`WORDS`) and the names of its cards, objects, actions and missions, on their faces too.
No pygame here: the command line and the golden playthroughs word games with it.

The table's other words are in two rooms of their own, by concern: :mod:`.words_prompts`
(the banner: who must act and how; the buttons) and :mod:`.words_board` (the tooltips, the
stage's labels, the plaques, the private notices). The log shows every event and command to
the whole table: nothing here names a card the other seats may not see.

>>> from sherwood.games.lieutenants.events import CardRevealed, SetDelivered, Stolen
>>> from sherwood.ui.kit.words import Words
>>> words = Words(WORDS, Say(("Red", "Yellow", "Green", "Blue")))
>>> words.event(CardRevealed(0, "CH03"))
'Red reveals a chest'
>>> words.event(SetDelivered(2, "JE01", ("JE04", "JE09")))
"Green's set scores: jewels to the loot (11 VP), 2 jewels to the discard pile"
>>> words.event(Stolen(0, 3, "CA05"))
'Red steals a card from Blue, who gets a candlestick'
>>> words.undo_reveals("stolen")
'The last move stole a card, so it cannot be taken back.'
>>> cards_words(("GO01", "PE04", "GO07")), cards_words(["NE01"]), cards_words([])
('2 golds and pearls', 'a necklace', 'nothing')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.games.lieutenants import commands as K
from sherwood.games.lieutenants import events as E
from sherwood.games.lieutenants.content import (
    ACTION,
    AMBUSH_COLOUR,
    AMBUSH_OBJECTS,
    MISSION_VP,
    OBJECTS,
    VP,
    kind_of,
    mission_of,
)
from sherwood.ui.kit.words import GameWords, Say

# --- the names of things --------------------------------------------------------------------------

OBJECT_NAMES: dict[str, str] = {
    "CU": "copper coin", "CA": "candlestick", "GO": "gold", "PE": "pearls", "JE": "jewels",
    "NE": "necklace", "CH": "chest",
}
"""LT-1.A: each object's name, by its cards' id prefix."""
OBJECT_PLURALS: dict[str, str] = {
    "CU": "copper coins", "CA": "candlesticks", "GO": "golds", "PE": "pearls", "JE": "jewels",
    "NE": "necklaces", "CH": "chests",
}

ACTION_NAMES: dict[str, str] = {
    "buy": "Buy", "theft": "Theft", "ambush": "Ambush", "robbery": "Robbery", "raid": "Raid",
    "defence": "Defence", "exchange": "Exchange",
}
"""LT-1.1: each action's name."""

MISSION_NAMES: dict[int, str] = {
    1: "one of each object", 2: "five identical objects", 3: "four different pairs",
    4: "three different pairs",
}
"""LT-1.C: the missions as the log tells them."""
MISSION_TITLES = {1: "One of each", 2: "Five alike", 3: "Four pairs", 4: "Three pairs"}
"""The missions' short names (LT-6.7), on their cards and buttons."""
MISSION_SHORT = {1: "1 of each", 2: "5 alike", 3: "4 pairs", 4: "3 pairs"}
"""The missions' titles in figures, for a narrow button or a card too small for the words."""
MISSION_RULES = {
    1: "One card of each of the seven objects",
    2: "Five cards of one object",
    3: "Two cards each of four different objects",
    4: "Two cards each of three different objects",
}
"""What each mission asks for (LT-1.C), on its card and in its tooltip."""


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


def card_name(card: str) -> str:
    """An object card in words: ``"a chest"``, ``"pearls"``."""
    name = OBJECT_NAMES[kind_of(card)]
    return name if name in ("gold", "pearls", "jewels") else f"a {name}"


def cards_words(cards: Sequence[str]) -> str:
    """Cards in words, grouped by object: ``"3 chests"``, ``"2 golds and pearls"``."""
    counts: dict[str, int] = {}
    for card in cards:
        counts[kind_of(card)] = counts.get(kind_of(card), 0) + 1
    parts = [f"{counts[obj]} {OBJECT_PLURALS[obj]}" if counts[obj] > 1 else card_name(obj)
             for obj in OBJECTS if obj in counts]
    if len(parts) > 1:
        return ", ".join(parts[:-1]) + " and " + parts[-1]
    return parts[0] if parts else "nothing"


def ambush_words(ambush: str) -> str:
    """An ambush card in words: ``"blue lieutenant"``, ``"pearls + chest"``."""
    if ambush in AMBUSH_COLOUR:
        return f"{AMBUSH_COLOUR[ambush]} lieutenant"
    a, b = AMBUSH_OBJECTS[ambush]
    return f"{OBJECT_NAMES[a]} + {OBJECT_NAMES[b]}"


def plural(n: int, word: str, words: str | None = None) -> str:
    return f"{n} {word if n == 1 else (words or word + 's')}"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def object_words(card: str) -> str:
    """ "Copper coin (7 VP)"."""
    kind = kind_of(card)
    return f"{cap(OBJECT_NAMES[kind])} ({VP[kind]} VP)"


def object_title(kind: str) -> str:
    """An object's name on its card: "Copper coin"."""
    return cap(OBJECT_NAMES[kind])


def card_action(kind: str) -> str:
    """An object card's action as its face shows it: "THEFT"."""
    return ACTION_NAMES[ACTION[kind]].upper()


AMBUSH_TITLE = "Ambush"
"""The band on an ambush card's face."""
OR = "or"
"""Between the two objects an object ambush card shows."""


def ambush_caption(card: str) -> str:
    """What an ambush card waits for, on its face: "Blue", "Pearls or chest"."""
    if card in AMBUSH_COLOUR:
        return AMBUSH_COLOUR[card].capitalize()
    a, b = AMBUSH_OBJECTS[card]
    return f"{object_title(a)} or {object_title(b).lower()}"


def copy_words(first: bool) -> str:
    """Which copy of its mission a mission card is, on its face."""
    return "1st" if first else "2nd"


def mission_short(mission: int) -> str:
    return MISSION_TITLES[mission]


def count_words(kind: str, n: int) -> str:
    return plural(n, OBJECT_NAMES[kind], OBJECT_PLURALS[kind])


# --- events: the log, the captions, the golden playthroughs -----------------------------------------


def _seats(seats: Sequence[int], say: Say) -> str:
    return ", ".join(say.seat(s) for s in seats) or "nobody"


def _ambush_drawn(e: E.AmbushDrawn, say: Say) -> str:
    what = "the last ambush card" if e.count == 1 else f"{e.count} ambush cards"
    return f"{say.seat(e.seat)} draws {what}"


def _delivery_announced(e: E.DeliveryAnnounced, say: Say) -> str:
    what = f"the mission \"{MISSION_NAMES[e.mission]}\" with" if e.mission else "a set of"
    return f"{say.seat(e.seat)} delivers {what} {cards_words(e.cards)}"


def _offers_revealed(e: E.OffersRevealed, say: Say) -> str:
    return "The offers are revealed: " + "; ".join(f"{say.seat(s)} {cards_words(c)}" for s, c in e.offers)


def _set_delivered(e: E.SetDelivered, say: Say) -> str:
    return (f"{say.seat(e.seat)}'s set scores: {card_name(e.loot)} to the loot "
            f"({VP[kind_of(e.loot)]} VP), {cards_words(e.discarded)} to the discard pile")


def _mission_completed(e: E.MissionCompleted, say: Say) -> str:
    mission = mission_of(e.mission_card)
    return f"{say.seat(e.seat)} completes \"{MISSION_NAMES[mission]}\" ({MISSION_VP[e.mission_card]} VP)"


def _sheriff_moved(e: E.SheriffMoved, say: Say) -> str:
    if e.space == 0:
        return "The sheriff is back in Nottingham"
    return f"The sheriff moves to space {e.space} ({e.number})"


GAME_ENDS = {
    "sheriff": "The game ends: the Sheriff is back in Nottingham",
    "missions": "The game ends: the last mission was taken",
    "cards": "The game ends: the cards ran out",
}
"""LT-10.1, LT-9.3: the game's end, by its reason."""

EVENTS: dict[type, Any] = {
    E.TurnStarted: "{seat}'s turn",
    E.DeckReshuffled: "The discard pile ({count} cards) is shuffled into a new draw pile",
    E.CardRevealed: lambda e, say: f"{say.seat(e.seat)} reveals {card_name(e.card)}",
    E.CardTaken: lambda e, say: f"{say.seat(e.seat)} takes {card_name(e.card)} into hand",
    E.ActionChosen: lambda e, say: (f"{say.seat(e.seat)} uses {card_name(e.card)} for "
                                    f"{ACTION_NAMES[e.action]}"),
    E.TargetChosen: lambda e, say: f"{say.seat(e.seat)} attacks {say.seat(e.target)}",
    E.Defended: lambda e, say: (f"{say.seat(e.target)} defends with a necklace: {say.seat(e.attacker)} "
                                f"gets the necklace, {say.seat(e.target)} gets {card_name(e.paying_card)}"),
    E.NotDefended: lambda e, say: f"{say.seat(e.target)} does not defend",
    E.Stolen: lambda e, say: (f"{say.seat(e.seat)} steals a card from {say.seat(e.target)}, who gets "
                              f"{card_name(e.paying_card)}"),
    E.HandSeen: lambda e, say: f"{say.seat(e.seat)} looks at {say.seat(e.target)}'s hand",
    E.Robbed: lambda e, say: (f"{say.seat(e.seat)} takes a card from {say.seat(e.target)}, who gets "
                              f"{card_name(e.paying_card)}"),
    E.HandLaidOut: lambda e, say: f"{say.seat(e.target)} lays out {cards_words(e.cards)}",
    E.RaidTaken: lambda e, say: (f"{say.seat(e.seat)} takes {card_name(e.card)} from {say.seat(e.target)}, "
                                 f"who gets {card_name(e.paying_card)}"),
    E.OfferMade: "{seat} makes a sealed offer",
    E.OffersRevealed: _offers_revealed,
    E.OfferAccepted: lambda e, say: (f"{say.seat(e.seat)} takes {cards_words(e.cards)} from "
                                     f"{say.seat(e.offerer)}, who gets {card_name(e.paying_card)}"),
    E.AmbushDrawn: _ambush_drawn,
    E.AmbushLaid: lambda e, say: f"{say.seat(e.seat)} lays an ambush with {card_name(e.gold)}",
    E.AmbushBuried: "{seat} puts the other ambush card under the ambush deck",
    E.DeliveryAnnounced: _delivery_announced,
    E.AmbushHeld: "{seat} holds",
    E.AmbushFired: lambda e, say: (f"{say.seat(e.seat)} fires an ambush ({ambush_words(e.ambush)}) at "
                                   f"{say.seat(e.deliverer)}, who gets the gold"),
    E.AmbushTook: lambda e, say: (f"{say.seat(e.seat)} takes {card_name(e.card)} from "
                                  f"{say.seat(e.deliverer)}'s delivery"),
    E.DeliveryFailed: lambda e, say: (f"{say.seat(e.seat)}'s delivery fails: {cards_words(e.returned)} go "
                                      "back to the hand"),
    E.SetDelivered: _set_delivered,
    E.MissionCompleted: _mission_completed,
    E.SheriffMoved: _sheriff_moved,
    E.CardsHandedOut: lambda e, say: f"The sheriff hands a card to: {_seats(e.seats, say)}",
    E.GameEnded: lambda e, say: GAME_ENDS.get(e.reason, "The game ends"),
}

REVEALS = {
    E.DeckReshuffled: "shuffled the discard pile",
    E.CardRevealed: "turned up a card",
    E.Stolen: "stole a card",
    E.HandSeen: "looked at a hand",
    E.HandLaidOut: "laid a hand out",
    E.OffersRevealed: "revealed the offers",
    E.AmbushDrawn: "drew ambush cards",
    E.AmbushFired: "fired an ambush",
    E.CardsHandedOut: "handed out cards",
}
"""What each event type that reveals showed ("The last move ... , so it cannot be taken back")."""

# --- commands: the log of a command that caused nothing to see, a tooltip ----------------------------


def _deliver_mission(c: K.DeliverMission, say: Say) -> str:
    what = MISSION_NAMES.get(c.mission, f"mission {c.mission}")
    return f"{say.seat(c.seat)} delivers the mission \"{what}\""


COMMANDS: dict[type, Any] = {
    K.Take: "{seat} takes the card",
    K.Act: "{seat} uses the card's action",
    K.ChooseTarget: lambda c, say: f"{say.seat(c.seat)} targets {say.seat(c.target)}",
    K.Defend: "{seat} defends with a necklace",
    K.NoDefence: "{seat} does not defend",
    K.Offer: "{seat} makes an offer",  # sealed: the cards are the offerer's secret
    K.ChooseOffer: lambda c, say: f"{say.seat(c.seat)} chooses {say.whose(c.offerer)} offer",
    K.ChooseCard: "{seat} takes a card",  # which: only the robber knows
    K.ChooseAmbush: "{seat} sets an ambush",
    K.AmbushTake: "{seat} takes a card from the delivery",
    K.DeliverSet: lambda c, say: f"{say.seat(c.seat)} delivers {cards_words(c.cards)}",
    K.DeliverMission: _deliver_mission,
    K.EndTurn: "{seat} ends the turn",
    K.FireAmbush: "{seat} fires an ambush",
    K.HoldAmbush: "{seat} holds",
}

# --- refusals: why a command is refused now --------------------------------------------------------

REFUSALS: dict[str, Any] = {
    "card_dealt_with": "The revealed card has already been dealt with.",
    "defence_only_reaction": "Defence is only a reaction to an attack: take the necklace.",
    "ambush_deck_empty": "The ambush deck is empty: take the gold.",
    "nobody_holds_cards": lambda r, say: (f"Nobody else holds a card, so {ACTION_NAMES[r['action']]} "
                                          "cannot be done."),
    "target_without_cards": "Choose another player who holds at least one card.",
    "buy_offer_one_card": "Offer exactly one card for a Buy.",
    "exchange_offer_size": "Offer one or two cards for an Exchange.",
    "card_named_twice": "Name each card once.",
    "card_not_held": "Choose cards from your own hand.",
    "not_a_set": "A set is three or more cards of one object.",
    "no_such_mission": "There are four missions, 1 to 4.",
    "mission_closed": lambda r, say: (f"The mission \"{MISSION_NAMES[r['mission']]}\" is not open to you: "
                                      "you completed it, or both its cards are gone."),
    "mission_mismatch": lambda r, say: (f"These cards do not match the mission "
                                        f"\"{MISSION_NAMES[r['mission']]}\" exactly."),
    "no_necklace": "You hold no necklace to defend with.",
    "not_an_offer": "Choose one of the offers made.",
    "not_a_drawn_ambush": "Choose one of the two ambush cards you drew.",
    "ambush_cannot_fire": "That ambush is not yours or cannot fire at this delivery.",
    "not_in_target_hand": "Choose a card of the target's hand.",
    "ambush_cannot_take": "Take a delivered card that your ambush shows.",
    "not_now": "That is not what is being decided now.",
}

WORDS = GameWords(events=EVENTS, commands=COMMANDS, refusals=REFUSALS, reveals=REVEALS)
