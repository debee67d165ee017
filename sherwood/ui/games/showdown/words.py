"""Sherwood Showdown in a player's words: every event, command and refusal of the game, and
what the table's banner, buttons and tooltips say. No pygame here: the command line and the
golden playthroughs word games with it.

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
from typing import TYPE_CHECKING, Any

from sherwood.engine.values import possessive, shown
from sherwood.games.showdown import commands as C
from sherwood.games.showdown import events as E
from sherwood.games.showdown.cards import FOOL, card, card_name
from sherwood.ui.kit.words import GameWords, Say

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable

LEADERS = ("Robin Hood", "Guy Fawkes")
"""The bands' leaders, as a refusal names the band that leads the melee."""


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def names(cards: Sequence[str]) -> str:
    """Cards by name, one after another: "Knight of Hearts, Page of Clubs"."""
    return ", ".join(card_name(c) for c in cards)


def passes(n: int) -> str:
    """ "1 pass", "2 passes"."""
    return "1 pass" if n == 1 else f"{n} passes"


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

# --- the banner --------------------------------------------------------------------------------

PHASES = {"sell": "Buying cards", "decide": "Rob or pass", "melee": "Melee", "over": "Game over"}


def phase_title(table: ShowdownTable) -> str:
    v = table.view
    if v is None:
        return ""
    return f"{PHASES.get(v.phase, v.phase)} · Turn {v.turn}"


def traveller_phrase(table: ShowdownTable) -> str:
    """The traveller on the road, with his worth: "Minstrel (6 gold)", "the Fool"."""
    t = table.view.active_traveller
    if t is None:
        return "the traveller"
    return "the Fool" if t == FOOL else f"{card_name(t)} ({card(t).gold} gold)"


def instruction(table: ShowdownTable) -> str:
    """What the seat at the screen does now, or whom everyone waits for."""
    v = table.view
    if v is None:
        return ""
    if v.phase == "over":
        return "Every traveller has been resolved: the richest spoils win."
    if not table.my_turn:
        return _waiting(table)
    return _MY_TURN.get(v.phase, lambda table: "")(table)


def _waiting(table: ShowdownTable) -> str:
    v = table.view
    seat = v.active_seat
    who = table.match.names[seat] if seat is not None else "Nobody"
    if v.phase == "melee":
        return f"Waiting for {who} to answer in the melee over {traveller_phrase(table)}."
    if v.phase == "sell":
        return f"Waiting for {who}: out of outlaws, they may sell a traveller for cards."
    return f"Waiting for {who} to rob {traveller_phrase(table)} or let him pass."


def _sell(table: ShowdownTable) -> str:
    return "You hold no outlaw. Click a traveller in your spoils to sell him for cards, or don't sell."


def _decide(table: ShowdownTable) -> str:
    v = table.view
    left = v.passes_left[table.viewer]
    if v.active_traveller == FOOL:
        if left:
            return f"The Fool (−5 gold)! Let him pass ({passes(left)} left) or take him."
        return "The Fool (−5 gold) joins your spoils: you have no pass left."
    phrase = traveller_phrase(table)
    if left:
        return f"Rob {phrase} with an outlaw, or let him pass ({passes(left)} left)."
    return f"Rob {phrase}: click an outlaw. You have no pass left."


def _melee(table: ShowdownTable) -> str:
    need = table.view.min_legal[table.viewer] or 1
    lays = [c for c in table.legal if isinstance(c, C.Lay)]
    selected = table.selected_ransom
    hint = " Click a ransom first to attach it." if table.usable_ransoms() and not selected else ""
    if selected:
        hint = f" {cap(card_name(selected))} rides along."
    if lays:
        return f"Lay an outlaw of {need} or more, or withdraw.{hint}"
    return f"No outlaw of {need} or more in your hand: withdraw."


_MY_TURN = {"sell": _sell, "decide": _decide, "melee": _melee}
"""The instruction of the seat deciding now, by the view's phase."""

# --- the buttons and the question box ----------------------------------------------------------


def button_words(table: ShowdownTable) -> list[tuple[tuple[str, ...], object, str]]:
    """``(wordings longest first, command, tooltip)`` of each button the seat may have now
    (the table shows those its chooser offers as buttons: the Fool's answers are in the
    question box, :func:`fool_answer`)."""
    wanted: list[tuple[tuple[str, ...], object, str]] = []
    for c in table.legal:
        button = _BUTTONS.get(type(c))
        if button is not None:
            labels, tip = button(table)
            wanted.append((labels, c, tip))
    return wanted


def _pass_button(table: ShowdownTable) -> tuple[tuple[str, ...], str]:
    left = table.view.passes_left[table.viewer] - 1
    return ("Let him pass", "Pass"), f"Let him pass: use one of your passes ({left} left after this)"


_BUTTONS = {
    C.Pass: _pass_button,
    C.Withdraw: lambda table: (("Withdraw",), withdraw_outcome(table)),
    C.SkipSell: lambda table: (("Don't sell",), "Keep your spoils and turn over the traveller"),
}
"""A button's wordings and tooltip, by its command's type."""


def withdraw_outcome(table: ShowdownTable) -> str:
    v = table.view
    me, other = table.viewer, 1 - table.viewer
    if v.totals[me] == v.totals[other]:
        return "Totals are equal: the traveller escapes and nobody wins him"
    return f"{table.match.names[other]} win {traveller_phrase(table)} and the ransoms (stake {v.stake})"


def fool_answer(command: object) -> str:
    """The question box's words for an answer to the Fool."""
    return "Let him pass" if isinstance(command, C.Pass) else "Take the Fool"


def fool_question(table: ShowdownTable) -> tuple[str, str]:
    """(title, sentence) of the question box while the Fool is on the road (SD-5.2, SD-5.5)."""
    left = table.view.passes_left[table.viewer]
    if not left:
        return "The Fool comes down the road", "You have no pass left: he joins your spoils (−5 gold)."
    return (
        "The Fool comes down the road",
        f"Let him pass ({passes(left)} left), or take him into your spoils (−5 gold).",
    )


# --- the tooltips ------------------------------------------------------------------------------


def command_tip(table: ShowdownTable, cmd: Any) -> str:
    """The tooltip of an outlaw in hand that robs or lays (with the ransom chosen, if any)."""
    v = table.view
    extra = f" with {card_name(cmd.ransom)} (+{card(cmd.ransom).gold} gold)" if cmd.ransom else ""
    if isinstance(cmd, C.Rob):
        return f"Rob {traveller_phrase(table)} with your {card_name(cmd.outlaw)}{extra}"
    total = v.totals[table.viewer] + card(cmd.outlaw).combat
    return f"Lay your {card_name(cmd.outlaw)}{extra}: your total becomes {total}"


def refusal_tip(table: ShowdownTable) -> str:
    """Why an outlaw in hand cannot be played now."""
    v = table.view
    need = v.min_legal[table.viewer] if v.phase == "melee" else None
    return f"Too weak: you need an outlaw of {need} or more" if need else "Not now"


def ransom_tip(c: str, chosen: bool) -> str:
    if chosen:
        return f"{cap(card_name(c))} is chosen: click an outlaw to lay it with him, or here to keep him"
    return (
        f"Attach {card_name(c)} (+{card(c).gold} gold to the stake) to the next outlaw you "
        "lay: click him, then the outlaw"
    )


def sell_tip(c: str) -> str:
    return f"Sell {card_name(c)}: draw {card(c).gold} cards; he leaves your spoils"


def pile_tips(table: ShowdownTable) -> dict:
    """The tooltips of the piles that can be looked through, by target key."""
    v, seats = table.view, table.match.names
    tips: dict[Any, str] = {
        ("discard", seat): (
            f"{seats[seat]}: discard pile, {plural(len(v.discards[seat]), 'card')}. Click to look through it."
        )
        for seat in (0, 1)
    }
    tips["oop"] = f"Out of play: {plural(len(v.out_of_play), 'traveller')}. Click to see them."
    tips["travellers"] = f"{plural(v.traveller_deck_size, 'traveller')} still to come. Click to see which."
    tips["deck"] = (
        f"Your deck: {plural(v.deck_sizes[table.viewer], 'card')}. Click to see which cards are in it."
    )
    return tips


# --- the piles looked through --------------------------------------------------------------------


def discard_title(name: str) -> str:
    return f"{name}: discard pile"


NEWEST_FIRST = "Newest first · click anywhere to close"
OUT_OF_PLAY = "Out of play"
OUT_OF_PLAY_NOTE = "Escaped and sold travellers, in order"
TRAVELLERS_TO_COME = "Travellers still to come"
OWN_DECK = "The cards in your deck"
SHUFFLED = "In no particular order: the deck is shuffled"


# --- the table's labels ----------------------------------------------------------------------------

GOLD = "gold"  # after a band's score on its plaque
PASSES = "Passes"
NOTHING_YET = "Nothing yet"  # spoils without a card
TRAVELLERS = "Travellers"
OUT_OF_PLAY_LINES = ("out of", "play")  # beside the out-of-play pile's count
THE_ROAD = "The road"  # where the traveller comes, none yet
STAKE = "STAKE"
NO_OUTLAW_LAID = "No outlaw laid yet"
TOTAL = "TOTAL"
HAND_EMPTY = "Your hand is empty"


def band_tag(yours: bool, bot: bool) -> str:
    """Under the name on the viewer's plaque: whose band it is."""
    return "Your band" if yours else ("Bot" if bot else "")


def passes_left(n: int) -> str:
    return f"Passes left: {n}"


def left(n: int) -> str:
    return f"{n} left"


def deck_label(n: int) -> str:
    return f"Deck · {n}"


def discard_label(n: int) -> str:
    return f"Discard · {n}"


def spoils_label(gold: int) -> str:
    return f"Spoils · {gold} gold"


def travellers_label(n: int) -> str:
    return f"Travellers · {n}"


def hand_label(n: int) -> str:
    return f"Hand · {plural(n, 'card')}"


def robs_here(name: str) -> str:
    """An empty melee row of the band deciding whether to rob."""
    return f"{name}: an outlaw laid here robs the traveller"


def melee_side(name: str) -> str:
    return f"{possessive(name)} side of the melee"


def role(robber: int | None, seat: int) -> str:
    """``seat``'s part in the melee, if one is on."""
    return "Robber" if robber == seat else ("Defender" if robber is not None else "")


def needs(minimum: int) -> str:
    """The least value the band to lay must reach."""
    return f"needs {minimum}+"


def waiting(minimum: int | None) -> str:
    return f"waiting · min {minimum}" if minimum is not None else "waiting"
