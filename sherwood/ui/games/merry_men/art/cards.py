"""The Merry Men card faces: Merry Men cards, villain and Golden Arrow cards, King Richard's
quests, Friar Tuck, the Sheriff's spies, the solo edicts and the heroes.

Each face is drawn from the content alone (names, gains, values), cached per size, and
reads at any size: what is too small to read is left out (a zoom shows the card large).
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men.art.backs import emblem_for
from sherwood.ui.games.merry_men.art.card_parts import (
    action_badge,
    corner_seal,
    face,
    gain_items,
    icons_row,
    location_strip,
    paragraph,
    place_name,
    villain_row,
)
from sherwood.ui.games.merry_men.art.colours import (
    EDICT_GREY,
    ROYAL,
    SPY_BLACK,
    TUCK_BROWN,
    VILLAIN_RED,
    hero_look,
)
from sherwood.ui.games.merry_men.art.dice import die
from sherwood.ui.games.merry_men.art.figures import agent, guard, hero, tuck, villain
from sherwood.ui.games.merry_men.art.resources import resource
from sherwood.ui.games.merry_men.art.tokens import road_token
from sherwood.ui.kit.card_frame import footer, frame, seal, title_band
from sherwood.ui.render import palette as P
from sherwood.ui.render import text


@lru_cache(maxsize=400)
def mm_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Merry Men card face: name, active location, the effect as icons (or the action), the
    character at the bottom and the passive VP in a wax seal."""
    c = load_content()
    card = c.merry_men_cards[card_id]
    colour = P.FOREST
    s, band = face(w, h, card.name, colour)
    w, h = s.get_size()
    loc_h = max(8, round(h * 0.085))
    location_strip(s, card.location, band.bottom + round(h * 0.02), loc_h)
    top = band.bottom + round(h * 0.02) + loc_h + round(h * 0.02)
    seal_d = max(14, round(w * 0.26))
    foot_h = round(h * 0.1)
    bottom = h - foot_h - round(h * 0.02)
    inner = pygame.Rect(round(w * 0.08), top, w - round(w * 0.16), bottom - top)
    items = gain_items(card.gain)
    show_text = w >= 130
    rows: list[str] = []
    if items:
        rows.append("gain")
    if card.action:
        rows.append("action")
    if card.after_gain:
        rows.append("after")
    text_h = round(inner.h * 0.34) if show_text else 0
    avail = inner.h - text_h
    if show_text:
        row_h = min(round(inner.h * 0.42), round(w * 0.26), avail // max(1, len(rows)))
    else:
        row_h = min(
            round(w * 0.42) if items and len(items) >= 3 else round(w * 0.32), avail // max(1, len(rows))
        )
    y = inner.y + (avail - row_h * len(rows)) // 2
    for row in rows:
        r = pygame.Rect(inner.x, y, inner.w, row_h)
        if row == "gain":
            icons_row(s, items, r, plus=True)
        elif row == "action":
            action_badge(s, card, r.inflate(0, -round(row_h * 0.25)))
        else:
            lab = "then"
            tpx = text.readable(round(row_h * 0.4))
            tw = text.size(lab, "serif-italic", tpx)[0]
            text.blit(s, lab, "serif-italic", tpx, P.INK_SOFT, (r.x + r.w * 0.22, r.centery), anchor="center")
            icons_row(
                s,
                gain_items(card.after_gain),
                pygame.Rect(r.x + r.w * 0.22 + tw, r.y, r.w * 0.78 - tw, r.h),
                plus=True,
            )
        y += row_h
    if show_text:
        paragraph(
            s, card.text, pygame.Rect(inner.x, inner.bottom - text_h, inner.w, text_h), "serif", P.INK_SOFT
        )
    name = c.characters[card.character].name if card.character in c.characters else card.character
    footer(s, name, right_gap=round(seal_d * 0.7))
    corner_seal(s, seal_d, str(card.passive_vp))
    return s


def _villain_card_of(card_id: str):
    """The villain card ``card_id`` and whether it is a Golden Arrow card."""
    c = load_content()
    if card_id in c.villain_cards:
        return c.villain_cards[card_id], False
    return c.golden_arrow_cards[card_id], True


@lru_cache(maxsize=128)
def villain_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A villain card (or a Golden Arrow card): its guards, its villain and where it goes, and
    the roads it activates, top to bottom in the order they resolve."""
    card, golden = _villain_card_of(card_id)
    colour = (0x8E, 0x6A, 0x1E) if golden else VILLAIN_RED
    s, band = face(w, h, card.title, colour)
    w, h = s.get_size()
    rows: list[tuple[str, str]] = [("guard", place_name(place)) for place in card.guards]
    if card.villain:
        who, where = card.villain
        rows.append((f"villain:{who}", place_name(where)))
    rows += [("road", place_name(road)) for road in card.roads]
    if card.pot_pennies:
        rows.append(("pennies", f"+{card.pot_pennies} to the pot"))
    top = band.bottom + round(h * 0.04)
    bottom = h - round(h * 0.06)
    inner = pygame.Rect(round(w * 0.09), top, w - round(w * 0.18), bottom - top)
    text_h = round(inner.h * 0.26) if (w >= 130 and card.text) else 0
    avail = inner.h - text_h
    rh = min(round(h * 0.17), avail // max(1, len(rows)))
    y = inner.y + (avail - rh * len(rows)) // 2
    for kind, label in rows:
        r = pygame.Rect(inner.x, y, inner.w, rh)
        if kind == "guard":
            img = guard(rh)
        elif kind.startswith("villain:"):
            img = villain(kind.split(":", 1)[1], round(rh * 1.1))
        elif kind == "road":
            img = road_token(rh)
        else:
            img = resource("pennies", rh)
        villain_row(s, r, img, label, P.shade(colour, 0.7) if kind.startswith("villain") else P.INK)
        y += rh
    if text_h:
        paragraph(
            s, card.text, pygame.Rect(inner.x, inner.bottom - text_h, inner.w, text_h), "serif", P.INK_SOFT
        )
    return s


@lru_cache(maxsize=64)
def quest_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A King Richard quest: the weapon dice and resources it needs, and its VP."""
    q = load_content().quests[card_id]
    s, band = face(w, h, q.name, ROYAL)
    w, h = s.get_size()
    inner = pygame.Rect(round(w * 0.08), band.bottom + round(h * 0.03), w - round(w * 0.16), 0)
    seal_d = max(16, round(w * 0.3))
    inner.h = h - seal_d - round(h * 0.07) - inner.y
    dice = [wp for wp, k in q.dice.items() for _ in range(int(k))]
    cost = gain_items(q.cost)
    # dice in one row (two rows of two for four dice), the cost under them
    per_row = 2 if len(dice) == 4 else max(1, len(dice))
    rows_n = math.ceil(len(dice) / per_row)
    dice_h = round(inner.h * (0.62 if cost else 0.9))
    dsz = min(round(inner.w / (per_row * 1.04)), round(dice_h / rows_n), round(w * 0.4))
    y0 = inner.y + (dice_h - dsz * rows_n) // 2
    for i, wp in enumerate(dice):
        row, col = divmod(i, per_row)
        in_row = min(per_row, len(dice) - row * per_row)
        x = inner.centerx - in_row * dsz * 1.04 / 2 + col * dsz * 1.04
        s.blit(die(wp, None, dsz), (round(x), y0 + row * dsz))
    if cost:
        r = pygame.Rect(inner.x, inner.y + dice_h, inner.w, inner.h - dice_h)
        icons_row(s, cost, r, plus=True)
    wax = seal(seal_d, str(q.vp), ROYAL)
    s.blit(wax, wax.get_rect(bottomright=(w - round(w * 0.04), h - round(w * 0.04))))
    if w >= 120:
        footer(s, "King Richard's Quest", right_gap=round(seal_d * 0.8))
    return s


@lru_cache(maxsize=64)
def tuck_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Friar Tuck card: its active gain as icons, its passive VP in a seal."""
    card = load_content().friar_tuck_cards[card_id]
    s, band = face(w, h, card.name, TUCK_BROWN)
    w, h = s.get_size()
    big = w >= 130
    fig_h = round(h * (0.24 if big else 0.26))
    fig = tuck(fig_h)
    s.blit(fig, fig.get_rect(midtop=(w // 2, band.bottom + round(h * 0.015))))
    r = pygame.Rect(
        round(w * 0.08),
        band.bottom + fig_h + round(h * 0.025),
        w - round(w * 0.16),
        round(h * (0.15 if big else 0.3)),
    )
    icons_row(s, gain_items(card.gain), r, plus=True)
    seal_d = max(14, round(w * 0.26))
    if big:
        paragraph(
            s,
            card.text.replace(" Passive:", "\nPassive:"),
            pygame.Rect(r.x, r.bottom + round(h * 0.01), r.w, h - r.bottom - seal_d - round(h * 0.03)),
            "serif",
            P.INK_SOFT,
            px=max(8, round(h * 0.058)),
        )
    footer(s, "Friar Tuck", right_gap=round(seal_d * 0.7))
    corner_seal(s, seal_d, str(card.passive_vp))
    return s


@lru_cache(maxsize=64)
def spy_card(card_id: str, w: int, h: int) -> pygame.Surface:
    """A Sheriff's spy: the place a Merry Man goes, the guards removed, the VP it costs."""
    card = load_content().spy_cards[card_id]
    s, band = face(w, h, card.name, SPY_BLACK)
    w, h = s.get_size()
    loc_h = max(8, round(h * 0.085))
    location_strip(s, card.location, band.bottom + round(h * 0.02), loc_h)
    y = band.bottom + loc_h + round(h * 0.05)
    em = emblem_for("spy", round(w * 0.4))
    s.blit(em, em.get_rect(midtop=(w // 2, y)))
    y += em.get_height() + round(h * 0.01)
    r = pygame.Rect(round(w * 0.1), y, w - round(w * 0.2), min(round(h * 0.13), round(w * 0.22)))
    g = guard(r.h)
    label = f"−{card.guards_removed}"
    px = max(7, round(r.h * 0.6))
    tw = text.size(label, "sans-bold", px)[0]
    x = r.centerx - (tw + g.get_width()) // 2
    text.blit(s, label, "sans-bold", px, P.WAX, (x, r.centery), anchor="midleft")
    s.blit(g, (x + tw, r.y))
    seal_d = max(14, round(w * 0.26))
    if w >= 130:
        paragraph(
            s,
            card.text,
            pygame.Rect(r.x, r.bottom + round(h * 0.02), r.w, h - r.bottom - seal_d - round(h * 0.06)),
            "serif",
            P.INK_SOFT,
        )
    footer(s, "at the end", right_gap=round(seal_d * 0.7))
    corner_seal(s, seal_d, str(card.passive_vp).replace("-", "−"), SPY_BLACK)
    return s


@lru_cache(maxsize=32)
def edict_card(edict_id: str, w: int, h: int) -> pygame.Surface:
    """A solo edict: the two places the agents go, then its effect."""
    w, h = max(20, int(w)), max(28, int(h))
    e = load_content().edict_cards[edict_id]
    s = frame(w, h, edge=(0x5E, 0x56, 0x48), paper_edge=1.4, wash=(*EDICT_GREY, 90))
    band = title_band(s, e.name, (0x5A, 0x52, 0x46))
    rh = min(round(h * 0.12), round(w * 0.2))
    y = band.bottom + round(h * 0.03)
    for place in e.agents:
        villain_row(s, pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), rh), agent(rh), place_name(place))
        y += rh
    y += round(h * 0.02)
    pygame.draw.line(s, P.INK_SOFT, (w * 0.2, y), (w * 0.8, y), max(1, w // 120))
    y += round(h * 0.02)
    r = pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), rh)
    if e.effect == "guard":
        villain_row(s, r, guard(rh), f"+{e.count} at {place_name(e.location or '')}")
    elif e.effect == "remove_pennies":
        villain_row(s, r, resource("pennies", rh), f"−{e.count} from a road")
    elif e.effect == "activate_road":
        villain_row(s, r, road_token(rh), "A road moves")
    else:
        villain_row(s, r, villain(e.villain or "john", round(rh * 1.1)), "On a road")
    y += rh + round(h * 0.02)
    seal_d = max(14, round(w * 0.24))
    paragraph(
        s,
        e.text,
        pygame.Rect(round(w * 0.09), y, w - round(w * 0.18), h - y - seal_d - round(h * 0.045)),
        "serif",
        P.INK_SOFT,
    )
    wax = seal(seal_d, "E")
    s.blit(wax, wax.get_rect(midbottom=(w // 2, h - round(h * 0.025))))
    return s


@lru_cache(maxsize=32)
def hero_card(hero_id: str, w: int, h: int) -> pygame.Surface:
    """A hero card: the name, a portrait-like emblem and the ability."""
    hro = load_content().heroes[hero_id]
    look = hero_look(hero_id)[0]
    s, band = face(w, h, hro.name, look)
    w, h = s.get_size()
    d = round(min(w * 0.62, h * 0.4))
    medal = pygame.Rect(0, 0, d, d)
    medal.midtop = (w // 2, band.bottom + round(h * 0.03))
    pygame.draw.ellipse(s, P.shade(look, 0.5), medal.inflate(max(2, w // 30), max(2, w // 30)))
    pygame.draw.ellipse(s, P.mix(look, P.PARCHMENT, 0.75), medal)
    fig = hero(hero_id, P.mix(look, P.PARCHMENT, 0.35), round(d * 1.08))
    s.blit(fig, fig.get_rect(midbottom=(medal.centerx + d * 0.03, medal.bottom + d * 0.1)))
    r = pygame.Rect(
        round(w * 0.09),
        medal.bottom + round(h * 0.03),
        w - round(w * 0.18),
        h - medal.bottom - round(h * 0.1),
    )
    paragraph(s, hro.ability, r, "serif", P.INK, minimum=6)
    return s
