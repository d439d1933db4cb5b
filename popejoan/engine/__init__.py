"""The Pope Joan rules engine: pure Python, deterministic from a seed, no pygame."""
