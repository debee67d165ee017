"""Golden playthroughs: seeded complete games recorded as transcripts a person can read.

Each :class:`Case` plays one whole game with bots under a fixed seed and writes what
happened to ``tests/golden/<game>/<name>.txt``: every command as its player would read it,
every event it caused, and the final scores and winners. ``test_golden.py`` plays each case
again and compares, byte for byte, so a refactor that changes play in any way shows up as
a diff. Regenerate (only when a commit changes a rule on purpose, and says which and why)::

    python -m tests.golden.playthroughs          # rewrite every transcript
    python -m tests.golden.playthroughs showdown # one game's

Bots are seeded from the case's seed; the search bot runs a fixed number of iterations and
no clock, so a transcript never depends on the machine's speed.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sherwood.ai import bot_seed, make_bot
from sherwood.ai.ismcts import IsmctsBot
from sherwood.engine import Match
from sherwood.ui.games import words_of
from sherwood.ui.kit.words import Words

HERE = Path(__file__).parent
MAX_COMMANDS = 20_000
SEARCH_ITERATIONS = 40


@dataclass(frozen=True)
class Case:
    game: str
    name: str
    seed: int
    bots: tuple[str, ...]  # one bot name per seat: "random", "easy", "heuristic", "ismcts"
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return HERE / self.game / f"{self.name}.txt"


def _read_cases() -> tuple[Case, ...]:
    """Every game's cases: ``tests/golden/<game>/cases.json``, a list of ``{"name", "seed",
    "bots", "options"?, "why"?}`` (a game brings its own golden games in its own folder)."""
    cases = []
    for path in sorted(HERE.glob("*/cases.json")):
        for case in json.loads(path.read_text(encoding="utf-8")):
            cases.append(Case(path.parent.name, case["name"], case["seed"], tuple(case["bots"]),
                              case.get("options", {})))
    return tuple(cases)


CASES = _read_cases()


def _bot(case: Case, seat: int, name: str, match: Match):
    seed = bot_seed(case.seed, seat, name)
    if name == "ismcts":
        return IsmctsBot(match.spec, seat, seed, iterations=SEARCH_ITERATIONS, seconds=None)
    return make_bot(case.game, name, seat, seed)


def _lines(events: Sequence[Any], words: Words) -> list[str]:
    return [f"   - {words.event(e)}" for e in events]


def transcript(case: Case) -> str:
    """Play ``case`` to its end and return its transcript."""
    labels = [f"bot:{b}" for b in case.bots]
    match = Match.start(case.game, labels, case.seed, dict(case.options))
    names = match.names
    words = words_of(match)  # the game's words, as the log and the captions read them
    bots = [_bot(case, seat, name, match) for seat, name in enumerate(case.bots)]
    out = [
        f"# {match.spec.title}: golden playthrough {case.name!r}",
        f"# seed {case.seed}; options {dict(sorted(match.options.items()))}",
        "# seats: " + ", ".join(f"{n} = {b}" for n, b in zip(names, case.bots, strict=True)),
        "# regenerate: python -m tests.golden.playthroughs (say in the commit which rule changed)",
        "setup:",
        *_lines(match.opening_events, words),
    ]
    for number in range(1, MAX_COMMANDS + 1):
        seat = match.active_seat
        if seat is None:
            break
        command = bots[seat].choose(match.view(seat), match.legal_commands())
        events = match.apply(command)
        out.append(f"{number}. {names[seat]}: {words.command(command)}")
        out.extend(_lines(events, words))
    else:
        raise RuntimeError(f"{case.game}/{case.name}: no end after {MAX_COMMANDS} commands")
    scores = match.scores()
    out.append("final scores: " + ", ".join(f"{n} {s}" for n, s in zip(names, scores, strict=True)))
    winners = match.winners()
    out.append("winners: " + (", ".join(names[w] for w in winners) if winners else "none"))
    return "\n".join(out) + "\n"


def main(argv: Sequence[str]) -> int:
    wanted = set(argv)
    for case in CASES:
        if wanted and case.game not in wanted and f"{case.game}/{case.name}" not in wanted:
            continue
        case.path.parent.mkdir(parents=True, exist_ok=True)
        case.path.write_text(transcript(case), encoding="utf-8")
        print(f"wrote {case.path.relative_to(HERE.parent.parent)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
