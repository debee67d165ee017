"""The Merry Men table's words and pictures: the outcome of a lost game and of a solo game,
the tooltips of the board, and the screenshots `sherwood screenshot merry_men` writes."""

import random

import pygame
import pytest

from sherwood.engine import Match
from sherwood.ui.app import screenshot
from sherwood.ui.scenes.play import PlayScene


def finished(seats, seed, options=None, *, lost: bool | None = None) -> Match:
    """A game played to its end by seeded random commands (the first with the wanted ending)."""
    for s in range(seed, seed + 200):
        match = Match.start("merry_men", seats, s, options or {})
        rng = random.Random(s)
        while not match.is_over:
            match.apply(rng.choice(match.legal_commands()))
        if lost is None or bool(match.view(0).board["lost"]) == lost:
            return match
    raise AssertionError("no such game in 200 seeds")


def table_for(app, match):
    play = PlayScene(app, match, run_bots=False, autosave=False)
    app.scenes.push(play)
    app.step()
    return play


def results_for(app, match):
    """The results screen of a finished ``match`` (pushed over its table)."""
    from sherwood.ui.scenes.results import ResultsScene

    play = table_for(app, match)
    for _ in range(20):
        if isinstance(app.scenes.top, ResultsScene):
            return play, app.scenes.top
        app.step()
    raise AssertionError("no results screen")


def test_a_lost_game_says_prince_john_won_and_why(app):
    """MM-3.7: when a road runs dry or the guard track fills, everyone loses (MM-3.8)."""
    match = finished(2, 1, lost=True)
    play, results = results_for(app, match)
    assert results.heading == "Prince John wins"
    line = results.subtitle
    assert line.startswith("Everyone lost: ") and match.view(0).board["lost"] in line
    assert play.banner_text() == ("Prince John wins", "GAME OVER", line)
    assert [label.split()[0] for label, _ in results.breakdown_rows()][-1] == "Total"


def test_a_solo_game_says_which_target_it_reached(app):
    """MM-11.8 / MM-11.9: the solo result is the score against the chosen target."""
    match = finished(1, 3, {"difficulty": "outlaw"}, lost=False)
    _, results = results_for(app, match)
    score = match.scores()[0]
    assert f"{score} VP" in results.subtitle
    assert results.heading == ("Outlaw reached" if score >= 50 else "Target missed")


def test_a_won_game_gets_the_usual_heading_and_breaks_the_score_down(app):
    """MM-8.4: the results list S1-S7 and the total per seat."""
    match = finished(3, 2, lost=False)
    _, results = results_for(app, match)
    winners = match.winners()
    if len(winners) == 1:
        assert results.heading == f"Victory for {match.names[winners[0]]}!"
    assert results.subtitle is None and results.unit == "VP"
    rows = results.breakdown_rows()
    assert [label.split()[0] for label, _ in rows] == ["S1", "S2", "S3", "S4", "S5", "S6", "S7", "Total"]
    assert rows[-1][1] == match.scores()
    assert all(sum(row[1][seat] for row in rows[:-1]) == rows[-1][1][seat] for seat in range(3))


def test_resting_on_the_villain_pile_names_the_last_villain_card(app):
    match = Match.start("merry_men", ["human", "human"], 2, {})
    rng = random.Random(2)
    while not match.view(0).board["villain_discard"]:
        match.apply(rng.choice(match.legal_commands()))
    play = table_for(app, match)
    card = match.view(0).board["villain_discard"][-1]
    x, y, w, h = play.table.board.zone_box("villain_discard")
    target = play.target_at(play.table.T.point(x + w / 2, y + h / 2))
    from sherwood.games.merry_men.content import load_content

    title = load_content().villain_cards[card].title
    assert target is not None and target.command is None and title in target.tooltip


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_sherwood_screenshot_merry_men_draws_the_whole_table(tmp_path, size):
    out = screenshot(
        "merry_men",
        tmp_path / "mm.png",
        seed=3,
        moves=40,
        size=size,
        seats=["human", "bot:heuristic", "bot:heuristic", "bot:heuristic"],
    )
    image = pygame.image.load(str(out))
    assert image.get_size() == size
    small = pygame.transform.scale(image, (96, 60))
    assert len({small.get_at((x, y))[:3] for x in range(96) for y in range(60)}) > 500


def test_a_click_on_a_seat_panel_shows_its_public_cards(app, driver):
    """MM-12.1: the passive piles, the cards played and the quests done are public."""
    from sherwood.ui.scenes.browse import BrowseScene

    match = Match.start("merry_men", ["human", "human"], 3, {})
    rng = random.Random(3)
    while not match.view(0).board["passive"][1]:
        match.apply(rng.choice(match.legal_commands()))
    play = PlayScene(app, match, run_bots=False, autosave=False)
    play.hot_seat, play.last_human = False, 0  # no curtain: seat 0 is looking
    app.scenes.push(play)
    app.step()
    x, y, _, _ = play.table.seat_box(1)
    driver.click(play.table.T.point(x + 300, y + 150))
    assert isinstance(app.scenes.top, BrowseScene)
    b = match.view(0).board
    assert app.scenes.top.cards == [
        *b["passive"][1],
        *b["active"][1],
        *b["tuck_pile"][1],
        *b["quests_done"][1],
    ]


def test_undo_takes_back_a_placement_by_the_button(app, driver):
    """A placement that revealed nothing can be taken back with the Undo button."""
    from sherwood.games.merry_men import commands as K

    match = next(
        m
        for seed in range(20)
        if (m := Match.start("merry_men", ["human", "bot:heuristic"], seed, {})).active_seat == 0
    )
    play = PlayScene(app, match, run_bots=False, autosave=False)
    app.scenes.push(play)
    app.step()
    place = next(c for c in match.legal_commands() if isinstance(c, K.Place) and c.mode == "passive")
    play.click_command(place)
    assert match.log[-1] == place
    if not match.can_undo:
        pytest.skip("this placement revealed something")
    app.step()
    driver.click_widget(play.undo_button)
    assert list(match.log) == []
    assert play.table.view.hand == match.view(0).hand and place.card in match.view(0).hand


def test_a_saved_merry_men_game_loads_back_onto_its_table(app, sherwood_home):
    """Nothing lost: a game saved mid-way comes back on the Merry Men table, same state."""
    from sherwood.ui.games.merry_men.table import MerryMenTable
    from sherwood.ui.scenes.load import LoadScene

    match = Match.start("merry_men", ["human", "bot:heuristic", "bot:heuristic"], 6, {"spies": True})
    rng = random.Random(6)
    for _ in range(40):
        match.apply(rng.choice(match.legal_commands()))
    play = table_for(app, match)
    path = play.save_game()
    loader = LoadScene(app)
    app.scenes.push(loader)
    app.step()
    loader.load(path)
    app.step()
    loaded = app.scenes.top
    assert isinstance(loaded, PlayScene) and isinstance(loaded.table, MerryMenTable)
    assert loaded.match.log == match.log and loaded.match.view(0) == match.view(0)


def bots_until(match: Match, done) -> Match:
    """Heuristic bots play ``match`` until ``done(match)`` holds (the human seat 0 included)."""
    from sherwood.ai import bot_seed, make_bot

    bots = [make_bot("merry_men", "heuristic", s, bot_seed(match.seed, s, "heuristic")) for s in range(2)]
    for _ in range(400):
        if done(match):
            return match
        seat = match.active_seat
        match.apply(bots[seat].choose(match.view(seat), match.legal_commands()))
    raise AssertionError("the position never came")


def asked(kind: str):
    def check(match: Match) -> bool:
        prompt = match.view(0).board.get("prompt")
        return bool(prompt) and prompt.seat == 0 and prompt.kind == kind

    return check


def test_the_free_weapon_dice_are_counted_1_of_2_then_2_of_2(app):
    """MM-5.1: each player takes two free weapon dice at the start of the Hero phase, one
    question each; the question box says which of the two it asks for."""
    def two_to_take(m: Match) -> bool:
        return asked("take_die")(m) and sum(m.view(0).board["dice"][0].values()) <= 2

    match = bots_until(Match.start("merry_men", ["human", "bot:heuristic"], 1), two_to_take)
    play = table_for(app, match)
    assert play.my_turn
    assert play.table.question_words()[0] == "A free weapon die (1 of 2)"
    play.apply(match.legal_commands()[0])
    assert asked("take_die")(match)
    assert play.table.question_words()[0] == "A free weapon die (2 of 2)"


def test_a_place_where_the_card_picked_up_cannot_go_says_why(app):
    """MM-4.10 – MM-4.25: with a card picked up from the hand, its places glow; resting the
    pointer on a place for the heroes, or one where the card has no room, says why not."""
    match = Match.start("merry_men", ["human", "bot:heuristic"], 1)
    play = table_for(app, match)
    assert asked("place")(match) and play.my_turn
    card = match.view(0).hand[0]
    play.run_action(lambda: play.table.pick(("hand", card)))
    targets = play.table.targets()
    why = {t.key[1]: t for t in targets if t.key[0] == "why"}
    assert "village" in why and "for the heroes" in why["village"].tooltip
    glowing = [t for t in targets if t.glow]
    assert glowing
    for target in why.values():
        assert not any(play.table.T.rect(target.box).colliderect(play.table.T.rect(g.box)) for g in glowing)
    hit = play.target_at(play.table.T.rect(why["village"].box).center)
    assert hit is why["village"], "the reason shows where the pointer rests"
    play.table.cancel_selection()
    assert not [t for t in play.table.targets() if t.key[0] == "why"], "no reasons without a card"


def test_hiding_the_log_gives_its_room_to_the_hand_strip(app, drawn):
    """The log hidden (L), the strip of the hand and the piles runs on
    under the seat panels instead of leaving an empty column; shown again, it is as before."""
    play = table_for(app, Match.start("merry_men", ["human", "bot:heuristic"], 1))
    T = play.table.T
    strip = T.rect(play.table.panel("tableau"))
    log = T.rect(play.table.panel("log"))
    play.toggle_log()
    app.step()
    wider = play.table.T.rect(play.table.panel("tableau"))
    assert wider.right == log.right and wider.x == strip.x
    assert play.log_button.text == "Show log"
    drawn.clear()
    app.step()
    assert "Chronicle" not in {s for s, _ in drawn}
    play.toggle_log()
    app.step()
    assert play.table.T.rect(play.table.panel("tableau")) == strip and play.log_button.text == "Hide log"


def test_hidden_hands_say_why_in_the_hands_place_not_over_the_cards(app, drawn):
    """MM-12.4: a question answered in front of everyone shows no hand; the sentence saying
    so sits where the hand would be, clear of the piles and the cards played this round."""
    from sherwood.ui.games.merry_men import drawing_panels
    from sherwood.ui.games.merry_men.words_table import HIDDEN_WHY

    match = bots_until(Match.start("merry_men", ["human", "bot:heuristic"], 1), asked("take_die"))
    play = table_for(app, match)
    table = play.table
    table.set_view(match.view(0), viewer=0, show_hand=False, my_turn=False, legal=[])
    drawn.clear()
    play.draw(app.screen)
    lines = [(s, r) for s, r in drawn if s and s in HIDDEN_WHY and s != "Hand"]  # not the title
    assert " ".join(s for s, _ in lines) == HIDDEN_WHY
    cards = [table.T.rect(box) for _, _, boxes, _ in drawing_panels.tableau_layout(table) for _, box in boxes]
    strip = table.T.rect(table.panel("tableau"))
    for _, rect in lines:
        assert strip.contains(rect) and not any(rect.colliderect(c) for c in cards)
