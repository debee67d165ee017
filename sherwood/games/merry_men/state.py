"""The mutable state of a Robin Hood and the Merry Men game.

One plain object holds the whole table (board, player boards, hands, decks, bags, prison,
Sheriff's hideout, guard track, depot, round and phase) plus the flow machinery:

- ``queue``: the steps still to resolve, as small tuples (``("guard", "church")``); the last
  element runs next. Rules push steps; the engine's flow (:data:`.flow.FLOW`) pops and runs
  them.
- ``prompt``: the pending decision (house rule 7), one of the frozen prompt types of
  :mod:`.prompts` (its ``seat`` and the data the choice needs), or None while steps are
  running. The seat of the prompt is the active seat, so a "must" that needs a choice can
  ask any seat, even out of turn (MM-0.7). :meth:`State.encode` writes it as the dict it
  always was (``{"kind": ..., "seat": ..., ...}``), so saves keep their hashes.
- ``ctx``: the action in progress (a robbery of the rich, a hero's move), ``turn``: the
  current hero turn.

Hideouts are lists of 4 indexed 0…3 (hideout number − 1). A hideout's ``occupant`` is a
figure code (seat, ``TUCK`` or ``AGENT``); a figure with a guard on its hideout is arrested
(agents are never arrested, MM-11.5). Merry Men are counted, not named: a seat's available
men are ``camp[seat]``, and ``camp + on board + prison + messengers + hanged == unlocked``.
Bags (carriages, loot) are kept sorted: draws are uniform, so they have no order to hide.

Speed (the search plays thousands of commands a second on copies): every field is in one copy
group below, from which straight-line copy functions are generated once (:meth:`State.clone`,
:func:`public_copy` for a view, :func:`from_public` for ``sample_hidden``); immutable values
(tuples, the prompt) are shared, never copied. A bot's state remembers the legal answers to
its pending prompt (``listed``, see :class:`_Memo` and :mod:`.flow`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal

from sherwood.engine.flow import Prompt
from sherwood.games.merry_men.facts import (
    GATHERING,
    RESOURCES,
    ROADS,
    ROW,
    WEAPONS,
)
from sherwood.games.merry_men.prompts import MMPrompt

PUBLIC_FIELDS: tuple[str, ...] = (
    # setup facts
    "seats", "friar_tuck", "spies", "golden_arrow", "difficulty", "lj_reading", "heroes", "usable",
    "track_size", "depot_size",
    # round and flow
    "round", "phase", "start", "current", "lost", "queue", "prompt", "ctx", "turn", "done",
    # board
    "guards", "occupant", "traps", "bail", "main", "yard", "track", "barricades", "carriages",
    "pennies", "depot", "sheriff", "armory", "prison", "villains", "tax_pointer", "edict_tie", "pot",
    "tuck_at", "tuck_player", "tuck_placed",
    # player boards (public parts, MM-12.1)
    "res", "dice", "vp", "renown", "camp", "unlocked", "messengers", "hanged", "bar_left",
    "trap_left", "bar_claimed", "trap_claimed", "captured", "sprung", "passive", "active",
    "quests_done", "tuck_pile", "hero_loc", "disabled", "disabled_next", "forced",
    # public card piles
    "mm_discard", "villain_discard", "ransom_face", "ransom_discard", "loot_bag", "loot_pending",
    "carriage_bag", "tuck_removed", "edicts_revealed",
)
HIDDEN_FIELDS: tuple[str, ...] = (
    "hands", "quests", "tuck_hand",                      # private to their owner (MM-12.2)
    "mm_deck", "villain_deck", "ransom_stack", "spy_deck", "edict_deck",  # order hidden (MM-12.3)
    "quests_unused", "tuck_unused",
)


_SCALARS = (int, str, bool, float, type(None), tuple)


def _copy(value: Any) -> Any:
    """Copy plain data: lists and dicts are copied all the way down; tuples, like the
    steps in the queue, hold only immutable values and are shared."""
    t = type(value)
    if t is list:
        return [v if type(v) in _SCALARS else _copy(v) for v in value]
    if t is dict:
        return {k: v if type(v) in _SCALARS else _copy(v) for k, v in value.items()}
    return value


# How each field is copied by State.clone (every field is in exactly one group).
_SHARED = ("seats", "friar_tuck", "spies", "golden_arrow", "difficulty", "lj_reading", "usable",
           "track_size", "depot_size", "round", "phase", "start", "current", "lost", "prompt", "track",
           "tax_pointer", "edict_tie", "pot", "tuck_at", "tuck_player", "tuck_placed", "ransom_face")
_FLAT = ("heroes", "done", "queue", "yard", "vp", "renown", "camp", "unlocked", "messengers", "hanged",
         "bar_left", "trap_left", "captured", "sprung", "hero_loc", "disabled", "disabled_next", "forced",
         "mm_discard", "villain_discard", "ransom_discard", "loot_bag", "loot_pending", "carriage_bag",
         "tuck_removed", "edicts_revealed", "mm_deck", "villain_deck", "ransom_stack", "spy_deck",
         "edict_deck", "quests_unused", "tuck_unused")
_NESTED = ("prison", "bar_claimed", "trap_claimed", "passive", "active", "quests_done", "tuck_pile",
           "hands", "quests", "tuck_hand", "depot")
_DICT_OF_LISTS = ("guards", "occupant", "traps", "bail", "main", "barricades", "carriages")
_DICTS = ("pennies", "sheriff", "armory", "villains")
_DEEP = ("ctx", "turn")


class _Memo:
    """What a state remembers that is no part of the game: ``listed`` is ``(prompt, commands)``,
    the legal answers last listed for the pending prompt (see :mod:`.flow`), or None; or False
    for a state that never remembers them. It is not encoded, hashed or pickled; a clone
    shares it (the commands are frozen, the list is never changed).

    Only the states the bots make (:meth:`.rules.MerryMenRules.sample_hidden`, and their
    clones) remember: the rules change them, nobody else. A match's own state, made by
    :func:`.setup.setup`, does not: tests and tools may edit it by hand between two commands,
    which would leave a remembered list stale."""

    __slots__ = ("listed",)
    listed: tuple[Prompt, list] | Literal[False] | None

    def remember(self, prompt: Prompt, commands: list) -> None:
        """Keep ``commands`` as the legal answers to ``prompt`` (if this state remembers)."""
        if self.listed is not False:
            self.listed = (prompt, commands)


class State(_Memo):
    """One game. See the module docstring for the conventions."""

    __slots__ = PUBLIC_FIELDS + HIDDEN_FIELDS

    def __init__(self, seats: int) -> None:
        n = seats
        self.listed = False  # a match's own state: see _Memo
        self.seats = n
        self.friar_tuck = self.spies = self.golden_arrow = False
        self.difficulty = ""
        self.lj_reading = "first"   # MM-9.6: Little John's free purchases, "first" or "all"
        self.heroes: list[str] = []
        self.usable = 4
        self.track_size = 0
        self.depot_size = 0
        self.round = 1
        self.phase = "setup"        # merry | hero | end | over
        self.start = 0
        self.current = 0            # the seat whose placement or hero turn it is
        self.lost: str | None = None
        self.queue: list[tuple] = []
        self.prompt: MMPrompt | None = None
        self.ctx: dict[str, Any] = {}
        self.turn: dict[str, Any] = {}
        self.done = [False] * n
        self.guards: dict[str, list[bool]] = {g: [False] * 4 for g in GATHERING}
        self.occupant: dict[str, list[int | None]] = {g: [None] * 4 for g in GATHERING}
        self.traps: dict[str, list[int | None]] = {g: [None] * 4 for g in GATHERING}
        self.bail: dict[str, list[str | None]] = {g: [None] * 4 for g in GATHERING}
        self.main: dict[str, list[int]] = {g: [] for g in GATHERING}
        self.yard: list[int] = []
        self.track = 0
        self.barricades: dict[str, list[int]] = {r: [] for r in ROADS}
        self.carriages: dict[str, list[str | None]] = {}
        self.pennies: dict[str, int] = {}
        self.depot: list[list[Any] | None] = []
        self.sheriff: dict[str, int] = dict.fromkeys(RESOURCES, 0)
        self.armory: dict[str, int] = dict.fromkeys(WEAPONS, 0)
        self.prison: list[list[int]] = []          # [figure, level], sorted
        self.villains: dict[str, str | None] = {"sheriff": None, "guy": None, "john": None}
        self.tax_pointer = 0
        self.edict_tie: str | None = None          # MM-11.7: the road that won the last edict tie
        self.pot = 0
        self.tuck_at = "chapel"                    # chapel | board | prison | gallows
        self.tuck_player: int | None = None
        self.tuck_placed = False
        self.res = [dict.fromkeys(RESOURCES, 0) for _ in range(n)]
        self.dice = [dict.fromkeys(WEAPONS, 0) for _ in range(n)]
        self.vp = [0] * n
        self.renown = [0] * n
        self.camp = [0] * n
        self.unlocked = [0] * n
        self.messengers = [0] * n
        self.hanged = [0] * n
        self.bar_left = [ROW] * n
        self.trap_left = [ROW] * n
        self.bar_claimed = [[False] * ROW for _ in range(n)]
        self.trap_claimed = [[False] * ROW for _ in range(n)]
        self.captured = [0] * n
        self.sprung = [0] * n
        self.passive: list[list[str]] = [[] for _ in range(n)]
        self.active: list[list[str]] = [[] for _ in range(n)]
        self.quests_done: list[list[str]] = [[] for _ in range(n)]
        self.tuck_pile: list[list[str]] = [[] for _ in range(n)]
        self.hero_loc: list[str | None] = [None] * n
        self.disabled = [False] * n
        self.disabled_next = [False] * n
        self.forced = [False] * n
        self.mm_discard: list[str] = []
        self.villain_discard: list[str] = []
        self.ransom_face: str | None = None
        self.ransom_discard: list[str] = []
        self.loot_bag: list[str] = []
        self.loot_pending: list[str] = []
        self.carriage_bag: list[str] = []
        self.tuck_removed: list[str] = []
        self.edicts_revealed: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.quests: list[list[str]] = [[] for _ in range(n)]
        self.tuck_hand: list[list[str]] = [[] for _ in range(n)]
        self.mm_deck: list[str] = []
        self.villain_deck: list[str] = []
        self.ransom_stack: list[str] = []
        self.spy_deck: list[str] = []
        self.edict_deck: list[str] = []
        self.quests_unused: list[str] = []
        self.tuck_unused: list[str] = []

    # --- copying -----------------------------------------------------------------------------

    def clone(self) -> State:
        """A deep copy, field by field (several times faster than pickle or deepcopy)."""
        return _clone(self)

    def __getstate__(self) -> tuple:
        return tuple(getattr(self, f) for f in State.__slots__)

    def __setstate__(self, values: tuple) -> None:
        for f, v in zip(State.__slots__, values, strict=True):
            setattr(self, f, v)
        self.listed = False

    def encode(self) -> dict[str, Any]:
        """Every field as plain data (hashed into saves): the prompt as its dict."""
        data = {f: getattr(self, f) for f in State.__slots__}
        if self.prompt is not None:
            data["prompt"] = self.prompt.to_json()
        return data

    # --- derived facts -----------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def order(self, first: int | None = None) -> list[int]:
        """Seats in turn order from ``first`` (default: the start player), MM-0.1."""
        first = self.start if first is None else first
        return [(first + i) % self.seats for i in range(self.seats)]

    def payable(self, seat: int) -> list[str]:
        """MM-0.3: the basic resources ``seat`` holds at least one of."""
        res = self.res[seat]
        return [r for r in RESOURCES if res[r] > 0]

    def dice_held(self, seat: int) -> int:
        d = self.dice[seat]
        return d["bow"] + d["sword"] + d["staff"] + d["axe"]

    def free_hideouts(self, loc: str) -> list[int]:
        """MM-4.22 / MM-4.23: usable hideout indexes with no figure and no guard."""
        occ, grd = self.occupant[loc], self.guards[loc]
        return [h for h in range(self.usable) if occ[h] is None and not grd[h]]

    def guard_hideouts(self, loc: str) -> list[int]:
        grd = self.guards[loc]
        return [h for h in range(self.usable) if grd[h]]

    def trap_target(self, loc: str) -> int | None:
        """MM-4.53: the highest usable hideout with neither a guard nor a trap."""
        grd, trp = self.guards[loc], self.traps[loc]
        for h in range(self.usable - 1, -1, -1):
            if not grd[h] and trp[h] is None:
                return h
        return None

    def ability(self, seat: int, hero: str) -> bool:
        """Whether ``seat`` plays ``hero`` with the ability working (MM-5.29, MM-9.11)."""
        return self.heroes[seat] == hero and not self.disabled[seat]

    def flat_depot(self) -> int:
        return sum(1 for d in self.depot if d is not None and d[1])

    def prisoners(self, figure: int) -> list[int]:
        """The prison levels of ``figure``'s pieces (a seat's Merry Men, or Tuck)."""
        return [lv for f, lv in self.prison if f == figure]

    def on_board(self, seat: int) -> int:
        """``seat``'s Merry Men on hideouts (free or arrested), main areas and the Yard."""
        count = sum(row.count(seat) for row in self.occupant.values())
        count += sum(row.count(seat) for row in self.main.values())
        return count + self.yard.count(seat)


def _copy_expr(f: str, source: str) -> str:
    """How the generated copies copy field ``f`` (by its group above) from ``source``."""
    if f in _SHARED:
        return source
    if f in _FLAT:
        return f"{source}[:]"
    if f in _NESTED:
        return f"[x[:] if x is not None else None for x in {source}]"
    if f in _DICT_OF_LISTS:
        return f"{{k: v[:] for k, v in {source}.items()}}"
    if f in _DICTS:
        return f"{source}.copy()"
    if f in ("res", "dice"):
        return f"[d.copy() for d in {source}]"
    assert f in _DEEP, f"state field {f} is in no copy group"
    return f"_copy({source})"


def _copies_source() -> str:
    """The bodies of :func:`_clone`, :func:`public_copy` and :func:`from_public`, written out
    field by field from the groups above (generated straight-line functions: no
    getattr/setattr per field, no loops)."""
    lines = ["def _clone(self):", "    new = _new(State)", "    new.listed = self.listed"]
    lines += [f"    new.{f} = {_copy_expr(f, 'self.' + f)}" for f in State.__slots__]
    lines.append("    return new")
    lines += ["def public_copy(self):", "    return {"]
    lines += [f"        {f!r}: {_copy_expr(f, 'self.' + f)}," for f in PUBLIC_FIELDS]
    lines.append("    }")
    lines += ["def from_public(board):", "    new = _new(State)", "    new.listed = None"]
    lines += [f"    new.{f} = {_copy_expr(f, f'board[{f!r}]')}" for f in PUBLIC_FIELDS]
    lines += [f"    new.{f} = []" for f in HIDDEN_FIELDS]
    lines.append("    return new")
    return "\n".join(lines)


_namespace: dict[str, Any] = {"_new": object.__new__, "State": State, "_copy": _copy}
exec(_copies_source(), _namespace)
_clone = _namespace["_clone"]
public_copy: Callable[[State], dict[str, Any]] = _namespace["public_copy"]
"""Every public field of a state (:data:`PUBLIC_FIELDS`, in that order), copied as
:meth:`State.clone` copies it: what a view shows, without copying the hidden cards."""
from_public: Callable[[Mapping[str, Any]], State] = _namespace["from_public"]
"""A new state with copies of the public fields of ``board`` (a :func:`public_copy`) and every
hidden field an empty list, for :meth:`.rules.MerryMenRules.sample_hidden` to deal."""
