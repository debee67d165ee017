"""The solo adventure's table: the forest drawn from ``boards/adventures.yaml`` with its
displays, the bag strip below it, the story panel beside it; clicks on spaces and tiles,
banner buttons, the question box.

The host (:mod:`sherwood.ui.scenes.play`) owns the match, the animation, the log, the banner
and the buttons; this class draws the view, says what can be clicked (:mod:`.choices`: each
legal command's clicks) and turns events into animation (:mod:`.motion`). It never changes
the match: a click gives back a command.

Rooms: ``geometry`` (where things lie), ``shown`` (the view read once), ``drawing`` and
``art/`` (pictures), ``motion`` (events into animation), ``choices`` (clicks), ``question``
(the question box), ``story`` (the story panel), ``words``, ``words_table`` and
``words_tips`` (every sentence), ``tips`` (what the pointer explains), ``hint`` (the Hint
button), ``stakes`` (where Gisbourne would ride, for the Barrel's question).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sherwood.engine import Event, SeededRng
from sherwood.engine.layout import load_layout
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.movement import reach
from sherwood.games.adventures.view import sample_hidden
from sherwood.ui.animation import Step
from sherwood.ui.games.adventures import choices, drawing, hint, sprites, story, tips
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import motion as M
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art.board import printed
from sherwood.ui.games.adventures.art.shapes import Brush
from sherwood.ui.games.adventures.question import AdventureQuestion
from sherwood.ui.games.adventures.shown import Shown, shown
from sherwood.ui.games.adventures.stakes import Ride, ride_if_let_go
from sherwood.ui.kit import buttons
from sherwood.ui.kit import hint as kit_hint
from sherwood.ui.kit.chooser import Chooser, Option, option_target
from sherwood.ui.kit.layer import Layer, Part, opaque
from sherwood.ui.kit.question import is_question_target
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.render import draw
from sherwood.ui.render.board import BoardTransform, Box
from sherwood.ui.render.palette import SeatStyle

SPACE_HIT = 30.0  # spec units round a space's centre that a click picks it in
TILE_HIT = G.TOKEN_R + 2


class AdventuresTable(GameTable):
    draws_background = True  # the oak is the first thing of its layer (:meth:`draw`)
    banner_name_width = 300

    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "adventures")
        self.design_size = self.layout.size
        super().__init__(host)
        self.forest = G.the_forest()
        self.chooser = Chooser(stages=lambda command: choices.stages(self, command))
        self.question = AdventureQuestion(self)
        self.motion = M.AdventureMotion(self)
        self.spots = M.Spots(self)
        self._final: Shown = shown(host.match.view(0))
        self._panels: dict[tuple, Box] = {}
        self._reach_for: Any = None
        self._walks: dict[str, tuple[str, ...]] = {}
        self._choice = 0
        self._offered_key: tuple | None = None
        self._offered: list[Option] = []
        self._info_for: tuple | None = None
        self._info: list[Target] = []
        self._stake_for: Any = None
        self._stake: Ride | None = None
        self._made = -1  # the commands made when the view was last set (an undo makes fewer)
        self.layer = Layer()  # the still part of the picture (:meth:`draw`)
        self._ground_surface: pygame.Surface | None = None
        self._ground_for: tuple | None = None
        self.hint = hint.make(self)
        """The Hint button: what the Normal bot would do now (:mod:`.hint`)."""

    # --- the board ------------------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        """The box of zone ``zone_id`` of the board, in board units."""
        return self.layout.zone(zone_id).shape.bounds

    @property
    def place(self) -> G.Place:
        """The forest's canvas in the ``forest`` zone."""
        return G.Place.fit(self.Z("forest"), self.forest.canvas)

    @property
    def bag(self) -> G.BagLayout:
        """The bag strip in the ``bag`` zone."""
        return G.bag_layout(self.Z("bag"))

    @property
    def shown(self) -> Shown:
        """What to draw now: the view, or the state before the first event still playing."""
        return self.motion.shown_now(self._final)

    def forest_rect(self) -> pygame.Rect:
        return self.T.rect(self.place.box((0, 0, *self.forest.canvas)))

    def brush(self) -> Brush:
        r = self.forest_rect()
        return Brush(r.w / self.forest.canvas[0], r.x, r.y)

    def look_now(self, t: float = 0.0) -> drawing.Look:
        flying = self.motion.flying() if self.host.anim.busy else set()
        sprites = self.host.anim.sprites() if self.host.anim.busy else []
        tasks = {s[1] for s, _, _ in sprites if isinstance(s, tuple) and s[0] == "taskdie"}
        flips = {s[1] for s, _, _ in sprites if isinstance(s, tuple) and s[0] == "flip"}
        glowing = self.my_turn and not self.host.anim.busy and not self.asking()
        reach_ = [o.key[1] for o in self.offered("space")] if glowing else []
        hover = (self._hover_space() or hint.hinted_space(self)) if glowing else None
        tiles = [(o.key[1], self._tile_space(o.key[1])) for o in self.offered("tile")] if glowing else []
        return drawing.Look(
            self.forest, self.brush(), self.forest_rect(), t, flying, tasks, flips, reach_, hover, tiles
        )

    def _tile_space(self, tile: str) -> str:
        """The space a tile is used from: the outlaw's, for the wall that lies on two."""
        spaces = self.forest.tiles[tile].spaces
        at = self._final.at
        return at if at in spaces else spaces[0]

    def seat_style(self, seat: int) -> SeatStyle:
        return C.outlaw_style(self._final.outlaw)

    def panel(self, name: str) -> Box:
        """The host's panels from the board; the actions panel as wide as its buttons at the
        banner's right end, so the instruction keeps the rest; in a small window the controls
        take from the banner the room their labels need."""
        if name not in ("controls", "banner", "actions"):
            return self.Z(name)
        return self._panel_for(name, self._button_count())

    def _panel_for(self, name: str, count: int) -> Box:
        """Panel ``name`` of the banner's row with ``count`` action buttons."""
        box = self.Z(name)
        key = (name, count, self.T.scale, id(getattr(self.host, "ui", None)))
        if key not in self._panels:
            if name == "actions":
                x, y, w, h = box
                need = min(
                    w, max(1, count) * buttons.ACTION_MAX * 0.82 + (max(1, count) - 1) * buttons.ACTION_GAP
                )
                box = (x + w - need, y, need, h)
            self._panels[key] = buttons.banner_row_panel(self, name, box, self.Z("controls"))
        return self._panels[key]

    def resize(self, size: tuple[int, int]) -> None:
        self.T = BoardTransform(self.design_size, size)
        self._panels.clear()
        self.layer.clear()

    # --- the host's hooks ---------------------------------------------------------------------

    def set_view(self, view, **kw) -> None:
        old_legal = self.legal
        super().set_view(view, **kw)
        if view is not None:
            self._final = shown(view)
        made = len(self.match.log)
        if made < self._made or self._made < 0 < made:  # an undo, or a game loaded
            history = [e for turn in self.match.history for e in turn.events]
            self.motion.recall([*self.match.opening_events, *history])
            self._reach_for = None
        self._made = made
        if self.legal != old_legal:
            self.chooser.reset(self.legal)
            self._choice += 1
            self.question.unfold()

    def cancel_selection(self) -> bool:
        """Put back a tile picked (a right click, Escape, a click beside every target, a
        command given); a hint shown goes too."""
        hinted = self.hint.shown and self.hint.clear()
        return self.chooser.back() or hinted

    def clickable_while_animating(self, target: Target) -> bool:
        return not is_question_target(target)

    def offered(self, where: str) -> list[Option]:
        """The chooser's options shown ``where``, worked out once per decision and pick."""
        c = self.chooser
        key = (self._choice, tuple(c.picked))
        if key != self._offered_key:
            self._offered_key, self._offered = key, c.options()
        return [o for o in self._offered if o.where == where]

    def asking(self) -> bool:
        """The question box is up (the board's targets wait)."""
        return bool(self.offered("dialog")) and not self.question.folded

    # --- words ----------------------------------------------------------------------------------

    def phase_title(self) -> str:
        if self.host.anim.busy:
            sh = self.shown
            return W.phase_title(sh.round, sh.turns_taken)
        sh = self._final
        if sh.over:
            return ""
        return W.phase_title(sh.round, sh.turns_taken, W.prompt_title(sh.prompt))

    def instruction(self) -> str:
        if self.hint.shown:
            return self.hint.words
        if self.match.is_over:
            return W.OVER
        if not self.my_turn or self.host.anim.busy:
            return W.WAITING
        if self.offered("dialog") and self.chooser.chosen:
            return W.CHOOSING
        return W.instruction(self.moment(self.shown))

    def moment(self, sh: Shown | None = None) -> W.Moment:
        """What the words of the banner, the question and the hint read of the table now
        (of ``sh``, the state drawn, else the view's)."""
        sh = sh or self._final
        return W.Moment(sh.prompt, sh.outlaw, sh.at, self.barrel_stake(), self.walks())

    def barrel_stake(self) -> Ride | None:
        """Where Gisbourne would ride if let go now (asked with a Barrel in hand, AR-7.7)."""
        view = self.view
        if view is None or not isinstance(view.prompt, PR.BarrelCall):
            return None
        if self._stake_for is not view:
            self._stake_for, self._stake = view, ride_if_let_go(view)
        return self._stake

    def headline(self, events: Sequence[Event]) -> str | None:
        return W.headline(self.words, events)

    def move_words(self, to: str) -> str:
        """A move's words: where to, how many steps, whether it is slow (AR-5.6)."""
        return W.move_label(to, self.walks().get(to), self._final.outlaw)

    def walks(self) -> dict[str, tuple[str, ...]]:
        """Each space the outlaw can walk to now, with the way (AR-5.2 to AR-5.5)."""
        view = self.view
        if view is None or not self.my_turn:
            return {}
        if self._reach_for is not view:
            self._reach_for = view
            try:
                self._walks = dict(reach(sample_hidden(view, 0, SeededRng(0))))
            except Exception:  # a view from an old shape: no previews, the clicks still work
                self._walks = {}
        return self._walks

    # --- clicks ---------------------------------------------------------------------------------

    def _buttons(self) -> list[Option]:
        return [o for o in self.offered("button")]

    def _hint_fits(self, offered: list[Option]) -> bool:
        """The Hint is offered and every button's shortest word fits beside it (in a window
        too small for that, the Hint gives way)."""
        if not self.hint.offered():
            return False
        n = len(offered) + 1
        shortest = [W.BUTTON_WORDS.get(o.key[0], (o.label,))[-1] for o in offered]
        box = self.T.rect(self._panel_for("actions", n))
        gap = self.T.length(buttons.ACTION_GAP)
        width = min(self.T.length(buttons.ACTION_MAX), (box.w - gap * (n - 1)) // n)
        return all(
            (buttons.label_width(self, w, "@action") or 0) + buttons.EDGE <= width
            for w in [*shortest, kit_hint.WORDS[-1]]
        )

    def _button_count(self) -> int:
        """How many buttons the banner holds now (the Hint included)."""
        if not self.my_turn or self.host.anim.busy:
            return 0
        offered = self._buttons()
        return len(offered) + self._hint_fits(offered)

    def actions(self) -> list[Action]:
        """The banner's buttons, once the animation is over (the host asks again then); the
        Hint last (:mod:`.hint`)."""
        offered = self._buttons() if self.my_turn and not self.host.anim.busy else []
        helps = self._hint_fits(offered)
        n = len(offered) + helps
        out = []
        for o in offered:
            words = W.BUTTON_WORDS.get(o.key[0], (o.label,))
            label = buttons.first_fitting(self, words, n)
            tip = W.button_tip(o.key, self.moment(self.shown))
            if o.command is not None:
                out.append(Action(label, o.command, tip))
            else:
                out.append(Action(label, None, tip, run=lambda k=o.key: self.pick(k)))
        if helps:
            label = buttons.first_fitting(self, kit_hint.WORDS, n)
            out.append(Action(label, None, kit_hint.TOOLTIP, run=self.hint.ask, quiet=True))
        return out

    def pick(self, key: Hashable) -> None:
        command = self.chooser.pick(key)
        if command is not None:
            self.host.click_command(command)

    def _option_target(self, option: Option, box: Box, *, key=None, glow: bool = True) -> Target:
        return option_target(option, box, self.pick, key=key, glow=glow)

    def targets(self) -> list[Target]:
        if self.view is None:
            return []
        sh = self.shown
        key = (id(sh), id(self.view), self.T.scale, id(self.layout))
        if self._info_for != key:
            self._info_for, self._info = key, tips.info_targets(self)
        out = list(self._info)
        if self.hint.shown:  # a click on anything that only tells puts the hint away
            out = [dataclasses.replace(t, action=self.hint.clear) for t in out]
        if not self.my_turn:
            return out
        dialog = self.offered("dialog")
        if dialog and not self.question.folded:
            out.extend(self.question.targets(dialog, self._option_target))
            return out
        k = self.place
        for o in self.offered("space"):
            x, y = self.forest.at(o.key[1])
            out.append(option_target(o, k.around(x, y, SPACE_HIT), self.pick, tooltip=o.label))
        stay = next((c for c in self.legal if isinstance(c, K.Move) and c.to == sh.at), None)
        if stay is not None:
            x, y = self.forest.at(sh.at)
            out.append(
                Target(
                    k.around(x, y, SPACE_HIT * 0.8),
                    W.STAY_TIP,
                    stay,
                    key=("space", sh.at),
                )
            )
        for o in self.offered("tile"):
            tile = o.key[1]
            box = self.spots.token(tile, self._tile_space(tile), TILE_HIT)
            tip = (
                o.label
                if o.command is not None
                else W.tile_click_tip(tile)
            )
            out.append(option_target(o, box, self.pick, tooltip=tip))
        out.extend(tips.shortcut_targets(self))
        if dialog:  # folded: the tab brings it back
            out.extend(self.question.targets(dialog, self._option_target))
        return out

    # --- animation ------------------------------------------------------------------------------

    def build_steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        return self.motion.steps(event, before, after)

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        sprites.draw_sprite(self, surface, sprite, box, progress)

    # --- drawing --------------------------------------------------------------------------------

    def _hover_space(self) -> str | None:
        if self.host.mouse[0] < 0:
            return None
        target = self.host.target_at(self.host.mouse)
        if target is not None and isinstance(target.key, tuple) and target.key[:1] == ("space",):
            return target.key[1]
        return None

    def draw(self, surface: pygame.Surface, t: float) -> None:
        """The table in its drawing order, the still parts kept in ``self.layer`` and drawn
        again only when what they show changes (:mod:`sherwood.ui.kit.layer`): what moves is
        drawn every frame (the rings of the places to click, the footprints to the space under
        the pointer, the question box), and so is whatever lies on top of it."""
        if self.view is None:
            return
        T = self.T
        sh = self.shown
        look = self.look_now(t)
        parts = drawing.forest_parts(look, sh, printed_too=False)  # the ground has it
        if look.hover is not None:
            walk = self.walks().get(look.hover, ())
            parts.append(
                Part(
                    True, lambda s: drawing.draw_walk(s, look, walk), drawing.walk_extent(look, walk), "walk"
                )
            )
        parts += drawing.display_parts(look, sh)
        stake = self.barrel_stake() if self.my_turn and not self.host.anim.busy else None
        if stake is not None:  # AR-7.7: where he would ride if let go
            path = stake.path
            reach = drawing.walk_extent(look, path)
            parts.append(Part(False, lambda s: drawing.draw_walk(s, look, path, C.RED), reach, "stake"))
        bag = T.rect(self.Z("bag"))
        parts.append(
            Part(
                False,
                lambda s: drawing.draw_bag(s, T, self.bag, bag, sh, look.flying, self.motion.last_tray),
                bag.union(draw.shadow_extent(bag, 0.6)),
                "bag",
            )
        )
        page = story.page(self)
        box = T.rect(self.Z("story"))
        parts.append(
            Part(False, lambda s: story.draw_story(self, s), box.union(draw.shadow_extent(box, 0.6)), "story")
        )
        if not self.host.anim.busy and self.my_turn:
            mouse = self.host.mouse
            parts.append(Part(True, lambda s: self.question.draw(s, self.offered("dialog"), mouse, t)))
            parts.append(Part(True, lambda s: hint.draw_board(self, s)))
        key = (
            self.layout,
            sh,
            self.view,
            frozenset(look.flying),
            frozenset(look.flying_tasks),
            frozenset(look.flipping),
            tuple(self.motion.last_tray),
            None if stake is None else tuple(stake.path),
            (page[0], tuple(page[1])),
            T.design,
            T.screen,
        )

        def underlay(layer: pygame.Surface) -> None:
            layer.blit(self._ground(layer.get_size(), look.rect), (0, 0))

        self.layer.draw_parts(surface, key, parts, underlay)

    def _ground(self, size: tuple[int, int], forest: pygame.Rect) -> pygame.Surface:
        """The oak, the mat and the printed forest, one opaque picture per window size."""
        T = self.T
        mat = T.rect(self.Z("table"))
        key = (size, tuple(mat), tuple(forest))
        if self._ground_for != key:
            s = opaque(size)
            s.blit(draw.wood(size), (0, 0))
            s.blit(draw.mat(mat.size, T.length(24)), mat)
            s.blit(printed(self.forest, forest.size), forest.topleft)
            self._ground_surface, self._ground_for = s, key
        return self._ground_surface

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """Over the host's widgets: the ring round a banner button the hint names."""
        hint.draw_button(self, surface)


TABLE = AdventuresTable
