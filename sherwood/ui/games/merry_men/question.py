"""Merry Men's question box: a prompt's choices that are not a spot on the board or a card in
the hand (which resource to pay, how many dice, rob again or stop, which hero), on the table
kit's :class:`~sherwood.ui.kit.question.QuestionBox` over the board, in the asked seat's
colour.

What Merry Men adds to the kit's box: it sits in the half of the board away from what the
prompt is about (the place, the glowing spots, the hand strip); under the question, the dice
of the roll being decided on (hits framed) or the loot drawn so far; and its own tiles — a
hero card to choose, a card, the prisoners to free as figures and levels — and icons on the
plain ones (a resource, a weapon die, the dice to roll).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.games.merry_men.facts import SKILL_HIT, WEAPON_HIT, WEAPONS
from sherwood.games.merry_men.prompts import BailPrompt
from sherwood.ui.games.merry_men import art, drawing, geometry
from sherwood.ui.games.merry_men.words_prompts import ROMAN
from sherwood.ui.kit.chooser import Option
from sherwood.ui.kit.question import BUTTON, QuestionBox
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

TILE = {"hero": (176, 252), "card": (112, 162)}

ROLL_PROMPTS = frozenset({"reroll_all", "reroll_one", "robin", "prisoners"})  # they show the dice rolled
FOCUS = {  # the place a prompt is about, where it is not the hero's own place
    "smith": "weaponsmith",
    "village": "village",
    "sheriff_item": "sheriff_hideout",
    "weapon": "armory",
    "take_die": "armory",
    "rob_start": "market_square",
    "rob_continue": "market_square",
    "fine": "market_square",
    "ransom": "fortress",
    "retrieve": "prison",
    "messenger": "crusade",
    "build": "construction_yard",
    "depot": "depot",
    "tokens": "prison",
    "prisoners": "prison",
}
HERO_PROMPTS = frozenset(
    {"commit", "reroll_all", "reroll_one", "robin", "rob_again", "fight_again", "penalty"}
)


class MerryMenQuestion(QuestionBox):
    """The question box of the Merry Men table (see the module docstring)."""

    table: MerryMenTable

    def area(self) -> Box:
        return self.table.board.panel("board")

    def words(self) -> tuple[str, str]:
        return self.table.question_words()

    def seat(self) -> int:
        return self.table.view.board["prompt"].seat

    def focus(self, options: Sequence[Option]) -> float | None:
        return _focus(self.table)

    def tile(self, option: Option) -> tuple[float, float]:
        return TILE.get(option.key[0], BUTTON)

    def images(self, px: int) -> list[pygame.Surface]:
        return _row_images(self.table, px)

    def icon(self, option: Option, px: int, rect: pygame.Rect) -> pygame.Surface | None:
        """A resource, a weapon die, the dice to commit, or the die to reroll."""
        table = self.table
        kind = option.key[0]
        if kind == "resource":
            return art.resource(option.key[1], px)
        if kind in ("weapon", "buy", "give", "take") and option.key[1] in WEAPONS:
            return art.die(option.key[1], None, px)
        if kind == "count" and table.view.board["prompt"].kind == "commit":
            weapon = ((table.view.board.get("ctx") or {}).get("move") or {}).get("weapon")
            if weapon in WEAPONS:
                n = option.key[1]
                d = min(px, (rect.w // 2) // max(1, n))
                strip = pygame.Surface((n * d, d), pygame.SRCALPHA)
                for i in range(n):
                    strip.blit(art.die(weapon, None, d), (i * d, 0))
                return strip
        if kind == "die":
            faces, dkind = _faces(table)
            if option.key[1] < len(faces):
                return art.die(dkind, faces[option.key[1]], px)
        return None

    def draw_option(
        self, surface: pygame.Surface, option: Option, r: pygame.Rect, over: bool, t: float
    ) -> bool:
        """A hero card or a card as itself (glowing under the pointer); prisoners to free as
        their figures and prison levels."""
        table = self.table
        T = table.T
        kind = option.key[0]
        if kind in ("hero", "card"):
            if over:
                draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
            face = art.hero_card if kind == "hero" else art.card_face
            surface.blit(face(option.key[1], r.w, r.h), r)
            return True
        if kind == "figures":
            self.button_frame(surface, r, over)
            figures = option.key[1]
            step = r.w // max(1, len(figures))
            for i, (owner, level) in enumerate(figures):
                cell = pygame.Rect(r.x + i * step, r.y, step, r.h)
                img = drawing.figure_image(table, owner, r.h - T.length(16))
                surface.blit(img, img.get_rect(midright=(cell.centerx + T.length(4), cell.centery)))
                text.blit(
                    surface,
                    ROMAN[level],
                    "serif-bold",
                    T.px(22),
                    P.INK,
                    (cell.centerx + T.length(8), cell.centery),
                    anchor="midleft",
                )
            return True
        return False


def _faces(table: MerryMenTable) -> tuple[list[int], str]:
    """The dice of the roll the prompt is about: faces and the die kind ('' if none)."""
    if table.view.board["prompt"].kind not in ROLL_PROMPTS:
        return [], ""
    move = (table.view.board.get("ctx") or {}).get("move") or {}
    faces = list(move.get("faces") or [])
    if not faces:
        return [], ""
    kind = move.get("weapon") if move.get("action") in ("road", "fight") else "skill"
    return faces, kind if kind in WEAPONS else "skill"


def _focus(table: MerryMenTable) -> float | None:
    """The height on the board of what the question is about (the hero's place, the stall,
    the glowing spots), so the box can sit in the other half; None: nothing in particular."""
    v = table.view
    prompt = v.board["prompt"]
    zone = FOCUS.get(prompt.kind) or (prompt.location if isinstance(prompt, BailPrompt) else None)
    if zone is None and prompt.kind in HERO_PROMPTS:
        zone = geometry.hero_location(v, prompt.seat)
    spots = [geometry.spot_box(table, o.key) for o in table.offered("board")]
    boxes = [b for b in spots if b is not None]
    if zone in table.layout.zones:
        boxes.append(table.board.zone_box(zone))
    if table.offered("card"):
        boxes.append(table.board.panel("tableau"))
    if not boxes:
        return None
    return sum(y + h / 2 for _, y, _, h in boxes) / len(boxes)


def _row_images(table: MerryMenTable, px: int) -> list[pygame.Surface]:
    """What the question is about, shown under it: the dice of the roll being decided on
    (successes framed), or the loot drawn so far while robbing the rich."""
    faces, kind = _faces(table)
    if faces:
        need = SKILL_HIT if kind == "skill" else WEAPON_HIT
        # hits framed in gold; misses plain, not dimmed, so their pips stay readable
        return [art.die(kind, face, px, success=True if face >= need else None) for face in faces]
    if table.view.board["prompt"].kind in ("rob_continue", "rob_start", "fine"):
        return [art.loot_tile(tile, px) for tile in table.view.board.get("loot_pending") or ()]
    return []
