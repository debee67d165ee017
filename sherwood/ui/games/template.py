"""Twenty-One, the kernel's test game, on a small table drawn from ``boards/_template.yaml``.

The smallest complete table, to copy for a new game (``docs/adding-a-game.md``). The host
(:mod:`sherwood.ui.scenes.play`) owns the match, the animation, the log, the banner and the
buttons; this class draws the view, says what can be clicked and turns events into
animation steps. It never changes the match: a click gives back a command.

- **Places come from the board**, by zone id (the ids the game's ``BoardNeeds`` lists), so
  moving a zone in the YAML moves it on screen; :meth:`TemplateTable.panel` hands the host
  its panels, the controls widened where the theme's labels need it
  (:func:`~sherwood.ui.games.buttons.controls_shortfall`).
- **Clicks go through the table kit's chooser** (:mod:`sherwood.ui.kit.chooser`):
  :func:`stages` gives each legal command's clicks (a card in the hand; the draw is a
  button). A play that would end the game, which no undo can take back, is two clicks: the
  card lifts, and the kit's question box (:class:`EndQuestion`) asks to confirm; a right
  click or Escape puts the card back.
- **The pile** opens in the kit's pile browser (:mod:`sherwood.ui.kit.piles`), and its top
  card is shown large under the pointer (:mod:`sherwood.ui.kit.zoom`).

A real game's table is a package with the same rooms as Showdown's and Merry Men's
(``sherwood/ui/games/<id>/``: ``table`` the wiring, ``geometry``, ``choices``, ``question``,
``texts``, ``art``, ``motion``); this one is small enough to be one file.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import lru_cache
from typing import Any

import pygame

from sherwood.engine import Command
from sherwood.engine.layout import load_layout
from sherwood.games._template.commands import Draw, Play
from sherwood.games._template.events import Drew, Played
from sherwood.games._template.state import TARGET
from sherwood.ui.animation import Step, Tween
from sherwood.ui.games import buttons
from sherwood.ui.games.base import Action, GameTable, Target
from sherwood.ui.kit import piles
from sherwood.ui.kit.chooser import Chooser, Option, Stage, option_target
from sherwood.ui.kit.question import QuestionBox, is_question_target
from sherwood.ui.kit.zoom import CardZoom
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

ZOOM = (200, 287)  # a card shown large under the pointer, board units
LIFT = 28  # board units a card picked from the hand rises
DRAW_WORDS = ("Draw a card", "Draw")  # the draw button's words, longest first


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


def face(card: Any, w: int, h: int) -> pygame.Surface:
    """A card's face for the kit (zoom, pile browser): :func:`number_card`, looked up when
    drawn (a test's spy on it sees every face)."""
    return number_card(int(card), w, h)


def ends_game(pile: int, card: int) -> bool:
    """TW-4.1: whether playing ``card`` on a pile of ``pile`` ends the game."""
    return pile + card >= TARGET


def stages(table: TemplateTable, command: Command) -> list[Stage]:
    """The clicks that give ``command`` (the chooser's path): a card in the hand plays it;
    one that ends the game lifts first and is confirmed in the question box (``"dialog"``);
    the draw is a button."""
    if isinstance(command, Play):
        card = command.card
        pick = Stage("card", ("hand", card), f"Play your {card}")
        if ends_game(table.view.pile, card):
            return [pick, Stage("dialog", ("end", card), "End the game")]
        return [pick]
    return [Stage("button", ("draw",), "Draw a card")]


class EndQuestion(QuestionBox):
    """The kit's question box, asked when the card picked would end the game (TW-4.1)."""

    table: TemplateTable

    def area(self) -> Box:
        return self.table.Z("table")

    def words(self) -> tuple[str, str]:
        card = self.table.picked_card() or 0
        total = self.table.view.pile + card
        return (f"End the game with your {card}?",
                f"The pile would reach {total}: the game ends, and that cannot be taken back. "
                "Right-click to keep your card.")

    def seat(self) -> int:
        return self.table.viewer

    def focus(self, options: Sequence[Option]) -> float | None:
        return self.table.Z("hand")[1]  # the card asked about is in the hand, low: ask up top

    def images(self, px: int) -> list[pygame.Surface]:
        card = self.table.picked_card()
        return [] if card is None else [number_card(card, round(px * 0.7), px)]


class TemplateTable(GameTable):
    def __init__(self, host):
        self.layout = load_layout(host.match.spec.board or "_template")
        self.design_size = self.layout.size
        super().__init__(host)
        self.chooser = Chooser(stages=lambda command: stages(self, command))
        self.question = EndQuestion(self)
        self.zoom = CardZoom(ZOOM, face)
        self._panels: dict[tuple, Box] = {}

    # --- the board ------------------------------------------------------------------------

    def Z(self, zone_id: str) -> Box:
        """The box of zone ``zone_id`` of the board, in board units."""
        return self.layout.zone(zone_id).shape.bounds

    def card_size(self, zone_id: str = "hand") -> tuple[float, float]:
        w, h = self.layout.zone(zone_id).style.get("card", (120, 172))
        return float(w), float(h)

    def panel(self, name: str) -> Box:
        """The host's panels, from the board; in a small window the controls take from the
        banner the room their labels need (the theme's fonts shrink less than the board)."""
        box = self.Z(name)
        if name not in ("controls", "banner", "actions"):
            return box
        key = (name, self.T.scale, id(getattr(self.host, "ui", None)))
        if key not in self._panels:
            self._panels[key] = buttons.banner_row_panel(self, name, box, self.Z("controls"))
        return self._panels[key]

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

    def _pile_card(self) -> Box:
        """Where the pile's top card lies."""
        x, y, w, _ = self.Z("pile")
        cw, ch = self.card_size("hand")
        return (x + (w - cw) / 2, y + 20, cw, ch)

    def _hand_boxes(self, view=None) -> list[tuple[int, Box]]:
        """Each card of the viewer's hand (in ``view``, default the current one) and its box,
        the card picked lifted."""
        view = view if view is not None else self.view
        hand = view.hand if self.show_hand else ()
        n = len(hand)
        x0, y0, w, _ = self.Z("hand")
        cw, ch = self.card_size("hand")
        step = min(cw + 14, (w - cw) / max(1, n - 1)) if n > 1 else 0
        left = x0 + (w - (cw + step * (n - 1))) / 2
        picked = self.picked_card() if view is self.view else None
        out = []
        for i, card in enumerate(hand):
            lift = LIFT if card == picked else 0
            picked = None if lift else picked  # one card lifts, even with two of a value
            out.append((card, (left + i * step, y0 + 24 - lift, cw, ch)))
        return out

    # --- the host's hooks -------------------------------------------------------------------

    def set_view(self, view, **kw) -> None:
        old_legal = self.legal
        super().set_view(view, **kw)
        if self.legal != old_legal:  # a new decision: nothing picked, the question unfolded
            self.chooser.reset(self.legal)
            self.question.unfold()

    def cancel_selection(self) -> bool:
        """Put a picked card back in the hand (a right click, Escape, a click beside)."""
        return self.chooser.back()

    def clickable_while_animating(self, target: Target) -> bool:
        """The question box is drawn only once nothing moves: a click that ended the
        animation was not aimed at it."""
        return not is_question_target(target)

    # --- words and clicks -------------------------------------------------------------------

    def picked_card(self) -> int | None:
        """The card picked from the hand and waiting for the question's answer, if any."""
        return next((key[1] for key in self.chooser.chosen if key[0] == "hand"), None)

    def phase_title(self) -> str:
        return f"Pile {self.view.pile} of {TARGET}" if self.view else ""

    def instruction(self) -> str:
        if self.match.is_over:
            return f"The pile reached {TARGET} or the cards ran out."
        if not self.my_turn:
            return "Watch the others play."
        if self.picked_card() is not None:
            return "Your card ends the game: confirm it, or right-click to keep it."
        return "Play a card from your hand onto the pile, or draw a card."

    def actions(self) -> list[Action]:
        """The draw, a button worded as fully as it can hold."""
        offered = {o.command for o in self.chooser.offered("button")}
        return [Action(buttons.first_fitting(self, DRAW_WORDS, 1), c, "Take the top card of the deck")
                for c in self.legal if isinstance(c, Draw) and c in offered]

    def pick(self, key: Hashable) -> None:
        """A click on an option: it narrows the choice (a card lifts) or completes it."""
        command = self.chooser.pick(key)
        if command is not None:
            self.host.click_command(command)

    def repick(self, key: Hashable) -> None:
        """A card clicked while one is picked: the same one goes back, another is played."""
        command = self.chooser.repick(key)
        if command is not None:
            self.host.click_command(command)

    def _option_target(self, option: Option, box: Box, *, key=None, glow: bool = True) -> Target:
        return option_target(option, box, self.pick, key=key, glow=glow)

    def targets(self) -> list[Target]:
        if self.view is None:
            return []
        n = len(self.view.played)
        out = [piles.pile_target(self._pile_card(), f"Cards played: {n}; click to look through them",
                                 self.browse_pile, "pile")]
        if not self.my_turn:
            return out
        offered = {o.key: o for o in self.chooser.offered("card")}
        playable = {c.card for c in self.legal if isinstance(c, Play)}
        for card, box in self._hand_boxes():
            key = ("hand", card)
            if key in offered:
                out.append(option_target(offered[key], box, self.pick, key=key))
            elif card in playable:  # a card is picked: a click puts it back or plays another
                tip = "Keep your card" if card == self.picked_card() else f"Play your {card}"
                out.append(Target(box, tip, action=lambda k=key: self.repick(k), glow=False, key=key))
        out.extend(self.question.targets(self.chooser.offered("dialog"), self._option_target))
        return out

    def browse_pile(self) -> None:
        piles.browse(self, "Cards played", list(reversed(self.view.played)), piles.face_drawer(face),
                     "Newest first · click anywhere to close", empty="No card played yet")

    # --- animation --------------------------------------------------------------------------

    def build_steps(self, event, before, after) -> list[Step]:
        caption = event.describe(self.match.names)
        if isinstance(event, Played):
            start = self._seat_card(event.seat)
            if event.seat == self.viewer and before is not None:
                start = next((box for card, box in self._hand_boxes(before) if card == event.card), start)
            tween = Tween(("card", event.card), start, self._pile_card(), hide=("pile",))
            return [Step([tween], caption=caption)]
        if isinstance(event, Drew):
            hx, hy, hw, _ = self.Z("hand")
            end = (self._seat_card(event.seat) if event.seat != self.viewer
                   else (hx + hw / 2, hy + 24, *self.card_size("hand")))
            return [Step([Tween(("back",), self._deck_box(), end, duration=0.25)], caption=caption)]
        return []

    # --- drawing ----------------------------------------------------------------------------

    def _landed(self) -> tuple[int, ...]:
        """The cards on the pile now, less those still flying to it."""
        played = self.view.played
        return played[:len(played) - self.host.anim.hidden()["pile"]]

    def draw(self, surface: pygame.Surface, t: float) -> None:
        T, v = self.T, self.view
        mat = T.rect(self.Z("table"))
        surface.blit(draw.mat(mat.size, T.length(24)), mat)
        for seat in range(self.match.seat_count):
            self._draw_seat(surface, seat)
        deck = T.rect(self._deck_box())
        if v.deck_size:
            draw.blit_shadow(surface, deck, T.length(7))
            surface.blit(number_card(None, deck.w, deck.h), deck)
        else:
            draw.dashed_outline(surface, P.CREAM_DIM, deck, radius=T.length(8))
        below = pygame.Rect(deck.x, deck.bottom + T.length(8), deck.w, T.length(24)).inflate(T.length(40), 0)
        text.line(surface, f"Deck · {v.deck_size}", "sans-bold", T.px(16), P.CREAM, below, "midtop")
        self._draw_pile(surface)
        legal_cards = {o.key[1] for o in self.chooser.offered("card")}
        for card, box in self._hand_boxes():
            r = T.rect(box)
            if card in legal_cards:
                draw.blit_glow(surface, r, T.length(7), draw.pulse_alpha(t))
            draw.blit_shadow(surface, r, T.length(7), 1.6 if card == self.picked_card() else 1.0)
            surface.blit(number_card(card, r.w, r.h), r)
        if not self.host.anim.busy and self.my_turn:
            self.question.draw(surface, self.chooser.offered("dialog"), self.host.mouse, t)

    def _draw_pile(self, surface: pygame.Surface) -> None:
        """The pile: its top card (once landed) and its total."""
        T = self.T
        zone = T.rect(self.Z("pile"))
        draw.inset(surface, zone, T.length(12))
        landed = self._landed()
        card = T.rect(self._pile_card())
        if landed:
            draw.blit_shadow(surface, card, T.length(7))
            surface.blit(number_card(landed[-1], card.w, card.h), card)
        else:
            draw.dashed_outline(surface, P.CREAM_DIM, card, radius=T.length(8))
        words = pygame.Rect(zone.x, card.bottom, zone.w, zone.bottom - card.bottom)
        text.line(surface, f"{sum(landed)} on the pile", "serif-bold", T.px(28), P.CREAM, words, "center",
                  minimum=T.px(16))

    def _draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        """``seat``'s plaque: its badge, name, points and the size of its hand."""
        T, v, st = self.T, self.view, self.seat_style(seat)
        x, y, w, h = self._seat_box(seat)
        r = T.rect((x + 10, y, w - 20, h))
        draw.panel(surface, r, T.length(12))
        badge = icons.badge(st.symbol, T.length(44), st.colour)
        surface.blit(badge, (r.x + T.length(12), r.y + T.length(12)))
        inner = r.inflate(-T.length(28), 0)
        name = pygame.Rect(r.x + T.length(66), r.y + T.length(12), r.right - r.x - T.length(80), T.length(44))
        text.line(surface, self.match.names[seat], "serif-bold", T.px(26), P.INK, name, "midleft",
                  minimum=T.px(16))
        points = pygame.Rect(inner.x, r.y + T.length(68), inner.w, T.length(30))
        text.line(surface, f"{v.points[seat]} points", "sans-bold", T.px(20), P.INK, points, "midleft",
                  minimum=T.px(14))
        n = v.hand_sizes[seat]
        cards = pygame.Rect(inner.x, r.y + T.length(100), inner.w, T.length(26))
        text.line(surface, f"{n} card{'' if n == 1 else 's'} in hand", "sans", T.px(16), P.INK_SOFT, cards,
                  "midleft", minimum=T.px(12))

    def draw_over(self, surface: pygame.Surface, mouse: tuple[int, int]) -> None:
        """The pile's top card under the pointer, shown large (not under the question box)."""
        self.zoom.shown = None
        if self.view is None:
            return
        target = self.host.target_at(mouse)
        if target is not None and is_question_target(target):
            return
        landed = self._landed()
        cards = [(landed[-1], self._pile_card())] if landed else []
        self.zoom.draw(surface, self.T, mouse, cards, self.Z("table"), self.T.length(8))

    def draw_sprite(self, surface, sprite, box, progress) -> None:
        r = self.T.rect(box)
        value = sprite[1] if sprite[0] == "card" else None
        draw.blit_shadow(surface, r, self.T.length(7), 1.5)
        surface.blit(number_card(value, r.w, r.h), r)
