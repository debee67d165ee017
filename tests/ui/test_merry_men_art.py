"""The Merry Men art: every piece, die, tile and card of the content draws at the asked size,
is not blank, and dice differ by face and by success."""

import pygame
import pytest

from sherwood.games.merry_men.content import load_content
from sherwood.ui.games.merry_men import art
from sherwood.ui.render import palette as P

C = load_content()
GREEN, RED = P.SEAT_STYLES[0], P.SEAT_STYLES[1]


def colours(surf: pygame.Surface, stride: int = 7) -> int:
    """How many distinct colours the visible pixels of ``surf`` show (every ``stride``-th pixel)."""
    data = pygame.image.tobytes(surf, "RGBA")
    n = len(data) // 4
    stride = 1 if n < 4000 else stride
    return len({data[i : i + 3] for i in range(0, len(data), 4 * stride) if data[i + 3] > 40})


def check(surf: pygame.Surface, size: tuple[int, int], minimum: int = 12) -> None:
    assert isinstance(surf, pygame.Surface)
    assert surf.get_size() == size
    assert surf.get_flags() & pygame.SRCALPHA
    assert colours(surf) >= minimum, f"only {colours(surf)} colours"


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


@pytest.mark.parametrize("px", [16, 48, 120])
def test_pieces_have_the_asked_size_and_are_not_blank(px):
    small = 6 if px == 16 else 12
    for style in P.SEAT_STYLES:
        check(art.meeple(style.colour, px, symbol=style.symbol), (px, px), small)
    check(art.meeple(GREEN.colour, px, symbol="leaf", lifted=True), (px, px), small)
    check(art.meeple(GREEN.colour, px), (px, px), small)
    check(art.guard(px), (px, px), small)
    for v in C.villains:
        check(art.villain(v, px), (px, px), small)
    for h in C.heroes:
        check(art.hero(h, RED.colour, px), (px, px), small)
    check(art.tuck(px), (px, px), small)
    check(art.agent(px), (px, px), small)
    for w in C.weapons:
        check(art.carriage(w, px), (round(px * 1.4), px), small)
        check(art.carriage(w, px, flat=True), (round(px * 1.4), px), small)
        check(art.weapon_icon(w, px, P.INK), (px, px), 2)
    check(art.barricade(GREEN.colour, px), (px, px), small)
    check(art.trap(RED.colour, px), (px, px), small)
    check(art.trap(RED.colour, px, sprung=True), (px, px), small)
    check(art.penny(px), (px, px), small)
    for n in (0, 1, 4, 10, 25):
        check(art.penny_stack(n, px), (px, px), 4 if n == 0 else small)
    for kind in (*art.RESOURCES, "loot", "weapon_bow"):
        check(art.resource(kind, px), (px, px), small)


def test_pieces_differ():
    assert pixels(art.meeple(GREEN.colour, 48)) != pixels(art.meeple(RED.colour, 48))
    assert pixels(art.meeple(GREEN.colour, 48, lifted=True)) != pixels(art.meeple(GREEN.colour, 48))
    looks = {pixels(art.villain(v, 48)) for v in C.villains}
    looks |= {pixels(art.hero(h, RED.colour, 48)) for h in C.heroes}
    looks |= {pixels(art.guard(48)), pixels(art.tuck(48)), pixels(art.agent(48))}
    assert len(looks) == len(C.villains) + len(C.heroes) + 3
    assert pixels(art.trap(RED.colour, 48)) != pixels(art.trap(RED.colour, 48, sprung=True))
    assert pixels(art.penny_stack(3, 48)) != pixels(art.penny_stack(12, 48))


@pytest.mark.parametrize("kind", [*load_content().weapons, "skill"])
def test_dice_differ_by_face_and_success(kind):
    faces = {}
    for face in (None, 1, 2, 3, 4, 5, 6):
        surf = art.die(kind, face, 40)
        check(surf, (40, 40), 6)
        faces[face] = pixels(surf)
    assert len(set(faces.values())) == 7
    plain = pixels(art.die(kind, 5, 40))
    won = art.die(kind, 5, 40, success=True)
    lost = art.die(kind, 5, 40, success=False)
    check(won, (40, 40), 6)
    check(lost, (40, 40), 4)
    assert len({plain, pixels(won), pixels(lost)}) == 3
    turned = art.die(kind, 3, 40, angle=33.0)
    check(turned, (40, 40), 6)
    assert pixels(turned) != pixels(art.die(kind, 3, 40))


def test_every_card_of_the_content_draws():
    for size in ((90, 126), (180, 252)):
        for cid in C.merry_men_cards:
            check(art.mm_card(cid, *size), size, 20)
        for cid in (*C.villain_cards, *C.golden_arrow_cards):
            check(art.villain_card(cid, *size), size, 20)
        for cid in C.quests:
            check(art.quest_card(cid, *size), size, 20)
        for cid in C.friar_tuck_cards:
            check(art.tuck_card(cid, *size), size, 20)
        for cid in C.spy_cards:
            check(art.spy_card(cid, *size), size, 20)
        for cid in C.edict_cards:
            check(art.edict_card(cid, *size), size, 20)
        for hid in C.heroes:
            check(art.hero_card(hid, *size), size, 20)
        for deck in art.DECKS:
            check(art.card_back(deck, *size), size, 12)
    backs = {pixels(art.card_back(deck, 90, 126)) for deck in art.DECKS}
    assert len(backs) == len(art.DECKS)


def test_every_tile_draws():
    for px in (40, 96):
        for tid in C.ransom:
            check(art.ransom_tile(tid, px), (px, px), 16)
        for tid in C.loot:
            check(art.loot_tile(tid, px), (px, px), 16)
    assert pixels(art.loot_tile("L01", 64)) != pixels(art.loot_tile("L30", 64))
