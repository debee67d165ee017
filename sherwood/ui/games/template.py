"""Twenty-One, the kernel's test game, on a small table: the framework's first customer."""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.games._template.rules import Draw, Drew, Play, Played
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.base import Action, GameTable, Target
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P

PANELS = {
    "banner": (12, 12, 1238, 76),
    "actions": (1040, 22, 200, 56),
    "controls": (1262, 12, 326, 60),
    "log": (1262, 84, 326, 904),
    "caption": (330, 650, 640, 34),
}
CARD = (120, 172)
DECK_BOX = (330, 380, *CARD)
PILE_BOX = (600, 330, 240, 280)
HAND = (300, 730, 800, 220)
SEATS_BAND = (40, 110, 1180, 170)


@lru_cache(maxsize=64)
def number_card(value: int | None, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, round(w * 0.06))
    if value is None:
        pygame.draw.rect(s, P.NIGHT, (0, 0, w, h), border_radius=radius)
        pygame.draw.rect(s, P.GOLD_DEEP, (0, 0, w, h), width=2, border_radius=radius)
        inner = pygame.Rect(0, 0, w, h).inflate(-w // 6, -w // 6)
        pygame.draw.rect(s, P.GOLD_DEEP, inner, width=1, border_radius=radius)
        star = icons.icon("star", w // 2, P.GOLD)
        s.blit(star, star.get_rect(center=(w // 2, h // 2)))
        return s
    s.blit(draw.parchment((w, h), radius), (0, 0))
    pygame.draw.rect(s, P.BRASS, (0, 0, w, h), width=2, border_radius=radius)
    text.blit(s, str(value), "sans-bold", round(h * 0.22), P.INK, (round(w * 0.1), round(h * 0.04)))
    text.blit(s, str(value), "serif-bold", round(h * 0.5), P.FOREST, (w // 2, h * 0.56), anchor="center")
    return s


class TemplateTable(GameTable):
    def panel(self, name: str):
        return PANELS[name]

    def phase_title(self) -> str:
        return f"Pile {self.view.pile} of 21" if self.view else ""

    def instruction(self) -> str:
        if self.match.is_over:
            return "The pile reached 21 or the cards ran out."
        if not self.my_turn:
            return "Watch the others play."
        return "Play a card from your hand onto the pile, or draw a card."

    def actions(self) -> list[Action]:
        return [
            Action("Draw a card", c, "Take the top card of the deck")
            for c in self.legal
            if isinstance(c, Draw)
        ]

    def _hand_boxes(self):
        hand = self.view.hand if self.show_hand else ()
        n = len(hand)
        x0, y0, w, _ = HAND
        step = min(CARD[0] + 14, (w - CARD[0]) / max(1, n - 1)) if n > 1 else 0
        left = x0 + (w - (CARD[0] + step * (n - 1))) / 2
        return [(card, (left + i * step, y0 + 24, *CARD)) for i, card in enumerate(hand)]

    def targets(self) -> list[Target]:
        out = []
        for card, box in self._hand_boxes():
            cmd = Play(self.viewer, card)
            if cmd in self.legal:
                out.append(Target(box, f"Play your {card}", cmd))
        return out

    def build_steps(self, event, before, after) -> list[Step]:
        if isinstance(event, Played):
            start = DECK_BOX
            if event.seat == self.viewer and before is not None:
                for card, box in self._boxes_for(before):
                    if card == event.card:
                        start = box
                        break
            else:
                start = self._seat_box(event.seat)
            return [
                Step(
                    [Tween(("card", event.card), start, (PILE_BOX[0] + 60, PILE_BOX[1] + 54, *CARD))],
                    caption=event.describe(self.match.names),
                )
            ]
        if isinstance(event, Drew):
            end = (
                self._seat_box(event.seat)
                if event.seat != self.viewer
                else (HAND[0] + HAND[2] / 2, HAND[1] + 24, *CARD)
            )
            return [
                Step(
                    [Tween(("back",), DECK_BOX, end, duration=0.25)], caption=event.describe(self.match.names)
                )
            ]
        return []

    def _boxes_for(self, view):
        saved = self.view
        self.view = view
        try:
            return self._hand_boxes()
        finally:
            self.view = saved

    def _seat_box(self, seat: int):
        n = self.match.seat_count
        w = SEATS_BAND[2] / n
        return (SEATS_BAND[0] + seat * w + w / 2 - 50, SEATS_BAND[1] + 20, 100, 140)

    def draw(self, surface: pygame.Surface, t: float) -> None:
        T, v = self.T, self.view
        mat = T.rect((12, 96, 1238, 892))
        surface.blit(draw.mat(mat.size, T.length(24)), mat)
        n = self.match.seat_count
        w = SEATS_BAND[2] / n
        for seat in range(n):
            st = self.seat_style(seat)
            r = T.rect((SEATS_BAND[0] + seat * w + 10, SEATS_BAND[1], w - 20, SEATS_BAND[3]))
            draw.panel(surface, r, T.length(12))
            surface.blit(
                icons.badge(st.symbol, T.length(44), st.colour), (r.x + T.length(12), r.y + T.length(12))
            )
            text.blit(
                surface,
                self.match.names[seat],
                "serif-bold",
                T.px(26),
                P.INK,
                (r.x + T.length(66), r.y + T.length(16)),
            )
            text.blit(
                surface,
                f"{v.points[seat]} points",
                "sans-bold",
                T.px(20),
                P.INK,
                (r.x + T.length(14), r.y + T.length(72)),
            )
            text.blit(
                surface,
                f"{v.hand_sizes[seat]} cards in hand",
                "sans",
                T.px(16),
                P.INK_SOFT,
                (r.x + T.length(14), r.y + T.length(104)),
            )
        deck = T.rect(DECK_BOX)
        draw.blit_shadow(surface, deck, T.length(7))
        surface.blit(number_card(None, deck.w, deck.h), deck)
        text.blit(
            surface,
            f"Deck · {v.deck_size}",
            "sans-bold",
            T.px(16),
            P.CREAM,
            (deck.centerx, deck.bottom + 8),
            anchor="midtop",
        )
        pile = T.rect(PILE_BOX)
        draw.inset(surface, pile, T.length(12))
        text.blit(
            surface,
            str(v.pile),
            "serif-bold",
            T.px(110),
            P.CREAM,
            (pile.centerx, pile.centery),
            anchor="center",
        )
        text.blit(
            surface,
            "on the pile",
            "serif-italic",
            T.px(22),
            P.CREAM_DIM,
            (pile.centerx, pile.bottom - T.length(40)),
            anchor="midtop",
        )
        hidden = self.host.anim.hidden()
        legal_cards = {c.card for c in self.legal if isinstance(c, Play)}
        for card, box in self._hand_boxes():
            r = T.rect(box)
            if card in legal_cards:
                draw.blit_glow(surface, r, T.length(7), draw.pulse_alpha(t))
            draw.blit_shadow(surface, r, T.length(7))
            surface.blit(number_card(card, r.w, r.h), r)
        del hidden

    def draw_sprite(self, surface, sprite, box, progress) -> None:
        r = self.T.rect(box)
        value = sprite[1] if sprite[0] == "card" else None
        draw.blit_shadow(surface, r, self.T.length(7), 1.5)
        surface.blit(number_card(value, r.w, r.h), r)
