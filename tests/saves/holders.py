"""Another window of the game, as a real second process: it holds a session (``SaveStore.hold``) and waits.

A lock held by this process itself would not show what players meet (two game windows are two processes), so
the tests start :class:`Holder`: ``python -c HOLDER folder id`` takes the hold, prints ``held`` (or
``in_use`` when another holds it), then waits for a line on its standard input and lets go (``released``).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

HOLDER = """
import sys
from popejoan.engine.errors import SaveError
from popejoan.storage.saves import SaveStore
store = SaveStore(sys.argv[1])
try:
    hold = store.hold(sys.argv[2])
except SaveError as exc:
    print(exc.kind, flush=True)
    sys.exit(0)
print("held" if hold.held else "unguarded", flush=True)
sys.stdin.readline()
hold.release()
print("released", flush=True)
"""


class Holder:
    """A second process holding session ``save_id`` in ``folder`` until :meth:`let_go` or :meth:`kill`.

    Attributes:
        said: what it printed first: ``"held"``, ``"unguarded"`` or ``"in_use"``.
    """

    def __init__(self, folder: Path, save_id: str) -> None:
        self.process = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder), save_id], cwd=str(ROOT),
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        env=dict(os.environ, PYTHONPATH=str(ROOT)))
        assert self.process.stdout is not None
        self.said = self.process.stdout.readline().strip()

    def let_go(self) -> str:
        """Ask it to release the hold and end; what it said last."""
        out, _ = self.process.communicate("\n", timeout=60)
        return out.strip()

    def kill(self) -> None:
        """End it at once with SIGKILL (no clean-up of its own runs), and wait until it is gone."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=60)
        if self.process.stdin is not None:
            self.process.stdin.close()
        if self.process.stdout is not None:
            self.process.stdout.close()

    def __enter__(self) -> Holder:
        return self

    def __exit__(self, *exc: object) -> None:
        if self.process.poll() is None:
            self.kill()
