"""Twenty-One's table: the kit's :class:`~sherwood.ui.kit.table.GameTable` told what is its own.

The kit owns the board (``boards/_template.yaml``: :meth:`Z` gives a zone's box), the host's
panels, the chooser and the target cache. This class says:

- **where things lie**, from the board's zones (:meth:`hand_boxes`, :meth:`pile_card` ...):
  moving a zone in the YAML moves it on screen;
- **each command's clicks** (:meth:`stages`): a card in the hand plays it; one that would end
  the game, which no undo can take back, lifts first and the kit's question box
  (:class:`EndQuestion`) asks to confirm; the draw is a button;
- **what can be clicked now** (:meth:`make_targets`) and **what the banner says**, in the
  words of :mod:`.words`; **how events move**, in :mod:`.motion`;
- **how it looks** (:meth:`draw`), with the cards of :mod:`.art`, the kit's seat plaques,
  its pile browser (:mod:`sherwood.ui.kit.piles`) and card zoom (:mod:`sherwood.ui.kit.zoom`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.state import TARGET
from sherwood.ui.games._template import art
from sherwood.ui.games._template import words as W
from sherwood.ui.games._template.motion import TemplateMotion
from sherwood.ui.kit import buttons, piles
from sherwood.ui.kit.chooser import Stage
from sherwood.ui.kit.question import QuestionBox
from sherwood.ui.kit.seats import draw_plaque
from sherwood.ui.kit.table import Action, GameTable, Target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

ZOOM = (200, 287)  # a card shown large under the pointer, board units
LIFT = 28  # board units a card picked from the hand rises


class EndQuestion(QuestionBox):
    """The kit's question box, asked when the card picked would end the game (TW-4.1)."""

    table: TemplateTable

    def area(self) -> Box:
        return self.table.Z("table")

    def words(self) -> tuple[str, str]:
        card = self.table.picked_card() or 0
        return W.end_question(card, self.table.view.pile + card)

    def seat(self) -> int:
        return self.table.viewer

    def focus(self, options) -> float | None:
        return self.table.Z("hand")[1]  # the card asked about is in the hand, low: ask up top

    def images(self, px: int) -> list[pygame.Surface]:
        card = self.table.picked_card()
        return [] if card is None else [art.number_card(card, round(px * 0.7), px)]


class TemplateTable(GameTable):
    hold = frozenset({"card"})  # a card picked up waits for the question's answer

    def __init__(self, host):
        super().__init__(host)
        self.question = EndQuestion(self)
        self.motion = TemplateMotion(self)
        self.zoom = CardZoom(ZOOM, art.face)

    # --- where things lie ---------------------------------------------------------------

    def seat_card(self, seat: int) -> Box:
        """Where a card flies to or from ``seat``'s plaque."""
        x, y, w, _ = self.seat_box(seat)
        return (x + w / 2 - 50, y + 20, 100, 140)

    def deck_box(self) -> Box:
        x, y, _, _ = self.Z("deck")
        return (x, y, *self.card_size("deck"))

    def pile_card(self) -> Box:
        """Where the pile's top card lies."""
        x, y, w, _ = self.Z("pile")
        cw, ch = self.card_size("hand")
        return (x + (w - cw) / 2, y + 20, cw, ch)

    def hand_boxes(self, view: Any = None) -> list[tuple[int, Box]]:
        """Each card of the viewer's hand (in ``view``, default the current one) and its box,
        the card picked lifted."""
        view = view if view is not None else self.view
        hand = view.hand if self.show_hand else ()
        x0, y0, w, _ = self.Z("hand")
        cw, ch = self.card_size("hand")
        step = min(cw + 14, (w - cw) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        left = x0 + (w - (cw + step * (len(hand) - 1))) / 2
        picked = self.picked_card() if view is self.view else None
        out = []
        for i, card in enumerate(hand):
            lift = LIFT if card == picked else 0
            picked = None if lift else picked  # one card lifts, even with two of a value
            out.append((card, (left + i * step, y0 + 24 - lift, cw, ch)))
        return out

    def landed(self) -> Sequence[int]:
        """The cards on the pile now, less those still flying to it."""
        played = self.view.played
        return played[:len(played) - self.host.anim.hidden()["pile"]]

    # --- clicks and words ------------------------------------------------------------------

    def stages(self, command) -> list[Stage]:
        if isinstance(command, Play):
            pick = Stage("card", ("hand", command.card), W.play_tip(command.card))
            if self.view.pile + command.card >= TARGET:  # TW-4.1: it would end the game
                return [pick, Stage("dialog", ("end", command.card), W.END_GAME)]
            return [pick]
        return [Stage("button", ("draw",), W.DRAW_TIP)]

    def picked_card(self) -> int | None:
        """The card picked from the hand and waiting for the question's answer, if any."""
        return next((key[1] for key in self.chooser.chosen if key[0] == "hand"), None)

    def phase_title(self) -> str:
        return W.phase_title(self.view.pile) if self.view else ""

    def instruction(self) -> str:
        return W.instruction(over=self.match.is_over, my_turn=self.my_turn, picked=self.picked_card())

    def actions(self) -> list[Action]:
        """The draw, a button worded as fully as it can hold."""
        label = buttons.first_fitting(self, W.DRAW_WORDS, 1)
        return [Action(label, o.command, W.DRAW_TIP)
                for o in self.offered("button") if isinstance(o.command, Draw)]

    def make_targets(self) -> list[Target]:
        if self.view is None:
            return []
        tip = W.pile_tip(len(self.view.played))
        out = [piles.pile_target(self.pile_card(), tip, self.browse_pile, "pile")]
        if not self.my_turn:
            return out
        offered = {o.key: o for o in self.offered("card")}
        playable = {c.card for c in self.legal if isinstance(c, Play)}
        for card, box in self.hand_boxes():
            key = ("hand", card)
            if key in offered:
                out.append(self.option_target(offered[key], box, key=key))
            elif card in playable:  # a card is picked: a click puts it back or plays another
                tip = W.KEEP_TIP if card == self.picked_card() else W.play_tip(card)
                out.append(Target(box, tip, action=lambda k=key: self.repick(k), glow=False, key=key))
        out.extend(self.question.targets(self.offered("dialog"), self.option_target))
        return out

    def browse_pile(self) -> None:
        piles.browse(self, W.PILE_TITLE, list(reversed(self.view.played)), piles.face_drawer(art.face),
                     W.PILE_NOTE, empty=W.PILE_EMPTY)

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        T, v = self.T, self.view
        mat = T.rect(self.Z("table"))
        surface.blit(draw.mat(mat.size, T.length(24)), mat)
        for seat in range(self.match.seat_count):
            draw_plaque(surface, T, self.seat_box(seat), self.seat_style(seat), self.match.names[seat],
                        (W.points(v.points[seat]), W.hand_size(v.hand_sizes[seat])))
        deck = T.rect(self.deck_box())
        if v.deck_size:
            draw.blit_shadow(surface, deck, T.length(7))
            surface.blit(art.number_card(None, deck.w, deck.h), deck)
        else:
            draw.dashed_outline(surface, P.CREAM_DIM, deck, radius=T.length(8))
        below = pygame.Rect(deck.x, deck.bottom + T.length(8), deck.w, T.length(24)).inflate(T.length(40), 0)
        text.line(surface, W.deck_label(v.deck_size), "sans-bold", T.px(16), P.CREAM, below, "midtop")
        self.draw_pile(surface)
        glowing = {o.key[1] for o in self.offered("card")}
        for card, box in self.hand_boxes():
            r = T.rect(box)
            if card in glowing:
                draw.blit_glow(surface, r, T.length(7), draw.pulse_alpha(t))
            draw.blit_shadow(surface, r, T.length(7), 1.6 if card == self.picked_card() else 1.0)
            surface.blit(art.number_card(card, r.w, r.h), r)
        if not self.host.anim.busy and self.my_turn:
            self.question.draw(surface, self.offered("dialog"), self.host.mouse, t)

    def draw_pile(self, surface: pygame.Surface) -> None:
        """The pile: its top card (once landed) and its total."""
        T = self.T
        zone = T.rect(self.Z("pile"))
        draw.inset(surface, zone, T.length(12))
        landed = self.landed()
        card = T.rect(self.pile_card())
        if landed:
            draw.blit_shadow(surface, card, T.length(7))
            surface.blit(art.number_card(landed[-1], card.w, card.h), card)
        else:
            draw.dashed_outline(surface, P.CREAM_DIM, card, radius=T.length(8))
        words = pygame.Rect(zone.x, card.bottom, zone.w, zone.bottom - card.bottom)
        text.line(surface, W.pile_total(sum(landed)), "serif-bold", T.px(28), P.CREAM, words, "center",
                  minimum=T.px(16))

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The pile's top card under the pointer, shown large (not under the question box)."""
        if not self.zoom_allowed(mouse):
            return
        landed = self.landed()
        cards = [(landed[-1], self.pile_card())] if landed else []
        self.zoom.draw(surface, self.T, mouse, cards, self.Z("table"), self.T.length(8))

    def draw_sprite(self, surface, sprite, box, progress) -> None:
        r = self.T.rect(box)
        draw.blit_shadow(surface, r, self.T.length(7), 1.5)
        surface.blit(art.number_card(sprite[1] if sprite[0] == "card" else None, r.w, r.h), r)


TABLE = TemplateTable
