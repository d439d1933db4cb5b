"""The lesson "Learn to play" (issue 33): a guided first deal at the real table, and its end screen.

The rooms: :mod:`.steps` (the steps as data and the coach that follows the events; no pygame), :mod:`.script`
(the pinned deal, ``lesson.yaml`` beside it, the scripted computers, the coach's advice; no pygame),
:mod:`.progress` (how far the player went, in the settings), :mod:`.panel` (the coach's panel, its place, its
arrow), :mod:`.scene` (:class:`LearnScene`), :mod:`.end` (:class:`LearnEndScene`). :func:`stage_lesson` puts the
lesson under way on screen for ``main.py --screenshot F --scene learn``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from popejoan.ui.scene import Navigator

if TYPE_CHECKING:
    from popejoan.ui.scenes.learn.end import LearnEndScene
    from popejoan.ui.scenes.learn.scene import LearnScene

__all__ = ["LearnEndScene", "LearnScene", "open_lesson", "stage_lesson"]

STAGED_STEP = "follow"
"""The step a screenshot of the lesson shows (a card followed, the coach pointing at the sequence)."""


def __getattr__(name: str) -> Any:
    """:class:`LearnScene` and :class:`LearnEndScene`, imported when first asked for: the menu reads this package
    for its button before its first frame, which must not wait for the table (tests/ui/test_app.py)."""
    if name == "LearnScene":
        from popejoan.ui.scenes.learn.scene import LearnScene

        return LearnScene
    if name == "LearnEndScene":
        from popejoan.ui.scenes.learn.end import LearnEndScene

        return LearnEndScene
    raise AttributeError(name)


def open_lesson(app: Navigator) -> LearnScene:
    """Open the lesson over the current screen (the menu), taken up where it was left."""
    from popejoan.ui.scenes.learn.scene import LearnScene

    return app.push(LearnScene(app))


def stage_lesson(app: Navigator, step: str = STAGED_STEP, frame_ms: float = 1000 / 60) -> LearnScene:
    """A fresh lesson on screen, run until ``step`` is shown (its progress not kept): for screenshots and tests.

    Raises:
        RuntimeError: the step is never reached in ten minutes of the lesson.
    """
    from popejoan.ui.scenes.learn.scene import LearnScene

    scene = app.push(LearnScene(app, keep_progress=False))
    scene.on_resize(app.screen_size)
    for _ in range(int(600_000 / frame_ms)):
        if scene.step is not None:
            if scene.step.key == step:
                return scene
            scene.go_on()
        scene.update(frame_ms)
        if scene.step is None and scene._due is None and scene.turns.human_to_act() == 0:
            deal = scene.deal
            assert deal is not None
            scene.turns.human_play(deal.legal_actions()[0])
    raise RuntimeError(f"the lesson never reached its step {step!r}")
