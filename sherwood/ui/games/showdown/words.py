"""Sherwood Showdown in a player's words: every event, command and refusal of the game (the
banner's, the buttons' and the tooltips' words are still in :mod:`.texts`). No pygame here:
the command line and the golden playthroughs word games with it.

The cards are named by the game's content (:func:`sherwood.games.showdown.cards.card_name`:
"7 of Hearts", "Traveller 12", "the Fool"); a card id the deck does not have, repeated by a
refusal, is shortened (:func:`sherwood.engine.values.shown`).

>>> from sherwood.games.showdown.events import CardLaid
>>> from sherwood.ui.kit.words import Say, Words
>>> Words(WORDS, Say(("Robin", "Guy"))).event(CardLaid(1, "S7", "SQ", False, 9, 14))
'Guy lays 7 of Spades and Queen of Spades: total 9, stake 14'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sherwood.engine.values import shown
from sherwood.games.showdown import commands as C
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import card_name
from sherwood.ui.kit.words import GameWords, Say

LEADERS = ("Robin Hood", "Guy Fawkes")
"""The bands' leaders, as a refusal names the band that leads the melee."""


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def names(cards: Sequence[str]) -> str:
    """Cards by name, one after another: "Knight of Hearts, Page of Clubs"."""
    return ", ".join(card_name(c) for c in cards)


def an(value: int) -> str:
    """ "a 4", "an 8", "an 11": the article a player would say."""
    return f"an {value}" if value in (8, 11, 18) else f"a {value}"


# --- the events ------------------------------------------------------------------------------


def _drawn(e: E.CardsDrawn, say: Say) -> str:
    what = "a card" if e.count == 1 else f"{e.count} cards"
    return f"{say.seat(e.seat)} draws {what} ({e.reason})"


def _passed(e: E.TravellerPassed, say: Say) -> str:
    return (f"{say.seat(e.seat)} lets {card_name(e.traveller)} pass "
            f"({e.passes_left} pass{'es' if e.passes_left != 1 else ''} left)")


def _escaped(e: E.TravellerEscaped, say: Say) -> str:
    why = "nobody could rob him" if e.reason == "no_outlaw" else "the melee was a tie"
    return f"{card_name(e.traveller)} escapes: {why}"


def _laid(e: E.CardLaid, say: Say) -> str:
    verb = "robs with" if e.opening else "lays"
    extra = f" and {card_name(e.ransom)}" if e.ransom else ""
    return f"{say.seat(e.seat)} {verb} {card_name(e.outlaw)}{extra}: total {e.total}, stake {e.stake}"


def _won(e: E.MeleeWon, say: Say) -> str:
    extra = f" with {names(e.ransoms)}" if e.ransoms else ""
    return f"{say.seat(e.seat)} wins {card_name(e.traveller)}{extra}: {e.gold} gold"


def _ended(e: E.GameEnded, say: Say) -> str:
    order = [*e.winners, *(s for s in range(len(e.scores)) if s not in e.winners)]
    score = "–".join(str(e.scores[s]) for s in order)  # the winner's first
    if not e.winners:
        return f"The game ends in a draw, {score}"
    return f"{say.seat(e.winners[0])} wins the game, {score}"


EVENTS: dict[type, Any] = {
    E.TurnStarted: "Turn {turn}: {seat}",
    E.DeckReshuffled: "{seat} shuffles {count} discards into a new deck",
    E.CardsDrawn: _drawn,
    E.TravellerSold: lambda e, say: f"{say.seat(e.seat)} sells {card_name(e.traveller)} out of play",
    E.TravellerRevealed: lambda e, say: f"{cap(card_name(e.traveller))} comes down the road",
    E.TravellerPassed: _passed,
    E.TravellerEscaped: _escaped,
    E.FoolTaken: "{seat} takes the Fool (−5 gold)",
    E.CardLaid: _laid,
    E.Withdrew: "{seat} withdraws",
    E.MeleeWon: _won,
    E.MeleeTied: "The melee is a tie",
    E.CardsDiscarded: lambda e, say: f"{say.seat(e.seat)} discards {names(e.cards)}",
    E.GameEnded: _ended,
}

# --- the commands ----------------------------------------------------------------------------


def _with_ransom(ransom: str | None) -> str:
    return f" with {card_name(ransom)} as ransom" if ransom else ""


COMMANDS: dict[type, Any] = {
    C.Sell: lambda c, say: f"{say.seat(c.seat)} sells {card_name(c.traveller)}",
    C.SkipSell: "{seat} sells nothing",
    C.Pass: "{seat} lets the traveller pass",
    C.Rob: lambda c, say: (f"{say.seat(c.seat)} robs the traveller with "
                           f"{card_name(c.outlaw)}{_with_ransom(c.ransom)}"),
    C.TakeFool: "{seat} takes the Fool",
    C.Lay: lambda c, say: f"{say.seat(c.seat)} lays {card_name(c.outlaw)}{_with_ransom(c.ransom)}",
    C.Withdraw: "{seat} withdraws",
}

# --- the refusals ----------------------------------------------------------------------------


def _too_weak(r: Any, say: Say) -> str:
    """SD-6.9: the least value, and why: the last card laid, the other band's lead."""
    reasons = []
    if r["last"] is not None:
        reasons.append(f"your last card was {r['last']}")
    if r["lead"] > 0:
        reasons.append(f"{LEADERS[r['leader']]} leads by {r['lead']}")
    return f"You must lay at least {an(r['minimum'])}: {' and '.join(reasons)}."


REFUSALS: dict[str, Any] = {
    "legal": "That move is allowed.",
    "sell_not_now": ("You can only sell at the start of your turn, before the traveller is "
                     "revealed, and only when you hold no outlaw."),
    "sell_first": "First sell a traveller from your spoils, or choose to sell nothing.",
    "fool_not_for_sale": "The Fool can never be sold: he stays in your spoils.",
    "no_such_card": lambda r, say: f"Sherwood Showdown has no card {shown(r['card'])}.",
    "not_a_traveller": lambda r, say: f"Only travellers can be sold, and {card_name(r['card'])} is not one.",
    "passed_not_for_sale": lambda r, say: (f"{card_name(r['traveller'])} was let pass: passed "
                                           "travellers can never be sold."),
    "not_in_spoils": lambda r, say: f"{card_name(r['traveller'])} is not in your spoils.",
    "pass_in_melee": "You cannot let the traveller pass during a melee: lay an outlaw or withdraw.",
    "no_passes_left": "You have no passes left: you have already let {passes} travellers pass.",
    "fool_not_on_road": "Only the Fool can be taken without a fight, and he is not on the road.",
    "withdraw_not_now": "You can only withdraw during a melee.",
    "rob_in_melee": "A melee is already on: lay an outlaw or withdraw.",
    "lay_without_melee": "No melee is on: rob the traveller (or let him pass) first.",
    "fool_no_fight": ("You cannot fight over the Fool: take him into your spoils (−5 gold) "
                      "or let him pass."),
    "ransom_cannot_fight": lambda r, say: (f"The {card_name(r['card'])} is a ransom card: it cannot "
                                           "fight; attach it to an outlaw instead."),
    "not_an_outlaw": lambda r, say: f"{cap(card_name(r['card']))} is not an outlaw card.",
    "not_held": lambda r, say: f"You do not hold the {card_name(r['card'])}.",
    "not_a_ransom": lambda r, say: (f"The {card_name(r['card'])} is not a ransom card "
                                    "(Page, Knight, Queen or King)."),
    "too_weak": _too_weak,
    "cannot_lay": lambda r, say: f"{LEADERS[r['seat']]} cannot lay that now.",
    "not_possible": "That move is not possible now.",
}

WORDS = GameWords(
    events=EVENTS,
    commands=COMMANDS,
    refusals=REFUSALS,
    reveals={E.CardsDrawn: "drew cards", E.TravellerRevealed: "turned up a traveller"},
)
