"""The director's times: how long each motion of the table takes, in animation milliseconds at normal speed
(the speed setting divides them).

Holds those constants only; the motions are ``director_cards``' and ``director_fish``', and
:mod:`~popejoan.ui.scenes.table.director` re-exports them.
"""

from __future__ import annotations

# Times in animation milliseconds at normal speed (the speed setting divides them).
TURN_MS = 520.0
STAKE_FISH_MS = 430.0
STAKE_STAGGER_MS = 40.0
DEAL_CARD_MS = 260.0
DEAL_STAGGER_MS = 42.0
TURN_UP_MS = 480.0
PLAY_MS = 420.0
HOLD_MS = 220.0
STOP_MS = 420.0
SWEEP_MS = 380.0
CLAIM_TURN_MS = 440.0
CLAIM_FISH_MS = 460.0
PAY_FISH_MS = 440.0
FLIP_MS = 320.0
PASS_MS = 1300.0
PENALTY_HOLD_MS = 700.0
CLAIM_HOLD_MS = 650.0
"""How long a stake taken (its caption, the compartment's glow fading) is held after its fish land, before the next
card flies, at speed 1: several claims in one run (the Pope, then trump honours) were each on show for about half
a second, too fast to tell who took what."""
FORCED_PACE = 2.5
"""How many times faster a forced play (a card after a lead, which its holder must play) goes with the setting
"Quick forced plays": its flight and its hold (``PLAY_MS``, ``HOLD_MS``); a lead, a stop, a stake taken and a
payment keep their times, so the story is told as before (``bench/forced_pace.py``: seconds per deal)."""
