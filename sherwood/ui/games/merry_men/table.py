"""The Merry Men table: the board from ``boards/merry_men.yaml``, the pieces on it, a panel
per seat, the viewer's hand strip, and the prompt's questions, on the kit's
:class:`~sherwood.ui.kit.table.GameTable`.

What is drawn comes from the viewer's :class:`~sherwood.games.merry_men.view.MerryMenView`;
what can be clicked comes from the legal commands through the kit's chooser, on the stages
of :mod:`.choices` (a card, then a glowing spot; the question box for the rest). This class
wires the rooms (see the package): the host's panels from the board, the targets (what the
pointer tells first, then what can be clicked, then a seat panel opened over the board), the
banner's words (:mod:`.words_prompts`) and buttons, and the still layer: the printed board,
its pieces and the panels drawn once for what they show (:mod:`.drawing`,
:mod:`.drawing_panels`), then blitted every frame under the glowing spots and the question.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from sherwood.engine import Event
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men import events as E
from sherwood.games.merry_men.facts import HERO_LOCATIONS, MAX_DICE, RESOURCES, ROADS, WEAPONS
from sherwood.games.merry_men.hero_phase import TAKEN_DICE
from sherwood.games.merry_men.prompts import TakeDiePrompt
from sherwood.ui.games.merry_men import art, choices, drawing, drawing_panels, geometry
from sherwood.ui.games.merry_men import words_prompts as W
from sherwood.ui.games.merry_men import words_table as T
from sherwood.ui.games.merry_men.art.board import BoardArt
from sherwood.ui.games.merry_men.motion import MerryMenMotion
from sherwood.ui.games.merry_men.question import MerryMenQuestion
from sherwood.ui.kit import buttons, hits, piles
from sherwood.ui.kit.chooser import Stage
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render import draw
from sherwood.ui.render.board import Box

ZOOM = (230, 332)  # a card shown large under the pointer, board units
CARD_SOURCES = ("hand", "passive", "tuck", "spy", "quest", "mark")  # targets in the hand strip


class MerryMenTable(GameTable):
    draws_background = True
    banner_name_width = 430  # "YOUR MOVE · ROUND 3 · MERRY MEN" fits at 1280x800
    turn_field = "current"  # whose placement or hero turn it is; a bot answering in it takes no screen

    def __init__(self, host):
        super().__init__(host)
        assert self.layout is not None  # the spec names the board
        self.seats = host.match.seat_count
        options = host.match.options
        unused = ([] if options.get("spies") else ["spy_deck"]) + (
            [] if self.seats == 1 else ["edict_deck", "edict_discard"]
        )
        self.board = BoardArt(self.layout, self.seats, unused)
        self.motion = MerryMenMotion(self)
        self.question = MerryMenQuestion(self)
        self.zoom = CardZoom(ZOOM, art.card_face)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._version = 0  # counts the views set and the sizes, for the caches' keys
        self._curtain_for: tuple | None = None  # (commands played, the last one, seat) of _curtain
        self._curtain = True
        self._actions_for: tuple | None = None  # the labels, scale and widgets _actions_need is for
        self._actions_need = 0.0
        self._instruction = ""
        self._instruction_for: tuple | None = None

    # --- layout --------------------------------------------------------------------------

    def panel(self, name: str) -> Box:
        """The host's panels from the board's zones: the log under the seat panels, the hand
        strip given the log's room while the log is hidden, the actions grown to the left for
        their buttons' words (the controls keep their zone)."""
        if name == "log":
            x, _, w, _ = self.board.panel("log")
            top = self.seat_box(self.seats - 1)[1] + geometry.SEAT_H + geometry.SEAT_GAP
            bottom = sum(self.board.panel("log")[1::2])
            return (x, top, w, bottom - top)
        if name == "tableau" and self.host.log_collapsed:  # the hand strip takes the log's room
            x, y, _, h = self.board.panel("tableau")
            lx, _, lw, _ = self.board.panel("log")
            return (x, y, lx + lw - x, h)
        if name == "actions":
            return self._actions_box()
        return self.board.panel(name)

    def _actions_box(self) -> Box:
        """The layout's actions panel, grown to the left when the buttons on offer need more
        room (a small window: the theme's fonts shrink less than the board)."""
        x, y, w, h = self.board.panel("actions")
        labels = [a.label for a in self._actions()]
        if not labels:
            return (x, y, w, h)
        key = (tuple(labels), self.T.scale, id(getattr(self.host, "ui", None)))
        if self._actions_for != key:
            self._actions_for, self._actions_need = key, self._actions_width(labels)
        need = self._actions_need
        return (x + w - max(w, need), y, max(w, need), h)

    def _actions_width(self, labels: list[str]) -> float:
        widest = max((buttons.label_width(self, label, "@action") or 0) for label in labels)
        each = min(buttons.ACTION_MAX, (widest + buttons.EDGE) / self.T.scale)
        return len(labels) * each + (len(labels) - 1) * buttons.ACTION_GAP

    def seat_box(self, seat: int) -> Box:
        """Where ``seat``'s panel is: the column of seat panels, in seat order."""
        x, y, w, _ = self.board.panel("seats")
        return (x, y + seat * (geometry.SEAT_H + geometry.SEAT_GAP), w, geometry.SEAT_H)

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self._version += 1  # the layout may have changed too (the log shown or hidden)

    def set_view(self, view, **kw) -> None:
        super().set_view(view, **kw)
        self._version += 1  # a new view: every cached picture and target list is stale

    def refresh(self) -> None:
        """Something the table keeps pictures and targets of changed (a panel opened)."""
        self._version += 1

    def needs_curtain(self, seat: int) -> bool:
        """MM-12.4: only placing, sending a messenger and the end-of-round discard show a
        seat's private cards; every other question is answered in front of everyone."""
        log = self.match.log
        moment = (len(log), log[-1] if log else None, seat)  # the same moment even after an undo
        if self._curtain_for != moment:
            self._curtain_for, self._curtain = moment, self.match.view(seat).needs_privacy
        return self._curtain

    # --- words -------------------------------------------------------------------------

    def phase_title(self) -> str:
        v = self.view
        if v is None:
            return ""
        return W.phase_title(v.round, v.phase)

    def instruction(self) -> str:
        """What the seat at the screen does now (the banner asks every frame: worked out once
        for what it depends on)."""
        key = (self._state_key(), self.host.anim.busy, self.host.match.is_over)
        if key != self._instruction_for:
            self._instruction, self._instruction_for = self._instruction_now(), key
        return self._instruction

    def _instruction_now(self) -> str:
        v = self.view
        if v is None:
            return ""
        if self.host.match.is_over:
            outcome = self.host.match.outcome()
            if outcome is not None and outcome.subtitle:
                return outcome.subtitle
            return W.final_scores(self.match.names, v.scores)
        if self.host.anim.busy:  # the next question waits until the dice have landed
            return W.WATCH
        title, sentence = self.question_words()
        if not self.my_turn:  # a bot or another player decides: say what about
            return W.watching(title)
        picked = self.chooser.picked
        if picked and picked[0][0] in ("hand", "passive", "tuck", "spy"):
            return W.card_picked(picked[0][1])
        if picked and picked[0][0] == "quest":
            return W.QUEST_TERMS
        picked_keys = dict(k for k in picked if isinstance(k, tuple) and len(k) == 2)
        if "structure" in picked_keys:
            if "road" in picked_keys or "place" in picked_keys:
                return W.PENNY_ROAD
            return W.structure_spot(picked_keys["structure"])
        if self.chooser.marked:
            return W.marked(len(self.chooser.marked))
        return sentence

    def question_words(self) -> tuple[str, str]:
        """The pending prompt's title and sentence (:func:`.words_prompts.question`), with what
        the table knows besides the view: which free die of the Hero phase is asked for."""
        return W.question(self.view, self.match.names, self.free_die_step())

    def free_die_step(self) -> tuple[int, int] | None:
        """(this one, how many) of the free weapon dice a seat takes one at a time at the start
        of the Hero phase (MM-5.1), from the moves played (the match's public log); None when
        no free die is asked for."""
        prompt = self.view.board.get("prompt") if self.view is not None else None
        if not isinstance(prompt, TakeDiePrompt):
            return None
        seat = prompt.seat
        taken = 0
        for command in reversed(self.match.log):
            if not (isinstance(command, K.TakeDie) and command.seat == seat):
                break
            taken += 1
        held = sum(self.view.board["dice"][seat].values())
        total = min(TAKEN_DICE, MAX_DICE - held + taken)
        return (taken + 1, max(total, taken + 1))

    # --- clicks ---------------------------------------------------------------------------

    def stages(self, command) -> list[Stage]:
        return choices.stages(command, self.view, self.match.names)

    def marks(self, command) -> tuple[str, ...] | None:
        return choices.marks(command)

    def actions(self) -> list[Action]:
        """The buttons on offer, each worded as fully as its button can hold."""
        wanted = self._actions()
        n = len(wanted)
        return [
            replace(a, label=buttons.first_fitting(self, (a.label, *W.SHORT_LABELS.get(a.label, ())), n))
            for a in wanted
        ]

    def _actions(self) -> list[Action]:
        out = []
        for o in self.offered("button"):
            run = None if o.command is not None else (lambda k=o.key: self.pick(k))
            out.append(Action(o.label, o.command, W.BUTTON_TIPS.get(o.key[0], o.label), run))
        if self.my_turn and self.chooser.sets:
            cmd = self.chooser.set_command()
            if cmd is not None:
                words, tip = W.discard_button(len(cmd.cards))
                out.append(Action(words, cmd, tip))
        return out

    def targets_key(self) -> Hashable:
        return (super().targets_key(), self._version)

    def make_targets(self) -> list[Target]:
        if self.view is None:
            return []
        out = self.tips()  # first: what can be clicked wins the hit test
        if not self.my_turn:
            return out + self.fold_targets()
        spots = [(o, box) for o in self.offered("board") if (box := geometry.spot_box(self, o.key))]
        # a small window's spots take a click on at least LEAST pixels, none on a neighbour's
        spots = list(zip([o for o, _ in spots], hits.grown([b for _, b in spots], self.T), strict=True))
        # where a card picked up cannot go says why (under the glowing spots in the hit test)
        out.extend(self.why_not_here([box for _, box in spots]))
        for o, box in spots:
            out.append(self.option_target(o, box))
        for o in self.offered("card"):
            box = drawing_panels.card_box(self, o.key)
            if box is not None:
                out.append(self.option_target(o, box))
        if self.chooser.sets:
            for card, box in drawing_panels.hand_boxes(self):
                if self.chooser.can_mark(card):
                    tip = W.mark(card)
                    mark = lambda c=card: self.chooser.toggle(c)  # noqa: E731
                    out.append(Target(box, tip, action=mark, key=("mark", card)))
        out.extend(self.question.targets(self.offered("dialog"), self.option_target))
        return out + self.fold_targets()  # a seat panel opened lies over the rest

    # --- what the pointer tells --------------------------------------------------------------

    def tips(self) -> list[Target]:
        """What the pointer tells when it rests on the board or a seat panel (tooltips, no
        command): the last villain card, a road's pennies, the guard track, the depot, the
        ransom tile, a hero's ability, and each row of a seat panel. They never glow; a click
        on a public pile looks through it (MM-12.1)."""
        v = self.view
        b = v.board
        names = self.match.names
        out: list[Target] = []

        def tip(box: Box, words: str, action: Callable[[], None] | None = None) -> None:
            out.append(Target(box, words, action=action, glow=False, key=("info", len(out))))

        zone = self.board.zone_box
        if b["villain_discard"]:
            drawn = list(reversed(b["villain_discard"]))
            tip(zone("villain_discard"), T.villain_card(b["villain_discard"][-1]),
                lambda: self.browse_pile(T.VILLAIN_PILE, drawn, T.NEWEST))
        if b["mm_discard"]:
            discards = list(reversed(b["mm_discard"]))
            tip(zone("merry_men_discard"), T.MM_DISCARD_TIP,
                lambda: self.browse_pile(T.MM_DISCARD, discards, T.NEWEST))
        for road in ROADS:
            tip(geometry.penny_box(self, road), T.road(road, b["pennies"][road]))
        tip(zone("guard_track"), T.guard_track(b["track"], b["track_size"]))
        tip(zone("depot"), T.depot(len([d for d in b["depot"] if d is not None]), b["depot_size"]))
        if b.get("ransom_face"):
            tip(self.layout.zone("fortress").slot("ransom").shape.bounds, T.ransom_tile(b["ransom_face"]))
        tip(zone("sheriff_hideout"), T.sheriff(b["sheriff"]))
        tip(zone("armory"), T.armory({f"weapon_{w}": b["armory"][w] for w in WEAPONS}))
        tip(zone("weaponsmith"), T.weaponsmith(v, names))  # MM-6.52, MM-9.6
        at: dict[str, list[int]] = {}
        for seat in range(self.seats):
            if b["hero_loc"][seat]:
                at.setdefault(b["hero_loc"][seat], []).append(seat)
        for loc, seats in at.items():
            for seat, box in zip(seats, geometry.hero_boxes(self, loc, len(seats)), strict=True):
                tip(box, T.hero(names[seat], b["heroes"][seat]))
        if not drawing_panels.folds(self):  # folded panels say it when opened (fold_targets)
            for seat in range(self.seats):
                out.extend(self.seat_tips(seat, lambda box: box, None))
        return out

    def seat_tips(self, seat: int, place: Callable[[Box], Box], otherwise: Callable[[], None] | None
                  ) -> list[Target]:
        """What each row of ``seat``'s panel tells, at the boxes ``place`` gives for the panel's
        (a panel opened over the board); a click on a row that shows nothing runs ``otherwise``."""
        b, names = self.view.board, self.match.names
        out: list[Target] = []

        def tip(box: Box, words: str, action: Callable[[], None] | None = None) -> None:
            key = ("info", "seat", seat, len(out))
            out.append(Target(place(box), words, action=action or otherwise, glow=False, key=key))

        x, y, w, _ = self.seat_box(seat)
        tip((x, y + 50, w, 34), T.storage({r: b["res"][seat][r] for r in RESOURCES},
                                          {f"weapon_{wp}": b["dice"][seat][wp] for wp in WEAPONS}))
        tip((x, y + 88, w, 36), T.camp(b["camp"][seat], b["unlocked"][seat], b["renown"][seat],
                                       b["captured"][seat], len(b["quests_done"][seat])))
        tip((x, y + 128, 150, 54), T.ROWS_TIP)
        public = [*b["passive"][seat], *b["active"][seat], *b["tuck_pile"][seat], *b["quests_done"][seat]]
        tip((x + 160, y + 128, w - 170, 54), T.passive_tip(names[seat], len(b["passive"][seat])),
            lambda: self.browse_pile(T.passive_title(names[seat]), public, T.HIDDEN_NOTE))
        return out

    def fold_targets(self) -> list[Target]:
        """While the seat panels fold (a small window): each folded panel opens at a click; the
        open one, over the board, tells what its rows hold as the column's panels do, and folds
        again at a click anywhere else on it. Listed last: an open panel lies over the board's
        spots."""
        if not drawing_panels.folds(self):
            return []

        def changed(seat: int) -> None:
            if drawing_panels.fold(self, seat).opened:  # one open at a time
                for other in range(self.seats):
                    if other != seat:
                        drawing_panels.fold(self, other).opened = False
            self.refresh()

        out = []
        for seat in range(self.seats):
            fold = drawing_panels.fold(self, seat)
            toggle = lambda seat=seat: (drawing_panels.fold(self, seat).toggle(), changed(seat))  # noqa: E731
            box = drawing_panels.to_table(self, seat, self.seat_box(seat))
            out.append(fold.target(box, ("fold", seat), T.board_of(self.match.names[seat]),
                                   lambda seat=seat: changed(seat)))
            if drawing_panels.opened(self) == seat:
                place = lambda box, seat=seat: drawing_panels.to_table(self, seat, box)  # noqa: E731
                out.extend(self.seat_tips(seat, place, toggle))
        return out

    def why_not_here(self, glowing: list[Box]) -> list[Target]:
        """Targets that never glow over every place where the card picked up cannot go
        (``glowing``: the boxes that glow now), each saying why; none when no card is picked."""
        picked = self.chooser.picked
        if not (self.my_turn and picked and isinstance(picked[0], tuple) and len(picked[0]) == 2):
            return []
        source, card = picked[0]
        if source not in ("hand", "passive", "tuck"):
            return []
        out = []
        for place in (*T.PLACES, *HERO_LOCATIONS):
            if place not in self.layout.zones or self.layout.zone(place).kind == "road":
                continue
            box = self.board.zone_box(place)
            if not any(geometry.overlap(box, g) for g in glowing):
                out.append(Target(box, T.why_not_here(source, card, place), glow=False, key=("why", place)))
        return out

    def browse_pile(self, title: str, cards: list[str], note: str) -> None:
        """Show a public pile card by card (the passive piles, discards and quests are public,
        MM-12.1)."""
        piles.browse(self, title, cards, piles.face_drawer(art.card_face), note, empty=T.NOTHING_YET)

    # --- animation -------------------------------------------------------------------------

    def headline(self, events: Sequence[Event]) -> str | None:
        """The event that matters most of a command's events (a villain card, a loss)."""
        for kind in (
            E.GameLost,
            E.VillainCardDrawn,
            E.EdictRevealed,
            E.CarriageRobbed,
            E.FigureImprisoned,
            E.RoundStarted,
        ):
            for event in events:
                if isinstance(event, kind):
                    return self.event_text(event)
        return self.event_text(events[0]) if events else None

    # --- scores ----------------------------------------------------------------------------

    def shown_score(self, seat: int) -> int:
        """``seat``'s score as the seat panel shows it: while a command's animation plays, the
        score before it (nothing tells the result of a roll before the dice land, nor a gain
        before it has flown to its seat); the new score once everything has landed."""
        before = self.motion.before
        if self.host.anim.busy and before is not None and before.scores:
            return before.scores[seat]
        return self.view.scores[seat] if self.view.scores else 0

    # --- drawing ---------------------------------------------------------------------------

    def _state_key(self) -> tuple:
        """Everything the still picture and the targets depend on, besides the pulse."""
        c = self.chooser
        return (
            self._version,
            self.viewer,
            self.show_hand,
            self.my_turn,
            tuple(c.picked),
            frozenset(c.marked),
            self.question.folded,
        )

    def draw(self, surface: pygame.Surface, t: float) -> None:
        v = self.view
        if v is None:
            return
        hidden = self.host.anim.hidden()
        busy = self.host.anim.busy  # the scores wait for the animation (shown_score)
        key = (self._state_key(), frozenset(hidden.items()), busy, surface.get_size())
        if key != self._layer_key or self._layer is None:
            # the board, its pieces and the panels change only when a command or a click
            # does, or an animated piece lands: drawn once, then blitted every frame
            layer = self.board.surface(self.T, surface.get_size()).copy()
            drawing.draw_pieces(self, layer, hidden)
            drawing_panels.draw_panels(self, layer, hidden)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, (0, 0))
        if not self.host.anim.busy:
            alpha = draw.pulse_alpha(t, lo=150, hi=255)
            for target in self.targets():
                if target.glow and target.key[0] not in CARD_SOURCES:
                    drawing.glow_spot(self, surface, target.box, alpha)
            self.question.draw(surface, self.offered("dialog"), self.host.mouse, t)
        drawing_panels.draw_open(self, surface, hidden)  # a seat panel opened, over it all

    def zoomable(self) -> list[tuple[str, Box]]:
        """The cards the pointer may zoom, in drawing order: the top card of each face-up pile
        on the board, then the viewer's hand strip (a fan's topmost card last)."""
        b = self.view.board
        out = [
            (pile[-1], self.board.zone_box(zone))
            for zone, pile in (
                ("villain_discard", b["villain_discard"]),
                ("edict_discard", b["edicts_revealed"]),
                ("merry_men_discard", b["mm_discard"]),
            )
            if pile
        ]
        for _, _, cards, _ in drawing_panels.tableau_layout(self):
            out.extend(cards)
        return out

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A card under the pointer, shown large beside it so its words can be read (not
        under the question box)."""
        self.zoom.shown = None
        if self.view is None:
            return
        if self.question.covers(mouse, self.offered("dialog")):
            return
        self.zoom.draw(surface, self.T, mouse, self.zoomable(), self.board.panel("board"))

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        drawing.draw_sprite(self, surface, sprite, box, progress)


TABLE = MerryMenTable
