"""The game scene host: one match on the table.

It owns the :class:`~sherwood.engine.Match`, the animation queue, the bot worker, the log
panel, the whose-turn banner, the undo button and the autosave, and leaves drawing and
hit-testing to the game's table (:mod:`sherwood.ui.games`).

Whose view is drawn, whether its private cards are shown and when the privacy curtain
comes is decided in one place, :func:`sherwood.ui.hot_seat.decide` (every game alike); the
host applies its answer in :meth:`PlayScene.refresh`. Bots' hands are never shown.

A click while the animation queue plays finishes the animation and then counts: the
target under the pointer is looked up in the new state (nothing happens if there is none).
"""

from __future__ import annotations

import time as _time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from sherwood import crash
from sherwood.engine import Command, Event, IllegalCommand, Match, Refusal, possessive
from sherwood.savegames import SaveLibrary
from sherwood.ui.animation import AnimationQueue
from sherwood.ui.bots import BotWorker, is_human, table_bots
from sherwood.ui.games import make_table, words_of
from sherwood.ui.hot_seat import Screen, decide, undo_refusal
from sherwood.ui.kit import buttons
from sherwood.ui.kit.table import GameTable, Target
from sherwood.ui.render import draw
from sherwood.ui.render import palette as P
from sherwood.ui.scenes.banner import banner_words, draw_banner, draw_caption
from sherwood.ui.scenes.base import Scene
from sherwood.ui.widgets.action_button import ActionButton
from sherwood.ui.widgets.log_panel import LogLine, LogPanel
from sherwood.ui.widgets.tooltip import PointerTooltip

if TYPE_CHECKING:
    from sherwood.ui.app import App
    from sherwood.ui.kit.piles import DrawCard

BOT_THINK_MIN = 0.45  # seconds a bot seems to think at normal speed, so its move can be followed
CAPTION_SECONDS = 3.0


class PlayScene(Scene):
    def __init__(
        self,
        app: App,
        match: Match,
        *,
        run_bots: bool = True,
        autosave: bool = True,
        autosave_file: Path | None = None,
    ):
        super().__init__(app)
        self.match = match
        crash.remember_match(match)  # a crash report then holds this game, to replay it
        self.spec = match.spec
        self.run_bots = run_bots
        # every game keeps its own autosave (sherwood.savegames): ``autosave_file`` continues one
        self.autosave_enabled = autosave and app.autosave
        self.autosave_file: Path | None = autosave_file
        self._autosave_failed = False
        self.humans = [s for s, label in enumerate(match.seats) if is_human(label)]
        self.hot_seat = bool(self.spec.hidden_hands) and len(self.humans) >= 2
        self.at_screen: int | None = None  # see sherwood.ui.hot_seat: whose cards may be shown
        self.bots = table_bots(match.game_id, match.seats, match.seed)  # they think in a process of their own
        self.worker = BotWorker()
        self._bot_command: Command | None = None
        self.anim = AnimationQueue(speed=lambda: app.settings.speed_factor, on_idle=self._on_idle)
        self.log = LogPanel()
        self._pending_log: list[LogLine] | None = None
        self.words = words_of(match)
        self.table: GameTable = make_table(self)
        self.log.seat_style = self.table.seat_style
        self.view = None
        self.viewer = 0
        self.show_hand = False
        self.my_turn = False
        self.time = 0.0
        self.headline: str | None = None
        self.caption_until = 0.0
        self.flash_text: str | None = None
        self.flash_until = 0.0
        self.curtain_seat: int | None = None  # the seat a curtain is up for
        self.screen: Screen | None = None
        self.banner_parts: dict[str, pygame.Rect] = {}  # where the banner's words went (tests)
        self.caption_pill: pygame.Rect | None = None
        self.results_shown = False
        self.mouse = (-1, -1)
        self.pointer_tip = PointerTooltip()
        self._action_sig: tuple | None = None
        self._action_buttons: list[ActionButton] = []
        self._was_busy = False  # the animation played at the last frame (the buttons follow it)
        self.undo_button: pygame_gui.elements.UIButton | None = None
        self._rebuild_log()
        if self.autosave_enabled and autosave_file is None and not match.log:
            self._autosave()  # a new game is listed under Continue from its first moment

    # --- lifecycle -------------------------------------------------------------------------

    def enter(self) -> None:
        self.refresh()
        super().enter()

    def exit(self) -> None:
        self.worker.close()  # the bots' process ends with the table
        super().exit()

    def build(self) -> None:
        self.table.resize(self.app.size)
        T = self.table.T
        self.log.place(T.rect(self.table.panel("log")), T.scale)
        c = T.rect(self.table.panel("controls"))
        gap = T.length(8)
        w = (c.w - 2 * gap) // 3
        self.undo_button = self.button(
            pygame.Rect(c.x, c.y, w, c.h),
            "Undo",
            self.undo,
            object_id="@quiet",
            tooltip="Take back your last move (Ctrl+Z)",
        )
        self.log_button = self.button(
            pygame.Rect(c.x + w + gap, c.y, w, c.h),
            "Show log" if self.log.collapsed else "Hide log",
            self.toggle_log,
            object_id="@quiet",
            tooltip="Show or hide the game log (L)",
        )
        self.menu_button = self.button(
            pygame.Rect(c.x + 2 * (w + gap), c.y, c.w - 2 * (w + gap), c.h),
            "Menu",
            self.open_pause,
            object_id="@quiet",
            tooltip="Pause: save, load, rules, settings (Esc)",
        )
        self._action_sig = None
        self._action_buttons = []
        self._sync_actions()
        self._sync_undo()

    # --- what is shown -----------------------------------------------------------------

    @property
    def size(self) -> tuple[int, int]:
        return self.app.size

    @property
    def log_collapsed(self) -> bool:
        return self.log.collapsed

    def browse(self, title: str, cards: Sequence[str], draw_card: DrawCard, note: str) -> None:
        """Open the pile browser over the table (:mod:`sherwood.ui.kit.piles`)."""
        from sherwood.ui.scenes.browse import BrowseScene

        self.app.scenes.push(BrowseScene(self.app, title, list(cards), draw_card, note))

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and self.bots[seat] is not None

    @property
    def last_human(self) -> int | None:
        """The human at the screen (who lifted the curtain last), None when everyone looks."""
        return self.at_screen

    @last_human.setter
    def last_human(self, seat: int | None) -> None:  # tests set up who is looking
        self.at_screen = seat

    def screen_now(self) -> Screen:
        """What the table may show now (the one rule: :func:`sherwood.ui.hot_seat.decide`)."""
        return decide(
            self.at_screen,
            self.match.active_seat,
            [self.is_bot(s) for s in range(self.match.seat_count)],
            hot_seat=self.hot_seat,
            needs_private=self.table.needs_curtain,
            viewer_before=self.viewer if self.view is not None else None,
            turn=self.table.turn_seat() if self.hot_seat else None,
        )

    def refresh(self) -> None:
        """Recompute the drawn view and the legal targets after any change."""
        screen = self.screen_now()
        self.screen = screen
        self.at_screen = screen.at_screen
        self.viewer, self.show_hand = screen.viewer, screen.show_private
        self.view = self.match.view(self.viewer)
        self.my_turn = screen.answering and self.curtain_seat is None
        legal = self.match.legal_commands() if self.my_turn else []
        self.table.set_view(
            self.view, viewer=self.viewer, show_hand=self.show_hand, my_turn=self.my_turn, legal=legal
        )
        if self.ui is not None:
            self._sync_actions()
            self._sync_undo()

    def _sync_actions(self) -> None:
        actions = self.table.actions() if self.my_turn else []
        sig = tuple((a.label, a.command, a.quiet) for a in actions)
        if sig == self._action_sig:
            return
        self._action_sig = sig
        for b in self._action_buttons:
            self.forget(b)
        self._action_buttons = []
        if not actions:
            return
        for a, box in zip(actions, buttons.action_boxes(self.table, len(actions)), strict=True):
            if a.run is not None:
                press = lambda run=a.run: self.run_action(run)  # noqa: E731
            else:
                press = lambda cmd=a.command: self.click_command(cmd)  # noqa: E731
            look = "@quiet" if a.quiet else "@action"
            btn = self.button_of(ActionButton, box, a.label, press, object_id=look, tooltip=a.tooltip or None)
            btn.command = a.command
            self._action_buttons.append(btn)

    @property
    def action_buttons(self) -> list[ActionButton]:
        return list(self._action_buttons)

    def undo_refusal(self) -> Refusal | None:
        """None when the person at the table may take back the last move, else why not
        (:func:`sherwood.ui.hot_seat.undo_refusal`)."""
        bots = [bot is not None for bot in self.bots]
        return undo_refusal(self.match, self.at_screen, self.my_turn, bots)

    def can_undo_now(self) -> bool:
        """Whether the person at the table may take back the last move (see :meth:`undo_refusal`)."""
        return self.undo_refusal() is None

    def undo_tooltip(self) -> str:
        refusal = self.undo_refusal()
        return "Take back your last move (Ctrl+Z)" if refusal is None else self.words.refusal(refusal)

    def _sync_undo(self) -> None:
        if self.undo_button is None:
            return
        tip = self.undo_tooltip()
        if self.undo_button.tool_tip_text != tip:
            self.undo_button.set_tooltip(tip)
        if self.can_undo_now():
            if not self.undo_button.is_enabled:
                self.undo_button.enable()
        elif self.undo_button.is_enabled:
            self.undo_button.disable()

    # --- the log ---------------------------------------------------------------------------

    def _lines(self, command: Command, events: Sequence[Event]) -> list[LogLine]:
        if not events:
            return [LogLine(self.words.command(command), command.seat, "command")]
        return self._event_lines(events)

    def _event_lines(self, events: Sequence[Event]) -> list[LogLine]:
        lines = []
        for event in events:
            kind = "turn" if event.kind == "turn_started" else "event"
            lines.append(LogLine(self.table.event_text(event), getattr(event, "seat", None), kind))
        return lines

    def _rebuild_log(self) -> None:
        self.log.clear()
        if self.match.opening_events:
            self.log.add_group(self._event_lines(self.match.opening_events))
        for turn in self.match.history:
            self.log.add_group(self._lines(turn.command, turn.events))

    # --- changing the match ---------------------------------------------------------------

    def click_command(self, command: Command) -> None:
        """A human's command from a click (board or button)."""
        if not self.my_turn:
            return
        if self.anim.busy:
            self.anim.skip()
        self.apply(command)

    def run_action(self, action: Callable[[], object]) -> None:
        """A click that changes only the table's half-made choice (select a card, mark a
        discard): the buttons on offer may change with it."""
        action()
        if self.ui is not None:
            self._sync_actions()

    def apply(self, command: Command) -> bool:
        before = self.view
        try:
            events = self.match.apply(command)
        except IllegalCommand as exc:
            self.flash(self.words.refusal(exc.refusal))
            return False
        self.table.cancel_selection()
        self._flush_log()
        self._pending_log = self._lines(command, events)  # logged when its animation is over,
        self.headline = self.table.headline(events)  # so the log never tells before the dice land
        self._autosave()
        self.refresh()
        steps = [s for e in events for s in self.table.build_steps(e, before, self.view)]
        self.caption_until = self.time + CAPTION_SECONDS
        self.anim.push_steps(steps)
        if not self.anim.busy:
            self._flush_log()
        return True

    def _flush_log(self) -> None:
        if self._pending_log is not None:
            self.log.add_group(self._pending_log)
            self._pending_log = None

    def undo(self) -> None:
        if not self.can_undo_now():
            return
        self.worker.cancel()
        self._bot_command = None
        self.anim.skip()
        try:
            self.match.undo()
        except IllegalCommand as exc:
            self.flash(self.words.refusal(exc.refusal))
            return
        self.log.pop_group()
        self.curtain_seat = None
        self.headline = "Move taken back"
        self.caption_until = self.time + CAPTION_SECONDS
        self.table.cancel_selection()
        self._autosave()
        self.refresh()

    def _autosave(self) -> None:
        """Write this game's own autosave (made on its first write; a finished game's stays,
        marked finished). A failure is said once, and the game goes on."""
        if not self.autosave_enabled:
            return
        try:
            library = SaveLibrary()
            if self.autosave_file is None:
                self.autosave_file = library.new_autosave_path(self.match.game_id)
            library.autosave(self.match, self.autosave_file)
        except Exception as exc:  # a full disk, a saves folder that is a file: play on
            if not self._autosave_failed:
                self.flash(f"Could not autosave: {getattr(exc, 'strerror', None) or exc}")
            self._autosave_failed = True
        else:
            self._autosave_failed = False

    def save_game(self, name: str | None = None) -> Path:
        """Save a copy named ``name`` in the saves folder (it never changes as play goes on);
        returns its path. OSError if it cannot be written."""
        return SaveLibrary().save_copy(self.match, name)

    def flash(self, message: str) -> None:
        self.flash_text = message
        self.flash_until = self.time + 3.5

    def _on_idle(self) -> None:
        self.caption_until = self.time + CAPTION_SECONDS
        self._flush_log()

    # --- frames ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self._sync_pointer_tip()  # before the widgets' update, which then draws it this frame
        super().update(dt)
        self.anim.update(dt)
        if self.anim.busy != self._was_busy:  # a table may offer a button only at rest
            self._was_busy = self.anim.busy
            if self.ui is not None:
                self._sync_actions()
        self._sync_undo()
        if self.anim.busy:
            return
        if self.match.is_over:
            if not self.results_shown:
                self.results_shown = True
                from sherwood.ui.scenes.results import ResultsScene

                self.app.scenes.push(ResultsScene(self.app, self))
            return
        seat = self.match.active_seat
        if seat is not None and self.is_bot(seat):
            self._drive_bot(seat)
        elif self.screen is not None and self.screen.curtain is not None and self.curtain_seat is None:
            self.curtain_seat = self.screen.curtain
            self.refresh()
            from sherwood.ui.scenes.privacy import PrivacyScene

            self.app.scenes.push(PrivacyScene(self.app, self, self.curtain_seat))

    def animating(self) -> bool:
        """Whether the table moves by itself now, so the app's loop draws at full rate: a
        tween, a bot to move, a caption or message fading. The targets' glow does not count:
        at rest it stays lit, still (an idle table is quiet)."""
        return bool(
            super().animating()
            or self.anim.busy
            or (self.headline and self.time < self.caption_until)
            or (self.flash_text and self.time < self.flash_until)
            or (self.run_bots and self.is_bot(self.match.active_seat))
        )

    def reveal(self, seat: int) -> None:
        """The privacy curtain was lifted by ``seat``: that seat is at the screen now."""
        self.at_screen = seat
        self.curtain_seat = None
        self.refresh()

    def _drive_bot(self, seat: int) -> None:
        if not self.run_bots:
            return
        if self._bot_command is None:
            if not self.worker.busy:
                self.worker.start(
                    self.bots[seat], self.match.view(seat), self.match.legal_commands(), now=self.time
                )
                return
            try:
                self._bot_command = self.worker.poll()
            except Exception as exc:  # a broken bot must not freeze the table
                name = possessive(self.match.names[seat])
                self.flash(f"{name} bot failed ({exc}); it plays the first legal move")
                self._bot_command = self.match.legal_commands()[0]
        waited = self.time - self.worker.started_at
        if self._bot_command is not None and waited >= BOT_THINK_MIN * self.app.settings.speed_factor:
            command, self._bot_command = self._bot_command, None
            self.apply(command)

    def wait_for_bot(self, timeout: float = 10.0) -> None:
        """Tests: block until the bot has its answer."""
        deadline = _time.monotonic() + timeout
        while self.worker.thinking and _time.monotonic() < deadline:
            self.worker.wait(0.05)

    # --- input ----------------------------------------------------------------------------

    def _sync_pointer_tip(self) -> None:
        """The tooltip of the target under the pointer, or why Undo is greyed (pygame_gui gives
        a disabled button none); none while anything moves (:mod:`sherwood.ui.widgets.tooltip`)."""
        message, undo = None, self.undo_button
        if self.ui is not None and not self.anim.busy and self.mouse[0] >= 0:
            if undo is not None and not undo.is_enabled and pygame.Rect(undo.rect).collidepoint(self.mouse):
                message = self.undo_tooltip()
            elif (target := self.target_at(self.mouse)) is not None:
                message = target.tooltip
        if message and self.ui is not None:
            self.pointer_tip.show(self.ui, message, self.mouse, self.table.T.scale)
        else:
            self.pointer_tip.hide()

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        T = self.table.T
        for target in reversed(self.table.targets()):
            if T.rect(target.box).collidepoint(pos):
                return target
        return None

    def on_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.mouse = event.pos
            if event.button in (4, 5):
                return self.wheel(event.pos, 1 if event.button == 4 else -1)
            if event.button == 3:
                self.table.cancel_selection()
                return True
            if event.button != 1:
                return True
            skipped = self.anim.busy
            if skipped:  # finish the animation, then the click counts against the new state
                self.anim.skip()
            target = self.target_at(event.pos)
            if skipped and (target is None or not self.table.clickable_while_animating(target)):
                return True
            if target is not None:
                if target.command is not None:
                    self.click_command(target.command)
                elif target.action is not None:
                    self.run_action(target.action)
                return True
            self.table.cancel_selection()
            return True
        if event.type == pygame.MOUSEWHEEL:
            pos = self.mouse if self.mouse[0] >= 0 else pygame.mouse.get_pos()
            return self.wheel(pos, event.y)
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if not self.table.cancel_selection():
                    self.open_pause()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.anim.skip()
            elif event.key in (pygame.K_z, pygame.K_u) and (
                event.mod & pygame.KMOD_CTRL or event.key == pygame.K_u
            ):
                self.undo()
            elif event.key == pygame.K_l:
                self.toggle_log()
            return True
        return False

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """The wheel scrolls a panel of the table under the pointer, else the log."""
        return self.table.wheel(pos, dy) or self.log.handle_wheel(pos, dy)

    def cover(self) -> None:
        """A scene was pushed over the table (pause, a pile, the curtain): the pointer is no
        longer over the table, so no card zoom or tooltip of it is drawn under the new scene."""
        self.pointer_tip.hide()
        super().cover()
        self.mouse = (-1, -1)

    def open_pause(self) -> None:
        from sherwood.ui.scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def toggle_log(self) -> None:
        """Show or hide the log; the table lays itself out again, the board taking the room
        the log leaves (the widgets are rebuilt where the table now puts them)."""
        self.log.collapsed = not self.log.collapsed
        if self.ui is None:
            return
        self.resize(self.app.size)

    # --- drawing --------------------------------------------------------------------------

    def draw_scene(self, surface: pygame.Surface) -> None:
        if not getattr(self.table, "draws_background", False):
            surface.blit(draw.wood(surface.get_size()), (0, 0))
        self.table.draw(surface, self.time)
        for sprite, box, progress in self.anim.sprites():
            self.table.draw_sprite(surface, sprite, box, progress)
        self._draw_banner(surface)
        self.log.draw(surface)
        self._draw_caption(surface)

    def draw_over(self, surface: pygame.Surface) -> None:
        if self.anim.busy or self.mouse[0] < 0:
            return
        undo = self.undo_button
        if undo is not None and not undo.is_enabled and pygame.Rect(undo.rect).collidepoint(self.mouse):
            return  # its tooltip says why it is greyed (_sync_pointer_tip)
        self.table.draw_over(surface, self.mouse)

    def banner_seat(self) -> int | None:
        seat = self.match.active_seat
        if seat is None:
            winners = self.match.winners()
            return winners[0] if len(winners) == 1 else None
        return seat

    def banner_text(self) -> tuple[str, str, str]:
        """(name line, phase line, instruction) for the banner."""
        return banner_words(self)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        T = self.table.T
        seat = self.banner_seat()
        actions = T.rect(self.table.panel("actions"))
        rect = T.rect(self.table.panel("banner"))
        right = actions.x - T.length(14) if self._action_buttons else rect.right - T.length(14)
        self.banner_parts = draw_banner(
            surface,
            T,
            rect,
            self.table.seat_style(seat) if seat is not None else None,
            self.banner_text(),
            self.table.banner_name_width,
            right,
        )

    def _draw_caption(self, surface: pygame.Surface) -> None:
        message, colour = None, P.INK
        if self.flash_text and self.time < self.flash_until:
            message, colour = self.flash_text, P.WAX
        elif self.anim.caption:
            message = self.anim.caption
        elif self.headline and self.time < self.caption_until:
            message = self.headline
        if not message:
            self.caption_pill = None
            return
        alpha = 235
        if not self.anim.caption and message == self.headline:
            left = self.caption_until - self.time
            alpha = int(235 * min(1.0, left / 0.6))
        T = self.table.T
        area = T.rect(self.table.panel("caption"))
        self.caption_pill = draw_caption(surface, T, area, message, colour, alpha)
