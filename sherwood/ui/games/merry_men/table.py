"""The Merry Men table: the board from ``boards/merry_men.yaml``, the pieces on it, a panel
per seat, the viewer's hand strip, and the prompt's questions.

What is drawn comes from the viewer's :class:`~sherwood.games.merry_men.view.MerryMenView`;
what can be clicked comes from the legal commands through :class:`.choices.Chooser`
(a card, then a glowing spot; a dialog for the rest). Drawing is split by room:
:mod:`.pieces` (the board's pieces), :mod:`.panels` (seat panels and the hand strip),
:mod:`.dialog` (the question box), :mod:`.motion` (events into animation steps),
:mod:`.sprites` (the moving pieces drawn) and :mod:`.smith` (Little John's free purchases
at the Weaponsmith, MM-9.6, in words).
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from typing import Any

import pygame

from sherwood.engine import Event
from sherwood.engine.layout import load_layout
from sherwood.games.merry_men import commands as K
from sherwood.games.merry_men import events as E
from sherwood.games.merry_men.commands import label
from sherwood.games.merry_men.content import load_content
from sherwood.games.merry_men.facts import MAX_DICE
from sherwood.games.merry_men.hero_phase import TAKEN_DICE
from sherwood.games.merry_men.prompts import TakeDiePrompt
from sherwood.ui.animation import Step
from sherwood.ui.games.merry_men import dialog, info, panels, pieces, refusals, seat_panel, sprites
from sherwood.ui.games.merry_men.board_art import BoardArt
from sherwood.ui.games.merry_men.choices import Chooser, Option, question
from sherwood.ui.games.merry_men.motion import Motion
from sherwood.ui.kit import buttons, hits
from sherwood.ui.kit import chooser as kit_chooser
from sherwood.ui.kit.question import is_question_target
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render import draw
from sherwood.ui.render.board import BoardTransform, Box

C = load_content()
BUTTON_TIPS = {
    "jane_free_break": "Jane Fortune: one prison break as a free move",
    "declare_done": "Place no more Merry Men this round",
    "end_turn": "End your hero turn now",
}
SHORT_LABELS = {"Done placing": ("Done",), "Free break": ("Break",)}  # for a small window
ZOOM = (230, 332)  # a card shown large under the pointer, board units
CARD_SOURCES = ("hand", "passive", "tuck", "spy", "quest", "mark")  # targets in the hand strip
PHASES = {
    "setup": "Setup",
    "merry": "Merry Men",
    "hero": "Heroes",
    "end": "End",
    "over": "Game over",
}


class MerryMenTable(GameTable):
    draws_background = True
    banner_name_width = 430  # "YOUR MOVE · ROUND 3 · MERRY MEN" fits at 1280x800
    turn_field = "current"  # whose placement or hero turn it is; a bot answering in it takes no screen

    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "merry_men")
        self.design_size = self.layout.size
        super().__init__(host)
        self.seats = host.match.seat_count
        options = host.match.options
        unused = ([] if options.get("spies") else ["spy_deck"]) + (
            [] if self.seats == 1 else ["edict_deck", "edict_discard"]
        )
        self.board = BoardArt(self.layout, self.seats, unused)
        self.chooser = Chooser()
        self.motion = Motion(self)
        self.question_box = dialog.MerryMenQuestion(self)  # the kit's question box
        self.zoom = CardZoom(ZOOM, panels.card_face)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._targets: list[Target] = []
        self._targets_key: tuple | None = None
        self._version = 0  # counts the views set, for the caches' keys
        self._options: list[Option] = []
        self._options_key: tuple | None = None
        self._curtain_for: tuple | None = None  # (commands played, the last one, seat) of _curtain
        self._curtain = True
        self._actions_for: tuple | None = None  # the labels, scale and widgets _actions_need is for
        self._actions_need = 0.0
        self._instruction = ""
        self._instruction_for: tuple | None = None

    # --- layout --------------------------------------------------------------------------

    def panel(self, name: str) -> Box:
        if name == "log":
            x, _, w, _ = self.board.panel("log")
            top = self.seat_box(self.seats - 1)[1] + panels.SEAT_H + panels.SEAT_GAP
            bottom = sum(self.board.panel("log")[1::2])
            return (x, top, w, bottom - top)
        if name == "tableau" and self.host.log.collapsed:  # the hand strip takes the log's room
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
        return (x, y + seat * (panels.SEAT_H + panels.SEAT_GAP), w, panels.SEAT_H)

    def resize(self, size: tuple[int, int]) -> None:
        self.T = BoardTransform(self.design_size, size)
        self._version += 1  # the layout may have changed too (the log shown or hidden)

    def set_view(self, view, **kw) -> None:
        old = self.legal
        super().set_view(view, **kw)
        self._version += 1  # a new view: every cached picture and target list is stale
        if self.legal != old:
            self.chooser.ask(self.legal, self.view, self.match.names)
            self.question_box.unfold()

    def refresh(self) -> None:
        """Something the table keeps pictures and targets of changed (a panel opened)."""
        self._version += 1

    def cancel_selection(self) -> bool:
        return self.chooser.back()

    def clickable_while_animating(self, target: Target) -> bool:
        """The question box is drawn only once the animation is over: a click that ended the
        animation cannot have been aimed at it."""
        return not is_question_target(target)

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
        return f"Round {v.round} · {PHASES.get(v.phase, v.phase)}"

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
            ranked = sorted(range(self.seats), key=lambda s: -v.scores[s])
            return (
                "Final scores: " + ", ".join(f"{self.match.names[s]} {v.scores[s]} VP" for s in ranked) + "."
            )
        if self.host.anim.busy:  # the next question waits until the dice have landed
            return "Watch the table (a click skips the animation)."
        title, sentence = self.question_words()
        if not self.my_turn:  # a bot or another player decides: say what about
            return f"{title}." if title else ""
        picked = self.chooser.picked
        if picked and picked[0][0] in ("hand", "passive", "tuck", "spy"):
            return f"{label(picked[0][1])}: click a glowing spot for it (right-click to put it back)."
        if picked and picked[0][0] == "quest":
            return "Choose how to pay for the quest."
        picked_keys = dict(k for k in picked if isinstance(k, tuple) and len(k) == 2)
        if "structure" in picked_keys:
            structure = picked_keys["structure"]
            if "road" in picked_keys or "place" in picked_keys:
                return "Click the road whose penny stack gets the penny."
            where = "road's next barricade slot" if structure == "barricade" else "gathering place's hideout"
            return f"Click the glowing {where} for your {structure}."
        if self.chooser.marked:
            n = len(self.chooser.marked)
            cards = f"{n} card{'s' if n != 1 else ''}"
            return f"{cards} marked: click Discard {n} to draw back up to four, or mark more."
        return sentence

    def question_words(self) -> tuple[str, str]:
        """The pending prompt's title and sentence (:func:`.choices.question`), with what the
        table knows besides the view: which free die of the Hero phase is asked for."""
        return question(self.view, self.match.names, self.free_die_step())

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

    def options(self) -> list[Option]:
        """The clicks on offer now (asked every frame by the question box: kept per state)."""
        key = self._state_key()
        if key != self._options_key:
            self._options, self._options_key = (self.chooser.options() if self.my_turn else []), key
        return self._options

    def actions(self) -> list[Action]:
        """The buttons on offer, each worded as fully as its button can hold."""
        wanted = self._actions()
        n = len(wanted)
        return [
            replace(a, label=buttons.first_fitting(self, (a.label, *SHORT_LABELS.get(a.label, ())), n))
            for a in wanted
        ]

    def _actions(self) -> list[Action]:
        out = []
        for o in self.options():
            if o.where == "button":
                run = None if o.command is not None else (lambda k=o.key: self.pick(k))
                out.append(Action(o.label, o.command, BUTTON_TIPS.get(o.key[0], o.label), run))
        if self.my_turn and self.chooser.discards:
            cmd = self.chooser.discard_command()
            if cmd is not None:
                n = len(cmd.cards)
                label_ = f"Discard {n}" if n else "Keep all"
                out.append(Action(label_, cmd, f"{label_}, then draw back up to four cards"))
        return out

    def pick(self, key: Hashable) -> None:
        command = self.chooser.pick(key)
        if command is not None:
            self.host.click_command(command)

    def option_target(self, option: Option, box: Box, *, key: Hashable = None, glow: bool = True) -> Target:
        """The target for ``option`` at ``box``: it gives the command, or narrows the choice."""
        return kit_chooser.option_target(option, box, self.pick, key=key, glow=glow)

    def targets(self) -> list[Target]:
        key = self._state_key()
        if key != self._targets_key:
            self._targets, self._targets_key = self._make_targets(), key
        return self._targets

    def _make_targets(self) -> list[Target]:
        if self.view is None:
            return []
        out: list[Target] = info.targets(self)  # first: what can be clicked wins the hit test
        if not self.my_turn:
            return out + seat_panel.targets(self)
        opts = self.options()
        spots = [(o, box) for o in opts if o.where == "board" and (box := pieces.spot_box(self, o.key))]
        # a small window's spots take a click on at least LEAST pixels, none on a neighbour's
        spots = list(zip([o for o, _ in spots], hits.grown([b for _, b in spots], self.T), strict=True))
        # where a card picked up cannot go says why (under the glowing spots in the hit test)
        out.extend(refusals.targets(self, [box for _, box in spots]))
        for o, box in spots:
            out.append(self.option_target(o, box))
        for o in opts:
            if o.where == "card":
                box = panels.card_box(self, o.key)
                if box is not None:
                    out.append(self.option_target(o, box))
        if self.chooser.discards:
            for card, box in panels.hand_boxes(self):
                if self.chooser.can_mark(card):
                    out.append(
                        Target(
                            box,
                            f"Mark {label(card)} to discard",
                            action=lambda c=card: self.chooser.toggle(c),
                            key=("mark", card),
                        )
                    )
        out.extend(dialog.targets(self, [o for o in opts if o.where == "dialog"]))
        return out + seat_panel.targets(self)  # a seat panel opened lies over the rest

    # --- animation -------------------------------------------------------------------------

    def build_steps(self, event: Event, before: Any, after: Any) -> list[Step]:
        return self.motion.steps(event, before, after)

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
                    return event.describe(self.match.names)
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
            self.question_box.folded,
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
            pieces.draw_pieces(self, layer, hidden)
            panels.draw_panels(self, layer, hidden)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, (0, 0))
        if not self.host.anim.busy:
            alpha = draw.pulse_alpha(t, lo=150, hi=255)
            for target in self.targets():
                if target.glow and target.key[0] not in CARD_SOURCES:
                    pieces.glow_spot(self, surface, target.box, alpha)
            dialog.draw_dialog(self, surface, t)
        seat_panel.draw_open(self, surface, hidden)  # a seat panel opened, over it all

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
        for _, _, cards, _ in panels.tableau_layout(self):
            out.extend(cards)
        return out

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """A card under the pointer, shown large beside it so its words can be read (not
        under the question box)."""
        self.zoom.shown = None
        if self.view is None:
            return
        if self.question_box.covers(mouse, [o for o in self.options() if o.where == "dialog"]):
            return
        self.zoom.draw(surface, self.T, mouse, self.zoomable(), self.board.panel("board"))

    def draw_sprite(self, surface: pygame.Surface, sprite: Any, box: Box, progress: float) -> None:
        sprites.draw_sprite(self, surface, sprite, box, progress)


TABLE = MerryMenTable
