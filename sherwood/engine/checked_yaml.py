"""YAML files checked field by field, whose every mistake names the file, the line and the field.

Board layouts (``sherwood.engine.layout``) and game content files (e.g.
``sherwood.games.merry_men.content``) are read the same way: ``parse_yaml`` reads a document
with the safe loader into ``YamlMap``/``YamlSeq`` values that remember their lines, and the
``read_*``/``check_*`` functions read one value each at a place ``At`` (file, field path,
line). Anything wrong raises ``BadLayout``, e.g. ``boards/showdown.yaml, line 12, field
zones[3].rect: expected 4 numbers [x, y, w, h], got 3``.

Only plain YAML is read: text, numbers, true/false, null, lists and mappings (no ``!!set``,
``!!binary``, ``!!python/...`` or other tags; dates stay text), at most ``MAX_YAML_BYTES``,
nested at most ``MAX_YAML_DEPTH`` deep and ``MAX_YAML_NODES`` values counting aliases as
often as they are used (so an alias bomb is refused before it is expanded); numbers are at
most ``LARGEST`` either way. Each refusal names the line and, where it can, the field.
"""

from __future__ import annotations

import difflib
import math
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, NoReturn, Protocol, TypeVar

import yaml

from sherwood.engine.errors import BadLayout

T = TypeVar("T")


class Identified(Protocol):
    """An item of a table: it has an ``id``."""

    @property
    def id(self) -> str: ...


Item = TypeVar("Item", bound=Identified)


class FrozenMap(Mapping[str, T]):
    """A read-only mapping that keeps its order; it hashes, copies and pickles.

    >>> m = FrozenMap({"fill": "#2f5d34"})
    >>> m["fill"], dict(m) == m
    ('#2f5d34', True)
    """

    __slots__ = ("_data",)

    def __init__(self, data: Mapping[str, T] | Iterable[tuple[str, T]] = ()):
        self._data = dict(data)

    def __getitem__(self, key: str) -> T:
        return self._data[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __hash__(self) -> int:
        return hash(tuple(self._data.items()))

    def __repr__(self) -> str:
        return f"FrozenMap({self._data!r})"


# --- YAML with line numbers -------------------------------------------------------------


class YamlMap(dict):
    """A YAML mapping that remembers its line and the line of each key (1-based)."""

    line: int
    key_lines: dict[Any, int]


class YamlSeq(list):
    """A YAML list that remembers its line and the line of each item (1-based)."""

    line: int
    item_lines: list[int]


MAX_YAML_BYTES = 1024 * 1024
"""The largest YAML file read (the boards are a few dozen kilobytes)."""
MAX_YAML_DEPTH = 32
"""The deepest nesting of lists and mappings (the boards nest 7 deep)."""
MAX_YAML_NODES = 50_000
"""The most values a document may hold, counting each alias as often as it is used."""
MAX_NUMBER_CHARS = 100
"""The longest number written in a file (a longer one is refused before it is converted)."""

_TAG = "tag:yaml.org,2002:"
_PLAIN_TAGS = frozenset(
    _TAG + name for name in ("str", "int", "float", "bool", "null", "map", "seq", "merge")
)


class _Refused(Exception):
    """A document refused while it is read, before any value is built."""

    def __init__(self, line: int | None, field: str, problem: str):
        super().__init__(problem)
        self.line, self.field, self.problem = line, field, problem


class _LineLoader(yaml.SafeLoader):
    """The safe loader, building ``YamlMap`` and ``YamlSeq`` and refusing duplicate keys.

    While it composes, it counts the values and the nesting depth, so that a deep or huge
    document is refused before it fills the memory or the stack; dates stay text.
    """

    def __init__(self, stream: bytes):
        super().__init__(stream)
        self._path: list[str] = []
        self._composed = 0

    def compose_node(self, parent: yaml.Node | None, index: Any) -> yaml.Node | None:
        self._path.append(_step(parent, index))
        try:
            self._composed += 1
            if len(self._path) > MAX_YAML_DEPTH:
                raise _Refused(self.peek_event().start_mark.line + 1, _field(self._path),
                               f"is nested more than {MAX_YAML_DEPTH} levels deep")
            if self._composed > MAX_YAML_NODES:
                raise _Refused(self.peek_event().start_mark.line + 1, _field(self._path),
                               f"the file holds more than {MAX_YAML_NODES} values")
            return super().compose_node(parent, index)
        finally:
            self._path.pop()


# Dates (2024-01-31) are read as text: no board or content field is a date.
_LineLoader.yaml_implicit_resolvers = {
    first: [(tag, rx) for tag, rx in resolvers if tag != _TAG + "timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _step(parent: yaml.Node | None, index: Any) -> str:
    """The name of one step of a field path: ``name`` of a mapping, ``[i]`` of a list."""
    if parent is None:
        return ""
    if isinstance(index, int):
        return f"[{index}]"
    if isinstance(index, yaml.ScalarNode):
        return f".{index.value}"
    return ".(key)"


def _field(path: Sequence[str]) -> str:
    """A field path such as ``zones[3].style``, as ``At`` writes it."""
    return "".join(path).lstrip(".") or "(top level)"


def _children(node: yaml.Node) -> list[tuple[str, yaml.Node]]:
    if isinstance(node, yaml.SequenceNode):
        return [(f"[{i}]", child) for i, child in enumerate(node.value)]
    if isinstance(node, yaml.MappingNode):
        steps: list[tuple[str, yaml.Node]] = []
        for key, value in node.value:
            name = f".{key.value}" if isinstance(key, yaml.ScalarNode) else ".(key)"
            steps += [(".(key)", key), (name, value)]
        return steps
    return []


def _check_nodes(loader: _LineLoader, root: yaml.Node) -> None:
    """Refuse what the readers must never see: tags other than plain values, lists and
    mappings (``!!set``, ``!!binary``, ``!!python/...``), numbers too long to convert, an
    alias inside itself, and aliases that expand to too many values or too deep.

    The walk keeps its own stack (no recursion) and counts each node once, so it takes time
    in proportion to the file, not to what the aliases would expand to.
    """
    sizes: dict[int, int] = {}
    depths: dict[int, int] = {}
    open_nodes: set[int] = set()
    stack: list[tuple[yaml.Node, str, bool]] = [(root, "", False)]
    while stack:
        node, field, done = stack.pop()
        key = id(node)
        line = node.start_mark.line + 1
        if done:
            children = [child for _, child in _children(node)]
            open_nodes.discard(key)
            sizes[key] = 1 + sum(sizes[id(c)] for c in children)
            depths[key] = 1 + max((depths[id(c)] for c in children), default=0)
            if sizes[key] > MAX_YAML_NODES:
                raise _Refused(line, _field([field]),
                               f"its aliases expand to more than {MAX_YAML_NODES} values")
            if depths[key] > MAX_YAML_DEPTH:
                raise _Refused(line, _field([field]),
                               f"its aliases nest more than {MAX_YAML_DEPTH} levels deep")
            continue
        if key in sizes:
            continue
        if key in open_nodes:
            raise _Refused(line, _field([field]), "an alias refers to the list or mapping that holds it")
        problem = _tag_problem(loader, node)
        if problem:
            raise _Refused(line, _field([field]), problem)
        if node.tag == _TAG + "int" and len(node.value) > MAX_NUMBER_CHARS:
            raise _Refused(line, _field([field]), f"a number of {len(node.value)} digits is too large")
        open_nodes.add(key)
        stack.append((node, field, True))
        stack.extend((child, field + step, False) for step, child in reversed(_children(node))
                     if id(child) not in sizes)


_NODE_OF_TAG = {_TAG + "map": yaml.MappingNode, _TAG + "seq": yaml.SequenceNode}
_NODE_NAMES = {yaml.SequenceNode: "a list", yaml.MappingNode: "a mapping", yaml.ScalarNode: "a single value"}


def _tag_problem(loader: _LineLoader, node: yaml.Node) -> str | None:
    """Why ``node``'s tag is refused: not a plain one, on the wrong kind of node, or (written
    out, as in ``!!int abc``) on a value that is not of its kind. None if it is fine."""
    tag = node.tag
    shown = tag.replace(_TAG, "!!")
    if tag not in _PLAIN_TAGS:
        return f"the tag {shown} is not allowed (only text, numbers, true/false, lists and mappings)"
    if not isinstance(node, _NODE_OF_TAG.get(tag, yaml.ScalarNode)):
        return f"the tag {shown} does not fit {_NODE_NAMES[type(node)]}"
    if isinstance(node, yaml.ScalarNode) and tag != _TAG + "str":
        implicit = loader.resolve(yaml.ScalarNode, node.value, (True, False))
        if implicit != tag and not (tag == _TAG + "float" and implicit == _TAG + "int"):
            return f"the tag {shown} does not fit {node.value[:40]!r}"
    return None


def _construct_map(loader: _LineLoader, node: yaml.MappingNode) -> YamlMap:
    loader.flatten_mapping(node)
    result = YamlMap()
    result.line, result.key_lines = node.start_mark.line + 1, {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if isinstance(key, list | dict) or key in result:
            problem = "a key must be a word" if isinstance(key, list | dict) else f"{key!r} is given twice"
            raise yaml.constructor.ConstructorError(None, None, problem, key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_seq(loader: _LineLoader, node: yaml.SequenceNode) -> YamlSeq:
    result = YamlSeq(loader.construct_object(item, deep=True) for item in node.value)
    result.line, result.item_lines = (
        node.start_mark.line + 1,
        [item.start_mark.line + 1 for item in node.value],
    )
    return result


_LineLoader.add_constructor("tag:yaml.org,2002:map", _construct_map)
_LineLoader.add_constructor("tag:yaml.org,2002:seq", _construct_seq)


def parse_yaml(data: bytes, shown: str) -> Any:
    """The YAML document in ``data``; anything that is not a plain document of a sane size
    (a syntax error, a tag, an alias bomb, too deep, too long a number) becomes a BadLayout
    with its line and, where it can be told, its field."""
    if len(data) > MAX_YAML_BYTES:
        raise BadLayout(shown, None, "(file)", f"is {len(data):,} bytes; a board or content file "
                        f"may have at most {MAX_YAML_BYTES:,}")
    loader = None
    try:
        loader = _LineLoader(data)  # a yaml.SafeLoader; it may refuse the first characters
        node = loader.get_single_node()
        if node is None:
            return None
        _check_nodes(loader, node)
        return loader.construct_document(node)
    except yaml.reader.ReaderError as exc:  # a character YAML does not allow, or not text
        line = data.decode("utf-8", "replace")[: exc.position].count("\n") + 1
        raise BadLayout(shown, line, "(syntax)", _reader_problem(exc)) from None
    except _Refused as exc:
        raise BadLayout(shown, exc.line, exc.field, exc.problem) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        problem = exc.problem or "not valid YAML"
        if exc.context:
            problem = f"{problem} ({exc.context})"
        raise BadLayout(shown, mark.line + 1 if mark else None, "(syntax)", problem) from None
    except yaml.YAMLError as exc:
        raise BadLayout(shown, None, "(syntax)", str(exc)) from None
    except (RecursionError, ValueError, TypeError, OverflowError, KeyError, IndexError,
            AttributeError) as exc:  # a last guard: the checks above should leave nothing here
        raise BadLayout(shown, None, "(syntax)", f"cannot be read ({exc})") from None
    finally:
        if loader is not None:
            loader.dispose()


def _reader_problem(exc: yaml.reader.ReaderError) -> str:
    if exc.encoding and exc.encoding != "unicode":  # bytes that do not decode
        return f"is not {exc.encoding} text (byte {exc.character:#04x}: {exc.reason})"
    return f"the character {exc.character:#06x} is not allowed in YAML ({exc.reason})"


# --- reading fields, with the place of each value ---------------------------------------


@dataclass(frozen=True)
class At:
    """Where a value is: the file, the field path and its line.

    ``canvas`` is the drawing size that positions must lie within (board layouts set it;
    other files leave it unbounded).
    """

    file: str
    field: str
    line: int | None
    canvas: tuple[float, float] = (math.inf, math.inf)

    def fail(self, problem: str) -> NoReturn:
        raise BadLayout(self.file, self.line, self.field or "(top level)", problem)

    def key(self, node: YamlMap, name: Any) -> At:
        """The place of field ``name`` of ``node`` (the mapping's line if it is absent)."""
        path = f"{self.field}.{name}" if self.field else str(name)
        return replace(self, field=path, line=node.key_lines.get(name, node.line))

    def item(self, node: YamlSeq, index: int) -> At:
        """The place of item ``index`` of the list ``node``."""
        return replace(self, field=f"{self.field}[{index}]", line=node.item_lines[index])


_ID = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_-]*\Z")


def show(value: Any) -> str:
    """A value as a person would recognise it in the file."""
    if isinstance(value, dict):
        return "a mapping"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return str(value).lower()
    return repr(value)


def suggest(name: Any, choices: Sequence[str] | Mapping[str, Any]) -> str:
    close = difflib.get_close_matches(str(name), list(choices), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def check_fields(at: At, node: Any, required: tuple[str, ...], optional: tuple[str, ...]) -> YamlMap:
    """Check that ``node`` is a mapping with every required field and no unknown one."""
    if not isinstance(node, YamlMap):
        at.fail(f"expected a mapping of fields ({', '.join(required)}, ...), got {show(node)}")
    known = required + optional
    for name in node:
        if name not in known:
            at.key(node, name).fail(
                f"unknown field {name!r}{suggest(name, known)} (known: {', '.join(known)})"
            )
    for name in required:
        if name not in node:
            at.key(node, name).fail("is required but missing")
    return node


def read_field(at: At, node: YamlMap, name: str, read: Callable[[At, Any], T], default: Any = None) -> T:
    """Field ``name`` of ``node`` read by ``read``, or ``default`` when it is absent."""
    return read(at.key(node, name), node[name]) if name in node else default


def read_list(at: At, node: Any, read: Callable[[At, Any], T], nonempty: bool = False) -> list[T]:
    """Each item of the list ``node``, read by ``read``."""
    if not isinstance(node, YamlSeq):
        at.fail(f"expected a list, got {show(node)}")
    if nonempty and not node:
        at.fail("must not be empty")
    return [read(at.item(node, i), item) for i, item in enumerate(node)]


def check_unique(at: At, node: YamlSeq, values: list[Any], key: str | None, what: str) -> None:
    """Fail at the first item of ``node`` whose value repeats an earlier one."""
    first: dict[Any, int] = {}
    for i, value in enumerate(values):
        if value in first:
            place = at.item(node, i)
            place = place.key(node[i], key) if key else place
            place.fail(f"{what} {value!r} is used twice (first in {at.field}[{first[value]}])")
        first[value] = i


def read_items(at: At, node: Any, read: Callable[[At, Any], Item], what: str,
               nonempty: bool = False) -> list[Item]:
    """A list of items with an ``id`` each, read by ``read``; the ids must be unique."""
    items = read_list(at, node, read, nonempty)
    check_unique(at, node, [item.id for item in items], "id", what)
    return items


def read_table(at: At, node: Any, read: Callable[[At, Any], Item], what: str) -> FrozenMap[Item]:
    """Like ``read_items``, as a read-only mapping from id, in file order."""
    return FrozenMap((item.id, item) for item in read_items(at, node, read, what))


def check_known(at: At, name: str, table: Mapping[str, Any], what: str) -> None:
    if name not in table:
        at.fail(f"names no {what}: {name!r}{suggest(name, table)}")


# --- reading values ---------------------------------------------------------------------


def read_text(at: At, value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        at.fail(f"expected text, got {show(value)}{_quote_hint(value)}")
    return value


def read_ident(at: At, value: Any) -> str:
    if not isinstance(value, str) or not _ID.match(value):
        at.fail(
            f"expected an id (letters, digits, _ and -, no spaces), got {show(value)}{_quote_hint(value)}"
        )
    return value


def _quote_hint(value: Any) -> str:
    """YAML reads 12, 1.5, yes and no as numbers and true/false; quotes make them text."""
    return " (put it in quotes to make it text)" if isinstance(value, int | float) else ""


LARGEST = 10**9
"""The largest number (either sign) a field may hold; positions, sizes and counts are far
smaller, and a bound keeps every later sum and conversion to float finite."""


def _too_large(at: At, value: int | float) -> None:
    if abs(value) > LARGEST:
        text = repr(value) if len(repr(value)) <= 20 else f"a number of {len(str(abs(value)))} digits"
        at.fail(f"{text} is too large (at most {LARGEST:,} either way)")


def read_int(at: At, value: Any, minimum: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        at.fail(f"expected a whole number, got {show(value)}")
    _too_large(at, value)
    if minimum is not None and value < minimum:
        at.fail(f"must be at least {minimum}, got {value}")
    return value


def read_natural(at: At, value: Any) -> int:
    """A whole number of at least 0 (a seat, an amount that may be nothing)."""
    return read_int(at, value, minimum=0)


def read_count(at: At, value: Any) -> int:
    """A whole number of at least 1."""
    return read_int(at, value, minimum=1)


def read_bool(at: At, value: Any) -> bool:
    if not isinstance(value, bool):
        at.fail(f"expected true or false, got {show(value)}")
    return value


def read_number(at: At, value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float):
        at.fail(f"expected a number, got {show(value)}")
    if isinstance(value, float) and not math.isfinite(value):
        at.fail(f"expected a number, got {show(value)}")
    _too_large(at, value)
    return value


def read_numbers(at: At, value: Any, form: str) -> tuple[float, ...]:
    """A list of numbers of the length of ``form`` (e.g. ``"[x, y]"``)."""
    count = form.count(",") + 1
    if not isinstance(value, YamlSeq) or len(value) != count:
        got = len(value) if isinstance(value, YamlSeq) else show(value)
        at.fail(f"expected {count} numbers {form}, got {got}")
    return tuple(read_number(at.item(value, i), v) for i, v in enumerate(value))
