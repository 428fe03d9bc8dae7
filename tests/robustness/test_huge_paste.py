"""Huge tokens pasted (Edit ▸ Paste Game): no more is read than a record may hold, the work is
linear in the text, and the reason a text is refused quotes only a short, escaped piece of it,
so that the message box never lays out megabytes."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest
from helpers.message_boxes import MessageBoxes
from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QGuiApplication

from ninetka_desktop.games.errors import RecordError
from ninetka_desktop.games.pasted import parse_pasted_game
from ninetka_desktop.games.quoting import MESSAGE
from ninetka_desktop.games.records import MAX_RECORD_BYTES
from ninetka_desktop.ui.main_window import MainWindow

MEGABYTE = 1_000_000

HUGE = {
    "a chain of removals": "1. d6" + "xa1" * (MEGABYTE // 3),
    "a PlayOK chain": "1. 5" + "x24" * (MEGABYTE // 3),
    "a slide with removals": "1. d6-d7" + "xd7" * (MEGABYTE // 3),
    "one letter": "z" * MEGABYTE,
    "controls": "\x01\x1b[2J" * (MEGABYTE // 5),
    "bidi overrides": "1. d6 \u202e" + "\u202e" * (MEGABYTE // 4),
    "a 9tka export's move": "9tka, 2 players\n  1. Yellow " + "\u202ez" * (MEGABYTE // 8),
    "a record's move": '{"format":"ninetka-record","version":1,"game":"morris","options":{},'
    '"moves":["' + "\u202e" * (MEGABYTE // 4) + '"]}',
    "a tag without its end": '[White "' + "a" * MEGABYTE,
    "one line": "9tka, 2 players\nYellow: " + "\u2066" * (MEGABYTE // 4),
}


def readable(message: str) -> bool:
    return len(message) <= MESSAGE + 100 and message.isprintable()


@pytest.mark.parametrize("name", sorted(HUGE))
def test_a_huge_token_is_refused_quickly_with_a_short_readable_reason(name: str) -> None:
    started = time.monotonic()
    with pytest.raises(RecordError) as refused:
        parse_pasted_game(HUGE[name])
    assert time.monotonic() - started < 3
    assert readable(str(refused.value)), str(refused.value)[:500]


def test_a_variation_that_never_ends_is_refused_quickly() -> None:
    started = time.monotonic()
    with pytest.raises(RecordError, match="line 1, column 8: a variation before any move"):
        parse_pasted_game("1. d6 " + "(" * MEGABYTE)
    with pytest.raises(RecordError, match="never closed"):
        parse_pasted_game("1. d6 " + "(d2 " * 60)
    assert time.monotonic() - started < 3


def test_no_more_than_a_record_may_hold_is_read_counting_bytes() -> None:
    # 600,000 characters of two bytes each: under the limit in characters, over it in bytes.
    with pytest.raises(RecordError, match="too long"):
        parse_pasted_game("1. d6 " + "ż" * 600_000)
    with pytest.raises(RecordError, match="too long"):
        parse_pasted_game("d6 " * (MAX_RECORD_BYTES // 3 + 1))


FRAGMENTS = st.sampled_from(
    ["1.", " ", "\n", "d6", "-", "x", "a1", "24", "{", "}", "(", ")", ";", '[W "', '"]', "\u202e",
     "\x00", "9tka, 2 players\n", "Yellow: ", "  1. Yellow ", "{\"format\":", "ż", "$1", "!?"]
)


@settings(max_examples=60, deadline=None)
@given(st.lists(FRAGMENTS, min_size=1, max_size=6), st.integers(1_000, 200_000))
def test_repeated_fragments_are_read_in_linear_time(parts: list[str], repeat: int) -> None:
    text = "".join(parts) * (repeat // len("".join(parts)) + 1)
    started = time.monotonic()
    try:
        parse_pasted_game(text)
    except RecordError as refused:
        assert readable(str(refused)), str(refused)[:500]
    assert time.monotonic() - started < 5


def test_pasting_a_megabyte_token_keeps_the_window_and_its_game(
    make_window: Callable[..., MainWindow], message_boxes: MessageBoxes
) -> None:
    window = make_window()
    window.set_autoplay(False)
    before = window.game.state
    QGuiApplication.clipboard().setText(HUGE["a chain of removals"])
    started = time.monotonic()
    window.edit_menu.paste_game.trigger()
    assert time.monotonic() - started < 3
    [text] = message_boxes.texts
    assert text.startswith("The clipboard holds no game") and len(text) < 600
    assert window.game.state is before
