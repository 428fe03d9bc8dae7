"""The registry of games: each descriptor agrees with the rules library it describes."""

from __future__ import annotations

import pickle

import pytest

from ninetka_desktop.games import GameError, game_class, new_game
from ninetka_desktop.games.errors import PositionError
from ninetka_desktop.games.morris.variants import VARIANTS
from ninetka_desktop.games.position_strings import position_string, read_position_string
from ninetka_desktop.games.registry import (
    GAMES,
    GameInfo,
    PositionKind,
    Preset,
    Results,
    game_info,
    info_of,
    preset_of,
)

PRESETS = [(info, preset) for info in GAMES.values() for preset in info.presets]
IDS = [f"{info.key}-{preset.key}" for info, preset in PRESETS]


@pytest.mark.parametrize(("info", "preset"), PRESETS, ids=IDS)
def test_a_presets_options_start_a_game_of_it(info: GameInfo, preset: Preset) -> None:
    state = info.new_state(preset.options)
    assert isinstance(state, info.state_class)
    assert state.game_name == info.key
    assert info_of(state) is info
    assert preset_of(state) == preset
    assert preset.game == info.key
    assert state.num_players == info.players_for(state.options())
    assert state.num_players in info.player_counts


@pytest.mark.parametrize(("info", "preset"), PRESETS, ids=IDS)
def test_a_games_options_round_trip(info: GameInfo, preset: Preset) -> None:
    state = info.new_state(preset.options)
    options = state.options()
    assert set(options) <= info.option_names
    assert info.options_problem(options) is None
    again = info.new_state(options)
    assert again.options() == options
    assert preset_of(again) == preset
    assert new_game(info.key, options).options() == options


@pytest.mark.parametrize("info", GAMES.values(), ids=list(GAMES))
def test_a_game_refuses_options_it_does_not_take(info: GameInfo) -> None:
    assert info.options_problem({"no such option": 1}) is not None


@pytest.mark.parametrize(("info", "preset"), PRESETS, ids=IDS)
def test_a_presets_moves_parse_back_in_its_notation(info: GameInfo, preset: Preset) -> None:
    state = info.new_state(preset.options)
    for _ in range(6):
        if state.is_over():
            break
        move = state.legal_moves()[0]
        assert state.parse_move(state.move_to_str(move)) == move
        state.push(move)


@pytest.mark.parametrize(("info", "preset"), PRESETS, ids=IDS)
def test_a_presets_position_string_is_what_it_declares(info: GameInfo, preset: Preset) -> None:
    state = info.new_state(preset.options)
    if preset.position_string is None:
        with pytest.raises(PositionError):
            position_string(state)
        return
    assert preset.position_string is info.position_kind
    text = position_string(state)
    rules = state.options() if info.position_kind is PositionKind.FEN else None
    read = read_position_string(text, rules)
    assert preset_of(read) == preset


@pytest.mark.parametrize(("info", "preset"), PRESETS, ids=IDS)
def test_a_set_up_start_comes_back(info: GameInfo, preset: Preset) -> None:
    state = info.new_state(preset.options)
    assert info.start_of(state) is None  # a game's own start is no set-up start
    if preset.position_string is None:
        return
    while not state.is_over() and len(state.move_stack) < 8:
        state.push(state.legal_moves()[0])
    rules = state.options() if info.position_kind is PositionKind.FEN else None
    set_up = read_position_string(position_string(state), rules)
    start = info.start_of(set_up)
    assert start is not None
    pickle.loads(pickle.dumps(start))  # a snapshot carries it to a worker process
    rebuilt = info.from_start(set_up.options(), start)
    assert info.start_of(rebuilt) == start
    assert rebuilt.legal_moves() == set_up.legal_moves()


def test_every_game_has_one_default_preset_and_its_statistics() -> None:
    for info in GAMES.values():
        assert sum(preset.default for preset in info.presets) == 1
        assert info.preset_for({}) is info.default_preset
        assert len({preset.key for preset in info.presets}) == len(info.presets)
        for preset in info.presets:
            assert info.rule_set_of(dict(preset.options)) in info.rule_sets
        assert info.can_draw == (info.results is Results.WIN_DRAW_LOSS)
        assert info.statistics_key in GAMES


def test_the_morris_presets_are_the_familys_games() -> None:
    morris = game_info("morris")
    assert [p.key for p in morris.presets] == list(VARIANTS)
    assert {p.key for p in morris.presets if p.solved_whole} == {"three", "six"}
    assert [p.key for p in morris.presets if p.default] == ["nine"]
    assert {p.key for p in morris.presets if p.position_string is None} == {"three", "six"}


def test_a_game_is_found_by_its_key_or_alias_and_nothing_else() -> None:
    for info in GAMES.values():
        assert game_info(info.key.upper()) is info
        assert game_class(info.key) is info.state_class
        for alias in info.aliases:
            assert game_info(alias) is info
    with pytest.raises(GameError, match="unknown game 'chess'"):
        game_info("chess")
