"""The bot catalogue: every bot a seat can be given, per game.

A game's own bots (its ``SPEC.bots``, e.g. Showdown's "heuristic" and "easy") come first,
then the generic ones that work for any game and that the game lists by name in its
``SPEC.generic_bots`` (by default ``random`` and ``ismcts``, "Hard"; a game may give one its
own label, as the Settlers' "Search"). Seats are
labelled ``"human"`` or ``"bot:<name>"``; :func:`make_bot` builds the bot for a label's
name, seeded by :func:`bot_seed` so that a bot's randomness is apart from the match's RNG
and still reproducible.

This package reaches games only through the catalogue (``sherwood.games.game_spec``) and
the specs it gives, and never imports pygame.

>>> [b.name for b in bot_infos("_template")][-2:]  # after the game's own, the generic ones
['random', 'ismcts']
>>> parse_seat("bot:ismcts")
('bot', 'ismcts')
>>> bot = make_bot("_template", "random", seat=1, seed=bot_seed(7, 1, "random"))
>>> bot.seat
1
"""

from __future__ import annotations

import dataclasses
import hashlib
from collections.abc import Sequence
from typing import Literal

from sherwood.ai.base import CancellableBot
from sherwood.ai.ismcts import IsmctsBot, SearchReport
from sherwood.ai.random_bot import RandomBot
from sherwood.engine.game import Bot, BotInfo, GameSpec
from sherwood.games import game_spec

GENERIC_BOTS: tuple[BotInfo, ...] = (
    BotInfo("random", "Random", "Picks any legal move at random.", RandomBot),
    BotInfo("ismcts", "Hard",
            "Thinks about a second a move: imagines the hidden cards many times over "
            "and plays the games out (information-set Monte Carlo tree search).",
            IsmctsBot),
)


def _generic_bots(spec: GameSpec) -> tuple[BotInfo, ...]:
    """The generic bots ``spec.generic_bots`` names, in its order, under the game's own
    label and description where it gives them."""
    generic = {b.name: b for b in GENERIC_BOTS}
    offered = []
    for wanted in spec.generic_bots:
        if wanted.name not in generic:
            known = ", ".join(generic)
            raise ValueError(f"{spec.title} offers a generic bot {wanted.name!r} that "
                             f"sherwood.ai does not have (generic bots: {known})")
        bot = generic[wanted.name]
        if wanted.label or wanted.description:
            bot = dataclasses.replace(bot, label=wanted.label or bot.label,
                                      description=wanted.description or bot.description)
        offered.append(bot)
    return tuple(offered)


def _spec(game: GameSpec | str) -> GameSpec:
    return game if isinstance(game, GameSpec) else game_spec(game)


def bot_infos(game: GameSpec | str) -> tuple[BotInfo, ...]:
    """The bots a seat of ``game`` (a spec or an id) can be: the game's own, then the
    generic ones its spec lists (``GameSpec.generic_bots``).

    A game's own bot shadows a generic one of the same name. Raises UnknownGame for an id
    not in the catalogue, ValueError for a generic bot this package does not have.
    """
    spec = _spec(game)
    own = tuple(spec.bots)
    names = {b.name for b in own}
    return own + tuple(b for b in _generic_bots(spec) if b.name not in names)


def make_bot(game: GameSpec | str, name: str, seat: int, seed: int) -> Bot:
    """A new bot ``name`` for ``seat`` of ``game`` (a spec or an id); raises ValueError for
    a name the game does not offer."""
    spec = _spec(game)
    infos = bot_infos(spec)
    for info in infos:
        if info.name == name:
            return info.factory(spec, seat, seed)
    known = ", ".join(b.name for b in infos)
    raise ValueError(f"{spec.title} has no bot {name!r} (bots: {known})")


def parse_seat(label: str) -> tuple[Literal["human"], None] | tuple[Literal["bot"], str]:
    """``"human"`` -> ``("human", None)``; ``"bot:<name>"`` -> ``("bot", name)``.

    Anything else raises ValueError with the accepted forms. The bot name is not checked
    against a game here (:func:`make_bot` does that).

    >>> parse_seat(" Human ")
    ('human', None)
    >>> parse_seat("ismcts")
    Traceback (most recent call last):
    ...
    ValueError: seat 'ismcts' is not understood: write 'human' or 'bot:<name>', e.g. 'bot:ismcts'
    """
    text = label.strip()
    if text.lower() == "human":
        return ("human", None)
    prefix, colon, name = text.partition(":")
    if colon and prefix.strip().lower() == "bot":
        name = name.strip()
        if name:
            return ("bot", name)
        raise ValueError(f"seat {label!r} names no bot: write 'bot:<name>', e.g. 'bot:ismcts'")
    hint = f"'bot:{text}'" if text and not colon else "'bot:ismcts'"
    raise ValueError(f"seat {label!r} is not understood: write 'human' or 'bot:<name>', "
                     f"e.g. {hint}")


def bot_seed(match_seed: int, seat: int, name: str) -> int:
    """A seed for seat ``seat``'s bot ``name``: stable across runs, apart from the match RNG.

    >>> bot_seed(7, 1, "ismcts") == bot_seed(7, 1, "ismcts") != bot_seed(7, 0, "ismcts")
    True
    """
    digest = hashlib.sha256(f"sherwood-bot/{match_seed}/{seat}/{name}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def seat_bots(game_id: str, labels: Sequence[str], match_seed: int) -> list[Bot | None]:
    """One bot per bot seat (None for humans), seeded from the match seed.

    >>> [type(b).__name__ for b in seat_bots("_template", ["human", "bot:random"], 3)]
    ['NoneType', 'RandomBot']
    """
    bots: list[Bot | None] = []
    for seat, label in enumerate(labels):
        _, name = parse_seat(label)
        if name is None:
            bots.append(None)
        else:
            bots.append(make_bot(game_id, name, seat, bot_seed(match_seed, seat, name)))
    return bots


__all__ = [
    "GENERIC_BOTS", "CancellableBot", "IsmctsBot", "RandomBot", "SearchReport", "bot_infos",
    "bot_seed", "make_bot", "parse_seat", "seat_bots",
]
