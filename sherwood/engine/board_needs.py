"""What a game reads from its board by id, declared once and checked by ``validate-boards``.

A game lists in ``GameSpec.board_needs`` the zones (with the slots it reads in each), the
paths (with their spaces, in order), the tracks (with their numbered spaces) and the prison
levels (in order) that its rules and its table look up by id. ``sherwood validate-boards``
(:func:`sherwood.engine.layout.validate_boards`) and :func:`~sherwood.engine.layout.load_layout`
check every board against the needs of each game drawn on it, so a board that lacks, say, a
road fails with the file, the line and the missing id, instead of passing and then crashing
the game.

>>> from sherwood.engine.layout import Layout, Path, PathSpace
>>> board = Layout("mini", "Mini", (100, 100), paths={"road_1": Path("road_1", (PathSpace("S", (1, 1)),))})
>>> needs = BoardNeeds(paths={"road_1": ("S", "W1"), "road_2": ("S",)})
>>> for m in needs.missing(board):
...     print(m.section, m.item, m.problem)
paths road_1 needs space 'W1' on path 'road_1', which the board lacks
paths None needs a path 'road_2', which the board lacks; did you mean 'road_1'?
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from sherwood.engine.checked_yaml import At, FrozenMap, YamlMap, YamlSeq, suggest
from sherwood.engine.errors import BadLayout

if TYPE_CHECKING:
    from sherwood.engine.game import GameSpec
    from sherwood.engine.layout import Layout


_LACKS = ", which the board lacks"


def _frozen(table: Mapping[str, Iterable[Any]]) -> FrozenMap[tuple[Any, ...]]:
    return FrozenMap((key, tuple(values)) for key, values in table.items())


@dataclass(frozen=True)
class Missing:
    """One thing a game needs that a board lacks.

    ``section`` is the board's top-level field (``zones``, ``paths``, ``tracks``, ``prison``);
    ``item`` the id of the zone, path or track that is there but lacks a part of it (a slot,
    a space), or None when the whole item (or prison level) is missing; ``problem`` says
    what the game needs, as a phrase after its title (``"needs a path 'road_4', ..."``).
    """

    section: str
    item: str | None
    problem: str


@dataclass(frozen=True)
class BoardNeeds:
    """The ids a game looks up on its board.

    ``zones`` maps each zone id to the slot ids read in it; ``paths`` each path id to the
    space ids read on it, in the order they must come; ``tracks`` each track id to the space
    numbers; ``prison`` lists the prison level ids in order. ``sections`` maps each top-level
    section the game reads itself (the Settlers' ``island``) to its reader ``read(at, node)``,
    which raises BadLayout at the field of the first mistake; declaring it here is what lets
    the game's board hold it (:func:`sherwood.engine.layout_reader.read_layout` refuses a
    section no game drawn on the board declares).
    """

    zones: Mapping[str, Sequence[str]] = field(default_factory=FrozenMap)
    paths: Mapping[str, Sequence[str]] = field(default_factory=FrozenMap)
    tracks: Mapping[str, Sequence[int]] = field(default_factory=FrozenMap)
    prison: Sequence[str] = ()
    sections: Mapping[str, Callable[[At, Any], object]] = field(default_factory=FrozenMap)

    def __post_init__(self) -> None:
        for name in ("zones", "paths", "tracks"):
            object.__setattr__(self, name, _frozen(getattr(self, name)))
        object.__setattr__(self, "prison", tuple(self.prison))
        object.__setattr__(self, "sections", FrozenMap(self.sections))

    def missing(self, layout: Layout) -> list[Missing]:
        """Everything of these needs that ``layout`` lacks, in the order of the needs."""
        found: list[Missing] = []
        for zone_id, slots in self.zones.items():
            if zone_id not in layout.zones:
                found.append(_absent("zones", "a zone", zone_id, layout.zones))
                continue
            have = [s.id for s in layout.zones[zone_id].slots]
            found += [Missing("zones", zone_id, f"needs slot {slot!r} in zone {zone_id!r}{_LACKS}")
                      for slot in slots if slot not in have]
        for path_id, spaces in self.paths.items():
            if path_id not in layout.paths:
                found.append(_absent("paths", "a path", path_id, layout.paths))
                continue
            have = [s.id for s in layout.paths[path_id].spaces]
            lacking = [s for s in spaces if s not in have]
            found += [Missing("paths", path_id, f"needs space {s!r} on path {path_id!r}{_LACKS}")
                      for s in lacking]
            if not lacking and not _in_order(spaces, have):
                order = ", ".join(spaces)
                found.append(Missing("paths", path_id, f"needs path {path_id!r} in the order {order}"))
        for track_id, numbers in self.tracks.items():
            if track_id not in layout.tracks:
                found.append(_absent("tracks", "a track", track_id, layout.tracks))
                continue
            have_numbers = {s.n for s in layout.tracks[track_id].spaces}
            found += [Missing("tracks", track_id, f"needs space {n} on track {track_id!r}{_LACKS}")
                      for n in numbers if n not in have_numbers]
        levels = [level.id for level in layout.prison]
        lacking = [level for level in self.prison if level not in levels]
        found += [_absent("prison", "a prison level", level, levels) for level in lacking]
        if not lacking and not _in_order(self.prison, levels):
            order = ", ".join(self.prison)
            found.append(Missing("prison", None, f"needs the prison levels in the order {order}"))
        found += [Missing(name, None, f"needs a section {name!r}{_LACKS}")
                  for name in self.sections if name not in layout.sections]
        return found

    def section_errors(self, layout: Layout) -> list[BadLayout]:
        """The first mistake its reader finds in each of the game's sections ``layout`` has."""
        errors: list[BadLayout] = []
        for name, read in self.sections.items():
            if name in layout.sections:
                section = layout.sections[name]
                try:
                    read(section.at, section.node)
                except BadLayout as exc:
                    errors.append(exc)
        return errors


def _absent(section: str, what: str, item_id: str, have: Iterable[str]) -> Missing:
    return Missing(section, None, f"needs {what} {item_id!r}{_LACKS}{suggest(item_id, list(have))}")


def _in_order(wanted: Sequence[str], have: Sequence[str]) -> bool:
    """Whether ``wanted`` (all of which are in ``have``) come in ``have`` in that order."""
    positions = [have.index(item) for item in wanted]
    return positions == sorted(positions)


def needs_errors(games: Iterable[GameSpec], layout: Layout, root: Any, shown: str) -> list[BadLayout]:
    """One BadLayout for each need of ``games`` that ``layout`` lacks, each naming the file
    ``shown``, the line and the field where the id should be (``root`` is the file's YAML)."""
    errors: list[BadLayout] = []
    for spec in games:
        if spec.board_needs is None:
            continue
        for miss in spec.board_needs.missing(layout):
            at = _place(At(shown, "", getattr(root, "line", 1)), root, miss)
            errors.append(BadLayout(at.file, at.line, at.field or "(top level)",
                                    f"{spec.title} {miss.problem}"))
        errors += spec.board_needs.section_errors(layout)
    return errors


def _place(at: At, root: Any, miss: Missing) -> At:
    """Where in the file the missing id belongs: the item's part, or its section."""
    if not isinstance(root, YamlMap) or miss.section not in root:
        return at if not isinstance(root, YamlMap) else at.key(root, miss.section)
    section_at, items = at.key(root, miss.section), root[miss.section]
    if miss.item is None or not isinstance(items, YamlSeq):
        return section_at
    for i, item in enumerate(items):
        if isinstance(item, YamlMap) and item.get("id") == miss.item:
            item_at = section_at.item(items, i)
            part = "slots" if miss.section == "zones" else "spaces"
            return item_at.key(item, part) if part in item else item_at
    return section_at
