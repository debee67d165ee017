"""The adventure's Hint button (the bot serves autoplay, hints and tests): what the Normal
bot would do now, said in the player's words and shown on the table, never played
for him.

The kit (:mod:`sherwood.ui.kit.hint`) asks the bot, from the view and the legal commands
only, and keeps the advice until the next click off its path or a new decision; here is
what the advice says (:func:`advice`, in the words of :mod:`.words_table`: "Hint: walk to
the Mushroom ring (2 steps, a slow move), then explore the Mushroom ring", places by their
names) and the ring round its next click: the space, the tile, the banner's button or the
question box's answer.

"Then": after a move the hint also says the action the bot would take where the move ends.
The move draws nothing (a move's undo is allowed, AR-5), so the engine plays it on a copy of
the state the view shows (:func:`~sherwood.games.adventures.view.sample_hidden`, exact: AR-16)
and the same bot is asked about that act decision; if the copy's move needed a draw after
all, nothing is said beyond the move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.engine import Command, SeededRng
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.view import sample_hidden
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.kit import buttons
from sherwood.ui.kit import hint as kit

if TYPE_CHECKING:
    from sherwood.ui.games.adventures.table import AdventuresTable


def make(table: AdventuresTable) -> kit.Hint:
    """The table's hint: a new decision is also the question box folded or unfolded; asking
    puts a half-made choice back and unfolds the box (its answer may be the one to click)."""

    def prepare() -> None:
        table.chooser.back()
        table.question.unfold()

    return kit.Hint(
        table,
        lambda command: advice(table, command),
        moment=lambda: (tuple(table.legal), table.question.folded),
        prepare=prepare,
    )


def then(table: AdventuresTable, move: K.Move) -> Command | None:
    """The action the hint's bot would take once ``move`` is made (None: none, or it cannot be
    known without a draw)."""
    bot = table.hint.bot
    view = table.view
    if bot is None or view is None:
        return None
    rules = table.match.spec.rules
    try:
        state = sample_hidden(view, 0, SeededRng(0))
    except Exception:  # a view of another shape: the move alone
        return None
    rng = SeededRng(0)
    uses = rng.uses
    rules.apply(state, move, rng)
    if rng.uses != uses or state.over or not isinstance(state.prompt, PR.Turn):
        return None
    legal = rules.legal_commands(state)
    if not legal:
        return None
    command = bot.choose(rules.view(state, 0), legal)
    return None if isinstance(command, K.EndTurn) else command


def advice(table: AdventuresTable, command: Command) -> str:
    """The hint's words for the banner's instruction line: the command, and after a move
    the action that would follow it."""
    moment = table.moment()
    after = then(table, command) if isinstance(command, K.Move) else None
    return W.advice(W.phrase(command, moment), None if after is None else W.phrase(after, moment))


# --- the next click, standing out -----------------------------------------------------------------


def button_rect(table: AdventuresTable, key: tuple) -> pygame.Rect | None:
    """The banner button giving ``key`` (window pixels), as the host lays the buttons out."""
    keys = [o.key for o in table.offered("button")]
    if key not in keys:
        return None
    count = len(table.actions())
    return buttons.action_boxes(table, count)[keys.index(key)]


def draw_board(table: AdventuresTable, surface: pygame.Surface) -> None:
    """The ring round the hint's next click on the board or in the question box (drawn over
    everything of the table)."""
    spot = table.hint.spot
    if spot is None:
        return
    where, key = spot
    T = table.T
    if where == "dialog":
        dialog = table.offered("dialog")
        box = next(
            (t.box for t in table.question.targets(dialog, table.option_target) if t.key == ("dialog", key)),
            None,
        )
        if box is not None:
            kit.ring(surface, T, T.rect(box))
        return
    B = table.brush()
    if where == "space":
        centre = B.pt(table.forest.at(key[1]))
        kit.round_ring(surface, T, centre, B.n(table.forest.radius + 12))
    elif where == "tile":
        tile = key[1]
        space = table.tile_space(tile)
        spot_at = G.token_spots(table.forest).get((tile, space), table.forest.at(space))
        kit.round_ring(surface, T, B.pt(spot_at), B.n(G.TOKEN_R + 9))


def draw_button(table: AdventuresTable, surface: pygame.Surface) -> None:
    """The ring round the hinted banner button (over the host's widgets)."""
    spot = table.hint.spot
    if spot is None or spot[0] != "button":
        return
    rect = button_rect(table, spot[1])
    if rect is not None:
        kit.ring(surface, table.T, rect)


def hinted_space(table: AdventuresTable) -> str | None:
    """The space the hint walks to (its footprints are shown as under the pointer)."""
    spot = table.hint.spot
    if spot is not None and spot[0] == "space":
        return spot[1][1]
    return None
