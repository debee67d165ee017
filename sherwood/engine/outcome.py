"""How a finished game came out: who won, or why the whole table lost, and the scores
broken down, as one value the rules compute and everyone else reads.

Each game words its own result in ``Rules.outcome(state)`` (only ever asked once the game
is over); :meth:`~sherwood.engine.match.Match.outcome` hands it to the results screen, the
``simulate --json`` report and the tests, with the seats' names filled in. Nothing outside
the rules computes a result. (The shape follows python-chess's ``Board.outcome()``: None
while the game goes on, a frozen value afterwards.)

Words name a seat by its number in braces, ``{0}`` for the first seat, as
:meth:`Outcome.named` fills them from the match's names; write text that comes from
elsewhere (a card title, a reason stored in the state) through :func:`literal`, which
doubles its braces. :func:`win_heading` gives the usual headings.

>>> o = Outcome(winners=(1,), scores=(12, 19), heading=win_heading((1,)), unit="gold",
...             rows=(Row("Travellers", (12, 16)), Row("Ransoms", (0, 3))))
>>> o.named(("North", "South")).heading
'Victory for South!'
>>> [(row.label, row.values) for row in o.breakdown]
[('Travellers', (12, 16)), ('Ransoms', (0, 3)), ('Total', (12, 19))]
>>> Outcome.from_json(o.to_json()) == o
True

A whole table beaten by the game, e.g. Merry Men's roads running dry (nobody wins):

>>> lost = Outcome(winners=(), scores=(10, 24), heading="Prince John wins",
...                subtitle="Everyone lost: Road IV has no pennies left.",
...                table_lost="Road IV has no pennies left")
>>> lost.table_lost, lost.winners
('Road IV has no pennies left', ())
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, fields, replace
from typing import Any


def seat(n: int) -> str:
    """The placeholder for seat ``n`` in an outcome's words: ``seat(1) == "{1}"``."""
    return "{" + str(n) + "}"


def literal(text: str) -> str:
    """``text`` safe inside an outcome's words (its braces doubled), e.g. a reason from the state.

    >>> Outcome(winners=(), scores=(0,), heading=literal("{odd}")).named(("A",)).heading
    '{odd}'
    """
    return text.replace("{", "{{").replace("}", "}}")


def win_heading(winners: Sequence[int]) -> str:
    """The usual heading: "Victory for {n}!", "Shared victory!" or "A draw".

    >>> win_heading([0]), win_heading([0, 2]), win_heading([])
    ('Victory for {0}!', 'Shared victory!', 'A draw')
    """
    if len(winners) == 1:
        return f"Victory for {seat(winners[0])}!"
    return "Shared victory!" if winners else "A draw"


@dataclass(frozen=True, slots=True)
class Row:
    """One scoring category: its ``label``, one value per seat, and an optional short
    ``code`` drawn bold in front of the label (Merry Men's ``"S1"`` … ``"S7"``, MM-8.4)."""

    label: str
    values: tuple[int, ...]
    code: str = ""

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "label": self.label, "values": list(self.values)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Row:
        return cls(str(data["label"]), tuple(int(v) for v in data["values"]), str(data.get("code", "")))


@dataclass(frozen=True, slots=True)
class Solo:
    """A one-seat game's score against its target (e.g. Merry Men's MM-11.8 / MM-11.9).

    ``target_name`` and ``target`` are what the player aimed at ("Outlaw", 60); ``reached``
    whether the score met it (and the game was not lost); ``rank`` the highest of ``ranks``
    (name, score needed; lowest first) the score reached, or None (below the lowest, or the
    game lost). A game without ranks (the adventure: 18 Hope) leaves ``ranks`` empty.
    """

    score: int
    target: int
    target_name: str
    reached: bool
    rank: str | None = None
    ranks: tuple[tuple[str, int], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "target": self.target, "target_name": self.target_name,
                "reached": self.reached, "rank": self.rank,
                "ranks": [[name, score] for name, score in self.ranks]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Solo:
        return cls(int(data["score"]), int(data["target"]), str(data["target_name"]),
                   bool(data["reached"]), data.get("rank"),
                   tuple((str(name), int(score)) for name, score in data.get("ranks", ())))


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game, worded by its rules.

    - ``winners``: the winning seats (several on a shared win; none on a draw, when the
      table lost together, or when a solo player missed the target). Always equal to
      ``Rules.winners``.
    - ``scores``: the final score of each seat (``Rules.scores``), the total row.
    - ``heading``: one line titling the result ("Victory for {0}!", "Prince John wins",
      "Outlaw reached").
    - ``subtitle``: the sentence under the heading, or "" (why everybody lost, the score
      against a solo target). The banner shows it as the game's last instruction.
    - ``table_lost``: why the whole table lost together to the game (a road ran dry, the
      Evil End ran out), or None.
    - ``rows``: the scoring categories, one value per seat each; the total row is not among
      them (:attr:`breakdown` adds it from ``scores``). Empty: no breakdown.
    - ``details``: a few words per seat on what its score is made of, when there are no
      rows ("7 travellers (91) · 3 ransoms (+5)"); empty or one per seat.
    - ``note``: a sentence explaining the result, e.g. how a tie was broken, or "".
    - ``unit``: the word after a score ("points", "gold", "VP").
    - ``solo``: the score against the target in a one-seat game with one, else None.
    """

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    heading: str
    subtitle: str = ""
    table_lost: str | None = None
    rows: tuple[Row, ...] = ()
    details: tuple[str, ...] = ()
    note: str = ""
    unit: str = "points"
    solo: Solo | None = None
    total_label: str = "Total"

    def __post_init__(self) -> None:
        n = len(self.scores)
        if not n:
            raise ValueError("an outcome needs one score per seat")
        if any(not 0 <= w < n for w in self.winners) or len(set(self.winners)) != len(self.winners):
            raise ValueError(f"winners {list(self.winners)} are not distinct seats 0–{n - 1}")
        if self.table_lost is not None and self.winners:
            raise ValueError("when the table lost together nobody wins")
        for row in self.rows:
            if len(row.values) != n:
                raise ValueError(f"row {row.label!r} has {len(row.values)} values for {n} seats")
        if self.details and len(self.details) != n:
            raise ValueError(f"{len(self.details)} details for {n} seats")
        if not self.heading:
            raise ValueError("an outcome needs a heading")

    @property
    def breakdown(self) -> tuple[Row, ...]:
        """The rows as a results table draws them: the categories, then the total row
        (``scores``); empty without categories."""
        if not self.rows:
            return ()
        return (*self.rows, Row(self.total_label, self.scores))

    def named(self, names: Sequence[str]) -> Outcome:
        """This outcome with every ``{n}`` in its words replaced by ``names[n]``."""
        def fill(words: str) -> str:
            return words.format(*names)

        return replace(
            self,
            heading=fill(self.heading),
            subtitle=fill(self.subtitle),
            note=fill(self.note),
            details=tuple(fill(d) for d in self.details),
            rows=tuple(replace(r, label=fill(r.label)) for r in self.rows),
        )

    def to_json(self) -> dict[str, Any]:
        """A plain dict for ``json.dumps`` (the ``simulate --json`` report); see :meth:`from_json`."""
        data: dict[str, Any] = {f.name: getattr(self, f.name) for f in fields(self)}
        data["winners"] = list(self.winners)
        data["scores"] = list(self.scores)
        data["rows"] = [row.to_json() for row in self.rows]
        data["details"] = list(self.details)
        data["solo"] = self.solo.to_json() if self.solo else None
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Outcome:
        """The outcome :meth:`to_json` wrote."""
        return cls(
            winners=tuple(int(w) for w in data["winners"]),
            scores=tuple(int(s) for s in data["scores"]),
            heading=str(data["heading"]),
            subtitle=str(data.get("subtitle", "")),
            table_lost=data.get("table_lost"),
            rows=tuple(Row.from_json(r) for r in data.get("rows", ())),
            details=tuple(str(d) for d in data.get("details", ())),
            note=str(data.get("note", "")),
            unit=str(data.get("unit", "points")),
            solo=Solo.from_json(data["solo"]) if data.get("solo") else None,
            total_label=str(data.get("total_label", "Total")),
        )
