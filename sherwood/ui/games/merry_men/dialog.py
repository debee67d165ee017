"""The question box: a prompt's choices that are not a spot on the board or a card in the hand
(which resource to pay, how many dice, rob again or stop, which hero), drawn over the board
in the asked seat's colour.

It sits in the middle of the board when it is the only thing to answer, and at the foot of
the board when the board also has glowing spots (so both can be seen). "Look at the board"
folds it to a tab, and the tab brings it back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from sherwood.games.merry_men.facts import SKILL_HIT, WEAPON_HIT, WEAPONS
from sherwood.games.merry_men.prompts import BailPrompt
from sherwood.ui.games.base import Target
from sherwood.ui.games.merry_men import art, panels, pieces
from sherwood.ui.games.merry_men.choices import ROMAN, Option
from sherwood.ui.render import draw, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.merry_men.table import MerryMenTable

BUTTON = (210, 58)
TILE = {"hero": (176, 252), "card": (112, 162)}
PAD = 22
TITLE_H = 104
FOLD = ("dialog", "fold")
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


def _tile(option: Option) -> tuple[float, float]:
    return TILE.get(option.key[0], BUTTON)


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
        zone = pieces.hero_location(v, prompt.seat)
    spots = [pieces.spot_box(table, o.key) for o in table.options() if o.where == "board"]
    boxes = [b for b in spots if b is not None]
    if zone in table.layout.zones:
        boxes.append(table.board.zone_box(zone))
    if any(o.where == "card" for o in table.options()):
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


def _sentence(table: MerryMenTable, width: float) -> tuple[int, list[str]]:
    """The question's sentence in a box ``width`` board units wide: (size in px, lines). Two
    lines fit under the title; a longer sentence gets smaller words, then more lines (the
    box grows for them, see :func:`_title_h`)."""
    T = table.T
    sentence = table.question()[1]
    room = T.length(width - 2 * PAD)
    size = T.px(19)
    lines = text.wrap(sentence, "serif", size, room)
    while len(lines) > 2 and size > max(7, T.px(15)):
        size -= 1
        lines = text.wrap(sentence, "serif", size, room)
    return size, lines


def _title_h(table: MerryMenTable, width: float) -> float:
    """The height of the title and the sentence (board units)."""
    size, lines = _sentence(table, width)
    return TITLE_H + max(0, len(lines) - 2) * round(size * 1.15) / table.T.scale


def layout(table: MerryMenTable, options: list[Option]) -> tuple[Box, list[tuple[Option, Box]], Box]:
    """The dialog box, each option's box, and the fold button's box (board units)."""
    bx, by, bw, bh = table.board.panel("board")
    sizes = [_tile(o) for o in options]
    gap = 14
    max_w = bw - 120
    rows: list[list[int]] = [[]]
    width = 0.0
    for i, (w, _) in enumerate(sizes):
        if rows[-1] and width + gap + w > max_w - 2 * PAD:
            rows.append([])
            width = 0.0
        width += (gap if rows[-1] else 0) + w
        rows[-1].append(i)
    row_w = [sum(sizes[i][0] for i in r) + gap * (len(r) - 1) for r in rows]
    row_h = [max(sizes[i][1] for i in r) for r in rows]
    dice_h = 64 if _row_images(table, 48) else 0
    w = max(560, max(row_w) + 2 * PAD)
    title_h = _title_h(table, w)
    h = title_h + dice_h + sum(row_h) + gap * (len(rows) - 1) + PAD
    x = bx + (bw - w) / 2
    focus = _focus(table)
    if focus is None:
        y = by + (bh - h) / 2
    elif focus > by + bh / 2:  # what the question is about is low on the board: ask up top
        y = by + 12
    else:
        y = by + bh - h - 12
    boxes: list[tuple[Option, Box]] = []
    top = y + title_h + dice_h
    for r, rw, rh in zip(rows, row_w, row_h, strict=True):
        left = x + (w - rw) / 2
        for i in r:
            ow, oh = sizes[i]
            boxes.append((options[i], (left, top + (rh - oh) / 2, ow, oh)))
            left += ow + gap
        top += rh + gap
    fold = (x + w - 150, y + 10, 138, 32)
    return (x, y, w, h), boxes, fold


def tab_box(table: MerryMenTable) -> Box:
    bx, by, bw, bh = table.board.panel("board")
    return (bx + bw / 2 - 130, by + bh - 46, 260, 40)


def targets(table: MerryMenTable, options: list[Option]) -> list[Target]:
    if not options:
        return []
    if table.dialog_hidden:
        return [
            Target(tab_box(table), "Show the question again", action=_unfold(table), glow=False, key=FOLD)
        ]
    _, boxes, fold = layout(table, options)
    out = [
        Target(fold, "Fold the question away to look at the board", action=_fold(table), glow=False, key=FOLD)
    ]
    for option, box in boxes:
        out.append(table.option_target(option, box, key=("dialog", option.key), glow=False))
    return out


def _fold(table: MerryMenTable):
    def run() -> None:
        table.dialog_hidden = True

    return run


def _unfold(table: MerryMenTable):
    def run() -> None:
        table.dialog_hidden = False

    return run


def draw_dialog(table: MerryMenTable, surface: pygame.Surface, t: float) -> None:
    options = [o for o in table.options() if o.where == "dialog"]
    if not options:
        return
    T = table.T
    seat = table.view.board["prompt"].seat
    st = table.seat_style(seat)
    if table.dialog_hidden:
        r = T.rect(tab_box(table))
        draw.panel(surface, r, T.length(10))
        pygame.draw.rect(surface, st.colour, r, width=max(2, T.length(3)), border_radius=T.length(10))
        text.blit(surface, "Show the question", "sans-bold", T.px(17), P.INK, r.center, anchor="center")
        return
    box, boxes, fold = layout(table, options)
    r = T.rect(box)
    draw.blit_shadow(surface, r, T.length(14), 1.6)
    draw.panel(surface, r, T.length(14))
    pygame.draw.rect(surface, st.colour, r, width=max(2, T.length(4)), border_radius=T.length(14))
    panels.seat_edge(surface, r, st.colour, T.length(14), T.length(8), side="top")
    title = table.question()[0]
    tx = r.x + T.length(PAD)
    tw = r.w - T.length(2 * PAD + 150)
    px = text.fit(title, "serif-bold", T.px(28), tw, minimum=T.px(15))
    text.blit(surface, title, "serif-bold", px, P.INK, (tx, r.y + T.length(16)))
    size, lines = _sentence(table, box[2])
    title_h = _title_h(table, box[2])
    for i, line in enumerate(lines):
        text.blit(surface, line, "serif", size, P.INK_SOFT, (tx, r.y + T.length(52) + i * round(size * 1.15)))
    fr = T.rect(fold)
    pygame.draw.rect(surface, P.PARCHMENT_EDGE, fr, width=1, border_radius=T.length(8))
    room = fr.w - T.length(8)
    fold_px = text.fit("Look at the board", "sans", T.px(14), room, minimum=max(7, T.px(11)))
    wordings = ("Look at the board", "See the board", "Fold")
    words = next((w for w in wordings if text.size(w, "sans", fold_px)[0] <= room), "")
    text.blit(surface, words, "sans", fold_px, P.INK_SOFT, fr.center, anchor="center")
    images = _row_images(table, T.length(48))
    left = r.centerx - (len(images) * (T.length(48) + T.length(8))) // 2
    for i, img in enumerate(images):
        surface.blit(img, (left + i * (T.length(48) + T.length(8)), r.y + T.length(title_h)))
    hover = table.host.mouse
    for option, obox in boxes:
        _draw_option(table, surface, option, T.rect(obox), hover, t)


def _draw_option(table, surface, option: Option, r: pygame.Rect, hover, t: float) -> None:
    T = table.T
    kind = option.key[0]
    over = r.collidepoint(hover)
    if kind == "hero":
        if over:
            draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
        surface.blit(art.hero_card(option.key[1], r.w, r.h), r)
        return
    if kind == "card":
        if over:
            draw.blit_glow(surface, r, T.length(8), draw.pulse_alpha(t))
        surface.blit(panels.card_face(option.key[1], r.w, r.h), r)
        return
    fill = P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.35 if over else 0.12)
    if kind == "figures":  # prisoners to free: each as its figure and its level
        draw.blit_shadow(surface, r, T.length(8), 1.0)
        pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
        pygame.draw.rect(surface, P.BRASS, r, width=max(1, T.length(2)), border_radius=T.length(10))
        figures = option.key[1]
        step = r.w // max(1, len(figures))
        for i, (owner, level) in enumerate(figures):
            cell = pygame.Rect(r.x + i * step, r.y, step, r.h)
            img = pieces.figure_image(table, owner, r.h - T.length(16))
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
        return
    draw.blit_shadow(surface, r, T.length(8), 1.0)
    pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
    pygame.draw.rect(surface, P.BRASS, r, width=max(1, T.length(2)), border_radius=T.length(10))
    icon = None
    ipx = r.h - T.length(18)
    if kind == "resource":
        icon = art.resource(option.key[1], ipx)
    elif kind in ("weapon", "buy", "give", "take") and option.key[1] in WEAPONS:
        icon = art.die(option.key[1], None, ipx)
    elif kind == "count" and table.view.board["prompt"].kind == "commit":
        weapon = ((table.view.board.get("ctx") or {}).get("move") or {}).get("weapon")
        if weapon in WEAPONS:
            n = option.key[1]
            d = min(ipx, (r.w // 2) // max(1, n))
            strip = pygame.Surface((n * d, d), pygame.SRCALPHA)
            for i in range(n):
                strip.blit(art.die(weapon, None, d), (i * d, 0))
            icon = strip
    elif kind == "die":
        faces, dkind = _faces(table)
        if option.key[1] < len(faces):
            icon = art.die(dkind, faces[option.key[1]], ipx)
    x = r.x + T.length(10)
    if icon is not None:
        surface.blit(icon, (x, r.centery - icon.get_height() // 2))
        x += icon.get_width() + T.length(8)
    width = r.right - T.length(8) - x
    size = T.px(17)
    lines = text.wrap(option.label, "sans-bold", size, width)
    if len(lines) > 2:
        size = T.px(14)
        lines = text.wrap(option.label, "sans-bold", size, width)[:3]
    line_h = round(size * 1.15)
    y = r.centery - len(lines) * line_h // 2
    for line in lines:
        text.blit(surface, line, "sans-bold", size, P.INK, (x, y))
        y += line_h
