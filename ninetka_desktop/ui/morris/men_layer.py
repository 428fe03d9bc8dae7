"""``MorrisMenLayer``: the man items of the Morris scene and where each one belongs.

Every man is in one place: on a point, in its side's supply (men in hand, index 0 at the top)
or among the men its opponent has taken. The transitions (``place``, ``move``, ``unplace``,
``capture``) re-file an item without moving it, so the animation can carry it from where it
stands to its new home; ``sync`` then makes the places match the model exactly (creating or
dropping items only where the model disagrees) and ``settle`` puts items at their homes.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from ...models.morris.board import MorrisBoardModel
from ...models.roles import EMPTY_OWNER
from ..look.theme import Palette
from .geometry import NINE_GEOMETRY, TAKEN_SIZE, BoardGeometry
from .man_item import MorrisManItem

__all__ = ["TAKEN_SIZE", "MorrisMenLayer"]

_STACK_STEP = 0.01  # later men in a supply or a pile lie on top of earlier ones


class MorrisMenLayer:
    def __init__(
        self, scene: QGraphicsScene, model: MorrisBoardModel, palette: Palette, z: float
    ) -> None:
        self._scene = scene
        self._model = model
        self._palette = palette
        self._z = z
        self._geo = NINE_GEOMETRY
        self._board: dict[int, MorrisManItem] = {}
        self._supply: tuple[list[MorrisManItem], list[MorrisManItem]] = ([], [])
        self._taken: tuple[list[MorrisManItem], list[MorrisManItem]] = ([], [])

    def set_geometry(self, geometry: BoardGeometry) -> None:
        """Lay the men out on another board (after ``clear``: a new game's men are new)."""
        self._geo = geometry

    # --- reading --------------------------------------------------------------------------------

    def men(self) -> dict[int, MorrisManItem]:
        """The item on each occupied point."""
        return dict(self._board)

    def at(self, point: int) -> MorrisManItem | None:
        return self._board.get(point)

    def supply(self, side: int) -> list[MorrisManItem]:
        """``side``'s men in hand, top first."""
        return list(self._supply[side])

    def taken(self, captor: int) -> list[MorrisManItem]:
        """The opponent's men ``captor`` has taken, first taken first."""
        return list(self._taken[captor])

    def items(self) -> list[MorrisManItem]:
        return [
            *self._board.values(),
            *self._supply[0],
            *self._supply[1],
            *self._taken[0],
            *self._taken[1],
        ]

    def home(self, item: MorrisManItem) -> tuple[QPointF, float, float] | None:
        """(position, resting size, z) of ``item``, or None when the layer does not hold it."""
        geo = self._geo
        for point, man in self._board.items():
            if man is item:
                return geo.point_position(point), 1.0, self._z
        for side in (0, 1):
            for index, man in enumerate(self._supply[side]):
                if man is item:
                    position = geo.supply_position(side, index)
                    return position, geo.supply_size, self._z + _STACK_STEP * index
            for index, man in enumerate(self._taken[side]):
                if man is item:
                    position = geo.captured_position(side, index)
                    return position, TAKEN_SIZE, self._z + _STACK_STEP * index
        return None

    # --- transitions: re-file an item, leave it where it stands -----------------------------------

    def place(self, side: int, point: int) -> MorrisManItem:
        """The last man of ``side``'s supply goes onto ``point`` (a new one if it is empty)."""
        supply = self._supply[side]
        item = supply.pop() if supply else self._new(side, self._geo.supply_position(side, 0))
        self._put(point, item)
        return item

    def move(self, src: int, dst: int) -> MorrisManItem | None:
        item = self._board.pop(src, None)
        if item is not None:
            self._put(dst, item)
        return item

    def unplace(self, point: int) -> MorrisManItem | None:
        """The man on ``point`` goes back to the end of its side's supply."""
        item = self._board.pop(point, None)
        if item is not None:
            self._supply[item.side].append(item)
        return item

    def capture(self, point: int, captor: int) -> MorrisManItem | None:
        """The man on ``point`` joins the men ``captor`` has taken."""
        item = self._board.pop(point, None)
        if item is not None:
            self._taken[captor].append(item)
        return item

    # --- matching the model ---------------------------------------------------------------------

    def sync(self) -> list[MorrisManItem]:
        """Make every place match the model at once; returns the items it created."""
        created: list[MorrisManItem] = []
        model = self._model
        for point in range(model.board.num_points):
            owner = model.owner(point)
            item = self._board.get(point)
            if item is not None and item.side != owner:
                self._drop(self._board.pop(point))
                item = None
            if owner != EMPTY_OWNER and item is None:
                item = self._new(owner, self._geo.point_position(point))
                self._board[point] = item
                created.append(item)
        for side in (0, 1):
            created += self._fill(self._supply[side], side, model.men_in_hand(side))
            created += self._fill(self._taken[side], 1 - side, model.men_taken_by(side))
        for item in created:
            self._rest(item)
        return created

    def matches_model(self) -> bool:
        """Whether the places agree with the model (for tests and sanity checks)."""
        model = self._model
        for point in range(model.board.num_points):
            owner = model.owner(point)
            item = self._board.get(point)
            if (item.side if item is not None else EMPTY_OWNER) != owner:
                return False
        return all(
            len(self._supply[side]) == model.men_in_hand(side)
            and all(man.side == side for man in self._supply[side])
            and len(self._taken[side]) == model.men_taken_by(side)
            and all(man.side == 1 - side for man in self._taken[side])
            for side in (0, 1)
        )

    def settle(self, skip: Collection[MorrisManItem] = ()) -> None:
        """Every item except those in ``skip`` stands still at its home."""
        for item in self.items():
            if item not in skip:
                self._rest(item)

    def clear(self) -> None:
        for item in self.items():
            self._scene.removeItem(item)
        self._board.clear()
        for places in (*self._supply, *self._taken):
            places.clear()

    def set_palette(self, palette: Palette) -> None:
        self._palette = palette
        for item in self.items():
            item.set_palette(palette)

    # --- helpers --------------------------------------------------------------------------------

    def _put(self, point: int, item: MorrisManItem) -> None:
        stale = self._board.get(point)
        if stale is not None and stale is not item:
            self._drop(stale)
        self._board[point] = item

    def _fill(self, places: list[MorrisManItem], side: int, count: int) -> list[MorrisManItem]:
        """Keep the first ``count`` men of ``side`` in ``places``; add new ones if short."""
        wrong = [man for man in places if man.side != side]
        for man in wrong:
            places.remove(man)
            self._drop(man)
        while len(places) > count:
            self._drop(places.pop())
        created = []
        while len(places) < count:
            item = self._new(side, QPointF())
            places.append(item)
            created.append(item)
        return created

    def _rest(self, item: MorrisManItem) -> None:
        home = self.home(item)
        if home is not None:
            position, size, z = home
            item.rest(position, size)
            item.setZValue(z)

    def _new(self, side: int, position: QPointF) -> MorrisManItem:
        item = MorrisManItem(side, self._palette, radius=self._geo.man_radius)
        item.setPos(position)
        item.setZValue(self._z)
        self._scene.addItem(item)
        return item

    def _drop(self, item: MorrisManItem) -> None:
        if item.scene() is self._scene:
            self._scene.removeItem(item)
