"""One table per game: the game scene host asks it to draw a view and to hit-test clicks.

``TABLES`` maps a game id to its table package (``sherwood/ui/games/<id>/``), whose rooms
are the same in every game: ``table`` (the :class:`~sherwood.ui.kit.table.GameTable`,
exported as ``TABLE``), ``words`` (``WORDS``, a :class:`~sherwood.ui.kit.words.GameWords`),
``motion``, ``geometry``, ``art`` ... A game is playable in the app once it has both rules
(``sherwood.games.BUILT``) and a table: an engine can land before its screen does.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sherwood.engine import Match
    from sherwood.ui.kit.table import GameTable, TableHost
    from sherwood.ui.kit.words import GameWords, Words

TABLES: dict[str, str] = {
    "showdown": "sherwood.ui.games.showdown",
    "merry_men": "sherwood.ui.games.merry_men",
    "settlers": "sherwood.ui.games.settlers",
    "adventures": "sherwood.ui.games.adventures",
    "lieutenants": "sherwood.ui.games.lieutenants",
    "_template": "sherwood.ui.games._template",
}
"""The table package of each game with a screen, by game id."""


def playable(game_id: str) -> bool:
    """Whether the app can seat players at ``game_id``: it has rules and a table."""
    from sherwood.games import BUILT

    return game_id in BUILT and game_id in TABLES


def table_class(game_id: str) -> type[GameTable] | None:
    """The class of ``game_id``'s table, or None while it has none."""
    if game_id not in TABLES:
        return None
    return import_module(f"{TABLES[game_id]}.table").TABLE


def game_words(game_id: str) -> GameWords:
    """``game_id``'s words (its table package's ``words.WORDS``); imports no pygame."""
    from sherwood.ui.kit.words import GameWords

    if game_id not in TABLES:
        return GameWords()
    return import_module(f"{TABLES[game_id]}.words").WORDS


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
