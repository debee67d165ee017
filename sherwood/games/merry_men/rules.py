"""The rules of Robin Hood and the Merry Men (shared/rules/merry_men.md) for the engine.

The game runs on the engine's flow (:mod:`sherwood.engine.flow`: a queue of steps and one
pending prompt), with every step, prompt and handler listed in :data:`.flow.FLOW`; the rules
of each part of the round live in :mod:`.merry_phase`, :mod:`.merry_works`,
:mod:`.hero_phase`, :mod:`.hero_actions`, :mod:`.hero_trades`, :mod:`.round_end` and
:mod:`.solo`, the shared board mechanics in :mod:`.board`, setup in :mod:`.setup`, the
decisions in :mod:`.prompts` and scoring in :mod:`.scoring`. This module ties them to the
``Rules`` protocol: legal commands are the answers to the pending prompt, a command is
applied by its handler and the queue then runs to the next decision (:func:`.flow.answer`),
and the loss conditions are checked at every change (MM-0.8, inside :mod:`.board`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from sherwood.engine import Command, Event, Refusal, SeededRng, refuse
from sherwood.engine.flow import FlowRules
from sherwood.engine.outcome import Outcome
from sherwood.games.merry_men import scoring
from sherwood.games.merry_men.commands import DiscardHand
from sherwood.games.merry_men.facts import (
    AGENT,
    ALL_CARRIAGES,
    ALL_EDICTS,
    ALL_GOLDEN,
    ALL_LOOT,
    ALL_MM,
    ALL_QUESTS,
    ALL_RANSOM,
    ALL_SPIES,
    ALL_TUCK,
    ALL_VILLAIN,
    GATHERING,
    RENOWN_MAX,
    ROAD_CAP,
    ROADS,
    TUCK,
    C,
)
from sherwood.games.merry_men.flow import FLOW
from sherwood.games.merry_men.outcome import outcome_of
from sherwood.games.merry_men.setup import setup
from sherwood.games.merry_men.state import HIDDEN_FIELDS, PUBLIC_FIELDS, State, from_public, public_copy
from sherwood.games.merry_men.view import MerryMenView

SPY_SET = frozenset(ALL_SPIES)
ALL_VILLAIN_GOLDEN = ALL_VILLAIN + ALL_GOLDEN
TOTAL_DICE = sum(w.armory for w in C.weapons.values())


class MerryMenRules(FlowRules):
    """Robin Hood and the Merry Men for :class:`sherwood.engine.Match` (whose decision it is,
    the legal commands and applying one come from :class:`~sherwood.engine.flow.FlowRules`)."""

    flow = FLOW

    def setup(self, rng: SeededRng, seat_count: int,
              options: Mapping[str, Any]) -> tuple[State, list[Event]]:
        state, events = setup(rng, seat_count, options)
        FLOW.run(state, rng, events)  # to the first decision
        return state, events

    def why_illegal(self, state: State, command: Command) -> Refusal:
        """Why ``command`` is not an answer to the pending prompt, as a code and its values:
        the command itself and the kind of prompt (the table's words say what it asks)."""
        if state.phase == "over":
            return refuse("game_over")
        prompt = state.prompt
        assert prompt is not None
        if command.seat != prompt.seat:
            return refuse("not_your_decision", seat=prompt.seat, prompt=prompt.kind)
        return refuse("not_now", command=command, prompt=prompt.kind)

    def undoable(self, state: State, command: Command) -> bool:
        """Anything but a hand refill. The match itself refuses any command that used chance
        or turned something up from a hidden deck (the events' ``reveals``, MM-12.3)."""
        return not isinstance(command, DiscardHand)

    # --- seeing -------------------------------------------------------------------------------

    def view(self, state: State, seat: int) -> MerryMenView:
        return MerryMenView(
            seat=seat,
            active_seat=self.active_seat(state),
            board=public_copy(state),
            hand=tuple(state.hands[seat]),
            quests=tuple(state.quests[seat]),
            tuck_hand=tuple(state.tuck_hand[seat]),
            hand_sizes=tuple(len(h) for h in state.hands),
            quest_counts=tuple(len(q) for q in state.quests),
            tuck_counts=tuple(len(t) for t in state.tuck_hand),
            deck_sizes={"mm_deck": len(state.mm_deck), "villain_deck": len(state.villain_deck),
                        "ransom_stack": len(state.ransom_stack), "spy_deck": len(state.spy_deck),
                        "edict_deck": len(state.edict_deck)},
        )

    def sample_hidden(self, view: MerryMenView, seat: int, rng: SeededRng) -> State:
        """A full state consistent with ``view``: other hands, quests and Tuck hands, and the
        order of every deck, drawn from the cards the seat cannot see (MM-12.5)."""
        if view.seat != seat:
            raise ValueError(f"this is seat {view.seat}'s view, not seat {seat}'s")
        s = from_public(view.board)  # copies: the view is never changed
        n = s.seats
        s.tuck_hand = [[] for _ in range(n)]  # (dealt below with the module)

        def deal(pool: list[str], own: tuple[str, ...], counts: tuple[int, ...]) -> tuple[list, list]:
            rng.shuffle(pool)
            hands: list[list[str]] = []
            for other in range(n):
                if other == seat:
                    hands.append(list(own))
                else:
                    hands.append(pool[:counts[other]])
                    del pool[:counts[other]]
            return hands, pool

        seen = set(view.hand)  # (every card id is printed once: ALL_MM has no repeats)
        for p in (*s.passive, *s.active, s.mm_discard):
            seen.update(p)
        pool = [c for c in ALL_MM if c not in seen]
        s.hands, s.mm_deck = deal(pool, view.hand, view.hand_sizes)
        done = {q for d in s.quests_done for q in d} | set(view.quests)
        s.quests, s.quests_unused = deal([q for q in ALL_QUESTS if q not in done], view.quests,
                                         view.quest_counts)
        if s.friar_tuck:
            gone = {c for p in s.tuck_pile for c in p} | set(s.tuck_removed) | set(view.tuck_hand)
            s.tuck_hand, s.tuck_unused = deal([c for c in ALL_TUCK if c not in gone], view.tuck_hand,
                                              view.tuck_counts)
        drawn = set(s.villain_discard)
        villains = [v for v in (ALL_VILLAIN_GOLDEN if s.golden_arrow else ALL_VILLAIN) if v not in drawn]
        rng.shuffle(villains)
        s.villain_deck = villains
        gone = set(s.ransom_discard)
        stack = [r for r in ALL_RANSOM if r != s.ransom_face and r not in gone]
        rng.shuffle(stack)
        s.ransom_stack = stack
        if s.spies:
            held = {c for p in s.passive for c in p}
            spies = [c for c in ALL_SPIES if c not in held]
            rng.shuffle(spies)
            s.spy_deck = spies
        if n == 1:
            revealed = set(s.edicts_revealed)
            edicts = [e for e in ALL_EDICTS if e not in revealed]
            rng.shuffle(edicts)
            s.edict_deck = edicts
        return s

    # --- scoring ------------------------------------------------------------------------------

    def scores(self, state: State) -> list[int]:
        return scoring.scores(state)

    def winners(self, state: State) -> list[int]:
        return scoring.winners(state)

    def outcome(self, state: State) -> Outcome:
        """MM-8.4, MM-8.5, MM-3.8, MM-11.8, MM-11.9 for the results (:mod:`.outcome`)."""
        return outcome_of(state, self.scores(state), self.winners(state))

    def score_bounds(self, seat_count: int, options: Mapping[str, Any]) -> tuple[int, int]:
        """Far outside anything reachable: six hangings, four forced returns, three spies and
        six prisoners below; every VP source many times over above."""
        return -200, 2000

    # --- copying and checking -----------------------------------------------------------------

    def clone(self, state: State) -> State:
        return state.clone()

    def encode(self, state: State) -> Any:
        return state.encode()

    def check_invariants(self, state: State) -> None:
        """Nothing created or lost: cards, tiles, carriages, dice, Merry Men, Tuck."""
        def same(found: list[str], expected: tuple[str, ...] | list[str], what: str) -> None:
            if sorted(found) == sorted(expected):
                return
            f, e = Counter(found), Counter(expected)
            raise AssertionError(f"{what}: created {sorted((f - e).elements())}, "
                                 f"lost {sorted((e - f).elements())}")

        n = state.seats
        mm = list(state.mm_deck) + state.mm_discard
        for s in range(n):
            mm += state.hands[s] + [c for c in state.passive[s] if c not in SPY_SET] + state.active[s]
        same(mm, ALL_MM, "Merry Men cards")
        same([q for s in range(n) for q in state.quests[s] + state.quests_done[s]] + state.quests_unused,
             ALL_QUESTS, "quests")
        same(state.villain_deck + state.villain_discard,
             ALL_VILLAIN + (ALL_GOLDEN if state.golden_arrow else ()), "villain cards")
        face = [state.ransom_face] if state.ransom_face is not None else []
        same(face + state.ransom_stack + state.ransom_discard, ALL_RANSOM, "ransom tiles")
        same(state.loot_bag + state.loot_pending, ALL_LOOT, "loot tiles")
        cars = state.carriage_bag + [c for r in ROADS for c in state.carriages[r] if c]
        same(cars + [d[0] for d in state.depot if d], ALL_CARRIAGES, "carriages")
        if state.spies:
            same(state.spy_deck + [c for p in state.passive for c in p if c in SPY_SET], ALL_SPIES, "spies")
        if state.friar_tuck:
            same([c for s in range(n) for c in state.tuck_hand[s] + state.tuck_pile[s]]
                 + state.tuck_removed + state.tuck_unused, ALL_TUCK, "Friar Tuck cards")
        if n == 1:
            same(state.edict_deck + state.edicts_revealed, ALL_EDICTS, "edicts")
        held = sum(state.dice_held(s) for s in range(n))
        assert held + sum(state.armory.values()) == TOTAL_DICE, "weapon dice created or lost"
        for s in range(n):
            men = (state.camp[s] + state.on_board(s) + len(state.prisoners(s)) + state.messengers[s]
                   + state.hanged[s])
            assert men == state.unlocked[s], f"seat {s}: {men} Merry Men for {state.unlocked[s]} open spaces"
            assert state.dice_held(s) <= 4 and min(state.res[s].values()) >= 0
            assert 0 <= state.renown[s] <= RENOWN_MAX
            assert len(state.passive[s]) <= C.limits.passive_pile or state.prompt is not None
        tucks = (sum(row.count(TUCK) for row in state.occupant.values())
                 + sum(row.count(TUCK) for row in state.main.values()) + state.yard.count(TUCK))
        assert tucks == (state.tuck_at == "board"), "Friar Tuck is in two places"
        assert len(state.prisoners(TUCK)) == (state.tuck_at == "prison")
        for g in GATHERING:
            for h in range(state.usable, 4):
                assert not state.guards[g][h] and state.occupant[g][h] is None and state.traps[g][h] is None
            for h in range(4):
                if state.bail[g][h]:
                    assert state.guards[g][h] and state.occupant[g][h] not in (None, AGENT)
        for r in ROADS:
            b = len(state.barricades[r])
            assert all(c is None for c in state.carriages[r][b + 1:]), f"a carriage beyond {r}'s barricades"
            assert 0 <= state.pennies[r] <= ROAD_CAP[r]
        assert 0 <= state.track <= state.track_size
        assert all(1 <= lv <= 3 for _, lv in state.prison)
        assert set(HIDDEN_FIELDS).isdisjoint(PUBLIC_FIELDS)


RULES = MerryMenRules()
