"""``CounterLayer``: the counter items of a scene, kept in step with the board model.

One ``CounterItem`` per counter, keyed by the cell it stands on. ``sync`` makes the items match
the model's OWNER and BLOCKED roles at once; ``move`` re-keys a sliding counter so the item that
travels is the one that was waiting, not a fresh one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QGraphicsScene

from ...games.ninetka import FIELD_CELLS, SLOTS
from ...models.roles import EMPTY_OWNER, BoardRole
from ..look.theme import Palette
from . import geometry as geo
from .counter_item import CounterItem

USED_CELLS: tuple[int, ...] = tuple(sorted(FIELD_CELLS + SLOTS))


class CounterLayer:
    def __init__(
        self,
        scene: QGraphicsScene,
        role: Callable[[int, BoardRole], Any],
        palette: Palette,
        z: float,
    ) -> None:
        self._scene = scene
        self._role = role
        self._palette = palette
        self._z = z
        self._items: dict[int, CounterItem] = {}

    def at(self, cell: int) -> CounterItem | None:
        return self._items.get(cell)

    def items(self) -> dict[int, CounterItem]:
        return dict(self._items)

    def __contains__(self, cell: object) -> bool:
        return cell in self._items

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        for item in self._items.values():
            item.set_palette(palette)

    def clear(self) -> None:
        for item in self._items.values():
            self._scene.removeItem(item)
        self._items.clear()

    def move(self, source: int, target: int) -> CounterItem | None:
        """Re-key the item on ``source`` to ``target`` (the slide's counter), if there is one."""
        item = self._items.pop(source, None)
        if item is None:
            return None
        if (stale := self._items.pop(target, None)) is not None:
            self._scene.removeItem(stale)
        self._items[target] = item
        item.cell = target
        return item

    def sync(self) -> list[CounterItem]:
        """Make the items match the model at once, each on its cell; returns new items."""
        created: list[CounterItem] = []
        for cell in USED_CELLS:
            owner = self._role(cell, BoardRole.OWNER)
            item = self._items.get(cell)
            if owner == EMPTY_OWNER:
                if item is not None:
                    self._scene.removeItem(self._items.pop(cell))
                continue
            if item is None:
                item = CounterItem(owner, self._palette)
                item.cell = cell
                item.setZValue(self._z)
                self._scene.addItem(item)
                self._items[cell] = item
                created.append(item)
            item.set_owner(owner)
            item.setPos(geo.cell_center(cell))
            item.set_blocked(bool(self._role(cell, BoardRole.BLOCKED)))
        return created

    def update_blocked(self, cell: int) -> None:
        if (item := self._items.get(cell)) is not None:
            item.set_blocked(bool(self._role(cell, BoardRole.BLOCKED)))
