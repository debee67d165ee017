"""The Lieutenants' ambush cards seen on the table: the two drawn are large
enough to read without the pointer (LT-5.3.1), and an ambush that fires, a bot's too, turns
face up on the stage for everyone and stays there while its owner takes a card (LT-7.5,
LT-12.1), where before it was only told in words. Its face is never drawn before it fires
(LT-12.3)."""

from __future__ import annotations

import pygame

from sherwood.games.lieutenants import events as E
from sherwood.games.lieutenants.commands import AmbushTake, DeliverSet, FireAmbush
from sherwood.ui.games.lieutenants.art import cards as art
from sherwood.ui.render import text
from tests.games.lieutenants.situations import situation
from tests.ui.lieutenants_stages import stage_situation
from tests.ui.test_lieutenants_table import close, start

READABLE = 11  # pixels: the least size of a word on an ambush card at 1280x800


def words_drawn(monkeypatch, card: str, w: int, h: int) -> list[tuple[str, float]]:
    """Every word drawn on ``card``'s face at ``w``×``h`` pixels, with its size in pixels of
    the card as shown (the face is drawn at twice the size, then scaled down)."""
    seen: list[tuple[str, float]] = []
    real = text.blit

    def spy(surface, s, kind, px, *args, **kw):
        seen.append((s, px / art.SS))
        return real(surface, s, kind, px, *args, **kw)

    art.ambush_card.cache_clear()
    with monkeypatch.context() as patch:
        patch.setattr(text, "blit", spy)
        art.ambush_card(card, w, h)
    art.ambush_card.cache_clear()
    return seen


def test_the_two_ambush_cards_drawn_read_without_the_pointer(monkeypatch):
    """LT-5.3.1: at 1280x800 the two ambush cards the seat chooses from lie on the stage with
    their words (the band's "Ambush", the colour or the objects watched for) at 11 pixels or
    more, each card as drawn there."""
    from sherwood.ui.app import App
    from sherwood.ui.settings import Settings

    app = App((1280, 800), settings=Settings(animation_speed="instant"), autosave=False)
    try:
        stage_situation("choose_ambush")(app)
        play = app.scenes.top
        table = play.table
        placed = table.geometry().group("ambush_choice")
        assert placed is not None and all(c is not None for c in placed.group.cards)
        drawn: list[tuple[str, int, int]] = []
        real = art.ambush_card

        def spy(card, w, h):
            drawn.append((card, int(w), int(h)))
            return real(card, w, h)

        with monkeypatch.context() as patch:
            patch.setattr(art, "ambush_card", spy)
            app.step(1 / 60)
            play.draw(app.screen)
        for card, box in zip(placed.group.cards, placed.cards, strict=True):
            r = table.T.rect(box)
            assert (card, r.w, r.h) in drawn, f"{card} not drawn at its stage size {r.size}"
            words = words_drawn(monkeypatch, card, r.w, r.h)
            assert {s for s, _ in words} >= {"Ambush"}
            small = [(s, round(px, 1)) for s, px in words if px < READABLE]
            assert not small, f"{card} at {r.size}: words too small to read: {small}"
    finally:
        app.close()


def test_every_ambush_face_reads_at_the_stage_size(monkeypatch):
    """Every ambush card's words fit the stage's size at 1280x800 at 11 pixels or more (the
    longest, "Necklace or candlestick", on two lines)."""
    for card in (*(f"AM{i:02d}" for i in range(1, 14)),):
        words = words_drawn(monkeypatch, card, 120, 168)
        assert all(px >= READABLE for _, px in words), (card, words)


def firing_table(driver):
    """Red (a human, at the screen) delivers three copper coins; Green (a bot) holds AM08
    (copper coin or pearls) and is asked whether to fire."""
    cards = ("CU01", "CU02", "CU03")
    m = situation(seats=3, hands={0: [*cards, "CH01"]}, ambush_sets={2: [("AM08", "GO01")]},
                  active=0, at="deliver", labels=["human", "bot:heuristic", "bot:heuristic"])
    play = start(driver, m, run_bots=False)
    play.reveal(0)
    play.apply(DeliverSet(0, cards))
    driver.step(3)
    return m, play


def test_a_bots_fired_ambush_flies_face_up_to_the_stage_and_stays(driver, monkeypatch):
    """LT-7.5, LT-12.1: when a bot fires, its ambush card turns face up as it flies from its
    plaque to the stage, the game pausing a moment on it; it then lies face up on the stage,
    labelled with its owner, while the owner takes a card, and goes under the deck after."""
    from sherwood.ui.kit import layer

    monkeypatch.setattr(layer, "KEEP", False)  # every frame draws the whole table again
    m, play = firing_table(driver)
    table = play.table
    faces: list[str] = []
    real = art.ambush_card

    def spy(card, w, h):
        faces.append(card)
        return real(card, w, h)

    monkeypatch.setattr(art, "ambush_card", spy)
    play.draw(driver.app.screen)
    assert "AM08" not in faces  # Green's secret until it fires (LT-12.3)

    before = m.view(0)
    events = m.apply(FireAmbush(2, "AM08"))
    after = m.view(0)
    fired = next(e for e in events if isinstance(e, E.AmbushFired))
    steps = table.build_steps(fired, before, after)
    flight = next(tw for st in steps for tw in st.tweens if tw.sprite == ("reveal", "AM08"))
    assert flight.start == table.motion.extras_box(table.motion.geo(before), 2)  # from Green's plaque
    assert flight.end == table.motion.geo(after).group("fired", 2).cards[0]  # to the stage
    assert steps[0].hold >= 0.5  # a moment to see it

    # the same, played by the scene at normal speed: the face is drawn while it flies
    close(driver, play)
    m2, play2 = firing_table(driver)
    driver.app.settings.animation_speed = "normal"
    faces.clear()
    play2.apply(FireAmbush(2, "AM08"))
    driver.step(30)  # half a second: turned face up, in flight or landed
    assert play2.anim.busy and "AM08" in faces
    for _ in range(200):
        if not play2.anim.busy:
            break
        driver.step()
    faces.clear()
    play2.draw(driver.app.screen)
    geo = play2.table.geometry()
    placed = geo.group("fired", 2)
    assert placed is not None and placed.group.cards == ["AM08"] and "Green" in placed.group.label
    assert "AM08" in faces and play2.table.instruction().startswith("Waiting for Green")
    driver.app.settings.animation_speed = "instant"

    # the take: the card goes under the deck, the stage is clear of it
    take = next(c for c in m2.legal_commands() if isinstance(c, AmbushTake))
    play2.apply(take)
    driver.step(2)
    assert play2.table.geometry().group("fired") is None
    assert m2.view(0).ambush_deck[-1] == "AM08"  # known to all at the bottom (LT-7.5)


def test_the_fired_ambush_has_a_tooltip_and_no_click(driver):
    """The fired card on the stage tells what it waits for under the pointer; it is not a
    choice (the owner clicks the delivered card it takes)."""
    _, play = firing_table(driver)
    play.apply(FireAmbush(2, "AM08"))
    driver.step(2)
    targets = [t for t in play.table.targets() if t.key == ("info", "ambush", "AM08")]
    assert targets and targets[0].command is None
    assert "copper coin or pearls" in targets[0].tooltip
    assert pygame.Rect(play.table.T.rect(targets[0].box)).h >= 150
