"""The lesson "Learn to play" at the real table: :class:`LearnScene`, the table with a coach.

The table (:class:`~popejoan.ui.scenes.table.TableScene`) plays the lesson's pinned deal
(:mod:`~popejoan.ui.scenes.learn.script`) with its own director, board, fish and animations; the computer seats
play their scripted part. The coach (:class:`~popejoan.ui.scenes.learn.steps.Coach`) is one more listener: each
frame it looks at the events the director has shown, and when one sets off the next step the table stops (nothing
moves, nobody decides) and the step is shown in a panel placed away from what it talks about, with a glow and an
arrow on it (:mod:`~popejoan.ui.scenes.learn.panel`). Space, Enter or a click goes on. At the learner's lead the
panel says what the coach would lead and why; a card the rules refuse is refused there with the reason in words.
"Skip" ends the lesson; its end (or a skip) opens :class:`~popejoan.ui.scenes.learn.end.LearnEndScene`.

The progress (the step on show, the events shown, the learner's leads) is kept in the settings file at each step
(:mod:`~popejoan.ui.scenes.learn.progress`), so the lesson left at any point is taken up at the same step. The
lesson's session is never saved and never counted in the statistics: it is no session of the saved sessions.
"""

from __future__ import annotations

import pygame

from popejoan.engine.cards import Card
from popejoan.engine.events import CardPlayed
from popejoan.ui import theme
from popejoan.ui.i18n import _, the_card
from popejoan.ui.scene import Navigator, Scene
from popejoan.ui.scenes.learn.panel import (
    PANEL_WIDTHS,
    PanelText,
    draw_pointer,
    fit_panel,
    place_panel,
    target_rects,
)
from popejoan.ui.scenes.learn.progress import Progress, read_progress, write_progress
from popejoan.ui.scenes.learn.script import ScriptedPlayer, advice, lesson_deck, lesson_session, replay_to
from popejoan.ui.scenes.learn.steps import LEARNER, STEPS, Coach, Step
from popejoan.ui.scenes.table import TableScene, captions
from popejoan.ui.widgets import Button

__all__ = ["LearnScene"]

GO_ON_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
"""The keys that go on from a step (a left click does too)."""


def lesson_names() -> list[str]:
    """The lesson's three seats: the learner's default name, then two computers' (the interface language's)."""
    from popejoan.ui.setup import default_names

    return default_names()[:3]


def _why(ends: str, stakes: bool) -> str:
    """Why the coach advises a lead: what it does (``ends``: out, stop or open; ``stakes``: it wins a compartment)."""
    if ends == "out":
        return _("you play every card you have left and go out")
    if stakes and ends == "stop":
        return _("it wins a compartment and stops on your own card, so you lead again")
    if stakes:
        return _("it wins a compartment on the way")
    if ends == "stop":
        return _("the run stops on your own card, so you lead again")
    return _("it plays the most of your cards in one run")


class LearnScene(TableScene):
    """The lesson at the table.

    Args:
        app: the app.
        progress: where to take the lesson up (default: the settings'; a finished lesson starts again).
        keep_progress: write the progress in the settings at each step (False: a screenshot, a test's own).

    Attributes:
        coach: which step is due.
        step: the step on show (the table waits), or None.
        refused: why the last card clicked may not be led, in words, or None.
        progress: the lesson's progress as last written.
        skip_button: "Skip the lesson".
    """

    def __init__(self, app: Navigator, progress: Progress | None = None, keep_progress: bool = True) -> None:
        session = lesson_session(lesson_names())
        super().__init__(app, session, seats=[None, "easy", "normal"], autostart=False)
        for seat in self.turns.computers:
            self.turns.computers[seat] = ScriptedPlayer()
        self.keep_progress = keep_progress
        saved = progress if progress is not None else read_progress(app.settings)
        self.progress = saved if saved.under_way else Progress(offered=saved.offered)
        self.coach = Coach()
        self.step: Step | None = None
        self._due: Step | None = None
        self._landing: object = None
        self.refused: str | None = None
        self.finished_lesson = False
        self.skip_button = Button(lambda: _("Skip the lesson"), self.skip, size_px=18)
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self._begin()

    def _begin(self) -> None:
        """Deal the lesson's deal; a lesson left part-way is laid out as it was, its step on show again."""
        self._ensure_layout()
        deal = self.session.start_deal(lesson_deck())
        progress = self.progress
        if progress.under_way and progress.step < len(STEPS):
            replay_to(deal, progress.leads, LEARNER, progress.events)
            self.turns.begin(deal)
            self.director.until = min(progress.events, len(deal.events))
            self.director.begin(deal)
            self.director.catch_up()
            self.coach.resume(deal.events, progress.step + 1, progress.events)
            self.step = STEPS[progress.step]
        else:
            self.turns.begin(deal)
            self.director.begin(deal)

    # --- the coach

    def _look(self) -> None:
        """Let the coach see what the table has shown; stop the table on a step."""
        deal = self.deal
        if deal is None or self.step is not None:
            return
        step = self.coach.feed(deal.events, self.director.shown)
        if step is None and self.turns.human_to_act() == LEARNER and deal.decision == "lead":
            step = self.coach.at_lead()
        if step is not None:
            self._landing = self.director.timeline.current  # the event's motion lands before the step is shown
            self._due = step
            self._land()

    def _land(self) -> None:
        """Show the step due once the motion of its event has landed (the card in the sequence, the fish in)."""
        current = self.director.timeline.current
        if self._due is not None and (current is None or current is not self._landing):
            step, self._due, self._landing = self._due, None, None
            self._show(step)

    def _show(self, step: Step) -> None:
        """Stop the table on ``step`` and keep the progress."""
        self.step = step
        deal = self.deal
        leads = [e.card for e in deal.events[: self.coach.seen] if isinstance(e, CardPlayed) and e.lead
                 and e.seat == LEARNER] if deal is not None else []
        self.progress = Progress(STEPS.index(step), self.coach.seen, leads, False, self.progress.offered)
        self._keep()

    @property
    def due(self) -> Step | None:
        """The step whose event has fired, shown once what it talks about has landed on the table; None when
        no step waits to be shown."""
        return self._due

    def _keep(self) -> None:
        """Write the progress in the settings file (when this lesson keeps it)."""
        if not self.keep_progress:
            return
        write_progress(self.app.settings, self.progress)
        self.app.save_settings()

    def go_on(self) -> None:
        """Space, Enter or a click: the step on show is read; the table moves on."""
        self.step = None
        self.refused = None
        self.director.until = None

    def skip(self) -> None:
        """"Skip the lesson": its end screen at once."""
        self._end_lesson()

    def _end_lesson(self) -> None:
        if self.finished_lesson:
            return
        self.finished_lesson = True
        self.progress = Progress(done=True, offered=True)
        self._keep()
        from popejoan.ui.scenes.learn.end import LearnEndScene

        self.app.pop()
        self.app.push(LearnEndScene(self.app))

    def _finish_deal(self) -> None:
        """The lesson's deal is over (its last step read): the end screen, never a summary nor a record."""
        self.finished = True
        self._end_lesson()

    def on_resume(self, scene: Scene | None = None) -> None:
        """Back from the pause menu or a view: nothing is dealt again."""

    def undo(self) -> bool:
        """Ctrl+Z takes nothing back in the lesson (its steps follow the deal as it was played): not answered."""
        return False

    def _undo_offered(self) -> bool:
        """The pause menu offers no "take back" in the lesson (its steps follow the deal as it was played)."""
        return False

    # --- the loop

    def update(self, dt_ms: float) -> None:
        """The table moves on unless a step is on show; the coach looks at what it has shown."""
        self._ensure_layout()
        if self._due is None:
            self._look()
        if self.step is not None or self.finished_lesson:
            return
        super().update(dt_ms)
        self._land()
        if self._due is None:
            self._look()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Skip, go on from a step, or play at the table (a refused lead is said in the panel)."""
        click = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if click and self.skip_button.rect.collidepoint(event.pos):
            self.skip()
            return True
        if self.step is not None:
            if click or (event.type == pygame.KEYDOWN and event.key in GO_ON_KEYS):
                self.go_on()
                return True
            return False  # Esc (the pause menu), F1 (the rules) go to the app; the table waits
        if click and self.turns.human_to_act() == LEARNER:
            card = self._card_at(event.pos)
            deal = self.deal
            if card is not None and deal is not None:
                refusal = deal.refusal(card)
                self.refused = None if refusal is None else captions.refusal_words(refusal, self.names[LEARNER])
        return super().handle_event(event)

    def _card_at(self, pos: tuple[int, int]) -> Card | None:
        """The learner's card under ``pos``, or None."""
        lay = self._ensure_layout()
        legal = self.turns.legal_for(LEARNER)
        for card, rect in reversed(lay.hand_rects(self.view.hands[LEARNER], legal, self.view.hover_card)):
            if lay.hit_rect(rect).collidepoint(pos):
                return card
        return None

    # --- drawing

    def panel_words(self) -> tuple[str, str, str, str] | None:
        """The panel's heading, body, extra lines and footer in the interface language, or None (no panel now)."""
        deal = self.deal
        learner_leads = deal is not None and self.turns.human_to_act() == LEARNER and deal.decision == "lead"
        if self.step is None and not learner_leads:
            return None
        number = (STEPS.index(self.step) + 1) if self.step is not None else self.coach.index
        heading = _("Learn to play: step {n} of {total}").format(n=number, total=len(STEPS))
        body = _(self.step.text) if self.step is not None else ""
        extra = ""
        if learner_leads and deal is not None:
            tip = advice(deal.observation(LEARNER))
            if tip is not None:
                extra = _("I would lead {card}: {why}.").format(card=the_card(tip.card),
                                                               why=_why(tip.ends, bool(tip.stakes)))
            if self.refused:
                extra = _("Not that card: {reason}.").format(reason=self.refused) + " " + extra
        if self.step is None:
            footer = _("Click a raised card to lead it.")
        else:
            footer = _("Space or a click: go on")
        return heading, body, extra, footer

    def _caption_box(self) -> pygame.Rect:
        """The caption ribbon's room as the table draws it now (pixels): its band, narrowed to the caption's width."""
        lay = self._ensure_layout()
        band = lay.caption_rect()
        text = max(self.view.caption, self.view.caption_sub, key=len)
        size = max(9, theme.px(24, lay.s))
        width = min(band.w, theme.measure(text, size)[0] + theme.px(60, lay.s)) if text else band.w // 2
        return pygame.Rect(band.centerx - width // 2, band.y, width, band.h)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, then the coach's panel pointing at what its step talks about."""
        super().draw(surface)
        words = self.panel_words()
        lay = self._ensure_layout()
        scale = lay.s
        w, h = surface.get_size()
        width = max(theme.px(260, scale), int(PANEL_WIDTHS[0] * w))
        button_h = theme.px(40, scale)
        if words is None:  # the table plays on: only the skip button, at the top right
            self.skip_button.rect = pygame.Rect(0, 0, theme.px(190, scale), button_h)
            self.skip_button.rect.topright = (w - theme.px(12, scale), h // 2 - button_h // 2)
            self.skip_button.draw(surface, scale, False, False)
            return
        heading, body, extra, footer = words
        point = self.step.point if self.step is not None else "hand"
        plaques = [self.plaque_rect(seat) for seat in range(self.n)]
        targets = target_rects(point, lay, plaques)
        keep = [(target_rects("board", lay, plaques)[0], 1.0), (lay.hand_box(), 3.0), (lay.sequence_box(), 3.0),
                (self._caption_box(), 5.0), *((plaque, 2.0) for plaque in plaques)]
        best: tuple[float, pygame.Rect, PanelText] | None = None
        for share in PANEL_WIDTHS:
            width = max(theme.px(260, scale), int(share * w))
            text = fit_panel(heading, body, extra, footer, width, h, scale, button_h)
            spot, cost = place_panel((w, h), (width, text.height), targets, keep, theme.px(10, scale))
            if best is None or cost < best[0] * 0.8:  # a narrower panel only where it covers clearly less
                best = (cost, spot, text)
        assert best is not None
        _cost, rect, text = best
        self.panel_rect = rect
        draw_pointer(surface, rect, targets, scale)
        theme.draw_panel(surface, rect, scale)
        pad = theme.px(18, scale)
        x, y = rect.x + pad, rect.y + pad
        head = round(text.size_px * 1.2)
        room = rect.w - 2 * pad
        head_px = theme.fit_size(heading, text.size_px, room, bold=True)
        theme.blit_text(surface, theme.ellipsize(heading, head_px, room, bold=True), (x, y), head_px,
                        theme.GILT_TEXT, bold=True)
        y += head + theme.px(8, scale)
        y = theme.text_lines(surface, text.body, (x, y), text.size_px, theme.IVORY)
        if text.extra:
            y = theme.text_lines(surface, text.extra, (x, y + theme.px(6, scale)), text.size_px, theme.CANDLE)
        y += theme.px(8, scale)
        small = max(9, text.size_px - 2)
        y = theme.text_lines(surface, text.footer, (x, y), small, theme.IVORY_DIM, italic=True)
        y += theme.px(6, scale)
        bw = min(theme.px(220, scale), rect.w - 2 * pad)
        self.skip_button.rect = pygame.Rect(rect.right - pad - bw, y, bw, button_h)
        self.skip_button.draw(surface, scale, False, False)
