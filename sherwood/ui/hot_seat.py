"""Who is at the screen, and what it may show: the one privacy rule of every table.

In a hot-seat game (two or more humans at one screen, a game with private cards) the
person at the screen is the seat who lifted the privacy curtain last, and only that seat's
private areas (hand, quests, notices …) may be drawn face up. The curtain comes only when
the human in front of the screen changes. When the seat to decide changes:

- the same human still at the screen answers with their cards shown;
- another human whose decision needs no private cards (MM-12.4: a hero move, a bail)
  answers in front of everyone with every private area hidden, and from then on everyone
  is looking (``at_screen`` is None): a hand shown later needs the curtain again, even the
  same player's;
- another human who needs their private cards gets the curtain first (SD-12.4, MM-12.4,
  LT-11.4): from the moment it is asked ("Pass the device to …") every private area is
  hidden, the cards of the one who just moved too, and the screen stays with that one
  until the curtain is lifted (they may still take their move back);
- a bot answering inside a human's turn (an offer declined, a theft not defended) leaves the
  screen as it is: whoever is at it keeps their cards shown and no curtain follows;
- a bot's own turn hides every private area (everyone at the table watches the bot play, the
  last human included: LT-11.4, "the previous hand is hidden"), so the next human to decide,
  even the same one, gets the curtain first; a bot's hand is never drawn.

Outside hot seat (one human, or a game without private cards) the human looks at their
own cards all the time. :func:`decide` is pure (no pygame): the host
(:class:`~sherwood.ui.scenes.play.PlayScene`) applies its answer.

>>> bots = (False, False)
>>> decide(1, 0, bots, hot_seat=True, needs_private=lambda s: False)
Screen(viewer=0, show_private=False, curtain=None, answering=True, at_screen=None)
>>> decide(None, 1, bots, hot_seat=True, needs_private=lambda s: False, viewer_before=0)
Screen(viewer=1, show_private=False, curtain=None, answering=True, at_screen=None)
>>> decide(None, 1, bots, hot_seat=True, needs_private=lambda s: True, viewer_before=0)
Screen(viewer=0, show_private=False, curtain=1, answering=False, at_screen=None)
>>> decide(0, 1, bots, hot_seat=True, needs_private=lambda s: True)  # pass the device: 0's cards hidden
Screen(viewer=0, show_private=False, curtain=1, answering=False, at_screen=0)
>>> decide(1, 1, bots, hot_seat=True, needs_private=lambda s: True)
Screen(viewer=1, show_private=True, curtain=None, answering=True, at_screen=1)
>>> three = (False, False, True)
>>> decide(1, 2, three, hot_seat=True, needs_private=lambda s: True, turn=2)  # a bot's turn
Screen(viewer=1, show_private=False, curtain=None, answering=False, at_screen=None)
>>> decide(1, 2, three, hot_seat=True, needs_private=lambda s: True, turn=1)  # a bot answers 1
Screen(viewer=1, show_private=True, curtain=None, answering=False, at_screen=1)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sherwood.engine import Match, Refusal, refuse


@dataclass(frozen=True)
class Screen:
    """What the table shows now."""

    viewer: int
    """Whose view the table draws (the seat at the bottom of the table)."""
    show_private: bool
    """Whether the viewer's private areas are drawn face up."""
    curtain: int | None
    """The seat to pass the device to before anything else (the table waits), or None."""
    answering: bool
    """The viewer is the human who decides now: the table's targets and buttons count."""
    at_screen: int | None
    """Who is at the screen from now on: the seat whose private cards may be shown, or None
    when everyone is looking (give this back to the next :func:`decide`)."""


def decide(
    at_screen: int | None,
    active: int | None,
    bots: Sequence[bool],
    *,
    hot_seat: bool,
    needs_private: Callable[[int], bool],
    viewer_before: int | None = None,
    turn: int | None = None,
) -> Screen:
    """The screen for ``active`` (None once the game is over) deciding now.

    ``at_screen``: the previous answer's ``at_screen``; ``bots``: per seat, whether it is a
    bot; ``hot_seat``: two or more humans and private cards; ``needs_private(seat)``: does
    that seat's decision show its private cards (asked only when it matters);
    ``viewer_before``: the seat drawn so far (kept when nobody's cards may be shown);
    ``turn``: whose turn it is, where a turn may ask other seats (None: a bot deciding is
    playing its own turn).
    """
    humans = [s for s, bot in enumerate(bots) if not bot]
    human_to_move = active is not None and not bots[active]
    if not hot_seat:
        if human_to_move:
            assert active is not None
            return Screen(active, True, None, True, active)
        viewer = at_screen if at_screen is not None else (humans[0] if humans else None)
        if viewer is None:  # bots only: nobody's hand is drawn
            return Screen(viewer_before or 0, False, None, False, None)
        return Screen(viewer, True, None, False, viewer)
    if human_to_move:
        assert active is not None
        if active == at_screen:
            return Screen(active, True, None, True, active)
        if not needs_private(active):  # answered in front of everyone, every hand hidden
            return Screen(active, False, None, True, None)
        curtain: int | None = active
    else:
        curtain = None
    fallback = viewer_before if viewer_before is not None else (humans[0] if humans else 0)
    if at_screen is not None and active is not None and not human_to_move:  # a bot decides
        if turn is None or bots[turn]:  # its own turn: everyone watches it play
            return Screen(at_screen, False, None, False, None)
        return Screen(at_screen, True, None, False, at_screen)  # it answers a human: nobody moves
    if at_screen is not None:  # until the curtain is lifted, the screen stays with its person,
        return Screen(at_screen, curtain is None, curtain, False, at_screen)  # hidden once it is asked
    return Screen(fallback, False, curtain, False, None)


def undo_refusal(
    match: Match, at_screen: int | None, answering: bool, bots: Sequence[bool]
) -> Refusal | None:
    """None when the person at the table may take back the last move, else why not: the
    engine's reason first (a card turned up, a hidden draw: nobody could take it back), else
    the table's (it was a bot's move, or another player's).

    The move is theirs to take back when its mover is the one at the screen (``at_screen``,
    as :func:`decide` left it); when everyone is looking, the one answering now
    (``answering``), or else the last mover (nobody else has decided since)."""
    if match.undo_refusal is not None:  # nothing to take back, the game over, chance
        return match.undo_refusal
    mover = match.log[-1].seat
    if mover is not None and bots[mover]:
        return refuse("undo_bot_move", seat=mover)
    owner = at_screen
    if owner is None:
        active = match.active_seat
        owner = active if answering and active is not None else mover
    if mover != owner:
        return refuse("undo_other_move", seat=mover)
    return None
