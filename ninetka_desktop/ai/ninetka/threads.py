"""How many threads each 9tka search of this process runs on: the exact solver's and the tree
search's.

By default (None) the core decides: two where the machine has two cores and a helper thread can
give way to every other thread, the window's first (Linux), else one. ``ninetka-arena`` gives
each game its share of the cores when it plays several at once. Results do not depend on it:
the tree search's are the same to the bit unless its time cap cuts it, the solver's value is the
same (which of equally good moves it names may differ). Fewer threads only take longer, so a
level's time cap cuts more often.
"""

from __future__ import annotations

_threads: int | None = None


def set_search_threads(threads: int | None) -> None:
    """Search on ``threads`` threads from now on in this process (None: the core's default)."""
    global _threads
    if threads is not None and threads < 1:
        raise ValueError(f"threads must be at least 1, not {threads}")
    _threads = threads


def search_threads() -> int | None:
    """The threads set by ``set_search_threads`` (None: the core's default)."""
    return _threads


__all__ = ["search_threads", "set_search_threads"]
