"""The Merry Men content files refused when broken: a damaged data file names the file, the
line and the field, and loads nothing (the data's checks of tests/games/merry_men/test_content.py)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sherwood.engine.errors import BadLayout
from sherwood.games.merry_men import content as content_module
from sherwood.games.merry_men.content import (
    DATA_DIR,
    load_content,
    load_content_dir,
)

# --- broken files -----------------------------------------------------------------------------


def broken(tmp_path: Path, file: str, old: str, new: str) -> tuple[Path, int]:
    """A copy of the data folder with ``old`` replaced by ``new`` in ``file``; and the line of ``new``."""
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    text = (folder / file).read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must occur once in {file}"
    text = text.replace(old, new)
    (folder / file).write_text(text, encoding="utf-8")
    line = text[: text.index(new)].count("\n") + 1 + new[: len(new) - len(new.lstrip("\n"))].count("\n")
    return folder, line


def load_error(folder: Path) -> BadLayout:
    with pytest.raises(BadLayout) as info:
        load_content_dir(folder)
    return info.value


CASES = [
    # (file, old, new, field, words of the problem)
    pytest.param(
        "merry_men_cards.yaml",
        "gain: {wood: 3}",
        "gain: {woood: 3}",
        "cards[2].gain.woood",
        ["unknown gain 'woood'", "did you mean 'wood'?"],
        id="unknown-gain-key",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "Fallen Oak, character: will_stutely, location: lumber_camp, gain: {wood: 3}, passive_vp: 0,",
        "Fallen Oak, character: will_stutely, location: lumber_camp, gain: {wood: 3}, pasive_vp: 0,",
        "cards[2].pasive_vp",
        ["unknown field 'pasive_vp'", "did you mean 'passive_vp'?"],
        id="unknown-field",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "Fallen Oak, character: will_stutely, location: lumber_camp, gain: {wood: 3}, passive_vp: 0,",
        "Fallen Oak, character: will_stutely, location: lumber_camp, gain: {wood: 3}, passive_vp: none,",
        "cards[2].passive_vp",
        ["expected a whole number, got 'none'"],
        id="wrong-type",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "name: Fallen Oak, character: will_stutely, location: lumber_camp,",
        "name: Fallen Oak, character: will_stutely, location: lumber_cmap,",
        "cards[2].location",
        ["names no location: 'lumber_cmap'", "did you mean 'lumber_camp'?"],
        id="unknown-location",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "name: Fallen Oak, character: will_stutely,",
        "name: Fallen Oak, character: will_stewtly,",
        "cards[2].character",
        ["names no character: 'will_stewtly'"],
        id="unknown-character",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "{id: MC03, name: Fallen Oak",
        "{id: MC02, name: Fallen Oak",
        "cards[2].id",
        ["card id 'MC02' is used twice (first in cards[1])"],
        id="duplicate-id",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "location: lumber_camp, gain: {wood: 3}, passive_vp: 0",
        "location: lumber_camp, gain: {wood: 3}, action: build, passive_vp: 0",
        "cards[2].action",
        ["a card for the Lumber Camp has no action"],
        id="action-not-of-its-location",
    ),
    pytest.param(
        "merry_men_cards.yaml",
        "gain: {wood: 3}",
        "gain: {wood: 0}",
        "cards[2].gain.wood",
        ["must be at least 1, got 0"],
        id="gain-not-positive",
    ),
    pytest.param(
        "villain_cards.yaml",
        "villain: [guy, road_1], roads: [road_3]}",
        "villain: [guy, road_1], roads: [road_5]}",
        "cards[6].roads[0]",
        ["names no road: 'road_5'"],
        id="unknown-road",
    ),
    pytest.param(
        "villain_cards.yaml",
        "villain: [guy, road_1], roads: [road_3]}",
        "villain: [guy, church], roads: [road_3]}",
        "cards[6].villain[1]",
        ["names no road: 'church'"],
        id="villain-target-of-the-wrong-kind",
    ),
    pytest.param(
        "villain_cards.yaml",
        "{id: V19, title: Garrison, guards: [iron_forge, weapon_cache]}",
        "{id: V19, title: Garrison, guards: [iron_forge, weapon_cash]}",
        "cards[18].guards[1]",
        ["names no gathering place: 'weapon_cash'", "did you mean 'weapon_cache'?"],
        id="unknown-gathering-place",
    ),
    pytest.param(
        "quests.yaml",
        "dice: {bow: 3}",
        "dice: {bows: 3}",
        "cards[11].dice.bows",
        ["unknown weapon type 'bows'", "did you mean 'bow'?"],
        id="unknown-weapon",
    ),
    pytest.param(
        "quests.yaml",
        "cost: {iron: 3}",
        "cost: {iron: 3, vp: 1}",
        "cards[9].cost.vp",
        ["unknown basic resource 'vp'"],
        id="cost-not-a-basic-resource",
    ),
    pytest.param(
        "carriages.yaml",
        "{id: C19, colour: pink,",
        "{id: C19, colour: purple,",
        "carriages[18].colour",
        ["names no weapon colour: 'purple'"],
        id="unknown-colour",
    ),
    pytest.param(
        "tables.yaml",
        "    weapon: axe\n",
        "    weapon: axes\n",
        "locations[0].weapon",
        ["names no weapon type: 'axes'", "did you mean 'axe'?"],
        id="unknown-weapon-in-tables",
    ),
    pytest.param(
        "tables.yaml",
        "guard_track_by_players: [7, 4, 3, 7]",
        "guard_track_by_players: [7, 4, 3]",
        "guard_track_by_players",
        ["expected 4 numbers, got 3"],
        id="wrong-length",
    ),
    pytest.param(
        "tables.yaml",
        "  bands: [[0, 2, 1], [3, 5, 2], [6, 9, 3], [10, 15, 4]]",
        "  bands: [[0, 2, 1], [4, 5, 2], [6, 9, 3], [10, 15, 4]]",
        "renown.bands[1]",
        ["without gaps"],
        id="renown-gap",
    ),
    pytest.param(
        "ransom.yaml",
        "choice: basic_resource, choice_kinds: [wood, iron, tools, distraction]",
        "choice: basic_resource, choice_kinds: [wood, iron, tools, vp]",
        "tiles[9].choice_kinds[3]",
        ["names no basic resource: 'vp'"],
        id="choice-not-a-basic-resource",
    ),
    pytest.param(
        "spies.yaml",
        '{id: SP01, name: "Sheriff\'s Spy", location: lumber_camp,',
        '{id: SP01, name: "Sheriff\'s Spy", location: crusade,',
        "cards[0].location",
        ["names no gathering place: 'crusade'"],
        id="spy-not-at-a-gathering-place",
    ),
    pytest.param(
        "golden_arrow.yaml",
        "{id: GA1,",
        "{id: V01,",
        "cards[0].id",
        ["'V01' is already a villain card id"],
        id="golden-arrow-id-clash",
    ),
    pytest.param(
        "edicts.yaml",
        "effect: guard, location: workshop, count: 1",
        "effect: guard, count: 1",
        "cards[0].location",
        ["an edict with effect guard needs location"],
        id="edict-missing-its-target",
    ),
    pytest.param(
        "edicts.yaml",
        "agents: [lumber_camp, iron_forge]",
        "agents: [lumber_camp]",
        "cards[0].agents",
        ["expected 2 gathering places (solo.agents), got 1"],
        id="edict-agents",
    ),
    pytest.param(
        "heroes.yaml",
        "  - id: robin_hood\n    name: Robin Hood\n",
        "  - id: robin_hood\n",
        "heroes[0].name",
        ["is required but missing"],
        id="missing-field",
    ),
    pytest.param(
        "loot.yaml",
        "  - {id: L30, reward: {vp: 4}}",
        "  - {id: L30, reward: {vp: 4, vp: 5}}",
        "(syntax)",
        ["'vp' is given twice"],
        id="duplicate-key",
    ),
    pytest.param(
        "loot.yaml",
        "  - {id: L15, reward: {iron: 1}}",
        "  - {id: L15, reward: {iron: 1}}}",
        "(syntax)",
        [],
        id="syntax",
    ),
    pytest.param(
        "loot.yaml",
        "  - {id: L30, reward: {vp: 4}}",
        "  - !!python/object/apply:os.system [echo unsafe]",
        "tiles[29]",
        ["python/object/apply"],
        id="unsafe-tag-refused",
    ),
]


@pytest.mark.parametrize(("file", "old", "new", "field", "words"), CASES)
def test_broken_file_names_file_line_and_field(tmp_path, file, old, new, field, words):
    """A mistake in a content file names the file, the line and the field (like a board's)."""
    folder, line = broken(tmp_path, file, old, new)
    error = load_error(folder)
    assert (error.file, error.line, error.field) == (f"{folder}/{file}", line, field), str(error)
    for word in words:
        assert word in error.problem, str(error)
    assert str(error).startswith(f"{folder}/{file}, line {line}, field {field}: ")


def test_missing_file(tmp_path):
    folder = tmp_path / "data"
    shutil.copytree(DATA_DIR, folder)
    (folder / "quests.yaml").unlink()
    error = load_error(folder)
    assert (error.file, error.line, error.field) == (f"{folder}/quests.yaml", None, "(file)")
    assert "cannot be read" in error.problem


def test_the_bundled_files_are_named_by_their_package_path(monkeypatch, tmp_path):
    """load_content names its files as sherwood/games/merry_men/data/<file> in errors."""
    folder, line = broken(tmp_path, "loot.yaml", "{id: L30, reward: {vp: 4}}", "{id: L30, reward: {vp: -4}}")
    monkeypatch.setattr(content_module, "DATA_DIR", folder)
    load_content.cache_clear()
    try:
        with pytest.raises(BadLayout) as info:
            load_content()
        assert (info.value.file, info.value.line) == ("sherwood/games/merry_men/data/loot.yaml", line)
        assert info.value.field == "tiles[29].reward.vp"
    finally:
        load_content.cache_clear()
