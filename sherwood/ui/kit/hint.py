"""The Hint button of a solo game: what the game's Normal bot would do now, said in the
player's words and shown on the table, never played for him.

Pressed, :meth:`Hint.ask` asks the game's heuristic bot (``sherwood.ai.make_bot``, seeded
apart from the match by :func:`sherwood.ai.bot_seed` with the salt ``"hint"``) for its
command, from the seat's view and the legal commands only, as any bot seat decides. The
table then says :attr:`Hint.words` in the banner's instruction line and makes the command's
next click stand out (:attr:`Hint.spot`: the ``(where, key)`` of its
:class:`~sherwood.ui.kit.chooser.Stage`) until the player clicks anything off the command's
path or the decision changes.

What a game gives: ``advice(command)``, the command as advice in its words ("Hint: roll the
dice"); ``ready()``, whether its table offers a hint at all (Settlers: the solo game only);
``moment()``, what else makes a new decision of its table (a dialog opened, items marked);
``prepare()``, what to put back before the hint is worked out (a half-made choice: the hint
starts from the first click). The table's chooser gives the command's clicks
(``table.chooser.stages``). The rings that make the first click stand out are here too, so
every game's hint looks alike (:func:`ring`, :func:`round_ring`, :func:`halo`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

from sherwood.ai import bot_seed, make_bot
from sherwood.engine import Command
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P

BOT = "heuristic"  # the Normal bot
WORDS = ("Hint", "?")
"""The button's words, longest first (the host keeps the first that fits)."""
TOOLTIP = "What would the Normal bot do now? Shown on the table, not played for you"
SALT = "hint"
"""The :func:`~sherwood.ai.bot_seed` salt of the hint's bot (a test asks the same bot)."""


def _always() -> bool:
    return True


def _nothing() -> tuple:
    return ()


def _pass() -> None:
    return None


class Hint:
    """The hint shown now (if any): the bot's command, its words and its clicks' path, for the
    decision it was asked at. Clicks along the command's path (a tile, then its answer) keep
    it, the next click standing out in turn; any other click, or a new decision, puts it away
    (the table calls :meth:`clear` for clicks that change nothing it can see)."""

    def __init__(
        self,
        table: Any,
        advice: Callable[[Command], str],
        *,
        ready: Callable[[], bool] = _always,
        moment: Callable[[], Hashable] = _nothing,
        prepare: Callable[[], None] = _pass,
    ):
        self.table = table
        self._advice, self._ready, self._moment_of, self._prepare = advice, ready, moment, prepare
        self.command: Command | None = None
        self.words = ""
        self.bot: Any = None
        """The bot last asked (a game's ``advice`` may ask it about what comes next)."""
        self._path: list[Hashable] = []  # the keys of the command's clicks
        self._wheres: list[str] = []
        self._moment: tuple | None = None

    def offered(self) -> bool:
        """Whether the banner offers the button: the seat's own decision, nothing moving."""
        t = self.table
        if not (t.my_turn and t.legal) or t.view is None or t.match.is_over:
            return False
        return self._ready() and not t.host.anim.busy

    def _now(self) -> tuple:
        return (len(self.table.match.log), self._moment_of())

    def make_bot(self) -> Any:
        """The Normal bot of the table's seat, seeded for hints."""
        match, seat = self.table.match, self.table.viewer
        return make_bot(match.spec, BOT, seat, bot_seed(match.seed, seat, SALT))

    def ask(self) -> None:
        """The button: the bot's command for the seat now, from its view and the legal
        commands; a half-made choice is put back first (the hint starts from the first click)."""
        t = self.table
        if not self.offered():
            return
        self._prepare()
        self.bot = bot = self.make_bot()
        command = bot.choose(t.match.view(t.viewer), t.match.legal_commands())
        stages = t.chooser.stages(command)
        self.command, self.words = command, self._advice(command)
        self._path = [s.key for s in stages]
        self._wheres = [s.where for s in stages]
        self._moment = self._now()

    @property
    def shown(self) -> bool:
        """A hint stands: asked at this decision, and nothing clicked since but its own clicks."""
        if self.command is None:
            return False
        picked = self.table.chooser.picked
        on_path = len(picked) < len(self._path) and list(picked) == self._path[: len(picked)]
        if self._moment != self._now() or not on_path or not self.offered():
            self.clear()
            return False
        return True

    def clear(self) -> bool:
        """Forget the hint (a click); True if one was shown."""
        had = self.command is not None
        self.command, self.words, self._path, self._wheres, self._moment = None, "", [], [], None
        return had

    @property
    def spot(self) -> tuple[str, Hashable] | None:
        """``(where, key)`` of the hint's next click (None: no hint)."""
        if not self.shown:
            return None
        depth = len(self.table.chooser.picked)
        return (self._wheres[depth], self._path[depth])


# --- on the table ------------------------------------------------------------------------------
# The next click stands out from the other glowing choices: a strong, steady halo and a light
# ring (steady: an idle table is not redrawn, so nothing here moves with time).

INK = P.shade(P.GOLD_DEEP, 0.6)
LIGHT = P.PARCHMENT_LIGHT


def halo(surface: pygame.Surface, T: Any, rect: pygame.Rect) -> None:
    """A strong glow round ``rect`` (window pixels), drawn under the thing it marks."""
    spread = max(6, T.length(14))
    glow = draw.glow((rect.w, rect.h), T.length(10), spread)
    surface.blit(glow, (rect.x - spread * 2, rect.y - spread * 2))


def ring(surface: pygame.Surface, T: Any, rect: pygame.Rect) -> None:
    """A dark and a light ring round ``rect`` (window pixels), a little outside it."""
    r = rect.inflate(T.length(6), T.length(6))
    radius = T.length(12)
    pygame.draw.rect(surface, INK, r.inflate(4, 4), width=max(3, T.length(5)), border_radius=radius)
    pygame.draw.rect(surface, LIGHT, r, width=max(2, T.length(3)), border_radius=radius)


def round_ring(surface: pygame.Surface, T: Any, centre: tuple[float, float], r: float) -> None:
    """A dark and a light circle of radius ``r`` (pixels) round ``centre``."""
    c = (round(centre[0]), round(centre[1]))
    pygame.draw.circle(surface, INK, c, round(r) + 2, width=max(3, T.length(5)))
    pygame.draw.circle(surface, LIGHT, c, round(r), width=max(2, T.length(3)))
