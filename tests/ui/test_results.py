"""The results dialog serves any game through the table's hooks: the word after a score
(GameTable.score_unit), an outcome the table words itself, e.g. everybody lost
(GameTable.outcome), and a per-category breakdown drawn as a table (GameTable.score_breakdown).
Without them a game's results look as they always did."""

import pygame
import pytest

from sherwood.engine import Match
from sherwood.ui.app import play_bot_moves
from sherwood.ui.games.base import GameTable
from sherwood.ui.games.showdown.table import ShowdownTable
from sherwood.ui.render import text
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.results import ResultsScene

LABELS = [
    "S1 Victory points collected",
    "S2 Renown × (barricades, traps, sprung traps, messengers)",
    "S3 Completed quests",
    "S4 Passive pile and sets",
    "S5 Captured guards",
    "S6 Resources and weapon dice",
    "S7 Merry Men in prison",
    "Total",
]
COLUMNS = [
    [12, 8, 14, 9, 2, 3, -2],
    [20, 4, 7, 11, 0, 2, 0],
    [5, 12, 21, 6, 1, 4, -4],
    [15, 6, 9, 13, 3, 1, -2],
]
LONG_NAMES = (
    "Maximilian Fitzwalter-Huntingdon the Third",
    "Bartholomew of Nottingham",
    "Z",
    "Gwendolyn of Locksley Hall and all the Greenwood",
)


def finished_table(driver, seats=2, seed=4, **hooks) -> PlayScene:
    """A Twenty-One game played out by bots, its table's hooks replaced by ``hooks``, the
    results not yet built (they are pushed on the next frame)."""
    match = Match.start("_template", ["human"] + ["bot:random"] * (seats - 1), seed)
    play_bot_moves(match, None)
    play = PlayScene(driver.app, match, run_bots=False)
    for name, value in hooks.items():
        setattr(play.table, name, value)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    return play


def open_results(driver, play) -> ResultsScene:
    driver.step()
    driver.settle(play)
    results = driver.top
    assert isinstance(results, ResultsScene)
    return results


def breakdown_of(seats):
    columns = [[*column, sum(column)] for column in COLUMNS[:seats]]
    return lambda: (list(LABELS), columns)


def draw_results(driver, results, drawn) -> list[tuple[str, pygame.Rect]]:
    drawn.clear()
    results.draw_scene(driver.app.screen)
    return list(drawn)


def test_the_hooks_default_to_points_no_outcome_and_no_breakdown(driver):
    table = finished_table(driver).table
    assert type(table).score_unit is GameTable.score_unit
    assert table.score_unit() == "points"
    assert table.outcome() is None
    assert table.score_breakdown() is None
    assert ShowdownTable.score_unit(table) == "gold"  # Showdown keeps its word


def test_the_unit_word_follows_the_table(driver, drawn):
    play = finished_table(driver, score_unit=lambda: "acorns")
    results = open_results(driver, play)
    assert results.unit == "acorns"
    words = [s for s, _ in draw_results(driver, results, drawn)]
    assert words.count("acorns") == len(results.scores)
    assert "gold" not in words and "points" not in words


def test_without_hooks_the_template_reads_points_and_the_usual_heading(driver, drawn):
    play = finished_table(driver)
    results = open_results(driver, play)
    winners = play.match.winners()
    names = play.match.names
    if len(winners) == 1:
        assert results.heading == f"Victory for {names[winners[0]]}!"
    else:
        assert results.heading == ("Shared victory!" if winners else "A draw")
    assert results.subtitle is None and results.breakdown_rows() == []
    words = [s for s, _ in draw_results(driver, results, drawn)]
    assert "points" in words and results.heading in words


def test_the_outcome_replaces_the_heading_and_the_banner(driver, drawn):
    outcome = ("Prince John wins", "Everyone lost: Road II ran out of pennies")
    play = finished_table(driver, seats=3, outcome=lambda: outcome)
    results = open_results(driver, play)
    assert results.heading == "Prince John wins"
    assert results.subtitle == outcome[1]
    words = [s for s, _ in draw_results(driver, results, drawn)]
    assert outcome[0] in words and outcome[1] in words
    assert not any(w.startswith(("Victory", "Shared", "A draw")) for w in words)
    who, phase, line = play.banner_text()
    assert (who, phase, line) == (outcome[0], "GAME OVER", outcome[1])


def test_the_banner_calls_a_shared_win_a_shared_win(driver, monkeypatch):
    play = finished_table(driver, seats=3)
    monkeypatch.setattr(type(play.match), "winners", lambda self: [0, 2])
    assert play.banner_text()[0] == "Shared victory"
    monkeypatch.setattr(type(play.match), "winners", lambda self: [])
    assert play.banner_text()[0] == "A draw"


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_breakdown_is_drawn_as_a_table(driver, drawn, seats):
    play = finished_table(driver, seats=seats, score_breakdown=breakdown_of(seats))
    results = open_results(driver, play)
    rows = results.breakdown_rows()
    assert [label for label, _ in rows] == LABELS
    assert rows[-1][1] == [sum(c) for c in COLUMNS[:seats]]
    assert rows[6][1] == [c[6] for c in COLUMNS[:seats]]
    words = [s for s, _ in draw_results(driver, results, drawn)]
    for seat in range(seats):
        assert str(sum(COLUMNS[seat])) in words
        assert any(w.startswith(play.match.names[seat][:1]) for w in words)
    assert "−2" in words, "a negative row shows a true minus sign"
    assert {"S1", "S7", "Total", "points"} <= set(words)
    assert results.score_lines  # the plain score list stays available


def dialog_colours(surface, rect) -> int:
    small = pygame.transform.scale(surface.subsurface(rect), (64, 40))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)})


@pytest.mark.parametrize("seats", [2, 4])
def test_the_breakdown_fits_the_panel_at_1280x800_with_long_names(driver, drawn, monkeypatch, seats):
    monkeypatch.setattr(Match, "names", property(lambda m: LONG_NAMES[: m.seat_count]))
    outcome = ("Prince John wins", "Everyone lost: the guard track filled up")
    play = finished_table(
        driver,
        seats=seats,
        score_breakdown=breakdown_of(seats),
        outcome=lambda: outcome,
        result_note=lambda: (
            "A note under the table, long enough to need a second line when the panel is narrow."
        ),
    )
    results = open_results(driver, play)
    assert driver.app.size == (1280, 800)
    panel = results.panel_rect
    assert driver.app.screen.get_rect().contains(panel)
    shown = draw_results(driver, results, drawn)
    inner = panel.inflate(-results.length(20), -results.length(20))
    for s, rect in shown:
        assert inner.contains(rect), f"{s!r} spills out of the panel"
    for i, (a, ra) in enumerate(shown):
        for b, rb in shown[i + 1 :]:
            assert not ra.colliderect(rb), f"{a!r} overlaps {b!r}"
    buttons = [pygame.Rect(b.rect) for b in results.dialog_buttons]
    for s, rect in shown:
        assert not any(rect.colliderect(b) for b in buttons), f"{s!r} is under a button"
    names = [s for s, _ in shown if s.startswith(("Maximilian", "Gwendolyn"))]
    assert names and all(
        text.size(n, "serif-bold", results.length(18))[0] <= results.length(140) for n in names
    )
    driver.step()
    assert dialog_colours(driver.app.screen, panel) > 40, "the results are (nearly) blank"


def test_a_breakdown_of_the_wrong_shape_is_refused(driver):
    play = finished_table(driver, seats=3, score_breakdown=lambda: (["A", "Total"], [[1, 1], [2, 2]]))
    with pytest.raises(ValueError, match="2 columns for 3 seats"):
        ResultsScene(driver.app, play)
    play.table.score_breakdown = lambda: (["A", "Total"], [[1, 1], [2], [3, 3]])
    with pytest.raises(ValueError, match="seat 1 has 1 values for 2 rows"):
        ResultsScene(driver.app, play)


def test_the_results_tell_the_seed_and_how_to_deal_it_again(driver, drawn):
    play = finished_table(driver, seed=4321)
    results = open_results(driver, play)
    shown = [s for s, _ in draw_results(driver, results, drawn)]
    line = next(s for s in shown if s.startswith("Seed "))
    assert line == results.seed_line and "4321" in line and "fixed seed" in line
    rect = next(r for s, r in drawn if s == line)
    assert results.panel_rect.contains(rect)
    for button in results.dialog_buttons:
        assert not rect.colliderect(pygame.Rect(button.rect))


def test_the_seed_is_secret_until_the_results(driver, drawn, monkeypatch):
    """Issue 11: with the seed the hidden deck orders can be rebuilt, so the setup screen and
    the table never show it; the results do."""
    from sherwood.ui.scenes.setup import SetupScene

    monkeypatch.setattr("sherwood.ui.scenes.setup.secrets.randbelow", lambda n: 987654)
    driver.app.scenes.reset(MenuScene(driver.app))
    driver.step()
    driver.click_widget(driver.top.tiles["showdown"])
    setup = driver.top
    assert isinstance(setup, SetupScene)
    assert setup.seed_entry.get_text() == ""  # nothing to read, nothing typed
    for seat in range(2):
        setup.set_seat(seat, "bot:random")  # bots only: the game plays itself to the end
    drawn.clear()
    driver.step(3)
    assert any(s == "secret" for s, _ in drawn)
    driver.click_widget(setup.start_button)
    play = driver.top
    assert isinstance(play, PlayScene) and play.match.seed == 987654
    before_results = []
    while not isinstance(driver.top, ResultsScene):
        before_results += [s for s, _ in drawn]
        drawn.clear()
        driver.settle(play)
    assert len(before_results) > 50
    assert not any("987654" in s for s in before_results)
    drawn.clear()
    driver.step()
    assert any("Seed 987654" in s for s, _ in drawn)


def test_the_showdown_result_line_gives_the_winners_score_first(driver):
    """The chronicle's last line: "<winner> wins the game, <winner's>–<loser's>"."""
    from sherwood.ui.app import play_bot_moves

    for seed in range(1, 40):
        match = Match.start("showdown", ["human", "bot:heuristic"], seed)
        play_bot_moves(match, None)
        if list(match.winners()) == [1] and match.scores()[0] != match.scores()[1]:
            break
    else:
        pytest.skip("no game won by the second seat in the seeds tried")
    ended = match.history[-1].events[-1]
    low, high = match.scores()
    assert ended.describe(match.names) == f"{match.names[1]} wins the game, {high}–{low}"
