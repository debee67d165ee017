"""A saved game with a seat nobody here can take: offered another player in that seat.

A save names who plays each seat (``"human"``, ``"bot:<name>"``). One from a version of
Sherwood that named its bots otherwise, or edited by hand, may name a bot this version does
not have, or hold a label that is no seat at all. The engine replays it all the same (the
labels mean nothing to the rules), so the save is sound and is never set aside as damaged;
only the table cannot seat it. :func:`offer_seats` is asked wherever a save is opened
(:func:`sherwood.ui.scenes.load.open_saved_game`: the menu's Continue, the saved-games list,
the pause menu's Load game): it says what is wrong in one sentence and offers, for each such
seat, the game's bot nearest in strength to the one named (:func:`sherwood.ui.bots.nearest_bot`:
the Normal bot when the name tells no strength, and the sentence says so), a player at this
screen, or Not now, which changes nothing.

Accepting puts the game on the table with the new seats and leaves the file as it is until
the game moves on: the first autosave after it (after the next move, as always) rewrites the
file with the new seats, atomically (the old file stays whole until the new one is written),
and keeps every move. A game left before that is offered again the next time; a copy saved
from the pause menu is never written over (playing on makes a new autosave, as for any copy).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sherwood.engine import Match
from sherwood.seating import seat_kind, shown, unseatable
from sherwood.ui.scenes.dialog import ChoiceScene

if TYPE_CHECKING:
    from sherwood.ui.app import App

SCREEN = "at this screen"


@dataclass(frozen=True)
class SeatOffer:
    """Who may take the seats of a match that this Sherwood cannot seat."""

    missing: tuple[int, ...]  # the seats, by number
    bots: tuple[str, ...]  # the bot offered for each (a seat label, "bot:heuristic")
    title: str
    sentence: str  # what is wrong and what is offered, in one sentence
    bot_answer: str  # the button that seats the bots ("Normal bot")
    human_answer: str  # the one that seats players at this screen

    def seats(self, match: Match, *, bots: bool) -> list[str]:
        """The match's seat labels with the offered bots (or players) in the missing seats."""
        labels = list(match.seats)
        for seat, bot in zip(self.missing, self.bots, strict=True):
            labels[seat] = bot if bots else "human"
        return labels


def seat_offer(match: Match) -> SeatOffer | None:
    """What to offer for ``match``'s seats that no player of this Sherwood can take, or None
    when every seat can be seated."""
    from sherwood.ai import bot_infos
    from sherwood.ui.bots import bot_choices, nearest_bot

    game_id = match.game_id
    missing = unseatable(game_id, match.seats, {info.name for info in bot_infos(game_id)})
    if not missing:
        return None
    labels = {seat: label for label, seat, _ in bot_choices(game_id)}
    found = [nearest_bot(game_id, match.seats[seat]) for seat in missing]
    bots = tuple(bot for bot, _ in found)
    told = [level is not None for _, level in found]
    names = [match.names[seat] for seat in missing]
    if len(missing) == 1:
        seat, bot = match.seats[missing[0]], labels[bots[0]]
        if seat_kind(seat)[0] != "bot":
            what = (f"The seat of {names[0]} says {shown(seat)}, which is neither a player nor a bot: "
                    f"seat the {bot} bot there")
        elif told[0]:
            what = (f"The bot that played {names[0]}, {shown(seat)}, is not one this version of "
                    f"Sherwood has for {match.spec.title}: seat the {bot} bot, the nearest to it in "
                    "strength, in its place")
        else:
            what = (f"The bot that played {names[0]}, {shown(seat)}, is not one this version of "
                    f"Sherwood has, and nothing tells how strong it was: seat the {bot} bot in its place")
        return SeatOffer(missing, bots, "Who takes this seat?", f"{what}, or a player {SCREEN}?",
                         f"{bot} bot", "A player")
    if len(set(bots)) == 1 and not any(told):
        how = f"the {labels[bots[0]]} bot in each place (nothing tells how strong the old ones were)"
    else:
        how = _and([f"the {labels[bot]} bot at {name}" for bot, name in zip(bots, names, strict=True)])
        how += " (the nearest in strength, or Normal where nothing tells it)"
    sentence = (f"The seats of {_and(names)} name players this version of Sherwood does not have "
                f"({', '.join(shown(match.seats[seat]) for seat in missing)}): seat {how}, "
                f"or players {SCREEN}?")
    return SeatOffer(missing, bots, "Who takes these seats?", sentence, "The bots", "Players")


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def offer_seats(app: App, match: Match, to_table: Callable[[Match], None]) -> bool:
    """If ``match`` has seats this Sherwood cannot seat, ask who takes them (a dialog over the
    scene on top) and return True: ``to_table`` then gets the match with the new seats, or
    nothing happens (Not now, Esc). False, and nothing asked, when every seat can be seated."""
    offer = seat_offer(match)
    if offer is None:
        return False
    app.scenes.push(ChoiceScene(app, offer.title, offer.sentence, [
        (offer.bot_answer, lambda: to_table(match.reseated(offer.seats(match, bots=True)))),
        (offer.human_answer, lambda: to_table(match.reseated(offer.seats(match, bots=False)))),
        ("Not now", None),
    ]))
    return True
