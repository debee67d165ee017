"""The words of the Showdown table: the banner's phase and instruction, the buttons and their
tooltips, and what the pointer tells over a card or a pile. No pygame here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sherwood.games.showdown.cards import FOOL, card, card_name
from sherwood.games.showdown.commands import Lay, Pass, Rob, SkipSell, Withdraw

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable

PHASES = {"sell": "Buying cards", "decide": "Rob or pass", "melee": "Melee", "over": "Game over"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


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
    names = table.match.names
    if v.phase == "over":
        return "Every traveller has been resolved: the richest spoils win."
    seat = v.active_seat
    if not table.my_turn:
        who = names[seat] if seat is not None else "Nobody"
        if v.phase == "melee":
            return f"Waiting for {who} to answer in the melee over {traveller_phrase(table)}."
        if v.phase == "sell":
            return f"Waiting for {who}: out of outlaws, they may sell a traveller for cards."
        return f"Waiting for {who} to rob {traveller_phrase(table)} or let him pass."
    me = table.viewer
    passes = v.passes_left[me]
    if v.phase == "sell":
        return "You hold no outlaw. Click a traveller in your spoils to sell him for cards, or don't sell."
    if v.phase == "decide":
        if v.active_traveller == FOOL:
            if passes:
                left = "1 pass" if passes == 1 else f"{passes} passes"
                return f"The Fool (−5 gold)! Let him pass ({left} left) or take him."
            return "The Fool (−5 gold) joins your spoils: you have no pass left."
        phrase = traveller_phrase(table)
        if passes:
            left = "1 pass" if passes == 1 else f"{passes} passes"
            return f"Rob {phrase} with an outlaw, or let him pass ({left} left)."
        return f"Rob {phrase}: click an outlaw. You have no pass left."
    if v.phase == "melee":
        need = v.min_legal[me] or 1
        lays = [c for c in table.legal if isinstance(c, Lay)]
        selected = table.selected_ransom
        hint = " Click a ransom first to attach it." if table.usable_ransoms() and not selected else ""
        if selected:
            hint = f" {cap(card_name(selected))} rides along."
        if lays:
            return f"Lay an outlaw of {need} or more, or withdraw.{hint}"
        return f"No outlaw of {need} or more in your hand: withdraw."
    return ""


def button_words(table: ShowdownTable) -> list[tuple[tuple[str, ...], object, str]]:
    """``(wordings longest first, command, tooltip)`` of each button the seat may have now
    (the table shows those its chooser offers as buttons: the Fool's answers are in the
    question box, :func:`fool_answer`)."""
    v = table.view
    wanted: list[tuple[tuple[str, ...], object, str]] = []
    for c in table.legal:
        if isinstance(c, Pass):
            left = v.passes_left[table.viewer] - 1
            tip = f"Let him pass: use one of your passes ({left} left after this)"
            wanted.append((("Let him pass", "Pass"), c, tip))
        elif isinstance(c, Withdraw):
            wanted.append((("Withdraw",), c, withdraw_outcome(table)))
        elif isinstance(c, SkipSell):
            wanted.append((("Don't sell",), c, "Keep your spoils and turn over the traveller"))
    return wanted


def withdraw_outcome(table: ShowdownTable) -> str:
    v = table.view
    me, other = table.viewer, 1 - table.viewer
    if v.totals[me] == v.totals[other]:
        return "Totals are equal: the traveller escapes and nobody wins him"
    return f"{table.match.names[other]} win {traveller_phrase(table)} and the ransoms (stake {v.stake})"


def command_tip(table: ShowdownTable, cmd) -> str:
    """The tooltip of an outlaw in hand that robs or lays (with the ransom chosen, if any)."""
    v = table.view
    extra = f" with {card_name(cmd.ransom)} (+{card(cmd.ransom).gold} gold)" if cmd.ransom else ""
    if isinstance(cmd, Rob):
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
    v, names = table.view, table.match.names
    tips = {
        ("discard", seat): (
            f"{names[seat]}: discard pile, {plural(len(v.discards[seat]), 'card')}. Click to look through it."
        )
        for seat in (0, 1)
    }
    tips["oop"] = f"Out of play: {plural(len(v.out_of_play), 'traveller')}. Click to see them."
    tips["travellers"] = f"{plural(v.traveller_deck_size, 'traveller')} still to come. Click to see which."
    tips["deck"] = (
        f"Your deck: {plural(v.deck_sizes[table.viewer], 'card')}. Click to see which cards are in it."
    )
    return tips


def fool_answer(command) -> str:
    """The question box's words for an answer to the Fool."""
    return "Let him pass" if isinstance(command, Pass) else "Take the Fool"


def fool_question(table: ShowdownTable) -> tuple[str, str]:
    """(title, sentence) of the question box while the Fool is on the road (SD-5.2, SD-5.5)."""
    passes = table.view.passes_left[table.viewer]
    if not passes:
        return "The Fool comes down the road", "You have no pass left: he joins your spoils (−5 gold)."
    left = "1 pass" if passes == 1 else f"{passes} passes"
    return (
        "The Fool comes down the road",
        f"Let him pass ({left} left), or take him into your spoils (−5 gold).",
    )
