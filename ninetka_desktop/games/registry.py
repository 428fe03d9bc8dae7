"""The registry of games: what every layer may ask about a game, Qt-free.

One ``GameInfo`` per game (9tka, the Morris family) and one ``Preset`` per game it starts (9tka
has one; the Morris family one per game of ``morris.variants``). Code outside ``games/`` asks a
descriptor for a capability (``info_of(state).results``, ``preset_of(state).puzzles``) instead
of comparing a game's or a preset's name, so adding a preset is data plus its tests. The UI's
``GameKind`` adds only what needs Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType
from typing import Any

from .base import GameState
from .errors import GameError
from .morris import MorrisState
from .morris.rules import ALL_OPTIONS as MORRIS_OPTIONS
from .morris.variants import DEFAULT_VARIANT, VARIANTS
from .ninetka import NinetkaState
from .ninetka.state import OPTION_KEYS as NINETKA_OPTIONS
from .starts import morris_from_start, morris_start, ninetka_from_start, ninetka_start


class Results(Enum):
    """How a game's results are counted."""

    #: Ranked by the sections held at the end, a tie broken: always a winner, won by a margin
    #: (9tka). The statistics keep the most sections held; a puzzle's value is a lead.
    SECTIONS = "sections"
    #: Won, drawn or lost (Morris). The statistics keep the fewest moves to a win; a puzzle's
    #: value is the result alone.
    WIN_DRAW_LOSS = "win-draw-loss"


class PositionKind(Enum):
    """The position string a game is copied and pasted as (``position_strings.py``)."""

    #: Our own string, starting with ``9tka``, which sets up a game on its own.
    NINETKA = "9tka"
    #: Sanmill's FEN: a position of the 24-point board, read into the Morris game being played.
    FEN = "fen"


@dataclass(frozen=True, slots=True)
class Preset:
    """One game as a player chooses it: 9tka, or one game of the Morris family."""

    #: The key of the game it belongs to (``GameInfo.key``).
    game: str
    #: 9tka: ``"9tka"``; Morris: the ``variant`` option's value (``"three"``, ``"nine"``...).
    key: str
    #: Its name in English (the app translates its own copy).
    name: str
    #: The board it is played on: ``"9tka"``, or the Morris board's key (``"twelve"``...).
    board: str
    #: The options that start it with ``GameInfo.new_state`` (the rest take their defaults).
    options: Mapping[str, Any]
    #: The game's default preset: records, settings and the protocol that name none mean it
    #: (Nine Men's Morris, which answers as it did before the family came).
    default: bool
    #: Its position string, or None when it has none (Three and Six Men's Morris: Sanmill's FEN
    #: describes the 24-point board only).
    position_string: PositionKind | None
    #: The tables hold every position of it, not only its endgames.
    solved_whole: bool
    #: Game ▸ Puzzles has positions of it (the Morris puzzles are Nine Men's Morris's).
    puzzles: bool
    #: Its results against the computer move the game's rating (the levels are rated at Nine
    #: Men's Morris; the other games of the family are counted, not rated).
    rated: bool


@dataclass(frozen=True, slots=True)
class GameInfo:
    """One game: its rules library, its presets and what the layers above may ask of it."""

    #: The name records, settings, the protocol and the statistics use: ``"9tka"``,
    #: ``"morris"``.
    key: str
    #: Its name in English, for the command line (the app translates its own copy).
    name: str
    #: Other names the protocol and the command line accept for it.
    aliases: tuple[str, ...]
    state_class: type[GameState[Any]]
    #: The numbers of players it can be played by.
    player_counts: tuple[int, ...]
    #: Every option its games take (records, the protocol, the new-game dialog).
    option_names: frozenset[str]
    #: The option that sets the number of players (None: always ``player_counts[0]``).
    players_option: str | None
    #: The option that chooses the preset (None: the game has one).
    preset_option: str | None
    presets: tuple[Preset, ...]
    results: Results
    #: The kind of position string its positions are written in (a preset may have none).
    position_kind: PositionKind
    #: Whether ``analysis.analyse`` values its moves (the analysis panel, the review).
    has_analysis: bool
    #: Whether the AI reads endgame tables in it (Game ▸ Build Larger Endgame Tables).
    endgame_tables: bool
    #: Whether the protocol's ``perft`` counts its move tree.
    perft: bool
    #: The key its tallies and rating are kept under in the statistics.
    statistics_key: str
    #: The rule sets the statistics keep apart, in the order they list them.
    rule_sets: tuple[str, ...]
    #: ``rule_set_of(options)``: the rule set a game under ``options`` is counted in.
    rule_set_of: Callable[[Mapping[str, Any]], str]
    #: ``start_of(state)``: the set-up position ``state``'s game started from, hashable and
    #: picklable (None: its game's own start).
    start_of: Callable[[Any], Hashable | None]
    #: ``from_start(options, start)``: a new game from what ``start_of`` gave (not None).
    from_start: Callable[[Mapping[str, Any], Any], GameState[Any]]

    @property
    def can_draw(self) -> bool:
        return self.results is Results.WIN_DRAW_LOSS

    @property
    def has_presets(self) -> bool:
        """Whether a player chooses among several games of it (the Morris family)."""
        return len(self.presets) > 1

    @property
    def default_preset(self) -> Preset:
        return next(p for p in self.presets if p.default)

    def new_state(self, options: Mapping[str, Any] | None = None) -> GameState[Any]:
        """A new game under ``options`` (defaults where absent; GameError for bad ones)."""
        return self.state_class.from_options(options or {})

    def options_problem(self, options: Mapping[str, Any]) -> str | None:
        """Why ``options`` cannot start this game, or None when they can."""
        try:
            self.new_state(options)
        except GameError as error:
            return str(error)
        return None

    def preset(self, key: str) -> Preset:
        """The preset ``key`` (KeyError for one the game does not have)."""
        for preset in self.presets:
            if preset.key == key:
                return preset
        raise KeyError(key)

    def preset_for(self, options: Mapping[str, Any]) -> Preset:
        """The preset a game under ``options`` plays (the default when they name none)."""
        if self.preset_option is None:
            return self.default_preset
        return self.preset(str(options.get(self.preset_option, self.default_preset.key)))

    def players_for(self, options: Mapping[str, Any]) -> int:
        """The number of players a game under ``options`` seats."""
        if self.players_option is None:
            return self.player_counts[0]
        return int(options.get(self.players_option, self.player_counts[0]))


def _ninetka_rule_set(options: Mapping[str, Any]) -> str:
    return str(options.get("players", 2))


def _morris_rule_set(options: Mapping[str, Any]) -> str:
    # Nine Men's Morris is counted by flying; every other game of the family under its key.
    variant = str(options.get("variant", DEFAULT_VARIANT))
    if variant in VARIANTS and variant != DEFAULT_VARIANT:
        return variant
    return "flying" if options.get("flying", True) else "no-flying"


NINETKA = GameInfo(
    key="9tka",
    name="9tka",
    aliases=("ninetka",),
    state_class=NinetkaState,
    player_counts=(2, 3, 4),
    option_names=frozenset(NINETKA_OPTIONS),
    players_option="players",
    preset_option=None,
    presets=(
        Preset(
            game="9tka",
            key="9tka",
            name="9tka",
            board="9tka",
            options=MappingProxyType({}),
            default=True,
            position_string=PositionKind.NINETKA,
            solved_whole=False,
            puzzles=True,
            rated=True,
        ),
    ),
    results=Results.SECTIONS,
    position_kind=PositionKind.NINETKA,
    has_analysis=True,
    endgame_tables=False,
    perft=False,
    statistics_key="9tka",
    rule_sets=("2", "3", "4"),
    rule_set_of=_ninetka_rule_set,
    start_of=ninetka_start,
    from_start=ninetka_from_start,
)

MORRIS = GameInfo(
    key="morris",
    name="Morris",
    aliases=("mill", "mills"),
    state_class=MorrisState,
    player_counts=(2,),
    option_names=MORRIS_OPTIONS,
    players_option=None,
    preset_option="variant",
    presets=tuple(
        Preset(
            game="morris",
            key=variant.key,
            name=variant.name,
            board=variant.board.key,
            options=MappingProxyType({"variant": variant.key}),
            default=variant.default,
            position_string=PositionKind.FEN if variant.board.num_points == 24 else None,
            solved_whole=variant.solved_whole,
            puzzles=variant.default,
            rated=variant.default,
        )
        for variant in VARIANTS.values()
    ),
    results=Results.WIN_DRAW_LOSS,
    position_kind=PositionKind.FEN,
    has_analysis=True,
    endgame_tables=True,
    perft=True,
    statistics_key="morris",
    rule_sets=(
        "flying",
        "no-flying",
        *(key for key in VARIANTS if key != DEFAULT_VARIANT),
    ),
    rule_set_of=_morris_rule_set,
    start_of=morris_start,
    from_start=morris_from_start,
)

#: Every game by its key, in the order the app lists them.
GAMES: dict[str, GameInfo] = {info.key: info for info in (NINETKA, MORRIS)}


def game_info(name: str) -> GameInfo:
    """The game called ``name`` (its key or an alias, any case); GameError for another."""
    wanted = name.strip().lower()
    for info in GAMES.values():
        if wanted == info.key or wanted in info.aliases:
            return info
    raise GameError(f"unknown game {name!r}: expected {' or '.join(GAMES)}")


def info_of(state: GameState[Any]) -> GameInfo:
    """The game ``state`` plays."""
    return GAMES[state.game_name]


def preset_of(state: GameState[Any]) -> Preset:
    """The preset ``state`` plays."""
    return info_of(state).preset_for(state.options())


def same_preset(a: GameState[Any], b: GameState[Any]) -> bool:
    """Whether two games play the same preset (of the same game)."""
    return preset_of(a) == preset_of(b)


__all__ = [
    "GAMES",
    "MORRIS",
    "NINETKA",
    "GameInfo",
    "PositionKind",
    "Preset",
    "Results",
    "game_info",
    "info_of",
    "preset_of",
    "same_preset",
]
