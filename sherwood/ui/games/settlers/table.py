"""Settlers of the Forest Isle on a wooden table, drawn from ``boards/settlers.yaml``.

The island in the middle (painted by :class:`~.art.board.BoardPainter`, with every road,
settlement, city and the robber); the bank and the dice on the left; the build panel on the
right; the viewer's hand along the foot; a plaque per seat in the right column above the
log. Every place comes from a zone of the board.

Clicks go through the table kit's chooser (:mod:`.choices`): a glowing corner, side or hex
on the island, a tile of the build panel (a building's tile first, then its place), a
development card in the hand, the question box (:mod:`.question`), the banner's roll
button. Two dialogs of the table's own (:mod:`.dialogs`) count cards: the resource picker
(a discard on a 7, a Year of Plenty) and the trade composer (an offer on any terms).

The table never changes the match: a click gives a command and the host applies it.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Hashable, Mapping, Sequence
from typing import Any

import pygame

from sherwood.engine import Command, Event
from sherwood.games.settlers import geometry as G
from sherwood.games.settlers import prompts as PR
from sherwood.games.settlers.board import HEX_BY_NAME
from sherwood.games.settlers.content import SOLO_TARGET, TARGET
from sherwood.ui.games.settlers import (
    choices,
    dialogs,
    drawing,
    hint,
    motion,
    robin_side,
    words_solo,
    words_table,
)
from sherwood.ui.games.settlers import geometry as geo
from sherwood.ui.games.settlers.art import palette as art_palette
from sherwood.ui.games.settlers.art import pictures
from sherwood.ui.games.settlers.art.board import BoardPainter
from sherwood.ui.games.settlers.question import SettlersQuestion
from sherwood.ui.games.settlers.words import SettlersSay
from sherwood.ui.kit import buttons
from sherwood.ui.kit.chooser import Stage
from sherwood.ui.kit.layer import Layer, Pictures
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render.board import Box
from sherwood.ui.render.palette import SeatStyle

ZOOM = (170, 240)  # a development card shown large under the pointer, board units
ROLL_WORDS = ("Roll the dice", "Roll")
LEAVE_WORDS = ("Leave him", "Leave")


class SettlersTable(GameTable):
    draws_background = True  # the oak is the first thing of its layer (drawing.draw_table)
    banner_name_width = 360
    turn_field = "turn"  # whose turn it is; a bot answering in it (an offer) takes no screen
    hold = frozenset(choices.HOLD)
    always = frozenset(choices.ALWAYS)

    def __init__(self, host):
        super().__init__(host)
        self.solo = self.match.options.get("variant") == "robin_hood"
        """The Robin Hood variant (SR-V): the Sheriff alone against the automaton Robin."""
        self.question = SettlersQuestion(self)
        self.hint = hint.Hint(self)
        """The solo game's Hint button: what the Normal bot would do (:mod:`.hint`)."""
        self.zoom = CardZoom(ZOOM, lambda card, w, h: pictures.hand_card(card, w, h, self.solo))
        self.motion = motion.SettlersMotion(self)
        self.place = geo.IslandPlace.fit(self.Z("island"))
        self.painter = BoardPainter(host.match.view(0).island)
        if self.solo:  # SR-V-1.4, SR-V-1.5: the Sheriff's pieces in one colour, the neutral grey, Robin
            self.painter.owner_styles = (art_palette.SHERIFF, art_palette.NEUTRAL)
            self.painter.robin = True
        self.composer: dialogs.Composer | None = None
        self.picker: dialogs.Picker | None = None
        self._picker_for: tuple | None = None
        self._curtain_for: tuple | None = None
        self._curtain = True
        self.layer = Layer()  # the still part of the picture (drawing.draw_table)
        self.pictures = Pictures()  # the plaques and tiles drawn every frame on their glows
        self.ground: pygame.Surface | None = None  # the oak, the mat and the island (drawing.ground)
        self.ground_for: tuple | None = None
        self._place_painter()

    # --- the board ------------------------------------------------------------------------

    def seat_style(self, seat: int) -> SeatStyle:
        return art_palette.seat_style(art_palette.SHERIFF if self.solo and seat == 0 else seat)

    @staticmethod
    def setup_seat_style(seat: int, seats: int, options: Mapping[str, Any]) -> SeatStyle:
        solo = options.get("variant") == "robin_hood"
        return art_palette.seat_style(art_palette.SHERIFF if solo and seat == 0 else seat)

    @staticmethod
    def setup_notes(seats: int, options) -> tuple[str, tuple[str, ...]] | None:
        """The setup screen's lines on what the solo Sheriff decides (SR-V-10), one each."""
        if seats == 1 and options.get("variant") == "robin_hood":
            return words_solo.SETUP_NOTES
        return None

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names (the solo game's one seat is the Sheriff: ``GameSpec.solo_seat_name``)."""
        return self.match.names

    @property
    def say(self) -> SettlersSay:
        """What the words need beside a value: the names, the island, the target."""
        return self.words.say

    @property
    def target(self) -> int:
        """The VP that win: 10, or 15 in the solo game (SR-V-9.2)."""
        if self.view is None:  # the log is written from the whole history before the first view
            return SOLO_TARGET if self.solo else TARGET
        return self.view.target

    def _place_painter(self) -> None:
        self.place = geo.IslandPlace.fit(self.Z("island"))
        self.painter.place(self.T.point(self.place.cx, self.place.cy), self.place.size * self.T.scale)

    def panel_zone(self, name: str) -> Box:
        """The host's panels from the board, the log below the seats' plaques."""
        box = self.Z(name)
        if name == "log":
            x, y, w, h = box
            top = (robin_side.bottom(self) if self.solo else geo.seats_bottom(self)) + 10
            return (x, top, w, y + h - top)
        return box

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._place_painter()
        self.layer.clear()  # a new size, or the log shown or hidden: all drawn anew
        self.pictures.clear()

    # --- the host's hooks -------------------------------------------------------------------

    def set_view(self, view, **kw) -> None:
        """The kit's, and the island painted anew when it changed; a new decision leaves no
        dialog open."""
        old_legal = self.legal
        super().set_view(view, **kw)
        if view is not None and view.island is not self.painter.island:
            self.painter.set_island(view.island)
        if self.legal != old_legal:
            self.composer = None
            self.picker = None
            self._picker_for = None

    def needs_curtain(self, seat: int) -> bool:
        """Which decisions show a seat's private cards, so that the others look away first:
        a discard, an answer to an offer, and every decision of the seat's own turn after the
        setup (its hand and development cards are in play). Placing the first settlements
        and roads needs none: they are made in front of everyone."""
        log = self.match.log
        moment = (len(log), log[-1] if log else None, seat)
        if self._curtain_for != moment:
            view = self.match.view(seat)
            prompt = view.prompt
            if prompt is None:
                need = False
            elif isinstance(prompt, PR.DiscardPrompt | PR.AnswerOffer):
                need = True
            else:
                need = not view.setup and prompt.seat == view.turn
            self._curtain_for, self._curtain = moment, need
        return self._curtain

    def cancel_selection(self) -> bool:
        """Close the trade composer, put back a tile or a card picked (a right click,
        Escape, a click beside every target); a hint shown goes too."""
        hinted = self.hint.shown and self.hint.clear()
        if self.composer is not None:
            self.composer = None
            return True
        return super().cancel_selection() or hinted

    # --- words ------------------------------------------------------------------------------

    def phase_title(self) -> str:
        caption = self.host.anim.caption if self.host.anim.busy else None
        if self.solo and caption and caption.startswith("Robin"):  # his move plays out
            return "Robin moves first"  # the banner: 'YOUR MOVE · ROBIN MOVES FIRST'
        return words_table.phase_title(self)

    def instruction(self) -> str:
        if self.hint.shown:
            return self.hint.words
        return words_table.instruction(self)

    def headline(self, events: Sequence[Event]) -> str | None:
        return motion.headline(self, events)

    # --- what is picked -----------------------------------------------------------------------

    def stages(self, command: Command) -> list[Stage]:
        return choices.stages(self, command)

    @property
    def decision(self) -> int:
        """Counts the decisions: a new one drops a half-made choice and a hint."""
        return self._decision

    def choice_key(self) -> tuple:
        """The decision and what is picked in it so far (what is on offer depends on)."""
        c = self.chooser
        return (self._decision, tuple(c.picked), frozenset(c.marked))

    def _chosen(self, kind: str) -> str | None:
        return next((k[1] for k in self.chooser.chosen if isinstance(k, tuple) and k[0] == kind), None)

    def picked_tile(self) -> str | None:
        """The build panel's tile picked (its places glow now), if any."""
        return self._chosen("tile")

    def picked_dev(self) -> str | None:
        """The development card picked from the hand and waiting for its question, if any."""
        return self._chosen("dev")

    def playable_devs(self) -> set[str]:
        """The development card groups that a click in the hand plays now."""
        if not self.my_turn or self.composer is not None or self.current_picker() is not None:
            return set()
        return {o.key[1] for o in self.offered("card")}

    def can_offer(self) -> bool:
        """SR-B-7.1: the seat may offer a trade (its own turn, after the roll, cards in hand)."""
        v = self.view
        return (
            self.my_turn
            and self.show_hand
            and isinstance(v.prompt, PR.TradeAndBuild)
            and v.prompt.seat == self.viewer
            and sum(v.hand) > 0
            and not self.chooser.busy
        )

    def current_picker(self) -> dialogs.Picker | None:
        """The resource picker for the choice on offer (a discard, a Year of Plenty), if any."""
        options = self.offered("picker") if self.my_turn else []
        if not options:
            self.picker, self._picker_for = None, None
            return None
        signature = tuple(o.key for o in options)
        if self._picker_for != signature or self.picker is None:
            mode = options[0].key[0]
            v = self.view
            limits = list(v.hand) if mode == "discard" else [min(2, n) for n in v.bank]
            self.picker, self._picker_for = dialogs.Picker(self, mode, options, limits), signature
        return self.picker

    # --- clicks ------------------------------------------------------------------------------

    def actions(self) -> list[Action]:
        """The roll ("Leave him"), banner buttons worded as fully as they can hold; in the solo
        game at rest, the Hint (:mod:`.hint`)."""
        offered = [o for o in self.offered("button") if o.command is not None] if self.my_turn else []
        words = [LEAVE_WORDS if o.key == ("leave",) else ROLL_WORDS for o in offered] + [hint.WORDS]
        # the Hint gives way in a window too small for every button's shortest word
        helps = self.hint.offered() and all(buttons.action_fits(self, w[-1], len(words)) for w in words)
        count = len(offered) + helps
        out = []
        for o in offered:
            if o.key == ("leave",):
                out.append(Action(buttons.first_fitting(self, LEAVE_WORDS, count), o.command, o.label))
            else:
                label = buttons.first_fitting(self, ROLL_WORDS, count)
                out.append(Action(label, o.command, "Roll the two dice"))
        if helps:
            label = buttons.first_fitting(self, hint.WORDS, count)
            out.append(Action(label, None, hint.TOOLTIP, run=self.hint.ask, quiet=True))
        return out

    def open_composer(self) -> None:
        self.chooser.back()
        self.composer = dialogs.Composer(self)

    def close_composer(self) -> None:
        self.composer = None

    def targets_key(self) -> Hashable:
        """The kit's, and the hint shown; None (made anew every time) while a dialog is open:
        its targets change with every click."""
        if self.composer is not None or self.picker is not None:
            return None
        return (super().targets_key(), self.hint.shown, self.hint.spot)

    def make_targets(self) -> list[Target]:
        v = self.view
        if v is None:
            return []
        out = self._info_targets()
        if self.hint.shown:  # a click on anything puts the hint away
            out = [dataclasses.replace(t, action=self.hint.clear) for t in out]
        if not self.my_turn:
            return out
        if self.composer is not None:
            out.extend(self.composer.targets(self.close_composer))
            return out
        picker = self.current_picker()
        if picker is not None:
            out.extend(picker.targets(self.pick, self.cancel_selection))
            return out
        place = self.place
        for option in self.offered("hex"):
            h = HEX_BY_NAME[option.key[1]]
            if self.solo:
                tip = words_solo.hex_tip(self, option.key[1])
            else:
                tip = words_table.robber_tip(self, option.key[1], option.label)
            out.append(self.option_target(option, place.hex_box(h), tooltip=tip))
        for option in self.offered("edge"):
            out.append(self.option_target(option, place.edge_box(G.EDGE_ID[option.key[1]])))
        for option in self.offered("vertex"):
            out.append(self.option_target(option, place.vertex_box(G.VERTEX_ID[option.key[1]])))
        for option in self.offered("button"):  # the dice roll too
            if option.key != ("roll",):
                continue
            a, b = geo.dice_boxes(self)
            box = (a[0], a[1], b[0] + b[2] - a[0], a[3])
            out.append(
                self.option_target(option, box, key=("dice", "roll"), tooltip="Roll the two dice")
            )
        out.extend(self._tile_targets())
        out.extend(self._dev_targets())
        out.extend(self.question.targets(self.offered("dialog"), self.option_target))
        return out

    def _tile_targets(self) -> list[Target]:
        offered = {o.key: o for o in self.offered("panel")}
        picked = self.picked_tile()
        out = []
        for tile, box in geo.tile_boxes(self).items():
            key = ("tile", tile)
            if tile == "offer":
                if self.can_offer():
                    tip = words_table.tile_tip(self, tile, True)
                    out.append(Target(box, tip, action=self.open_composer, key=key))
                else:
                    out.append(Target(box, words_table.tile_tip(self, tile, False), glow=False, key=key))
            elif key in offered:
                option = offered[key]
                tip = words_table.tile_tip(self, tile, True)
                out.append(self.option_target(option, box, key=key, tooltip=tip))
            elif tile == picked:
                out.append(
                    Target(
                        box,
                        "Put it back: do something else",
                        action=self.chooser.back,
                        glow=False,
                        key=key,
                    )
                )
            else:
                out.append(Target(box, words_table.tile_tip(self, tile, False), glow=False, key=key))
        return out

    def _dev_targets(self) -> list[Target]:
        if not self.show_hand:
            return []
        offered = {o.key: o for o in self.offered("card")}
        playable = self.playable_devs()
        picked = self.picked_dev()
        out = []
        for kind, n, new, box in geo.hand_layout(self)[1]:
            group = words_table.dev_group(kind)
            key = ("dev", group)
            tip = words_table.dev_tip(self, kind, n, new, group in playable)
            if key in offered:
                out.append(self.option_target(offered[key], box, key=key, tooltip=tip))
            elif group == picked:
                out.append(
                    Target(box, "Keep this card for later", action=self.chooser.back, glow=False, key=key)
                )
            else:
                out.append(Target(box, tip, glow=False, key=key))
        return out

    def _info_targets(self) -> list[Target]:
        """What the pointer tells without a click: plaques, the bank, the dice, the hand."""
        v = self.view
        out = [
            Target(geo.plaque_box(self, s), words_table.plaque_tip(self, s), glow=False, key=("plaque", s))
            for s in range(self.match.seat_count)
        ]
        if self.solo:
            out.extend(self._robin_targets())
        for which, (card, _) in geo.special_boxes(self).items():
            out.append(Target(card, words_table.special_tip(self, which), glow=False, key=("special", which)))
        for what, row in geo.bank_rows(self):
            out.append(Target(row, words_table.bank_tip(self, what), glow=False, key=("bank", what)))
        if v.dice is not None:
            a, b = geo.dice_boxes(self)
            out.append(
                Target(
                    (a[0], a[1], b[0] + b[2] - a[0], a[3]),
                    f"Last roll: {v.dice[0]} + {v.dice[1]} = {sum(v.dice)}",
                    glow=False,
                    key=("dice",),
                )
            )
        if self.show_hand:
            for what, box in geo.resource_boxes(self):
                n = v.hand[geo.RESOURCES.index(what)]
                out.append(Target(box, f"You hold {n} {what}", glow=False, key=("hand", what)))
        return out

    def _robin_targets(self) -> list[Target]:
        """Robin's plaque tells its parts under the pointer: the track, the loot, the movement."""
        out = [Target(robin_side.robin_box(self), words_solo.track_tip(self), glow=False, key=("robin",))]
        for what, box in robin_side.loot_boxes(self):
            out.append(Target(box, words_solo.loot_tip(self), glow=False, key=("loot", what)))
        out.append(Target(robin_side.pile_box(self), words_solo.pile_tip(self), glow=False, key=("moves",)))
        if robin_side.movement(self) == "deck":
            for card, box in robin_side.slot_boxes(self):
                out.append(Target(box, words_solo.slot_tip(self, card), glow=False, key=("move", card)))
        return out

    # --- drawing -------------------------------------------------------------------------------

    def hover(self) -> tuple[str, int] | None:
        """The corner, side or hex under the pointer, as the painter names it, if any."""
        target = self.host.target_at(self.host.mouse) if self.host.mouse[0] >= 0 else None
        if target is None or not isinstance(target.key, tuple) or len(target.key) != 2:
            return None
        kind, name = target.key
        if kind == "vertex":
            return ("vertex", G.VERTEX_ID[name])
        if kind == "edge":
            return ("edge", G.EDGE_ID[name])
        if kind == "hex":
            return ("hex", HEX_BY_NAME[name])
        return None

    def asking(self) -> bool:
        """A dialog or the question box is up (nothing else on the board is clickable)."""
        return self.composer is not None or self.current_picker() is not None or bool(self.offered("dialog"))

    def draw(self, surface: pygame.Surface, t: float) -> None:
        drawing.draw_table(self, surface, t)

    def zoomable(self) -> list[tuple[str, Box]]:
        """The development cards of the hand, shown large under the pointer."""
        if not self.show_hand:
            return []
        return [(kind, box) for kind, _, _, box in geo.hand_layout(self)[1]]

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A development card of the hand under the pointer, shown large (not under a dialog)."""
        if not self.zoom_allowed(mouse):
            return
        if self.my_turn and self.asking():
            return
        self.zoom.draw(surface, self.T, mouse, self.zoomable(), self.Z("table"), self.T.length(8))

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        drawing.draw_sprite(self, surface, sprite, box, progress)


TABLE = SettlersTable
