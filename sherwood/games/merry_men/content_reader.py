"""Reading the content files of Robin Hood and the Merry Men (``data/*.yaml``) into the
values of :mod:`.content`: :func:`read_content` reads each file with the safe YAML loader and
checks it; the card files, the modules (Friar Tuck, spies, the Golden Arrow) and the solo
edicts are read here, ``tables.yaml`` by :mod:`.content_tables`. Every mistake raises
``BadLayout`` with file, line and field.
"""

from __future__ import annotations

import pathlib
from collections.abc import Callable, Mapping
from typing import Any

# The same checked YAML reading as the board layouts, so that content files and boards
# report their mistakes the same way (file, line, field).
from sherwood.engine.checked_yaml import (
    At,
    FrozenMap,
    Item,
    YamlSeq,
    check_fields,
    parse_yaml,
    read_bool,
    read_count,
    read_field,
    read_ident,
    read_int,
    read_items,
    read_list,
    read_natural,
    read_text,
    show,
)
from sherwood.engine.errors import BadLayout
from sherwood.games.merry_men.content import (
    ACTIONS,
    BASIC_RESOURCES,
    BUILD_DISCOUNTS,
    EDICT_EFFECTS,
    RANSOM_CHOICES,
    ROAD_SELECTORS,
    TIE_BREAKS,
    Carriage,
    Content,
    EdictCard,
    FriarTuckCard,
    Gain,
    Hero,
    Loot,
    MerryManCard,
    Quest,
    Ransom,
    SoloRank,
    SoloRules,
    SpyCard,
    VillainCard,
)
from sherwood.games.merry_men.content_tables import (
    by_id,
    gain_of,
    gathering_of,
    ints,
    one_of,
    read_cost,
    read_gain,
    read_tables,
    ref,
    refs,
)

_EMPTY_GAIN: Gain = FrozenMap()


def read_content(folder: pathlib.Path, shown: str | None = None) -> Content:
    """Read and check the content files in ``folder``; errors name each file as
    ``<shown>/<file>`` (default: ``folder`` as given). :func:`.content.load_content_dir` calls it."""
    shown_dir = shown if shown is not None else str(folder)

    def read(name: str) -> tuple[At, Any]:
        return _read_file(folder / name, f"{shown_dir}/{name}")

    t = read_tables(*read("tables.yaml"))
    villain_cards = _cards_file(read("villain_cards.yaml"), "villain card id", _villain_card(t, golden=False))
    return Content(
        **t,
        merry_men_cards=_cards_file(read("merry_men_cards.yaml"), "card id", _merry_man_card(t)),
        villain_cards=villain_cards,
        quests=_cards_file(read("quests.yaml"), "quest id", _quest(t)),
        carriages=_cards_file(read("carriages.yaml"), "carriage id", _carriage(t), section="carriages"),
        loot=_cards_file(read("loot.yaml"), "loot tile id", _loot, section="tiles"),
        ransom=_cards_file(read("ransom.yaml"), "ransom tile id", _ransom, section="tiles"),
        heroes=_cards_file(read("heroes.yaml"), "hero id", _hero, section="heroes"),
        **_friar_tuck(*read("friar_tuck.yaml")),
        **_spies(t, *read("spies.yaml")),
        golden_arrow_cards=_golden_arrow(t, read("golden_arrow.yaml"), villain_cards),
        **_solo(t, *read("edicts.yaml")),
    )


# --- files ------------------------------------------------------------------------------------


def _read_file(path: pathlib.Path, shown: str) -> tuple[At, Any]:
    """The YAML document of ``path`` and the place of its top level; errors name ``shown``."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise BadLayout(shown, None, "(file)", f"cannot be read: {exc.strerror or exc}") from None
    root = parse_yaml(data, shown)
    return At(shown, "", getattr(root, "line", 1)), root


def _cards_file(
    file: tuple[At, Any], what: str, read: Callable[[At, Any], Item], section: str = "cards"
) -> FrozenMap[Item]:
    """A file whose only field ``section`` lists items with unique ids."""
    at, root = file
    root = check_fields(at, root, (section,), ())
    return read_field(at, root, section, lambda a, n: by_id(a, n, read, what))


# --- the card files ---------------------------------------------------------------------------


def _merry_man_card(t: Mapping[str, Any]) -> Callable[[At, Any], MerryManCard]:
    locations, characters = t["locations"], t["characters"]

    def read(at: At, node: Any) -> MerryManCard:
        node = check_fields(
            at,
            node,
            ("id", "name", "character", "location", "passive_vp", "text"),
            (
                "gain",
                "action",
                "builds",
                "build_discount",
                "after_gain",
                "quest_discount",
                "weapon_substitute",
            ),
        )
        location = locations[read_field(at, node, "location", ref(locations, "location"))]
        action = read_field(at, node, "action", one_of(ACTIONS, "action"))
        if action != location.card_action:
            where = at.key(node, "action")
            if location.card_action is None:
                where.fail(f"a card for the {location.name} has no action")
            where.fail(f"a card for the {location.name} needs action: {location.card_action}")
        builds = read_field(at, node, "builds", read_count, 0)
        if (action == "build") != (builds > 0):
            at.key(node, "builds").fail("a build card says how many structures it builds; no other card does")
        only = {"build_discount": "build", "quest_discount": "messenger", "weapon_substitute": "messenger"}
        for name, needs in only.items():
            if name in node and action != needs:
                at.key(node, name).fail(f"only a card with action: {needs} has this field")
        if not location.gathering and action is None:
            at.key(node, "location").fail(f"{location.name} takes only cards with an action")
        return MerryManCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            character=read_field(at, node, "character", ref(characters, "character")),
            location=location.id,
            gain=read_field(at, node, "gain", read_gain, _EMPTY_GAIN),
            action=action,
            builds=builds,
            build_discount=read_field(at, node, "build_discount", one_of(BUILD_DISCOUNTS, "build discount")),
            after_gain=read_field(at, node, "after_gain", read_gain, _EMPTY_GAIN),
            quest_discount=read_field(at, node, "quest_discount", read_bool, False),
            weapon_substitute=read_field(at, node, "weapon_substitute", read_bool, False),
            passive_vp=read_field(at, node, "passive_vp", read_natural),
            text=read_field(at, node, "text", read_text),
        )

    return read


def _villain_card(t: Mapping[str, Any], golden: bool) -> Callable[[At, Any], VillainCard]:
    locations, roads, villains = t["locations"], t["roads"], t["villains"]
    gathering = gathering_of(locations)
    targets: dict[str, Mapping[str, Any]] = {"gathering": gathering, "road": roads}
    if golden:  # MM-10.34: the Sheriff goes to the Archery Range, a Hero-phase location
        places = {k: v for k, v in t["hero_locations"].items() if k not in roads}
        targets["gathering"] = FrozenMap({**gathering, **places})

    def villain_ref(at: At, node: Any) -> tuple[str, str]:
        if not isinstance(node, YamlSeq) or len(node) != 2:
            at.fail(f"expected [villain, target], e.g. [sheriff, lumber_camp], got {show(node)}")
        who = ref(villains, "villain")(at.item(node, 0), node[0])
        kind = villains[who].targets
        where = ref(targets[kind], "gathering place" if kind == "gathering" else "road")(
            at.item(node, 1), node[1]
        )
        return (who, where)

    def read(at: At, node: Any) -> VillainCard:
        optional = ("guards", "villain", "roads", "pot_pennies", "text")
        node = check_fields(at, node, ("id", "title"), optional)
        return VillainCard(
            id=read_field(at, node, "id", read_ident),
            title=read_field(at, node, "title", read_text),
            guards=read_field(at, node, "guards", refs(gathering, "gathering place", nonempty=True), ()),
            villain=read_field(at, node, "villain", villain_ref),
            roads=read_field(at, node, "roads", refs(roads, "road", nonempty=True), ()),
            pot_pennies=read_field(at, node, "pot_pennies", read_count, 0),
            text=read_field(at, node, "text", read_text, ""),
        )

    return read


def _quest(t: Mapping[str, Any]) -> Callable[[At, Any], Quest]:
    weapons = tuple(t["weapons"])

    def read(at: At, node: Any) -> Quest:
        node = check_fields(at, node, ("id", "name", "dice", "vp"), ("cost",))
        return Quest(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            dice=read_field(at, node, "dice", gain_of(weapons, "weapon type")),
            cost=read_field(at, node, "cost", read_cost, _EMPTY_GAIN),
            vp=read_field(at, node, "vp", read_count),
        )

    return read


def _carriage(t: Mapping[str, Any]) -> Callable[[At, Any], Carriage]:
    colour_weapon = t["colour_weapon"]

    def read(at: At, node: Any) -> Carriage:
        node = check_fields(at, node, ("id", "colour", "reward"), ())
        colour = read_field(at, node, "colour", ref(colour_weapon, "weapon colour"))
        return Carriage(
            id=read_field(at, node, "id", read_ident),
            colour=colour,
            reward=read_field(at, node, "reward", read_gain),
            weapon=colour_weapon[colour],
        )

    return read


def _loot(at: At, node: Any) -> Loot:
    node = check_fields(at, node, ("id", "reward"), ())
    return Loot(id=read_field(at, node, "id", read_ident), reward=read_field(at, node, "reward", read_gain))


def _ransom(at: At, node: Any) -> Ransom:
    node = check_fields(at, node, ("id", "reward"), ("choice", "choice_kinds", "cap_per_player"))
    if ("choice" in node) != ("choice_kinds" in node):
        missing = "choice_kinds" if "choice" in node else "choice"
        at.key(node, missing).fail("give choice and choice_kinds together")
    basic = refs(dict.fromkeys(BASIC_RESOURCES), "basic resource", True)
    kinds = read_field(at, node, "choice_kinds", basic, ())
    return Ransom(
        id=read_field(at, node, "id", read_ident),
        reward=read_field(at, node, "reward", read_gain),
        choice=read_field(at, node, "choice", one_of(RANSOM_CHOICES, "choice")),
        cap_per_player=read_field(at, node, "cap_per_player", read_count),
        choice_kinds=kinds,
    )


def _rule_id(at: At, value: Any) -> str:
    if not isinstance(value, str) or not value.startswith("MM-"):
        at.fail(f"expected a rule id such as MM-9.1, got {show(value)}")
    return value


def _hero(at: At, node: Any) -> Hero:
    node = check_fields(at, node, ("id", "name", "ability"), ("rules",))
    return Hero(
        id=read_field(at, node, "id", read_ident),
        name=read_field(at, node, "name", read_text),
        ability=read_field(at, node, "ability", read_text),
        rules=tuple(read_field(at, node, "rules", lambda a, n: read_list(a, n, _rule_id), ())),
    )


# --- modules and solo -------------------------------------------------------------------------


def _friar_tuck(at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("hand_size", "cards"), ())

    def card(at: At, node: Any) -> FriarTuckCard:
        node = check_fields(at, node, ("id", "name", "gain", "passive_vp", "text"), ())
        return FriarTuckCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            gain=read_field(at, node, "gain", read_gain),
            passive_vp=read_field(at, node, "passive_vp", read_int),
            text=read_field(at, node, "text", read_text),
        )

    return {
        "tuck_hand_size": read_field(at, root, "hand_size", read_count),
        "friar_tuck_cards": read_field(at, root, "cards", lambda a, n: by_id(a, n, card, "card id")),
    }


def _spies(t: Mapping[str, Any], at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("pile_limit", "cards"), ())
    gathering = gathering_of(t["locations"])

    def card(at: At, node: Any) -> SpyCard:
        node = check_fields(at, node, ("id", "name", "location", "guards_removed", "passive_vp", "text"), ())
        return SpyCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            location=read_field(at, node, "location", ref(gathering, "gathering place")),
            guards_removed=read_field(at, node, "guards_removed", read_count),
            passive_vp=read_field(at, node, "passive_vp", read_int),
            text=read_field(at, node, "text", read_text),
        )

    return {
        "spy_pile_limit": read_field(at, root, "pile_limit", read_count),
        "spy_cards": read_field(at, root, "cards", lambda a, n: by_id(a, n, card, "card id")),
    }


def _golden_arrow(
    t: Mapping[str, Any], file: tuple[At, Any], villain_cards: Mapping[str, VillainCard]
) -> FrozenMap[VillainCard]:
    cards = _cards_file(file, "card id", _villain_card(t, golden=True))
    at, root = file
    for i, card in enumerate(cards.values()):
        if card.id in villain_cards:
            at.key(root, "cards").item(root["cards"], i).key(root["cards"][i], "id").fail(
                f"{card.id!r} is already a villain card id (villain_cards.yaml); they share one deck"
            )
    return cards


def _solo(t: Mapping[str, Any], at: At, root: Any) -> dict[str, Any]:
    root = check_fields(at, root, ("solo", "cards"), ())
    locations, villains = t["locations"], t["villains"]
    gathering = gathering_of(locations)
    rounds = t["limits"].rounds

    def rank(at: At, node: Any) -> SoloRank:
        node = check_fields(at, node, ("id", "name", "score"), ())
        return SoloRank(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            score=read_field(at, node, "score", read_int),
        )

    def settings(at: At, node: Any) -> SoloRules:
        node = check_fields(
            at, node, ("agents", "edicts_per_game", "villain_draws_by_round", "road_tie_break", "ranks"), ()
        )
        draws = read_field(at, node, "villain_draws_by_round", ints(rounds))
        return SoloRules(
            agents=read_field(at, node, "agents", read_count),
            edicts_per_game=read_field(at, node, "edicts_per_game", read_count),
            villain_draws_by_round=draws,
            road_tie_break=read_field(at, node, "road_tie_break", one_of(TIE_BREAKS, "tie break")),
            ranks=tuple(
                read_field(at, node, "ranks", lambda a, n: read_items(a, n, rank, "rank id", nonempty=True))
            ),
        )

    needs = {
        "guard": ("location",),
        "remove_pennies": ("road",),
        "activate_road": ("road",),
        "villain": ("villain", "road"),
    }

    def card(at: At, node: Any) -> EdictCard:
        node = check_fields(
            at, node, ("id", "name", "agents", "effect", "count", "text"), ("location", "road", "villain")
        )
        effect = read_field(at, node, "effect", one_of(EDICT_EFFECTS, "edict effect"))
        for name in ("location", "road", "villain"):
            if (name in node) != (name in needs[effect]):
                verb = "needs" if name in needs[effect] else "takes no"
                at.key(node, name).fail(f"an edict with effect {effect} {verb} {name}")
        agents = read_field(at, node, "agents", refs(gathering, "gathering place", nonempty=True))
        if len(set(agents)) != len(agents):
            at.key(node, "agents").fail("names a gathering place twice")
        villain = read_field(at, node, "villain", ref(villains, "villain"))
        if villain is not None and villains[villain].targets != "road":
            at.key(node, "villain").fail(f"{villains[villain].name} does not go on a road")
        return EdictCard(
            id=read_field(at, node, "id", read_ident),
            name=read_field(at, node, "name", read_text),
            agents=agents,
            effect=effect,
            location=read_field(at, node, "location", ref(gathering, "gathering place")),
            road=read_field(at, node, "road", one_of(ROAD_SELECTORS, "road selector")),
            villain=villain,
            count=read_field(at, node, "count", read_count),
            text=read_field(at, node, "text", read_text),
        )

    solo = read_field(at, root, "solo", settings)
    edicts = read_field(at, root, "cards", lambda a, n: by_id(a, n, card, "card id"))
    for i, edict in enumerate(edicts.values()):
        if len(edict.agents) != solo.agents:
            cards_node = root["cards"]
            at.key(root, "cards").item(cards_node, i).key(cards_node[i], "agents").fail(
                f"expected {solo.agents} gathering places (solo.agents), got {len(edict.agents)}"
            )
    if solo.edicts_per_game > len(edicts):
        at.key(root, "solo").key(root["solo"], "edicts_per_game").fail(
            f"there are only {len(edicts)} edict cards"
        )
    return {"edict_cards": edicts, "solo": solo}
