"""The Showdown table: animations wait for input and a click skips them, tooltips name the
command, piles can be looked through, bots' hands stay face down, ransoms in the melee can
be read, and the final table can be seen from the results."""

import dataclasses

import pygame

from sherwood.engine import Match
from sherwood.games.showdown.cards import card, seat_deck
from sherwood.ui.app import play_bot_moves
from sherwood.ui.scenes.browse import BrowseScene
from sherwood.ui.scenes.menu import MenuScene
from sherwood.ui.scenes.play import PlayScene
from sherwood.ui.scenes.results import ResultsScene


def table_at(driver, seed=1, moves=22, seats=("human", "bot:heuristic"), **kw) -> PlayScene:
    match = Match.start("showdown", list(seats), seed)
    play_bot_moves(match, moves)
    play = PlayScene(driver.app, match, **kw)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    return play


def test_a_move_animates_and_a_click_skips_it(driver):
    driver.app.settings.animation_speed = "normal"
    play = table_at(driver, run_bots=False)
    assert play.my_turn
    command, pos = driver.first_clickable(play)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    driver.step()
    assert play.match.log[-1] == command
    assert play.anim.busy and play.anim.sprites()
    driver.step(3, dt=0.05)
    assert play.anim.busy  # still flying: 200–350 ms a step
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1))
    driver.step()
    assert not play.anim.busy
    assert len(play.match.log) == 23  # the skipping click gave no command


def test_hovering_a_legal_card_names_the_command(driver):
    play = table_at(driver, run_bots=False)
    command, pos = driver.first_clickable(play)
    pygame.mouse.set_pos(pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    driver.step()
    target = play.target_at(pos)
    assert target is not None and target.command == command
    assert target.tooltip.startswith(("Lay your", "Rob ")) or target.tooltip


def test_clicking_a_discard_pile_lets_you_look_through_it(driver):
    play = table_at(driver, run_bots=False)
    rival = 1 - play.viewer
    pile = next(t for t in play.table.targets() if t.key == ("discard", rival))
    driver.click(play.table.T.rect(pile.box).center)
    browse = driver.top
    assert isinstance(browse, BrowseScene)
    assert sorted(browse.cards) == sorted(play.match.view(0).discards[rival])
    driver.click((10, 10))
    assert driver.top is play


def test_own_deck_composition_matches_the_engine(driver):
    play = table_at(driver, run_bots=False)
    cards = play.table.own_deck_cards()
    assert len(cards) == play.match.view(play.viewer).deck_sizes[play.viewer]


def test_bots_only_table_shows_no_hand_face_up(driver):
    play = table_at(driver, seats=("bot:heuristic", "bot:easy"), moves=5, run_bots=False)
    driver.step()
    assert not play.table.show_hand and not play.my_turn
    hands = set(play.match.view(0).hand) | set(play.match.view(1).hand)
    assert not (play.table.faces_drawn & hands)


def test_each_ransom_in_a_full_melee_row_shows_its_gold_and_its_title(driver):
    """SD-7.3: a ransom lies under its outlaw. Its left column (value, suit, gold coin: 40% of
    the card's width) and its title band (the bottom 18% of its height) stay uncovered."""
    play = table_at(driver, run_bots=False)
    table, T, seat = play.table, play.table.T, play.table.viewer
    deck = seat_deck(seat)
    outlaws = [c for c in deck if card(c).kind == "outlaw"][:6]
    ransoms = [c for c in deck if card(c).kind == "ransom"][:6]
    melee = list(play.view.melee)
    melee[seat] = tuple(zip(outlaws, ransoms, strict=True))
    view = dataclasses.replace(play.view, melee=tuple(melee))
    entries = table.geometry(view).melee[seat]
    row = T.rect(table.Z(table.zid("melee", seat)))
    drawn = [T.rect(box) for _, _, obox, rbox in entries for box in (rbox, obox)]  # in drawing order
    assert all(row.contains(r) for r in drawn), "the melee row overflows its zone"
    for i, r in enumerate(drawn[::2]):
        outlaw = drawn[2 * i + 1]
        column = pygame.Rect(r.x, r.y, outlaw.x - r.x, r.h)
        band = pygame.Rect(r.x, outlaw.bottom, r.w, r.bottom - outlaw.bottom)
        assert column.w >= 0.4 * r.w and band.h >= 0.18 * r.h, f"ransom {i} is hidden by its outlaw"
        for later in drawn[2 * i + 2 :]:
            assert not later.colliderect(column) and not later.colliderect(band), f"ransom {i} is covered"


def test_view_table_hides_the_results_and_a_click_or_esc_brings_them_back(driver):
    play = table_at(driver, moves=None, run_bots=False)
    driver.settle(play)
    results = driver.top
    assert isinstance(results, ResultsScene)
    panel = results.panel_rect
    table_alone = pygame.Surface(driver.app.size)
    play.draw(table_alone)

    def dialog_area(surface: pygame.Surface) -> bytes:
        return pygame.image.tobytes(surface.subsurface(panel), "RGB")

    assert dialog_area(driver.app.screen) != dialog_area(table_alone)
    driver.click_widget(results.view_button)
    assert driver.top is results and results.viewing_table
    assert not any(button.visible for button in results.dialog_buttons)
    assert dialog_area(driver.app.screen) == dialog_area(table_alone), "the table must show undimmed"
    driver.click_widget(results.back_button)
    assert not results.viewing_table and not results.back_button.visible
    assert all(button.visible for button in results.dialog_buttons)

    driver.click_widget(results.view_button)
    driver.click(panel.center)  # a click anywhere on the table
    assert not results.viewing_table
    driver.click_widget(results.view_button)
    driver.key(pygame.K_ESCAPE)
    assert not results.viewing_table and driver.top is results  # Esc never closes the results

    driver.click_widget(results.menu_button)
    assert isinstance(driver.top, MenuScene)


def test_gold_counts_a_won_card_once_it_has_landed(driver, drawn):
    """Issue 10, point 7: a melee won (SD-7.8) sends the traveller and the ransoms to the
    winner's spoils; the winner's gold counts them when they land, not while they fly."""
    from sherwood.games.showdown import events as E

    driver.app.settings.animation_speed = "normal"
    seats = ["human", "bot:heuristic"]
    probe = Match.start("showdown", seats, 1)
    play_bot_moves(probe, None)
    running = Match.start("showdown", seats, 1)
    for command in probe.log:  # the first melee won
        won = next((e for e in running.apply(command) if isinstance(e, E.MeleeWon)), None)
        if won is not None:
            break
    else:
        raise AssertionError("no melee was won")
    match = Match.start("showdown", seats, 1)
    for c in probe.log[: len(running.log) - 1]:
        match.apply(c)
    play = PlayScene(driver.app, match, run_bots=False, autosave=False)
    driver.app.scenes.reset(MenuScene(driver.app), play)
    driver.step()
    before = match.view(0).scores[won.seat]
    assert play.apply(command)
    after = match.view(0).scores[won.seat]
    assert after > before
    label = "Spoils · {} gold"
    flying = 0
    while play.anim.busy:
        drawn.clear()
        driver.step(dt=1 / 60)
        texts = {s for s, _ in drawn}
        if any(key[:2] == ("spoils", won.seat) for key in play.anim.hidden()):  # still flying
            assert label.format(after) not in texts, "the gold counted before the cards landed"
            flying += label.format(before) in texts
    assert flying > 5, "the cards were never seen flying"
    drawn.clear()
    driver.step()
    assert label.format(after) in {s for s, _ in drawn}


def test_hiding_the_log_lets_the_table_grow_and_keeps_the_buttons_clear_of_the_banner(driver):
    """Issue 10, point 9: with the log hidden (L) its column leaves the canvas, so the table
    grows in a window that is not wide enough for it (4:3 here) and is centred in a wide one;
    the controls move to the banner's end, clear of its words; shown again, all is as before."""
    driver.app.resize((1024, 768))
    play = table_at(driver, run_bots=False)
    scale, banner = play.table.T.scale, play.table.T.rect(play.table.panel("banner"))
    driver.key(pygame.K_l)
    assert play.log.collapsed and play.log_button.text == "Show log"
    T = play.table.T
    assert T.scale > scale * 1.15, "the table did not take the log's room"
    window = driver.app.screen.get_rect()
    assert window.contains(T.canvas)
    grown = T.rect(play.table.panel("banner"))
    controls = [pygame.Rect(b.rect) for b in (play.undo_button, play.log_button, play.menu_button)]
    for rect in controls:
        assert window.contains(rect) and not rect.colliderect(grown), "a control is over the banner"
    for button in play.action_buttons:  # the actions stay at the banner's end, clear of the controls
        assert grown.contains(button.rect) and not any(r.colliderect(button.rect) for r in controls)
    assert window.contains(T.rect(play.table.panel("table")))
    driver.key(pygame.K_l)
    assert not play.log.collapsed and play.table.T.scale == scale
    assert play.table.T.rect(play.table.panel("banner")) == banner


def test_a_covered_card_in_a_fanned_hand_shows_a_short_name_not_a_cut_word(app, drawn):
    """Issue 10, point 8 ("Swordsma"): a card lying under the next one shows its title where
    it can be seen, whole or as a short name ("Sword", "Capt."), never a word cut off; the card
    on top, or shown whole, keeps its full title."""
    from sherwood.ui.games.showdown import art

    for c in seat_deck(0):
        kind = card(c).kind
        if kind not in ("outlaw", "ransom"):
            continue
        full = art.OUTLAW_TITLES[int(card(c).rank)] if kind == "outlaw" else art.RANSOM_NAMES[card(c).rank]
        short = art.SHORT_TITLES.get(int(card(c).rank), "") if kind == "outlaw" else ""
        for visible in (0, 34, 46, 60):
            art.face.cache_clear()
            drawn.clear()
            art.face(c, 96, 136, visible)
            corner = ("RANSOM", "P", "Kn", "Q", "K")  # the words that are not the title
            titles = [(s, r) for s, r in drawn if s and s[0].isalpha() and s not in corner]
            if not titles:
                assert visible, f"{c} has no title"
                continue
            ((shown, rect),) = titles
            if not visible:
                assert shown == full
                continue
            assert rect.right <= visible * art.SS, f"{c}: {shown!r} runs under the next card"
            assert shown in (full, short) or shown.endswith("."), f"{c}: {shown!r} is a cut word"
