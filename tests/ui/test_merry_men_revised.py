"""The Merry Men table under the revised rules: Little John's free purchases at the
Weaponsmith (MM-9.6), shown and bought by clicks, and the edict's tie explained in the log
(MM-11.7). Situations come from the game's documented helper (tests/games/merry_men/situations.py)."""

import pytest

from sherwood.games.merry_men.commands import Buy, DiscardHand, Done, Move
from sherwood.games.merry_men.hero_actions import free_purchases
from sherwood.games.merry_men.hero_trades import free_left
from sherwood.ui.games.merry_men.words_prompts import free_next
from sherwood.ui.scenes.play import PlayScene
from tests.games.merry_men.situations import give, situation, state_of

GREEN = 0
POOR = {"wood": 0, "iron": 0, "tools": 0}


def little_john(reading: str = "all", heroes=("little_john", "robin_hood"), **res):
    """Green's hero turn after its villain card (no resources unless ``res`` says)."""
    def edit(s):
        give(s, GREEN, **{**POOR, **res})

    return situation(2, heroes=list(heroes), options={"little_john": reading}, edit=edit, at=("moves", GREEN))


def table_for(app, match) -> PlayScene:
    play = PlayScene(app, match, run_bots=False, autosave=False)
    play.hot_seat, play.last_human = False, GREEN  # Green is looking, no curtain
    app.scenes.push(play)
    app.step()
    return play


def target(play: PlayScene, key):
    return next(t for t in play.table.targets() if t.key == key)


def shown(drawn) -> str:
    """Every string drawn since ``drawn`` was last cleared, in one line."""
    return " ".join(s for s, _ in drawn)


def test_little_john_with_nothing_buys_two_dice_free_by_clicks(app, driver, drawn):
    """MM-9.6, MM-9.5: with no resources the Weaponsmith still glows for Little John, its
    tooltip says his purchases are free there; in the move the question, the buy choices and
    the printed prices say free; two dice bought by clicks are his and nothing is paid."""
    match = little_john()
    res_before = dict(match.view(GREEN).board["res"][GREEN])
    play = table_for(app, match)
    move = target(play, ("location", "weaponsmith"))
    assert move.command == Move(GREEN, "weaponsmith") and move.glow
    assert "buy weapon dice free (Little John)" in move.tooltip

    driver.click_target(play, ("location", "weaponsmith"))
    driver.settle(play)
    assert match.log[-1] == Move(GREEN, "weaponsmith")
    assert play.table.question_words() == (
        "The Weaponsmith",
        "Little John: your purchases in this move are free. Buy or exchange weapon dice, then click Done.",
    )
    buys = {o.key: o.label for o in play.table.chooser.options() if o.key[0] == "buy"}
    assert buys[("buy", "bow")] == "Buy a Bow die — free (Little John)"
    assert buys[("buy", "axe")] == "Buy an Axe die — free (Little John)"
    drawn.clear()
    play.table.resize(app.screen.get_size())  # the board's layer drawn afresh, not from its cache
    app.step()
    words = shown(drawn)
    assert "Little John: your purchases in this move are free." in words  # the banner and the box
    lines = [s for s, _ in drawn]
    assert lines.count("free") == 4  # a tag on each of the four printed prices
    assert sum(line.endswith("free (Little John)") for line in lines) == 4  # each buy choice

    driver.click_target(play, ("dialog", ("buy", "bow")))
    driver.settle(play)
    assert match.log[-1] == Buy(GREEN, "bow", free=True)
    driver.click_target(play, ("dialog", ("buy", "axe")))
    driver.settle(play)
    assert match.log[-1] == Buy(GREEN, "axe", free=True)

    b = match.view(GREEN).board
    assert b["dice"][GREEN] == {"bow": 1, "sword": 0, "staff": 0, "axe": 1}
    assert b["res"][GREEN] == res_before, "nothing paid"
    assert not [e for turn in match.history for e in turn.events if e.kind == "paid"]
    log = [line.text for line in play.log.lines]
    assert "Green takes a Bow die from the Armory (bought free, Little John)" in log
    assert "Green takes an Axe die from the Armory (bought free, Little John)" in log

    driver.click_target(play, ("dialog", ("done",)))
    driver.settle(play)
    assert match.log[-1] == Done(GREEN) and not free_left(match.view(GREEN))


def test_the_first_reading_frees_one_die_then_the_price_is_back(app, driver, drawn):
    """MM-9.6, the second reading (option ``little_john="first"``): the question says only the
    first purchase is free; once it is bought, the next die shows its price and the printed
    prices are no longer covered."""
    match = little_john("first", wood=1, iron=1)
    play = table_for(app, match)
    driver.click_target(play, ("location", "weaponsmith"))
    driver.settle(play)
    assert play.table.question_words()[1].startswith("Little John: your first purchase in this move is free.")
    driver.click_target(play, ("dialog", ("buy", "staff")))
    driver.settle(play)
    assert match.log[-1] == Buy(GREEN, "staff", free=True)
    assert play.table.question_words() == ("The Weaponsmith", "Buy or exchange weapon dice, then click Done.")
    buys = [o.label for o in play.table.chooser.options() if o.key[0] == "buy"]
    assert buys == ["Buy an Axe die for 1 wood + 1 iron"]
    drawn.clear()
    play.table.resize(app.screen.get_size())  # the board's layer drawn afresh
    app.step()
    lines = [s for s, _ in drawn]
    assert "Pennies:" in lines and "free" not in lines  # the layer redrawn, no tag over the prices
    log = [line.text for line in play.log.lines]
    assert "Green takes a Staff die from the Armory (bought free, Little John)" in log


def test_the_weaponsmith_tooltip_follows_little_johns_turn(app):
    """MM-9.6: resting on the Weaponsmith tells its prices, and for Little John whether his
    free purchases are still to come this turn; once used, a move there shows its price."""
    match = little_john(wood=2)
    play = table_for(app, match)
    zone = play.table.board.zone_box("weaponsmith")
    tip = next(t for t in play.table.targets() if t.key[0] == "info" and t.box == zone).tooltip
    assert "a Staff die for 2 wood" in tip and "an Axe die for 1 wood + 1 iron" in tip
    assert "Green's Little John: his purchases in one Weaponsmith move this turn are free." in tip
    play.apply(Move(GREEN, "weaponsmith"))
    play.apply(Buy(GREEN, "bow", free=True))
    play.apply(Done(GREEN))
    tip = next(t for t in play.table.targets() if t.key[0] == "info" and t.box == zone).tooltip
    assert "Green's Little John has had his free purchases this turn." in tip
    move = target(play, ("location", "weaponsmith"))
    assert move.tooltip == "Move your hero to Weaponsmith: buy or exchange weapon dice"


@pytest.mark.parametrize("reading", ["all", "first"])
def test_the_table_counts_free_purchases_as_the_engine_does(reading):
    """MM-9.6, MM-5.29: what the table reads from the view agrees with the engine's
    ``free_purchases`` before, during and after his free move, for another hero, and for a
    disabled Little John."""
    match = little_john(reading, wood=2)
    s = state_of(match)

    def agree():
        assert free_next(match.view(GREEN), GREEN) == free_purchases(s, GREEN)

    agree()
    assert free_next(match.view(GREEN), GREEN) == (4 if reading == "all" else 1)
    match.apply(Move(GREEN, "weaponsmith"))
    assert free_left(match.view(GREEN)) == s.ctx["move"]["free"] > 0
    match.apply(Buy(GREEN, "bow", free=True))
    agree()
    assert free_left(match.view(GREEN)) == s.ctx["move"]["free"] == (3 if reading == "all" else 0)
    other = little_john(reading, heroes=("robin_hood", "little_john"))
    assert free_next(other.view(GREEN), GREEN) == free_purchases(state_of(other), GREEN) == 0

    def disabled(st):
        give(st, GREEN, **POOR)
        st.disabled[GREEN] = True

    off = situation(2, heroes=["little_john", "robin_hood"], edit=disabled, at=("moves", GREEN))
    assert free_next(off.view(GREEN), GREEN) == free_purchases(state_of(off), GREEN) == 0


def test_an_edict_tie_is_explained_in_the_log(app, driver):
    """MM-11.7: in a solo game, the edict's tied roads and the road chosen, with why, are a
    line of the log (and a caption while the table plays the new round)."""
    def edit(s):
        s.pennies.update(road_1=6, road_2=6, road_3=6, road_4=6)
        s.edict_tie = "road_1"
        s.edict_deck.remove("E02")  # Road Tolls: a penny from the road with the most
        s.edict_deck.insert(0, "E02")

    match = situation(1, heroes=["robin_hood"], edit=edit, at=("end", None))
    play = table_for(app, match)
    assert DiscardHand(GREEN, ()) in match.legal_commands()
    driver.click_button(play, DiscardHand(GREEN, ()))
    driver.settle(play)
    line = ("The edict's roads tie (Road I and Road II and Road III and Road IV): "
            "Road II, next in turn after Road I")
    assert match.log[-1] == DiscardHand(GREEN, ())
    assert line in [entry.text for entry in play.log.lines]
    assert match.view(GREEN).board["pennies"]["road_2"] == 5
    tie = next(e for e in match.history[-1].events if e.kind == "edict_tie_broken")
    steps = play.table.build_steps(tie, match.view(GREEN), match.view(GREEN))
    assert [step.caption for step in steps] == [line] and steps[0].hold > 0
