"""Type stubs of the native core ``ninetka_desktop._core`` (built from ``native/python``)."""

from typing import TypedDict

__version__: str

class Canceller:
    def __init__(self) -> None: ...
    def cancel(self) -> None: ...
    @property
    def cancelled(self) -> bool: ...

# --- 9tka ---------------------------------------------------------------------------------------

class NinetkaPlayoutStats(TypedDict):
    playouts: int
    plies: int
    wins: list[int]
    score_sums: list[int]
    reward_sums: list[float]

class NinetkaPosition:
    def __init__(self, players: int, phase: int, to_move: int, board: list[int]) -> None: ...
    @property
    def players(self) -> int: ...
    @property
    def phase(self) -> int: ...
    @property
    def to_move(self) -> int: ...
    def is_over(self) -> bool: ...
    def board(self) -> list[int]: ...
    def legal_moves(self) -> list[tuple[int, int, int]]: ...
    def play(self, kind: int, cell: int, target: int) -> NinetkaPosition: ...
    def scores(self) -> list[int]: ...
    def ranking(self) -> list[int]: ...
    def winner(self) -> int | None: ...
    def slide_score(self, slot: int) -> float: ...
    def movable(self) -> list[int]: ...

def ninetka_playouts(
    position: NinetkaPosition,
    n: int,
    seed: int,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    uniform: bool = False,
) -> NinetkaPlayoutStats: ...

def ninetka_solve_movement(
    position: NinetkaPosition,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    max_nodes: int | None = None,
    threads: int | None = None,
) -> tuple[tuple[int, int, int], int, int] | None: ...

def ninetka_movement_value(
    position: NinetkaPosition,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    max_nodes: int | None = None,
    threads: int | None = None,
) -> int | None: ...

class NinetkaSearchResult(TypedDict):
    moves: list[tuple[tuple[int, int, int], int, float, list[float]]]
    lines: list[list[tuple[int, int, int]]]
    playouts: int
    plies: int
    nodes: int

def ninetka_search(
    position: NinetkaPosition,
    playouts: int,
    seed: int,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    stop_when_decided: bool = False,
    uniform: bool = False,
    exploration: float | None = None,
    fpu_reduction: float | None = None,
    trees: int | None = None,
    threads: int | None = None,
) -> NinetkaSearchResult: ...

def ninetka_move_values(
    position: NinetkaPosition,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    max_nodes: int | None = None,
) -> list[tuple[tuple[int, int, int], int]] | None: ...

def ninetka_move_lines(
    position: NinetkaPosition,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    max_nodes: int | None = None,
    line_moves: int = 12,
) -> (
    list[tuple[tuple[int, int, int], int, list[tuple[int, int, int]]]] | None
): ...

def ninetka_priors(position: NinetkaPosition) -> list[tuple[tuple[int, int, int], float]]: ...

# --- end of 9tka --------------------------------------------------------------------------------

# --- Morris (every game of the family) ---------------------------------------------------------

MoveTuple = tuple[int | None, int, int | None]

class MorrisRules:
    def __init__(
        self,
        preset: str,
        board: str,
        mills: list[tuple[int, int, int]],
        adjacent: list[list[int]],
        men: int,
        *,
        mill_wins: bool = False,
        flying: bool = False,
        nine_holes: bool = False,
        forbidden_first: int | None = None,
        protected_mills: bool = True,
        full_board_draw: bool = False,
        no_return: bool = False,
        endgame_limit: int = 0,
        place_or_move: bool = False,
        repetition_draw: bool = True,
        no_removal_limit: int = 100,
    ) -> None: ...
    @property
    def preset(self) -> str: ...
    @property
    def points(self) -> int: ...
    @property
    def men(self) -> int: ...
    @property
    def symmetries(self) -> int: ...

class MorrisPosition:
    def __init__(
        self,
        rules: MorrisRules,
        boards: tuple[int, int],
        hand: tuple[int, int],
        side: int,
        quiet: int,
        seen: dict[int, int],
        ban: tuple[int, int] | None = None,
        last_dst: int | None = None,
    ) -> None: ...
    def legal_moves(self) -> list[MoveTuple]: ...
    def end(self) -> tuple[int | None, str] | None: ...
    def key(self) -> int: ...
    def perft(self, depth: int) -> int: ...
    def evaluate(self) -> int: ...
    def features(self) -> list[int] | None: ...

class MorrisAnalysis(TypedDict):
    ranked: list[tuple[MoveTuple, int]]
    lines: list[list[MoveTuple]]
    depth: int
    nodes: int
    from_tables: bool

def morris_analyse(
    position: MorrisPosition,
    nodes: int,
    max_depth: int,
    margin: int = 0,
    seconds: float | None = None,
    canceller: Canceller | None = None,
    *,
    plain: bool = False,
    weights: list[int] | None = None,
    tables: bool = False,
    helpers: int = 0,
    contempt: int = 0,
    every_move: bool = False,
) -> MorrisAnalysis: ...
def morris_weights(preset: str) -> list[int]: ...

# Morris endgame tables.
class MorrisTableHeader(TypedDict, total=False):
    part: tuple[int, int] | str
    men: int
    board: str
    flying: bool
    limit: int
    positions: int
    seconds: float

def morris_tablebase_dirs(dirs: list[str]) -> None: ...
def morris_tablebase_probe(position: MorrisPosition) -> tuple[str, int] | None: ...
def morris_placing_proof(
    position: MorrisPosition, budget: int
) -> tuple[str, int, list[tuple[MoveTuple, str]]]: ...
def morris_table_files(
    rules: MorrisRules, k: int, opening: bool = False
) -> list[tuple[str, int, int]]: ...
def morris_tablebase_verify(
    dirs: list[str], rules: MorrisRules, a: int, b: int, step: int = 1
) -> int: ...
def morris_tablebase_header(path: str) -> MorrisTableHeader: ...
def morris_table_positions(rules: MorrisRules, a: int, b: int) -> int: ...
def morris_tablebase_check(path: str) -> str | None: ...

class MorrisTablebaseBuild:
    def __init__(
        self,
        dir: str,
        rules: MorrisRules,
        k: int,
        threads: int = 2,
        also: list[str] = ...,
        opening: bool = False,
        low_priority: bool = False,
    ) -> None: ...
    def poll(
        self,
    ) -> tuple[
        tuple[int, int] | None, int, int, int, int, int, int, bool, str | None
    ]: ...
    def stop(self) -> None: ...
    def stopped(self) -> bool: ...

# --- end of Morris ------------------------------------------------------------------------------
