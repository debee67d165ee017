"""A game of Settlers at one moment, hidden parts included.

The state is flat: lists of ints indexed by vertex, edge, seat and resource, so that copying
it for the search bot is a handful of list slices (:meth:`State.clone`). It has two parts:

- the **record** (what happened): the island, the pieces on the board, hands, bank, decks,
  the special cards' holders, the turn and the flow's queue and prompt. :meth:`State.encode`
  writes exactly this part; saves hash it, so **its output never changes** once games are
  saved;
- the **bookkeeping** (what follows from the record, kept up to date move by move so the
  rules never search the board): free vertices, where each seat may build, harbour ratios,
  VP from buildings, road lengths, pieces left. :func:`.tracking.derive` recomputes it from
  the record, and ``check_invariants`` compares the two.

A resource is an index 0..4 (:data:`.content.RESOURCES`), a development card a kind 0..8
(:data:`.content.DEV_KINDS`); sets of vertices and edges are int bit masks (:mod:`.board`).

>>> from sherwood.engine import Match
>>> state = Match.start("settlers", 3, seed=1)._state
>>> copy = state.clone(); copy.hands[0][0] += 5
>>> state.hands[0], copy.hands[0]
([0, 0, 0, 0, 0], [5, 0, 0, 0, 0])
>>> sorted(state.encode())[:4]
['army', 'bank', 'deck', 'declined']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sherwood.engine import Command
from sherwood.engine.flow import Step
from sherwood.games.settlers.board import VERTICES, Board
from sherwood.games.settlers.commands import OfferTrade
from sherwood.games.settlers.content import ROBIN_HOOD, STANDARD, bank_start, supply
from sherwood.games.settlers.geometry import EDGE_NAMES
from sherwood.games.settlers.prompts import SettlersPrompt


@dataclass(frozen=True, slots=True)
class Offer:
    """A domestic offer waiting for answers (SR-B-7.4): ``seat`` gives ``give`` for ``want``
    (resource names, sorted in resource order) to ``to`` (None: every other seat);
    ``answers`` so far, each ``(seat, accepted)``, in the order given (in a view; the state
    keeps the offer as made, the command itself, and its answers in ``state.answers``)."""

    seat: int
    give: tuple[str, ...]
    want: tuple[str, ...]
    to: int | None
    answers: tuple[tuple[int, bool], ...] = ()

    @property
    def accepted(self) -> tuple[int, ...]:
        return tuple(s for s, yes in self.answers if yes)

    def to_json(self) -> list[Any]:
        return [self.seat, list(self.give), list(self.want), self.to,
                [[s, yes] for s, yes in self.answers]]


RECORD = (
    "answers", "army", "bank", "board", "declined", "deck", "dev_hands", "dev_new",
    "dev_played", "dice", "edge_owner", "first", "hands", "in_setup", "knights",
    "last_theft", "longest", "n", "offer", "offers_made", "over", "progress_played",
    "prompt", "queue", "robber", "rolled", "turn", "turn_limit", "turns", "variant",
    "vertex_city", "vertex_owner", "winner",
    # the Robin Hood solo variant (SR-V); written by encode() only in that variant
    "extra_draw", "last_move", "loot", "movement", "moves", "moves_discard", "players",
    "robin_vp", "solo_result",
)
"""The fields that say what happened (:meth:`State.encode` writes them)."""

BOOKKEEPING = (
    "building_vp", "cities_left", "free", "legal", "offer_want", "ratio", "road_len",
    "road_spots", "roads_left", "roads_mask", "settle_spots", "settlement_mask",
    "settlements_left", "vp_cards",
)
"""The fields that follow from the record (:func:`.tracking.derive`)."""

HISTORY = ("turn_end_vp",)
"""Public facts of the game's past that the rules never read and the board cannot tell:
each seat's visible VP when its last turn ended (its hidden Victory Point cards kept it
below the target then, which a state guessed from a view must respect, SR-B-11.3). Neither
written by :meth:`State.encode` (a save's replay makes them again) nor derived."""


class State:
    """One game of Settlers (see the module docstring). Owners of pieces are 0..n-1; the
    seats that play are 0..players-1 (all of them in the standard game; in the solo game
    owner 0 is the Sheriff, the only seat, and owner 1 the neutral colour, SR-V-2.10)."""

    __slots__ = RECORD + BOOKKEEPING + HISTORY

    def __init__(self, n: int, board: Board, variant: str = STANDARD, turn_limit: int = 0,
                 movement: str = "deck", extra_draw: bool = False):
        self.n = n
        self.board = board
        self.variant = variant
        self.turn_limit = turn_limit
        solo = variant == ROBIN_HOOD
        self.players = 1 if solo else n
        self.movement = movement
        self.extra_draw = extra_draw
        self.robin_vp = 0
        self.loot: list[int] = [0, 0, 0, 0, 0]  # SR-V-1.12, per resource
        self.moves: list[int] = []  # SR-V-4.1: the movement draw pile, drawn from the end
        self.moves_discard: list[int] = []  # face up, in the order laid down
        self.turn_end_vp: list[int] = [0] * n
        self.last_move = -1  # the card drawn or the die face rolled last (-1: none yet)
        self.solo_result: str | None = None
        self.first = 0
        self.robber = board.island.robber_start
        self.vertex_owner: list[int] = [-1] * VERTICES
        self.vertex_city: list[bool] = [False] * VERTICES
        self.edge_owner: list[int] = [-1] * len(EDGE_NAMES)
        self.hands: list[list[int]] = [[0, 0, 0, 0, 0] for _ in range(n)]
        self.bank: list[int] = [bank_start(variant, movement)] * 5
        self.deck: list[int] = []  # drawn from the end
        self.dev_hands: list[list[int]] = [[] for _ in range(n)]
        self.dev_new: list[int] = []  # kinds the turn's seat bought this turn
        self.knights: list[int] = [0] * n
        self.progress_played: list[int] = [0, 0, 0]  # road building, year of plenty, monopoly
        self.longest = -1
        self.army = -1
        self.dice: tuple[int, int] | None = None
        self.turn = 0
        self.turns = 0  # turns begun
        self.rolled = False
        self.dev_played = False
        self.offers_made = 0
        self.declined: list[tuple[tuple[str, ...], tuple[str, ...], int | None]] = []
        self.offer: OfferTrade | None = None  # as made (its answers are in ``answers``)
        self.answers: list[tuple[int, bool]] = []
        self.last_theft: tuple[int, int, int] | None = None  # thief, victim, resource
        self.in_setup = True
        self.over = False
        self.winner: int | None = None
        self.queue: list[Step] = []
        self.prompt: SettlersPrompt | None = None
        # bookkeeping (tracking.derive fills it from the record)
        self.legal: list[Command] | None = None  # the pending prompt's answers, once listed
        self.offer_want: tuple[int, ...] = ()  # the pending offer's ``want`` as counts
        self.free = 0
        self.road_spots: list[int] = [0] * n
        self.settle_spots: list[int] = [0] * n
        self.roads_mask: list[int] = [0] * n
        self.settlement_mask: list[int] = [0] * n
        self.ratio: list[list[int]] = [[4, 4, 4, 4, 4] for _ in range(n)]
        self.building_vp: list[int] = [0] * n
        self.road_len: list[int] = [0] * n
        self.vp_cards: list[int] = [0] * n
        pieces = [supply(variant, o) for o in range(n)]
        self.settlements_left: list[int] = [p[0] for p in pieces]
        self.cities_left: list[int] = [p[1] for p in pieces]
        self.roads_left: list[int] = [p[2] for p in pieces]

    def clone(self) -> State:
        """A deep copy, field by field (immutable parts shared)."""
        c = object.__new__(State)
        c.n = self.n
        c.board = self.board
        c.variant = self.variant
        c.turn_limit = self.turn_limit
        c.players = self.players
        c.movement = self.movement
        c.extra_draw = self.extra_draw
        c.robin_vp = self.robin_vp
        c.loot = self.loot[:]
        c.moves = self.moves[:]
        c.moves_discard = self.moves_discard[:]
        c.turn_end_vp = self.turn_end_vp[:]
        c.last_move = self.last_move
        c.solo_result = self.solo_result
        c.first = self.first
        c.robber = self.robber
        c.vertex_owner = self.vertex_owner[:]
        c.vertex_city = self.vertex_city[:]
        c.edge_owner = self.edge_owner[:]
        c.hands = [h[:] for h in self.hands]
        c.bank = self.bank[:]
        c.deck = self.deck[:]
        c.dev_hands = [h[:] for h in self.dev_hands]
        c.dev_new = self.dev_new[:]
        c.knights = self.knights[:]
        c.progress_played = self.progress_played[:]
        c.longest = self.longest
        c.army = self.army
        c.dice = self.dice
        c.turn = self.turn
        c.turns = self.turns
        c.rolled = self.rolled
        c.dev_played = self.dev_played
        c.offers_made = self.offers_made
        c.declined = self.declined[:]
        c.offer = self.offer
        c.answers = self.answers[:]
        c.offer_want = self.offer_want
        c.last_theft = self.last_theft
        c.in_setup = self.in_setup
        c.over = self.over
        c.winner = self.winner
        c.queue = self.queue[:]
        c.prompt = self.prompt
        c.legal = self.legal  # never changed in place, only replaced
        c.free = self.free
        c.road_spots = self.road_spots[:]
        c.settle_spots = self.settle_spots[:]
        c.roads_mask = self.roads_mask[:]
        c.settlement_mask = self.settlement_mask[:]
        c.ratio = [r[:] for r in self.ratio]
        c.building_vp = self.building_vp[:]
        c.road_len = self.road_len[:]
        c.vp_cards = self.vp_cards[:]
        c.settlements_left = self.settlements_left[:]
        c.cities_left = self.cities_left[:]
        c.roads_left = self.roads_left[:]
        return c

    # --- reading -------------------------------------------------------------------------------

    def total_vp(self, seat: int) -> int:
        """SR-B-11.1: every VP of ``seat``, hidden Victory Point cards included; the solo
        game's neutral colour (an owner past ``players``) has none (SR-V-2.11)."""
        if seat >= self.players:
            return 0
        return (self.building_vp[seat] + self.vp_cards[seat] + (2 if self.longest == seat else 0)
                + (2 if self.army == seat else 0))

    def public_vp(self, seat: int) -> int:
        """The VP everyone sees: all but unrevealed Victory Point cards; none for the solo
        game's neutral colour, which never scores (SR-V-2.11)."""
        if seat >= self.players:
            return 0
        return (self.building_vp[seat] + (2 if self.longest == seat else 0)
                + (2 if self.army == seat else 0))

    def offer_now(self) -> Offer | None:
        """The pending offer with its answers so far."""
        offer = self.offer
        if offer is None:
            return None
        return Offer(offer.seat, offer.give, offer.want, offer.to, tuple(self.answers))

    def encode(self) -> dict[str, Any]:
        """The record as plain JSON data, for the state hash of saves (never change it)."""
        island = self.board.island
        offer = self.offer_now()
        data = {
            "variant": self.variant,
            "seats": self.n,
            "island": [island.layout, list(island.terrain), list(island.tokens),
                       [h.type for h in island.harbours]],
            "turn_limit": self.turn_limit,
            "first": self.first,
            "robber": self.robber,
            "vertex_owner": self.vertex_owner,
            "vertex_city": [int(c) for c in self.vertex_city],
            "edge_owner": self.edge_owner,
            "hands": self.hands,
            "bank": self.bank,
            "deck": self.deck,
            "dev_hands": self.dev_hands,
            "dev_new": self.dev_new,
            "knights": self.knights,
            "progress_played": self.progress_played,
            "longest": self.longest,
            "army": self.army,
            "dice": list(self.dice) if self.dice else None,
            "turn": self.turn,
            "turns": self.turns,
            "rolled": self.rolled,
            "dev_played": self.dev_played,
            "offers_made": self.offers_made,
            "declined": [[list(g), list(w), to] for g, w, to in self.declined],
            "offer": offer.to_json() if offer else None,
            "last_theft": list(self.last_theft) if self.last_theft else None,
            "setup": self.in_setup,
            "over": self.over,
            "winner": self.winner,
            "queue": [list(step) for step in self.queue],
            "prompt": self.prompt.to_json() if self.prompt else None,
        }
        if self.variant != STANDARD:  # standard saves hash exactly as before
            data["solo"] = {
                "players": self.players, "movement": self.movement, "extra_draw": self.extra_draw,
                "robin_vp": self.robin_vp, "loot": self.loot, "moves": self.moves,
                "moves_discard": self.moves_discard, "result": self.solo_result,
                "last_move": self.last_move,
            }
        return data
