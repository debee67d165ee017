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


CASES: tuple[Case, ...] = (
    Case("_template", "random_2", 1, ("random", "random")),
    Case("_template", "search_3", 2, ("ismcts", "random", "random")),
    Case("showdown", "easy_vs_normal", 1, ("easy", "heuristic")),
    Case("showdown", "normal_encore", 2, ("heuristic", "heuristic"), {"encore": True}),
    Case("showdown", "search_vs_normal", 3, ("ismcts", "heuristic")),
    Case("showdown", "random_vs_easy", 4, ("random", "easy")),
    Case("merry_men", "solo_normal_outlaw", 1, ("heuristic",), {"difficulty": "outlaw"}),
    Case("merry_men", "solo_easy_modules", 5, ("easy",),
         {"friar_tuck": True, "spies": True, "golden_arrow": True}),
    Case("merry_men", "two_tuck", 2, ("easy", "heuristic"), {"friar_tuck": True}),
    Case("merry_men", "three_spies_arrow", 3, ("heuristic", "easy", "heuristic"),
         {"spies": True, "golden_arrow": True}),
    Case("merry_men", "four_all_modules_chosen", 4, ("easy", "heuristic", "easy", "heuristic"),
         {"friar_tuck": True, "spies": True, "golden_arrow": True, "heroes": "choose"}),
    # Little John's free die at the Weaponsmith (MM-9.6) and edict ties in rotation (MM-11.7)
    Case("merry_men", "solo_little_john", 6, ("heuristic",), {"heroes": ["little_john"]}),
    Case("merry_men", "two_little_john_will", 6, ("heuristic", "heuristic"),
         {"heroes": ["little_john", "will_scarlet"]}),
    Case("settlers", "four_normal_beginner", 1, ("heuristic",) * 4),
    Case("settlers", "three_mixed_random_island", 2, ("heuristic", "random", "heuristic"),
         {"layout": "random"}),
    Case("settlers", "two_search_vs_normal", 3, ("ismcts", "heuristic")),
    Case("settlers", "solo_random_sheriff", 14, ("random",),
         {"layout": "random", "displacement_extra_draw": True}),
    Case("adventures", "random_robin_set_1", 1, ("random",), {"task_set": "1", "camp": 60}),
    Case("adventures", "random_will_set_3", 2, ("random",),
         {"outlaw": "will", "task_set": "3", "camp": 70}),
    Case("adventures", "random_marian_no_set", 3, ("random",),
         {"outlaw": "marian", "task_set": "none", "camp": "random"}),
    Case("adventures", "normal_john_set_2", 4, ("heuristic",),
         {"outlaw": "john", "task_set": "2", "camp": "random"}),
    Case("lieutenants", "four_normal", 1, ("heuristic",) * 4),
    Case("lieutenants", "seven_mixed", 2,
         ("heuristic", "easy", "random", "heuristic", "easy", "random", "heuristic")),
    Case("lieutenants", "three_search_short", 3, ("ismcts", "heuristic", "easy"), {"short": True}),
    Case("lieutenants", "two_easy_auto_ambush", 5, ("easy", "heuristic"), {"auto_ambush": True}),
)


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
