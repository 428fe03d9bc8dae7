"""``NinetkaScene``: the 9tka board drawn from a ``NinetkaBoardModel``, animated move by move.

The scene only reads the model: roles for what stands where, ``movePlayed`` / ``moveUndone`` /
``modelReset`` for when to animate or resync. It turns clicks on legal targets into
``cellActivated(cell)``; deciding what a click means is the controller's job.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF

from ...games.ninetka import (
    SECTION_CELLS,
    SIZE,
    MoveKind,
    NinetkaMove,
    is_corner,
    is_slot,
    line_of,
    parse_cell,
    section_of,
)
from ...models.ninetka.board import NinetkaBoardModel, cell_of
from ...models.roles import EMPTY_OWNER, NEUTRAL_OWNER, BoardRole
from ..board.overlays import FocusFrameItem, HighlightItem, HintItem
from ..board.scene import ChangedRoles, GameScene, Themed
from ..look.theme import palette
from . import geometry as geo
from .animator import NinetkaAnimator
from .board_item import NinetkaBoardItem
from .cell_words import describe_cell
from .counter_item import CounterItem
from .counter_layer import USED_CELLS, CounterLayer
from .overlays import SlidePathItem, cell_outline
from .section_label import SectionLabel

Z_BOARD, Z_HIGHLIGHT, Z_PATH, Z_COUNTER, Z_GHOST, Z_HINT, Z_FOCUS = 0, 1, 2, 3, 5, 6, 7
Z_SECTION_LABEL = 4
START_CELL = parse_cell("F6")  # the centre, where keyboard navigation starts


def tr(text: str) -> str:
    return QCoreApplication.translate("BoardScene", text)


def step(cell: int, rows: int, columns: int) -> int:
    """The cell one step away, jumping over a corner; ``cell`` itself at the board's edge."""
    row, col = divmod(cell, SIZE)
    while True:
        row, col = row + rows, col + columns
        if not (0 <= row < SIZE and 0 <= col < SIZE):
            return cell
        if not is_corner(row * SIZE + col):
            return row * SIZE + col


class NinetkaScene(GameScene):
    """Cells are engine cell indices (``cellActivated``, ``cellHovered``, focus and hints)."""

    _animator: NinetkaAnimator
    _board: NinetkaBoardItem

    def __init__(self, model: NinetkaBoardModel, parent: QObject | None = None) -> None:
        super().__init__(palette("light"), parent)
        self._model = model
        self._holders = [-1] * len(SECTION_CELLS)
        self._preview_landing: int | None = None
        self.setSceneRect(geo.scene_rect())
        pal = self._palette
        self._board = NinetkaBoardItem(pal)
        self._highlight = HighlightItem(pal, Z_HIGHLIGHT, outline=cell_outline)
        self._path = SlidePathItem(pal, Z_PATH)
        self._ghost = CounterItem(NEUTRAL_OWNER, pal)
        self._ghost.set_ghost(True)
        self._ghost.setZValue(Z_GHOST)
        self._ghost.setVisible(False)
        self._hint = HintItem(pal, Z_HINT, outline=cell_outline)
        self._focus = FocusFrameItem(pal, Z_FOCUS, outline=cell_outline)
        self._counters = CounterLayer(self, self._role, pal, Z_COUNTER)
        self._section_label = SectionLabel(pal, Z_SECTION_LABEL)
        self.addItem(self._section_label)
        for item in (self._board, self._highlight, self._path, self._ghost, self._hint):
            self.addItem(item)
        self.addItem(self._focus)
        self._animator = NinetkaAnimator(self)
        self._animator.finished.connect(self.animationsFinished)
        self._watch(model)

    # --- public API -----------------------------------------------------------------------------

    @property
    def model(self) -> NinetkaBoardModel:
        return self._model

    def cell_center(self, cell: int) -> QPointF:
        """The centre of an engine cell in scene coordinates."""
        return geo.cell_center(cell)

    def cell_at(self, position: QPointF) -> int | None:
        return geo.cell_at(position)

    def counter_at(self, cell: int) -> CounterItem | None:
        return self._counters.at(cell)

    def counters(self) -> dict[int, CounterItem]:
        """Every counter item by the cell it stands on (or is sliding to)."""
        return self._counters.items()

    def set_focus_cell(self, cell: int | None) -> None:
        """Move the keyboard focus frame (None hides it); the frame also previews."""
        if cell is not None and cell not in USED_CELLS:
            raise ValueError(f"{cell} is not a used cell")
        self._focus.set_cell(cell)
        self._refresh_preview()

    def next_focus(self, cell: int | None, dx: int, dy: int) -> int | None:
        """Where an arrow key takes the focus from ``cell`` (``dy`` > 0 is up the board);
        the centre when there is no focus yet."""
        return START_CELL if cell is None else step(cell, dy, dx)

    def accessible_name(self) -> str:
        return tr("9tka board")

    def section_label(self) -> SectionLabel:
        """The name of the section pointed at, shown in the gutter above it."""
        return self._section_label

    def preview_landing(self) -> int | None:
        """Where the ghost of a previewed slide stands, or None."""
        return self._preview_landing

    def describe_cell(self, cell: int) -> str:
        """A short spoken description of a cell from the model's roles, for screen readers:
        "E6, centre section, Blue counter"."""
        playable = self._interactive and cell in self._legal
        return describe_cell(lambda role: self._role(cell, role), playable)

    # --- model -> items -------------------------------------------------------------------------

    def _role(self, cell: int, role: BoardRole) -> Any:
        return self._model.data(self._model.index_of_cell(cell), role)

    def _themed_items(self) -> tuple[Themed, ...]:
        return (
            self._board,
            self._highlight,
            self._path,
            self._ghost,
            self._hint,
            self._focus,
            self._counters,
            self._section_label,
        )

    def _on_model_reset(self) -> None:
        self._animator.finish_now()
        self._counters.clear()
        self._sync_counters()
        self._legal = {c for c in USED_CELLS if self._role(c, BoardRole.LEGAL_TARGET)}
        for section, cells in enumerate(SECTION_CELLS):
            self._holders[section] = self._role(cells[0], BoardRole.SECTION_HOLDER)
        self._refresh_marks()

    def _cell_of_index(self, row: int, column: int) -> int:
        return cell_of(row, column)

    def _on_cell_changed(self, cell: int, changed: ChangedRoles) -> None:
        if BoardRole.LEGAL_TARGET in changed:
            self._mark_legal(cell, bool(self._role(cell, BoardRole.LEGAL_TARGET)))
        if BoardRole.SECTION_HOLDER in changed and (
            section := self._role(cell, BoardRole.SECTION)
        ) >= 0:
            self._holders[section] = self._role(cell, BoardRole.SECTION_HOLDER)
        if BoardRole.BLOCKED in changed:
            self._counters.update_blocked(cell)
        if BoardRole.OWNER in changed:
            self._sync_soon()

    def _on_move_played(self, move: NinetkaMove) -> None:
        self._animator.finish_now()
        slides: list[tuple[CounterItem, QPointF, QPointF, int]] = []
        if move.kind is MoveKind.SLIDE and (item := self._counters.move(move.cell, move.target)):
            travelled = line_of(move.cell).index(move.target) + 1
            slides.append(
                (item, geo.cell_center(move.cell), geo.cell_center(move.target), travelled)
            )
        created = self._sync_counters()
        placed = move.kind is not MoveKind.SLIDE
        drops = [c for c in created if placed and c.cell == move.cell]
        self._refresh_marks()
        self._animator.play(drops, slides)

    def _on_move_undone(self, move: NinetkaMove) -> None:
        self._animator.finish_now()
        self._sync_counters()
        self._refresh_marks()

    def _flush_sync(self) -> None:
        if self._sync_pending:
            self._sync_counters()
            self._refresh_marks()

    def _sync_counters(self) -> list[CounterItem]:
        """Make the items match the model at once; returns the items it created."""
        self._sync_pending = False
        return self._counters.sync()

    # --- marks and previews ---------------------------------------------------------------------

    def _refresh_marks(self) -> None:
        self._board.set_holders(self._holders)
        shown = (c for c in self._legal if c not in self._counters) if self._marks_legal() else ()
        self._board.set_legal(shown)
        self._board.set_last_move(
            {c: part for c in USED_CELLS if (part := self._role(c, BoardRole.LAST_MOVE))}
            if self._last_move_shown
            else {}
        )
        self._refresh_preview()

    def _refresh_preview(self) -> None:
        # The section is named whoever's turn it is: it is a matter of reading the board.
        spot = self._pointer if self._pointer is not None else self._focus.cell()
        self._section_label.set_section(None if spot is None else section_of(spot))
        target = self._preview_target()
        landing: int | None = None
        ghost_owner: int | None = None
        if target is None or target not in self._legal:
            self._highlight.set_cell(None)
            self._path.set_path([])
        else:
            self._highlight.set_cell(target)
            owner = self._role(target, BoardRole.OWNER)
            landing_name = self._role(target, BoardRole.LANDING)
            if owner >= 0 and landing_name:
                landing = parse_cell(landing_name)
                line = line_of(target)
                self._path.set_path([target, *line[: line.index(landing) + 1]])
                ghost_owner = owner
            else:
                self._path.set_path([])
                if owner == EMPTY_OWNER and not is_slot(target):
                    ghost_owner, landing = NEUTRAL_OWNER, target
                elif owner == EMPTY_OWNER and self._current_seat is not None:
                    ghost_owner, landing = self._current_seat, target
        if ghost_owner is None or landing is None:
            self._ghost.setVisible(False)
            self._preview_landing = None
            return
        self._ghost.set_owner(ghost_owner)
        self._ghost.setPos(geo.cell_center(landing))
        self._ghost.setVisible(True)
        # Only a slide "lands" somewhere else; a placement ghost stands on the hovered cell.
        self._preview_landing = landing if landing != target else None
