"""The game scene's own words fit (issue 10, point 8): the banner (the name clear of the
divider, the phase and every line of the instruction drawn in full inside the banner) and
the caption pill (never cut with "…", inside the panel the table keeps free for it, never
over a card in the melee), at 800×500, 1000×1000, 1280×800 and 1920×1080."""

from __future__ import annotations

import random

import pygame
import pytest

from sherwood.engine import Match
from sherwood.ui.app import App
from sherwood.ui.render import text
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.settings import Settings
from tests.ui.conftest import Driver

SIZES = [(800, 500), (1000, 1000), (1280, 800), (1920, 1080)]
GAMES = [
    ("showdown", ["human", "bot:heuristic"], {}),
    ("merry_men", ["human", "human"], {}),
]


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def sized(request):
    application = App(request.param, settings=Settings(animation_speed="instant"))
    yield application
    application.close()


def start(app, game: str, seats, seed: int = 21) -> tuple[Driver, PlayScene]:
    driver = Driver(app)
    play = PlayScene(app, Match.start(game, seats, seed, {}), autosave=False)
    app.scenes.push(play)
    driver.step()
    return driver, play


@pytest.fixture
def drawn(monkeypatch):
    """Like the conftest's ``drawn``, but only what is written on the window itself (card
    faces write their own words on their own surfaces): ``(string, rect, surface)``."""
    from sherwood.ui.kit import layer
    from sherwood.ui.render import text

    monkeypatch.setattr(layer, "KEEP", False)  # every frame writes all its words again
    seen: list[tuple[str, pygame.Rect, pygame.Surface]] = []
    real = text.blit

    def spy(surface, s, *args, **kw):
        rect = real(surface, s, *args, **kw)
        seen.append((s, rect, surface))
        return rect

    monkeypatch.setattr(text, "blit", spy)
    return seen


def frame(app, play: PlayScene, drawn) -> list[tuple[str, pygame.Rect]]:
    """The strings one frame of the play scene writes on the window."""
    drawn.clear()
    play.draw(app.screen)
    return [(s, r) for s, r, surface in drawn if surface is app.screen]


def inside(rect: pygame.Rect, area: pygame.Rect, slack: int = 1) -> bool:
    return area.inflate(2 * slack, 2 * slack).contains(rect)


def check_banner(app, play: PlayScene, drawn) -> None:
    T = play.table.T
    seen = frame(app, play, drawn)
    banner = T.rect(play.table.panel("banner"))
    parts = play.banner_parts
    words = [(s, r) for s, r in seen if r.colliderect(banner)]
    who, phase, instruction = play.banner_text()
    size = app.size
    for s, r in words:
        assert inside(r, banner), f"{size}: {s!r} leaves the banner"
        assert "…" not in s and "..." not in s, f"{size}: {s!r} is cut"
    divider = parts["divider"]
    assert parts["name"].right <= divider.x - T.length(8), f"{size}: {who!r} touches the divider"
    assert parts["phase"].right <= divider.x - T.length(8)
    assert not parts["name"].colliderect(parts["phase"]), f"{size}: the name and the phase overlap"
    assert phase.endswith(next(s for s, r in words if r == parts["phase"])), "the phase keeps its end"
    lines = [s for s, r in words if r.x > divider.x]
    assert " ".join(lines) == instruction, f"{size}: the instruction is not drawn in full: {lines}"
    for button in play.action_buttons:
        assert parts["instruction"].right <= pygame.Rect(button.rect).x, f"{size}: words under a button"


@pytest.mark.parametrize(("game", "seats", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_banner_fits_at_every_size(sized, drawn, game, seats, options):
    """Every decision of the first forty moves: whatever the phase and the instruction."""
    driver, play = start(sized, game, seats)
    rng = random.Random(21)
    for _ in range(40):
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            check_banner(sized, play, drawn)  # "Pass the device to …" under the curtain
            driver.top.ready()
            continue
        check_banner(sized, play, drawn)
        if play.match.is_over:  # "Victory: …" on the name line
            return
        play.click_command(rng.choice(play.match.legal_commands()))


def headlines(game: str, seats, seed: int = 3, longest: int = 6) -> list[str]:
    """The longest captions a seeded game of ``game`` shows (its tables' headlines)."""
    from sherwood.ui.games import make_table, words_of

    class Host:  # what a table needs to word a headline, without a window
        def __init__(self, match):
            self.match = match
            self.words = words_of(match)
            self.size = (1280, 800)
            self.app = type("A", (), {"size": self.size})()

    match = Match.start(game, seats, seed, {})
    table = make_table(Host(match))
    rng = random.Random(seed)
    seen = set()
    while not match.is_over and len(match.log) < 500:
        line = table.headline(match.apply(rng.choice(match.legal_commands())))
        if line:
            seen.add(line)
    return sorted(seen, key=len)[-longest:]


def melee_boxes(play: PlayScene) -> list[pygame.Rect]:
    table = play.table
    if play.match.game_id != "showdown":
        return []
    geo = table.geometry(table.view)
    boxes = [geo.active]
    for seat in (0, 1):
        for _, _, obox, rbox in geo.melee[seat]:
            boxes += [obox] + ([rbox] if rbox else [])
    return [table.T.rect(b) for b in boxes]


@pytest.mark.parametrize(("game", "seats", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_caption_is_never_cut_and_stays_in_its_panel(sized, drawn, game, seats, options):
    """A normal message is shown in full, on one line or two, inside ``panel("caption")``;
    in a small window (where words keep a readable size larger than the board's scale would
    draw them, issue 32 item 12) a message too long for it grows upwards, never over the melee."""
    driver, play = start(sized, game, seats)
    rng = random.Random(5)
    for _ in range(12):  # cards in the melee, pieces on the board
        driver.settle(play)
        if play.match.is_over:
            break
        if isinstance(driver.top, PrivacyScene):
            driver.top.ready()
            continue
        play.click_command(rng.choice(play.match.legal_commands()))
    driver.settle(play)
    T = play.table.T
    area = T.rect(play.table.panel("caption"))
    cards = melee_boxes(play)
    flash = "That card cannot be laid now: it is lower than the smallest legal value of the melee"
    for message in [*headlines(game, seats), flash]:
        play.flash(message)
        seen = frame(sized, play, drawn)
        pill = play.caption_pill
        assert pill is not None
        lines = [s for s, r in seen if pill.contains(r)]
        assert " ".join(lines) == message, f"{sized.size}: caption cut: {lines}"
        # two lines of the caption's smallest words, kept readable, are taller than the panel
        small = 2 * text.font("sans", T.px(11)).get_linesize() + 2 * T.length(2) > area.h
        assert 1 <= len(lines) <= (3 if small else 2)
        assert pill.bottom <= area.bottom + 1 and pill.left >= area.left - 1 and pill.right <= area.right + 1
        if not small:
            assert inside(pill, area), f"{sized.size}: the caption {pill} leaves its panel {area}"
        for card in cards:
            assert not pill.colliderect(card), f"{sized.size}: the caption covers a card in the melee"
        others = [(s, r) for s, r in seen if not pill.contains(r) and r.colliderect(pill)]
        assert not others, f"{sized.size}: the caption covers words: {others}"


def test_the_caption_panels_are_clear_of_the_cards(app):
    """Each table's caption panel lies in free space: in Showdown between the far side and
    the far melee row (never over a melee card, SD table), in Merry Men in the quiet strip
    between the board's tracks and the hand strip."""
    _, play = start(app, "showdown", ["human", "bot:heuristic"])
    layout = play.table.layout
    caption = pygame.Rect(play.table.panel("caption"))
    for zone_id, zone in layout.zones.items():
        if zone_id in ("caption", "table") or zone.kind == "panel":
            continue
        assert not caption.colliderect(pygame.Rect(zone.shape.bounds)), f"the caption panel covers {zone_id}"
    app.scenes.pop()
    _, play = start(app, "merry_men", ["human", "human"])
    caption = pygame.Rect(play.table.panel("caption"))
    for name in ("tableau", "seats", "log", "banner"):
        assert not caption.colliderect(pygame.Rect(play.table.panel(name))), f"the caption covers {name}"
