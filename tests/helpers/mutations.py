"""Hypothesis strategies that damage valid JSON files the way disks, editors and people do.

``mutated_file(bases)`` starts from one of the given valid documents and applies JSON-level
mutations (a value of the wrong type, huge numbers, deep nesting, odd unicode, a missing or an
extra key) and then, sometimes, byte-level ones (flipped bytes, truncation, insertions, bad
UTF-8, a huge digit string). The result is the bytes of a file.
"""

from __future__ import annotations

import atexit
import copy
import json
import os
import tempfile
from collections.abc import Sequence
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

#: Examples for the normal suite (a few seconds a test) and for --runslow.
FAST_EXAMPLES = int(os.environ.get("NINETKA_FUZZ_EXAMPLES", "150"))
SLOW_EXAMPLES = int(os.environ.get("NINETKA_FUZZ_SLOW_EXAMPLES", "3000"))
#: A message for the user: there, and short enough to read in a message box (it may name a
#: kept file by its whole path).
MAX_MESSAGE = 600
#: A FIFO that a hostile name names as its image (made by ``make_fifo_image``): reading it as
#: an image would wait for a writer forever.
FIFO_IMAGE = os.path.join(tempfile.gettempdir(), f"ninetka-fuzz-{os.getpid()}.png")


def make_fifo_image() -> None:
    """Create ``FIFO_IMAGE`` (once; removed when the tests end)."""
    if os.name != "posix" or os.path.exists(FIFO_IMAGE):
        return
    os.mkfifo(FIFO_IMAGE)
    atexit.register(lambda: os.path.exists(FIFO_IMAGE) and os.unlink(FIFO_IMAGE))


def fuzz_settings(examples: int) -> settings:
    return settings(
        max_examples=examples,
        deadline=None,
        derandomize=examples <= FAST_EXAMPLES,  # the normal suite is reproducible
        suppress_health_check=[
            HealthCheck.too_slow,
            HealthCheck.data_too_large,
            HealthCheck.function_scoped_fixture,
            HealthCheck.filter_too_much,
        ],
        database=None,
    )


ODD_STRINGS = [
    "",
    " ",
    "\x00",
    "\ud800",  # a lone surrogate: cannot be written back as UTF-8
    "\udfff",
    "\u202e",  # right-to-left override
    "\ufeff",
    "e6",
    "E6",
    "A7-F7",
    "d6xg7",
    "pass",
    "9tka",
    "morris",
    "ninetka-record",
    "ninetka-settings",
    "computer",
    "human",
    "random",
    "chosen",
    "dark",
    "x" * 5000,
    "💥" * 50,
    "Zażółć gęślą jaźń",
]
#: Text that is harmless shown as typed and harmful as markup or on a line of its own: images that
#: never finish loading (an endless device, a FIFO) or are enormous, markup, control characters
#: and direction overrides. Shown as plain text, every one is just characters.
HOSTILE_TEXTS = [
    '<img src="/dev/zero">',
    '<img src="/dev/urandom">',
    f'<img src="{FIFO_IMAGE}">',
    '<img width="100000" height="100000" src="missing.png">',
    '<img src="data:image/png;base64,' + "iVBORw0KGgo" * 2000 + '">',
    "<b>bold</b>",
    '<font color="red" size="7">big</font>',
    '<a href="file:///etc/passwd">link</a>',
    "<table><tr><td>" * 100 + "deep",
    "<!DOCTYPE html><html><body><h1>x</h1></body></html>",
    "&lt;&amp;&gt;",
    "Ann\nBo",
    "Ann\r\nBo",
    "tab\there",
    "nul\x00",
    "esc\x1b[2J",
    "line\u2028separator",
    "next\x85line",
    "\u202eright-to-left",
    "\u2066isolate\u2069",
    "\u200fmark",
    " padded ",
]
ODD_STRINGS += HOSTILE_TEXTS
ODD_NUMBERS: list[Any] = [
    0, 1, -1, 2, 3, 4, 6, 7, 100, 2**31, 2**63, -(2**63), 10**100, 0.5, 1.0, 2.0, -0.0, 1e308,
    float("inf"), float("-inf"), float("nan"),
]

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.sampled_from(ODD_NUMBERS),
    st.integers(),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(ODD_STRINGS),
    st.text(max_size=30),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=10), inner, max_size=5)
    ),
    max_leaves=12,
)


def nested(depth: int, leaf: Any, kind: str) -> Any:
    value = leaf
    for _ in range(depth):
        value = [value] if kind == "list" else {"a": value}
    return value


@st.composite
def deep_values(draw: st.DrawFn) -> Any:
    # Beyond about 1000 levels json itself gives up (RecursionError); below it the readers
    # must still cope with whatever they find.
    depth = draw(st.sampled_from([5, 50, 400, 900, 2000, 5000]))
    return nested(depth, draw(json_scalars), draw(st.sampled_from(["list", "dict"])))


any_value = st.one_of(json_values, deep_values())


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path to a value inside ``node`` (not into very deep nests)."""
    found = [prefix]
    if len(prefix) > 6:
        return found
    if isinstance(node, dict):
        for key, value in node.items():
            found += _paths(value, (*prefix, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found += _paths(value, (*prefix, index))
    return found


def _get(node: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        node = node[key]
    return node


@st.composite
def mutated_json(draw: st.DrawFn, base: Any) -> Any:
    """``base`` (a JSON value) after one to three JSON-level mutations."""
    data = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 3))):
        paths = _paths(data)
        path = draw(st.sampled_from(paths))
        kind = draw(
            st.sampled_from(["replace", "delete", "extra", "wrap", "list", "shuffle", "odd"])
        )
        if not path:
            if kind in ("replace", "wrap"):
                data = draw(any_value) if kind == "replace" else [data]
            continue
        parent, key = _get(data, path[:-1]), path[-1]
        value = parent[key]
        if kind == "replace":
            parent[key] = draw(any_value)
        elif kind == "odd":
            parent[key] = draw(st.sampled_from(ODD_STRINGS + ODD_NUMBERS))
        elif kind == "delete":
            del parent[key]
        elif kind == "extra" and isinstance(value, dict):
            value[draw(st.sampled_from(["extra", "moves", "seats", "match", "format", "x"]))] = (
                draw(any_value)
            )
        elif kind == "wrap":
            wrappers = [[value], {"value": value}, nested(300, value, "list")]
            parent[key] = draw(st.sampled_from(wrappers))
        elif kind == "list" and isinstance(value, list) and value:
            index = draw(st.integers(0, len(value) - 1))
            action = draw(st.sampled_from(["drop", "dup", "truncate", "insert"]))
            if action == "drop":
                del value[index]
            elif action == "dup":
                value.insert(index, value[index])  # shared, not copied: it may be very deep
            elif action == "truncate":
                del value[index:]
            else:
                value.insert(index, draw(any_value))
        elif kind == "shuffle" and isinstance(value, list) and len(value) > 1:
            i, j = draw(st.integers(0, len(value) - 1)), draw(st.integers(0, len(value) - 1))
            value[i], value[j] = value[j], value[i]
    return data


def dumps(data: Any, ascii_only: bool) -> bytes:
    try:
        text = json.dumps(data, ensure_ascii=ascii_only)
    except (RecursionError, ValueError):
        # Deeper than json.dumps will go: write the nest out by hand.
        text = _dump_deep(data)
    return text.encode("utf-8", errors="surrogatepass")


def _dump_deep(data: Any) -> str:
    opened: list[str] = []
    while isinstance(data, list | dict) and len(data) == 1:
        if isinstance(data, list):
            opened.append("]")
            data = data[0]
        else:
            key = next(iter(data))
            opened.append("}")
            data = data[key]
    try:
        middle = json.dumps(data)
    except (RecursionError, ValueError):
        middle = "null"
    text = middle
    for closer in reversed(opened):
        text = ("[" + text + "]") if closer == "]" else ('{"a": ' + text + "}")
    return text


@st.composite
def byte_mutations(draw: st.DrawFn, raw: bytes) -> bytes:
    data = bytearray(raw)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(
            st.sampled_from(["flip", "truncate", "delete", "insert", "bom", "bad_utf8", "digits"])
        )
        position = draw(st.integers(0, max(0, len(data) - 1)))
        if kind == "flip" and data:
            data[position] ^= 1 << draw(st.integers(0, 7))
        elif kind == "truncate":
            del data[position:]
        elif kind == "delete":
            del data[position : position + draw(st.integers(1, 20))]
        elif kind == "insert":
            data[position:position] = draw(st.binary(min_size=1, max_size=20))
        elif kind == "bom":
            data[0:0] = b"\xef\xbb\xbf"
        elif kind == "bad_utf8":
            data[position:position] = draw(st.sampled_from([b"\xff", b"\xc3", b"\xed\xa0\x80"]))
        elif kind == "digits":
            # A number longer than Python converts by default (4300 digits).
            data[position:position] = b"9" * draw(st.sampled_from([20, 4301, 6000]))
    return bytes(data)


@st.composite
def mutated_file(draw: st.DrawFn, bases: Sequence[Any]) -> bytes:
    """The bytes of a damaged copy of one of ``bases`` (JSON values)."""
    base = draw(st.sampled_from(list(bases)))
    data = draw(mutated_json(base)) if draw(st.integers(0, 9)) else copy.deepcopy(base)
    raw = dumps(data, ascii_only=draw(st.booleans()))
    if draw(st.integers(0, 2)) == 0:
        raw = draw(byte_mutations(raw))
    return raw


def _text_paths(node: Any) -> list[tuple[Any, ...]]:
    """The paths of every string value inside ``node``."""
    return [path for path in _paths(node) if path and isinstance(_get(node, path), str)]


@st.composite
def hostile_file(draw: st.DrawFn, bases: Sequence[Any]) -> bytes:
    """One of ``bases`` with one to three of its texts (players' names, moves, options) replaced
    by, or extended with, a hostile text; otherwise intact, so that most of them load."""
    make_fifo_image()
    data = copy.deepcopy(draw(st.sampled_from(list(bases))))
    names = [path for path in _text_paths(data) if path[-1] == "name"]
    for _ in range(draw(st.integers(1, 3))):
        paths = _text_paths(data)
        path = draw(st.sampled_from(names if names and draw(st.booleans()) else paths))
        parent, key = _get(data, path[:-1]), path[-1]
        hostile = draw(st.sampled_from(HOSTILE_TEXTS))
        where = draw(st.sampled_from(["replace", "prefix", "suffix"]))
        if where == "replace":
            parent[key] = hostile
        elif where == "prefix":
            parent[key] = hostile + parent[key]
        else:
            parent[key] = parent[key] + hostile
    return dumps(data, ascii_only=draw(st.booleans()))
