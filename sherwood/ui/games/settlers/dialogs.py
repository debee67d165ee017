"""The table's own dialogs, over the island: the resource picker (the cards of a discard on
a 7, of a Year of Plenty) and the trade composer (an offer to the other players).

Both are counters of the five resources, a − and a + under each, and a button that gives
the command once the counts make one. The picker chooses among the legal commands the
chooser offers at its ``"picker"`` stage (every discard of the right size, every Year of
Plenty the bank can pay): its button picks the one the counts spell. The composer builds an
offer on any terms (SR-B-7.4: the rules judge it, ``Rules.is_legal``); one of the offers the
bots choose among is picked through the chooser's ``"trade"`` stage like any command.

Every target of a dialog has a key ``("dialog", "picker" or "trade", …)``: like the question
box, a dialog is drawn only while nothing moves, so a click that ended an animation never
counts on it (:func:`sherwood.ui.kit.question.is_question_target`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from sherwood.games.settlers import commands as K
from sherwood.ui.games.settlers import words as W
from sherwood.ui.games.settlers.art import pictures
from sherwood.ui.kit.table import Target
from sherwood.ui.render import draw, icons, text
from sherwood.ui.render import palette as P
from sherwood.ui.render.board import Box

if TYPE_CHECKING:
    from sherwood.ui.games.settlers.table import SettlersTable

RESOURCES = ("lumber", "wool", "grain", "brick", "ore")
CELL_W, CELL_GAP = 104, 10
PAD = 24
HEAD_H = 92  # the title and the sentence (more in a small window: head_h)


def head_h(T) -> float:
    """Board units of a dialog's title and sentence: two lines of the sentence at its least
    size, kept readable, take more of the board in a small window."""
    line = text.size("Ag", "serif", T.px(13))[1] + 1  # a line as it is laid out, a pixel to spare
    return max(HEAD_H, 56 + 2 * line / T.scale + 2)
COUNTER_H = 138
BUTTON_H = 52
ROW_LABEL = 26


def counts_of(cards: Sequence[str]) -> tuple[int, ...]:
    return tuple(sum(1 for c in cards if c == r) for r in RESOURCES)


def cards_of(counts: Sequence[int]) -> tuple[str, ...]:
    return tuple(r for i, r in enumerate(RESOURCES) for _ in range(counts[i]))


class Counters:
    """Five resource counts with a − and a + each, kept between ``0`` and ``limits``."""

    def __init__(self, limits: Sequence[int]):
        self.limits = list(limits)
        self.counts = [0] * 5

    def add(self, r: int, d: int) -> None:
        self.counts[r] = max(0, min(self.limits[r], self.counts[r] + d))

    @property
    def total(self) -> int:
        return sum(self.counts)


def _frame(
    table: SettlersTable, surface: pygame.Surface, box: Box, seat: int, title: str, sentence: str
) -> None:
    T = table.T
    r = T.rect(box)
    colour = table.seat_style(seat).colour
    draw.blit_shadow(surface, r, T.length(14), 1.6)
    draw.panel(surface, r, T.length(14))
    pygame.draw.rect(surface, colour, r, width=max(2, T.length(4)), border_radius=T.length(14))
    radius = T.length(14)
    pygame.draw.rect(
        surface,
        colour,
        (r.x, r.y, r.w, T.length(8)),
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    inner = r.inflate(-T.length(2 * PAD), 0)
    head = pygame.Rect(inner.x, r.y + T.length(16), inner.w, T.length(34))
    text.line(surface, title, "serif-bold", T.px(28), P.INK, head, "midleft", minimum=T.px(15))
    words = pygame.Rect(inner.x, r.y + T.length(52), inner.w, T.length(head_h(T) - 56))
    text.paragraph(
        surface, sentence, "serif", T.px(19), P.INK_SOFT, words, max_lines=2, minimum=max(7, T.px(13))
    )


def _button(
    table: SettlersTable,
    surface: pygame.Surface,
    box: Box,
    label: str,
    enabled: bool,
    over: bool,
    primary: bool = False,
) -> None:
    T = table.T
    r = T.rect(box)
    if enabled:
        fill = P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.5 if over else (0.3 if primary else 0.12))
        edge = P.GOLD_DEEP if primary else P.BRASS
        ink = P.INK
    else:
        fill, edge, ink = P.mix(P.PARCHMENT, P.CREAM_DIM, 0.5), P.CREAM_DIM, P.INK_SOFT
    if enabled:
        draw.blit_shadow(surface, r, T.length(8), 0.8)
    pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
    pygame.draw.rect(surface, edge, r, width=max(1, T.length(2)), border_radius=T.length(10))
    text.line(
        surface, label, "sans-bold", T.px(17), ink, r.inflate(-T.length(12), 0), "center", minimum=T.px(11)
    )


def _small(
    table: SettlersTable, surface: pygame.Surface, box: Box, sign: str, enabled: bool, over: bool
) -> None:
    T = table.T
    r = T.rect(box)
    fill = (
        P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.45 if over else 0.15)
        if enabled
        else P.mix(P.PARCHMENT, P.CREAM_DIM, 0.4)
    )
    pygame.draw.circle(surface, fill, r.center, r.w // 2)
    pygame.draw.circle(surface, P.BRASS if enabled else P.CREAM_DIM, r.center, r.w // 2, max(1, T.length(2)))
    ink = P.INK if enabled else P.CREAM_DIM
    w = max(2, T.length(3))
    half = r.w * 0.26
    cx, cy = r.center
    pygame.draw.line(surface, ink, (cx - half, cy), (cx + half, cy), w)
    if sign == "+":
        pygame.draw.line(surface, ink, (cx, cy - half), (cx, cy + half), w)


def cell_boxes(left: float, top: float) -> list[dict[str, Box]]:
    """The parts of each resource's counter (icon, name, minus, count, plus, note)."""
    out = []
    for i in range(5):
        x = left + i * (CELL_W + CELL_GAP)
        out.append(
            {
                "cell": (x, top, CELL_W, COUNTER_H),
                "icon": (x + CELL_W / 2 - 24, top + 4, 48, 48),
                "name": (x, top + 54, CELL_W, 20),
                "minus": (x + 4, top + 80, 30, 30),
                "count": (x + 34, top + 76, CELL_W - 68, 38),
                "plus": (x + CELL_W - 34, top + 80, 30, 30),
                "note": (x, top + 116, CELL_W, 18),
            }
        )
    return out


def _draw_counters(
    table: SettlersTable,
    surface: pygame.Surface,
    cells: list[dict[str, Box]],
    counters: Counters,
    notes: Sequence[str],
    can_add: Callable[[int], bool],
    mouse,
) -> None:
    T = table.T
    for r, cell in enumerate(cells):
        name = RESOURCES[r]
        c = T.rect(cell["cell"])
        draw.inset(surface, c, T.length(10), alpha=24)
        img = pictures.resource_icon(name, T.length(48))
        surface.blit(img, T.rect(cell["icon"]))
        text.line(
            surface,
            name.title(),
            "sans-bold",
            T.px(15),
            P.INK,
            T.rect(cell["name"]),
            "center",
            minimum=T.px(10),
        )
        n = counters.counts[r]
        text.line(
            surface,
            str(n),
            "sans-bold",
            T.px(28),
            P.INK if n else P.INK_SOFT,
            T.rect(cell["count"]),
            "center",
            minimum=T.px(14),
        )
        minus, plus = T.rect(cell["minus"]), T.rect(cell["plus"])
        _small(table, surface, cell["minus"], "-", n > 0, minus.collidepoint(mouse))
        _small(table, surface, cell["plus"], "+", can_add(r), plus.collidepoint(mouse))
        text.line(
            surface, notes[r], "sans", T.px(13), P.INK_SOFT, T.rect(cell["note"]), "center", minimum=T.px(9)
        )


# --- the resource picker: a discard, a Year of Plenty -------------------------------------------------


class Picker:
    """Choose ``need`` cards among five resources, at most ``limits`` of each, for the
    legal commands offered at the chooser's ``"picker"`` stage (keys ``(mode, cards)``)."""

    def __init__(self, table: SettlersTable, mode: str, options: Sequence, limits: Sequence[int]):
        self.table = table
        self.mode = mode  # "discard" or "plenty"
        self.options = {tuple(o.key[1]): o for o in options}
        self.need = max((len(k) for k in self.options), default=0)
        self.counters = Counters(limits)

    def chosen(self) -> tuple[str, ...]:
        return cards_of(self.counters.counts)

    def option(self):
        return self.options.get(self.chosen())

    # --- layout (board units) ---------------------------------------------------------------

    def box(self) -> Box:
        x, y, w, h = self.table.Z("island")
        bw = 5 * CELL_W + 4 * CELL_GAP + 2 * PAD
        bh = head_h(self.table.T) + COUNTER_H + 20 + BUTTON_H + PAD
        return (x + (w - bw) / 2, y + (h - bh) / 2, bw, bh)

    def parts(self) -> tuple[list[dict[str, Box]], Box, Box | None]:
        bx, by, bw, bh = self.box()
        cells = cell_boxes(bx + PAD, by + head_h(self.table.T))
        bottom = by + bh - PAD - BUTTON_H
        if self.mode == "plenty":
            ok = (bx + bw / 2 + 6, bottom, bw / 2 - PAD - 6, BUTTON_H)
            back = (bx + PAD, bottom, bw / 2 - PAD - 6, BUTTON_H)
            return cells, ok, back
        return cells, (bx + (bw - 300) / 2, bottom, 300, BUTTON_H), None

    def words(self) -> tuple[str, str]:
        v = self.table.view
        if self.mode == "discard":
            held = sum(v.hand)
            return (
                f"Discard {W.plural(self.need, 'card')}",
                f"A 7 was rolled and you hold {held} cards: give half of them back to the bank.",
            )
        if self.need == 1:
            return "Year of Plenty", "The bank has one card left that you may take: choose it."
        return "Year of Plenty", "Take any two resource cards from the bank, of one kind or two."

    def notes(self) -> list[str]:
        limits = self.counters.limits
        if self.mode == "discard":
            return [f"of {n}" if n else "none" for n in limits]
        return [f"bank {self.table.view.bank[r]}" for r in range(5)]

    def ok_label(self) -> str:
        left = self.need - self.counters.total
        if left > 0:
            return f"Choose {left} more"
        if self.mode == "discard":
            return f"Discard these {self.need}" if self.need > 1 else "Discard it"
        return "Take them" if self.need > 1 else "Take it"

    def can_add(self, r: int) -> bool:
        return self.counters.total < self.need and self.counters.counts[r] < self.counters.limits[r]

    # --- clicks -------------------------------------------------------------------------------

    def targets(self, pick: Callable[[object], None], back: Callable[[], None]) -> list[Target]:
        cells, ok, cancel = self.parts()
        out = [Target(self.box(), "", glow=False, key=("dialog", "picker", "box"))]
        for r, cell in enumerate(cells):
            name = RESOURCES[r]
            if self.counters.counts[r]:
                out.append(
                    Target(
                        cell["minus"],
                        f"One {name} less",
                        action=lambda r=r: self.counters.add(r, -1),
                        glow=False,
                        key=("dialog", "picker", "minus", r),
                    )
                )
            if self.can_add(r):
                out.append(
                    Target(
                        cell["plus"],
                        f"One {name} more",
                        action=lambda r=r: self.counters.add(r, 1),
                        glow=False,
                        key=("dialog", "picker", "plus", r),
                    )
                )
        option = self.option()
        if option is not None:
            tip = (
                f"Discard {W.names_phrase(option.key[1])}"
                if self.mode == "discard"
                else f"Take {W.names_phrase(option.key[1])} from the bank"
            )
            out.append(
                Target(
                    ok,
                    tip,
                    command=option.command,
                    action=None if option.command is not None else (lambda key=option.key: pick(key)),
                    glow=False,
                    key=("dialog", "picker", "ok"),
                )
            )
        if cancel is not None:
            out.append(
                Target(
                    cancel,
                    "Keep your Year of Plenty for later",
                    action=back,
                    glow=False,
                    key=("dialog", "picker", "back"),
                )
            )
        return out

    def draw(self, surface: pygame.Surface, mouse) -> None:
        table = self.table
        title, sentence = self.words()
        _frame(table, surface, self.box(), table.viewer, title, sentence)
        cells, ok, cancel = self.parts()
        _draw_counters(table, surface, cells, self.counters, self.notes(), self.can_add, mouse)
        T = table.T
        _button(
            table,
            surface,
            ok,
            self.ok_label(),
            self.option() is not None,
            T.rect(ok).collidepoint(mouse),
            True,
        )
        if cancel is not None:
            _button(table, surface, cancel, "Keep the card", True, T.rect(cancel).collidepoint(mouse))


# --- the trade composer: an offer to the other players ------------------------------------------------


class Composer:
    """An offer being written: what the seat gives (at most what it holds), what it wants,
    and to whom (a seat, or None: everyone else)."""

    def __init__(self, table: SettlersTable):
        self.table = table
        v = table.view
        self.give = Counters(v.hand)
        self.want = Counters([19] * 5)
        self.to: int | None = None

    def command(self) -> K.OfferTrade:
        return K.OfferTrade(
            self.table.viewer, cards_of(self.give.counts), cards_of(self.want.counts), self.to
        )

    def problem(self) -> str | None:
        """Why the offer cannot be made yet (a sentence), or None."""
        if not self.give.total:
            return "Choose at least one card to give."
        if not self.want.total:
            return "Choose at least one card you want."
        return None

    # --- layout -----------------------------------------------------------------------------

    def box(self) -> Box:
        x, y, w, h = self.table.Z("island")
        bw = 5 * CELL_W + 4 * CELL_GAP + 2 * PAD
        bh = head_h(self.table.T) + 2 * (ROW_LABEL + COUNTER_H) + 12 + ROW_LABEL + 50 + 20 + BUTTON_H + PAD
        return (x + (w - bw) / 2, y + max(0, (h - bh) / 2), bw, bh)

    def parts(self) -> dict:
        bx, by, bw, bh = self.box()
        top = by + head_h(self.table.T)
        give_label = (bx + PAD, top, bw - 2 * PAD, ROW_LABEL)
        give = cell_boxes(bx + PAD, top + ROW_LABEL)
        top += ROW_LABEL + COUNTER_H + 12
        want_label = (bx + PAD, top, bw - 2 * PAD, ROW_LABEL)
        want = cell_boxes(bx + PAD, top + ROW_LABEL)
        top += ROW_LABEL + COUNTER_H
        to_label = (bx + PAD, top, bw - 2 * PAD, ROW_LABEL)
        whom = [None, *self.others()]
        n = len(whom)
        tw = (bw - 2 * PAD - (n - 1) * 10) / n
        to = [(s, (bx + PAD + i * (tw + 10), top + ROW_LABEL, tw, 44)) for i, s in enumerate(whom)]
        bottom = by + bh - PAD - BUTTON_H
        ok = (bx + bw / 2 + 6, bottom, bw / 2 - PAD - 6, BUTTON_H)
        cancel = (bx + PAD, bottom, bw / 2 - PAD - 6, BUTTON_H)
        return {
            "give_label": give_label,
            "give": give,
            "want_label": want_label,
            "want": want,
            "to_label": to_label,
            "to": to,
            "ok": ok,
            "cancel": cancel,
        }

    def others(self) -> list[int]:
        n = self.table.match.seat_count
        return [s for s in range(n) if s != self.table.viewer]

    def can_give(self, r: int) -> bool:
        return self.give.counts[r] < self.give.limits[r] and not self.want.counts[r]

    def can_want(self, r: int) -> bool:
        return self.want.counts[r] < self.want.limits[r] and not self.give.counts[r]

    # --- clicks -------------------------------------------------------------------------------

    def targets(self, close: Callable[[], None]) -> list[Target]:
        p = self.parts()
        names = self.table.match.names
        out = [Target(self.box(), "", glow=False, key=("dialog", "trade", "box"))]
        for side, counters, can in (("give", self.give, self.can_give), ("want", self.want, self.can_want)):
            for r, cell in enumerate(p[side]):
                name = RESOURCES[r]
                if counters.counts[r]:
                    out.append(
                        Target(
                            cell["minus"],
                            f"{'Give' if side == 'give' else 'Ask for'} one {name} less",
                            action=lambda c=counters, r=r: c.add(r, -1),
                            glow=False,
                            key=("dialog", "trade", side, "minus", r),
                        )
                    )
                if can(r):
                    tip = f"Give one {name} more" if side == "give" else f"Ask for one {name} more"
                    out.append(
                        Target(
                            cell["plus"],
                            tip,
                            action=lambda c=counters, r=r: c.add(r, 1),
                            glow=False,
                            key=("dialog", "trade", side, "plus", r),
                        )
                    )
                elif side == "give" and self.want.counts[r]:
                    out.append(
                        Target(
                            cell["plus"],
                            f"You ask for {name}: you cannot give it too",
                            glow=False,
                            key=("dialog", "trade", side, "no", r),
                        )
                    )
                elif side == "want" and self.give.counts[r]:
                    out.append(
                        Target(
                            cell["plus"],
                            f"You give {name}: you cannot ask for it too",
                            glow=False,
                            key=("dialog", "trade", side, "no", r),
                        )
                    )
        for seat, box in p["to"]:
            tip = "Offer it to every other player" if seat is None else f"Offer it to {names[seat]} only"
            out.append(
                Target(
                    box,
                    tip,
                    action=lambda s=seat: setattr(self, "to", s),
                    glow=False,
                    key=("dialog", "trade", "to", seat),
                )
            )
        problem = self.problem()
        if problem is None:
            command = self.command()
            out.append(
                Target(
                    p["ok"],
                    f"Offer {W.offer_terms(command, self.table.say)}",
                    command=command,
                    glow=False,
                    key=("dialog", "trade", "ok"),
                )
            )
        else:
            out.append(Target(p["ok"], problem, glow=False, key=("dialog", "trade", "ok")))
        out.append(
            Target(p["cancel"], "Make no offer", action=close, glow=False, key=("dialog", "trade", "cancel"))
        )
        return out

    def draw(self, surface: pygame.Surface, mouse) -> None:
        table = self.table
        T = table.T
        names = table.match.names
        _frame(
            table,
            surface,
            self.box(),
            table.viewer,
            "Offer a trade",
            "Each player asked accepts or declines; if several accept, you choose one.",
        )
        p = self.parts()
        text.line(
            surface,
            "You give",
            "serif-bold",
            T.px(20),
            P.INK,
            T.rect(p["give_label"]),
            "midleft",
            minimum=T.px(12),
        )
        _draw_counters(
            table,
            surface,
            p["give"],
            self.give,
            [f"of {n}" if n else "none" for n in self.give.limits],
            self.can_give,
            mouse,
        )
        text.line(
            surface,
            "You want",
            "serif-bold",
            T.px(20),
            P.INK,
            T.rect(p["want_label"]),
            "midleft",
            minimum=T.px(12),
        )
        _draw_counters(table, surface, p["want"], self.want, [""] * 5, self.can_want, mouse)
        text.line(
            surface, "To", "serif-bold", T.px(20), P.INK, T.rect(p["to_label"]), "midleft", minimum=T.px(12)
        )
        for seat, box in p["to"]:
            r = T.rect(box)
            chosen = seat == self.to
            over = r.collidepoint(mouse)
            fill = P.mix(P.PARCHMENT_LIGHT, P.GOLD, 0.55 if chosen else (0.3 if over else 0.08))
            pygame.draw.rect(surface, fill, r, border_radius=T.length(10))
            edge = P.GOLD_DEEP if chosen else P.BRASS
            pygame.draw.rect(
                surface, edge, r, width=max(1, T.length(3 if chosen else 2)), border_radius=T.length(10)
            )
            label = "Everyone" if seat is None else names[seat]
            inner = r.inflate(-T.length(10), 0)
            if seat is not None:
                st = table.seat_style(seat)
                badge = icons.badge(st.symbol, T.length(30), st.colour)
                surface.blit(badge, (inner.x, r.centery - badge.get_height() // 2))
                inner = pygame.Rect(
                    inner.x + badge.get_width() + T.length(6),
                    r.y,
                    inner.w - badge.get_width() - T.length(6),
                    r.h,
                )
            text.line(surface, label, "sans-bold", T.px(16), P.INK, inner, "center", minimum=T.px(10))
        ok = p["ok"]
        _button(
            table, surface, ok, "Make the offer", self.problem() is None, T.rect(ok).collidepoint(mouse), True
        )
        _button(table, surface, p["cancel"], "Cancel", True, T.rect(p["cancel"]).collidepoint(mouse))
