"""What the Merry Men table tells when the pointer rests on something, in a player's words:
the board's piles, tracks and places, a seat panel's rows, the Weaponsmith with Little John's
free purchases (MM-9.6), and why a place does not glow for the card picked up. No pygame here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import CARD_LOCATION, CRUSADE, GATHERING, LITTLE_JOHN, YARD
from sherwood.games.merry_men.hero_trades import free_left
from sherwood.ui.games.merry_men.words import label, tidy
from sherwood.ui.games.merry_men.words_prompts import free_next, only_first, price_words

_C = load_content()
PLACES = (*GATHERING, YARD, CRUSADE)
"""The places a Merry Man may go."""


def why_not_here(source: str, card: str, place: str) -> str:
    """Why ``card``, picked from ``source`` (hand, passive pile, Friar Tuck's hand), cannot go
    to ``place`` now, given that it does not glow there, in the words of the placing rules
    (MM-4.10 – MM-4.25, MM-10.5): a card goes actively to the place printed on it (a free
    hideout of a gathering place, the Construction Yard when something can be built, King
    Richard's Crusade when a quest can be completed), passively from the hand to any
    gathering place's main area, and Friar Tuck to any free hideout or the Yard."""
    name = label(card)
    where = label(place)
    if source == "tuck":  # MM-10.5
        if place in GATHERING:
            return f"{where} has no free hideout for Friar Tuck."
        if place == YARD:
            return "Friar Tuck builds only if you can pay for a barricade or a trap and place it."
        return "Friar Tuck goes to a free hideout of a gathering place, or to the Construction Yard."
    home = CARD_LOCATION.get(card)
    if place == home:
        if place in GATHERING:  # MM-4.20
            return f"{where} has no free hideout: each holds a figure, a guard or a trap."
        if place == YARD:  # MM-4.25
            return "Nothing to build: no barricade or trap you can pay for and place now."
        return f"No quest in your hand can be completed with {name} now."
    if source == "passive" and place in GATHERING:  # MM-4.16, MM-4.18
        return f"From your passive pile, {name} can only be played actively, at {label(home)}."
    goes = f"{name} goes actively only to {label(home)}" + (
        ", or passively to a gathering place's main area" if source == "hand" else ""
    )
    if place in PLACES:
        return f"Not here: {goes}."
    return f"{where} is for the heroes, not the Merry Men: {goes}."


def weaponsmith(view: Any, names: Sequence[str]) -> str:
    """The Weaponsmith's tooltip: its prices, the free exchange, and Little John's free
    purchases where a seat plays him (in his turn: whether he has had them yet)."""
    prices = ", ".join(f"a {label(w)} die for {price_words(w)}" for w in _C.weapon_prices)
    words = [f"The Weaponsmith: buy {prices}; exchanging a die for another is free."]
    b = view.board
    free = "his first purchase" if only_first(view) else "his purchases"
    verb = "is" if only_first(view) else "are"
    for seat, hero in enumerate(b.get("heroes") or ()):
        if hero != LITTLE_JOHN:
            continue
        who = f"{names[seat]}'s Little John"
        in_turn = b.get("phase") == "hero" and (b.get("turn") or {}).get("seat") == seat
        if b["disabled"][seat]:
            words.append(f"{who} has lost his ability this round: he pays.")
        elif free_left(view) and b["prompt"].seat == seat:
            words.append(f"{who}: {free} in this move {verb} free.")
        elif in_turn and free_next(view, seat):
            words.append(f"{who}: {free} in one Weaponsmith move this turn {verb} free.")
        elif in_turn:
            words.append(f"{who} has had his free purchases this turn.")
        else:
            words.append(f"{who}: once per turn, {free} in one Weaponsmith move {verb} free.")
    return tidy(" ".join(words))
