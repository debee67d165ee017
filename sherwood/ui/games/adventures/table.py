"""The solo adventure's table: the kit's :class:`~sherwood.ui.kit.table.GameTable` told what
is its own: the forest drawn from ``boards/adventures.yaml`` with its displays, the bag
strip below it, the story page beside it; clicks on spaces and tiles, banner buttons, the
question box, the Hint.

The kit owns the board (:meth:`Z`), the host's panels, the chooser and the targets' cache.
This class says each command's clicks (:func:`.choices.stages`), what can be clicked and
what the pointer explains now (:meth:`make_targets`), what the banner says and which
buttons it holds, and how the table is drawn, its still parts kept in a layer. It never
changes the match: a click gives back a command.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Sequence
from typing import Any

import pygame

from sherwood.engine import Command, Event, SeededRng
from sherwood.games.adventures import commands as K
from sherwood.games.adventures import prompts as PR
from sherwood.games.adventures.movement import reach
from sherwood.games.adventures.view import sample_hidden
from sherwood.ui.games.adventures import choices, drawing, drawing_panels, hint
from sherwood.ui.games.adventures import geometry as G
from sherwood.ui.games.adventures import words_table as W
from sherwood.ui.games.adventures import words_tips as WT
from sherwood.ui.games.adventures.art import colours as C
from sherwood.ui.games.adventures.art.board import printed
from sherwood.ui.games.adventures.art.shapes import Brush
from sherwood.ui.games.adventures.drawing import Shown, shown
from sherwood.ui.games.adventures.motion import AdventureMotion
from sherwood.ui.games.adventures.question import AdventureQuestion, Ride, ride_if_let_go
from sherwood.ui.games.adventures.words import EXPLORE_ROWS, seal_words
from sherwood.ui.kit import buttons
from sherwood.ui.kit import hint as kit_hint
from sherwood.ui.kit.chooser import Option, Stage
from sherwood.ui.kit.layer import Layer, Part, opaque
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box
from sherwood.ui.render.palette import SeatStyle

SPACE_HIT = 30.0  # spec units round a space's centre that a click picks it in
TILE_HIT = G.TOKEN_R + 2


class AdventuresTable(GameTable):
    draws_background = True  # the oak is the first thing of its layer (:meth:`draw`)
    banner_name_width = 300

    def __init__(self, host):
        super().__init__(host)
        self.forest = G.the_forest()
        self.question = AdventureQuestion(self)
        self.motion = AdventureMotion(self)
        self.spots = G.Spots(self)
        self._final: Shown = shown(host.match.view(0))
        self._reach_for: Any = None
        self._walks: dict[str, tuple[str, ...]] = {}
        self._info_for: tuple | None = None
        self._info: list[Target] = []
        self._stake_for: Any = None
        self._stake: Ride | None = None
        self._made = -1  # the commands made when the view was last set (an undo makes fewer)
        self.layer = Layer()  # the still part of the picture (:meth:`draw`)
        self.story_shown: tuple | None = None  # the page the story panel last drew
        self._ground_surface: pygame.Surface | None = None
        self._ground_for: tuple | None = None
        self.hint = hint.make(self)
        """The Hint button: what the Normal bot would do now (:mod:`.hint`)."""

    # --- where things lie -----------------------------------------------------------------------

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
        hover = (self.hover_space() or hint.hinted_space(self)) if glowing else None
        tiles = [(o.key[1], self.tile_space(o.key[1])) for o in self.offered("tile")] if glowing else []
        return drawing.Look(
            self.forest, self.brush(), self.forest_rect(), t, flying, tasks, flips, reach_, hover, tiles
        )

    def tile_space(self, tile: str) -> str:
        """The space a tile is used from: the outlaw's, for the wall that lies on two."""
        spaces = self.forest.tiles[tile].spaces
        at = self._final.at
        return at if at in spaces else spaces[0]

    def hover_space(self) -> str | None:
        """The space under the pointer, if it can be walked to."""
        if self.host.mouse[0] < 0:
            return None
        target = self.host.target_at(self.host.mouse)
        if target is not None and isinstance(target.key, tuple) and target.key[:1] == ("space",):
            return target.key[1]
        return None

    def seat_style(self, seat: int) -> SeatStyle:
        return C.outlaw_style(self._final.outlaw)

    def panel_zone(self, name: str) -> Box:
        """The actions panel as wide as its buttons at the banner's right end, so that the
        instruction keeps the rest."""
        return self.actions_zone(self.button_count()) if name == "actions" else self.Z(name)

    def panel_key(self) -> Hashable:
        return (self.host.log_collapsed, self.button_count())

    def actions_zone(self, count: int) -> Box:
        """The right end of the board's actions zone that ``count`` buttons need."""
        x, y, w, h = self.Z("actions")
        n = max(1, count)
        need = min(w, n * buttons.ACTION_MAX * 0.82 + (n - 1) * buttons.ACTION_GAP)
        return (x + w - need, y, need, h)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layer.clear()

    # --- the host's hooks ---------------------------------------------------------------------

    def set_view(self, view, **kw) -> None:
        """The view to draw; after an undo or a game loaded, the animation's picture of the
        state starts again from the match's story."""
        if view is not None:
            self._final = shown(view)  # before the kit works out the new decision's clicks
        made = len(self.match.log)
        if made < self._made or self._made < 0 < made:  # an undo, or a game loaded
            history = [e for turn in self.match.history for e in turn.events]
            self.motion.recall([*self.match.opening_events, *history])
            self._reach_for = None
        self._made = made
        super().set_view(view, **kw)

    def stages(self, command: Command) -> list[Stage]:
        return choices.stages(self, command)

    def cancel_selection(self) -> bool:
        """Put back a tile picked (a right click, Escape, a click beside every target, a
        command given); a hint shown goes too."""
        hinted = self.hint.shown and self.hint.clear()
        return super().cancel_selection() or hinted

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

    def headline(self, events: Sequence[Event]) -> str | None:
        return W.headline(self.words, events)

    def story_page(self) -> tuple[str, list[str]]:
        """The story page's title and lines now: the last command's events played out so far
        (never ahead of the animation, like the log)."""
        history = self.match.history
        if not history:
            return W.story_opening(self.words, self.match.opening_events)
        last = history[-1]
        events = list(last.events)
        played = events[: self.motion.page_count(len(events))]
        sh = self.shown
        return W.story_page(self.words, last.command, played, sh.round, sh.turns_taken)

    def move_words(self, to: str) -> str:
        """A move's words: where to, how many steps, whether it is slow (AR-5.6)."""
        return W.move_label(to, self.walks().get(to), self._final.outlaw)

    def barrel_stake(self) -> Ride | None:
        """Where Gisbourne would ride if let go now (asked with a Barrel in hand, AR-7.7)."""
        view = self.view
        if view is None or not isinstance(view.prompt, PR.BarrelCall):
            return None
        if self._stake_for is not view:
            self._stake_for, self._stake = view, ride_if_let_go(view)
        return self._stake

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

    # --- the buttons ----------------------------------------------------------------------------

    def _hint_fits(self, offered: list[Option]) -> bool:
        """The Hint is offered and every button's shortest word fits beside it (in a window
        too small for that, the Hint gives way)."""
        if not self.hint.offered():
            return False
        n = len(offered) + 1
        shortest = [W.BUTTON_WORDS.get(o.key[0], (o.label,))[-1] for o in offered]
        box = self.T.rect(buttons.banner_row_panel(self, "actions", self.actions_zone(n), self.Z("controls")))
        gap = self.T.length(buttons.ACTION_GAP)
        width = min(self.T.length(buttons.ACTION_MAX), (box.w - gap * (n - 1)) // n)
        return all(
            (buttons.label_width(self, w, "@action") or 0) + buttons.EDGE <= width
            for w in [*shortest, kit_hint.WORDS[-1]]
        )

    def button_count(self) -> int:
        """How many buttons the banner holds now (the Hint included)."""
        if not self.my_turn or self.host.anim.busy:
            return 0
        offered = self.offered("button")
        return len(offered) + self._hint_fits(offered)

    def actions(self) -> list[Action]:
        """The banner's buttons, once the animation is over (the host asks again then); the
        Hint last (:mod:`.hint`)."""
        offered = self.offered("button") if self.my_turn and not self.host.anim.busy else []
        helps = self._hint_fits(offered)
        n = len(offered) + helps
        out = []
        for o in offered:
            label = buttons.first_fitting(self, W.BUTTON_WORDS.get(o.key[0], (o.label,)), n)
            tip = W.button_tip(o.key, self.moment(self.shown))
            if o.command is not None:
                out.append(Action(label, o.command, tip))
            else:
                out.append(Action(label, None, tip, run=lambda k=o.key: self.pick(k)))
        if helps:
            label = buttons.first_fitting(self, kit_hint.WORDS, n)
            out.append(Action(label, None, kit_hint.TOOLTIP, run=self.hint.ask, quiet=True))
        return out

    # --- the targets ----------------------------------------------------------------------------

    def targets_key(self) -> Hashable:
        """The kit's, and the state drawn (it changes as events play) and the hint."""
        return (super().targets_key(), id(self.shown), self.hint.shown)

    def make_targets(self) -> list[Target]:
        if self.view is None:
            return []
        sh = self.shown
        key = (id(sh), id(self.view), self.T.scale, id(self.layout))
        if self._info_for != key:
            self._info_for, self._info = key, self.info_targets()
        out = list(self._info)
        if self.hint.shown:  # a click on anything that only tells puts the hint away
            out = [dataclasses.replace(t, action=self.hint.clear) for t in out]
        if not self.my_turn:
            return out
        dialog = self.offered("dialog")
        if dialog and not self.question.folded:
            out.extend(self.question.targets(dialog, self.option_target))
            return out
        k = self.place
        for o in self.offered("space"):
            x, y = self.forest.at(o.key[1])
            out.append(self.option_target(o, k.around(x, y, SPACE_HIT), tooltip=o.label))
        stay = next((c for c in self.legal if isinstance(c, K.Move) and c.to == sh.at), None)
        if stay is not None:
            x, y = self.forest.at(sh.at)
            out.append(Target(k.around(x, y, SPACE_HIT * 0.8), W.STAY_TIP, stay, key=("space", sh.at)))
        for o in self.offered("tile"):
            tile = o.key[1]
            box = self.spots.token(tile, self.tile_space(tile), TILE_HIT)
            tip = o.label if o.command is not None else W.tile_click_tip(tile)
            out.append(self.option_target(o, box, tooltip=tip))
        out.extend(choices.shortcut_targets(self))
        if dialog:  # folded: the tab brings it back
            out.extend(self.question.targets(dialog, self.option_target))
        return out

    def info_targets(self) -> list[Target]:
        """Everything the pointer explains without a click: the spaces, the tiles, the
        displays and the bag strip."""
        sh = self.shown
        k = self.place
        out: list[Target] = []
        for key, sp in self.forest.spaces.items():
            tip = WT.space_tip(key, at=sh.at, gisbourne=sh.gisbourne, outlaw=sh.outlaw, camp=sh.camp)
            out.append(Target(k.around(*sp.at, 26), tip, glow=False, key=("info", "space", key)))
        for (tile, space), spot in G.token_spots(self.forest).items():
            if tile in ("46", "48") and sh.faces.get(tile) != "sheriff":
                continue
            tip = WT.tile_tip(tile, sh.faces.get(tile, self.forest.tiles[tile].faces[0]))
            out.append(Target(k.around(*spot, G.TOKEN_R), tip, glow=False, key=("info", "tile", tile, space)))
        return out + self._display_targets(sh) + self._bag_targets(sh)

    def _display_targets(self, sh: Shown) -> list[Target]:
        f = self.forest
        out = []

        def add(box, tip, *key) -> None:
            out.append(Target(self.place.box(box), tip, glow=False, key=("info", *key)))

        for i in range(1, 9):
            x, y = G.recess_centre(f, i)
            seal = sh.recesses[i - 1] if i <= len(sh.recesses) else None
            add((x - 24, y - 24, 48, 48), WT.recess_tip(i, seal), "recess", i)
        add(f.display("coat_of_arms"), WT.coat_tip(sh.task_set, sh.coat_of_arms), "coat")
        for obj, box in G.object_rows(f).items():
            add(box, WT.object_tip(obj, sh.objects.get(obj, 0)), "object", obj)
        add((*f.display("parchment_top")[:2], 140, 22), WT.goods_tip(5 - sh.parchment_count), "goods")
        for n in range(1, 7):
            add(G.dossier_square(f, n), WT.dossier_tip(n, n == sh.dossier), "dossier", n)
        for i in range(len(EXPLORE_ROWS)):
            add(G.overview_rows(f)[i], WT.explore_tip(i), "explore", i)
        add(f.display("banner_of_hope"), WT.hope_tip(sh.hope), "hope")
        add(f.display("evil_end"), WT.evil_end_tip(sh.hourglasses), "evil")
        add(f.display("bow"), WT.bow_tip(sh.bow_in_bag), "bow")
        add(f.display("task_objects"), WT.task_objects_tip(sh.banner, sh.cross), "task_objects")
        add(f.display("bag_panel"), WT.bag_words(sh), "bag_panel")
        return out

    def _bag_targets(self, sh: Shown) -> list[Target]:
        T, bag = self.T, self.bag
        out = [Target(bag.pouch, WT.bag_words(sh), glow=False, key=("info", "pouch"))]
        for (meaning, i), box in G.disc_slots(bag).items():
            out.append(Target(box, WT.disc_tip(meaning), glow=False, key=("info", "disc", meaning, i)))
        out.append(Target(bag.dice, WT.dice_tip(sh), glow=False, key=("info", "dice")))
        out.append(Target(bag.tray, WT.TRAY_TIP, glow=False, key=("info", "tray")))
        for seal, rect in drawing_panels.seal_boxes(T, bag, sh):
            box = (*T.to_board(rect.x, rect.y), rect.w / T.scale, rect.h / T.scale)
            out.append(Target(box, seal_words(seal), glow=False, key=("info", "bag_seal", seal)))
        return out

    # --- drawing --------------------------------------------------------------------------------

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        drawing.draw_sprite(self, surface, sprite, box, progress)

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
            steps = drawing.walk_extent(look, walk)
            parts.append(Part(True, lambda s: drawing.draw_walk(s, look, walk), steps, "walk"))
        parts += drawing.display_parts(look, sh)
        stake = self.barrel_stake() if self.my_turn and not self.host.anim.busy else None
        if stake is not None:  # AR-7.7: where he would ride if let go
            path = stake.path
            reach = drawing.walk_extent(look, path)
            parts.append(Part(False, lambda s: drawing.draw_walk(s, look, path, C.RED), reach, "stake"))
        bag, tray = T.rect(self.Z("bag")), self.motion.last_tray
        parts.append(
            Part(
                False,
                lambda s: drawing_panels.draw_bag(s, T, self.bag, bag, sh, look.flying, tray),
                bag.union(draw.shadow_extent(bag, 0.6)),
                "bag",
            )
        )
        page = self.story_page()
        box = T.rect(self.Z("story"))
        story = box.union(draw.shadow_extent(box, 0.6))
        parts.append(Part(False, lambda s: drawing_panels.draw_story(self, s), story, "story"))
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
            self.panels.state(),
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
