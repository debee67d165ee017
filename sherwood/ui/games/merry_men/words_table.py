"""What the Merry Men table says in words beside its questions: the labels of its panels and
the threat under the board, and what the pointer tells when it rests on something (the
board's piles, tracks and places, a seat panel's rows, the Weaponsmith with Little John's
free purchases, MM-9.6), and why a place does not glow for the card picked up. No pygame here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import CARD_LOCATION, CRUSADE, GATHERING, LITTLE_JOHN, YARD
from sherwood.games.merry_men.hero_trades import free_left
from sherwood.ui.games.merry_men.words import items, label, plural, tidy
from sherwood.ui.games.merry_men.words_prompts import free_next, only_first, price_words

_C = load_content()
PLACES = (*GATHERING, YARD, CRUSADE)
"""The places a Merry Man may go."""


def counted(counts: Mapping[str, int]) -> str:
    """"2 wood, 1 Bow die" for the counts that are not 0; "nothing" if all are."""
    shown = [f"{n} {plural(n, label(k))}" for k, n in counts.items() if n]
    return ", ".join(shown) or "nothing"


# --- the panels and the board's foot -----------------------------------------------------------

HAND = "Hand"
QUESTS = "Quests"
TUCK_HAND = "Friar Tuck"
PLAYED = "Played this round"
HIDDEN_WHY = "Hands stay hidden: this question needs no cards, so anyone may watch."
EMPTY = "empty"
DISCARD = "DISCARD"  # the ribbon over a card marked to be discarded
START_PLAYER = "start player"
TO_PLAY = "to play"
VP = "VP"
NO_ABILITY = " · no ability this round"
COUNTS = ("hand", "passive", "played", "quests")  # the words under the card piles of a seat panel
PENNIES = "Pennies:"


def passive_pile(vp: int) -> str:
    return f"Passive pile · {vp} VP"


def solo_target(score: int) -> str:
    """What a solo score is against (MM-11.8): "/ 60 VP"."""
    return f"/ {score} VP"


def sent(n: int) -> str:
    return f"{n}/3 sent"


def road_pennies(numeral: str, n: int) -> str:
    return f"{numeral} {n}"


def guard_track_free(free: int, size: int) -> str:
    return f"Guard track: {free} of {size} free"


# --- what the pointer tells ----------------------------------------------------------------------

VILLAIN_PILE = "Villain cards drawn"
MM_DISCARD = "Merry Men discard pile"
MM_DISCARD_TIP = "Merry Men discard pile: click to look through it."
NEWEST = "Newest first"
NOTHING_YET = "Nothing here yet"
HIDDEN_NOTE = "Hands and open quests stay hidden"
ROWS_TIP = ("Barricade and trap rows: each structure built uncovers the reward under it "
            "(income, a Merry Man unlocked, or VP).")


def villain_card(card: str) -> str:
    """The last villain card drawn, what it did, and that a click shows them all."""
    c = _C.villain_cards.get(card) or _C.golden_arrow_cards.get(card)
    if c is None:
        return label(card) + " Click to see every villain card drawn."
    parts = []
    if c.guards:
        parts.append("guards to " + ", ".join(label(g) for g in c.guards))
    if c.villain:
        parts.append(f"{label(c.villain[0])} to {label(c.villain[1])}")
    if c.roads:
        parts.append("activates " + ", ".join(label(r) for r in c.roads))
    if c.text:
        parts.append(c.text)
    said = "; ".join(parts)
    return f"Last villain card, {c.title}: {said}. Click to see every villain card drawn."


def road(road_id: str, n: int) -> str:
    pennies = "penny" if n == 1 else "pennies"
    return f"{label(road_id)}: {n} {pennies} left. If a road runs out, everyone loses."


def guard_track(track: int, size: int) -> str:
    return (f"Guard track: {track} of {size} spaces hold a guard, {size - track} free. "
            "When it is full, everyone loses.")


def depot(taken: int, size: int) -> str:
    return (f"Carriage depot: {taken} of {size} spaces taken; a carriage arriving next lies on "
            f"space {min(taken + 1, size)}. When it fills up, taxes rise and all carriages go back "
            "to the bag.")


def ransom_tile(tile_id: str) -> str:
    tile = _C.ransom[tile_id]
    gain = items(tile.reward.items()) if tile.reward else "nothing"
    extra = " plus 1 basic resource of your choice" if tile.choice else ""
    cap = f" (at most {tile.cap_per_player} per player)" if tile.cap_per_player else ""
    return f"Ransom tile: each captured guard returned at the end of the round gives {gain}{extra}{cap}."


def sheriff(counts: Mapping[str, int]) -> str:
    return "The Sheriff's hideout holds " + counted(counts) + "."


def armory(counts: Mapping[str, int]) -> str:
    return "The Armory holds " + counted(counts) + "."


def hero(name: str, hero_id: str) -> str:
    return f"{name}'s {_C.heroes[hero_id].name}: {_C.heroes[hero_id].ability}"


def storage(res: Mapping[str, int], dice: Mapping[str, int]) -> str:
    return f"Storage: {counted(res)}. Weapon dice: {counted(dice)} (at most 4)."


def camp(camp_: int, unlocked: int, renown: int, captured: int, sent_: int) -> str:
    mult = _C.renown_multiplier(min(renown, _C.renown_max))
    return (f"Camp: {camp_} Merry Men ready, {unlocked} of 6 unlocked. Renown {renown}: "
            f"barricades, traps and messengers score ×{mult} at the end. Captured guards: "
            f"{captured}. Messengers sent: {sent_} of 3.")


def passive_tip(name: str, n: int) -> str:
    return (f"{name}: {counted({'card': n})} in the passive pile. "
            "Click to see it, the cards played this round and the completed quests.")


def passive_title(name: str) -> str:
    return f"{name}: passive pile, played cards, completed quests"


def board_of(name: str) -> str:
    """A folded seat panel's tooltip: a click opens it."""
    return f"{name}'s board"


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
