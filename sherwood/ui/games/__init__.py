"""One table per game: the game scene host asks it to draw a view and to hit-test clicks.

A game's table package (``sherwood/ui/games/<id>/``, or a package of a game of its own) is
named by its catalogue entry (:class:`sherwood.games.CatalogueEntry`, ``table``); its rooms
are the same in every game: ``table`` (the :class:`~sherwood.ui.kit.table.GameTable`,
exported as ``TABLE``), ``words`` (``WORDS``, a :class:`~sherwood.ui.kit.words.GameWords`),
``motion``, ``geometry``, ``art`` ... A game is playable in the app once its entry names
both rules and a table: an engine can land before its screen does.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

from sherwood.games import catalogue

if TYPE_CHECKING:
    from sherwood.engine import Match
    from sherwood.ui.kit.table import GameTable, TableHost
    from sherwood.ui.kit.words import GameWords, Words


def tables() -> dict[str, str]:
    """The table package of each game with a screen, by game id, in catalogue order."""
    return {e.id: e.table for e in catalogue().values() if e.table is not None}


def table_package(game_id: str) -> str | None:
    """The package of ``game_id``'s table, or None while it has none (or is no game)."""
    found = catalogue().get(game_id)
    return None if found is None else found.table


def playable(game_id: str) -> bool:
    """Whether the app can seat players at ``game_id``: it has rules and a table."""
    found = catalogue().get(game_id)
    return found is not None and found.rules is not None and found.table is not None


def table_class(game_id: str) -> type[GameTable] | None:
    """The class of ``game_id``'s table, or None while it has none."""
    package = table_package(game_id)
    return None if package is None else import_module(f"{package}.table").TABLE


def game_words(game_id: str) -> GameWords:
    """``game_id``'s words (its table package's ``words.WORDS``); imports no pygame."""
    from sherwood.ui.kit.words import GameWords

    package = table_package(game_id)
    return GameWords() if package is None else import_module(f"{package}.words").WORDS


def words_of(match: Match) -> Words:
    """The words of ``match``'s game for its seats (the log, the captions, the refusals);
    imports no pygame, so the command line and the golden playthroughs use it too."""
    from sherwood.ui.kit.words import Say, Words

    words = game_words(match.game_id)
    say = words.say(match) if words.say is not None else Say(match.names)
    return Words(words, say, match.spec.event_types)


def make_table(host: TableHost) -> GameTable:
    table = table_class(host.match.game_id)
    if table is None:
        raise KeyError(f"{host.match.spec.title} has no table in the app yet (sherwood/ui/games/)")
    return table(host)
