"""The hero's actions at the 14 locations (spec section 6, with Robin Hood's reroll, MM-9.2):
robbing carriages, fighting guards, prison breaks and archery; the Weaponsmith and the Village
are in :mod:`.hero_trades`."""

from __future__ import annotations

from collections import Counter

from sherwood.engine import SeededRng
from sherwood.engine.flow import Events, ask, push
from sherwood.games.merry_men.board import add_renown, owner_or_tuck, tax_check, to_camp
from sherwood.games.merry_men.commands import (
    ACCEPT,
    CHOOSE_CARRIAGE,
    CHOOSE_DEPOT_SPACE,
    CHOOSE_GUARD,
    CHOOSE_PRISONERS,
    CHOOSE_TOKENS,
    COMMIT_DICE,
    FIGHT_AGAIN,
    REROLL_ALL,
    REROLL_ONE,
    ROB_AGAIN,
    ROBIN_REROLL,
    SKIP,
    STOP,
    TAKE_FROM_SHERIFF,
    Accept,
    ChooseCarriage,
    ChooseDepotSpace,
    ChooseGuard,
    ChoosePrisoners,
    ChooseTokens,
    CommitDice,
    FightAgain,
    RerollAll,
    RerollOne,
    RobAgain,
    RobinReroll,
    Skip,
    Stop,
    TakeFromSheriff,
)
from sherwood.games.merry_men.events import (
    CarriageRobbed,
    DiceReturned,
    DiceRolled,
    FigureFreed,
    Gained,
    GuardRemoved,
    Paid,
    PotWon,
)
from sherwood.games.merry_men.facts import (
    AGENT,
    CARRIAGE_REWARD,
    CARRIAGE_WEAPON,
    CLEAR,
    PINK_WEAPON,
    PLACE_WEAPON,
    PRISON,
    RESOURCES,
    ROBIN,
    SKILL_HIT,
    WEAPON_HIT,
    WILL,
    C,
    Items,
)
from sherwood.games.merry_men.hero_trades import free_purchases as free_purchases  # the table's import
from sherwood.games.merry_men.prompts import (
    CarriagePrompt,
    CommitPrompt,
    DepotPrompt,
    FightAgainPrompt,
    GuardPrompt,
    MMPrompt,
    PrisonersPrompt,
    RerollAllPrompt,
    RerollOnePrompt,
    RobAgainPrompt,
    RobinPrompt,
    SheriffItemPrompt,
    TokensPrompt,
)
from sherwood.games.merry_men.state import State

BARRICADE_VP = 2  # MM-6.14 [SEED]: two victory points per barricade on the robbed road
ROBBERY_DICE = C.limits.robbery_dice


def _fail(state: State) -> None:
    state.ctx["move"]["failed"] = True


def _to_armory(state: State, events: Events, seat: int, weapon: str, n: int, cause: str) -> None:
    state.dice[seat][weapon] -= n
    state.armory[weapon] += n
    events.append(DiceReturned(seat, weapon, n, cause))


def _renown(state: State, events: Events, seat: int) -> None:
    got: list[tuple[str, int]] = []
    add_renown(state, seat, 1, got)
    if got:
        events.append(Gained(seat, tuple(got), "success"))


def robbable(state: State, seat: int, road: str) -> list[str]:
    """MM-1.8 / MM-6.10 / MM-9.4: carriages whose colour ``seat`` holds enough dice of."""
    dice = state.dice[seat]
    will = state.ability(seat, WILL)
    out = []
    for c in state.carriages[road]:
        if c is None:
            continue
        w = CARRIAGE_WEAPON[c]
        need = 1 if will and w == PINK_WEAPON else C.limits.robbery_dice
        if dice[w] >= need:
            out.append(c)
    return out


def can_rob(state: State, seat: int, road: str) -> bool:
    """Whether :func:`robbable` finds a carriage, without listing them."""
    dice = state.dice[seat]
    will = None
    for c in state.carriages[road]:
        if c is None:
            continue
        w = CARRIAGE_WEAPON[c]
        if dice[w] >= ROBBERY_DICE:
            return True
        if will is None:
            will = state.ability(seat, WILL)
        if will and w == PINK_WEAPON and dice[w] >= 1:
            return True
    return False


# --- robbing carriages (MM-6.10 – MM-6.17) ----------------------------------------------------------

def road_start(state: State, rng: SeededRng, events: Events, seat: int, road: str) -> None:
    state.ctx["move"].update(road=road, action="road")
    ask(state, CarriagePrompt(seat))


def carriage_options(state: State, prompt: CarriagePrompt) -> list:
    seat = prompt.seat
    return [CHOOSE_CARRIAGE(seat, c) for c in robbable(state, seat, state.ctx["move"]["road"])]


def choose_carriage(state: State, cmd: ChooseCarriage, rng: SeededRng, events: Events,
                    prompt: MMPrompt) -> None:
    m = state.ctx["move"]
    weapon = CARRIAGE_WEAPON[cmd.carriage]
    least = 1 if state.ability(cmd.seat, WILL) and weapon == PINK_WEAPON else C.limits.robbery_dice
    m.update(carriage=cmd.carriage, weapon=weapon)
    ask(state, CommitPrompt(cmd.seat, least=least, most=state.dice[cmd.seat][weapon]))


def commit_options(state: State, prompt: CommitPrompt) -> list:
    return [COMMIT_DICE(prompt.seat, k) for k in range(prompt.least, prompt.most + 1)]


def commit_dice(state: State, cmd: CommitDice, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    m = state.ctx["move"]
    m["k"] = cmd.count
    m["faces"] = list(rng.d6(cmd.count))
    _weapon_roll(state, events, cmd.seat, "roll")


def _weapon_roll(state: State, events: Events, seat: int, how: str) -> None:
    """Report the roll; success at once; otherwise a reroll offer while tokens last
    (MM-6.12 all dice for carriages, MM-6.22 one die for guards), else the failure."""
    m = state.ctx["move"]
    faces = m["faces"]
    hits = sum(1 for f in faces if f >= WEAPON_HIT)
    purpose = "robbery" if m["action"] == "road" else "fight"
    events.append(DiceRolled(seat, f"{purpose} {how}", m["weapon"], tuple(faces), hits, 1))
    if hits:
        (_road_success if m["action"] == "road" else _fight_success)(state, events, seat)
    elif state.res[seat]["distraction"] > 0:
        ask(state, RerollAllPrompt(seat) if m["action"] == "road" else RerollOnePrompt(seat))
    else:
        _fail(state)  # MM-6.13 / MM-6.23: the dice are kept


def reroll_all_options(state: State, prompt: RerollAllPrompt) -> list:
    return [REROLL_ALL(prompt.seat), ACCEPT(prompt.seat)]


def reroll_one_options(state: State, prompt: RerollOnePrompt) -> list:
    seat = prompt.seat
    return [*(REROLL_ONE(seat, i) for i in range(state.ctx["move"]["k"])), ACCEPT(seat)]


def reroll(state: State, cmd: RerollAll | RerollOne | Accept,
           rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    if isinstance(cmd, Accept):
        _fail(state)
        return
    seat = cmd.seat
    state.res[seat]["distraction"] -= 1
    events.append(Paid(seat, (("distraction", 1),), "supply"))
    m = state.ctx["move"]
    if isinstance(cmd, RerollAll):
        m["faces"] = list(rng.d6(m["k"]))
    else:
        m["faces"][cmd.die] = rng.d6(1)[0]
    _weapon_roll(state, events, seat, "reroll")


def _road_success(state: State, events: Events, seat: int) -> None:
    """MM-6.14 / MM-6.16 steps 3–4."""
    m = state.ctx["move"]
    _to_armory(state, events, seat, m["weapon"], m["k"], "robbery")
    _renown(state, events, seat)
    ask(state, DepotPrompt(seat))


def depot_options(state: State, prompt: DepotPrompt) -> list:
    return [CHOOSE_DEPOT_SPACE(prompt.seat, i + 1) for i, d in enumerate(state.depot) if d is None]


def choose_depot(state: State, cmd: ChooseDepotSpace, rng: SeededRng, events: Events,
                 prompt: MMPrompt) -> None:
    """MM-6.16 steps 4–8."""
    seat = cmd.seat
    m = state.ctx["move"]
    road, carriage = m["road"], m["carriage"]
    row = state.carriages[road]
    k = row.index(carriage)
    row[k] = None
    state.depot[cmd.space - 1] = [carriage, True]
    events.append(CarriageRobbed(seat, road, carriage, "S" if k == 0 else f"W{k}", cmd.space))
    owners = Counter(state.barricades[road])
    vp = [("gain", s, (("vp", BARRICADE_VP * owners[s]),), "barricade") for s in state.order() if owners[s]]
    push(state, ("gain", seat, CARRIAGE_REWARD[carriage], "robbed carriage"), *vp, ("tax_check",),
         ("rob_again_offer", seat))


def tax_check_step(state: State, rng: SeededRng, events: Events) -> None:
    tax_check(state, events)


def rob_again_offer(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    ask(state, RobAgainPrompt(seat))


def rob_again_options(state: State, prompt: RobAgainPrompt) -> list:
    seat = prompt.seat
    again = [ROB_AGAIN(seat)] if robbable(state, seat, state.ctx["move"]["road"]) else []
    return [*again, STOP(seat)]


def again(state: State, cmd: RobAgain | FightAgain | Stop,
          rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    m = state.ctx["move"]
    if isinstance(cmd, RobAgain):
        push(state, ("road_start", cmd.seat, m["road"]))
    elif isinstance(cmd, FightAgain):
        push(state, ("fight_start", cmd.seat, m["loc"]))


# --- fighting guards (MM-6.20 – MM-6.29) --------------------------------------------------------------

def fight_start(state: State, rng: SeededRng, events: Events, seat: int, loc: str) -> None:
    state.ctx["move"].update(action="fight", weapon=PLACE_WEAPON[loc])
    ask(state, GuardPrompt(seat))


def guard_options(state: State, prompt: GuardPrompt) -> list:
    loc = state.ctx["move"]["loc"]
    return [CHOOSE_GUARD(prompt.seat, h + 1) for h in state.guard_hideouts(loc)]


def choose_guard(state: State, cmd: ChooseGuard, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    m = state.ctx["move"]
    m["guard"] = cmd.hideout - 1
    ask(state, CommitPrompt(cmd.seat, least=1, most=state.dice[cmd.seat][m["weapon"]]))


def _fight_success(state: State, events: Events, seat: int) -> None:
    """MM-6.24 – MM-6.28, MM-16.16 – MM-16.18, MM-10.11."""
    m = state.ctx["move"]
    loc, h = m["loc"], m["guard"]
    state.guards[loc][h] = False
    events.append(GuardRemoved(loc, h + 1, 0, seat, "fight"))
    _renown(state, events, seat)
    _to_armory(state, events, seat, m["weapon"], m["k"], "fight")
    steps: list[tuple] = []
    figure = state.occupant[loc][h]
    if figure is not None and figure != AGENT:  # an arrested figure is freed
        state.occupant[loc][h] = None
        events.append(FigureFreed(figure, owner_or_tuck(state, figure), seat, loc, 0))
        bail = state.bail[loc][h]
        state.bail[loc][h] = None
        to_camp(state, figure)
        got: Items = ((bail, 1),) if bail else ()
        if figure != seat:
            got += (("vp", 1),)
        if got:
            steps.append(("gain", seat, got, "rescue"))
    if not any(state.guards[loc][:state.usable]):
        steps.append(("gain", seat, CLEAR[loc], "cleared " + C.locations[loc].name))
    push(state, *steps, ("fight_again_offer", seat))


def fight_again_offer(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    ask(state, FightAgainPrompt(seat))


def fight_again_options(state: State, prompt: FightAgainPrompt) -> list:
    seat = prompt.seat
    m = state.ctx["move"]
    more = state.guard_hideouts(m["loc"]) and state.dice[seat][m["weapon"]] > 0
    return [*([FIGHT_AGAIN(seat)] if more else []), STOP(seat)]


# --- prison break (MM-6.30 – MM-6.36, MM-9.2, MM-9.8) ----------------------------------------------

def prison_start(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    state.ctx["move"]["action"] = "prison"
    ask(state, TokensPrompt(seat))


def tokens_options(state: State, prompt: TokensPrompt) -> list:
    seat = prompt.seat
    most = min(C.limits.prison_tokens, state.res[seat]["distraction"])
    return [CHOOSE_TOKENS(seat, t) for t in range(1, most + 1)]


def choose_tokens(state: State, cmd: ChooseTokens, rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    seat = cmd.seat
    state.res[seat]["distraction"] -= cmd.tokens
    events.append(Paid(seat, (("distraction", cmd.tokens),), "supply"))
    m = state.ctx["move"]
    m["faces"] = list(rng.d6(C.limits.prison_dice_per_token * cmd.tokens))
    _skill_roll(state, events, seat, "prison break", 0)


def _skill_roll(state: State, events: Events, seat: int, purpose: str, needed: int) -> None:
    m = state.ctx["move"]
    faces = m["faces"]
    hits = sum(1 for f in faces if f >= SKILL_HIT)
    events.append(DiceRolled(seat, purpose, "skill", tuple(faces), hits, needed))
    if m["action"] == "prison":
        if not m["robin"] and state.ability(seat, ROBIN) and hits < len(faces):
            ask(state, RobinPrompt(seat))
        else:
            push(state, ("prison_resolve", seat))
        return
    contest = C.archery[m["contest"] - 1]
    if hits >= contest.hits:
        _archery_won(state, events, seat)
    elif not m["robin"] and state.ability(seat, ROBIN):
        ask(state, RobinPrompt(seat))
    else:
        _fail(state)  # MM-6.42


def robin_options(state: State, prompt: RobinPrompt) -> list:
    """MM-9.2: one free reroll per move; offered on the dice that missed."""
    seat = prompt.seat
    faces = state.ctx["move"]["faces"]
    return [*(ROBIN_REROLL(seat, i) for i, f in enumerate(faces) if f < SKILL_HIT), SKIP(seat)]


def robin_answer(state: State, cmd: RobinReroll | Skip,
                 rng: SeededRng, events: Events, prompt: MMPrompt) -> None:
    m = state.ctx["move"]
    m["robin"] = True
    seat = cmd.seat
    if isinstance(cmd, RobinReroll):
        m["faces"][cmd.die] = rng.d6(1)[0]
        if m["action"] == "prison":
            _skill_roll(state, events, seat, "prison break (Robin's reroll)", 0)
        else:
            _skill_roll(state, events, seat, f"archery contest {m['contest']} (Robin's reroll)",
                        C.archery[m["contest"] - 1].hits)
    elif m["action"] == "prison":
        push(state, ("prison_resolve", seat))
    else:
        _fail(state)


def prisoner_sets(state: State, hits: int) -> list[tuple[tuple[int, int], ...]]:
    """MM-6.36 step 4: every non-empty multiset of (figure, level) whose levels add up to at
    most ``hits``."""
    kinds = sorted(Counter((f, lv) for f, lv in state.prison).items())
    out: list[tuple[tuple[int, int], ...]] = []

    def walk(i: int, budget: int, chosen: list[tuple[int, int]]) -> None:
        if i == len(kinds):
            if chosen:
                out.append(tuple(chosen))
            return
        (fig, lv), count = kinds[i]
        for take in range(0, min(count, budget // lv) + 1):
            walk(i + 1, budget - take * lv, chosen + [(fig, lv)] * take)

    walk(0, hits, [])
    return out


def prison_resolve(state: State, rng: SeededRng, events: Events, seat: int) -> None:
    hits = sum(1 for f in state.ctx["move"]["faces"] if f >= SKILL_HIT)
    if not prisoner_sets(state, hits):
        _fail(state)  # MM-6.36 step 6, MM-6.35
        return
    ask(state, PrisonersPrompt(seat, hits=hits))


def prisoners_options(state: State, prompt: PrisonersPrompt) -> list:
    return [CHOOSE_PRISONERS(prompt.seat, s) for s in prisoner_sets(state, prompt.hits)]


def choose_prisoners(state: State, cmd: ChoosePrisoners, rng: SeededRng, events: Events,
                     prompt: MMPrompt) -> None:
    """MM-6.36 step 5, MM-6.34, MM-10.11, MM-16.18."""
    seat = cmd.seat
    items = 0
    vp = 0
    for fig, lv in cmd.figures:
        state.prison.remove([fig, lv])
        to_camp(state, fig)
        level = C.prison_levels[lv - 1]
        owner = owner_or_tuck(state, fig)
        events.append(FigureFreed(fig, owner, seat, PRISON, lv))
        items += level.items or 0
        if fig != seat:
            vp += level.vp or 0
    steps: list[tuple] = [("gain", seat, (("vp", vp),), "prison break")] if vp else []
    push(state, *steps, ("sheriff_items", seat, items))


def sheriff_items(state: State, rng: SeededRng, events: Events, seat: int, left: int) -> None:
    if left > 0 and any(state.sheriff.values()):
        ask(state, SheriffItemPrompt(seat, left=left))


def sheriff_item_options(state: State, prompt: SheriffItemPrompt) -> list:
    return [TAKE_FROM_SHERIFF(prompt.seat, r) for r in RESOURCES if state.sheriff[r] > 0]


def take_from_sheriff(state: State, cmd: TakeFromSheriff, rng: SeededRng, events: Events,
                      prompt: SheriffItemPrompt) -> None:
    state.sheriff[cmd.resource] -= 1
    state.res[cmd.seat][cmd.resource] += 1
    events.append(Gained(cmd.seat, ((cmd.resource, 1),), "Sheriff's hideout"))
    push(state, ("sheriff_items", cmd.seat, prompt.left - 1))


# --- archery (MM-6.40 – MM-6.44) ------------------------------------------------------------------------

def archery(state: State, rng: SeededRng, events: Events, seat: int, contest: int) -> None:
    m = state.ctx["move"]
    m.update(action="archery", contest=contest)
    spec = C.archery[contest - 1]
    m["faces"] = list(rng.d6(spec.dice))
    _skill_roll(state, events, seat, f"archery contest {contest}", spec.hits)


def _archery_won(state: State, events: Events, seat: int) -> None:
    m = state.ctx["move"]
    contest = m["contest"]
    reward = tuple(C.archery[contest - 1].reward.items())
    if state.pot:  # MM-6.44: the first hero to win a contest takes the whole pot
        reward += (("pennies", state.pot),)
        events.append(PotWon(seat, state.pot))
        state.pot = 0
    steps: list[tuple] = [("gain", seat, reward, f"archery contest {contest}")]
    if contest < len(C.archery):
        steps.append(("archery", seat, contest + 1))
    push(state, *steps)
