"""Twenty-One, the kernel's test game, on a small table drawn from ``boards/_template.yaml``.

The smallest complete table, to copy for a new game (``docs/adding-a-game.md``): every
place comes from the board by zone id (the ids the game's ``BoardNeeds`` lists), so moving
a zone in the YAML moves it on screen. The host (:mod:`sherwood.ui.scenes.play`) draws the
panels where :meth:`TemplateTable.panel` says; this class draws the mat, the seats, the
deck, the pile and the viewer's hand, says which cards can be clicked (``targets``) and
which buttons the seat has (``actions``), and turns events into animation steps
(``build_steps``). It never changes the match: a click gives back a command.

A real game's table is a package with the same rooms as Showdown's and Merry Men's
(``sherwood/ui/games/<id>/``: table, geometry, motion, art, ...) and takes its pieces from
the table kit (``sherwood/ui/kit/``).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from sherwood.engine.layout import load_layout
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games.base import Action, GameTable, Target
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box


@lru_cache(maxsize=64)
def number_card(value: int | None, w: int, h: int) -> pygame.Surface:
    """A card of Twenty-One, face up (``value``) or its back (None), ``w`` × ``h`` pixels."""
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
    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "_template")
        self.design_size = self.layout.size
        super().__init__(host)

    # --- the board ------------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        """The box of zone ``zone_id`` of the board, in board units."""
        return self.layout.zone(zone_id).shape.bounds

    def card_size(self, zone_id: str = "hand") -> tuple[float, float]:
        w, h = self.layout.zone(zone_id).style.get("card", (120, 172))
        return float(w), float(h)

    def panel(self, name: str) -> Box:
        return self.Z(name)

    def _seat_box(self, seat: int) -> Box:
        """Where ``seat``'s plaque sits: the seats share the ``seats`` row equally."""
        x, y, w, h = self.Z("seats")
        width = w / self.match.seat_count
        return (x + seat * width, y, width, h)

    def _seat_card(self, seat: int) -> Box:
        """Where a card flies to or from ``seat``'s plaque."""
        x, y, w, _ = self._seat_box(seat)
        return (x + w / 2 - 50, y + 20, 100, 140)

    def _deck_box(self) -> Box:
        x, y, _, _ = self.Z("deck")
        return (x, y, *self.card_size("deck"))

    def _hand_boxes(self, view=None) -> list[tuple[int, Box]]:
        """Each card of the viewer's hand (in ``view``, default the current one) and its box."""
        view = view if view is not None else self.view
        hand = view.hand if self.show_hand else ()
        n = len(hand)
        x0, y0, w, _ = self.Z("hand")
        cw, ch = self.card_size("hand")
        step = min(cw + 14, (w - cw) / max(1, n - 1)) if n > 1 else 0
        left = x0 + (w - (cw + step * (n - 1))) / 2
        return [(card, (left + i * step, y0 + 24, cw, ch)) for i, card in enumerate(hand)]

    # --- words and clicks -------------------------------------------------------------------

    def phase_title(self) -> str:
        return f"Pile {self.view.pile} of 21" if self.view else ""

    def instruction(self) -> str:
        if self.match.is_over:
            return "The pile reached 21 or the cards ran out."
        if not self.my_turn:
            return "Watch the others play."
        return "Play a card from your hand onto the pile, or draw a card."

    def actions(self) -> list[Action]:
        return [Action("Draw a card", c, "Take the top card of the deck")
                for c in self.legal if isinstance(c, Draw)]

    def targets(self) -> list[Target]:
        out = []
        for card, box in self._hand_boxes():
            cmd = Play(self.viewer, card)
            if cmd in self.legal:
                out.append(Target(box, f"Play your {card}", cmd))
        return out

    # --- animation --------------------------------------------------------------------------

    def build_steps(self, event, before, after) -> list[Step]:
        caption = event.describe(self.match.names)
        if isinstance(event, Played):
            start = self._deck_box()
            if event.seat == self.viewer and before is not None:
                start = next((box for card, box in self._hand_boxes(before) if card == event.card), start)
            else:
                start = self._seat_card(event.seat)
            px, py, _, _ = self.Z("pile")
            end = (px + 60, py + 54, *self.card_size("hand"))
            return [Step([Tween(("card", event.card), start, end)], caption=caption)]
        if isinstance(event, Drew):
            hx, hy, hw, _ = self.Z("hand")
            end = (self._seat_card(event.seat) if event.seat != self.viewer
                   else (hx + hw / 2, hy + 24, *self.card_size("hand")))
            return [Step([Tween(("back",), self._deck_box(), end, duration=0.25)], caption=caption)]
        return []

    # --- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, t: float) -> None:
        T, v = self.T, self.view
        mat = T.rect(self.Z("table"))
        surface.blit(draw.mat(mat.size, T.length(24)), mat)
        for seat in range(self.match.seat_count):
            self._draw_seat(surface, seat)
        deck = T.rect(self._deck_box())
        draw.blit_shadow(surface, deck, T.length(7))
        surface.blit(number_card(None, deck.w, deck.h), deck)
        text.blit(surface, f"Deck · {v.deck_size}", "sans-bold", T.px(16), P.CREAM,
                  (deck.centerx, deck.bottom + 8), anchor="midtop")
        pile = T.rect(self.Z("pile"))
        draw.inset(surface, pile, T.length(12))
        text.blit(surface, str(v.pile), "serif-bold", T.px(110), P.CREAM, (pile.centerx, pile.centery),
                  anchor="center")
        text.blit(surface, "on the pile", "serif-italic", T.px(22), P.CREAM_DIM,
                  (pile.centerx, pile.bottom - T.length(40)), anchor="midtop")
        legal_cards = {c.card for c in self.legal if isinstance(c, Play)}
        for card, box in self._hand_boxes():
            r = T.rect(box)
            if card in legal_cards:
                draw.blit_glow(surface, r, T.length(7), draw.pulse_alpha(t))
            draw.blit_shadow(surface, r, T.length(7))
            surface.blit(number_card(card, r.w, r.h), r)

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        """``seat``'s plaque: its badge, name, points and the size of its hand."""
        T, v, st = self.T, self.view, self.seat_style(seat)
        x, y, w, h = self._seat_box(seat)
        r = T.rect((x + 10, y, w - 20, h))
        draw.panel(surface, r, T.length(12))
        badge = icons.badge(st.symbol, T.length(44), st.colour)
        surface.blit(badge, (r.x + T.length(12), r.y + T.length(12)))
        text.blit(surface, self.match.names[seat], "serif-bold", T.px(26), P.INK,
                  (r.x + T.length(66), r.y + T.length(16)))
        text.blit(surface, f"{v.points[seat]} points", "sans-bold", T.px(20), P.INK,
                  (r.x + T.length(14), r.y + T.length(72)))
        text.blit(surface, f"{v.hand_sizes[seat]} cards in hand", "sans", T.px(16), P.INK_SOFT,
                  (r.x + T.length(14), r.y + T.length(104)))

    def draw_sprite(self, surface, sprite, box, progress) -> None:
        r = self.T.rect(box)
        value = sprite[1] if sprite[0] == "card" else None
        draw.blit_shadow(surface, r, self.T.length(7), 1.5)
        surface.blit(number_card(value, r.w, r.h), r)
