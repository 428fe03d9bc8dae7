"""The perfect-play tables the player asked for, remembered in the settings so that a build of
hours survives a restart: the game's rules options, how many men a side, and whether the player
paused it (a paused build waits for Resume; one that was running goes on by itself).

The settings file is anyone's to edit: a request that is not a set of tables that can be built
is forgotten, never a crash, and a doubtful "paused" counts as paused (a build of hours is not
started on a stray word).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..ai.morris.perfect_play import buildable_set

#: The fewest and most men a side a remembered request may name (tests build small sets).
MIN_MEN, MAX_MEN = 3, 9
#: More options than any game of the family has is no request of this app.
_MAX_OPTIONS = 16


@dataclass(frozen=True, slots=True)
class TableRequest:
    #: The Morris game's rules options, as a game setup holds them ({} : the default rules).
    options: dict[str, bool | int | str] = field(default_factory=dict)
    men: int = 9
    paused: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"options": dict(self.options), "men": self.men, "paused": self.paused}

    @classmethod
    def from_json(cls, value: Any) -> TableRequest | None:
        """The request ``value`` holds, None when it holds none that can be built."""
        if not isinstance(value, dict):
            return None
        options, men, paused = value.get("options", {}), value.get("men"), value.get("paused")
        if not isinstance(options, dict) or len(options) > _MAX_OPTIONS:
            return None
        if not all(
            isinstance(k, str) and isinstance(v, bool | int | str) for k, v in options.items()
        ):
            return None
        if type(men) is not int or not MIN_MEN <= men <= MAX_MEN:
            return None
        if buildable_set(options, men) is None:
            return None
        return cls(dict(options), men, paused if isinstance(paused, bool) else True)


__all__ = ["TableRequest"]
