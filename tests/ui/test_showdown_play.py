"""Whole games of Sherwood Showdown played through the real scenes by clicking."""

from sherwood.engine import Match
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.privacy import PrivacyScene
from sherwood.ui.scenes.results import ResultsScene
from sherwood.ui.scenes.setup import SetupScene

SEED = 7


def open_setup(driver) -> SetupScene:
    driver.app.scenes.push(MenuScene(driver.app))
    driver.step()
    driver.click_widget(driver.top.tiles["showdown"])
    setup = driver.top
    assert isinstance(setup, SetupScene)
    setup.seed_entry.set_text(str(SEED))
    return setup


def play_by_clicking(driver, play: PlayScene, max_moves: int = 400, on_frame=None) -> int:
    """Click the first legal command whenever a human must decide, to the end of the game."""
    moves = 0
    while moves < max_moves:
        driver.settle(play)
        if isinstance(driver.top, ResultsScene):
            return moves
        if isinstance(driver.top, PrivacyScene):
            if on_frame:
                on_frame("curtain")
            driver.lift_curtain()
            continue
        assert driver.top is play
        if on_frame:
            on_frame("turn")
        before = len(play.match.log)
        command, pos = driver.first_clickable(play)
        driver.click(pos)
        assert play.match.log[before] == command, f"clicking {pos} did not give {command}"
        moves += 1
    raise AssertionError("the game did not end")


def test_menu_setup_and_a_whole_game_against_the_bot(driver):
    setup = open_setup(driver)
    assert setup.seats == ["human", "bot:heuristic"]
    driver.click_widget(setup.option_buttons["encore"][True])  # the short game: 11 travellers
    assert setup.options == {"encore": True}
    driver.click_widget(setup.start_button)
    play = driver.top
    assert isinstance(play, PlayScene)
    assert play.match.seed == SEED and list(play.match.seats) == ["human", "bot:heuristic"]
    assert play.match.options["encore"] is True
    moves = play_by_clicking(driver, play)
    assert moves > 10
    results = driver.top
    assert isinstance(results, ResultsScene)
    scores = play.match.scores()
    assert results.scores == scores
    assert results.score_lines == [f"{n}: {s}" for n, s in zip(play.match.names, scores, strict=True)]
    assert results.winners == play.match.winners()
    # the same clicks, replayed by the engine alone, reach the same scores
    replayed = Match.start("showdown", 2, SEED, {"encore": True})
    for command in play.match.log:
        replayed.apply(command)
    assert replayed.is_over and replayed.scores() == results.scores
    # the finished game's autosave stays, marked finished; "Main menu" goes back
    from sherwood.savegames import SaveLibrary

    (entry,) = SaveLibrary().scan().entries
    assert entry.path == play.autosave_file and entry.finished
    driver.click_widget(results.menu_button)
    assert isinstance(driver.top, MenuScene)


def test_hot_seat_curtain_between_the_two_humans_and_no_rival_hand_face_up(driver):
    setup = open_setup(driver)
    driver.click_widget(setup.seat_buttons[1]["human"])
    assert setup.seats == ["human", "human"]
    driver.click_widget(setup.start_button)
    play = driver.app.scenes.find(PlayScene)
    driver.step()
    assert isinstance(driver.top, PrivacyScene), "the first hand must wait behind the curtain"
    assert driver.top.seat == play.match.active_seat

    drawn = []
    table = play.table
    original = table.draw

    def spy(surface, t):
        original(surface, t)
        assert not isinstance(driver.top, PrivacyScene)
        viewer = table.viewer
        rival_hand = set(play.match.view(1 - viewer).hand)
        leaked = (table.faces_drawn & rival_hand) if table.show_hand else set()
        assert not leaked, f"{sorted(leaked)} of the rival's hand drawn face up"
        drawn.append(viewer)

    table.draw = spy
    curtains = []
    seen = {"last": None}

    def on_frame(kind):
        if kind == "curtain":
            curtains.append(driver.top.seat)
        else:  # a human's turn: the drawn view is that human's
            assert table.viewer == play.match.active_seat and table.show_hand
            seen["last"] = table.viewer

    moves = 0
    while moves < 30 and not play.match.is_over:
        driver.settle(play)
        if isinstance(driver.top, PrivacyScene):
            on_frame("curtain")
            assert driver.top.seat != play.last_human
            driver.lift_curtain()
            continue
        if isinstance(driver.top, ResultsScene):
            break
        on_frame("turn")
        _, pos = driver.first_clickable(play)
        seat = play.match.active_seat
        driver.click(pos)
        moves += 1
        driver.settle(play)
        if play.match.active_seat is not None and play.match.active_seat != seat:
            assert isinstance(driver.top, PrivacyScene), "a new human seat must get the curtain first"
    assert len(curtains) >= 5 and set(curtains) == {0, 1}
    assert set(drawn) == {0, 1}
