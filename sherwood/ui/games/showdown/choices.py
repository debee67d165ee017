"""How a Showdown seat answers with clicks: each legal command as its path of stages for the
table kit's :class:`~sherwood.ui.kit.chooser.Chooser`. No pygame here.

- an outlaw robs or lays in one click on him in the hand, ``("hand", outlaw)``; with a
  ransom attached, the ransom is clicked first, ``("ransom", ransom)`` (it lifts), then the
  outlaw (SD-7.3, SD-7.4);
- a traveller is sold with a click on him in the spoils, ``("spoils", traveller)``;
- with the Fool on the road, taking him or letting him pass is asked in the question box
  (``where == "dialog"``); every other pass, withdrawing and not selling are buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sherwood.games.showdown.cards import FOOL, card_name
from sherwood.games.showdown.commands import Lay, Pass, Rob, Sell, SkipSell, TakeFool, Withdraw
from sherwood.ui.games.showdown import words as W
from sherwood.ui.kit.chooser import Stage

if TYPE_CHECKING:
    from sherwood.ui.games.showdown.table import ShowdownTable


def stages(table: ShowdownTable, command) -> list[Stage]:
    """The clicks that give ``command`` at ``table``, by its type. (The tooltips of the hand
    and the spoils are the table's: they say what a card does now, :mod:`.words`.)"""
    return STAGES[type(command)](table, command)


def _card(table: ShowdownTable, command: Rob | Lay) -> list[Stage]:
    """The outlaw in the hand, after the ransom, if one rides with him."""
    first = [Stage("card", ("ransom", command.ransom))] if command.ransom else []
    return [*first, Stage("card", ("hand", command.outlaw), card_name(command.outlaw))]


def _sell(table: ShowdownTable, command: Sell) -> list[Stage]:
    return [Stage("board", ("spoils", command.traveller), W.sell_tip(command.traveller))]


def _answer(table: ShowdownTable, command: Pass | TakeFool) -> list[Stage]:
    """With the Fool on the road, an answer in the question box; else a button."""
    if table.view is not None and table.view.active_traveller == FOOL:
        return [Stage("dialog", (command.kind,), W.fool_answer(command))]
    return _button(table, command)


def _button(table: ShowdownTable, command) -> list[Stage]:
    return [Stage("button", (command.kind,), command.kind)]


STAGES: dict[type, Callable[[ShowdownTable, Any], list[Stage]]] = {
    Rob: _card, Lay: _card, Sell: _sell, Pass: _answer, TakeFool: _answer,
    Withdraw: _button, SkipSell: _button,
}
"""Each command type's stages."""
