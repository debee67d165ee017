"""Who plays a saved game, read from its seat labels without loading the game.

A seat is labelled ``"human"`` or ``"bot:<name>"`` (:func:`sherwood.ai.parse_seat` reads them;
:func:`seat_kind` reads them alike without importing the bots). The saved-games list and the
menu's Continue say who plays in a player's words ("You vs Normal bot"), and mark a save with
a seat this Sherwood cannot seat: a bot it does not have (a save from a version that named
its bots otherwise) or a label that is no seat at all. The engine replays such a save (it
leaves the labels' meaning to the app), so it is sound and never set aside: opening it offers
another player in that seat (:mod:`sherwood.ui.scenes.reseat`).

This module never imports pygame; it sits beside :mod:`sherwood.savegames`, which uses it.
"""

from __future__ import annotations

import contextlib
import json
from collections import Counter
from collections.abc import Collection
from functools import lru_cache
from typing import Any

import sherwood
from sherwood.resources import saves_path, write_atomically

SHOWN_LENGTH = 24  # a seat label quoted to the player is cut to this many characters


def describe_seats(game_id: str, seats: tuple[str, ...] | list[str]) -> str:
    """Who plays, as a player says it: "You vs Normal bot", "2 players and 1 Easy bot",
    "Solo", "Normal bot vs Easy bot"; a bot this Sherwood lacks is an "unknown bot", a label
    that is no seat an "unknown player"."""
    return _describe_seats(game_id, tuple(seats))


@lru_cache(maxsize=256)  # the menu and the list say it every frame
def _describe_seats(game_id: str, seats: tuple[str, ...]) -> str:
    labels: list[str] = []
    humans = strangers = 0
    for seat in seats:
        label = _bot_label(game_id, seat)
        if label == "":
            strangers += 1
        elif label is None:
            humans += 1
        else:
            labels.append(label)
    groups = Counter(labels)
    bots = [f"{label} bot" if n == 1 else f"{n} {label} bots" for label, n in groups.items()]
    others = [f"{strangers} unknown players"] if strangers > 1 else ["unknown player"] * strangers
    if humans == 1:
        return "You vs " + " and ".join(bots + others) if bots or others else "Solo"
    if humans >= 2:
        counted = [f"{n} {label} bot{'s' if n > 1 else ''}" for label, n in groups.items()]
        counted += [f"{strangers} unknown player{'s' if strangers > 1 else ''}"] if strangers else []
        return f"{humans} players" + (" and " + " and ".join(counted) if counted else "")
    return " vs ".join(bots + others) if bots or others else "No players"


def _bot_label(game_id: str, seat: str) -> str | None:
    """None for a human seat, "" for a label that is no seat, else the bot's label as the
    setup screen shows it ("Normal"; "unknown" for a bot the game does not have)."""
    kind, name = seat_kind(seat)
    if kind is None:
        return ""
    if kind == "human":
        return None
    labels = bot_labels(game_id)
    return name if labels is None else labels.get(name, "unknown")


def seat_kind(seat: str) -> tuple[str | None, str]:
    """``("human", "")``, ``("bot", name)``, or ``(None, seat)`` for anything else: what
    :func:`sherwood.ai.parse_seat` reads (and refuses), without importing the bots."""
    text = seat.strip()
    if text.lower() == "human":
        return ("human", "")
    prefix, colon, name = text.partition(":")
    if colon and prefix.strip().lower() == "bot" and name.strip():
        return ("bot", name.strip())
    return (None, seat)


# --- seats this Sherwood cannot seat ---------------------------------------------------


def unseatable(game_id: str, seats: tuple[str, ...] | list[str],
               bots: Collection[str] | None = None) -> tuple[int, ...]:
    """The seats (by number from 0) that no player of this Sherwood can take: a label that is
    no seat, or a bot the game does not have: not among ``bots`` (the names of the game's
    bots), by default its remembered labels' (a game they do not tell of: none missing)."""
    missing = []
    for number, seat in enumerate(seats):
        kind, name = seat_kind(seat)
        if kind == "bot":
            bots = bots if bots is not None else bot_labels(game_id)
            if bots is None or name in bots:
                continue
        if kind != "human":
            missing.append(number)
    return tuple(missing)


def shown(seat: str) -> str:
    """A seat label as the player is shown it, quoted: a bot's name, or the label itself.

    >>> shown("bot:nosuchbot"), shown("the old hermit")
    ('“nosuchbot”', '“the old hermit”')
    """
    kind, name = seat_kind(seat)
    text = " ".join((name if kind == "bot" else seat).split())
    return f"“{text if len(text) <= SHOWN_LENGTH else text[:SHOWN_LENGTH - 1] + '…'}”"


def trouble(seats: tuple[str, ...] | list[str], missing: tuple[int, ...]) -> str:
    """Why a save is marked in the list, in one sentence (``missing``: :func:`unseatable`).

    >>> trouble(("human", "bot:nosuchbot"), (1,))[:60]
    'Its bot “nosuchbot” is not one this version of Sherwood has:'
    """
    if len(missing) > 1:
        names = ", ".join(shown(seats[n]) for n in missing)
        return (f"{len(missing)} of its seats ({names}) are players this version of Sherwood "
                "does not have: opening the game offers bots or players in their place.")
    seat = seats[missing[0]]
    if seat_kind(seat)[0] == "bot":
        return (f"Its bot {shown(seat)} is not one this version of Sherwood has: opening the "
                "game offers another bot or a player in its place.")
    return (f"One of its seats says {shown(seat)}, which is neither a player nor a bot: "
            "opening the game offers a bot or a player in its place.")


def mark(seats: tuple[str, ...] | list[str], missing: tuple[int, ...]) -> str:
    """The list's mark on such a save, in two words.

    >>> mark(("human", "bot:gone"), (1,)), mark(("x", "bot:gone", "bot:gone"), (0, 1, 2))
    ('Unknown bot', 'Unknown players')
    """
    bots = all(seat_kind(seats[n])[0] == "bot" for n in missing)
    return ("Unknown bot" if bots else "Unknown player") + ("s" if len(missing) > 1 else "")


# --- the bots' labels, remembered ------------------------------------------------------
# A game's bots' labels are in its spec (sherwood.ai.bot_infos): reading them imports the
# game's rules and bots, most of a second for Merry Men. The menu says who plays the latest
# game on its first frame, so each game's labels, once read, are kept in a cache file in the
# saves folder (hidden: never listed as a save), for this version of Sherwood only (another
# may name its bots otherwise). A file that cannot be read is as good as none.

BOT_LABELS = ".bot-labels.json"
LABELS_FORMAT = "sherwood-bot-labels"
_labels_memo: dict[str, Any] = {}  # the cache file's path and its games, read once


def bot_labels(game_id: str) -> dict[str, str] | None:
    """Each bot's label by its name for ``game_id``, remembered or, the first time, read from
    the game and remembered; None for a game this Sherwood does not have."""
    games = _remembered_labels()
    if game_id not in games:
        try:
            from sherwood.ai import bot_infos

            games[game_id] = {b.name: b.label for b in bot_infos(game_id)}
        except Exception:
            return None
        path = saves_path() / BOT_LABELS
        if path.parent.is_dir():
            text = json.dumps({"format": LABELS_FORMAT, "version": sherwood.__version__, "games": games},
                              indent=1, sort_keys=True)
            with contextlib.suppress(OSError):
                write_atomically(path, text)
    return games[game_id]


def _remembered_labels() -> dict[str, dict[str, str]]:
    path = saves_path() / BOT_LABELS
    if _labels_memo.get("path") != path:
        games: dict[str, dict[str, str]] = {}
        with contextlib.suppress(Exception):
            data = json.loads(path.read_text(encoding="utf-8"))
            if (isinstance(data, dict) and data.get("format") == LABELS_FORMAT
                    and data.get("version") == sherwood.__version__ and isinstance(data.get("games"), dict)):
                games = {game: {str(k): str(v) for k, v in labels.items()}
                         for game, labels in data["games"].items() if isinstance(labels, dict)}
        _labels_memo.update(path=path, games=games)
    return _labels_memo["games"]
